package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.experiments.repro.paper.Results;

/** The values a figure's metric can take, read from its unit. */
class MetricRangeTest {
    private static final double INF = Double.POSITIVE_INFINITY;

    @Test
    void fractionsAreWithinZeroAndOneAndSlowdownsAtLeastOne() {
        assertThat(MetricRange.of("utilization")).isEqualTo(new MetricRange(0, 1));
        assertThat(MetricRange.of("meanBoundedSlowdown")).isEqualTo(new MetricRange(1, INF));
        assertThat(MetricRange.of("meanWait")).isEqualTo(new MetricRange(0, INF));
        assertThat(MetricRange.of(Results.QUEUE_GROWTH)).isEqualTo(new MetricRange(-INF, INF));
        assertThat(MetricRange.of("no-such-metric")).isEqualTo(new MetricRange(-INF, INF));
    }

    @Test
    void aNegativeScaleTurnsTheRangeAround() {
        assertThat(MetricRange.of("utilization").scaled(100)).isEqualTo(new MetricRange(0, 100));
        MetricRange flipped = MetricRange.of("utilization").scaled(-2);
        assertThat(flipped.lo()).isEqualTo(-2);
        assertThat(flipped.hi()).isEqualTo(-0.0);
        assertThat(MetricRange.of("meanBoundedSlowdown").scaled(2)).isEqualTo(new MetricRange(2, INF));
        assertThat(MetricRange.of("meanBoundedSlowdown").scaled(-4)).isEqualTo(new MetricRange(-INF, -4));
    }
}
