package org.schedlab.experiments.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import org.schedlab.experiments.formats.Placements;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;

/**
 * Checks a schedule against invariants that any correct simulator's schedule keeps ({@code
 * schedlab check}), from the schedule alone: each job's submit, start and end times, processors,
 * placement where listed, and runtime estimate. Definitions (also in {@code docs/formats.md}):
 *
 * <ul>
 *   <li><b>Arrival order</b>: by submit time, then by job id (the file order of the archive's
 *       traces). A job's predecessors are the jobs before it in that order.
 *   <li>{@code start-after-submit}: {@code start >= submit}.
 *   <li>{@code capacity}: at every start, the processors of the jobs running then (those started
 *       earlier or at the same time, ending later; ends before starts at equal times) plus the
 *       job's own are at most the machine's; per cluster on multicluster machines. A job of runtime
 *       0 holds its processors for an instant only, and is counted before the other starts of its
 *       time. Not checked on gang machines, whose rows time-share the processors.
 *   <li>{@code processors-once}: where placements list processors (flat, fat-tree and mesh
 *       schedules, Batsim's {@code allocated_resources}), no processor is held by two running jobs,
 *       and a placement lists as many processors as the job holds.
 *   <li>{@code fcfs-order} ({@code --scheduler fcfs}): no job starts before a predecessor.
 *   <li>{@code easy-reservation} ({@code --scheduler easy}; flat machines): EASY backfilling
 *       (Mu'alem and Feitelson, IEEE TPDS 12(6), 2001) promises the head of the queue a start no
 *       later than its reservation (the shadow time). A job {@code h} is the head from {@code
 *       t = max(submit(h), latest start of its predecessors)} until it starts. When it waited as the
 *       head ({@code start(h) > t}), its reservation at {@code t} is the earliest time {@code R >= t}
 *       at which the jobs running at {@code t} (started at or before {@code t}, ending at or after
 *       it: a simulator may decide before that second's departures), each expected to end at
 *       {@code start + estimate}, leave {@code procs(h)} processors free.
 *       The rule: {@code start(h) <= R}. Backfilled jobs that keep the reservation do not move
 *       {@code R}, so counting the jobs that started at {@code t} itself is exact for them.
 *   <li>{@code conservative-reservation} ({@code --scheduler conservative}; flat machines):
 *       conservative backfilling (same paper) gives every job on arrival a reservation that only
 *       moves earlier while jobs keep to their estimates. That reservation is computed from the plan
 *       of the running jobs and the reservations of the waiting ones, which a schedule does not
 *       show; the rule checks a bound on it instead. On {@code j}'s arrival every running
 *       predecessor (one ending at that very time included) holds its processors until its expected end ({@code start + estimate}) and
 *       every waiting one at most until its own bound plus its estimate; {@code B(j)} is the
 *       earliest time from {@code submit(j)} at which, counting each of those as busy from now to
 *       that end, {@code procs(j)} processors are free. The reservation lies in a plan that is
 *       freer at every time, so it is at most {@code B(j)}. The rule: {@code start(j) <= B(j)}.
 *       It fails when a job is pushed back after its arrival, by later arrivals or by a plan
 *       rebuilt out of order.
 * </ul>
 *
 * <p>A promise made on estimates does not hold when a job runs past its estimate, so both
 * reservation rules skip a job (counted as skipped) when some job overran while it waited (a job
 * still running after {@code start + estimate} at a time in {@code [t, start(h))}), or when an
 * estimate it depends on is not known. On other machines than flat ones a placement, not a count,
 * decides when a job fits, and the two rules are not checked.
 *
 * <p>Cost: O(n log n) for the sorting, plus for each waiting head or arriving job a walk over the
 * distinct expected ends of the jobs that hold processors then (O(n · q) in the worst case for a
 * queue of length q).
 */
public final class ScheduleCheck {
    private ScheduleCheck() {}

    /**
     * Checks {@code schedule} on {@code machine} under {@code scheduler}.
     *
     * @param scheduler {@code fcfs}, {@code easy}, {@code conservative}, or null for the
     *     scheduler-independent rules only
     */
    public static CheckReport check(Schedule schedule, MachineLayout machine, String scheduler) {
        List<Schedule.Job> jobs = arrivalOrder(schedule.jobs());
        List<CheckReport.Outcome> out = new ArrayList<>();
        out.add(startAfterSubmit(jobs));
        out.addAll(capacityAndProcessors(jobs, machine));
        if (scheduler != null) {
            boolean flat = machine.kind().equals("flat");
            switch (scheduler) {
                case "fcfs" -> out.add(fcfsOrder(jobs));
                case "easy" ->
                    out.add(flat ? easy(jobs, machine.capacity()) : notChecked(Rule.EASY_RESERVATION, machine));
                case "conservative" ->
                    out.add(
                            flat
                                    ? conservative(jobs, machine.capacity())
                                    : notChecked(Rule.CONSERVATIVE_RESERVATION, machine));
                default -> throw new IllegalArgumentException("unknown scheduler " + scheduler);
            }
        }
        return new CheckReport(out);
    }

