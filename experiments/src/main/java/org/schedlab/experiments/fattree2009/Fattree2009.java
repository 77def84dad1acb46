package org.schedlab.experiments.fattree2009;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Results;

/**
 * Reproduction of J. A. Pascual, J. Navaridas and J. Miguel-Alonso, "Effects of topology-aware
 * allocation policies on scheduling performance", JSSPP 2009 (LNCS 5798): Fig. 3 (mean wait of
 * contiguous and quasi-contiguous allocation relative to non-contiguous) and Figs. 4-7 (mean total
 * time and wait against the speed-up of locality-aware placements) under FCFS and EASY on the
 * HPC2N, LLNL Thunder and SDSC Blue traces.
 *
 * <p>The runs, figures and notes are data, in the resource {@code papers/fattree-2009.yaml} (one
 * sweep per trace and scheduler, the speed-up swept through the machine's {@code speedup={x}}).
 * This class holds what the text of sections 5-7 says (the figures print no values) as claims, and
 * the numbers derived from the runs that the claims need: wait ratios at speed-up 0 and
 * break-even speed-ups ({@link BreakEven}). Every trace is one deterministic pass, so every
 * decision is on exact values.
 */
public final class Fattree2009 extends DescribedPaper {
    /** The stable id. */
    public static final String ID = "fattree-2009";

    static final String NONCONTIGUOUS = "Non-contiguous";
    static final String CONTIGUOUS = "Contiguous";
    static final List<String> QUASI = List.of("Quasi-10", "Quasi-20", "Quasi-30", "Quasi-40");
    static final List<String> SCHEDULERS = List.of("fcfs", "easy");

    /**
     * A trace and the range of break-even speed-ups section 6 gives for it.
     *
     * @param label the paper's name, also the sweep id prefix (lower case)
     * @param low lower end of the break-even range (fraction)
     * @param high upper end
     */
    record Trace(String label, double low, double high) {
        String sweep(String scheduler) {
            return label.toLowerCase(Locale.ROOT) + "-" + scheduler;
        }
    }

    /** Section 6: where contiguous and quasi-contiguous allocation start to pay, per trace. */
    static final List<Trace> TRACES =
            List.of(new Trace("HPC2N", 0.10, 0.25), new Trace("LLNL", 0.05, 0.30), new Trace("SDSC", 0.15, 0.25));

    /** Section 5 on Fig. 3: contiguity can make waits about a hundred times longer. */
    static final double WORST_RATIO = 100;

    /** "About" a hundred, read as the same order of magnitude: within a factor of 3. */
    static final double WORST_RATIO_FACTOR = 3;

    /** The reading that judges section 6's ranges strictly: every policy, both schedulers, in range. */
    static final String STRICT_BREAK_EVEN = "strict-break-even";

    /**
     * How far a break-even speed-up may land from an end of the paper's range: one step of the
     * speed-up grid of the --full sweeps (5 points), since both the paper's and our break-even points
     * are read off sampled curves.
     */
    static final double BREAK_EVEN_SLACK = 0.05;

    /** "Between": a quasi-contiguous wait may fall outside the band by this fraction of its ends. */
    static final double BETWEEN_SLACK = 0.01;

    /** Loads the paper's description from its YAML resource. */
    public Fattree2009() {
        super(ExperimentFile.resource(ID));
    }

    /** The claims over another description (another reading, or fewer jobs for tests). */
    Fattree2009(DescribedPaper data) {
        super(data);
    }

    @Override
    protected DescribedPaper rewrap(DescribedPaper data) {
        return new Fattree2009(data);
    }

    /** The locality-aware series: contiguous, then quasi-contiguous with qct 10..40. */
    static List<String> locality() {
        List<String> l = new ArrayList<>(List.of(CONTIGUOUS));
        l.addAll(QUASI);
        return l;
    }

    /** Mean wait of {@code series} at speed-up 0 (the sweep's first point). */
    static double wait0(Results r, String sweep, String series) {
        return r.series(sweep, series).get(0).mean("meanWait");
    }

    /** Mean wait of {@code series} at speed-up 0 over the non-contiguous mean wait (Fig. 3). */
    static double relativeWait(Results r, String sweep, String series) {
        return wait0(r, sweep, series) / wait0(r, sweep, NONCONTIGUOUS);
    }

