package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.schedlab.experiments.cli.CliRunner.assertBadInput;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.run.Registry;
import org.schedlab.fattree.tree.FatTreeGeometry;
import org.schedlab.mesh.geometry.MeshGeometry;
import org.schedlab.multicluster.machine.ClustersGeometry;

/**
 * Every synthetic model on every kind of machine: it either draws jobs sized for the machine it
 * runs on, or is refused in one line naming the workload and the machine (issue 31).
 */
class WorkloadGeometryTest {
    private static final Registry REGISTRY = Registry.discover();

    /** One machine of each geometry, and a gang machine. */
    private static final List<String> MACHINES =
            List.of("flat:128", "mesh:16x8", "fattree:4:4", "multicluster:4x32", "gang:128");

    /** The synthetic models by spec; the size their largest jobs must reach is relative to P. */
    private static final Map<String, Boolean> MODELS = Map.of(
            "mesh-uniform", true,
            "mesh-decreasing", true,
            "downey", true,
            "lublin", true,
            "coalloc:1:4", false,
            "coalloc-realistic", false);

    static Stream<Arguments> cases() {
        return MODELS.keySet().stream().sorted().flatMap(w -> MACHINES.stream().map(m -> Arguments.of(w, m)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cases")
    void eachModelFitsTheMachineOrIsRefusedNamingBoth(String workload, String machineSpec) {
        Machine machine = REGISTRY.machine(Spec.parse("--machine", machineSpec), null);
        Spec spec = Spec.parse("--workload", workload);
        WorkloadFactory factory = REGISTRY.workloads().get(spec.name());
        WorkloadParams params = new WorkloadParams(machine, new RandomStreams(1, 0), Double.NaN, 0.5, 4000, Map.of());
        if (!factory.runsOn(machine.geometry())) {
            assertThatThrownBy(() -> REGISTRY.workload(spec, params))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("workload " + spec.name())
                    .hasMessageContaining(machine.describe())
                    .hasMessageNotContaining("\n");
            return;
        }
        Workload w = REGISTRY.workload(spec, params);
        int largest = 0;
        for (Job j : w) {
            Job mapped = machine.map(j);
            assertThat(mapped.request().processors()).isLessThanOrEqualTo(machine.capacity());
            largest = Math.max(largest, j.procs());
        }
        if (MODELS.get(workload)) {
            // sized for this machine: the largest of 4000 jobs reaches at least half of what it takes
            assertThat(largest)
                    .as(workload + " on " + machineSpec)
                    .isGreaterThanOrEqualTo(machine.largestRequest() / 2);
        }
    }

    @Test
    void everyMachineHasItsTypedGeometryAndLargestRequest() {
        Map<String, Object> expected = Map.of(
                "flat:128", new Geometry.Flat(128),
                "gang:128", new Geometry.Flat(128),
                "mesh:16x8", new MeshGeometry(16, 8),
                "fattree:4:4", new FatTreeGeometry(4, 4, 256),
                "multicluster:4x32", new ClustersGeometry(List.of(32, 32, 32, 32)));
        expected.forEach((spec, geometry) -> assertThat(
                        REGISTRY.machine(Spec.parse("--machine", spec), null).geometry())
                .as(spec)
                .isEqualTo(geometry));
        // the square rule (w <= h) serves at most 8 x 8 on a 16 x 8 mesh, all of an 8 x 16 one
        assertThat(REGISTRY.machine(Spec.parse("--machine", "mesh:16x8"), null).largestRequest())
                .isEqualTo(64);
        assertThat(REGISTRY.machine(Spec.parse("--machine", "mesh:8x16"), null).largestRequest())
                .isEqualTo(128);
        assertThat(REGISTRY.machine(Spec.parse("--machine", "fattree:4:4"), null)
                        .largestRequest())
                .isEqualTo(256);
    }

    @Test
    void aMeshModelOnClustersExitsTwoWithOneLine() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "multicluster:4x8",
                        "--workload",
                        "mesh-uniform",
                        "--load",
                        "1",
                        "--jobs",
                        "10",
                        "--no-progress"),
                "workload mesh-uniform does not run on --machine multicluster:4x8",
                "runs on flat and mesh machines");
    }

