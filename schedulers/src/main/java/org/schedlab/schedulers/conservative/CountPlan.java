package org.schedlab.schedulers.conservative;

import java.util.Arrays;

/**
 * {@link Plan} on processor counts alone, for machines on which counts decide what fits: the same
 * step function of free processors, kept in two primitive arrays from one pass to the next. The
 * profile holds the running jobs and the reservations together and is brought up to date by what
 * changed, never rebuilt while the reservations stay valid: a booking or a cancellation changes the
 * keys of its span ({@link #reserve}, {@link #cancel}), a start changes nothing (the reservation's
 * span becomes the running job's), a departure before the expected end gives the processors back
 * from the next pass's time to that end, and a pass at a later time drops the keys before it
 * ({@link #advance}). A reservation whose start has passed is given up in place ({@link
 * #giveBack}).
 *
 * <p>It plans exactly as {@link Plan} does on {@link Occupancy.Counts}: the same step function,
 * whose keys may differ only by keys at which the count does not change (such a key is never the
 * earliest start: the key before it offers the same count and a window that ends sooner; {@link
 * #fits} drops them), the same searches, the same order of bookings. {@code PlanAgreementTest}
 * checks this against {@link Plan} on random streams, and {@code CountPlanProfileTest} the profile
 * kept through random passes against one made afresh.
 *
 * <p>Cost of a pass: O(K) to drop the past keys and the keys that changed nothing (K keys), O(K)
 * per departure before its expected end, O(K) per earliest-slot search over the keys before the
 * job's current start (one scan: a key at which the count is short rules out every start whose
 * window covers it), and O(K) per booking that adds keys. The caller makes the profile afresh from
 * the running jobs ({@link #reset}) and books the reservations one by one, O(Q·K), only at the first
 * pass and at a pass at which the profile is overbooked (a running job past its estimate holds
 * processors a reservation counted on).
 */
final class CountPlan {
    private double[] keys = new double[64];
    private int[] free = new int[64];
    private double now;
    /** The number of keys: 0 until {@link #reset} makes the first profile, at least 1 after. */
    private int n;
    /**
     * Processors of the running jobs past their expected end, held in the profile over {@code
     * [now, nextUp(now))}: {@link Plan} plans them to leave just after now.
     */
    private int overdueHeld;
    /** The departures since the latest {@link #advance}: expected ends and processors. */
    private double[] leftEnds = new double[16];

    private int[] leftProcessors = new int[16];
    private int left;
    /**
     * The key index at which the latest slot {@link #earliest} or {@link #earlierThan} found starts:
     * {@link #reserve} checks it before searching, and {@link #cancel} searches from it (a move
     * cancels the old slot, which starts later, between the search and the booking). A key added
     * at or before it moves it along.
     */
    private int found;

    /**
     * The index of the first key at or after the end of that slot (the key count if none), as the
     * search's scan left it: {@link #reserve} checks it before searching. A key added at or before
     * it moves it along.
     */
    private int foundEnd;

    /**
     * Counts the changes of the profile ({@link #reset}, {@link #advance}, and each booking or
     * cancellation, with the keys it adds): the latest {@link #earlierThan} that found nothing is
     * remembered with the version it read.
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

    /**
     * Makes the profile at {@code now} of the running jobs alone: {@code liveFree} processors free
     * and the running jobs' {@code ends} (processors per expected end) as {@link Plan}'s constructor
     * plans them (a job past its estimate leaves just after now). The caller books the reservations
     * that are still free ({@link #isFree}, {@link #reserve}).
     */
    void reset(int liveFree, double now, RunningEnds ends) {
        this.now = now;
        left = 0;
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
        overdueHeld = overdue;
        for (; i < size; i++) {
            double end = ends.at(i);
            state += ends.processors(i);
            if (keys[n - 1] == end) {
                free[n - 1] = state;
            } else {
                append(end, state);
            }
        }
    }

    /**
     * Drops the profile: the caller planned a pass elsewhere ({@link Plan}), and the next pass
     * makes the profile afresh ({@link #advance} returns false until {@link #reset}).
     */
    void invalidate() {
        n = 0;
        left = 0;
        version++;
    }

    /** The time of the latest {@link #reset} or {@link #advance}. */
    double now() {
        return now;
    }

