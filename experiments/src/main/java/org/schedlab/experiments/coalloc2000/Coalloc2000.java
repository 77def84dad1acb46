package org.schedlab.experiments.coalloc2000;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.capacity.BinFilling;
import org.schedlab.multicluster.capacity.CapacityLoss;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;

/**
 * Reproduction of A. Bucur and D. Epema, "The influence of the structure and sizes of jobs on the
 * performance of co-allocation", JSSPP 2000 (LNCS 1911): Tables 1 to 5 and Figs. 2 to 7 (Fig. 4
 * through claims over the Fig. 3 sweeps, Fig. 5 as a table against M/M/1).
 *
 * <p>The tables, sweeps and figures are data, in the resource {@code papers/coalloc-2000.yaml}.
 * This class holds what data cannot say: the capacity-loss computations the table cells name
 * (eqs. 3-4, the exact bin-filling expectation of eqs. 1-2, exact and Monte-Carlo bin filling of
 * multiclusters, section 3) and the paper's qualitative claims. Table 5 runs through the sweeps.
 */
public final class Coalloc2000 extends DescribedPaper {
    /** The stable id. */
    public static final String ID = "coalloc-2000";

    /** Processors per cluster in Tables 1, 2 and 4. */
    static final int CLUSTER = 32;

    /** Bin fillings per Monte-Carlo cell (the same in both modes: milliseconds per cell). */
    static final long RUNS = 100_000;

    private final Map<String, Estimate> memo = new ConcurrentHashMap<>();

    /** Loads the paper's description from its YAML resource. */
    public Coalloc2000() {
        this(ExperimentFile.resource(ID));
    }

    /** The claims and computations over another description (e.g. a smaller one, for tests). */
    Coalloc2000(DescribedPaper data) {
        super(data);
    }

    @Override
    protected DescribedPaper rewrap(DescribedPaper data) {
        return new Coalloc2000(data);
    }

    @Override
    public Analytic analytic(String name) {
        return switch (name) {
            case "approximation" -> (row, column) -> CapacityLoss.approximation(law(row), CLUSTER);
            case "bin-filling-exact" -> (row, column) -> CapacityLoss.binFilling(law(row), CLUSTER);
            case "max-utilization-exact" ->
                (row, column) -> 1 - table3(row, column).exact();
            case "bin-filling-monte-carlo" ->
                Analytic.monteCarlo((row, column, seed) -> sampled(
                        name, row, column, seed, column.startsWith("C=") ? table4(row, column) : single(row), false));
            case "max-utilization-monte-carlo" ->
                Analytic.monteCarlo((row, column, seed) -> sampled(name, row, column, seed, table3(row, column), true));
            case "arrival-rate-1-8" -> (row, column) -> arrivalRate18(row);
            case "mm1-same-rate-1-8" ->
                (row, column) -> {
                    double lambda = arrivalRate18(row);
                    return lambda < 1 ? 1 / (1 - lambda) : Double.POSITIVE_INFINITY;
                };
            default -> super.analytic(name);
        };
    }

    /**
     * Capacity loss and maximal utilization are fractions; the arrival rate of Fig. 5's table is
     * in jobs per time unit and the M/M/1 response time in time units (service mean 1).
     */
    @Override
    public String analyticUnit(String name) {
        return switch (name) {
            case "approximation",
                    "bin-filling-exact",
                    "bin-filling-monte-carlo",
                    "max-utilization-exact",
                    "max-utilization-monte-carlo" -> Units.FRACTION;
            case "arrival-rate-1-8" -> "jobs per time unit";
            case "mm1-same-rate-1-8" -> "time units";
            default -> super.analyticUnit(name);
        };
    }

    /**
     * The size law a row names: {@code [n1,n2]} (uniform) or {@code q=Q} (truncated geometric on
     * [1, 32]).
     */
    static SizeDistribution law(String row) {
        if (row.startsWith("q=")) {
            return SizeDistribution.truncatedGeometric(Double.parseDouble(row.substring(2)), CLUSTER);
        }
        int[] r = range(row);
        return SizeDistribution.uniform(r[0], r[1]);
    }

    /**
     * The arrival rate of a Fig. 5 row {@code utilization U}: 4 components uniform on [1,8] have
     * mean 18, so U x 32 processors / (18 x service mean 1).
     */
    static double arrivalRate18(String row) {
        if (!row.startsWith("utilization ")) {
            throw new IllegalArgumentException("row label must be 'utilization U', got '" + row + "'");
        }
        return Double.parseDouble(row.substring("utilization ".length())) * 4 * 8 / 18.0;
    }

