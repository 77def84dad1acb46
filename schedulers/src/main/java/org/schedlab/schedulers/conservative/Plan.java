package org.schedlab.schedulers.conservative;

import java.util.ArrayList;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Request;

/**
 * The machine's planned occupancy from now on, as a step function: the state stored under a key
 * holds from that time until the next key. Keys are the current time, the expected ends of the
 * running jobs, and the starts and ends of reservations. Built afresh for every pass.
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
    /** Processors of the reservations starting at each time, kept only for {@link #firstChange}. */
    private TreeMap<Double, Integer> startsAt;
    /** Sizes of the 0-s jobs placed by {@link #firstChange}, by planned start (same condition). */
    private TreeMap<Double, java.util.List<Integer>> instants;

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
        split(slot.start());
        split(slot.end());
        for (Occupancy s : states.subMap(slot.start(), true, slot.end(), false).values()) {
            s.occupy(slot.placement());
        }
        if (startsAt != null) {
            startsAt.merge(slot.start(), slot.placement().processors(), Integer::sum);
        }
    }

    /** Gives back a booked slot. */
    public void cancel(Slot slot) {
        for (Occupancy s : states.subMap(slot.start(), true, slot.end(), false).values()) {
            s.vacate(slot.placement());
        }
        if (startsAt != null) {
            startsAt.merge(slot.start(), -slot.placement().processors(), Integer::sum);
        }
    }

    /** Keeps count of the processors booked to start at each time; call before any booking. */
    void trackStarts() {
        startsAt = new TreeMap<>();
        instants = new TreeMap<>();
    }

    /**
     * Notes a 0-s job placed by {@link #firstChange}: it books nothing, but a job placed later must
     * leave it room at its instant (PReMAS's "skip" in {@code findTime}).
     */
    void holdInstant(Slot slot) {
        instants.computeIfAbsent(slot.start(), k -> new ArrayList<>())
                .add(slot.placement().processors());
    }

    /** Forgets a 0-s job noted by {@link #holdInstant}. */
    void releaseInstant(Slot slot) {
        java.util.List<Integer> at = instants.get(slot.start());
        at.remove(Integer.valueOf(slot.placement().processors()));
        if (at.isEmpty()) {
            instants.remove(slot.start());
        }
    }

    /**
     * PReMAS's place for a job estimated at 0 s ({@link Rules.Zero#FIRST_CHANGE}): the first key
     * at which enough processors are free after that time's planned ends and before its planned
     * starts. The slot is not booked. Needs {@link #trackStarts} and counts.
     */
    Slot firstChange(Request request) {
        for (Map.Entry<Double, Occupancy> e : states.entrySet()) {
            int starting = startsAt.getOrDefault(e.getKey(), 0);
            int missing = Math.max(0, request.processors() - starting);
            if (e.getValue().isFree(new Occupancy.Count(missing))) {
                return Slot.of(e.getKey(), 0, new Occupancy.Count(request.processors()));
            }
        }
        throw new IllegalStateException("a request of " + request.processors()
                + " processors fits nowhere in the plan, not even after every job ends");
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
        return instants == null || leavesInstants(slot);
    }

    /**
     * PReMAS's {@code findTime} "skip": every 0-s job noted at a time in {@code (start, end]} must
     * fit beside {@code slot} after that time's ends and before its starts.
     */
    private boolean leavesInstants(Slot slot) {
        for (Map.Entry<Double, java.util.List<Integer>> e :
                instants.subMap(slot.start(), false, slot.end(), true).entrySet()) {
            Occupancy s = states.floorEntry(e.getKey()).getValue();
            int starting = startsAt.getOrDefault(e.getKey(), 0);
            for (int p : e.getValue()) {
                int need = Math.max(0, slot.placement().processors() + p - starting);
                if (!s.isFree(new Occupancy.Count(need))) {
                    return false;
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
