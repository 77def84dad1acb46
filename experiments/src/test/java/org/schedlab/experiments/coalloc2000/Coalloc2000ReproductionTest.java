package org.schedlab.experiments.coalloc2000;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.run.Registry;

/**
 * A tiny coalloc-2000 (the paper's own YAML with 2 replications of 1,000 jobs per queueing point, at
 * the quick points, which the figure claims and the Fig. 5 table name) through the whole pipeline: every table is written, the exact analytic cells
 * agree with the paper's Tables 1-3, and the Monte-Carlo cells carry intervals.
 */
class Coalloc2000ReproductionTest {
    @TempDir
    static Path dir;

    static Path out;
    static Reproduction.Summary summary;
    static Coalloc2000 paper;

    @BeforeAll
    static void runTinyPaper() throws IOException {
        String yaml;
        try (InputStream in = Coalloc2000.class.getClassLoader().getResourceAsStream("papers/coalloc-2000.yaml")) {
            yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String tiny = yaml.replace("jobs: 20000", "jobs: 1000")
                .replace("replications: {fixed: 4}", "replications: {fixed: 2}");
        assertThat(tiny).isNotEqualTo(yaml);
        paper = new Coalloc2000(ExperimentFile.load(Files.writeString(dir.resolve("tiny.yaml"), tiny)));
        out = dir.resolve("out");
        ReproductionRunner runner = new ReproductionRunner(Registry.discover(), null, 1, 2);
        summary = Reproduction.execute(paper, "tiny coalloc-2000", Mode.QUICK, out, runner, 1, "test", i -> {});
    }

    /** table.csv as row -> column -> fields (ours, ci95, replications, paper, difference, kind). */
    private static Map<String, Map<String, String[]>> cells(String table) throws IOException {
        List<String> lines = Files.readAllLines(out.resolve(table + ".csv"));
        assertThat(lines.get(0)).isEqualTo("row,column,metric,unit,ours,ci95,replications,paper,difference,kind");
        Map<String, Map<String, String[]>> m = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            // labels such as "[1,4]" are quoted by the CSV writer
            List<String> f = new java.util.ArrayList<>();
            try (var p = org.apache.commons.csv.CSVParser.parse(line, org.apache.commons.csv.CSVFormat.DEFAULT)) {
                p.getRecords().get(0).forEach(f::add);
            }
            m.computeIfAbsent(f.get(0), k -> new HashMap<>())
                    .put(f.get(1), f.subList(4, 10).toArray(String[]::new));
        }
        return m;
    }

    @Test
    void everyCellNamesItsUnit() throws IOException {
        for (String t : List.of("table1", "table2", "table3", "table4", "table1-queueing")) {
            assertThat(units(t)).as(t).containsExactly("fraction");
        }
        assertThat(units("table5")).containsExactly("time units");
        assertThat(units("fig5")).containsExactlyInAnyOrder("jobs per time unit", "time units");
    }

    /** The distinct values of a table CSV's unit column. */
    private static java.util.Set<String> units(String table) throws IOException {
        java.util.Set<String> units = new java.util.TreeSet<>();
        try (var p = org.apache.commons.csv.CSVParser.parse(
                out.resolve(table + ".csv"),
                StandardCharsets.UTF_8,
                org.apache.commons.csv.CSVFormat.DEFAULT
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .get())) {
            p.forEach(r -> units.add(r.get("unit")));
        }
        return units;
    }

    @Test
    void everyTableAndFigureIsWrittenAndEveryClaimJudged() throws IOException {
        for (String t : List.of("table1", "table1-queueing", "table2", "table3", "table4", "table5")) {
            assertThat(out.resolve(t + ".csv")).exists();
        }
        for (String f : List.of("fig2", "fig3-1-4", "fig3-1-8", "fig6-1-4", "fig6-1-8", "fig7")) {
            assertThat(out.resolve(f + ".png")).exists();
            assertThat(out.resolve(f + ".csv")).exists();
        }
        assertThat(out.resolve("fig5.csv")).exists();
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("### table5: Table 5", "(Monte Carlo, n=100000)", "(analytic)");
        long verdicts = report.lines()
                .filter(l -> l.matches("\\|.*\\| (PASS|FAIL|INCONCLUSIVE|SKIPPED|NOT JUDGED) \\|.*\\|"))
                .count();
        assertThat(verdicts).isEqualTo(Evaluation.allClaims(paper).size());
        assertThat(summary.skipped()).isZero();
    }

