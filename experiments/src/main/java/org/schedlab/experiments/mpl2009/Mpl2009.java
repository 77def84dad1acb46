package org.schedlab.experiments.mpl2009;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.repro.Claim;
import org.schedlab.experiments.repro.Claims;
import org.schedlab.experiments.repro.Figure;
import org.schedlab.experiments.repro.Mode;
import org.schedlab.experiments.repro.Paper;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.Results;
import org.schedlab.experiments.repro.Sweep;
import org.schedlab.experiments.repro.Sweep.Parameter;
import org.schedlab.experiments.repro.Sweep.Series;
import org.schedlab.experiments.window2011.Window2011;

/**
 * Reproduction of I. Ababneh, "On submesh allocation for 2D mesh multicomputers using the
 * free-list approach: global placement schemes", Performance Evaluation 66(2) (2009) 105–120.
 *
 * <p>Only the abstract and section openings are available to us, so the figures are ours: mean
 * turnaround against load for the five mesh allocators under FCFS and under aggressive
 * out-of-order scheduling, on the window paper's synthetic workloads (32x32 mesh, the same
 * settings), plus the allocators' measured allocation and deallocation times from the same runs.
 */
public final class Mpl2009 implements Paper, Reproduction.Notes {
    /** The stable id. */
    public static final String ID = "mpl-2009";

    static final String MPL = "MPL";
    static final String FSC = "FSC";
    static final String BL_BF = "Busy-list BF";
    static final String BL_FF = "Busy-list FF";
    static final String FF = "First Fit";
    static final List<String> BUSY_LIST_AND_FF = List.of(BL_BF, BL_FF, FF);

    private static List<Series> allocators(String scheduler) {
        return List.of(
                new Series(MPL, scheduler, "mpl"),
                new Series(FSC, scheduler, "fsc"),
                new Series(BL_BF, scheduler, "busy-list"),
                new Series(BL_FF, scheduler, "busy-list-ff"),
                new Series(FF, scheduler, "first-fit"));
    }

    static final List<String> SWEEPS = List.of("fcfs-uniform", "fcfs-decreasing", "oo-uniform", "oo-decreasing");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public List<Sweep> sweeps(Mode mode) {
        // the window paper's synthetic settings, shared so both reproductions stay in step
        int jobs = Window2011.syntheticJobs(mode);
        StoppingRule rule = Window2011.syntheticRule(mode);
        List<Double> uniform = Window2011.UNIFORM_LOADS;
        List<Double> decreasing = Window2011.DECREASING_LOADS;
        List<Sweep> s = new ArrayList<>();
        for (String sched : List.of("fcfs", "oo")) {
            s.add(new Sweep(
                    sched + "-uniform",
                    "mesh:32x32",
                    "mesh-uniform",
                    null,
                    Map.of(),
                    jobs,
                    Double.NaN,
                    Parameter.LOAD,
                    uniform,
                    allocators(sched),
                    rule,
                    true));
            s.add(new Sweep(
                    sched + "-decreasing",
                    "mesh:32x32",
                    "mesh-decreasing",
                    null,
                    Map.of(),
                    jobs,
                    Double.NaN,
                    Parameter.LOAD,
                    decreasing,
                    allocators(sched),
                    rule,
                    true));
        }
        return s;
    }

