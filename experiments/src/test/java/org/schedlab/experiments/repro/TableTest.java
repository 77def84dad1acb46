package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.experiments.repro.plan.ReproductionRunner;

/** Tables as results: a toy paper described in YAML, with simulated, analytic and missing cells. */
class TableTest {
    @TempDir
    Path dir;

    static final String TOY = """
            id: toy-tables
            sweeps:
              - id: s
                machine: flat:8
                workload: toy
                jobs: 200
                parameter: load
                points: [0.5, 2.0]
                replications: {fixed: 3}
                series:
                  - {label: A, scheduler: fcfs}
                  - {label: B, scheduler: fcfs}
            explanations:
              - {sweeps: [s], series: [A, B], text: both are FCFS on the same jobs}
            tables:
              - id: t1
                caption: Utilization
                unit: "%"
                scale: 100
                metric: utilization
                sweep: s
                tolerance: 50
                columns:
                  - {label: light, x: 0.5}
                  - {label: heavy, x: last}
                  - {label: offered, analytic: offered}
                rows:
                  - {label: A, series: A}
                  - {label: B, series: B}
                paper:
                  - [15, 62.5, 62.5]
                  - [null, 200, null]
            """;

    /** The toy paper's Java side: one analytic computation. */
    static final class ToyTables extends DescribedPaper {
        ToyTables(DescribedPaper data) {
            super(data);
        }

        @Override
        public Analytic analytic(String name) {
            // offered utilization at load 2 of the toy workload: 2 x E[size] 2.5 x E[runtime] 1 / 8
            return name.equals("offered") ? (row, column) -> 2 * 2.5 * 1.0 / 8 : super.analytic(name);
        }

        /** A utilization: a fraction, shown in percent by the table's scale. */
        @Override
        public String analyticUnit(String name) {
            return Units.FRACTION;
        }
    }

    private DescribedPaper load(String text) throws IOException {
        return ExperimentFile.load(Files.writeString(dir.resolve("toy.yaml"), text));
    }

    @Test
    void tableIsWrittenAsTidyCsvAndMarkdownWithClaimsPerPublishedCell() throws IOException {
        Paper paper = new ToyTables(load(TOY));
        Path out = dir.resolve("out");
        ReproductionRunner runner =
                new ReproductionRunner(ReproductionPipelineTest.registry(), out.resolve("no-traces"), 3, 2);
        Reproduction.Summary s = Reproduction.execute(paper, "Toy tables", Mode.QUICK, out, runner, 3, "test", i -> {});

        List<String> csv = Files.readAllLines(out.resolve("t1.csv"));
        assertThat(csv.get(0)).isEqualTo("row,column,metric,unit,ours,ci95,replications,paper,difference,kind");
        assertThat(csv).hasSize(1 + 2 * 3);
        assertThat(csv.get(1))
                .startsWith("A,light,utilizationPercent,")
                .startsWith("A,light,utilizationPercent,percent,")
                .endsWith(",3,15.0," + csv.get(1).split(",")[8] + ",simulated");
        assertThat(csv.get(3)).isEqualTo("A,offered,offeredPercent,percent,62.5,0.0,0,62.5,0.0,analytic");
        assertThat(csv.get(4)).startsWith("B,light,utilizationPercent,percent,").endsWith(",3,,NaN,simulated");
        // the exact analytic cell is a check: the HTML report lists it apart, under its own heading
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html)
                .contains("<a href=\"#checks\">Checks</a>")
                .contains("<h2 id=\"checks\">Checks</h2>")
                .contains("Checks: arithmetic on the paper's own formulas and numbers");
        assertThat(html.indexOf("<h2 id=\"claims\">")).isLessThan(html.indexOf("<h2 id=\"checks\">"));
        // our value minus the paper's
        String[] heavy = csv.get(2).split(",");
        assertThat(Double.parseDouble(heavy[8])).isEqualTo(Double.parseDouble(heavy[4]) - 62.5);

