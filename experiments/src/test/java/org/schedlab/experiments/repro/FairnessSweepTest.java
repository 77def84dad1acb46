package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.cli.CliRunner;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.run.Fairness;

/**
 * A sweep with {@code fairness: true} measures the fair start times of its runs: its points hold
 * the unfairness figures that {@code simulate --fairness} prints for the same run, and a figure or
 * rule that names them on a sweep without it, or fairness on a machine where it is not defined, is
 * refused before any run.
 */
class FairnessSweepTest {
    @TempDir
    Path dir;

    /** A trace of 40 jobs on 4 processors, each arriving while others wait. */
    private Path busyTrace() throws IOException {
        StringBuilder sb = new StringBuilder("; MaxProcs: 4\n");
        for (int i = 1; i <= 40; i++) {
            int runtime = 5 + (7 * i) % 11;
            int procs = 1 + (3 * i) % 4;
            sb.append(i + " " + i + " -1 " + runtime + " " + procs + " -1 -1 " + procs + " " + (runtime + 3)
                    + " -1 1 1 1 -1 -1 -1 -1 -1\n");
        }
        return Files.writeString(dir.resolve("busy.swf"), sb.toString());
    }

    private Path study(Path trace, String machine, String fairness, String figures) throws IOException {
        return Files.writeString(dir.resolve("fair.yaml"), """
                id: fair-study
                title: Unfairness of FCFS and EASY
                sweeps:
                  - id: busy
                    machine: %s
                    workload: "swf:{trace}"
                    trace: %s
                    parameter: load-factor
                    points: [1.0]
                    replications: {fixed: 1}
                %s    series:
                      - {label: FCFS, scheduler: fcfs}
                      - {label: EASY, scheduler: easy}
                figures:
                %s""".formatted(machine, trace, fairness, figures));
    }

    private static String figure(String metric) {
        return "  - {id: " + metric + ", sweep: busy, metric: " + metric + "}\n";
    }

    /** series label -> the figure CSV's mean, with its unit checked. */
    private static Map<String, Double> means(Path csv, String unit) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).startsWith("series,x,metric,unit,mean");
        Map<String, Double> out = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            assertThat(f[3]).as(line).isEqualTo(unit);
            out.put(f[0], Double.parseDouble(f[4]));
        }
        return out;
    }

    @Test
    void theSweepsPointsHoldTheUnfairnessThatSimulatePrints() throws IOException {
        Path trace = busyTrace();
        StringBuilder figures = new StringBuilder();
        for (String name : Fairness.FIGURES) {
            figures.append(figure(name));
        }
        Path out = dir.resolve("out");
        CliRunner.reproduce(study(trace, "flat:4", "    fairness: true\n", figures.toString()), out);
        JsonNode easy = new ObjectMapper()
                .readTree(CliRunner.ok(
                                "simulate",
                                "--machine",
                                "flat:4",
                                "--scheduler",
                                "easy",
                                "--workload",
                                "swf:" + trace,
                                "--fairness",
                                "--format",
                                "json",
                                "--no-progress")
                        .out())
                .get("fairness");
        for (String name : Fairness.FIGURES) {
            Map<String, Double> mean = means(out.resolve(name + ".csv"), name.startsWith("unfair") ? "fraction" : "s");
            // FCFS never serves a later job first: nobody starts after a fair start time
            assertThat(mean.get("FCFS")).as(name).isZero();
            // simulate prints 4 decimals
            assertThat(mean.get("EASY")).as(name).isCloseTo(easy.get(name).asDouble(), within(5e-5));
        }
        assertThat(easy.get("meanStrictUnfairness").asDouble()).isPositive();
    }

    @Test
    void anUnfairnessFigureOfASweepWithoutFairnessIsRefused() throws IOException {
        Path trace = busyTrace();
        assertThatThrownBy(() -> ExperimentFile.load(study(trace, "flat:4", "", figure("meanStrictUnfairness"))))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure meanStrictUnfairness: meanStrictUnfairness is measured only by a sweep"
                        + " with 'fairness: true', and sweep busy has none");
        Path rule = Files.writeString(
                dir.resolve("rule.yaml"),
                Files.readString(study(trace, "flat:4", "", figure("meanWait")))
                        .replace(
                                "replications: {fixed: 1}",
                                "replications: {relativeError: 0.1, metric: unfairStrictShare}"));
        assertThatThrownBy(() -> ExperimentFile.load(rule))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(
                        "sweep busy replications: unfairStrictShare is measured only by a sweep with 'fairness: true'");
        Path table = Files.writeString(
                dir.resolve("table.yaml"),
                Files.readString(study(trace, "flat:4", "", figure("meanWait")))
                        + "tables:\n  - {id: t, sweep: busy, x: first, metric: maxRelaxedUnfairness,"
                        + " columns: [{label: all}], rows: [{label: EASY, series: EASY}]}\n");
        assertThatThrownBy(() -> ExperimentFile.load(table))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("cell (EASY, all): maxRelaxedUnfairness is measured only by a sweep with"
                        + " 'fairness: true', and sweep busy has none");
        // with it, the same rule is accepted
        ExperimentFile.load(Files.writeString(
                dir.resolve("rule2.yaml"),
                Files.readString(rule).replace("    series:", "    fairness: true\n    series:")));
    }

    @Test
    void fairnessOnAMachineWhereCountsDoNotDecideIsRefusedBeforeAnyRun() throws IOException {
        Path trace = busyTrace();
        Path spec = study(trace, "mesh:2x2", "    fairness: true\n", figure("meanStrictUnfairness"));
        CliRunner r = CliRunner.run(
                "reproduce",
                "--spec",
                spec.toString(),
                "--out",
                dir.resolve("o").toString(),
                "--no-progress");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("fairness: true needs a machine whose processor counts decide what fits (flat:N)");
        assertThat(r.err()).doesNotContain("Exception");
        assertThat(dir.resolve("o").resolve("meanStrictUnfairness.csv")).doesNotExist();
    }
}
