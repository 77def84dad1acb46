package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.ProcessorSet;
import org.schedlab.core.job.Job;

/** The processor time of killed runs in the utilization (also per class), and the range checks. */
class MetricsKillAndBoundsTest {
    @Test
    void aKilledRunsProcessorTimeCountsAsBusyInEveryClass() {
        Metrics m = new Metrics(4, Metrics.DEFAULT_SLOWDOWN_THRESHOLD, j -> "all");
        Job job = Job.of(1, 0, 10, 2);
        ProcessorSet two = new ProcessorSet(new int[] {0, 1});
        // started at 2, killed at 5 (2 x 3 processor-units lost), run again 5..15 (2 x 10)
        m.onKill(job, two, 2, 5);
        m.onEnd(job, two, 5, 15);
        MetricsSummary s = m.summary();
        assertThat(s.jobs()).isEqualTo(1);
        assertThat(s.utilization()).isEqualTo(26.0 / (4 * 15));
        assertThat(s.byClass().get("all").utilization()).isEqualTo(26.0 / (4 * 15));
        assertThat(s.meanWait()).isEqualTo(5.0);
    }

    @Test
    void capacityAndThresholdMustBePositive() {
        assertThatThrownBy(() -> new Metrics(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity must be positive: 0");
        assertThatThrownBy(() -> new Metrics(4, 0, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("slowdown threshold must be positive: 0.0");
        assertThat(new Metrics(1, Double.MIN_VALUE, null).summary().jobs()).isZero();
    }

    @Test
    void theSpanRunsFromTheFirstSubmitToTheLastEnd() {
        Metrics m = new Metrics(4);
        m.onEnd(Job.of(1, 2, 6, 2), new ProcessorSet(new int[] {0, 1}), 4, 10);
        MetricsSummary s = m.summary();
        assertThat(s.makespan()).isEqualTo(8.0);
        assertThat(s.value("makespan")).isEqualTo(8.0);
        assertThat(s.value("meanWait")).isEqualTo(2.0);
        assertThat(s.utilization()).isEqualTo(12.0 / (4 * 8));
    }

    @Test
    void aSpanOfZeroHasZeroUtilization() {
        Metrics m = new Metrics(4);
        m.onEnd(Job.of(1, 3, 0, 1), new ProcessorSet(new int[] {0}), 3, 3);
        MetricsSummary s = m.summary();
        assertThat(s.jobs()).isEqualTo(1);
        assertThat(s.makespan()).isZero();
        assertThat(s.utilization()).isEqualTo(0.0);
    }
}
