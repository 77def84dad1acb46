package org.schedlab.experiments.repro.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.cli.CliRunner;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.plan.ReproductionRunner;

class ExperimentFileTest {
    @TempDir
    Path dir;

    private static final String GOOD = """
            id: my-study
            title: FCFS against OO on a small mesh
            sweeps:
              - id: uniform
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 300
                parameter: load
                points: [0.5, 2.0]
                replications: {fixed: 2}
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
            figures:
              - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}
            """;

    private Path write(String text) throws IOException {
        return Files.writeString(dir.resolve("study.yaml"), text);
    }

    @Test
    void yamlExperimentRunsThroughTheCommandLine() throws IOException {
        Path spec = write(GOOD);
        Path out = dir.resolve("out");
        CliRunner r = CliRunner.reproduce(spec, out);
        assertThat(r.out()).startsWith("my-study: 1 figures");
        List<String> csv = Files.readAllLines(out.resolve("tat.csv"));
        assertThat(csv).hasSize(1 + 2 * 2);
        assertThat(out.resolve("tat.png")).exists();
        assertThat(Files.readString(out.resolve("report.md"))).contains("FCFS against OO on a small mesh");
    }

    /** {@code --figures} with {@code --spec} runs only the named figures, as it does for a paper. */
    @Test
    void figuresSelectsTheFiguresOfAnExperimentFile() throws IOException {
        Path spec = write(GOOD + "  - {id: wait, sweep: uniform, metric: meanWait, xLabel: Load, yLabel: Wait}\n");
        Path out = dir.resolve("out");
        CliRunner r = CliRunner.ok(
                "reproduce", "--spec", spec.toString(), "--figures", "wait", "--out", out.toString(), "--no-progress");
        assertThat(r.out()).startsWith("my-study: 1 figures");
        assertThat(out.resolve("wait.csv")).exists();
        assertThat(out.resolve("tat.csv")).doesNotExist();
        CliRunner bad = CliRunner.run(
                "reproduce",
                "--spec",
                spec.toString(),
                "--figures",
                "nope",
                "--out",
                dir.resolve("o2").toString(),
                "--no-progress");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("nope");
    }

