package org.schedlab.schedulers.conservative;

import java.util.Arrays;

/**
 * {@link Plan} on processor counts alone, for machines on which counts decide what fits: the same
 * step function of free processors, kept in two primitive arrays, with the reservations held
 * across passes as a sorted list of count changes (−p at a slot's start, +p at its end) so that a pass
 * rebuilds the profile by one merge of the running jobs' expected ends with that list instead of
 * booking every reservation again, and searches the earliest slot by one scan of the profile.
 *
 * <p>It plans exactly as {@link Plan} does on {@link Occupancy.Counts}: same keys up to keys at
 * which the count does not change (such a key is never the earliest start: the key before it
 * offers the same count and a window that ends sooner), same searches, same order of bookings.
 * {@code PlanAgreementTest} checks this against {@link Plan} on random streams.
 *
 * <p>Cost of a pass: O(R + B) to rebuild the profile (R distinct expected ends, B distinct
 * reservation breakpoints; no sorting), O(K) per earliest-slot search over the K keys before the
 * job's current start (one scan: a key at which the count is short rules out every start whose
 * window covers it), and O(K) per booking that adds keys. Falls back to booking the reservations
 * one by one, O(Q·K), only at a pass at which some reservation is no longer valid (a running job
 * past its estimate, or a due job that could not start).
 */
final class CountPlan {
    /**
     * The reservations' count changes: −p at each slot's start, +p at its end, by time; distinct
     * times, no zero entries. Changes made since the last {@link #build} wait in {@code pending*}
     * and are merged in by the next one: a pass makes few changes and reads them all at once.
     */
    private double[] bookedAt = new double[64];

    private int[] bookedDelta = new int[64];
    private int booked;
    private double[] pendingAt = new double[64];
    private int[] pendingDelta = new int[64];
    private int pending;
    private double[] spareAt = new double[64];
    private int[] spareDelta = new int[64];

    private double[] keys = new double[64];
    private int[] free = new int[64];
    private double[] spareKeys = new double[64];
    private int[] spareFree = new int[64];
    private int n;
    private double now;
    /**
     * The key index at which the latest slot {@link #earliest} or {@link #earlierThan} found starts:
     * {@link #reserve} checks it before searching (the caller cancels only later slots in between).
     */
    private int found;

    /**
     * Counts the changes of the profile ({@link #build}, and each booking or cancellation, with the
     * keys it adds): the latest {@link #earlierThan} that found nothing is remembered with the
     * version it read.
     */
    private long version;

    /** The version of the profile the remembered fruitless {@link #earlierThan} read, or -1. */
    private long fruitlessVersion = -1;

    private int fruitlessProcessors;
    private double fruitlessEstimate;
    private double fruitlessStart;
    /** The index of the first key at or after {@link #fruitlessStart}: where that scan ended. */
    private int fruitlessEnd;

    /** Searches of {@link #earlierThan} that began where a remembered fruitless one ended (for tests). */
    long fruitlessSkips;

    /** Records {@code slot} as a reservation held across passes. */
    void book(Slot slot) {
        add(slot.start(), -slot.placement().processors());
        add(slot.end(), slot.placement().processors());
    }

    /** Forgets a reservation recorded by {@link #book}. */
    void unbook(Slot slot) {
        add(slot.start(), slot.placement().processors());
        add(slot.end(), -slot.placement().processors());
    }

    private void add(double at, int delta) {
        if (pending == pendingAt.length) {
            pendingAt = Arrays.copyOf(pendingAt, pending * 2);
            pendingDelta = Arrays.copyOf(pendingDelta, pending * 2);
        }
        pendingAt[pending] = at;
        pendingDelta[pending] = delta;
        pending++;
    }

