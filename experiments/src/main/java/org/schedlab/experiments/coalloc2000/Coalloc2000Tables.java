package org.schedlab.experiments.coalloc2000;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.multicluster.alloc.MulticlusterAllocator;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.capacity.BinFilling;
import org.schedlab.multicluster.capacity.CapacityLoss;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;
import org.schedlab.multicluster.workload.CoallocWorkload;
import org.schedlab.multicluster.workload.ComponentLaw;
import org.schedlab.schedulers.oocb.OvertakeBoundScheduler;

/**
 * Computes every cell of Tables 1 to 5 of Bucur and Epema (JSSPP 2000) that SchedLab can compute
 * and sets it beside the published value. Analytic cells (approximations) are exact; bin-filling
 * cells are given both as the exact expectation where it is computable and as a simulation with
 * its 95% half-width; Table 5 runs the queueing model with FPFS.
 *
 * <p>Not computed yet: the queueing-model column of Table 1 (utilization at which the mean
 * response time reaches 1500; needs a saturation search).
 */
public final class Coalloc2000Tables {
    /**
     * One table cell.
     *
     * @param table e.g. {@code T1}
     * @param row the row label
     * @param column the column label
     * @param paper the published value
     * @param ours our value
     * @param halfWidth our 95% half-width, 0 for exact values
     * @param note how ours was computed
     */
    public record Cell(
            String table, String row, String column, double paper, double ours, double halfWidth, String note) {
        /** ours - paper. */
        public double diff() {
            return ours - paper;
        }
    }

    private final long seed;
    private final long binRuns;
    private final int jobs;
    private final int replications;

    /**
     * @param seed master seed
     * @param binRuns bin-filling simulation runs per cell
     * @param jobs jobs per queueing replication
     * @param replications queueing replications per cell
     */
    public Coalloc2000Tables(long seed, long binRuns, int jobs, int replications) {
        this.seed = seed;
        this.binRuns = binRuns;
        this.jobs = jobs;
        this.replications = replications;
    }

    /** Every computed cell, table by table. */
    public List<Cell> cells() {
        List<Cell> out = new ArrayList<>();
        table1(out);
        table2(out);
        table3(out);
        table4(out);
        table5(out);
        return out;
    }

    private static String range(double[] r) {
        return "[" + (int) r[0] + "," + (int) r[1] + "]";
    }

    private BinFilling.Estimate simulate(BinFilling b, String stream) {
        return b.run(binRuns, new RandomStreams(seed, 0).stream(stream));
    }

    private void table1(List<Cell> out) {
        for (double[] r : PaperValues.TABLE1) {
            SizeDistribution f = SizeDistribution.uniform((int) r[0], (int) r[1]);
            String row = range(r);
            out.add(new Cell("T1", row, "approximation", r[2], CapacityLoss.approximation(f, 32), 0, "eq. 4"));
            out.add(new Cell("T1", row, "bin filling", r[3], CapacityLoss.binFilling(f, 32), 0, "exact eqs. 1-2"));
            BinFilling.Estimate e = simulate(BinFilling.singleCluster(f, 32), "T1" + row);
            out.add(new Cell("T1", row, "bin filling (sim)", r[3], e.capacityLoss(), e.halfWidth(), binRuns + " runs"));
        }
    }

    private void table2(List<Cell> out) {
        for (double[] r : PaperValues.TABLE2) {
            SizeDistribution f = SizeDistribution.truncatedGeometric(r[0], 32);
            String row = String.format(Locale.ROOT, "q=%.2f", r[0]);
            out.add(new Cell(
                    "T2", row, "approximation", r[1], CapacityLoss.approximation(f, 32), 0, "eq. 3, I={0..31}"));
            out.add(new Cell("T2", row, "bin filling", r[2], CapacityLoss.binFilling(f, 32), 0, "exact eqs. 1-2"));
        }
    }

    private void table3(List<Cell> out) {
        for (double[] r : PaperValues.TABLE3) {
            SizeDistribution f = SizeDistribution.uniform((int) r[0], (int) r[1]);
            int[] sizes = {8, 8, 8, 8};
            for (RequestKind kind : new RequestKind[] {RequestKind.ORDERED, RequestKind.UNORDERED}) {
                BinFilling b = new BinFilling(sizes, kind, Placement.FIRST_FIT, false, f, 4);
                String col = "max util " + (kind == RequestKind.ORDERED ? "O" : "U");
                double paper = kind == RequestKind.ORDERED ? r[2] : r[3];
                out.add(new Cell("T3", range(r), col, paper, 1 - b.exact(), 0, "exact filling"));
                BinFilling.Estimate e = simulate(b, "T3" + range(r) + col);
                out.add(new Cell(
                        "T3", range(r), col + " (sim)", paper, 1 - e.capacityLoss(), e.halfWidth(), binRuns + " runs"));
            }
        }
    }