    /** The jobs by submit time, then id. */
    static List<Schedule.Job> arrivalOrder(List<Schedule.Job> jobs) {
        List<Schedule.Job> sorted = new ArrayList<>(jobs);
        sorted.sort(Comparator.comparingDouble(Schedule.Job::submit).thenComparingInt(Schedule.Job::id));
        return sorted;
    }

    private static CheckReport.Outcome notChecked(Rule rule, MachineLayout m) {
        return new CheckReport.Outcome(
                rule,
                0,
                0,
                0,
                null,
                "not checked on " + m.machineKind()
                        + " machines: a placement, not a processor count, decides when a job" + " fits there");
    }

    /** Counts violations and keeps the earliest. */
    private static final class Tally {
        final Rule rule;
        long checked;
        long skipped;
        long violations;
        Violation first;

        Tally(Rule rule) {
            this.rule = rule;
        }

        void violate(int job, double time, String detail) {
            violations++;
            if (first == null || time < first.time() || (time == first.time() && job < first.job())) {
                first = new Violation(rule, job, time, detail);
            }
        }

        CheckReport.Outcome outcome(String note) {
            return new CheckReport.Outcome(rule, checked, skipped, violations, first, note);
        }
    }

    private static CheckReport.Outcome startAfterSubmit(List<Schedule.Job> jobs) {
        Tally t = new Tally(Rule.START_AFTER_SUBMIT);
        for (Schedule.Job j : jobs) {
            t.checked++;
            if (j.start() < j.submit()) {
                t.violate(j.id(), j.start(), "starts at " + f(j.start()) + ", before its submit time " + f(j.submit()));
            }
        }
        return t.outcome("");
    }

    // ---- capacity and processors ----------------------------------------------------------------