    /** Merges the pending changes into the booked ones: sums per time, drops the zeros. */
    private void settle() {
        if (pending == 0) {
            return;
        }
        sortPending();
        spareCapacity(booked + pending);
        double[] outAt = spareAt;
        int[] outDelta = spareDelta;
        double[] inAt = bookedAt;
        int[] inDelta = bookedDelta;
        double[] newAt = pendingAt;
        int[] newDelta = pendingDelta;
        int old = booked;
        int added = pending;
        int m = 0;
        int i = 0;
        int j = 0;
        while (i < old || j < added) {
            double at;
            int delta = 0;
            if (j == added || (i < old && inAt[i] <= newAt[j])) {
                at = inAt[i];
                delta = inDelta[i++];
            } else {
                at = newAt[j];
            }
            while (j < added && newAt[j] == at) {
                delta += newDelta[j++];
            }
            if (delta != 0) {
                outAt[m] = at;
                outDelta[m++] = delta;
            }
        }
        spareAt = bookedAt;
        spareDelta = bookedDelta;
        bookedAt = outAt;
        bookedDelta = outDelta;
        booked = m;
        pending = 0;
    }

    /**
     * Sorts the pending changes by time (a stable sort; equal times are summed by {@link #settle}):
     * by insertion in runs of 32, then by merging runs into the spare arrays and back. A pass
     * leaves a few dozen changes, a compression that moves many jobs a few hundred.
     */
    private void sortPending() {
        for (int from = 0; from < pending; from += RUN) {
            insertionSort(pendingAt, pendingDelta, from, Math.min(from + RUN, pending));
        }
        if (pending <= RUN) {
            return;
        }
        spareCapacity(pending);
        double[] fromAt = pendingAt;
        int[] fromDelta = pendingDelta;
        double[] toAt = spareAt;
        int[] toDelta = spareDelta;
        for (int width = RUN; width < pending; width *= 2) {
            for (int lo = 0; lo < pending; lo += 2 * width) {
                int mid = Math.min(lo + width, pending);
                int hi = Math.min(lo + 2 * width, pending);
                int i = lo;
                int j = mid;
                for (int k = lo; k < hi; k++) {
                    if (j == hi || (i < mid && fromAt[i] <= fromAt[j])) {
                        toAt[k] = fromAt[i];
                        toDelta[k] = fromDelta[i++];
                    } else {
                        toAt[k] = fromAt[j];
                        toDelta[k] = fromDelta[j++];
                    }
                }
            }
            double[] at = fromAt;
            int[] delta = fromDelta;
            fromAt = toAt;
            fromDelta = toDelta;
            toAt = at;
            toDelta = delta;
        }
        // the sorted changes are in from*; the other pair becomes the spare one
        pendingAt = fromAt;
        pendingDelta = fromDelta;
        spareAt = toAt;
        spareDelta = toDelta;
    }

    private static final int RUN = 32;

    /** Makes the spare pair of change arrays hold at least {@code capacity} changes (contents not kept). */
    private void spareCapacity(int capacity) {
        if (spareAt.length < capacity) {
            spareAt = new double[Math.max(capacity, 2 * spareAt.length)];
            spareDelta = new int[spareAt.length];
        }
    }

