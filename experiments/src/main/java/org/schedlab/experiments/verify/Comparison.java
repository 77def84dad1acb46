package org.schedlab.experiments.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.experiments.view.Schedule;

/**
 * Two schedules of the same jobs compared job for job ({@code schedlab compare A B}): which jobs
 * both hold, which start at different times, the first divergence (the differing job that starts
 * earliest in either schedule, then the lowest id) with the state of both runs at that time, and
 * the distribution of the start differences {@code start(B) - start(A)} over the jobs that differ.
 *
 * @param a the first schedule
 * @param b the second
 * @param common jobs in both, by id, as pairs {@code [a, b]}, in id order
 * @param onlyA ids in {@code a} only
 * @param onlyB ids in {@code b} only
 */
public record Comparison(
        Schedule a, Schedule b, List<Schedule.Job[]> common, List<Integer> onlyA, List<Integer> onlyB) {

    /** Pairs the jobs of {@code a} and {@code b} by id. */
    public static Comparison of(Schedule a, Schedule b) {
        Map<Integer, Schedule.Job> inB = new HashMap<>();
        for (Schedule.Job j : b.jobs()) {
            inB.put(j.id(), j);
        }
        List<Schedule.Job[]> common = new ArrayList<>();
        List<Integer> onlyA = new ArrayList<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (Schedule.Job j : a.jobs()) {
            seen.add(j.id());
            Schedule.Job other = inB.get(j.id());
            if (other == null) {
                onlyA.add(j.id());
            } else {
                common.add(new Schedule.Job[] {j, other});
            }
        }
        List<Integer> onlyB = new ArrayList<>();
        for (Schedule.Job j : b.jobs()) {
            if (!seen.contains(j.id())) {
                onlyB.add(j.id());
            }
        }
        common.sort(java.util.Comparator.comparingInt(p -> p[0].id()));
        onlyA.sort(null);
        onlyB.sort(null);
        return new Comparison(a, b, List.copyOf(common), List.copyOf(onlyA), List.copyOf(onlyB));
    }

    /** The pairs whose starts differ, in id order. */
    public List<Schedule.Job[]> differing() {
        return common.stream().filter(p -> p[0].start() != p[1].start()).toList();
    }

    /** The first divergence: the differing pair that starts earliest in either schedule, or null. */
    public Schedule.Job[] firstDivergence() {
        Schedule.Job[] first = null;
        double at = Double.POSITIVE_INFINITY;
        for (Schedule.Job[] p : differing()) {
            double t = Math.min(p[0].start(), p[1].start());
            if (t < at) {
                at = t;
                first = p;
            }
        }
        return first;
    }

    /** The result as an ordered map (for a table or JSON). */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jobsA", a.jobs().size());
        m.put("jobsB", b.jobs().size());
        m.put("common", common.size());
        m.put("onlyA", onlyA.size());
        m.put("onlyB", onlyB.size());
        if (!onlyA.isEmpty()) {
            m.put("firstOnlyA", onlyA.get(0));
        }
        if (!onlyB.isEmpty()) {
            m.put("firstOnlyB", onlyB.get(0));
        }
        List<Schedule.Job[]> diff = differing();
        m.put("differingStarts", diff.size());
        m.put("differingInputs", inputDifferences());
        m.put("meanWaitA", meanWait(0));
        m.put("meanWaitB", meanWait(1));
        Schedule.Job[] first = firstDivergence();
        if (first != null) {
            double t = Math.min(first[0].start(), first[1].start());
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("job", first[0].id());
            d.put("submit", first[0].submit());
            d.put("procs", first[0].procs());
            d.put("startA", first[0].start());
            d.put("startB", first[1].start());
            d.put("time", t);
            d.put("stateA", state(a, t));
            d.put("stateB", state(b, t));
            m.put("firstDivergence", d);
            m.put("startDifference", distribution(diff));
        }
        return m;
    }

    /** Counts of common jobs whose inputs differ: submit, processors, runtime, estimate. */
    private Map<String, Object> inputDifferences() {
        long submit = 0;
        long procs = 0;
        long runtime = 0;
        long estimate = 0;
        for (Schedule.Job[] p : common) {
            submit += p[0].submit() != p[1].submit() ? 1 : 0;
            procs += p[0].procs() != p[1].procs() ? 1 : 0;
            runtime += runtimeOf(p[0]) != runtimeOf(p[1]) ? 1 : 0;
            estimate += p[0].hasEstimate() && p[1].hasEstimate() && p[0].estimate() != p[1].estimate() ? 1 : 0;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("submit", submit);
        m.put("procs", procs);
        m.put("runtime", runtime);
        m.put("estimate", estimate);
        return m;
    }

    /** A job's runtime: the recorded one, else its end minus its start. */
    static double runtimeOf(Schedule.Job j) {
        return Double.isNaN(j.runtime()) ? j.end() - j.start() : j.runtime();
    }

    private double meanWait(int side) {
        double sum = 0;
        for (Schedule.Job[] p : common) {
            sum += p[side].waited();
        }
        return common.isEmpty() ? Double.NaN : sum / common.size();
    }

    /**
     * A run's state at {@code t}: jobs running just before {@code t} (started before, ending
     * after or at it), the processors they hold, jobs waiting (submitted by {@code t}, starting
     * at or after it), and the events at {@code t} itself (ends, submits, starts).
     */
    static Map<String, Object> state(Schedule s, double t) {
        long running = 0;
        long busy = 0;
        long waiting = 0;
        long ends = 0;
        long submits = 0;
        long starts = 0;
        for (Schedule.Job j : s.jobs()) {
            if (j.start() < t && j.end() >= t) {
                running++;
                busy += j.procs();
            }
            if (j.submit() <= t && j.start() >= t) {
                waiting++;
            }
            ends += j.end() == t && j.end() > j.start() ? 1 : 0;
            submits += j.submit() == t ? 1 : 0;
            starts += j.start() == t ? 1 : 0;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("running", running);
        m.put("busy", busy);
        m.put("waiting", waiting);
        m.put("endsAtTime", ends);
        m.put("submitsAtTime", submits);
        m.put("startsAtTime", starts);
        return m;
    }

    /** Count, earlier/later, mean, mean absolute and quantiles of {@code start(B) - start(A)}. */
    private static Map<String, Object> distribution(List<Schedule.Job[]> diff) {
        double[] d = new double[diff.size()];
        long earlier = 0;
        double sum = 0;
        double abs = 0;
        for (int i = 0; i < d.length; i++) {
            d[i] = diff.get(i)[1].start() - diff.get(i)[0].start();
            earlier += d[i] < 0 ? 1 : 0;
            sum += d[i];
            abs += Math.abs(d[i]);
        }
        Arrays.sort(d);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("earlierInB", earlier);
        m.put("laterInB", d.length - earlier);
        m.put("mean", sum / d.length);
        m.put("meanAbsolute", abs / d.length);
        m.put("min", d[0]);
        for (double q : new double[] {0.1, 0.5, 0.9, 0.99}) {
            m.put("p" + (int) Math.round(q * 100), d[(int) Math.min(d.length - 1, Math.floor(q * d.length))]);
        }
        m.put("max", d[d.length - 1]);
        return m;
    }
}
