package org.schedlab.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** Student-t intervals with no, one and two values, and the relative error at n = 2. */
class ConfidenceIntervalEdgeTest {
    @Test
    void noValuesGiveNoInterval() {
        ConfidenceInterval ci = ConfidenceInterval.of95(new double[0]);
        assertThat(ci.n()).isZero();
        assertThat(ci.mean()).isNaN();
        assertThat(ci.halfWidth()).isNaN();
        assertThat(ci.relativeError()).isNaN();
    }

    @Test
    void oneValueHasAMeanButNoWidth() {
        ConfidenceInterval ci = ConfidenceInterval.of95(new double[] {4});
        assertThat(ci.mean()).isEqualTo(4.0);
        assertThat(ci.halfWidth()).isNaN();
        assertThat(ci.relativeError()).isNaN();
    }

    @Test
    void twoValuesAlreadyGiveAnIntervalAndARelativeError() {
        // 1 and 3: mean 2, sample standard deviation sqrt(2), half width t(1; 0.975) sqrt(2) / sqrt(2)
        double t = TDistribution.of(1).inverseCumulativeProbability(0.975);
        ConfidenceInterval ci = ConfidenceInterval.of95(new double[] {1, 3});
        assertThat(ci.mean()).isEqualTo(2.0);
        assertThat(ci.halfWidth()).isCloseTo(t, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(ci.relativeError()).isCloseTo(t / 2, org.assertj.core.api.Assertions.within(1e-12));
    }
}
