package org.schedlab.experiments.window2011;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Numbers;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;

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

    /** The window sizes both modes run in the K sweeps (the quick points). */
    static final List<Double> COMMON_K = List.of(1.0, 10.0, 40.0, 120.0, 240.0, 480.0);

    /** Loads the paper's description from its YAML resource. */
    public Window2011() {
        super(ExperimentFile.resource(ID));
    }

    /** The claims over another description (another reading, or fewer jobs for tests). */
    Window2011(DescribedPaper data) {
        super(data);
    }

    @Override
    protected DescribedPaper rewrap(DescribedPaper data) {
        return new Window2011(data);
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
                "As K grows, Window-K's mean turnaround falls towards OO's (Fig. 8): K = 1 is the worst, and it never"
                        + " rises from one K to the next (K = 1, 10, 40, 120, 240, 480) until Window-K schedules exactly"
                        + " as OO",
                "qualitative",
                "Window-K(next) - Window-K <= 0 (paired) at each step before the K from which Window-K equals OO bit"
                        + " for bit (that identity is reported, not judged); K = 1 above every other K",
                List.of(K_UNIFORM_25),
                r -> kFallsTowardsOo(r, K_UNIFORM_25, "meanTurnaround")));
        for (String sweep : List.of(K_DECREASING_45, K_DECREASING_75, K_UNIFORM_25)) {
            c.add(Claims.custom(
                    "k-maxwait-min-" + sweep,
                    "Maximum wait against K first decreases sharply, reaches a minimum at an intermediate K, then"
                            + " increases slowly towards OO (" + sweep + ")",
                    "qualitative (Figs. 9-11)",
                    "some intermediate K decidedly below both ends, and the fall from K = 1 to the minimum steeper"
                            + " per doubling of K than the rise from the minimum to the largest K (paired: fall /"
                            + " log2(Kmin) - rise / log2(Kmax / Kmin) > 0)",
                    List.of(sweep),
                    r -> sharpFallSlowRise(r.series(sweep, "Window-K"), "maxWait")));
        }
        c.add(Claims.custom(
                "side-order",
                "Mesh side does not change the ranking: Window-240 below FCFS in mean turnaround at every side, and OO"
                        + " not above Window-240 (Fig. 12)",
                "qualitative",
                "Window-240 - FCFS < 0 at every side (paired); OO - Window-240 <= 0, reported as an identity where the"
                        + " two schedule alike",
                List.of(SIDE),
                r -> {
                    String m = "meanTurnaround";
                    var oo = r.series(SIDE, OO);
                    var w = r.series(SIDE, W240);
                    var f = r.series(SIDE, FCFS);
                    Decision d = Decision.PASS;
                    int held = 0;
                    int identical = 0;
                    for (int i = 0; i < oo.size(); i++) {
                        Decision here = Results.contrast(List.of(term(w.get(i), m, 1), term(f.get(i), m, -1)))
                                .below(0);
                        if (sameRuns(oo.get(i), w.get(i))) {
                            identical++;
                        } else {
                            here = here.and(Results.contrast(List.of(term(oo.get(i), m, 1), term(w.get(i), m, -1)))
                                    .atMost(0));
                        }
                        held += here.outcome() == Decision.Outcome.PASS ? 1 : 0;
                        d = d.and(here);
                    }
                    return new Claim.Verdict(
                            "decidedly holds at " + held + " of " + oo.size()
                                    + " sides; OO = Window-240 bit for bit at " + identical
                                    + " of them (an identity, not judged)",
                            d);
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
                    "Window-240's maximum wait is not above OO's at any load factor, and below it at the heaviest ("
                            + sweep + ")",
                    "qualitative (section 5.5: OO's maximum waits are excessive under heavy loads)",
                    "Window-240 <= OO at every load factor, Window-240 < OO at the heaviest (one pass over the trace:"
                            + " exact)",
                    List.of(sweep),
                    r -> {
                        var w = r.series(sweep, W240);
                        var o = r.series(sweep, OO);
                        Decision d = Decision.PASS;
                        List<String> above = new ArrayList<>();
                        for (int i = 0; i < w.size(); i++) {
                            Estimate diff = Results.contrast(
                                    List.of(term(w.get(i), "maxWait", 1), term(o.get(i), "maxWait", -1)));
                            Decision here = i == w.size() - 1 ? diff.below(0) : diff.atMost(0);
                            if (here.outcome() == Decision.Outcome.FAIL) {
                                above.add(String.format(
                                        java.util.Locale.ROOT,
                                        "load factor %s: Window-240 %s s vs OO %s s",
                                        Sweep.format(w.get(i).x()),
                                        w.get(i).estimate("maxWait"),
                                        o.get(i).estimate("maxWait")));
                            }
                            d = d.and(here);
                        }
                        Results.Point lw = w.get(w.size() - 1);
                        Results.Point lo = o.get(o.size() - 1);
                        return new Claim.Verdict(
                                "at the heaviest load factor (" + Sweep.format(lw.x()) + ") Window-240 "
                                        + lw.estimate("maxWait") + " s, OO " + lo.estimate("maxWait") + " s; "
                                        + (above.isEmpty()
                                                ? "never above OO"
                                                : "above OO at " + String.join("; ", above)),
                                d);
                    }));
        }
        return c;
    }

    /** Whether two points ran the same schedules: every core metric equal in every replication. */
    static boolean sameRuns(Results.Point a, Results.Point b) {
        for (String m : org.schedlab.core.metrics.MetricsSummary.NAMES) {
            if (!java.util.Arrays.equals(a.samples(m), b.samples(m))) {
                return false;
            }
        }
        return true;
    }

    /**
     * "Window-K's {@code metric} falls as K grows, towards OO's": over the window sizes both modes
     * run ({@link #COMMON_K}), no step to the next K decidedly raises it, until the first K at
     * which Window-K and OO run the same schedules (an identity: from there on nothing is judged).
     * K = 1 must also be the worst of all Window-K points.
     */
    static Claim.Verdict kFallsTowardsOo(Results r, String sweep, String metric) {
        List<Results.Point> w = r.series(sweep, "Window-K").stream()
                .filter(p -> COMMON_K.contains(p.x()))
                .toList();
        Results.Point oo = r.lastPoint(sweep, OO);
        Decision d = Decision.PASS;
        List<String> steps = new ArrayList<>();
        String identity = "never";
        for (int i = 0; i < w.size(); i++) {
            if (sameRuns(w.get(i), oo)) {
                identity = "from K = " + Sweep.format(w.get(i).x());
                break;
            }
            if (i + 1 < w.size()) {
                Estimate step = Results.contrast(List.of(term(w.get(i + 1), metric, 1), term(w.get(i), metric, -1)));
                d = d.and(step.atMost(0));
                steps.add("K " + Sweep.format(w.get(i).x()) + " -> "
                        + Sweep.format(w.get(i + 1).x()) + ": " + Claims.f2(step.mean()) + " ± "
                        + Claims.f2(step.halfWidth()));
            }
        }
        Results.Point first = w.get(0);
        List<Results.Point> all = r.series(sweep, "Window-K");
        for (Results.Point p : all.subList(1, all.size())) {
            d = d.and(Results.contrast(List.of(term(p, metric, 1), term(first, metric, -1)))
                    .atMost(0));
        }
        return new Claim.Verdict(
                "K=1: " + first.estimate(metric) + ", OO: " + oo.estimate(metric) + "; steps "
                        + String.join(", ", steps) + "; Window-K equals OO bit for bit " + identity
                        + " (an identity, not judged)",
                d);
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

    /**
     * The shape of Figs. 9-11 as the paper words it: {@code metric} "decreases sharply, reaches a
     * minimum, then increases slowly". Sharp and slow are rates on the K axis, measured per doubling
     * of K: from K = 1 to the K with the smallest mean ({@code Kmin}) the curve falls by {@code
     * fall}, i.e. {@code fall / log2(Kmin)} per doubling; from there to the largest K it rises by
     * {@code rise}, i.e. {@code rise / log2(Kmax / Kmin)} per doubling. PASS when the minimum is
     * interior ({@link #interiorMinimum}) and the fall per doubling is decidedly the larger (paired
     * contrast); FAIL when either is decided against.
     */
    static Claim.Verdict sharpFallSlowRise(List<Results.Point> w, String metric) {
        Claim.Verdict interior = interiorMinimum(w, metric);
        Results.Point first = w.get(0);
        Results.Point last = w.get(w.size() - 1);
        Results.Point min = w.stream()
                .min(java.util.Comparator.comparingDouble(p -> p.mean(metric)))
                .orElseThrow();
        if (min == first || min == last) {
            return new Claim.Verdict(
                    interior.measured() + "; the smallest mean is at an end, so there is no fall and rise to compare",
                    interior.decision(),
                    "minimum at K=" + Sweep.format(min.x()));
        }
        double down = Math.log(min.x() / first.x()) / Math.log(2);
        double up = Math.log(last.x() / min.x()) / Math.log(2);
        Estimate fall = Results.contrast(List.of(term(first, metric, 1), term(min, metric, -1)));
        Estimate rise = Results.contrast(List.of(term(last, metric, 1), term(min, metric, -1)));
        // fall / down - rise / up > 0, paired
        Estimate steeper = Results.contrast(List.of(
                term(first, metric, 1 / down), term(min, metric, -1 / down + 1 / up), term(last, metric, -1 / up)));
        Decision d = interior.decision().and(steeper.negate().below(0));
        String shape = String.format(
                java.util.Locale.ROOT,
                "falls %.0f%% from K=%s to K=%s (%s per doubling), then rises %.0f%% to K=%s (%s per doubling)",
                100 * fall.mean() / first.mean(metric),
                Sweep.format(first.x()),
                Sweep.format(min.x()),
                Numbers.fmt(fall.mean() / down),
                100 * rise.mean() / min.mean(metric),
                Sweep.format(last.x()),
                Numbers.fmt(rise.mean() / up));
        return new Claim.Verdict(
                interior.measured() + "; " + shape + "; fall per doubling minus rise per doubling = " + steeper,
                d,
                shape);
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
