package org.schedlab.schedulers.reference;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeSet;
import org.schedlab.core.job.Job;

/**
 * A second, independent reference for conservative backfilling under PReMAS's rules, written the
 * way PReMAS keeps its plan ({@code StatefulScheduler}): one ordered set of planned changes (a
 * job's start, a job's end), free processors counted by walking it, no breakpoint states. It knows
 * the rules the engine's {@code conservative} options {@code compress=planned-start},
 * {@code compress-when=per-departure}, {@code compress-on-time=no} and {@code zero=first-change}
 * stand for, with departures of one second in start order and one scheduling pass per timestamp:
 *
 * <ul>
 *   <li>a job arriving gets an anchor (now or a planned change) by PReMAS's walk: its processors
 *       must stay free after every second up to its estimate's end, and no change of a 0-s job
 *       in the seconds after the anchor, up to the first one at or past that end, may leave fewer
 *       than it needs (else the anchor moves to that second: the "skip");
 *   <li>a job estimated at 0 s gets the first change (in the set's order) after which enough
 *       processors are free; its start and end go into the set at that second (they cancel
 *       out once both are summed);
 *   <li>a job ending before (or after) its estimate rebuilds the plan at once: the running jobs'
 *       ends, then every waiting job again in the order of its old planned start;
 *   <li>at each timestamp, after its events, planned starts due now are taken in the set's order
 *       while they fit; a job of runtime 0 started then leaves in the same second (a 0-s job's
 *       planned end stays in the set until it does), and the starts go on after it.
 * </ul>
 *
 * <p>Changes at one time are ordered as PReMAS's {@code SchedChange.compareTo}: ends of jobs of
 * non-zero runtime, then the changes of jobs of runtime 0 (a job's start before its end, by job),
 * then starts of jobs of non-zero runtime; by job within a kind.
 * Quadratic per placement: for tests only.
 */
final class PremasConservativeReference {
    private record Change(long time, int job, boolean start) {}

    private final int capacity;
    private final List<Job> jobs;
    private final double[] starts;
    private final Comparator<Change> order;
    private TreeSet<Change> plan;
    private final Map<Integer, Change> plannedStart = new HashMap<>();
    private final Map<Integer, Long> plannedEnd = new HashMap<>();
    private int free;

    private PremasConservativeReference(int capacity, List<Job> jobs) {
        this.capacity = capacity;
        this.jobs = jobs;
        this.starts = new double[jobs.size()];
        java.util.Arrays.fill(starts, Double.NaN);
        this.free = capacity;
        this.order = (a, b) -> {
            int c = Long.compare(a.time, b.time);
            if (c != 0) {
                return c;
            }
            int ka = kind(a);
            int kb = kind(b);
            if (ka != kb) {
                return Integer.compare(ka, kb);
            }
            if (a.job != b.job) {
                return Integer.compare(a.job, b.job);
            }
            return Boolean.compare(!a.start, !b.start); // the same 0-s job: start first
        };
        this.plan = new TreeSet<>(order);
    }

    /** 0: end of a job of non-zero runtime; 1: a change of a job of runtime 0; 2: a start. */
    private int kind(Change c) {
        if (jobs.get(c.job).runtime() == 0) {
            return 1;
        }
        return c.start ? 2 : 0;
    }

    /** Start times, by position in {@code jobs}; times must be whole numbers. */
    static double[] starts(int capacity, List<Job> jobs) {
        PremasConservativeReference r = new PremasConservativeReference(capacity, jobs);
        r.run();
        return r.starts;
    }

    private int procs(int j) {
        return jobs.get(j).request().processors();
    }

    private long est(int j) {
        return (long) jobs.get(j).estimate();
    }

