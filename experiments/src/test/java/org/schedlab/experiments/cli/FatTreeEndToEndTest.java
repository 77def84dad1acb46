package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code simulate} on a fat tree through the command line: a 4-ary 2-tree with 12 installed nodes
 * (three stage-1 switches of 4), FCFS, the fat-tree paper's profile, a schedule computed by hand.
 *
 * <p>Jobs 1-3 ask for 3 nodes for 100 s, job 4 for 3 nodes for 50 s, job 5 for 1 node for 10 s,
 * all at time 0. Non-contiguous: jobs 1-4 fill the 12 nodes at 0, job 5 starts at 50. Contiguous:
 * jobs 1-3 take one switch each, job 4 finds no switch with 3 free nodes and waits for 100, job 5
 * (FCFS) behind it. With speed-up 0.2 the parallel jobs 1-4 run 80 s and 40 s; job 5, sequential,
 * keeps 10 s.
 */
class FatTreeEndToEndTest {
    @TempDir
    Path dir;

    Path swf;

    @BeforeEach
    void trace() throws IOException {
        swf = Files.write(
                dir.resolve("tree.swf"),
                List.of(
                        "; MaxProcs: 12",
                        "1 0 -1 100 -1 -1 -1 3 100 -1 1 1 1 1 1 1 -1 -1",
                        "2 0 -1 100 -1 -1 -1 3 100 -1 1 1 1 1 1 1 -1 -1",
                        "3 0 -1 100 -1 -1 -1 3 100 -1 0 1 1 1 1 1 -1 -1",
                        "4 0 -1 50 -1 -1 -1 3 60 -1 5 1 1 1 1 1 -1 -1",
                        "5 0 -1 10 -1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1"));
    }

    private JsonNode run(String allocator, String... extra) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of(
                "simulate",
                "--machine",
                "fattree:4:2:installed=12",
                "--allocator",
                allocator,
                "--scheduler",
                "fcfs",
                "--workload",
                "swf:" + swf,
                "--profile",
                "fattree-2009",
                "--format",
                "json",
                "--no-progress"));
        args.addAll(List.of(extra));
        CliRunner r = CliRunner.run(args.toArray(String[]::new));
        assertThat(r.status()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    @ParameterizedTest(name = "{0} speedup {1}")
    @CsvSource({
        "noncontiguous, 0,   10, 50, 82",
        "noncontiguous, 0.2, 10, 50, 82",
        "contiguous,    0,   40, 100, 112",
        "contiguous,    0.2, 32, 80, 90",
        "quasi:0,       0.2, 32, 80, 90",
    })
    void scheduleComputedByHand(String allocator, double speedup, double meanWait, double maxWait, double turnaround)
            throws IOException {
        JsonNode out = run(allocator, "--speedup", Double.toString(speedup));
        assertThat(out.get("jobs").asInt()).isEqualTo(5);
        assertThat(out.get("meanWait").asDouble()).isEqualTo(meanWait);
        assertThat(out.get("maxWait").asDouble()).isEqualTo(maxWait);
        assertThat(out.get("meanTurnaround").asDouble()).isEqualTo(turnaround);
        assertThat(out.get("profile").asText()).isEqualTo("fattree-2009");
    }

    @Test
    void quasiContiguousSpillsJobFourAcrossStageTwo() throws IOException {
        // qct 40 lets ceil(0.4 * 3) = 2 of job 4's tasks sit under other switches: no wait at all
        JsonNode out = run("quasi:40");
        assertThat(out.get("meanWait").asDouble()).isEqualTo(10.0);
        assertThat(out.get("machine").asText()).isEqualTo("fattree:4:2:installed=12/quasi:40");
    }

    @Test
    void speedupIsRecordedInTheMachine() throws IOException {
        assertThat(run("contiguous", "--speedup", "0.25").get("machine").asText())
                .isEqualTo("fattree:4:2:installed=12:speedup=0.25/contiguous");
    }

    @Test
    void speedupOnAMachineWithoutOneIsBadInput() {
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "swf:" + swf, "--speedup", "0.1", "--no-progress");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err())
                .contains("--speedup 0.1: machine 'flat:4' takes no speed-up")
                .doesNotContain("\tat ");
    }

    @Test
    void speedupOutOfRangeIsBadInput() {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "fattree:4:2",
                "--allocator",
                "contiguous",
                "--workload",
                "swf:" + swf,
                "--speedup",
                "1.5",
                "--no-progress");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("--speedup must be in [0, 1), got 1.5");
    }

    @Test
    void jobsLargerThanTheInstalledNodesAreDroppedByTheProfile() throws IOException {
        Path big = Files.write(
                dir.resolve("big.swf"),
                List.of(
                        "1 0 -1 100 -1 -1 -1 13 100 -1 1 1 1 1 1 1 -1 -1",
                        "2 0 -1 100 -1 -1 -1 12 100 -1 1 1 1 1 1 1 -1 -1"));
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "fattree:4:2:installed=12",
                "--allocator",
                "contiguous",
                "--workload",
                "swf:" + big,
                "--profile",
                "fattree-2009",
                "--format",
                "json",
                "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("jobs").asInt()).isEqualTo(1);
        assertThat(out.get("input").get("dropped").get("oversize").asInt()).isEqualTo(1);
    }
}