    /**
     * Records that a running job of {@code processors} expected to end at {@code expectedEnd} has
     * left; the next {@link #advance} gives its processors back.
     */
    void departed(double expectedEnd, int processors) {
        if (n == 0) { // no profile: the next reset makes it from the running jobs
            return;
        }
        if (left == leftEnds.length) {
            leftEnds = Arrays.copyOf(leftEnds, left * 2);
            leftProcessors = Arrays.copyOf(leftProcessors, left * 2);
        }
        leftEnds[left] = expectedEnd;
        leftProcessors[left] = processors;
        left++;
    }

    /**
     * Records that the job holding {@code slot} starts now, on it, expected to end at {@code
     * expectedEnd}: the reservation's span becomes the running job's. Only a job estimated at 0 s
     * (its slot holds one instant, the job is planned to be gone at once) changes the profile.
     */
    void started(Slot slot, double expectedEnd) {
        if (n == 0 || slot.end() == expectedEnd) {
            return;
        }
        if (expectedEnd > slot.start()) {
            throw new IllegalStateException("a job started on " + slot + " but is expected to end at " + expectedEnd);
        }
        cancel(slot);
    }

    /**
     * Brings the profile from the latest pass to {@code now}: drops the keys before it, gives back
     * the processors of the jobs that left before their expected ends ({@link #departed}), and holds
     * the processors of the running jobs now past their estimates ({@code ends} before now) until
     * just after now. The caller then gives up the reservations that start before now ({@link
     * #giveBack}) and asks whether the others still fit ({@link #fits}).
     *
     * @return false if no profile was made yet ({@link #reset})
     */
    boolean advance(double now, RunningEnds ends) {
        if (n == 0) { // no profile made yet
            return false;
        }
        if (now < this.now) {
            throw new IllegalStateException("the plan is at " + this.now + ", asked to go back to " + now);
        }
        version++;
        int held = overdueHeld;
        if (now > this.now) {
            int f = floor(now);
            System.arraycopy(keys, f, keys, 0, n - f);
            System.arraycopy(free, f, free, 0, n - f);
            n -= f;
            keys[0] = now;
            held = 0; // the overdue jobs' hold ended just after the old time, at or before now
            this.now = now;
        }
        for (int d = 0; d < left; d++) {
            if (leftEnds[d] > now) {
                addUntil(leftEnds[d], leftProcessors[d]);
            }
        }
        left = 0;
        int overdue = 0;
        for (int i = 0, size = ends.size(); i < size && ends.at(i) < now; i++) {
            overdue += ends.processors(i);
        }
        if (overdue != held) {
            addUntil(Math.nextUp(now), held - overdue);
        }
        overdueHeld = overdue;
        return true;
    }

    /**
     * Gives up a reservation that starts before now (its job could not start at it, or its start
     * passed while a running job outlived its estimate): its processors are free again from now to
     * its end. {@link Plan} would no longer find it free, and its job is placed again.
     */
    void giveBack(Slot slot) {
        if (slot.end() > now) {
            addUntil(slot.end(), slot.placement().processors());
        }
    }

    /**
     * Drops the keys at which the count does not change and tells whether the reservations fit:
     * after {@link #advance} and {@link #giveBack}, no count below zero. If they do not, the caller
     * makes the profile afresh ({@link #reset}) and books the reservations again one by one, as
     * {@link Plan} books them, dropping those that no longer fit.
     */
    boolean fits() {
        double[] k = keys;
        int[] f = free;
        int m = 1;
        int lowest = f[0];
        for (int i = 1, size = n; i < size; i++) {
            int value = f[i];
            if (value != f[m - 1]) {
                k[m] = k[i];
                f[m++] = value;
                lowest = Math.min(lowest, value);
            }
        }
        n = m;
        return lowest >= 0;
    }

    /** Adds {@code delta} free processors from now until {@code to}. */
    private void addUntil(double to, int delta) {
        int end = split(to);
        for (int i = 0; i < end; i++) {
            free[i] += delta;
        }
    }

    /** Makes the key arrays hold one key more than they do. */
    private void roomForKey() {
        if (n == keys.length) {
            keys = Arrays.copyOf(keys, n * 2);
            free = Arrays.copyOf(free, n * 2);
        }
    }