    private static List<CheckReport.Outcome> capacityAndProcessors(List<Schedule.Job> jobs, MachineLayout m) {
        Tally cap = new Tally(Rule.CAPACITY);
        Tally once = new Tally(Rule.PROCESSORS_ONCE);
        if (m.kind().equals("gang")) {
            String why = "not checked on gang machines: the rows of the Ousterhout matrix time-share the processors";
            return List.of(cap.outcome(why), once.outcome(why));
        }
        int n = jobs.size();
        int meshWidth = m.kind().equals("mesh") ? m.sizes().get(0) : 0;
        int[][] procs = new int[n][];
        int[][] clusters = new int[n][];
        boolean listed = false;
        for (int i = 0; i < n; i++) {
            Schedule.Job j = jobs.get(i);
            if (m.kind().equals("multicluster")) {
                clusters[i] = clusterCounts(j.allocation(), m.sizes().size());
            } else {
                procs[i] = Placements.processors(m.kind(), meshWidth, j.allocation());
                listed |= procs[i] != null;
            }
        }
        // events at equal times: ends, then the starts of jobs of runtime 0 (which hold their
        // processors for an instant, whenever in that instant the simulator placed them), then the
        // other starts; then by arrival
        Integer[] order = new Integer[2 * n];
        for (int e = 0; e < order.length; e++) {
            order[e] = e;
        }
        Arrays.sort(order, (a, b) -> {
            int c = Double.compare(time(jobs, a), time(jobs, b));
            if (c != 0) {
                return c;
            }
            c = Integer.compare(rank(jobs, a), rank(jobs, b));
            return c != 0 ? c : Integer.compare(a, b);
        });
        long busy = 0;
        long[] clusterBusy =
                new long[m.kind().equals("multicluster") ? m.sizes().size() : 0];
        int size = m.capacity();
        BitSet held = new BitSet(size);
        int[] holder = new int[Math.max(0, size)];
        for (int e : order) {
            int i = e >> 1;
            Schedule.Job j = jobs.get(i);
            boolean zero = j.end() == j.start();
            boolean start = (e & 1) == 1;
            if (!start) {
                if (!zero) {
                    busy -= j.procs();
                    release(clusters[i], clusterBusy, -1);
                    if (procs[i] != null) {
                        clear(held, procs[i], size);
                    }
                }
                continue;
            }
            cap.checked++;
            if (busy + j.procs() > m.capacity()) {
                cap.violate(
                        j.id(),
                        j.start(),
                        "starts with " + j.procs() + " processors while " + busy + " of the " + m.capacity()
                                + " are busy");
            }
            if (clusters[i] != null) {
                for (int c = 0; c < clusters[i].length; c++) {
                    if (clusters[i][c] > 0
                            && clusterBusy[c] + clusters[i][c] > m.sizes().get(c)) {
                        cap.violate(
                                j.id(),
                                j.start(),
                                "takes " + clusters[i][c] + " processors of cluster " + c + " while " + clusterBusy[c]
                                        + " of its " + m.sizes().get(c) + " are busy");
                    }
                }
            }
            if (procs[i] != null) {
                once.checked++;
                long count = Placements.count(procs[i]);
                if (count != j.procs()) {
                    once.violate(
                            j.id(),
                            j.start(),
                            "its placement '" + j.allocation() + "' lists " + count + " processors, it holds "
                                    + j.procs());
                }
                int clash = firstHeld(held, procs[i], size);
                if (clash >= 0) {
                    once.violate(
                            j.id(),
                            j.start(),
                            "takes processor " + clash + ", which job "
                                    + jobs.get(holder[clash]).id() + " holds");
                } else if (procs[i].length > 0 && procs[i][procs[i].length - 1] >= size) {
                    once.violate(
                            j.id(),
                            j.start(),
                            "takes processor " + procs[i][procs[i].length - 1] + ", beyond the machine's " + size);
                }
            }
            if (!zero) {
                busy += j.procs();
                release(clusters[i], clusterBusy, 1);
                if (procs[i] != null) {
                    for (int k = 0; k < procs[i].length; k += 2) {
                        int lo = procs[i][k];
                        int hi = Math.min(procs[i][k + 1], size - 1);
                        if (lo <= hi) {
                            held.set(lo, hi + 1);
                            Arrays.fill(holder, lo, hi + 1, i);
                        }
                    }
                }
            }
        }
        String onceNote = listed
                ? ""
                : "not checked: the placements list no processors ("
                        + (m.kind().equals("multicluster") ? "counts per cluster" : "none given") + ")";
        return List.of(cap.outcome(""), once.outcome(onceNote));
    }

    /** An event's place among the events of its time: 0 an end, 1 the start of a job of runtime 0, 2 a start. */
    private static int rank(List<Schedule.Job> jobs, int event) {
        if ((event & 1) == 0) {
            return 0;
        }
        Schedule.Job j = jobs.get(event >> 1);
        return j.end() == j.start() ? 1 : 2;
    }

    private static double time(List<Schedule.Job> jobs, int event) {
        Schedule.Job j = jobs.get(event >> 1);
        return (event & 1) == 1 ? j.start() : j.end();
    }

    private static void release(int[] counts, long[] busy, int sign) {
        if (counts != null) {
            for (int c = 0; c < counts.length; c++) {
                busy[c] += sign * (long) counts[c];
            }
        }
    }

    private static void clear(BitSet held, int[] intervals, int size) {
        for (int k = 0; k < intervals.length; k += 2) {
            int hi = Math.min(intervals[k + 1], size - 1);
            if (intervals[k] <= hi) {
                held.clear(intervals[k], hi + 1);
            }
        }
    }

    private static int firstHeld(BitSet held, int[] intervals, int size) {
        for (int k = 0; k < intervals.length; k += 2) {
            int next = held.nextSetBit(intervals[k]);
            if (next >= 0 && next <= intervals[k + 1] && next < size) {
                return next;
            }
        }
        return -1;
    }

    /** Processors per cluster of a multicluster placement {@code 0:8;2:4}, or null when unreadable. */
    private static int[] clusterCounts(String allocation, int clusters) {
        int[] out = new int[clusters];
        try {
            for (String part : allocation.split(";", -1)) {
                int colon = part.indexOf(':');
                int c = Integer.parseInt(part.substring(0, colon).strip());
                out[c] += Integer.parseInt(part.substring(colon + 1).strip());
            }
            return out;
        } catch (RuntimeException e) {
            return null;
        }
    }

    // ---- scheduler rules --------------------------------------------------------------------------

