package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code schedlab capacity-loss} end to end, and one test per bad input. */
class CapacityLossCommandTest {
    private static JsonNode json(String... args) throws Exception {
        CliRunner r = CliRunner.run(args);
        assertThat(r.status()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    @Test
    void singleClusterMethodsAgreeWithTable1Row1To16() throws Exception {
        String[] base = {
            "capacity-loss",
            "--clusters",
            "1",
            "--size",
            "32",
            "--components",
            "1:16",
            "--requests",
            "total",
            "--format",
            "json",
            "--method"
        };
        JsonNode exact = json(concat(base, "exact"));
        JsonNode approx = json(concat(base, "approx"));
        JsonNode sim = json(concat(base, "binfill", "--runs", "10000"));
        assertThat(approx.get("capacityLoss").asDouble()).isCloseTo(0.156, within(0.0005));
        assertThat(exact.get("capacityLoss").asDouble()).isCloseTo(0.154, within(0.003));
        assertThat(exact.get("maxUtilization").asDouble())
                .isCloseTo(1 - exact.get("capacityLoss").asDouble(), within(1e-15));
        double hw = sim.get("halfWidth").asDouble();
        assertThat(hw).isPositive();
        assertThat(sim.get("capacityLoss").asDouble())
                .isCloseTo(exact.get("capacityLoss").asDouble(), within(2 * hw));
        assertThat(sim.get("runs").asLong()).isEqualTo(10000);
        assertThat(json(concat(base, "binfill", "--runs", "10000"))).isEqualTo(sim);
    }

    @Test
    void multiclusterExactMatchesTable3() throws Exception {
        JsonNode u = json(
                "capacity-loss",
                "--clusters",
                "4",
                "--size",
                "8",
                "--components",
                "1:8",
                "--requests",
                "unordered",
                "--placement",
                "ff",
                "--format",
                "json");
        assertThat(u.get("maxUtilization").asDouble()).isCloseTo(0.608, within(0.003));
        assertThat(u.get("placement").asText()).isEqualTo("ff");
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "--size 32 --components 1-16 => --components '1-16': expected N1:N2 with 1 <= N1 <= N2",
                "--size 32 --components 4:1 => --components '4:1': expected N1:N2 with 1 <= N1 <= N2",
                "--size 8 --components 1:16 => components up to 16 do not fit clusters of --size 8",
                "--size 32 => give exactly one of --components N1:N2 and --geometric q",
                "--size 32 --geometric 1.5 => --geometric must be in (0, 1), got 1.5",
                "--size 32 --components 1:4 --method guess => --method must be approx, approx-exact-set, exact or"
                        + " binfill, got 'guess'",
                "--size 32 --components 1:4 --requests some => --requests must be total, ordered or unordered, got"
                        + " 'some'",
                "--size 8 --clusters 4 --components 1:4 --requests ordered --method approx => --method approx is the"
                        + " single-cluster approximation",
                "--size 32 --clusters 10 --components 1:16 --requests ordered --method exact => --method exact:"
                        + " exact bin filling too large",
                "--size 32 --components 1:4 --placement bf => --placement must be ff or wf, got 'bf'",
                "--size 0 --components 1:4 => --size must be >= 1, got 0",
                "--size 4 --clusters 0 --components 1:4 => --clusters must be >= 1, got 0",
                "--size 4 --clusters 65537 --components 1:4 => --clusters must be at most 65536, got 65537",
                "--size 257 --clusters 65536 --components 1:4 => --clusters 65536 times --size 257 processors is too"
                        + " many (at most 16777216 in all)",
                "--size 4 --components 1:4 --runs 1000000001 => --runs must be at most 1000000000, got 1000000001",
                "--size 4 --components 1:4 --method binfill --runs 1 => --runs must be >= 2, got 1",
                "--size 4 --components 0:4 => --components '0:4': expected N1:N2 with 1 <= N1 <= N2",
                "--size 4 --components 1:x => --components '1:x': expected N1:N2 with 1 <= N1 <= N2",
                "--size 4 --components 1:2:3 => --components '1:2:3': expected N1:N2 with 1 <= N1 <= N2",
                "--size 4 --geometric 0 => --geometric must be in (0, 1), got 0.0",
                "--size 4 --geometric 1 => --geometric must be in (0, 1), got 1.0",
                "--size 4 --components 1:4 --geometric 0.5 => give exactly one of --components N1:N2 and --geometric q"
            })
    void badInput(String args, String message) {
        CliRunner r = CliRunner.run(concat(new String[] {"capacity-loss"}, args.split(" ")));
        assertThat(r.status()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains(message).doesNotContain("\tat ");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** The smallest values every option takes, and what the two approximations give there. */
    @Test
    void theSmallestAcceptedValuesRun() throws Exception {
        JsonNode one =
                json("capacity-loss", "--clusters", "1", "--size", "1", "--components", "1:1", "--format", "json");
        assertThat(one.get("capacityLoss").asDouble()).isZero();
        assertThat(one.get("size").asInt()).isEqualTo(1);
        JsonNode two = json(
                "capacity-loss",
                "--size",
                "4",
                "--components",
                "3:3",
                "--method",
                "binfill",
                "--runs",
                "2",
                "--format",
                "json");
        // a 4-processor cluster holds one 3-processor job at a time: a quarter is lost
        assertThat(two.get("capacityLoss").asDouble()).isEqualTo(0.25);
        assertThat(two.get("runs").asInt()).isEqualTo(2);
        String[] base = {"capacity-loss", "--clusters", "2", "--size", "16", "--components", "1:16", "--format", "json"
        };
        JsonNode approx = json(concat(base, "--method", "approx"));
        JsonNode exactSet = json(concat(base, "--method", "approx-exact-set"));
        assertThat(approx.get("method").asText()).isEqualTo("approx");
        assertThat(exactSet.get("method").asText()).isEqualTo("approx-exact-set");
        assertThat(approx.get("capacityLoss").asDouble()).isBetween(0.0, 0.5);
        assertThat(exactSet.get("capacityLoss").asDouble())
                .isBetween(0.0, 0.5)
                .isNotEqualTo(approx.get("capacityLoss").asDouble());
        assertThat(json(concat(base, "--method", "approx-exact-set"))
                        .get("capacityLoss")
                        .asDouble())
                .isEqualTo(exactSet.get("capacityLoss").asDouble());
    }
}