    /** Issue 27's acceptance: a mesh model on a fat tree is refused before the run, not re-sized. */
    @Test
    void aMeshModelOnAFatTreeExitsTwoWithOneLine() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "fattree:4:4",
                        "--workload",
                        "mesh-uniform",
                        "--load",
                        "1",
                        "--jobs",
                        "10",
                        "--no-progress"),
                "workload mesh-uniform does not run on --machine fattree:4:4",
                "runs on flat and mesh machines");
    }

    @Test
    void workloadInfoPrintsTheStatisticsOfAModel() throws IOException {
        CliRunner r = CliRunner.run(
                "workload-info",
                "lublin",
                "--machine",
                "flat:128",
                "--utilization",
                "0.7",
                "--jobs",
                "5000",
                "--format",
                "json");
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("jobs").asLong()).isEqualTo(5000);
        assertThat(out.get("input").get("offeredLoad").asDouble()).isBetween(0.6999, 0.7001);
        assertThat(out.get("size").get("max").asDouble()).isLessThanOrEqualTo(128);
        assertThat(out.get("runtime").get("p50").asDouble()).isPositive();
        assertThat(out.get("estimateValues").get("belowRuntime").asLong()).isZero();
    }

    /**
     * A model states its expected offered load ({@code input.offeredLoad}, the --utilization target)
     * and the statistics measure one on the drawn jobs; the two differ on a finite sample, so the
     * output says which is which, right below the measured one.
     */
    @Test
    void workloadInfoSaysWhichOfferedLoadIsWhich(@TempDir Path dir) throws IOException {
        CliRunner r = CliRunner.run(
                "workload-info", "lublin", "--machine", "flat:128", "--utilization", "0.7", "--jobs", "5000");
        assertThat(r.status()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        int measured = indexOfKey(lines, "offeredLoad");
        int note = indexOfKey(lines, "offeredLoadNote");
        int target = indexOfKey(lines, "input.offeredLoad");
        assertThat(measured).isNotNegative();
        assertThat(target).isNotNegative();
        assertThat(note).isGreaterThan(measured).isLessThan(target);
        double drawn = Double.parseDouble(lines.get(measured).split("\\s+")[1]);
        double expected = Double.parseDouble(lines.get(target).split("\\s+")[1]);
        assertThat(Math.abs(drawn - expected))
                .as("the two values this note is for differ")
                .isGreaterThan(0.01);
        assertThat(lines.get(note))
                .contains("offeredLoad is measured on these jobs")
                .contains("input.offeredLoad is what the model's laws give in expectation");

        // a trace states no offered load of its own: the note explains the measured one only
        Path swf = dir.resolve("t.swf");
        Files.writeString(
                swf,
                "1 0 0 100 4 -1 -1 4 100 -1 1 1 1 -1 1 -1 -1 -1\n"
                        + "2 50 0 100 4 -1 -1 4 100 -1 1 1 1 -1 1 -1 -1 -1\n");
        CliRunner t = CliRunner.run("workload-info", "swf:" + swf, "--machine", "flat:8", "--format", "json");
        assertThat(t.status()).as(t.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(t.out());
        assertThat(out.get("offeredLoadNote").asText())
                .startsWith("offeredLoad is measured on these jobs")
                .doesNotContain("input.offeredLoad");
    }

    private static int indexOfKey(List<String> lines, String key) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).split("\\s+")[0].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void estimatesApplyToATraceAndStayAtLeastTheRuntime(@TempDir Path dir) throws IOException {
        Path swf = dir.resolve("t.swf");
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 400; i++) {
            // log-uniform runtimes from 1 s to 20,000 s, as traces roughly have them
            int runtime = (int) Math.exp((i * 0.6180339887 % 1) * Math.log(20_000)) + 1;
            sb.append(i + " " + (i * 60) + " 0 " + runtime + " " + (1 + i % 8) + " -1 -1 " + (1 + i % 8)
                    + " 30 -1 1 1 1 -1 1 -1 -1 -1\n");
        }
        Files.writeString(swf, sb.toString(), StandardCharsets.UTF_8);
        for (String model : List.of("tsafrir", "factor:2")) {
            CliRunner r = CliRunner.run(
                    "workload-info",
                    "swf:" + swf,
                    "--machine",
                    "flat:8",
                    "--convention",
                    "estimates=" + model,
                    "--format",
                    "json");
            assertThat(r.status()).as(r.err()).isZero();
            JsonNode out = new ObjectMapper().readTree(r.out());
            assertThat(out.get("estimateValues").get("belowRuntime").asLong()).isZero();
            assertThat(out.get("input").get("estimates").get("model").asText()).isEqualTo(model);
        }
    }

    @Test
    void aBadEstimateModelExitsTwoWithOneLine() {
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:128",
                        "--workload",
                        "lublin",
                        "--jobs",
                        "10",
                        "--convention",
                        "estimates=tsafrir:60",
                        "--no-progress"),
                "option estimates=tsafrir:60: expected MAXEST in whole seconds >= 3600");
    }
}