    private static void insertionSort(double[] at, int[] delta, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            double t = at[i];
            int d = delta[i];
            int j = i - 1;
            while (j >= from && at[j] > t) {
                at[j + 1] = at[j];
                delta[j + 1] = delta[j];
                j--;
            }
            at[j + 1] = t;
            delta[j + 1] = d;
        }
    }

    /**
     * Builds the profile at {@code now}: {@code liveFree} processors free, the running jobs' {@code
     * ends} (processors per expected end) as {@link Plan}'s constructor plans them, and every
     * recorded reservation if all of them still fit.
     *
     * @return whether the recorded reservations are in the profile; if not (some starts before
     *     now or the profile would be overbooked) the profile holds the running jobs only and the
     *     caller books the reservations one by one ({@link #isFree}, {@link #reserve})
     */
    boolean build(int liveFree, double now, RunningEnds ends) {
        this.now = now;
        n = 0;
        version++;
        int size = ends.size();
        int i = 0;
        int overdue = 0;
        while (i < size && ends.at(i) < now) {
            overdue += ends.processors(i++);
        }
        int state = liveFree;
        if (i < size && ends.at(i) == now) {
            state += ends.processors(i++);
        }
        append(now, state);
        if (overdue > 0) {
            state += overdue;
            append(Math.nextUp(now), state);
        }
        for (; i < size; i++) {
            double end = ends.at(i);
            state += ends.processors(i);
            if (keys[n - 1] == end) {
                free[n - 1] = state;
            } else {
                append(end, state);
            }
        }
        settle();
        if (booked == 0) {
            return true;
        }
        if (bookedAt[0] < now) {
            return false;
        }
        return mergeBookings();
    }

    private boolean mergeBookings() {
        if (spareKeys.length < n + booked) {
            spareKeys = new double[Math.max(n + booked, 2 * spareKeys.length)];
            spareFree = new int[spareKeys.length];
        }
        double[] outKeys = spareKeys;
        int[] outFree = spareFree;
        double[] inKeys = keys;
        int[] inFree = free;
        double[] at = bookedAt;
        int[] change = bookedDelta;
        int size = n;
        int changes = booked;
        int m = 0;
        int i = 0;
        int b = 0;
        int delta = 0;
        int base = inFree[0];
        while (i < size || b < changes) {
            double k;
            if (b == changes || (i < size && inKeys[i] <= at[b])) {
                k = inKeys[i];
                base = inFree[i];
                if (b < changes && at[b] == k) {
                    delta += change[b++];
                }
                i++;
            } else {
                k = at[b];
                delta += change[b++];
            }
            int value = base + delta;
            if (value < 0) {
                return false; // the running-only profile is still in keys/free
            }
            outKeys[m] = k;
            outFree[m] = value;
            m++;
        }
        spareKeys = keys;
        spareFree = free;
        keys = outKeys;
        free = outFree;
        n = m;
        return true;
    }

    private void append(double at, int state) {
        if (n == keys.length) {
            keys = Arrays.copyOf(keys, n * 2);
            free = Arrays.copyOf(free, n * 2);
        }
        keys[n] = at;
        free[n] = state;
        n++;
    }

    /** Whether {@code slot} is free over its whole span ({@link Plan#isFree}). */
    boolean isFree(Slot slot) {
        if (slot.start() < now) {
            return false;
        }
        int p = slot.placement().processors();
        for (int i = floor(slot.start()); i < n && keys[i] < slot.end(); i++) {
            if (free[i] < p) {
                return false;
            }
        }
        return true;
    }

    /** Books {@code slot} in the profile, which must be free ({@link Plan#reserve}). */
    void reserve(Slot slot) {
        int from = found < n && keys[found] == slot.start() ? found : split(slot.start(), 0);
        int to = split(slot.end(), from);
        int p = slot.placement().processors();
        for (int i = from; i < to; i++) {
            if (free[i] < p) {
                throw new IllegalStateException("plan overbooked: " + p + " > " + free[i] + " free");
            }
            free[i] -= p;
        }
        version++;
    }

    /** Gives back a booked slot ({@link Plan#cancel}). */
    void cancel(Slot slot) {
        // The profile has no key where the count does not change, so the slot's own keys may be missing.
        int from = split(slot.start(), 0);
        int to = split(slot.end(), from);
        int p = slot.placement().processors();
        for (int i = from; i < to; i++) {
            free[i] += p;
        }
        version++;
    }

    /**
     * The earliest slot of {@code processors} for {@code estimate}, never later than {@code bound}
     * ({@link Plan#earliest} on counts): the first key whose count and the counts of every later
     * key inside the window suffice. A key at which the count is short rules out every candidate
     * start at or before it whose window covers it, so the scan goes on after that key.
     */
    Slot earliest(int processors, double estimate, Slot bound) {
        double[] k = keys;
        int[] f = free;
        int size = n;
        double limit = bound == null ? Double.POSITIVE_INFINITY : bound.start();
        int i = 0;
        while (i < size) {
            double t = k[i];
            if (t >= limit) {
                return bound;
            }
            if (f[i] < processors) {
                i++;
                continue;
            }
            double end = Slot.end(t, estimate);
            int j = i + 1;
            while (j < size && k[j] < end && f[j] >= processors) {
                j++;
            }
            if (j == size || k[j] >= end) {
                found = i;
                return Slot.of(t, estimate, new Occupancy.Count(processors));
            }
            i = j + 1;
        }
        if (bound != null) {
            return bound;
        }
        throw new IllegalStateException(
                "a request of " + processors + " processors fits nowhere in the plan, not even after every job ends");
    }

    /**
     * The slot {@link #earliest} would give the job holding {@code old} once {@code old} were
     * cancelled, if it starts before {@code old}; {@code null} if the job keeps {@code old}. Reads
     * the profile only: a compression asks this of every waiting job and most keep their slot (16%
     * move on SDSC-BLUE), so they no longer pay a cancel and a booking of the same slot.
     *
     * <p>{@code estimate} must be the one {@code old} was made with. A window of that length that
     * starts before {@code old} ends no later than {@code old} does, so once the slot were cancelled
     * every point of the window from {@code old}'s start on would have the job's processors free:
     * only the keys before {@code old}'s start can rule a window out, and the scan is {@link
     * #earliest}'s over those keys alone.
     *
     * <p>A search that finds nothing is remembered until the profile changes. On the same profile,
     * a job that asks for at least as many processors, for at least as long, and whose old slot
     * starts no earlier, cannot start before the remembered start either: each window of its own
     * from such a time covers the key that ruled out the remembered job's window from there (its
     * window ends no sooner and is cut off at its own start, no sooner), and that key's count is
     * short of its larger request too. Its scan begins where the remembered one ended. A
     * compression searches for every waiting job and most keep their slot (84% on SDSC-BLUE, and
     * 38% of the searches can begin further on, skipping a third of the keys read).
     */
    Slot earlierThan(Slot old, double estimate) {
        // the arrays in locals: the client compiler reloads fields at every loop step otherwise
        double[] k = keys;
        int[] f = free;
        int size = n;
        int p = old.placement().processors();
        double start = old.start();
        // The keys before old's start are read in order, each compared with the start as the scan
        // goes: a binary search for the first key at or after it cost more than the comparisons.
        int i = 0;
        if (fruitlessVersion == version
                && fruitlessProcessors <= p
                && fruitlessEstimate <= estimate
                && fruitlessStart <= start) {
            i = fruitlessEnd;
            fruitlessSkips++;
        }
        while (i < size && k[i] < start) {
            if (f[i] < p) {
                i++;
                continue;
            }
            double t = k[i];
            // the window's keys that can rule it out: before its end (never after old's end) and
            // before old's start
            double end = Slot.end(t, estimate);
            double stop = end < start ? end : start;
            int j = i + 1;
            while (j < size && k[j] < stop && f[j] >= p) {
                j++;
            }
            if (j < size && k[j] < stop) {
                i = j + 1; // short at key j, before old: so is every window before old that covers it
                continue;
            }
            found = i;
            return Slot.of(t, estimate, new Occupancy.Count(p));
        }
        // i is the first key at or after the start: a candidate's failure jumps at most to it
        fruitlessVersion = version;
        fruitlessProcessors = p;
        fruitlessEstimate = estimate;
        fruitlessStart = start;
        fruitlessEnd = i;
        return null;
    }

    /** The index of the key in force at {@code at} (at or after now). */
    private int floor(double at) {
        int i = Arrays.binarySearch(keys, 0, n, at);
        return i >= 0 ? i : -i - 2;
    }

    /**
     * The index of key {@code at}, inserted with the count in force there if absent; {@code at}
     * is not before key {@code from}.
     */
    private int split(double at, int from) {
        int i = Arrays.binarySearch(keys, from, n, at);
        if (i >= 0) {
            return i;
        }
        int at0 = -i - 1;
        if (n == keys.length) {
            keys = Arrays.copyOf(keys, n * 2);
            free = Arrays.copyOf(free, n * 2);
        }
        System.arraycopy(keys, at0, keys, at0 + 1, n - at0);
        System.arraycopy(free, at0, free, at0 + 1, n - at0);
        keys[at0] = at;
        free[at0] = free[at0 - 1];
        n++;
        return at0;
    }
}
