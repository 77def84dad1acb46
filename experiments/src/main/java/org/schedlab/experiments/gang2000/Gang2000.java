package org.schedlab.experiments.gang2000;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Results;

/**
 * Reproduction of B. B. Zhou, D. Walsh and R. P. Brent, "Resource allocation schemes for gang
 * scheduling", JSSPP 2000 (LNCS 1911): Tables 1 and 2 and Figs. 3–5 on {@code gang:128} with the
 * {@code downey} workload.
 *
 * <p>The sweeps, tables (with the published values) and figures are data, in the resource {@code
 * papers/gang-2000.yaml}; this class holds the claims of the paper's sections 4.3 and 5. Run i of
 * every scheme uses the same job set, so two schemes are compared on the paired per-run
 * difference of a column: decided when its 95% interval excludes 0. A claim PASSes when every
 * comparison it needs is decided its way, FAILs when one is decided the other way, and is
 * INCONCLUSIVE otherwise. "In every column" is read as the paper prints it: where its own table
 * gives two schemes the same value (r_a at most loads, n_l at rho = 0.2) no ordering is claimed,
 * so that pair is not compared (the verdict lists it). A diverged point (its matrix outgrew the
 * row limit) counts as infinitely bad in the turnaround and slot columns and as undecided in r_a.
 */
public final class Gang2000 extends DescribedPaper {
    /** The stable id. */
    public static final String ID = "gang-2000";

    static final String TABLE1 = "table1";
    static final String TABLE2 = "table2";
    static final List<Double> LOADS = List.of(0.2, 0.5, 0.7, 0.9);
    static final List<String> SCHEMES = List.of("BC", "BR", "BRMS", "BRMMS");

    /** The paper's columns as our metric names, in the paper's order. */
    static final List<String> COLUMNS = List.of(
            "utilization",
            "slotsMax",
            "slotsMean",
            "meanTurnaround",
            "meanTurnaroundSmall",
            "meanTurnaroundMedium",
            "meanTurnaroundLarge");

    private static final List<String> SYMBOLS = List.of("r_a", "n_l", "n_a", "t_ta", "t_sa", "t_ma", "t_la");

    /** Loads the paper's description from its YAML resource. */
    public Gang2000() {
        super(ExperimentFile.resource(ID));
    }

    /** The claims over another description with the same sweeps and tables (tests: fewer jobs). */
    Gang2000(DescribedPaper data) {
        super(data);
    }

    /** The light load at which the paper calls the gains "not significant" (section 4.3). */
    static final double LIGHT = 0.2;

    /** At {@link #LIGHT} a scheme outperforms another when it is not worse by more than this fraction. */
    static final double LIGHT_SLACK = 0.05;

    /** n_l, a maximum over one run, may exceed the other scheme's by this many slots. */
    static final double SLOTS_MAX_SLACK = 1;

