package org.schedlab.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.random.RandomStreams;

class ReplicationsTest {
    @Test
    void studentTIntervalMatchesHandComputation() {
        // mean 3, sample sd sqrt(2.5), t(0.975, 4) = 2.7764451
        ConfidenceInterval ci = ConfidenceInterval.of95(new double[] {1, 2, 3, 4, 5});
        assertThat(ci.mean()).isEqualTo(3);
        assertThat(ci.halfWidth()).isCloseTo(2.7764451 * Math.sqrt(2.5) / Math.sqrt(5), within(1e-6));
        assertThat(ci.relativeError()).isCloseTo(ci.halfWidth() / 3, within(1e-12));
    }

    @Test
    void singleObservationHasNoInterval() {
        assertThat(ConfidenceInterval.of95(new double[] {7}).halfWidth()).isNaN();
    }

    private static double noisy(int rep) {
        return 100 + new RandomStreams(9, rep).stream("noise").nextDouble() * 20;
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void parallelRunEqualsSerialRun(int threads) {
        StoppingRule rule = new StoppingRule("x", 0.01, 3, 200);
        List<Double> serial = Replications.run(1, rule, ReplicationsTest::noisy, d -> d);
        List<Double> parallel = Replications.run(threads, rule, ReplicationsTest::noisy, d -> d);
        assertThat(parallel).isEqualTo(serial);
        assertThat(serial.size()).isGreaterThan(3).isLessThan(200);
    }

    @Test
    void stopsAtMaxWhenTheTargetIsNotReached() {
        StoppingRule rule = new StoppingRule("x", 1e-9, 2, 7);
        assertThat(Replications.run(2, rule, ReplicationsTest::noisy, d -> d)).hasSize(7);
    }

    @Test
    void fixedRuleRunsExactlyN() {
        assertThat(Replications.run(3, StoppingRule.fixed(5), i -> i, i -> i)).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void stoppedRunSatisfiesTheRuleAndTheOneBeforeDidNot() {
        StoppingRule rule = new StoppingRule("x", 0.02, 2, 500);
        List<Double> r = Replications.run(1, rule, ReplicationsTest::noisy, d -> d);
        double[] all = r.stream().mapToDouble(d -> d).toArray();
        double[] before = java.util.Arrays.copyOf(all, all.length - 1);
        assertThat(ConfidenceInterval.of95(all).relativeError()).isLessThanOrEqualTo(0.02);
        assertThat(ConfidenceInterval.of95(before).relativeError()).isGreaterThan(0.02);
    }
}
