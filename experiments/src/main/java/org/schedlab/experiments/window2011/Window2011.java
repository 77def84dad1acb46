package org.schedlab.experiments.window2011;

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

/**
 * Reproduction of I. Ababneh and S. Bani-Mohammad, "A new window-based job scheduling scheme for
 * 2D mesh multicomputers", Simulation Modelling Practice and Theory 19 (2011): Figures 2–12 on
 * synthetic workloads and 15–18 on traces (13–14 need the 1995 Paragon trace, which we lack).
 *
 * <p>Settings from the paper: a 32x32 mesh with MPL allocation, Poisson arrivals, exponential
 * service with mean 1, side lengths uniform on [1, 32] or uniform-decreasing, 10,000 jobs per
 * run, replications until the mean turnaround is within 5% at 95% confidence. The load points of
 * each figure are not printed in the text; ours cover the same range up to past saturation.
 */
public final class Window2011 implements Paper, Reproduction.Notes {
    /** The stable id. */
    public static final String ID = "window-2011";

    static final String UNIFORM = "uniform";
    static final String DECREASING = "decreasing";
    static final String K_UNIFORM_25 = "k-uniform-2.5";
    static final String K_DECREASING_45 = "k-decreasing-4.5";
    static final String K_DECREASING_75 = "k-decreasing-7.5";
    static final String SIDE = "side";
    static final String SDSC96 = "sdsc96";
    static final String BLUE = "blue";

    static final String FCFS = "FCFS";
    static final String OOCB8 = "OOCB-8";
    static final String DELAY = "Delay";
    static final String W10 = "Window-10";
    static final String W120 = "Window-120";
    static final String W240 = "Window-240";
    static final String OO = "OO";

    private static final String MPL = "mpl";
    private static final String MESH = "mesh:32x32";

    static List<Series> schedulers() {
        return List.of(
                new Series(FCFS, "fcfs", MPL),
                new Series(OOCB8, "oocb:8", MPL),
                new Series(DELAY, "delay", MPL),
                new Series(W10, "window:10", MPL),
                new Series(W120, "window:120", MPL),
                new Series(W240, "window:240", MPL),
                new Series(OO, "oo", MPL));
    }

    /** Load points of the uniform-sides figures (jobs per time unit; ours, the paper prints none). */
    public static final List<Double> UNIFORM_LOADS = List.of(0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5);

