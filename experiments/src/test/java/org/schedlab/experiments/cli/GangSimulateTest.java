package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code simulate} on a gang machine: the engine-machine path through Runner and the CLI. */
class GangSimulateTest {
    private static final String[] RUN = {
        "simulate",
        "--machine",
        "gang:32",
        "--scheduler",
        "gang:brmms",
        "--workload",
        "downey",
        "--utilization",
        "0.5",
        "--jobs",
        "300",
        "--replications",
        "3",
        "--threads",
        "2",
        "--format",
        "json",
        "--no-progress"
    };

    @Test
    void replicatedGangRunPrintsThePapersFiguresWithIntervalsAndIsDeterministic() throws IOException {
        CliRunner r = CliRunner.run(RUN);
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("machine").asText()).isEqualTo("gang:32");
        assertThat(out.get("replications").asInt()).isEqualTo(3);
        for (String k : new String[] {"slotsMean", "slotsMax", "meanTurnaroundSmall", "meanTurnaroundLarge"}) {
            assertThat(out.has(k)).as(k).isTrue();
            assertThat(out.get("ci95").has(k)).as(k).isTrue();
        }
        // utilization is the engine's r_a: active processor-slots, below 1 and near the offered 0.5
        assertThat(out.get("utilization").asDouble()).isBetween(0.3, 0.7);
        assertThat(out.get("passes").asText()).isEqualTo("per-event");
        assertThat(CliRunner.run(RUN).out()).isEqualTo(r.out());
    }

    @Test
    void mismatchedMachineAndSchedulerAreBadInput() {
        CliRunner a = CliRunner.run(
                "simulate",
                "--machine",
                "gang:32",
                "--scheduler",
                "fcfs",
                "--workload",
                "downey",
                "--utilization",
                "0.5",
                "--jobs",
                "10");
        assertThat(a.status()).isEqualTo(2);
        assertThat(a.err()).contains("runs only the gang schemes").doesNotContain("Exception");
        CliRunner b = CliRunner.run(
                "simulate",
                "--machine",
                "flat:32",
                "--scheduler",
                "gang:br",
                "--workload",
                "downey",
                "--utilization",
                "0.5",
                "--jobs",
                "10");
        assertThat(b.status()).isEqualTo(2);
        assertThat(b.err()).contains("runs only on a gang machine").doesNotContain("Exception");
        CliRunner c = CliRunner.run(
                "simulate",
                "--machine",
                "gang:24",
                "--scheduler",
                "gang:br",
                "--workload",
                "downey",
                "--utilization",
                "0.5",
                "--jobs",
                "10");
        assertThat(c.status()).isEqualTo(2);
        assertThat(c.err()).contains("power of two");
    }
}
