package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.ScheduleCsv;

/**
 * {@code simulate} on a 3D mesh through the command line: a 4x4x2 mesh under MBS and FCFS, a
 * schedule computed by hand. Jobs 1 and 2 ask for 16 and 4 processors for 100 s, job 3 for 16 for
 * 10 s, all at time 0. MBS gives job 1 the 4x4 square of plane z = 0 (pairwise L1 distance 320,
 * largest distance 6), job 2 the 2x2 square at the corner of plane z = 1 (8, 2); job 3 finds 12
 * free processors, waits for the first two to end at 100, and takes plane 0 again (320). The
 * measures reach the JSON as means and maxima, and the schedule CSV as one column each.
 */
class Mesh3dEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void measuresReachTheReportAndTheScheduleCsv() throws IOException {
        Path swf = Files.write(
                dir.resolve("m.swf"),
                List.of(
                        "; MaxProcs: 32",
                        "1 0 -1 100 16 -1 -1 16 100 -1 1 1 1 1 1 1 -1 -1",
                        "2 0 -1 100 4 -1 -1 4 100 -1 1 1 1 1 1 1 -1 -1",
                        "3 0 -1 10 16 -1 -1 16 10 -1 1 1 1 1 1 1 -1 -1"));
        Path csv = dir.resolve("s.csv");
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "mesh3d:4x4x2",
                "--allocator",
                "mbs",
                "--scheduler",
                "fcfs",
                "--workload",
                "swf:" + swf,
                "--format",
                "json",
                "--no-progress",
                "--schedule-out",
                csv.toString());
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("machine").asText()).isEqualTo("mesh3d:4x4x2/mbs");
        assertThat(out.get("meanWait").asDouble()).isEqualTo(100 / 3.0);
        assertThat(out.get("meanPairwiseL1").asDouble()).isEqualTo((320 + 8 + 320) / 3.0);
        assertThat(out.get("maxPairwiseL1").asDouble()).isEqualTo(320);
        assertThat(out.get("meanDiameterL1").asDouble()).isEqualTo((6 + 2 + 6) / 3.0);
        assertThat(out.get("meanBoundingBox").asDouble()).isEqualTo((16 + 4 + 16) / 3.0);
        assertThat(out.get("meanContiguous").asDouble()).isEqualTo(1);
        List<String> lines = Files.readAllLines(csv);
        List<String> header = List.of(lines.get(0).split(",", -1));
        assertThat(header.subList(0, header.size() - 4)).isEqualTo(ScheduleCsv.COLUMNS);
        assertThat(header.subList(header.size() - 4, header.size()))
                .containsExactly("pairwiseL1", "diameterL1", "boundingBox", "contiguous");
        java.util.Map<String, String> byJob = new java.util.TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = List.of(line.split(",", -1));
            byJob.put(
                    f.get(0),
                    f.get(header.indexOf("start")) + " " + f.get(header.indexOf("allocation")) + " "
                            + String.join(" ", f.subList(header.size() - 4, header.size())));
        }
        assertThat(byJob)
                .containsEntry("1", "0 0-15 320 6 16 1")
                .containsEntry("2", "0 16-17;20-21 8 2 4 1")
                .containsEntry("3", "100 0-15 320 6 16 1");
    }

    @Test
    void aFlatMachinesScheduleKeepsItsColumns() throws IOException {
        Path csv = dir.resolve("f.csv");
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:8",
                "--workload",
                "downey",
                "--utilization",
                "0.5",
                "--jobs",
                "20",
                "--format",
                "json",
                "--no-progress",
                "--schedule-out",
                csv.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readAllLines(csv).get(0)).isEqualTo(String.join(",", ScheduleCsv.COLUMNS));
        assertThat(new ObjectMapper().readTree(r.out()).has("meanPairwiseL1")).isFalse();
    }

    /** The module's measures carry the units it declares, for a sweep's figures and tables. */
    @Test
    void theModuleDeclaresTheUnitsOfItsMeasures() {
        assertThat(Units.of("meanPairwiseL1", 1, "s")).isEqualTo("hops");
        assertThat(Units.of("maxDiameterL1", 1, "s")).isEqualTo("hops");
        assertThat(Units.of("meanBoundingBox", 1, "s")).isEqualTo("processors");
        assertThat(Units.of("meanContiguous", 100, "s")).isEqualTo("percent");
        assertThat(Units.metrics())
                .contains("meanPairwiseL1", "maxPairwiseL1", "meanContiguous", "maxContiguous", "meanBoundingBox");
    }

    /** The view draws a 3D mesh as the slices layout its machine states; the module parses the spec. */
    @Test
    void theViewDrawsTheLayoutTheMachineStates() {
        assertThat(MachineLayout.parse("s.csv", "mesh3d:8x4x2:torus/mbs"))
                .isEqualTo(new MachineLayout("slices", 64, List.of(8, 4, 2, 1), "mesh3d:8x4x2:torus/mbs"));
        assertThat(MachineLayout.parse("s.csv", "mesh3d:3x3x3/linear-best:hilbert")
                        .sizes())
                .containsExactly(3, 3, 3, 0);
        assertThat(MachineLayout.parse("s.csv", "mesh3d:3x3x3").machineKind()).isEqualTo("mesh3d");
        assertThatThrownBy(() -> MachineLayout.parse("s.csv", "mesh3d:8x8"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("s.csv: malformed machine 'mesh3d:8x8': --machine 'mesh3d:8x8'");
    }
}