    /** Load points of the uniform-decreasing figures. */
    public static final List<Double> DECREASING_LOADS = List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0);

    /** Jobs per synthetic run: the paper's 10,000, or 3,000 in quick mode. */
    public static int syntheticJobs(Mode mode) {
        return mode == Mode.FULL ? 10_000 : 3_000;
    }

    /** The paper's rule (mean turnaround within 5% at 95% confidence), or 2 replications in quick mode. */
    public static StoppingRule syntheticRule(Mode mode) {
        return mode == Mode.FULL ? new StoppingRule("meanTurnaround", 0.05, 3, 100) : StoppingRule.fixed(2);
    }

    private static List<Series> windowSizes() {
        return List.of(new Series("Window-K", "window:{x}", MPL), new Series(OO, "oo", MPL));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public List<Sweep> sweeps(Mode mode) {
        boolean full = mode == Mode.FULL;
        int jobs = syntheticJobs(mode);
        StoppingRule synthetic = syntheticRule(mode);
        List<Double> uniformLoads = UNIFORM_LOADS;
        List<Double> decreasingLoads = DECREASING_LOADS;
        List<Double> ks = full
                ? List.of(1.0, 2.0, 5.0, 10.0, 20.0, 40.0, 80.0, 120.0, 160.0, 240.0, 320.0, 480.0)
                : List.of(1.0, 10.0, 40.0, 120.0, 240.0, 480.0);
        List<Double> sides = List.of(16.0, 32.0, 48.0, 64.0, 80.0, 96.0);
        List<Double> loadFactors =
                full ? List.of(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2) : List.of(0.2, 0.6, 1.0);
        int traceJobs = full ? 0 : 1_500;
        List<Sweep> s = new ArrayList<>();
        s.add(new Sweep(
                UNIFORM,
                MESH,
                "mesh-uniform",
                null,
                Map.of(),
                jobs,
                Double.NaN,
                Parameter.LOAD,
                uniformLoads,
                schedulers(),
                synthetic,
                false));
        s.add(new Sweep(
                DECREASING,
                MESH,
                "mesh-decreasing",
                null,
                Map.of(),
                jobs,
                Double.NaN,
                Parameter.LOAD,
                decreasingLoads,
                schedulers(),
                synthetic,
                false));
        // Figs. 8-11: fixed replication counts as printed in the captions
        s.add(loadSweep(
                K_UNIFORM_25, "mesh-uniform", 2.5, jobs, ks, full ? StoppingRule.fixed(200) : StoppingRule.fixed(2)));
        s.add(loadSweep(
                K_DECREASING_45,
                "mesh-decreasing",
                4.5,
                jobs,
                ks,
                full ? StoppingRule.fixed(100) : StoppingRule.fixed(2)));
        s.add(loadSweep(
                K_DECREASING_75,
                "mesh-decreasing",
                7.5,
                jobs,
                ks,
                full ? StoppingRule.fixed(200) : StoppingRule.fixed(2)));
        s.add(new Sweep(
                SIDE,
                "mesh:{x}x{x}",
                "mesh-uniform",
                null,
                Map.of(),
                jobs,
                2.0,
                Parameter.TEMPLATE,
                sides,
                schedulers(),
                synthetic,
                false));
        // traces: one pass each (a trace is one replication); load factor scales submit times by 1/F
        s.add(traceSweep(
                SDSC96,
                "mesh:22x16:paragon",
                "SDSC-Par-1996-3.1-cln.swf.gz",
                Map.of("partition", "2"),
                traceJobs,
                loadFactors));
        s.add(traceSweep(
                BLUE,
                "mesh:12x12",
                "SDSC-BLUE-2000-4.2-cln.swf.gz",
                Map.of("nodes-divisor", "8", "procs", "allocated-only"),
                traceJobs,
                loadFactors));
        return s;
    }

    /** A trace figure: every scheduler on one pass of the trace per load factor. */
    private static Sweep traceSweep(
            String id, String machine, String trace, Map<String, String> options, int jobs, List<Double> loadFactors) {
        return new Sweep(
                id,
                machine,
                "swf:{trace}",
                trace,
                options,
                jobs,
                Double.NaN,
                Parameter.LOAD_FACTOR,
                loadFactors,
                schedulers(),
                StoppingRule.fixed(1),
                false);
    }

    private static Sweep loadSweep(
            String id, String workload, double load, int jobs, List<Double> ks, StoppingRule rule) {
        return new Sweep(
                id, MESH, workload, null, Map.of(), jobs, load, Parameter.TEMPLATE, ks, windowSizes(), rule, false);
    }

    @Override
    public List<Figure> figures() {
        String load = "Load (jobs/time unit)";
        String tat = "Average turnaround time (time units)";
        String maxw = "Maximum waiting delay (time units)";
        String util = "System utilization (%)";
        String k = "Window size K";
        String lf = "Load factor";
        return List.of(
                new Figure(
                        "fig2",
                        "Mean turnaround, uniform-decreasing sides, 32x32",
                        DECREASING,
                        "meanTurnaround",
                        load,
                        tat,
                        1,
                        false),
                new Figure(
                        "fig3",
                        "Maximum waiting delay, uniform-decreasing sides, 32x32",
                        DECREASING,
                        "maxWait",
                        load,
                        maxw,
                        1,
                        false),
                new Figure(
                        "fig4",
                        "Mean turnaround, uniform sides, 32x32",
                        UNIFORM,
                        "meanTurnaround",
                        load,
                        tat,
                        1,
                        false),
                new Figure(
                        "fig5",
                        "Maximum waiting delay, uniform sides, 32x32",
                        UNIFORM,
                        "maxWait",
                        load,
                        maxw,
                        1,
                        false),
                new Figure("fig6", "Utilization, uniform sides, 32x32", UNIFORM, "utilization", load, util, 100, false),
                new Figure(
                        "fig7",
                        "Utilization, uniform-decreasing sides, 32x32",
                        DECREASING,
                        "utilization",
                        load,
                        util,
                        100,
                        false),
                new Figure(
                        "fig8",
                        "Mean turnaround against K, uniform sides, load 2.5",
                        K_UNIFORM_25,
                        "meanTurnaround",
                        k,
                        tat,
                        1,
                        false),
                new Figure(
                        "fig9",
                        "Maximum waiting delay against K, uniform-decreasing sides, load 4.5",
                        K_DECREASING_45,
                        "maxWait",
                        k,
                        maxw,
                        1,
                        false),
                new Figure(
                        "fig10",
                        "Maximum waiting delay against K, uniform-decreasing sides, load 7.5",
                        K_DECREASING_75,
                        "maxWait",
                        k,
                        maxw,
                        1,
                        false),
                new Figure(
                        "fig11",
                        "Maximum waiting delay against K, uniform sides, load 2.5",
                        K_UNIFORM_25,
                        "maxWait",
                        k,
                        maxw,
                        1,
                        false),
                new Figure(
                        "fig12",
                        "Mean turnaround against mesh side, uniform sides, load 2",
                        SIDE,
                        "meanTurnaround",
                        "Mesh side length L",
                        tat,
                        1,
                        false),
                new Figure(
                        "fig15",
                        "Mean turnaround, SDSC Paragon 1996 (22x16)",
                        SDSC96,
                        "meanTurnaround",
                        lf,
                        "Average turnaround time (s)",
                        1,
                        true),
                new Figure(
                        "fig16",
                        "Maximum waiting delay, SDSC Paragon 1996 (22x16)",
                        SDSC96,
                        "maxWait",
                        lf,
                        "Maximum waiting delay (s)",
                        1,
                        true),
                new Figure(
                        "fig17",
                        "Mean turnaround, SDSC Blue Horizon (12x12 nodes)",
                        BLUE,
                        "meanTurnaround",
                        lf,
                        "Average turnaround time (s)",
                        1,
                        true),
                new Figure(
                        "fig18",
                        "Maximum waiting delay, SDSC Blue Horizon (12x12 nodes)",
                        BLUE,
                        "maxWait",
                        lf,
                        "Maximum waiting delay (s)",
                        1,
                        true));
    }

    @Override
    public List<String> unavailable() {
        return List.of("Figs. 13 and 14 (SDSC Paragon 1995 trace): no usable copy of SDSC-Par-1995-3.1-cln is available"
                + " to us; reported as skipped.");
    }

    @Override
    public String notes(Mode mode) {
        return "Maximum utilization is read operationally as the utilization at the heaviest load of the sweep"
                + " (3.5 jobs/time unit for uniform sides, 9 for uniform-decreasing), where every scheduler is"
                + " saturated and its utilization curve has reached its plateau."
                + (mode == Mode.QUICK
                        ? " Quick mode: 3,000 jobs per run and 2 replications per point (1,500 leading jobs of each"
                                + " trace), so numbers are noisy; use --full for the paper's settings."
                        : "");
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        double tol = 3;
        // the maximum utilizations printed in the text for Figs. 6 (uniform) and 7 (uniform-decreasing)
        record Published(String sweep, String series, double percent) {}
        for (Published p : List.of(
                new Published(UNIFORM, FCFS, 55),
                new Published(UNIFORM, OOCB8, 56.7),
                new Published(UNIFORM, DELAY, 69.2),
                new Published(UNIFORM, W240, 78.38),
                new Published(UNIFORM, OO, 78.43),
                new Published(DECREASING, W240, 72.5),
                new Published(DECREASING, OO, 73),
                new Published(DECREASING, DELAY, 69.1),
                new Published(DECREASING, OOCB8, 52.7),
                new Published(DECREASING, FCFS, 51))) {
            String sides = p.sweep().equals(UNIFORM) ? "uniform" : "uniform-decreasing";
            c.add(Claims.utilizationAtHeaviestLoad(
                    "util-" + p.sweep() + "-" + p.series(),
                    "Max utilization, " + sides + ": " + p.series(),
                    p.sweep(),
                    p.series(),
                    p.percent(),
                    tol));
        }
        for (String sweep : List.of(UNIFORM, DECREASING)) {
            c.add(Claims.bestOnAverage(
                    "best-tat-" + sweep,
                    "OO has the best mean turnaround (" + sweep + " sides)",
                    sweep,
                    "meanTurnaround",
                    OO));
            c.add(Claims.rank(
                    "second-tat-" + sweep,
                    "Window-240 has the second-best mean turnaround (" + sweep + " sides)",
                    sweep,
                    "meanTurnaround",
                    W240,
                    2));
            c.add(Claims.custom(
                    "fcfs-saturates-" + sweep,
                    "FCFS saturates first: lowest utilization at the heaviest load (" + sweep + " sides)",
                    "qualitative",
                    "lowest of all series",
                    List.of(sweep),
                    r -> lowestAtLast(r, sweep, "utilization", FCFS)));
        }
        c.add(Claims.custom(
                "maxwait-w240-vs-oo",
                "Under heavy uniform-decreasing load, Window-240's maximum wait is far below OO's",
                "qualitative (Fig. 3)",
                "Window-240 / OO at the heaviest load < 0.5",
                List.of(DECREASING),
                r -> {
                    double ratio = r.atLastX(DECREASING, W240, "maxWait") / r.atLastX(DECREASING, OO, "maxWait");
                    return new Claim.Verdict("ratio " + Claims.f2(ratio), ratio < 0.5);
                }));
        c.add(Claims.custom(
                "k-approaches-oo",
                "As K grows, Window-K's mean turnaround falls towards OO's (Fig. 8)",
                "qualitative",
                "largest K within 5% of OO and K=1 the worst",
                List.of(K_UNIFORM_25),
                r -> {
                    var w = r.series(K_UNIFORM_25, "Window-K");
                    double first = w.get(0).mean("meanTurnaround");
                    double last = w.get(w.size() - 1).mean("meanTurnaround");
                    double oo = r.atLastX(K_UNIFORM_25, OO, "meanTurnaround");
                    boolean firstWorst = w.stream().allMatch(p -> p.mean("meanTurnaround") <= first);
                    return new Claim.Verdict(
                            String.format(
                                    Locale.ROOT,
                                    "K=1: %s, largest K: %s, OO: %s",
                                    Claims.f2(first),
                                    Claims.f2(last),
                                    Claims.f2(oo)),
                            firstWorst && Math.abs(last - oo) <= 0.05 * oo);
                }));
        for (String sweep : List.of(K_DECREASING_45, K_DECREASING_75, K_UNIFORM_25)) {
            c.add(Claims.custom(
                    "k-maxwait-min-" + sweep,
                    "Maximum wait against K first falls, reaches a minimum at an intermediate K, then rises towards OO ("
                            + sweep + ")",
                    "qualitative (Figs. 9-11)",
                    "minimum strictly inside the K range",
                    List.of(sweep),
                    r -> {
                        var w = r.series(sweep, "Window-K");
                        int argmin = 0;
                        for (int i = 1; i < w.size(); i++) {
                            if (w.get(i).mean("maxWait") < w.get(argmin).mean("maxWait")) {
                                argmin = i;
                            }
                        }
                        return new Claim.Verdict(
                                "minimum at K=" + Sweep.format(w.get(argmin).x()), argmin > 0 && argmin < w.size() - 1);
                    }));
        }
        c.add(Claims.custom(
                "side-order",
                "Mesh side does not change the ranking: OO <= Window-240 <= FCFS in mean turnaround at every side (Fig. 12)",
                "qualitative",
                "holds at every side",
                List.of(SIDE),
                r -> {
                    int ok = 0;
                    var oo = r.series(SIDE, OO);
                    var w = r.series(SIDE, W240);
                    var f = r.series(SIDE, FCFS);
                    for (int i = 0; i < oo.size(); i++) {
                        if (oo.get(i).mean("meanTurnaround") <= w.get(i).mean("meanTurnaround")
                                && w.get(i).mean("meanTurnaround") <= f.get(i).mean("meanTurnaround")) {
                            ok++;
                        }
                    }
                    return new Claim.Verdict(ok + " of " + oo.size() + " sides", ok == oo.size());
                }));
        for (String sweep : List.of(SDSC96, BLUE)) {
            c.add(Claims.bestOnAverage(
                    "trace-best-" + sweep,
                    "OO has the best mean turnaround on the " + sweep + " trace",
                    sweep,
                    "meanTurnaround",
                    OO));
            c.add(Claims.rank(
                    "trace-second-" + sweep,
                    "Window-240 has the second-best mean turnaround on the " + sweep + " trace",
                    sweep,
                    "meanTurnaround",
                    W240,
                    2));
            c.add(Claims.custom(
                    "trace-maxwait-" + sweep,
                    "Window-240's maximum wait is below OO's at the heaviest load (" + sweep + ")",
                    "qualitative",
                    "Window-240 < OO",
                    List.of(sweep),
                    r -> {
                        double w = r.atLastX(sweep, W240, "maxWait");
                        double o = r.atLastX(sweep, OO, "maxWait");
                        return new Claim.Verdict("Window-240 " + Claims.f2(w) + " s, OO " + Claims.f2(o) + " s", w < o);
                    }));
        }
        return c;
    }

    private static Claim.Verdict lowestAtLast(Results r, String sweep, String metric, String series) {
        double ours = r.atLastX(sweep, series, metric);
        String lowest = series;
        for (String s : Claims.seriesOf(r, sweep)) {
            if (r.atLastX(sweep, s, metric) < r.atLastX(sweep, lowest, metric)) {
                lowest = s;
            }
        }
        return new Claim.Verdict(series + " " + Claims.f2(100 * ours) + "%, lowest: " + lowest, lowest.equals(series));
    }
}