    private void append(double at, int state) {
        roomForKey();
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
        int from = found < n && keys[found] == slot.start() ? found : split(slot.start());
        double end = slot.end();
        int to =
                foundEnd > from && foundEnd <= n && keys[foundEnd - 1] < end && (foundEnd == n || keys[foundEnd] >= end)
                        ? insert(foundEnd, end)
                        : splitNear(end, from);
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
        double start = slot.start();
        // a move cancels the old slot just after finding the new one, which starts before it
        int from = found < n && keys[found] < start ? splitNear(start, found) : split(start);
        int to = splitNear(slot.end(), from);
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
                foundEnd = j;
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
        return earlierThan(old.start(), old.placement().processors(), estimate);
    }

    /**
     * {@link #earlierThan(Slot, double)} for the slot of {@code p} processors from {@code start}:
     * a compression asks it of every waiting job, from the numbers the job holds.
     */
    Slot earlierThan(double start, int p, double estimate) {
        // the arrays in locals: the client compiler reloads fields at every loop step otherwise
        double[] k = keys;
        int[] f = free;
        int size = n;
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
            while (j < size && k[j] < end) { // the window goes on past old's start
                j++;
            }
            foundEnd = j;
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

    /**
     * The profile as a step function from now on: each time at which the count of free processors
     * changes, with the count from there (the first entry is now). For tests and audits: two plans
     * that give the same answers have the same steps, whatever keys that change nothing they hold.
     */
    java.util.NavigableMap<Double, Integer> steps() {
        java.util.TreeMap<Double, Integer> steps = new java.util.TreeMap<>();
        for (int i = 0; i < n; i++) {
            if (i == 0 || free[i] != free[i - 1]) {
                steps.put(keys[i], free[i]);
            }
        }
        return steps;
    }

    /**
     * Checks the profile's shape: keys in increasing order from now, no count below zero (between
     * passes; {@link #fits} reports an overbooked profile instead of keeping it).
     */
    void checkInvariants() {
        if (n == 0) { // no profile made yet
            return;
        }
        if (keys[0] != now) {
            throw new IllegalStateException("the plan's first key is not its time " + now);
        }
        for (int i = 0; i < n; i++) {
            if (i > 0 && !(keys[i] > keys[i - 1])) {
                throw new IllegalStateException("plan keys out of order at " + i + ": " + steps());
            }
            if (free[i] < 0) {
                throw new IllegalStateException("plan overbooked at " + keys[i] + ": " + free[i] + " free");
            }
        }
    }

    /** The index of the key in force at {@code at} (at or after now). */
    private int floor(double at) {
        int i = Arrays.binarySearch(keys, 0, n, at);
        return i >= 0 ? i : -i - 2;
    }

    /** The index of key {@code at} (not before now), inserted with the count in force there if absent. */
    private int split(double at) {
        int i = Arrays.binarySearch(keys, 0, n, at);
        return i >= 0 ? i : insert(-i - 1, at);
    }

    /**
     * {@link #split} for a time {@code at} after key {@code from} and likely a few keys after it (a
     * slot's end after its start: windows are short next to the profile): gallops from there, then
     * searches the last stride.
     */
    private int splitNear(double at, int from) {
        int lo = from;
        int hi = from + 1;
        for (int step = 1; hi < n && keys[hi] < at; step <<= 1) {
            lo = hi;
            hi += step;
        }
        int i = Arrays.binarySearch(keys, lo + 1, Math.min(hi + 1, n), at);
        return i >= 0 ? i : insert(-i - 1, at);
    }

    /**
     * Key {@code at} at index {@code at0}, inserted with the count in force there unless it is
     * there: the key before {@code at0} is earlier, the key at it (if any) not earlier.
     */
    private int insert(int at0, double at) {
        if (at0 < n && keys[at0] == at) {
            return at0;
        }
        roomForKey();
        System.arraycopy(keys, at0, keys, at0 + 1, n - at0);
        System.arraycopy(free, at0, free, at0 + 1, n - at0);
        keys[at0] = at;
        free[at0] = free[at0 - 1];
        n++;
        if (at0 <= foundEnd) { // the search's indices follow their keys
            foundEnd++;
            if (at0 <= found) {
                found++;
            }
        }
        return at0;
    }
}
