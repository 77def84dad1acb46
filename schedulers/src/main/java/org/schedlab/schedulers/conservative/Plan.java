package org.schedlab.schedulers.conservative;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Request;

/**
 * The machine's planned occupancy from now on, as a step function: the state stored under a key
 * holds from that time until the next key. Keys are the current time, the expected ends of the
 * running jobs, and the starts and ends of reservations (under PReMAS's 0-s rules, {@link
 * Rules.Zero#FIRST_CHANGE}, also the instants of planned 0-s jobs). Built afresh for every pass.
 *
 * <p>Conservative backfilling's reservation plan as a reusable component: a policy that keeps
 * reservations for several jobs builds one from the live allocator ({@link Occupancy#of}) and the
 * running jobs' expected ends, then books ({@link #reserve}), checks ({@link #isFree}), cancels and
 * searches ({@link #earliest}) slots on it. The PReMAS switches ({@link Rules}) use the
 * package-private methods.
 */
public final class Plan {
    private final NavigableMap<Double, Occupancy> states = new TreeMap<>();
    private final double now;
    /**
     * Processors of the reservations of jobs of non-zero runtime starting at each time; kept only
     * under PReMAS's 0-s rules ({@link #trackSeconds}).
     */
    private TreeMap<Double, Integer> startsAt;
    /**
     * The changes of jobs of runtime 0 at each time, by arrival index (same condition): PReMAS
     * orders them after that second's other ends and before its other starts.
     */
    private TreeMap<Double, TreeMap<Long, Mark>> zeroRuntime;

    /**
     * A change of a job of runtime 0: {@code delta} processors freed (negative: taken); an
     * {@code instant} is a 0-s job, which takes its processors and gives them back at once.
     */
    private record Mark(int delta, boolean instant) {}

    /**
     * Starts a plan at {@code now} from the live state.
     *
     * @param ends running jobs' placements grouped by expected end ({@code start + estimate}),
     *     ascending. A job expected to end exactly now is planned as gone now (under {@link
     *     org.schedlab.core.sched.PassMode#PER_EVENT} its departure may still be pending at this
     *     time); a job past its estimate is planned to leave just after now.
     */
    public Plan(Occupancy live, double now, NavigableMap<Double, ? extends Iterable<Allocation>> ends) {
        this.now = now;
        Iterable<Allocation> leavingNow = ends.get(now);
        if (leavingNow != null) {
            for (Allocation a : leavingNow) {
                live.vacate(a);
            }
        }
        states.put(now, live);
        Occupancy state = live;
        Map<Double, ? extends Iterable<Allocation>> overdue = ends.headMap(now, false);
        if (!overdue.isEmpty()) {
            state = live.copy();
            for (Iterable<Allocation> group : overdue.values()) {
                for (Allocation a : group) {
                    state.vacate(a);
                }
            }
            states.put(Math.nextUp(now), state);
        }
        for (Map.Entry<Double, ? extends Iterable<Allocation>> e :
                ends.tailMap(now, false).entrySet()) {
            Occupancy next = states.get(e.getKey());
            if (next == null) {
                next = state.copy();
                states.put(e.getKey(), next);
            }
            for (Allocation a : e.getValue()) {
                next.vacate(a);
            }
            state = next;
        }
    }

    /** Whether {@code slot} is free over its whole span. */
    public boolean isFree(Slot slot) {
        if (slot.start() < now) {
            return false;
        }
        for (Occupancy s : span(slot.start(), slot.end()).values()) {
            if (!s.isFree(slot.placement())) {
                return false;
            }
        }
        return true;
    }

    /** Books {@code slot}, which must be free. */
    public void reserve(Slot slot) {
        occupy(slot);
        if (startsAt != null) {
            startsAt.merge(slot.start(), slot.placement().processors(), Plan::sum);
        }
    }

    /** Gives back a booked slot. */
    public void cancel(Slot slot) {
        vacate(slot);
        if (startsAt != null) {
            startsAt.merge(slot.start(), -slot.placement().processors(), Plan::sum);
        }
    }

    private void occupy(Slot slot) {
        split(slot.start());
        split(slot.end());
        for (Occupancy s : states.subMap(slot.start(), true, slot.end(), false).values()) {
            s.occupy(slot.placement());
        }
    }