    @Test
    void approximationEqualsThePapersToThreeDecimalsAndExactBinFillingIsWithinItsSamplingError() throws IOException {
        var t1 = cells("table1");
        assertThat(t1).hasSize(10);
        for (var row : t1.entrySet()) {
            String[] approx = row.getValue().get("approximation (eq. 4)");
            assertThat(approx[5]).isEqualTo("analytic");
            assertThat(approx[1]).isEqualTo("0.0");
            // eq. 4 rounded to 3 decimals is the printed value
            assertThat(Math.round(Double.parseDouble(approx[0]) * 1000) / 1000.0)
                    .as(row.getKey())
                    .isEqualTo(Double.parseDouble(approx[3]));
            String[] exact = row.getValue().get("bin filling (exact)");
            assertThat(exact[5]).isEqualTo("analytic");
            assertThat(Math.abs(Double.parseDouble(exact[4]))).as(row.getKey()).isLessThanOrEqualTo(0.003);
        }
        // the rows where the approximation and bin filling differ most in the paper
        assertThat(Double.parseDouble(t1.get("[13,16]").get("approximation (eq. 4)")[0]))
                .isCloseTo(0.2123, org.assertj.core.data.Offset.offset(0.0001));
        assertThat(Double.parseDouble(t1.get("[13,16]").get("bin filling (exact)")[0]))
                .isCloseTo(0.0938, org.assertj.core.data.Offset.offset(0.0001));
        // Table 2's approximation (eq. 3 with I = {0..31}) is printed to 3 decimals too
        for (var row : cells("table2").entrySet()) {
            String[] approx = row.getValue().get("approximation (eq. 3)");
            assertThat(Math.round(Double.parseDouble(approx[0]) * 1000) / 1000.0)
                    .as(row.getKey())
                    .isEqualTo(Double.parseDouble(approx[3]));
        }
    }

    @Test
    void monteCarloCellsCarryIntervalsThatCoverTheExactValue() throws IOException {
        var t1 = cells("table1");
        for (var row : t1.entrySet()) {
            String[] mc = row.getValue().get("bin filling (Monte Carlo)");
            assertThat(mc[5]).isEqualTo("monte-carlo");
            assertThat(mc[2]).isEqualTo("100000");
            double hw = Double.parseDouble(mc[1]);
            assertThat(hw).isPositive().isLessThan(0.002);
            double exact = Double.parseDouble(row.getValue().get("bin filling (exact)")[0]);
            // deterministic for seed 1; 3 half-widths leaves room for the rare miss of a 95% interval
            assertThat(Math.abs(Double.parseDouble(mc[0]) - exact))
                    .as(row.getKey())
                    .isLessThan(3 * hw);
        }
        var t3 = cells("table3");
        for (String kind : List.of("O", "U")) {
            double exact = Double.parseDouble(t3.get("[1,4]").get(kind + " (exact)")[0]);
            String[] mc = t3.get("[1,4]").get(kind + " (Monte Carlo)");
            assertThat(Math.abs(Double.parseDouble(mc[0]) - exact)).isLessThan(3 * Double.parseDouble(mc[1]));
            assertThat(Math.abs(exact - Double.parseDouble(mc[3]))).isLessThanOrEqualTo(0.003);
        }
    }

    @Test
    void table5IsSimulatedThroughTheSweeps() throws IOException {
        var t5 = cells("table5");
        assertThat(t5).hasSize(6);
        String[] c = t5.get("MaxJumps=7").get("utilization 0.62");
        assertThat(c[5]).isEqualTo("simulated");
        assertThat(c[2]).isEqualTo("2");
        assertThat(Double.parseDouble(c[3])).isEqualTo(1.70349);
        // mean response of a job with mean service 1: above 1, and not far above at this load
        assertThat(Double.parseDouble(c[0])).isBetween(1.0, 3.0);
    }

    @Test
    void fig5SetsTheSimulatedOrderedQueueBesideMm1AtTheSameArrivalRate() throws IOException {
        var f5 = cells("fig5");
        assertThat(f5).containsOnlyKeys("utilization 0.2", "utilization 0.4", "utilization 0.5");
        // utilization 0.4 on 32 processors with jobs of mean size 4 x 4.5 = 18: lambda = 0.4 x 32 / 18
        double lambda = 0.4 * 32 / 18;
        assertThat(Double.parseDouble(f5.get("utilization 0.4").get("arrival rate")[0]))
                .isCloseTo(lambda, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(Double.parseDouble(f5.get("utilization 0.4").get("M/M/1 (exact)")[0]))
                .isCloseTo(1 / (1 - lambda), org.assertj.core.data.Offset.offset(1e-12));
        String[] sim = f5.get("utilization 0.4").get("ordered [1,8] (simulated)");
        assertThat(sim[5]).isEqualTo("simulated");
        assertThat(Double.parseDouble(sim[0])).isGreaterThan(1.0);
    }

    @Test
    void table1sQueueingColumnIsTheUtilizationOfAnOverloadedQueue() throws IOException {
        var q = cells("table1-queueing");
        assertThat(q).hasSize(10);
        for (var row : q.entrySet()) {
            String[] c = row.getValue().get("1 - capacity loss (queueing model)");
            assertThat(c[5]).isEqualTo("simulated");
            // the paper's queueing column is at or above its bin-filling column in every row (and
            // so are ours at --quick); 0.02 leaves room for 2 runs of 1,000 jobs. 0.6 is far
            // below any row's maximal utilization (the largest loss, [5,16], is about 0.18).
            double exactLoss = org.schedlab.multicluster.capacity.CapacityLoss.binFilling(
                    Coalloc2000.law(row.getKey()), Coalloc2000.CLUSTER);
            assertThat(Double.parseDouble(c[0])).as(row.getKey()).isBetween(0.6, 1 - exactLoss + 0.02);
        }
    }
}