    @Override
    public List<Figure> figures() {
        String load = "Load (jobs/time unit)";
        String tat = "Average turnaround time (time units)";
        List<Figure> f = new ArrayList<>();
        f.add(new Figure(
                "tat-fcfs-uniform",
                "Mean turnaround by allocator, FCFS, uniform sides, 32x32",
                "fcfs-uniform",
                "meanTurnaround",
                load,
                tat,
                1,
                false));
        f.add(new Figure(
                "tat-fcfs-decreasing",
                "Mean turnaround by allocator, FCFS, uniform-decreasing sides, 32x32",
                "fcfs-decreasing",
                "meanTurnaround",
                load,
                tat,
                1,
                false));
        f.add(new Figure(
                "tat-oo-uniform",
                "Mean turnaround by allocator, OO, uniform sides, 32x32",
                "oo-uniform",
                "meanTurnaround",
                load,
                tat,
                1,
                false));
        f.add(new Figure(
                "tat-oo-decreasing",
                "Mean turnaround by allocator, OO, uniform-decreasing sides, 32x32",
                "oo-decreasing",
                "meanTurnaround",
                load,
                tat,
                1,
                false));
        f.add(new Figure(
                "alloc-time-fcfs-uniform",
                "Allocation time per job (find + commit), FCFS, uniform sides",
                "fcfs-uniform",
                "allocateNanos",
                load,
                "Allocation time per job (ns, wall clock)",
                1,
                true));
        f.add(new Figure(
                "dealloc-time-fcfs-uniform",
                "Deallocation time per job, FCFS, uniform sides",
                "fcfs-uniform",
                "releaseNanos",
                load,
                "Deallocation time per job (ns, wall clock)",
                1,
                true));
        f.add(new Figure(
                "alloc-time-oo-decreasing",
                "Allocation time per job (find + commit), OO, uniform-decreasing sides",
                "oo-decreasing",
                "allocateNanos",
                load,
                "Allocation time per job (ns, wall clock)",
                1,
                true));
        return f;
    }

    @Override
    public String notes(Mode mode) {
        return "The paper's figures are not accessible (abstract and section openings only), so the figures"
                + " here are ours, on the window paper's synthetic settings. Allocation times are wall-clock"
                + " measurements inside the runs (find calls, successful or not, plus commit, per started job;"
                + " release per job). They vary from run to run and with machine load; JMH numbers in the"
                + " benchmarks module are the precise ones. Find calls by waiting jobs depend on the scheduler,"
                + " so times are compared per scheduler. Before the timed points, every timed series runs once"
                + " untimed to warm the JIT. Our FSC shares MPL's free list and scores busy neighbours on a bitmap,"
                + " so it need not be slower than the busy-list schemes as the paper's implementation was."
                + (mode == Mode.QUICK ? " Quick mode: 3,000 jobs per run, 2 replications per point." : "");
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        for (String sweep : SWEEPS) {
            c.add(Claims.bestOnAverage(
                    "best-" + sweep,
                    "MPL gives the best mean turnaround (" + sweep + ")",
                    sweep,
                    "meanTurnaround",
                    MPL));
            c.add(Claims.rank(
                    "second-" + sweep,
                    "FSC ranks second in mean turnaround (" + sweep + ")",
                    sweep,
                    "meanTurnaround",
                    FSC,
                    2));
        }
        for (String sweep : SWEEPS) {
            c.add(Claims.custom(
                    "mpl-faster-" + sweep,
                    "MPL's allocation + deallocation time is below the busy-list schemes' and first fit's (" + sweep
                            + ")",
                    "qualitative",
                    "MPL smallest of MPL, busy-list BF, busy-list FF, first fit (mean over loads)",
                    List.of(sweep),
                    r -> {
                        double mpl = cost(r, sweep, MPL);
                        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "MPL %.0f ns", mpl));
                        boolean ok = true;
                        for (String other : BUSY_LIST_AND_FF) {
                            double o = cost(r, sweep, other);
                            sb.append(String.format(Locale.ROOT, ", %s %.0f ns", other, o));
                            ok &= mpl < o;
                        }
                        return new Claim.Verdict(sb.toString(), ok);
                    }));
            c.add(Claims.custom(
                    "fsc-slowest-" + sweep,
                    "FSC is the least efficient: the largest allocation + deallocation time (" + sweep + ")",
                    "qualitative",
                    "FSC largest of the five (mean over loads)",
                    List.of(sweep),
                    r -> {
                        String slowest = MPL;
                        for (String s : Claims.seriesOf(r, sweep)) {
                            if (cost(r, sweep, s) > cost(r, sweep, slowest)) {
                                slowest = s;
                            }
                        }
                        return new Claim.Verdict(
                                String.format(Locale.ROOT, "slowest: %s (%.0f ns)", slowest, cost(r, sweep, slowest)),
                                slowest.equals(FSC));
                    }));
        }
        return c;
    }

    private static double cost(Results r, String sweep, String series) {
        return r.average(sweep, series, "allocateNanos") + r.average(sweep, series, "releaseNanos");
    }
}