    private void run() {
        // departures: (end time, start sequence, job)
        PriorityQueue<long[]> departures =
                new PriorityQueue<>(Comparator.<long[]>comparingLong(d -> d[0]).thenComparingLong(d -> d[1]));
        long startSeq = 0;
        int next = 0;
        while (next < jobs.size() || !departures.isEmpty()) {
            long now = departures.isEmpty()
                    ? (long) jobs.get(next).submit()
                    : next < jobs.size()
                            ? Math.min(
                                    departures.peek()[0], (long) jobs.get(next).submit())
                            : departures.peek()[0];
            boolean more = true;
            while (more) {
                while (!departures.isEmpty() && departures.peek()[0] == now) {
                    finish((int) departures.poll()[2], now);
                }
                while (next < jobs.size() && (long) jobs.get(next).submit() == now) {
                    schedule(next, now);
                    next++;
                }
                // one pass: due starts in the plan's order, while they fit
                for (Change c : new ArrayList<>(plan)) {
                    if (c.time > now) {
                        break;
                    }
                    if (c.time < now) {
                        throw new IllegalStateException("planned change in the past: " + c + " at " + now);
                    }
                    if (!c.start) {
                        continue;
                    }
                    if (procs(c.job) > free) {
                        break;
                    }
                    plan.remove(c);
                    plannedStart.remove(c.job);
                    free -= procs(c.job);
                    starts[c.job] = now;
                    departures.add(new long[] {now + (long) jobs.get(c.job).runtime(), startSeq++, c.job});
                }
                // a job of runtime 0 started now leaves at once, then the pass runs again
                more = !departures.isEmpty() && departures.peek()[0] == now;
            }
        }
    }

    private void finish(int j, long now) {
        Change end = new Change(plannedEnd.remove(j), j, false);
        if (!plan.remove(end)) {
            throw new IllegalStateException("job " + j + " ended but its end was not planned");
        }
        free += procs(j);
        if (end.time == now) {
            return; // on time: no compression
        }
        TreeSet<Change> old = plan;
        plan = new TreeSet<>(order);
        for (Change c : old) {
            if (!c.start && !plannedStart.containsKey(c.job)) {
                plan.add(c); // a running job's end
            }
        }
        for (Change c : old) {
            if (c.start) {
                plannedStart.remove(c.job);
                schedule(c.job, now);
            }
        }
    }

    private void schedule(int j, long now) {
        long at = est(j) == 0 ? firstChange(j, now) : anchor(j, now);
        Change start = new Change(at, j, true);
        plan.add(start);
        plannedStart.put(j, start);
        plan.add(new Change(at + est(j), j, false));
        plannedEnd.put(j, at + est(j));
    }

    /** PReMAS's {@code zeroCase}: the first change after which enough processors are free. */
    private long firstChange(int j, long now) {
        int avail = free;
        if (avail >= procs(j)) {
            return now;
        }
        for (Change c : plan) {
            avail += delta(c);
            if (avail >= procs(j)) {
                return c.time;
            }
        }
        throw new IllegalStateException("a 0-s job fits nowhere");
    }

    /**
     * PReMAS's {@code findTime}, as a walk over the planned changes in the set's order: the
     * anchor starts at now; the changes up to the anchor are summed; from there the job needs its
     * processors after every later second up to the one at which its estimate runs out. When the
     * count falls short after a second before that point, the anchor moves to the next planned
     * change. When, in any second after the anchor up to and including the first one at or past
     * the job's planned end, a change of a job estimated at 0 s leaves fewer processors than it
     * needs (counted change by change in the set's order), the anchor moves to that second
     * itself ("skip"); a 0-s job's instant at the anchor itself is only summed.
     */
    private long anchor(int j, long now) {
        Change[] all = plan.toArray(new Change[0]);
        int need = procs(j);
        long a = now;
        int avail = free;
        int i = 0;
        while (true) {
            while (i < all.length && all[i].time <= a) {
                avail += delta(all[i++]);
            }
            if (i == all.length) {
                if (avail != capacity) {
                    throw new IllegalStateException("plan ends with " + avail + " of " + capacity + " free");
                }
                return a;
            }
            if (avail < need) {
                a = all[i].time;
                continue;
            }
            long moveTo = tryAnchor(all, i, avail, need, a + est(j));
            if (moveTo < 0) {
                return a;
            }
            a = moveTo;
        }
    }

    /**
     * Tests an anchor whose later changes start at {@code from} with {@code avail} free: -1 if it
     * holds, else where the anchor moves.
     */
    private long tryAnchor(Change[] all, int from, int avail, int need, long end) {
        int k = from;
        int run = avail;
        while (true) {
            long t = all[k].time;
            boolean skip = false;
            while (k < all.length && all[k].time == t) {
                Change c = all[k++];
                run += delta(c);
                if (est(c.job) == 0 && run < need) {
                    skip = true;
                }
            }
            if (skip) {
                return t;
            }
            if (t >= end || k == all.length) {
                return -1;
            }
            if (run < need) {
                return all[k].time;
            }
        }
    }

    private int delta(Change c) {
        return c.start ? -procs(c.job) : procs(c.job);
    }
}
