package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * {@code simulate} near and beyond saturation: a co-allocation queue on 4 clusters of 8 stops at
 * its job count either way and says whether its waiting queue kept growing (QueueGrowth).
 */
class SimulateStabilityTest {
    private static CliRunner simulate(String utilization) {
        return CliRunner.run(
                "simulate",
                "--machine",
                "multicluster:4x8",
                "--allocator",
                "unordered:ff",
                "--scheduler",
                "fpfs:7",
                "--workload",
                "coalloc:1:4",
                "--utilization",
                utilization,
                "--jobs",
                "8000",
                "--format",
                "json",
                "--no-progress");
    }

    @Test
    void beyondTheMaximalUtilizationTheRunStopsAndIsJudgedUnstable() throws IOException {
        // offered 1.2 on a machine whose unordered First Fit cannot carry even 0.9 (Table 3 and
        // the bin filling put its maximal utilization near 0.8)
        CliRunner r = simulate("1.2");
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("jobs").asLong()).isEqualTo(8000);
        assertThat(out.get("stability").get("unstable").asBoolean()).isTrue();
        // at most 1 - 0.8 / 1.2 = 1/3 of the arrivals cannot be served; well above the threshold
        assertThat(out.get("stability").get("queueGrowthPerArrival").asDouble()).isBetween(0.1, 0.5);
        assertThat(r.err()).contains("warning: unstable");
    }

    @Test
    void wellBelowSaturationTheRunIsStableAndSilent() throws IOException {
        CliRunner r = simulate("0.5");
        assertThat(r.status()).as(r.err()).isZero();
        JsonNode out = new ObjectMapper().readTree(r.out());
        assertThat(out.get("stability").get("unstable").asBoolean()).isFalse();
        assertThat(out.get("utilization").asDouble()).isBetween(0.45, 0.55);
        assertThat(r.err()).doesNotContain("unstable");
    }
}