    private static int[] range(String row) {
        if (!row.startsWith("[") || !row.endsWith("]") || !row.contains(",")) {
            throw new IllegalArgumentException("row label must be [n1,n2] or q=Q, got '" + row + "'");
        }
        String[] p = row.substring(1, row.length() - 1).split(",");
        return new int[] {Integer.parseInt(p[0].strip()), Integer.parseInt(p[1].strip())};
    }

    private static BinFilling single(String row) {
        return BinFilling.singleCluster(law(row), CLUSTER);
    }

    /** Table 3: 4 clusters of 8, First Fit, distinct clusters; the column starts with O or U. */
    static BinFilling table3(String row, String column) {
        int[] sizes = {8, 8, 8, 8};
        return new BinFilling(sizes, kind(column.substring(0, 1)), Placement.FIRST_FIT, false, law(row), 4);
    }

    /** Table 4: {@code C=c O|U}, c clusters of 32, Worst Fit, distinct clusters. */
    static BinFilling table4(String row, String column) {
        String[] p = column.substring(2).split(" ");
        int c = Integer.parseInt(p[0]);
        int[] sizes = new int[c];
        Arrays.fill(sizes, CLUSTER);
        return new BinFilling(sizes, kind(p[1]), Placement.WORST_FIT, false, law(row), c);
    }

    private static RequestKind kind(String letter) {
        return switch (letter) {
            case "O" -> RequestKind.ORDERED;
            case "U" -> RequestKind.UNORDERED;
            default -> throw new IllegalArgumentException("request kind must be O or U, got '" + letter + "'");
        };
    }

    /** A Monte-Carlo cell, from its own stream of the master seed, computed once per seed. */
    private Estimate sampled(String name, String row, String column, long seed, BinFilling b, boolean utilization) {
        String key = name + '|' + row + '|' + column + '|' + seed;
        return memo.computeIfAbsent(key, k -> {
            BinFilling.Estimate e = b.run(RUNS, new RandomStreams(seed, 0).stream(name + ":" + row + ":" + column));
            double v = utilization ? 1 - e.capacityLoss() : e.capacityLoss();
            return new Estimate(v, e.halfWidth(), (int) e.runs(), false);
        });
    }

