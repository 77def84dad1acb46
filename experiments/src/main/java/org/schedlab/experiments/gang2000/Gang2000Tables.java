package org.schedlab.experiments.gang2000;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.core.stats.Replications;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.gang.sim.GangSimulation;
import org.schedlab.gang.workload.DowneyWorkload;

/**
 * Computes every cell of Tables 1 and 2 of Zhou, Walsh and Brent (JSSPP 2000) on {@code gang:128}
 * with the {@code downey} workload, sets each beside the published value and judges the paper's
 * claims on 95% intervals. Table 1: 20 job sets of 200 jobs per load; Table 2: 5 runs of 20,000
 * jobs ({@code --quick}: 5,000). A run whose matrix outgrows {@code --row-limit} slots is reported
 * as diverged instead of being run to its end.
 */
public final class Gang2000Tables {
    static final double[] LOADS = {0.2, 0.5, 0.7, 0.9};
    static final List<String> SCHEMES = List.of("bc", "br", "brms", "brmms");

    /**
     * Our value of one (table, load, scheme) row.
     *
     * @param table {@code T1} or {@code T2}
     * @param rho the offered load
     * @param scheme the scheme's spelling
     * @param values per paper metric, the 95% interval over the runs; empty when diverged
     * @param runs per run, the paper metrics in {@link PaperValues#METRICS} order (run i of every
     *     scheme uses the same job set, so comparisons can be paired)
     * @param diverged why the runs were stopped, or null
     * @param seconds wall-clock time of the row's runs
     */
    record Result(
            String table,
            double rho,
            String scheme,
            Map<String, ConfidenceInterval> values,
            List<double[]> runs,
            String diverged,
            double seconds) {}

    private final long seed;
    private final DowneyWorkload.SizeRule sizes;
    private final int rowLimit;
    private final int threads;

    Gang2000Tables(long seed, DowneyWorkload.SizeRule sizes, int rowLimit, int threads) {
        this.seed = seed;
        this.sizes = sizes;
        this.rowLimit = rowLimit;
        this.threads = threads;
    }

    /** One run: the paper's seven figures, in {@link PaperValues#METRICS} order. */
    double[] run(Scheme scheme, double rho, int jobs, int replication, String table) {
        // every scheme sees the same job sets (common random numbers); Table 2 uses replication
        // indices from 1000 so that its job sets differ from Table 1's
        RandomStreams streams = new RandomStreams(seed, (table.equals("T2") ? 1000 : 0) + replication);
        DowneyWorkload w = new DowneyWorkload(128, sizes, DowneyWorkload.rateFor(rho, 128, sizes), jobs, streams);
        Metrics metrics = new Metrics(128);
        GangSimulation sim = new GangSimulation(128, scheme).rowLimit(rowLimit);
        sim.addListener(metrics);
        sim.run(w.iterator());
        Map<String, Double> f = sim.figures();
        return new double[] {
            f.get("utilization"),
            f.get("slotsMax"),
            f.get("slotsMean"),
            metrics.summary().meanTurnaround(),
            f.get("meanTurnaroundSmall"),
            f.get("meanTurnaroundMedium"),
            f.get("meanTurnaroundLarge")
        };
    }

    Result row(String table, double rho, String scheme, int jobs, int runs) {
        long t0 = System.nanoTime();
        Scheme s = Scheme.parse(scheme);
        List<double[]> out;
        try {
            out = Replications.run(threads, StoppingRule.fixed(runs), i -> run(s, rho, jobs, i, table), v -> v[3]);
        } catch (GangSimulation.RowLimitExceeded e) {
            return new Result(table, rho, scheme, Map.of(), List.of(), e.getMessage(), (System.nanoTime() - t0) / 1e9);
        }
        Map<String, ConfidenceInterval> values = new LinkedHashMap<>();
        for (int m = 0; m < PaperValues.METRICS.size(); m++) {
            int k = m;
            values.put(
                    PaperValues.METRICS.get(m),
                    ConfidenceInterval.of95(out.stream().mapToDouble(v -> v[k]).toArray()));
        }
        return new Result(table, rho, scheme, values, out, null, (System.nanoTime() - t0) / 1e9);
    }

    List<Result> table(String table, List<PaperValues.Row> paper, int jobs, int runs) {
        List<Result> out = new ArrayList<>();
        for (PaperValues.Row p : paper) {
            Result r = row(table, p.rho(), p.scheme(), jobs, runs);
            System.err.printf(
                    Locale.ROOT,
                    "%s rho=%.1f %-5s %.1f s%s%n",
                    table,
                    p.rho(),
                    p.scheme(),
                    r.seconds(),
                    r.diverged() == null ? "" : " DIVERGED");
            out.add(r);
        }
        return out;
    }