    private static CheckReport.Outcome fcfsOrder(List<Schedule.Job> jobs) {
        Tally t = new Tally(Rule.FCFS_ORDER);
        double latest = Double.NEGATIVE_INFINITY;
        int latestJob = -1;
        for (Schedule.Job j : jobs) {
            t.checked++;
            if (j.start() < latest) {
                t.violate(
                        j.id(),
                        j.start(),
                        "starts at " + f(j.start()) + ", before job " + latestJob
                                + ", which arrived before it and started at " + f(latest));
            }
            if (j.start() > latest) {
                latest = j.start();
                latestJob = j.id();
            }
        }
        return t.outcome("");
    }

    /**
     * Whether job {@code k}, started by {@code t}, may still hold its processors when a decision is
     * made at {@code t}: it ends after {@code t}, or exactly at {@code t} (a simulator may take an
     * arrival, or pass, before that second's departures: pyss's arrivals first, per-event passes),
     * and is not of runtime 0.
     */
    private static boolean holds(Schedule.Job k, double t) {
        return k.end() >= t && k.end() > k.start();
    }

    /** Expected end of a job: start plus estimate (NaN when the estimate is not known). */
    private static double expectedEnd(Schedule.Job j) {
        return j.start() + j.estimate();
    }

    private static CheckReport.Outcome easy(List<Schedule.Job> jobs, int capacity) {
        Tally t = new Tally(Rule.EASY_RESERVATION);
        Overruns overruns = new Overruns(jobs);
        List<Schedule.Job> byStart = new ArrayList<>(jobs);
        byStart.sort(Comparator.comparingDouble(Schedule.Job::start));
        Holders running = new Holders();
        PriorityQueue<Schedule.Job> ending = new PriorityQueue<>(Comparator.comparingDouble(Schedule.Job::end));
        int next = 0;
        long unknown = 0;
        long overran = 0;
        double predecessors = Double.NEGATIVE_INFINITY;
        for (Schedule.Job h : jobs) {
            double head = Math.max(h.submit(), predecessors);
            predecessors = Math.max(predecessors, h.start());
            if (!(h.start() > head)) {
                continue; // never waited as the head
            }
            while (next < byStart.size() && byStart.get(next).start() <= head) {
                Schedule.Job k = byStart.get(next++);
                if (holds(k, head)) {
                    running.add(expectedEnd(k), k.procs());
                    ending.add(k);
                }
            }
            while (!ending.isEmpty() && ending.peek().end() < head) {
                Schedule.Job k = ending.poll();
                running.remove(expectedEnd(k), k.procs());
            }
            t.checked++;
            if (!h.hasEstimate() || running.unknown() > 0) {
                t.skipped++;
                unknown++;
                continue;
            }
            if (overruns.during(head, h.start())) {
                t.skipped++;
                overran++;
                continue;
            }
            double reservation = running.earliestFree(capacity - h.procs(), head);
            if (h.start() > reservation) {
                t.violate(
                        h.id(),
                        reservation,
                        "head of the queue from " + f(head) + ", reserved for "
                                + f(reservation) + " (" + h.procs()
                                + " processors free by the running jobs' estimates),"
                                + " started at " + f(h.start()));
            }
        }
        return t.outcome(skipNote(overran, unknown, "heads"));
    }

    private static CheckReport.Outcome conservative(List<Schedule.Job> jobs, int capacity) {
        Tally t = new Tally(Rule.CONSERVATIVE_RESERVATION);
        Overruns overruns = new Overruns(jobs);
        Holders holders = new Holders();
        // arrived jobs not yet started: their bound's end holds their processors
        PriorityQueue<Object[]> waiting =
                new PriorityQueue<>(Comparator.comparingDouble(o -> ((Schedule.Job) o[0]).start()));
        PriorityQueue<Schedule.Job> ending = new PriorityQueue<>(Comparator.comparingDouble(Schedule.Job::end));
        long unknown = 0;
        long overran = 0;
        for (Schedule.Job j : jobs) {
            double now = j.submit();
            while (!waiting.isEmpty() && ((Schedule.Job) waiting.peek()[0]).start() <= now) {
                Object[] w = waiting.poll();
                Schedule.Job k = (Schedule.Job) w[0];
                holders.remove((double) w[1], k.procs());
                if (holds(k, now)) {
                    holders.add(expectedEnd(k), k.procs());
                    ending.add(k);
                }
            }
            while (!ending.isEmpty() && ending.peek().end() < now) {
                Schedule.Job k = ending.poll();
                holders.remove(expectedEnd(k), k.procs());
            }
            double bound = Double.POSITIVE_INFINITY;
            if (j.hasEstimate() && holders.unknown() == 0) {
                bound = holders.earliestFree(capacity - j.procs(), now);
            }
            boolean waited = j.start() > now;
            if (waited) {
                t.checked++;
                if (Double.isInfinite(bound)) {
                    t.skipped++;
                    unknown++;
                } else if (overruns.during(now, j.start())) {
                    t.skipped++;
                    overran++;
                    bound = Double.POSITIVE_INFINITY; // the plan may have moved it: no bound for later jobs
                } else if (j.start() > bound) {
                    t.violate(
                            j.id(),
                            bound,
                            "arrived at " + f(now) + " with a reservation no later than " + f(bound)
                                    + " (" + j.procs() + " processors free by the estimates of the jobs before it),"
                                    + " started at " + f(j.start()));
                }
            }
            if (j.start() <= now) {
                if (holds(j, now)) {
                    holders.add(expectedEnd(j), j.procs());
                    ending.add(j);
                }
            } else {
                double end = j.hasEstimate() ? bound + j.estimate() : Double.POSITIVE_INFINITY;
                holders.add(end, j.procs());
                waiting.add(new Object[] {j, end});
            }
        }
        return t.outcome(skipNote(overran, unknown, "jobs"));
    }

