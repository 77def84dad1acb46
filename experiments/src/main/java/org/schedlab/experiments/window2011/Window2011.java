package org.schedlab.experiments.window2011;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.experiments.repro.Claim;
import org.schedlab.experiments.repro.Claims;
import org.schedlab.experiments.repro.Decision;
import org.schedlab.experiments.repro.DescribedPaper;
import org.schedlab.experiments.repro.Estimate;
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
    static final String W240 = "Window-240";
    static final String OO = "OO";

    /** Loads the paper's description from its YAML resource. */
    public Window2011() {
        super(ExperimentFile.resource(ID));
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        // the published maximum utilizations are data: table max-utilization in the YAML resource
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
            c.add(Claims.rank(
                    "fcfs-saturates-" + sweep,
                    "FCFS saturates first: lowest utilization at the heaviest load (" + sweep + " sides)",
                    sweep,
                    "utilization",
                    FCFS,
                    1,
                    null,
                    Claims.Over.LAST_POINT));
        }
        c.add(Claims.custom(
                "maxwait-w240-vs-oo",
                "Under heavy uniform-decreasing load, Window-240's maximum wait is far below OO's",
                "qualitative (Fig. 3)",
                "Window-240 / OO at the heaviest load < 0.5 (paired: Window-240 - 0.5 OO < 0)",
                List.of(DECREASING),
                r -> {
                    Results.Point w = r.lastPoint(DECREASING, W240);
                    Results.Point o = r.lastPoint(DECREASING, OO);
                    Estimate d = Results.contrast(List.of(term(w, "maxWait", 1), term(o, "maxWait", -0.5)));
                    return new Claim.Verdict(
                            "Window-240 " + w.estimate("maxWait") + ", OO " + o.estimate("maxWait")
                                    + "; Window-240 - 0.5 OO = " + d,
                            d.below(0));
                }));
        c.add(Claims.custom(
                "k-approaches-oo",
                "As K grows, Window-K's mean turnaround falls towards OO's (Fig. 8)",
                "qualitative",
                "largest K within 5% of OO and K=1 the worst",
                List.of(K_UNIFORM_25),
                r -> {
                    String m = "meanTurnaround";
                    var w = r.series(K_UNIFORM_25, "Window-K");
                    Results.Point first = w.get(0);
                    Results.Point last = w.get(w.size() - 1);
                    Results.Point oo = r.lastPoint(K_UNIFORM_25, OO);
                    Decision firstWorst = Decision.PASS;
                    for (Results.Point p : w.subList(1, w.size())) {
                        firstWorst = firstWorst.and(Results.contrast(List.of(term(p, m, 1), term(first, m, -1)))
                                .atMost(0));
                    }
                    Estimate over = Results.contrast(List.of(term(last, m, 1), term(oo, m, -1.05)));
                    Estimate under = Results.contrast(List.of(term(last, m, -1), term(oo, m, 0.95)));
                    return new Claim.Verdict(
                            "K=1: " + first.estimate(m) + ", largest K: " + last.estimate(m) + ", OO: " + oo.estimate(m)
                                    + "; largest K - 1.05 OO = " + over,
                            firstWorst.and(over.atMost(0)).and(under.atMost(0)));
                }));
        for (String sweep : List.of(K_DECREASING_45, K_DECREASING_75, K_UNIFORM_25)) {
            c.add(Claims.custom(
                    "k-maxwait-min-" + sweep,
                    "Maximum wait against K first falls, reaches a minimum at an intermediate K, then rises towards OO ("
                            + sweep + ")",
                    "qualitative (Figs. 9-11)",
                    "some intermediate K decidedly below both ends",
                    List.of(sweep),
                    r -> interiorMinimum(r.series(sweep, "Window-K"), "maxWait")));
        }
        c.add(Claims.custom(
                "side-order",
                "Mesh side does not change the ranking: OO <= Window-240 <= FCFS in mean turnaround at every side (Fig. 12)",
                "qualitative",
                "holds at every side (paired differences)",
                List.of(SIDE),
                r -> {
                    String m = "meanTurnaround";
                    var oo = r.series(SIDE, OO);
                    var w = r.series(SIDE, W240);
                    var f = r.series(SIDE, FCFS);
                    Decision d = Decision.PASS;
                    int held = 0;
                    for (int i = 0; i < oo.size(); i++) {
                        Decision here = Results.contrast(List.of(term(oo.get(i), m, 1), term(w.get(i), m, -1)))
                                .atMost(0)
                                .and(Results.contrast(List.of(term(w.get(i), m, 1), term(f.get(i), m, -1)))
                                        .atMost(0));
                        held += here.outcome() == Decision.Outcome.PASS ? 1 : 0;
                        d = d.and(here);
                    }
                    return new Claim.Verdict("decidedly holds at " + held + " of " + oo.size() + " sides", d);
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
                        Results.Point w = r.lastPoint(sweep, W240);
                        Results.Point o = r.lastPoint(sweep, OO);
                        Estimate d = Results.contrast(List.of(term(w, "maxWait", 1), term(o, "maxWait", -1)));
                        return new Claim.Verdict(
                                "Window-240 " + w.estimate("maxWait") + " s, OO " + o.estimate("maxWait") + " s",
                                d.below(0));
                    }));
        }
        return c;
    }

    private static Results.Term term(Results.Point p, String metric, double coefficient) {
        return new Results.Term(p, metric, coefficient);
    }

    /**
     * "The minimum of {@code metric} over the series' points is at an interior point", that is
     * neither end is the minimum: PASS when each end has some point decidedly below it, FAIL when an
     * end is decidedly at most every other point.
     */
    static Claim.Verdict interiorMinimum(List<Results.Point> w, String metric) {
        Results.Point first = w.get(0);
        Results.Point last = w.get(w.size() - 1);
        Decision d = notMinimum(w, first, metric).and(notMinimum(w, last, metric));
        Results.Point argmin = w.stream()
                .min(java.util.Comparator.comparingDouble(p -> p.mean(metric)))
                .orElseThrow();
        return new Claim.Verdict(
                "smallest mean at K=" + Sweep.format(argmin.x()) + " (" + argmin.estimate(metric) + "); K="
                        + Sweep.format(first.x()) + ": " + first.estimate(metric) + ", K=" + Sweep.format(last.x())
                        + ": " + last.estimate(metric),
                d);
    }

    /** "Some other point of {@code w} is below {@code end}", judged on paired intervals. */
    private static Decision notMinimum(List<Results.Point> w, Results.Point end, String metric) {
        Decision d = Decision.FAIL;
        for (Results.Point p : w) {
            if (p != end) {
                d = d.or(Results.contrast(List.of(term(p, metric, 1), term(end, metric, -1)))
                        .below(0));
            }
        }
        return d;
    }
}