    /** Prints one Markdown table: every cell as ours ± half-width, the paper's value and the difference. */
    static void print(String title, List<Result> results, List<PaperValues.Row> paper, PrintStream out) {
        out.println("### " + title);
        out.println();
        StringBuilder head = new StringBuilder("| rho | scheme |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (String m : PaperValues.METRICS) {
            head.append(' ').append(m).append(" ours ±95% | paper | diff |");
            rule.append("---:|---:|---:|");
        }
        out.println(head);
        out.println(rule);
        for (int i = 0; i < results.size(); i++) {
            Result r = results.get(i);
            PaperValues.Row p = paper.get(i);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "| %.1f | %s |", r.rho(), r.scheme()));
            for (int m = 0; m < PaperValues.METRICS.size(); m++) {
                double pv = p.values()[m];
                if (r.diverged() != null) {
                    line.append(" diverged | ").append(num(pv)).append(" | – |");
                    continue;
                }
                ConfidenceInterval ci = r.values().get(PaperValues.METRICS.get(m));
                line.append(String.format(
                        Locale.ROOT,
                        " %s ±%s | %s | %+.2f |",
                        num(ci.mean()),
                        num(ci.halfWidth()),
                        num(pv),
                        ci.mean() - pv));
            }
            out.println(line);
        }
        out.println();
        for (Result r : results) {
            if (r.diverged() != null) {
                out.println("- " + r.scheme() + " at rho " + r.rho() + " diverged: " + r.diverged());
            }
        }
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, Math.abs(v) < 10 ? "%.3f" : "%.1f", v);
    }

    /** {@code [--quick] [--seed S] [--sizes drawn|pow2] [--row-limit N] [--threads T] [--table 1|2]}. */
    public static void main(String[] args) {
        boolean quick = false;
        long seed = 1;
        DowneyWorkload.SizeRule sizes = DowneyWorkload.SizeRule.DRAWN;
        int rowLimit = 1000;
        int threads = Runtime.getRuntime().availableProcessors();
        String only = null;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--quick" -> quick = true;
                    case "--seed" -> seed = Long.parseLong(args[++i]);
                    case "--sizes" -> sizes = DowneyWorkload.SizeRule.valueOf(args[++i].toUpperCase(Locale.ROOT));
                    case "--row-limit" -> rowLimit = Integer.parseInt(args[++i]);
                    case "--threads" -> threads = Integer.parseInt(args[++i]);
                    case "--table" -> only = args[++i];
                    default -> throw new IllegalArgumentException(args[i]);
                }
            }
        } catch (RuntimeException e) {
            System.err.println("usage: Gang2000Tables [--quick] [--seed S] [--sizes drawn|pow2] [--row-limit N]"
                    + " [--threads T] [--table 1|2]  (bad argument: " + e.getMessage() + ")");
            System.exit(2);
        }
        Gang2000Tables t = new Gang2000Tables(seed, sizes, rowLimit, threads);
        PrintStream out = System.out;
        out.printf(
                Locale.ROOT,
                "## gang-2000: Tables 1 and 2 (seed %d, sizes %s, row limit %d%s)%n%n",
                seed,
                sizes.name().toLowerCase(Locale.ROOT),
                rowLimit,
                quick ? ", --quick: Table 2 with 5,000 jobs per run" : "");
        List<Result> t1 = List.of();
        List<Result> t2 = List.of();
        if (only == null || only.equals("1")) {
            long a = System.nanoTime();
            t1 = t.table("T1", PaperValues.TABLE1, 200, 20);
            print("Table 1 (20 sets x 200 jobs)", t1, PaperValues.TABLE1, out);
            out.printf(Locale.ROOT, "Table 1 took %.1f s.%n%n", (System.nanoTime() - a) / 1e9);
        }
        if (only == null || only.equals("2")) {
            long a = System.nanoTime();
            int jobs = quick ? 5_000 : 20_000;
            t2 = t.table("T2", PaperValues.TABLE2, jobs, 5);
            print("Table 2 (5 runs x " + jobs + " jobs)", t2, PaperValues.TABLE2, out);
            out.printf(Locale.ROOT, "Table 2 took %.1f s.%n%n", (System.nanoTime() - a) / 1e9);
        }
        out.println("### Claims");
        out.println();
        for (Claims.Verdict v : Claims.evaluate(t1, t2)) {
            out.println("- " + v.outcome() + " — " + v.claim() + (v.detail().isEmpty() ? "" : " (" + v.detail() + ")"));
        }
    }

    /** The rows of {@code results} for {@code rho}, by scheme. */
    static Map<String, Result> at(List<Result> results, double rho) {
        Map<String, Result> m = new LinkedHashMap<>();
        for (Result r : results) {
            if (r.rho() == rho) {
                m.put(r.scheme(), r);
            }
        }
        return m;
    }
}