    @Override
    protected DescribedPaper rewrap(DescribedPaper data) {
        return new Gang2000(data);
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        String wording = "paired 95% intervals per load and column; at rho = 0.2 (gains the paper calls not"
                + " significant) not worse by more than 5%; n_l (a maximum over one run) at most 1 slot above";
        for (String table : List.of(TABLE1, TABLE2)) {
            String tag = table.equals(TABLE1) ? "Table 1" : "Table 2";
            c.add(claim(
                    table + "-br-beats-bc",
                    tag + ": BR outperforms BC in every column"
                            + (table.equals(TABLE1) ? "" : " (the text says so of Table 1; Table 2 prints the same)"),
                    "qualitative (section 4.3)",
                    wording,
                    table,
                    r -> {
                        Tally t = new Tally(table(table));
                        for (double rho : LOADS) {
                            for (String m : COLUMNS) {
                                t.outperforms(r, table, "BR", "BC", m, rho);
                            }
                        }
                        return t.verdict();
                    }));
            c.add(claim(
                    table + "-brmms-best",
                    tag + ": BRMMS outperforms the other three schemes in every column",
                    "qualitative (section 4.3)",
                    wording,
                    table,
                    r -> {
                        Tally t = new Tally(table(table));
                        for (double rho : LOADS) {
                            for (String other : SCHEMES) {
                                if (!other.equals("BRMMS")) {
                                    for (String m : COLUMNS) {
                                        t.outperforms(r, table, "BRMMS", other, m, rho);
                                    }
                                }
                            }
                        }
                        return t.verdict();
                    }));
            c.add(claim(
                    table + "-brmms-slots-not-above-br",
                    tag + ": BRMMS's n_a never exceeds BR's",
                    "qualitative (section 4.1)",
                    "paired 95% intervals per load",
                    table,
                    r -> {
                        Tally t = new Tally(table(table));
                        for (double rho : LOADS) {
                            t.addAtMost(r, table, "BRMMS", "BR", "slotsMean", rho);
                        }
                        return t.verdict();
                    }));
        }
        // stated for the first experiment (4.3); in Table 2 the paper itself prints BC's n_l and n_a
        // above BRMS's at rho = 0.9 (and BC's n_l above BRMS's at 0.5)
        c.add(claim(
                "table1-brms-most-slots",
                "Table 1: BRMS has the largest n_l and n_a, and a worse t_sa than BR (rho >= 0.5; at 0.2 the"
                        + " paper's slot counts are nearly equal)",
                "qualitative (section 4.3, Fig. 4)",
                "paired 95% intervals per load and column",
                TABLE1,
                r -> {
                    Tally t = new Tally(table(TABLE1));
                    for (double rho : LOADS.subList(1, LOADS.size())) {
                        for (String other : List.of("BC", "BR", "BRMMS")) {
                            t.add(r, TABLE1, other, "BRMS", "slotsMax", rho);
                            t.add(r, TABLE1, other, "BRMS", "slotsMean", rho);
                        }
                        t.add(r, TABLE1, "BR", "BRMS", "meanTurnaroundSmall", rho);
                    }
                    return t.verdict();
                }));
        c.add(claim(
                "table1-multislot-lower-tta",
                "Table 1: running jobs in several slots lowers t_ta: BRMS and BRMMS outperform BR in t_ta",
                "qualitative (Fig. 3); Table 1: BR 30.01, 58.65, 102.21, 150.18; BRMS 29.25, 57.28, 96.95, 120.53",
                "paired 95% intervals per load; at rho = 0.2 not worse by more than 5%",
                TABLE1,
                r -> {
                    Tally t = new Tally(table(TABLE1));
                    for (double rho : LOADS) {
                        t.outperforms(r, TABLE1, "BRMS", "BR", "meanTurnaround", rho);
                        t.outperforms(r, TABLE1, "BRMMS", "BR", "meanTurnaround", rho);
                    }
                    return t.verdict();
                }));
        c.add(claim(
                "table1-brms-ra-below-bc",
                "Table 1: BRMS's r_a falls below BC's at rho = 0.7 and at 0.9 (the paper's Fig. 5 remark; its Table 1"
                        + " has BRMS below BC at both loads)",
                "Table 1: BRMS 0.53 vs BC 0.55 at rho = 0.7, 0.56 vs 0.58 at 0.9",
                "below at rho = 0.7 and at 0.9 (paired 95% intervals); FAIL when decided not below at either",
                TABLE1,
                r -> {
                    Decision both = Decision.PASS;
                    List<String> what = new ArrayList<>();
                    for (double rho : List.of(0.7, 0.9)) {
                        Results.Point brms = point(r, TABLE1, "BRMS", rho);
                        Results.Point bc = point(r, TABLE1, "BC", rho);
                        if (brms.diverged() != null || bc.diverged() != null) {
                            both = both.and(DIVERGED);
                            what.add("r_a@" + rho + ": " + (brms.diverged() != null ? "BRMS" : "BC") + " diverged");
                            continue;
                        }
                        Estimate d = Results.contrast(List.of(
                                new Results.Term(brms, "utilization", 1), new Results.Term(bc, "utilization", -1)));
                        both = both.and(d.below(0));
                        what.add("BRMS - BC r_a@" + rho + " = " + d);
                    }
                    return new Claim.Verdict(String.join("; ", what), both);
                }));
        c.add(claim(
                "table2-br-much-better-than-brms",
                "Table 2: BR performs much better than BRMS: BR's t_ta at most half of BRMS's at rho = 0.7 and 0.9",
                "Table 2: 177.75 vs 441.42 (x 2.5) at rho = 0.7; 1151.24 vs 3836.59 (x 3.3; x 2.5 with the t_ta its"
                        + " class means imply) at 0.9",
                "2 x BR - BRMS < 0, paired 95% intervals",
                TABLE2,
                r -> {
                    Tally t = new Tally(table(TABLE2));
                    for (double rho : List.of(0.7, 0.9)) {
                        t.ratio(r, TABLE2, "BR", "BRMS", "meanTurnaround", rho, 2);
                    }
                    return t.verdict();
                }));
        c.add(claim(
                "table2-bc-explodes",
                "Table 2: at rho = 0.9 BC's mean turnaround explodes (at least 5 x BRMMS's) while BRMMS's stays the"
                        + " lowest",
                "Table 2: BC 8713.93 = 12.2 x BRMMS's 716.46 at rho = 0.9",
                "5 x BRMMS - BC < 0 and BRMMS below the others, paired 95% intervals; a diverged run decides nothing",
                TABLE2,
                r -> {
                    Tally t = new Tally(table(TABLE2));
                    for (String other : List.of("BC", "BR", "BRMS")) {
                        t.add(r, TABLE2, "BRMMS", other, "meanTurnaround", 0.9);
                    }
                    t.ratio(r, TABLE2, "BRMMS", "BC", "meanTurnaround", 0.9, 5);
                    return t.verdict();
                }));
        c.add(classMeansCheck());
        return c;
    }