    @Override
    public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claims.custom(
                "fpfs-beats-fcfs",
                "At utilization 0.78, FPFS with MaxJumps=7 has a lower mean response time than FCFS (MaxJumps=0) (Table 5)",
                "2.9125 vs 4.8845",
                "MaxJumps=7 - MaxJumps=0 < 0 (paired)",
                List.of("fpfs-maxjumps"),
                r -> {
                    Results.Point seven = point(r, "MaxJumps=7", 0.78);
                    Results.Point zero = point(r, "MaxJumps=0", 0.78);
                    Estimate d = Results.contrast(List.of(term(seven, 1), term(zero, -1)));
                    return new Claim.Verdict("difference " + d, d.below(0));
                }));
        for (double u : new double[] {0.62, 0.78}) {
            String at = Claims.f2(u);
            c.add(Claims.custom(
                    "maxjumps-insensitive-" + at,
                    "Beyond MaxJumps=7 the response time hardly changes: MaxJumps=20 within 10% of MaxJumps=7 at utilization "
                            + at + " (Table 5)",
                    "qualitative",
                    "0.9 R(7) <= R(20) <= 1.1 R(7) (paired)",
                    List.of("fpfs-maxjumps"),
                    r -> {
                        Results.Point seven = point(r, "MaxJumps=7", u);
                        Results.Point twenty = point(r, "MaxJumps=20", u);
                        Estimate over = Results.contrast(List.of(term(twenty, 1), term(seven, -1.1)));
                        Estimate under = Results.contrast(List.of(term(twenty, -1), term(seven, 0.9)));
                        return new Claim.Verdict(
                                "R(7) " + seven.estimate("meanTurnaround") + ", R(20) "
                                        + twenty.estimate("meanTurnaround"),
                                over.atMost(0).and(under.atMost(0)));
                    }));
        }
        c.add(Claims.custom(
                "unordered-beats-ordered-ff",
                "With First Fit on 4 clusters of 8, unordered requests reach a higher maximal utilization than ordered ones (Table 3)",
                "0.722 > 0.685, 0.608 > 0.578",
                "U - O > 0 in every row (exact bin filling)",
                List.of(),
                r -> {
                    TableResult t = table(r, "table3");
                    Decision d = Decision.PASS;
                    StringBuilder m = new StringBuilder();
                    for (int row = 0; row < t.table().rows().size(); row++) {
                        double o = cell(t, row, "O (exact)").ours().mean();
                        double u = cell(t, row, "U (exact)").ours().mean();
                        d = d.and(Decision.of(u > o));
                        m.append(m.length() == 0 ? "" : "; ")
                                .append(t.table().rows().get(row).label())
                                .append(String.format(Locale.ROOT, " U - O = %+.4f", u - o));
                    }
                    return new Claim.Verdict(m.toString(), d);
                }));
        for (int cl : new int[] {4, 10}) {
            c.add(Claims.custom(
                    "unordered-beats-ordered-wf-c" + cl,
                    "With Worst Fit on " + cl
                            + " clusters of 32, unordered requests lose less capacity than ordered ones (Table 4, every row but [13,16], where both fill one component per cluster)",
                    "qualitative",
                    "U - O < 0 in every row but [13,16] (Monte Carlo, independent intervals)",
                    List.of(),
                    r -> {
                        TableResult t = table(r, "table4");
                        Decision d = Decision.PASS;
                        int held = 0;
                        int rows = 0;
                        for (int row = 0; row < t.table().rows().size(); row++) {
                            if (t.table().rows().get(row).label().equals("[13,16]")) {
                                continue;
                            }
                            Estimate o = cell(t, row, "C=" + cl + " O").ours();
                            Estimate u = cell(t, row, "C=" + cl + " U").ours();
                            Estimate diff = new Estimate(
                                    u.mean() - o.mean(),
                                    Math.hypot(u.halfWidth(), o.halfWidth()),
                                    Math.min(u.n(), o.n()),
                                    false);
                            Decision here = diff.below(0);
                            held += here.outcome() == Decision.Outcome.PASS ? 1 : 0;
                            rows++;
                            d = d.and(here);
                        }
                        return new Claim.Verdict("decidedly holds in " + held + " of " + rows + " rows", d);
                    }));
        }
        figureClaims(c);
        c.add(Claims.custom(
                "fig5-like-mm1",
                "Ordered requests on [1,8] (4x8, FCFS) behave like an M/M/1 queue at the same arrival rate: mean"
                        + " response time within 10% of M/M/1's at utilizations 0.2 and 0.4 (Fig. 5)",
                "qualitative (section 4.2: 'similar' to M/M/1)",
                "0.9 x M/M/1 <= R <= 1.1 x M/M/1 at each utilization (M/M/1 exact)",
                List.of("structure-8"),
                r -> {
                    Decision d = Decision.PASS;
                    List<String> what = new ArrayList<>();
                    for (double u : new double[] {0.2, 0.4}) {
                        double mm1 = 1 / (1 - arrivalRate18("utilization " + u));
                        Estimate ours =
                                point(r, "structure-8", "ordered [1-8]", u).estimate("meanTurnaround");
                        d = d.and(ours.within(0.9 * mm1, 1.1 * mm1));
                        what.add(String.format(
                                Locale.ROOT,
                                "%s: %s vs M/M/1 %.3f (%+.1f%%)",
                                Claims.f2(u),
                                ours,
                                mm1,
                                100 * (ours.mean() / mm1 - 1)));
                    }
                    return new Claim.Verdict(String.join("; ", what), d);
                }));
        return c;
    }

    /**
     * The qualitative claims of section 4 about Figs. 3, 4 and 6, each judged at utilizations that
     * both modes simulate, as paired contrasts of the mean response time (replication i of every
     * point uses the same random streams).
     */
    private static void figureClaims(List<Claim> c) {
        // Fig. 3: total better than unordered, unordered better than ordered (section 4.1), at
        // the heavier points, where the paper says the differences show
        String[][] structure = {{"structure", "[1-4]", "0.55", "0.65"}, {"structure-8", "[1-8]", "0.4", "0.5"}};
        for (String[] s : structure) {
            for (int k = 2; k < s.length; k++) {
                double u = Double.parseDouble(s[k]);
                String sizes = s[1];
                String sweep = s[0];
                c.add(Claims.custom(
                        "structure-order-" + sizes.replace("[", "").replace("]", "") + "-" + s[k],
                        "FCFS on 4x8, components on " + sizes + ", utilization " + s[k]
                                + ": total requests have a lower mean response time than unordered, and unordered than ordered (Fig. 3)",
                        "qualitative",
                        "R(total) - R(unordered) < 0 and R(unordered) - R(ordered) < 0 (paired)",
                        List.of(sweep),
                        r -> {
                            Results.Point total = point(r, sweep, "total " + sizes, u);
                            Results.Point unordered = point(r, sweep, "unordered " + sizes, u);
                            Results.Point ordered = point(r, sweep, "ordered " + sizes, u);
                            Estimate tu = Results.contrast(List.of(term(total, 1), term(unordered, -1)));
                            Estimate uo = Results.contrast(List.of(term(unordered, 1), term(ordered, -1)));
                            return new Claim.Verdict(
                                    "total - unordered " + tu + ", unordered - ordered " + uo,
                                    tu.below(0).and(uo.below(0)));
                        }));
            }
        }
        // Figs. 3 and 4: smaller components give lower response times for every structure (4.2)
        for (String kind : new String[] {"total", "unordered", "ordered"}) {
            c.add(Claims.custom(
                    "smaller-sizes-faster-" + kind,
                    "FCFS on 4x8, " + kind
                            + " requests, utilization 0.4: components on [1,4] give a lower mean response time than on [1,8] (Figs. 3 and 4)",
                    "qualitative",
                    "R([1,4]) - R([1,8]) < 0 (paired by replication)",
                    List.of("structure", "structure-8"),
                    r -> {
                        Results.Point small = point(r, "structure", kind + " [1-4]", 0.4);
                        Results.Point large = point(r, "structure-8", kind + " [1-8]", 0.4);
                        Estimate d = Results.contrast(List.of(term(small, 1), term(large, -1)));
                        return new Claim.Verdict("difference " + d, d.below(0));
                    }));
        }
        // Fig. 6: FPFS improves the response time over FCFS for each structure and size (4.3),
        // at the heaviest point of each quick sweep
        String[][] policy = {{"policy", "[1-4]", "0.65"}, {"policy-8", "[1-8]", "0.5"}};
        for (String[] p : policy) {
            for (String kind : new String[] {"total", "ordered"}) {
                double u = Double.parseDouble(p[2]);
                String sweep = p[0];
                String sizes = p[1];
                c.add(Claims.custom(
                        "fpfs-beats-fcfs-" + kind + "-" + sizes.replace("[", "").replace("]", ""),
                        "4x8, " + kind + " requests, components on " + sizes + ", utilization " + p[2]
                                + ": FPFS (MaxJumps=7) has a lower mean response time than FCFS (Fig. 6)",
                        "qualitative",
                        "R(FPFS) - R(FCFS) < 0 (paired)",
                        List.of(sweep),
                        r -> {
                            Results.Point fpfs = point(r, sweep, "FPFS " + kind + " " + sizes, u);
                            Results.Point fcfs = point(r, sweep, "FCFS " + kind + " " + sizes, u);
                            Estimate d = Results.contrast(List.of(term(fpfs, 1), term(fcfs, -1)));
                            return new Claim.Verdict("difference " + d, d.below(0));
                        }));
            }
        }
    }

    private TableResult table(Results r, String id) {
        Table t = tables().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        return TableResult.of(t, this, r);
    }

    private static TableResult.Cell cell(TableResult t, int row, String column) {
        int cols = t.table().columns().size();
        for (int c = 0; c < cols; c++) {
            if (t.table().columns().get(c).label().equals(column)) {
                return t.cells().get(row * cols + c);
            }
        }
        throw new IllegalArgumentException("table " + t.table().id() + " has no column " + column);
    }

    private static Results.Point point(Results r, String series, double x) {
        return point(r, "fpfs-maxjumps", series, x);
    }

    private static Results.Point point(Results r, String sweep, String series, double x) {
        return r.series(sweep, series).stream()
                .filter(p -> p.x() == x)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no point " + series + " at " + x));
    }

    private static Results.Term term(Results.Point p, double coefficient) {
        return new Results.Term(p, "meanTurnaround", coefficient);
    }
}