    @Test
    void unknownKeyNamesFileLineAndKey() throws IOException {
        Path spec = write(GOOD.replace("    jobs: 300", "    jobz: 300"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("study.yaml: unknown key 'jobz' at sweeps[0].jobz")
                .hasMessageContaining("jobs");
    }

    /** Found by the fuzzer (issue 13): an empty list item is null and gave a NullPointerException. */
    @Test
    void emptyListItemsAreNamed() throws IOException {
        Path series = write(GOOD.replace("      - {label: OO, scheduler: oo, allocator: mpl}", "      -"));
        assertThatThrownBy(() -> ExperimentFile.load(series))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("study.yaml sweep uniform: missing key 'series[] entry");
        Path figure = write(GOOD + "  -\n");
        assertThatThrownBy(() -> ExperimentFile.load(figure))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("study.yaml: missing key 'figures[] entry");
        Path sweep = write(GOOD.replace("sweeps:\n", "sweeps:\n  -\n"));
        assertThatThrownBy(() -> ExperimentFile.load(sweep))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("study.yaml: missing key 'sweeps[] entry");
    }

    @Test
    void missingKeyIsNamed() throws IOException {
        Path spec = write(GOOD.replace("    machine: mesh:8x8\n", ""));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("sweep uniform: missing key 'machine'");
    }

    @Test
    void badParameterIsNamed() throws IOException {
        Path spec = write(GOOD.replace("parameter: load", "parameter: speed"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("parameter must be load, utilization, load-factor or template, got 'speed'");
    }

    @Test
    void utilizationIsASweptParameterAndSetsTheOfferedLoad() throws IOException {
        // the gang paper's axis: rho, the offered load, not an arrival rate
        String gang = """
                id: rho
                sweeps:
                  - id: rho
                    machine: gang:16
                    workload: downey
                    jobs: 40
                    parameter: utilization
                    points: [0.2, 0.9]
                    replications: {fixed: 2}
                    series: [{label: BC, scheduler: "gang:bc"}]
                figures:
                  - {id: ra, sweep: rho, metric: utilization}
                """;
        DescribedPaper p = ExperimentFile.load(write(gang));
        assertThat(p.sweeps(Mode.FULL).get(0).x()).isEqualTo(Sweep.Parameter.UTILIZATION);
        Path out = dir.resolve("out");
        Reproduction.execute(
                p,
                "rho",
                Mode.FULL,
                out,
                new ReproductionRunner(org.schedlab.experiments.run.Registry.discover(), null, 1, 1),
                1,
                "test",
                i -> {});
        List<String> csv = Files.readAllLines(out.resolve("ra.csv"));
        assertThat(csv).hasSize(3);
        double light = Double.parseDouble(csv.get(1).split(",")[4]);
        double heavy = Double.parseDouble(csv.get(2).split(",")[4]);
        // without --utilization the downey workload refuses to run, so these are rho-driven runs;
        // the active ratio r_a follows the offered load (it can only fall short of it)
        assertThat(light).isBetween(0.05, 0.35);
        assertThat(heavy).isGreaterThan(2 * light);
    }

    @Test
    void figureOfUnknownSweepIsNamed() throws IOException {
        Path spec = write(GOOD.replace("sweep: uniform", "sweep: nope"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure tat names unknown sweep 'nope'");
    }

    @Test
    void missingFileIsNamed() {
        assertThatThrownBy(() -> ExperimentFile.load(dir.resolve("none.yaml")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("none.yaml: file not found");
    }

    @Test
    void quickBlocksOverrideTheMostSpecificWins() throws IOException {
        Path spec = write("""
                id: modes
                seriesSets:
                  two:
                    - {label: FCFS, scheduler: fcfs, allocator: mpl}
                    - {label: OO, scheduler: oo, allocator: mpl}
                defaults:
                  machine: mesh:8x8
                  workload: mesh-uniform
                  jobs: 1000
                  replications: {relativeError: 0.05, min: 3, max: 50}
                  quick: {jobs: 100, replications: {fixed: 2}}
                sweeps:
                  - {id: a, parameter: load, points: [1, 2, 3], seriesSet: two, quick: {points: [1, 3]}}
                  - {id: b, parameter: load, points: [1], jobs: 500, replications: {fixed: 7}, seriesSet: two}
                figures:
                  - {id: fa, sweep: a, metric: meanWait}
                """);
        DescribedPaper p = ExperimentFile.load(spec);
        Sweep fullA = p.sweeps(Mode.FULL).get(0);
        Sweep quickA = p.sweeps(Mode.QUICK).get(0);
        assertThat(fullA.jobs()).isEqualTo(1000);
        assertThat(fullA.xs()).containsExactly(1.0, 2.0, 3.0);
        assertThat(fullA.rule().relativeError()).isEqualTo(0.05);
        assertThat(quickA.jobs()).isEqualTo(100);
        assertThat(quickA.xs()).containsExactly(1.0, 3.0);
        assertThat(quickA.rule().max()).isEqualTo(2);
        assertThat(quickA.series()).extracting(Sweep.Series::label).containsExactly("FCFS", "OO");
        // the sweep's own keys beat the defaults' quick block
        Sweep quickB = p.sweeps(Mode.QUICK).get(1);
        assertThat(quickB.jobs()).isEqualTo(500);
        assertThat(quickB.rule().max()).isEqualTo(7);
    }

    @Test
    void unknownSeriesSetIsNamed() throws IOException {
        Path spec = write(GOOD.replace(
                "    series:\n      - {label: FCFS, scheduler: fcfs, allocator: mpl}\n"
                        + "      - {label: OO, scheduler: oo, allocator: mpl}\n",
                "    seriesSet: nope\n"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("sweep uniform: unknown seriesSet 'nope'");
    }

    /** GOOD plus a second sweep on a larger mesh whose series are labelled apart. */
    private static String twoSweeps(String figure) {
        String second = GOOD.substring(GOOD.indexOf("  - id: uniform"), GOOD.indexOf("figures:"))
                .replace("id: uniform", "id: larger")
                .replace("mesh:8x8", "mesh:12x12")
                .replace("label: FCFS", "label: FCFS 12x12")
                .replace("label: OO", "label: OO 12x12");
        return GOOD.replace("figures:", second + "figures:")
                .replace(
                        "  - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}",
                        figure);
    }

    @Test
    void aFigureJoinsSweepsWithAlsoAndDrawsTheSeriesListedInOnly() throws IOException {
        Path spec = write(twoSweeps("  - {id: both, sweep: uniform, also: [larger], only: [FCFS, FCFS 12x12],"
                + " metric: meanTurnaround}"));
        Path out = dir.resolve("out");
        CliRunner.reproduce(spec, out);
        List<String> csv = Files.readAllLines(out.resolve("both.csv"));
        // two series (one per sweep) x two points; OO of either sweep is not drawn
        assertThat(csv).hasSize(1 + 2 * 2);
        assertThat(csv.subList(1, 5)).allMatch(l -> l.startsWith("FCFS,") || l.startsWith("FCFS 12x12,"));
        assertThat(csv.subList(1, 5)).anyMatch(l -> l.startsWith("FCFS 12x12,"));
    }

    @Test
    void joinedSweepsWithTheSameSeriesLabelAreRefused() throws IOException {
        Path spec = write(twoSweeps("  - {id: both, sweep: uniform, also: [larger], metric: meanTurnaround}")
                .replace("label: FCFS 12x12", "label: FCFS"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure both draws two series labelled 'FCFS'");
    }

    @Test
    void unknownSeriesInOnlyAndUnknownAlsoSweepAreNamed() throws IOException {
        Path only = write(
                twoSweeps("  - {id: both, sweep: uniform, also: [larger], only: [EASY], metric: meanTurnaround}"));
        assertThatThrownBy(() -> ExperimentFile.load(only))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure both lists series 'EASY' in 'only'");
        Path also = write(twoSweeps("  - {id: both, sweep: uniform, also: [nope], metric: meanTurnaround}"));
        assertThatThrownBy(() -> ExperimentFile.load(also))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure both names unknown sweep 'nope'");
    }

    @Test
    void duplicateSweepIdIsNamed() throws IOException {
        String sweep = GOOD.substring(GOOD.indexOf("  - id: uniform"), GOOD.indexOf("figures:"));
        Path spec = write(GOOD.replace("figures:", sweep + "figures:"));
        assertThatThrownBy(() -> ExperimentFile.load(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("two sweeps have the id 'uniform'");
    }

    @Test
    void pointsThatStopAtTheirMaximumAboveTargetAreListed() throws IOException {
        Path spec = write(
                GOOD.replace("replications: {fixed: 2}", "replications: {relativeError: 0.0001, min: 2, max: 3}"));
        Path out = dir.resolve("out");
        CliRunner.reproduce(spec, out);
        List<String> csv = Files.readAllLines(out.resolve("tat.csv"));
        assertThat(csv.subList(1, csv.size()))
                .allSatisfy(line -> assertThat(line).contains(",3,max,"));
        double reached = Double.parseDouble(csv.get(1).substring(csv.get(1).lastIndexOf(',') + 1));
        assertThat(reached).isGreaterThan(0.0001);
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report)
                .contains("4 point(s) stopped at their maximum replications above the target relative error")
                .contains("| uniform | FCFS | 0.5 | 3 | meanTurnaround |")
                .contains("| 0.0% |");
    }
}