    /**
     * A check of the paper's own Table 2: its t_ta should equal the class means t_sa, t_ma, t_la
     * weighted by the class shares of the jobs. Every row uses the same workload law, so one set of
     * shares should serve all rows; they are fitted by least squares on the relative residuals,
     * leaving out the worst row while any row is off by more than 1%. A row left out is a printed
     * value its own class means contradict.
     */
    private Claim classMeansCheck() {
        return Claims.custom(
                        "table2-class-means-consistent",
                        "Table 2's t_ta equals its class means t_sa, t_ma, t_la weighted by one set of class shares",
                        "the paper's printed Table 2",
                        "every row within 1% (relative least squares, the worst row left out while one is off by"
                                + " more)",
                        List.of(),
                        r -> {
                            ClassShares fit = ClassShares.fit(table(TABLE2));
                            return new Claim.Verdict(
                                    fit.describe(), Decision.of(fit.outliers().isEmpty()));
                        })
                .asCheck();
    }

    @Override
    public List<Erratum> errata() {
        ClassShares fit = ClassShares.fit(table(TABLE2));
        List<Erratum> out = new ArrayList<>();
        for (int row : fit.outliers()) {
            String label = table(TABLE2).rows().get(row).label();
            out.add(new Erratum(
                    TABLE2,
                    label,
                    "t_ta",
                    fit.implied(row),
                    String.format(
                            Locale.ROOT,
                            "the paper prints t_ta %s, but its own class means t_sa, t_ma, t_la, weighted by the class"
                                    + " shares (%.3f, %.3f, %.3f) that fit the other %d rows within %.2f%%, give %.1f:"
                                    + " most likely a misprint. Ours is compared with both.",
                            org.schedlab.experiments.repro.paper.Sweep.format(fit.printed(row)),
                            fit.shares()[0],
                            fit.shares()[1],
                            fit.shares()[2],
                            fit.rows() - fit.outliers().size(),
                            100 * fit.worstKept(),
                            fit.implied(row))));
        }
        return out;
    }