    private void vacate(Slot slot) {
        for (Occupancy s : states.subMap(slot.start(), true, slot.end(), false).values()) {
            s.vacate(slot.placement());
        }
    }

    private static Integer sum(Integer a, Integer b) {
        return a + b == 0 ? null : a + b;
    }

    /**
     * Keeps the order of one second's changes as PReMAS has it ({@code SchedChange.compareTo}:
     * ends, then the changes of jobs of runtime 0 by job, then starts), for {@link Rules.Zero#FIRST_CHANGE};
     * call before any booking. Needs a machine on which counts decide.
     */
    void trackSeconds() {
        startsAt = new TreeMap<>();
        zeroRuntime = new TreeMap<>();
    }

    /**
     * {@link #reserve} for a job known by its arrival {@code index}; a job of runtime 0 (and a
     * non-zero estimate) has its start and end ordered among that second's runtime-0 changes.
     */
    void reserve(Slot slot, long index, boolean runtimeZero) {
        if (zeroRuntime == null || !runtimeZero) {
            reserve(slot);
            return;
        }
        occupy(slot);
        mark(slot.start(), index, new Mark(-slot.placement().processors(), false));
        mark(slot.end(), index, new Mark(slot.placement().processors(), false));
    }

    /** Gives back a slot booked by {@link #reserve(Slot, long, boolean)}. */
    void cancel(Slot slot, long index, boolean runtimeZero) {
        if (zeroRuntime == null || !runtimeZero) {
            cancel(slot);
            return;
        }
        vacate(slot);
        unmark(slot.start(), index);
        unmark(slot.end(), index);
    }

    /**
     * Notes that the running job of arrival {@code index}, of runtime 0, is planned to end at
     * {@code at} (its departure is pending now): the constructor planned the end; this only
     * orders it among that second's runtime-0 changes.
     */
    void runtimeZeroEnd(double at, long index, int processors) {
        if (at >= now) {
            mark(at, index, new Mark(processors, false));
        }
    }

    /**
     * Notes a 0-s job placed by {@link #firstChange}: it books nothing, but its instant is a
     * planned change: a key of the plan (a possible start for another job), and a job placed later
     * over it must leave it room (PReMAS's "skip" in {@code findTime}, see {@link #earliest}).
     */
    void holdInstant(Slot slot, long index) {
        split(slot.start());
        mark(slot.start(), index, new Mark(-slot.placement().processors(), true));
    }

    /** Forgets a 0-s job noted by {@link #holdInstant}. */
    void releaseInstant(Slot slot, long index) {
        unmark(slot.start(), index);
    }

    private void mark(double at, long index, Mark mark) {
        zeroRuntime.computeIfAbsent(at, k -> new TreeMap<>()).put(index, mark);
    }

    private void unmark(double at, long index) {
        TreeMap<Long, Mark> marks = zeroRuntime.get(at);
        marks.remove(index);
        if (marks.isEmpty()) {
            zeroRuntime.remove(at);
        }
    }

    /**
     * How many processors more than the settled state at key {@code at} are free after that
     * second's ends of jobs of non-zero runtime (before its runtime-0 changes and its starts).
     */
    private int afterEnds(double at) {
        int offset = startsAt.getOrDefault(at, 0);
        TreeMap<Long, Mark> marks = zeroRuntime.get(at);
        if (marks != null) {
            for (Mark m : marks.values()) {
                if (!m.instant()) {
                    offset -= m.delta();
                }
            }
        }
        return offset;
    }

    /** Whether at least {@code n} processors are free in {@code s} plus {@code offset}. */
    private static boolean atLeast(Occupancy s, int n, int offset) {
        return n - offset <= 0 || s.isFree(new Occupancy.Count(n - offset));
    }