    private static String skipNote(long overran, long unknown, String what) {
        List<String> parts = new ArrayList<>();
        if (overran > 0) {
            parts.add(overran + " " + what + " waited while a job ran past its estimate");
        }
        if (unknown > 0) {
            parts.add(unknown + " " + what + " depend on estimates not known (or on such a job)");
        }
        return String.join("; ", parts);
    }

    /**
     * Processors held until given times: a multiset of (expected end, processors), with the
     * earliest time from which at most a given number stay held. NaN ends (unknown estimates) are
     * counted apart.
     */
    private static final class Holders {
        private final TreeMap<Double, Long> byEnd = new TreeMap<>();
        private long unknown;

        void add(double end, int procs) {
            if (Double.isNaN(end)) {
                unknown++;
                return;
            }
            byEnd.merge(end, (long) procs, Long::sum);
        }

        void remove(double end, int procs) {
            if (Double.isNaN(end)) {
                unknown--;
                return;
            }
            Long left = byEnd.merge(end, (long) -procs, Long::sum);
            if (left != null && left == 0) {
                byEnd.remove(end);
            }
        }

        long unknown() {
            return unknown;
        }

        /**
         * The earliest time {@code t >= from} at which the processors held past {@code t} are at
         * most {@code limit} (infinite when even the latest end leaves more held, or the limit is
         * negative).
         */
        double earliestFree(long limit, double from) {
            if (limit < 0) {
                return Double.POSITIVE_INFINITY;
            }
            long held = 0;
            for (Map.Entry<Double, Long> e : byEnd.descendingMap().entrySet()) {
                if (e.getKey() <= from) {
                    break;
                }
                if (held + e.getValue() > limit) {
                    return e.getKey();
                }
                held += e.getValue();
            }
            return from;
        }
    }

    /** The times at which some job was running past its estimate, as merged open intervals. */
    private static final class Overruns {
        private final double[] from;
        private final double[] to;

        Overruns(List<Schedule.Job> jobs) {
            List<double[]> spans = new ArrayList<>();
            for (Schedule.Job j : jobs) {
                double e = expectedEnd(j);
                if (e < j.end()) {
                    spans.add(new double[] {e, j.end()});
                }
            }
            spans.sort(Comparator.comparingDouble(s -> s[0]));
            List<double[]> merged = new ArrayList<>();
            for (double[] s : spans) {
                if (!merged.isEmpty() && s[0] < merged.get(merged.size() - 1)[1]) {
                    double[] last = merged.get(merged.size() - 1);
                    last[1] = Math.max(last[1], s[1]);
                } else {
                    merged.add(s.clone());
                }
            }
            from = new double[merged.size()];
            to = new double[merged.size()];
            for (int i = 0; i < merged.size(); i++) {
                from[i] = merged.get(i)[0];
                to[i] = merged.get(i)[1];
            }
        }

        /** Whether some job ran past its estimate at a time in the open interval {@code (a, b)}. */
        boolean during(double a, double b) {
            // the last span starting before b
            int i = Arrays.binarySearch(from, b);
            int k = i >= 0 ? i - 1 : -i - 2;
            for (; k >= 0; k--) {
                if (to[k] > a) {
                    return Math.max(from[k], a) < Math.min(to[k], b);
                }
                return false; // spans are disjoint and sorted: earlier ones end earlier still
            }
            return false;
        }
    }

    private static String f(double t) {
        return Sweep.format(t);
    }
}