    /** The break-even speed-up of {@code series} in {@code sweep}, NaN when none up to the last point. */
    static double breakEven(Results r, String sweep, String series) {
        List<Results.Point> pts = r.series(sweep, series);
        return BreakEven.of(
                pts.stream().map(Results.Point::x).toList(),
                pts.stream().map(p -> p.mean("meanTurnaround")).toList(),
                r.series(sweep, NONCONTIGUOUS).get(0).mean("meanTurnaround"));
    }

    static String pct(double fraction) {
        return Double.isNaN(fraction) ? "none" : String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }

    static String ratio(double v) {
        if (!Double.isFinite(v)) {
            return "undefined (non-contiguous waits 0)";
        }
        return String.format(Locale.ROOT, "%.2fx", v);
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(overTraces(
                "worst-relative-wait",
                "Requiring contiguity makes the mean wait up to about 100 times the non-contiguous one (Fig. 3)",
                "~" + (int) WORST_RATIO + "x",
                "largest contiguous/non-contiguous wait ratio at speed-up 0 within a factor "
                        + (int) WORST_RATIO_FACTOR,
                (r, sweeps) -> {
                    double worst = 0;
                    String at = "";
                    List<String> all = new ArrayList<>();
                    for (String s : sweeps) {
                        double q = relativeWait(r, s, CONTIGUOUS);
                        all.add(s + " " + ratio(q));
                        // a zero non-contiguous wait gives no ratio: not evidence either way
                        if (Double.isFinite(q) && q > worst) {
                            worst = q;
                            at = s;
                        }
                    }
                    if (at.isEmpty()) {
                        return new Claim.Verdict(
                                "no finite ratio (non-contiguous never waits in the jobs simulated; --full runs whole traces): "
                                        + String.join(", ", all),
                                new Decision(Decision.Outcome.INCONCLUSIVE, 0, 1));
                    }
                    return new Claim.Verdict(
                            "largest finite " + ratio(worst) + " (" + at + "); " + String.join(", ", all),
                            Decision.of(worst >= WORST_RATIO / WORST_RATIO_FACTOR
                                    && worst <= WORST_RATIO * WORST_RATIO_FACTOR));
                }));
        c.add(overTraces(
                "quasi-between",
                "Quasi-contiguous waits lie between the non-contiguous and the contiguous ones (Fig. 3)",
                "qualitative",
                "0.99 x non-contiguous <= quasi <= 1.01 x contiguous (waits at speed-up 0), every qct, trace and"
                        + " scheduler",
                (r, sweeps) -> {
                    List<String> bad = new ArrayList<>();
                    List<String> shown = new ArrayList<>();
                    for (String s : sweeps) {
                        // compared on the waits themselves, so a zero non-contiguous wait is no problem
                        double non = wait0(r, s, NONCONTIGUOUS);
                        double cont = wait0(r, s, CONTIGUOUS);
                        List<String> qs = new ArrayList<>();
                        for (String q : QUASI) {
                            double v = wait0(r, s, q);
                            qs.add(ratio(relativeWait(r, s, q)));
                            if (!(v >= (1 - BETWEEN_SLACK) * non && v <= (1 + BETWEEN_SLACK) * cont)) {
                                bad.add(s + " " + q + " " + ratio(relativeWait(r, s, q)));
                            }
                        }
                        shown.add(s + ": contiguous " + ratio(relativeWait(r, s, CONTIGUOUS)) + ", quasi 10..40 " + qs);
                    }
                    int n = sweeps.size() * QUASI.size();
                    return new Claim.Verdict(
                            (n - bad.size()) + " of " + n + " hold (wait / non-contiguous wait: "
                                    + String.join("; ", shown) + ")" + (bad.isEmpty() ? "" : "; not: " + bad),
                            Decision.of(bad.isEmpty()));
                }));
        boolean strict = reading().includes(STRICT_BREAK_EVEN);
        for (Trace t : TRACES) {
            c.add(strict ? strictBreakEven(t) : breakEvenAsWorded(t));
        }
        c.add(overTraces(
                "quasi-breaks-even-first",
                "Quasi-contiguous allocation breaks even at lower speed-ups than contiguous (section 6)",
                "qualitative",
                "every qct's break-even <= contiguous's, every trace and scheduler",
                (r, sweeps) -> {
                    List<String> bad = new ArrayList<>();
                    List<String> shown = new ArrayList<>();
                    for (String s : sweeps) {
                        double cont = breakEven(r, s, CONTIGUOUS);
                        List<String> qs = new ArrayList<>();
                        for (String q : QUASI) {
                            double b = breakEven(r, s, q);
                            qs.add(pct(b));
                            if (!Double.isNaN(cont) && !(b <= cont)) {
                                bad.add(s + " " + q);
                            }
                        }
                        shown.add(s + ": contiguous " + pct(cont) + ", quasi " + qs);
                    }
                    return new Claim.Verdict(
                            String.join("; ", shown) + (bad.isEmpty() ? "" : "; not: " + bad),
                            Decision.of(bad.isEmpty()));
                }));
        c.add(overTraces(
                "easy-lowers-break-even",
                "EASY lowers the break-even speed-ups with respect to FCFS (section 6)",
                "qualitative",
                "EASY's break-even <= FCFS's for every trace and locality-aware policy",
                true,
                (r, traces) -> {
                    List<String> bad = new ArrayList<>();
                    int n = 0;
                    for (String label : traces) {
                        Trace t = trace(label);
                        for (String p : locality()) {
                            n++;
                            double f = breakEven(r, t.sweep("fcfs"), p);
                            double e = breakEven(r, t.sweep("easy"), p);
                            // a policy that never breaks even under FCFS cannot be contradicted
                            boolean ok = Double.isNaN(f) || e <= f;
                            if (!ok) {
                                bad.add(label + " " + p + " (FCFS " + pct(f) + ", EASY " + pct(e) + ")");
                            }
                        }
                    }
                    return new Claim.Verdict(
                            (n - bad.size()) + " of " + n + " hold" + (bad.isEmpty() ? "" : "; not: " + bad),
                            Decision.of(bad.isEmpty()));
                }));
        c.add(overTraces(
                "qct-closes-gap",
                "A larger qct brings FCFS and EASY closer (section 6)",
                "qualitative",
                "FCFS/EASY mean total time at speed-up 0 does not grow from qct 10 to 40, every trace",
                true,
                (r, traces) -> {
                    List<String> shown = new ArrayList<>();
                    boolean closer = true;
                    for (String label : traces) {
                        Trace t = trace(label);
                        double prev = Double.POSITIVE_INFINITY;
                        List<String> g = new ArrayList<>();
                        for (String q : QUASI) {
                            double gap = r.series(t.sweep("fcfs"), q).get(0).mean("meanTurnaround")
                                    / r.series(t.sweep("easy"), q).get(0).mean("meanTurnaround");
                            g.add(String.format(Locale.ROOT, "%.3f", gap));
                            closer &= gap <= prev;
                            prev = gap;
                        }
                        shown.add(label + " " + g);
                    }
                    return new Claim.Verdict(
                            "FCFS/EASY at qct 10..40: " + String.join("; ", shown), Decision.of(closer));
                }));
        return c;
    }