    /**
     * PReMAS's place for a job estimated at 0 s ({@link Rules.Zero#FIRST_CHANGE}, {@code
     * zeroCase}): the first key at which enough processors are free after some change of that
     * second, counted change by change in PReMAS's order (the most are free once the ends of jobs
     * of non-zero runtime and the runtime-0 changes up to some job are applied). The slot is not
     * booked. Needs {@link #trackSeconds} and counts.
     */
    Slot firstChange(Request request) {
        int need = request.processors();
        for (Map.Entry<Double, Occupancy> e : states.entrySet()) {
            int offset = afterEnds(e.getKey());
            int best = offset;
            TreeMap<Long, Mark> marks = zeroRuntime.get(e.getKey());
            if (marks != null) {
                for (Mark m : marks.values()) {
                    if (!m.instant()) {
                        offset += m.delta();
                        best = Math.max(best, offset);
                    }
                }
            }
            if (atLeast(e.getValue(), need, best)) {
                return Slot.of(e.getKey(), 0, new Occupancy.Count(need));
            }
        }
        throw new IllegalStateException(
                "a request of " + need + " processors fits nowhere in the plan, not even after every job ends");
    }

    /**
     * The earliest slot for a job: at each key in order, the placement the state there offers, if
     * it stays free for the whole estimate. With a {@code bound} (the job's current reservation,
     * already cancelled) the bound's own placement is tried at each key too, and the search stops
     * at the bound's start and returns the bound, so a reservation never moves later. (Trying the
     * old placement matters on a topology: when the event its start was waiting for came early,
     * the state just before the start equals the state at it, and the old placement is what fits
     * there; without it a reservation could stay at a time at which no event will happen.)
     */
    public Slot earliest(Request request, double estimate, Slot bound) {
        for (Map.Entry<Double, Occupancy> e : states.entrySet()) {
            double t = e.getKey();
            if (bound != null && t >= bound.start()) {
                return bound;
            }
            Allocation placement = e.getValue().find(request);
            if (placement != null) {
                Slot slot = Slot.of(t, estimate, placement);
                if (freeAfterStart(slot)) {
                    return slot;
                }
            }
            if (bound != null
                    && !bound.placement().equals(placement)
                    && e.getValue().isFree(bound.placement())) {
                Slot slot = Slot.of(t, estimate, bound.placement());
                if (freeAfterStart(slot)) {
                    return slot;
                }
            }
        }
        if (bound != null) {
            return bound;
        }
        throw new IllegalStateException("a request of " + request.processors()
                + " processors fits nowhere in the plan, not even after every job ends");
    }

    private boolean freeAfterStart(Slot slot) {
        for (Occupancy s : states.subMap(slot.start(), false, slot.end(), false).values()) {
            if (!s.isFree(slot.placement())) {
                return false;
            }
        }
        return zeroRuntime == null || leavesInstants(slot);
    }

    /**
     * PReMAS's {@code findTime} "skip": in every second after {@code slot}'s start up to and
     * including the first key at or after its end (PReMAS walks that far before it accepts a
     * start), each planned 0-s job must still find {@code slot}'s processors free beside its own,
     * counted change by change in PReMAS's order. A 0-s job at the start itself is not checked.
     * (PReMAS then moves the start to that second; the keys in between fail the same test, so
     * trying every key in order gives the same start.)
     */
    private boolean leavesInstants(Slot slot) {
        Double last = states.ceilingKey(slot.end());
        NavigableMap<Double, TreeMap<Long, Mark>> span = last == null
                ? zeroRuntime.tailMap(slot.start(), false)
                : zeroRuntime.subMap(slot.start(), false, last, true);
        int need = slot.placement().processors();
        for (Map.Entry<Double, TreeMap<Long, Mark>> e : span.entrySet()) {
            Occupancy s = states.get(e.getKey());
            int offset = afterEnds(e.getKey());
            for (Mark m : e.getValue().values()) {
                if (m.instant()) {
                    if (!atLeast(s, need - m.delta(), offset)) {
                        return false;
                    }
                } else {
                    offset += m.delta();
                }
            }
        }
        return true;
    }

    /** States covering {@code [from, to)}, the one in force at {@code from} included. */
    private NavigableMap<Double, Occupancy> span(double from, double to) {
        Double first = states.floorKey(from);
        return states.subMap(first, true, to, false);
    }

    private void split(double at) {
        if (!states.containsKey(at)) {
            states.put(at, states.floorEntry(at).getValue().copy());
        }
    }
}
