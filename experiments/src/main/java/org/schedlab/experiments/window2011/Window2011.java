package org.schedlab.experiments.window2011;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.schedlab.experiments.repro.Claim;
import org.schedlab.experiments.repro.Claims;
import org.schedlab.experiments.repro.DescribedPaper;
import org.schedlab.experiments.repro.ExperimentFile;
import org.schedlab.experiments.repro.Results;
import org.schedlab.experiments.repro.Sweep;

/**
 * Reproduction of I. Ababneh and S. Bani-Mohammad, "A new window-based job scheduling scheme for
 * 2D mesh multicomputers", Simulation Modelling Practice and Theory 19 (2011): Figures 2–12 on
 * synthetic workloads and 15–18 on traces (13–14 need the 1995 Paragon trace, which we lack).
 *
 * <p>The sweeps, figures and notes are data, in the resource {@code papers/window-2011.yaml} (a
 * 32x32 mesh with MPL allocation, Poisson arrivals, exponential service with mean 1, side lengths
 * uniform on [1, 32] or uniform-decreasing, 10,000 jobs per run, replications until the mean
 * turnaround is within 5% at 95% confidence). This class holds the paper's claims.
 */
public final class Window2011 extends DescribedPaper {
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
    static final String W240 = "Window-240";
    static final String OO = "OO";

    /** Loads the paper's description from its YAML resource. */
    public Window2011() {
        super(ExperimentFile.resource(ID));
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