    /**
     * Section 6 gives one break-even range per trace; read as the text words it, the range runs from
     * the lowest quasi-contiguous break-even (lower end) to contiguous allocation's (upper end),
     * both under FCFS. Each end is judged within {@link #BREAK_EVEN_SLACK}.
     */
    private static Claim breakEvenAsWorded(Trace t) {
        String fcfs = t.sweep("fcfs");
        return custom(
                "break-even-" + t.label().toLowerCase(Locale.ROOT),
                t.label() + ": allocation that keeps locality breaks even with non-contiguous between " + pct(t.low())
                        + " and " + pct(t.high()) + " speed-up (section 6); our reading, which the paper does not"
                        + " state: under FCFS, the lower end the best quasi-contiguous policy's (best qct), the"
                        + " upper end contiguous allocation's",
                pct(t.low()) + "-" + pct(t.high()),
                "each end within " + pct(BREAK_EVEN_SLACK) + " points",
                List.of(fcfs),
                r -> {
                    double cont = breakEven(r, fcfs, CONTIGUOUS);
                    double quasi = Double.NaN;
                    String best = "none";
                    for (String q : QUASI) {
                        double b = breakEven(r, fcfs, q);
                        if (!Double.isNaN(b) && !(b >= quasi)) {
                            quasi = b;
                            best = q;
                        }
                    }
                    Decision d = Decision.of(near(quasi, t.low())).and(Decision.of(near(cont, t.high())));
                    String range = pct(quasi) + " (" + best + ") to " + pct(cont) + " (contiguous)";
                    return new Claim.Verdict(
                            "FCFS break-even from " + range + "; paper " + pct(t.low()) + "-" + pct(t.high()),
                            d,
                            range);
                });
    }

