package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;

/** Kills in the utilization (also per class), a run of zero length, and the argument checks. */
class MetricsEdgesTest {
    @Test
    void aKilledJobsWorkCountsInTheUtilizationOfItsClassToo() {
        Metrics m = new Metrics(10, 10, j -> j.id() == 1 ? "a" : "b");
        var alloc = new FlatAllocator(10).find(new ProcessorRequest(4));
        Job killed = new Job(1, 0, 50, 50, 4, new ProcessorRequest(4));
        Job done = new Job(2, 10, 10, 10, 4, new ProcessorRequest(4));
        m.onKill(killed, alloc, 5, 15); // 4 x 10 busy, not an ended job
        m.onEnd(done, alloc, 10, 20); // 4 x 10 busy, span 10..20
        MetricsSummary s = m.summary();
        assertThat(s.jobs()).isEqualTo(1);
        assertThat(s.makespan()).isEqualTo(10.0);
        assertThat(s.utilization()).isEqualTo(80.0 / (10 * 10));
        assertThat(s.byClass()).containsOnlyKeys("a", "b");
        assertThat(s.byClass().get("a").jobs()).isZero();
        assertThat(s.byClass().get("b").utilization()).isEqualTo(40.0 / 100);
        assertThat(s.value("meanWait")).isEqualTo(0.0);
        assertThat(s.value("meanTurnaround")).isEqualTo(10.0);
    }

    @Test
    void aRunThatTakesNoTimeHasZeroUtilization() {
        Metrics m = new Metrics(4);
        m.onEnd(
                new Job(1, 3, 0, 0, 2, new ProcessorRequest(2)),
                new FlatAllocator(4).find(new ProcessorRequest(2)),
                3,
                3);
        MetricsSummary s = m.summary();
        assertThat(s.makespan()).isZero();
        assertThat(s.utilization()).isZero();
        assertThat(s.meanBoundedSlowdown()).isEqualTo(1.0);
    }

    @Test
    void capacityAndThresholdMustBePositive() {
        assertThatThrownBy(() -> new Metrics(0)).hasMessageContaining("capacity must be positive: 0");
        assertThatThrownBy(() -> new Metrics(4, 0, null)).hasMessageContaining("threshold must be positive: 0.0");
        assertThat(new Metrics(1, Double.MIN_VALUE, null).summary().jobs()).isZero();
    }
}