    private void table4(List<Cell> out) {
        for (double[] r : PaperValues.TABLE4) {
            SizeDistribution f = SizeDistribution.uniform((int) r[0], (int) r[1]);
            out.add(new Cell("T4", range(r), "C=1", r[2], CapacityLoss.binFilling(f, 32), 0, "exact eqs. 1-2"));
            int col = 3;
            for (int c : new int[] {4, 10}) {
                int[] sizes = new int[c];
                java.util.Arrays.fill(sizes, 32);
                for (RequestKind kind : new RequestKind[] {RequestKind.ORDERED, RequestKind.UNORDERED}) {
                    BinFilling b = new BinFilling(sizes, kind, Placement.WORST_FIT, false, f, c);
                    String name = "C=" + c + " " + (kind == RequestKind.ORDERED ? "O" : "U");
                    BinFilling.Estimate e = simulate(b, "T4" + range(r) + name);
                    out.add(new Cell(
                            "T4", range(r), name, r[col++], e.capacityLoss(), e.halfWidth(), binRuns + " runs"));
                }
            }
        }
    }

    private void table5(List<Cell> out) {
        // the paper does not say which component interval Table 5 uses; both of section 4's are run
        for (int n2 : new int[] {4, 8}) {
            for (double[] r : PaperValues.TABLE5) {
                int maxJumps = (int) r[0];
                for (int u = 0; u < 2; u++) {
                    double util = u == 0 ? 0.62 : 0.78;
                    Response resp = response(n2, maxJumps, util);
                    String note = "4 x U[1," + n2 + "], " + replications + " x " + jobs + " jobs"
                            + (resp.unstable ? ", UNSTABLE (throughput below offered load)" : "");
                    out.add(new Cell(
                            "T5 [1," + n2 + "]",
                            "MaxJumps=" + maxJumps,
                            "response at " + util,
                            r[1 + u],
                            resp.mean.mean(),
                            resp.mean.halfWidth(),
                            note));
                }
            }
        }
    }

    private record Response(ConfidenceInterval mean, boolean unstable) {}

    /** Mean response time of FPFS-MaxJumps on one cluster of 32, total requests of 4 components. */
    Response response(int n2, int maxJumps, double utilization) {
        ComponentLaw law = ComponentLaw.uniform(1, n2);
        double rate = utilization * 32 / (4 * law.mean());
        double[] means = new double[replications];
        boolean unstable = false;
        for (int rep = 0; rep < replications; rep++) {
            CoallocWorkload w =
                    new CoallocWorkload(law, 4, RequestKind.TOTAL, rate, jobs, new RandomStreams(seed, rep));
            Metrics metrics = new Metrics(32);
            Simulation sim = new Simulation(
                    new MulticlusterAllocator(new int[] {32}, Placement.FIRST_FIT, false),
                    new OvertakeBoundScheduler(maxJumps, OvertakeBoundScheduler.Mode.FULL_PASS));
            sim.addListener(metrics);
            Iterator<Job> it = w.iterator();
            sim.run(it);
            MetricsSummary s = metrics.summary();
            means[rep] = s.meanTurnaround();
            unstable |= s.utilization() < 0.97 * utilization;
        }
        return new Response(ConfidenceInterval.of95(means), unstable);
    }

    /** Prints the cells as one Markdown table. */
    public static void print(List<Cell> cells, PrintStream out) {
        out.println("| table | row | column | paper | ours | ±95% | diff | how |");
        out.println("|---|---|---|---:|---:|---:|---:|---|");
        for (Cell c : cells) {
            out.println(String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s | %.4f | %s | %+.4f | %s |",
                    c.table(),
                    c.row(),
                    c.column(),
                    trim(c.paper()),
                    c.ours(),
                    c.halfWidth() == 0 ? "exact" : String.format(Locale.ROOT, "%.4f", c.halfWidth()),
                    c.diff(),
                    c.note()));
        }
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, "%.5f", v);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /** {@code [--quick] [--seed S]}. */
    public static void main(String[] args) {
        boolean quick = false;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--seed" -> seed = Long.parseLong(args[++i]);
                default -> {
                    System.err.println("usage: Coalloc2000Tables [--quick] [--seed S]");
                    System.exit(2);
                }
            }
        }
        long t0 = System.nanoTime();
        Coalloc2000Tables t = quick
                ? new Coalloc2000Tables(seed, 10_000, 20_000, 4)
                : new Coalloc2000Tables(seed, 100_000, 100_000, 10);
        List<Cell> cells = t.cells();
        print(cells, System.out);
        System.err.printf(Locale.ROOT, "%d cells in %.1f s%n", cells.size(), (System.nanoTime() - t0) / 1e9);
    }
}