    private static boolean near(double b, double end) {
        return !Double.isNaN(b) && Math.abs(b - end) <= BREAK_EVEN_SLACK + 1e-9;
    }

    /** The strict reading of section 6: every locality-aware policy under both schedulers in the range. */
    private static Claim strictBreakEven(Trace t) {
        List<String> sweeps = SCHEDULERS.stream().map(t::sweep).toList();
        return custom(
                "break-even-" + t.label().toLowerCase(Locale.ROOT),
                t.label() + ": contiguous and quasi-contiguous allocation break even with non-contiguous between "
                        + pct(t.low()) + " and " + pct(t.high()) + " speed-up, every policy under FCFS and EASY"
                        + " (section 6, read strictly)",
                pct(t.low()) + "-" + pct(t.high()),
                "every policy's break-even (FCFS and EASY) in the range",
                sweeps,
                r -> {
                    List<String> in = new ArrayList<>();
                    List<String> out = new ArrayList<>();
                    double lo = Double.POSITIVE_INFINITY;
                    double hi = Double.NEGATIVE_INFINITY;
                    for (String s : sweeps) {
                        for (String p : locality()) {
                            double b = breakEven(r, s, p);
                            String e = s + " " + p + " " + pct(b);
                            boolean inRange = b >= t.low() - 1e-9 && b <= t.high() + 1e-9;
                            (inRange ? in : out).add(e);
                            if (!Double.isNaN(b)) {
                                lo = Math.min(lo, b);
                                hi = Math.max(hi, b);
                            }
                        }
                    }
                    return new Claim.Verdict(
                            in.size() + " of " + (in.size() + out.size()) + " in range"
                                    + (in.isEmpty() ? "" : "; in: " + in) + (out.isEmpty() ? "" : "; out: " + out),
                            Decision.of(out.isEmpty()),
                            hi < lo ? "none" : pct(lo) + " to " + pct(hi) + " (all policies, both schedulers)");
                });
    }

    private static Trace trace(String label) {
        return TRACES.stream().filter(t -> t.label().equals(label)).findFirst().orElseThrow();
    }

    private interface Check {
        Claim.Verdict apply(Results r, List<String> available);
    }

    private static Claim custom(
            String id,
            String statement,
            String paper,
            String tolerance,
            List<String> sweeps,
            Function<Results, Claim.Verdict> check) {
        return new Claim(
                id, statement, paper, tolerance, r -> r.ran(sweeps.toArray(String[]::new)) ? check.apply(r) : null);
    }

    /** A claim over every trace/scheduler sweep that ran; skipped when none did. */
    private static Claim overTraces(String id, String statement, String paper, String tolerance, Check check) {
        return overTraces(id, statement, paper, tolerance, false, check);
    }

    /**
     * A claim over what ran: sweep ids, or with {@code byTrace} the labels of the traces whose FCFS and
     * EASY sweeps both ran (a missing trace narrows the claim, it does not skip it); skipped when none.
     */
    private static Claim overTraces(
            String id, String statement, String paper, String tolerance, boolean byTrace, Check check) {
        return new Claim(id, statement, paper, tolerance, r -> {
            List<String> available = new ArrayList<>();
            for (Trace t : TRACES) {
                if (byTrace) {
                    if (r.ran(t.sweep("fcfs"), t.sweep("easy"))) {
                        available.add(t.label());
                    }
                } else {
                    for (String s : SCHEDULERS) {
                        if (r.ran(t.sweep(s))) {
                            available.add(t.sweep(s));
                        }
                    }
                }
            }
            return available.isEmpty() ? null : check.apply(r, available);
        });
    }
}