        String report = Files.readString(out.resolve("report.md"));
        assertThat(report)
                .contains("## Tables", "### t1: Utilization", "| (%) | light | heavy | offered |")
                .contains(
                        "- `s`: A = B on every metric at every point, bit for bit. Why: both are FCFS on the same jobs")
                .contains(
                        "| A | 16.6 ± 5.2 (n=3) · paper 15 · diff +1.63 |", "62.5 (analytic) · paper 62.5 · diff +0.00")
                .contains("| Utilization: A, offered | 62.5 % | 62.5 (analytic) % | within 50 % | default | PASS |");
        // four published cells: three agree within 50 points; B at the heavy load cannot be 200% +- 50;
        // the analytic cell computes the paper's own formula, so it is a check, not a claim
        assertThat(report).contains("## Checks");
        assertThat(s.pass()).isEqualTo(2);
        assertThat(s.fail()).isEqualTo(1);
        assertThat(s.checkPass()).isEqualTo(1);
        assertThat(s.checkFail()).isZero();
    }

    /** The toy paper with a Monte-Carlo column: an estimate with an interval, drawn from the seed. */
    static final class ToyMonteCarlo extends DescribedPaper {
        ToyMonteCarlo(DescribedPaper data) {
            super(data);
        }

        @Override
        public Analytic analytic(String name) {
            return name.equals("sampled")
                    ? Analytic.monteCarlo((row, column, seed) -> new Estimate(0.5 + seed / 1000.0, 0.1, 1000, false))
                    : new ToyTables(this).analytic(name);
        }

        @Override
        public String analyticUnit(String name) {
            return Units.FRACTION;
        }
    }

    @Test
    void monteCarloCellsCarryTheirIntervalAndAreJudgedOnIt() throws IOException {
        String text = TOY.replace(
                        "      - {label: offered, analytic: offered}\n",
                        "      - {label: offered, analytic: offered}\n      - {label: sampled, analytic: sampled}\n")
                .replace("[15, 62.5, 62.5]", "[15, 62.5, 62.5, 50]")
                .replace("[null, 200, null]", "[null, 200, null, 10]");
        Paper paper = new ToyMonteCarlo(load(text));
        Path out = dir.resolve("out");
        ReproductionRunner runner =
                new ReproductionRunner(ReproductionPipelineTest.registry(), out.resolve("no-traces"), 3, 2);
        Reproduction.execute(paper, "Toy tables", Mode.QUICK, out, runner, 3, "test", i -> {});

        List<String> csv = Files.readAllLines(out.resolve("t1.csv"));
        // the seed (3) reaches the computation; the scale applies to the value and its interval
        // the table shows its cells scaled by 100: the metric's name says percent (one unit per name)
        assertThat(csv.get(4))
                .isEqualTo("A,sampled,sampledPercent,percent,50.3,10.0,1000,50.0,0.29999999999999716,monte-carlo");
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report)
                .contains("50 ± 10 (Monte Carlo, n=1000) · paper 50 · diff +0.30")
                // A: [40.3, 60.3] inside 50 +- 50; B: the point 50.3 is within 10 +- 50, the interval is not
                .contains("| Utilization: A, sampled | 50 % | 50 ± 10 % | within 50 % | default | PASS |")
                .containsPattern("\\| Utilization: B, sampled \\| 10 % \\| 50 ± 10 % \\| within 50 % \\| default \\|"
                        + " INCONCLUSIVE \\|");
    }

    @Test
    void cellOfUnknownSweepIsNamed() {
        assertThatThrownBy(() -> load(TOY.replace("    sweep: s\n", "    sweep: nope\n")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("table t1 cell (A, light): unknown sweep 'nope'");
    }

    @Test
    void paperValuesMustMatchTheShape() {
        assertThatThrownBy(() -> load(TOY.replace("[null, 200, null]", "[null, 0]")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("table t1: 'paper' must have 2 rows of 3 values");
    }
}