    private org.schedlab.experiments.repro.paper.Table table(String id) {
        return tables().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    private static Claim claim(
            String id,
            String statement,
            String paperValue,
            String tolerance,
            String sweep,
            java.util.function.Function<Results, Claim.Verdict> check) {
        return Claims.custom(id, statement, paperValue, tolerance, List.of(sweep), check);
    }

    /** The point of {@code series} at {@code rho}, diverged or not. */
    static Results.Point point(Results r, String sweep, String series, double rho) {
        Results.Point d = r.divergedPoint(sweep, series, rho);
        if (d != null) {
            return d;
        }
        return r.series(sweep, series).stream()
                .filter(p -> p.x() == rho)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no point " + series + " at " + rho + " in " + sweep));
    }

    /**
     * "{@code a} is better than {@code b} in {@code metric} at {@code rho}" on the paired
     * difference (higher is better for r_a, lower for every other column).
     */
    static Decision better(Results r, String sweep, String a, String b, String metric, double rho) {
        Results.Point pa = point(r, sweep, a, rho);
        Results.Point pb = point(r, sweep, b, rho);
        if (pa.diverged() != null || pb.diverged() != null) {
            return DIVERGED;
        }
        return difference(pa, pb, metric).below(0);
    }

    /**
     * A comparison with a diverged run: the run was stopped at the row cap, so it has no statistics
     * and decides nothing, either way (more replications would not settle it).
     */
    static final Decision DIVERGED = new Decision(Decision.Outcome.INCONCLUSIVE, 0, 0);

    /** The paired difference oriented so that negative means {@code a} is better. */
    private static Estimate difference(Results.Point pa, Results.Point pb, String metric) {
        double sign = metric.equals("utilization") ? -1 : 1;
        return Results.contrast(List.of(new Results.Term(pa, metric, sign), new Results.Term(pb, metric, -sign)));
    }

    /** Collects comparisons: which were decided against the claim and which stay open. */
    private static final class Tally {
        private final org.schedlab.experiments.repro.paper.Table paper;
        private Decision decision = Decision.PASS;
        private int decided;
        private final List<String> against = new ArrayList<>();
        private final List<String> open = new ArrayList<>();
        private final List<String> ties = new ArrayList<>();

        /** @param paper the published table: a comparison where it prints equal values is not made */
        Tally(org.schedlab.experiments.repro.paper.Table paper) {
            this.paper = paper;
        }

        /** Whether the paper prints equal values for {@code a} and {@code b} in this cell. */
        private boolean paperTie(String a, String b, String metric, double rho) {
            int col = COLUMNS.indexOf(metric);
            Double va = null;
            Double vb = null;
            String at = org.schedlab.experiments.repro.paper.Sweep.format(rho) + " ";
            for (int i = 0; i < paper.rows().size(); i++) {
                String label = paper.rows().get(i).label();
                if (label.equals(at + a)) {
                    va = paper.paperValue(i, col);
                } else if (label.equals(at + b)) {
                    vb = paper.paperValue(i, col);
                }
            }
            if (va == null || vb == null) {
                throw new IllegalStateException("no published value for " + a + "/" + b + " at " + rho);
            }
            return va.equals(vb);
        }

        /** "{@code a} is better than {@code b}" strictly (a tie in the paper's table is not compared). */
        void add(Results r, String sweep, String a, String b, String metric, double rho) {
            if (paperTie(a, b, metric, rho)) {
                tie(a, b, metric, rho);
                return;
            }
            Decision d = better(r, sweep, a, b, metric, rho);
            record(d, label(r, sweep, a, b, metric, rho));
        }

        private void tie(String a, String b, String metric, double rho) {
            ties.add(String.format(Locale.ROOT, "%s/%s %s@%s", a, b, SYMBOLS.get(COLUMNS.indexOf(metric)), rho));
        }

        /**
         * "{@code a} outperforms {@code b}" as the paper words it: n_l (a maximum over one run) at
         * most {@link #SLOTS_MAX_SLACK} above; at {@link #LIGHT}, where the paper calls the gains not
         * significant, not worse by more than {@link #LIGHT_SLACK}; elsewhere strictly better; no
         * ordering where the paper's own table prints a tie (r_a).
         */
        void outperforms(Results r, String sweep, String a, String b, String metric, double rho) {
            Results.Point pa = point(r, sweep, a, rho);
            Results.Point pb = point(r, sweep, b, rho);
            String what = label(r, sweep, a, b, metric, rho);
            if (metric.equals("slotsMax")) {
                record(
                        pa.diverged() != null || pb.diverged() != null
                                ? DIVERGED
                                : difference(pa, pb, metric).atMost(SLOTS_MAX_SLACK),
                        what + " <= " + Claims.f2(SLOTS_MAX_SLACK));
                return;
            }
            if (paperTie(a, b, metric, rho)) {
                tie(a, b, metric, rho);
                return;
            }
            if (rho != LIGHT) {
                record(better(r, sweep, a, b, metric, rho), what);
                return;
            }
            if (pa.diverged() != null || pb.diverged() != null) {
                record(DIVERGED, what);
                return;
            }
            // not worse by more than the slack: lower is better except for r_a
            boolean higherBetter = metric.equals("utilization");
            Estimate slack = higherBetter
                    ? Results.contrast(
                            List.of(new Results.Term(pb, metric, 1 - LIGHT_SLACK), new Results.Term(pa, metric, -1)))
                    : Results.contrast(
                            List.of(new Results.Term(pa, metric, 1), new Results.Term(pb, metric, -(1 + LIGHT_SLACK))));
            record(slack.atMost(0), what + " within 5%");
        }

        /** "{@code k} x a's metric is below b's" (a ratio of at least k), on the paired contrast. */
        void ratio(Results r, String sweep, String a, String b, String metric, double rho, double k) {
            Results.Point pa = point(r, sweep, a, rho);
            Results.Point pb = point(r, sweep, b, rho);
            String what = String.format(
                    Locale.ROOT, "%s - %s x %s %s@%s", b, Claims.f2(k), a, SYMBOLS.get(COLUMNS.indexOf(metric)), rho);
            if (pa.diverged() != null || pb.diverged() != null) {
                record(DIVERGED, what + ": " + (pa.diverged() != null ? a : b) + " diverged (stopped at the row cap)");
                return;
            }
            Estimate d = Results.contrast(List.of(new Results.Term(pa, metric, k), new Results.Term(pb, metric, -1)));
            record(d.below(0), what + " = " + d.negate());
        }

        /** "a's metric is at most b's" (a tie within the interval stays open). */
        void addAtMost(Results r, String sweep, String a, String b, String metric, double rho) {
            Results.Point pa = point(r, sweep, a, rho);
            Results.Point pb = point(r, sweep, b, rho);
            Decision d = pa.diverged() != null || pb.diverged() != null
                    ? DIVERGED
                    : difference(pa, pb, metric).atMost(0);
            record(d, label(r, sweep, a, b, metric, rho));
        }

        private static String label(Results r, String sweep, String a, String b, String metric, double rho) {
            Results.Point pa = point(r, sweep, a, rho);
            Results.Point pb = point(r, sweep, b, rho);
            String sym = SYMBOLS.get(COLUMNS.indexOf(metric));
            String head = String.format(Locale.ROOT, "%s vs %s %s@%s", a, b, sym, rho);
            if (pa.diverged() != null || pb.diverged() != null) {
                return head + " (" + (pa.diverged() != null ? a : b) + " diverged: stopped at the row cap)";
            }
            Estimate d = Results.contrast(List.of(new Results.Term(pa, metric, 1), new Results.Term(pb, metric, -1)));
            return head + " (diff " + d + ")";
        }

        void record(Decision d, String what) {
            decision = decision.and(d);
            switch (d.outcome()) {
                case FAIL -> against.add(what);
                case INCONCLUSIVE -> open.add(what);
                default -> decided++;
            }
        }

        Claim.Verdict verdict() {
            StringBuilder sb = new StringBuilder();
            sb.append(decided).append(" comparison(s) decided its way");
            if (!against.isEmpty()) {
                sb.append("; decided against: ").append(String.join(", ", against));
            }
            if (!open.isEmpty()) {
                sb.append("; undecided: ").append(String.join(", ", open));
            }
            if (!ties.isEmpty()) {
                sb.append("; not compared (the paper prints a tie): ").append(String.join(", ", ties));
            }
            return new Claim.Verdict(sb.toString(), decision);
        }
    }
}
