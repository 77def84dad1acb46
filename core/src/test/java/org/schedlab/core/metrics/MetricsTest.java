package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.HdrHistogram.DoubleHistogram;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.ProcessorSet;
import org.schedlab.core.job.Job;

class MetricsTest {
    @Test
    void handComputedFigures() {
        Metrics m = new Metrics(4, 10, j -> j.runtime() < 10 ? "short" : "long");
        // job 1: submit 0, start 0, end 20, 2 procs: wait 0, turnaround 20, bsld max(1, 20/20) = 1
        m.onEnd(Job.of(1, 0, 20, 2), new ProcessorSet(new int[] {0, 1}), 0, 20);
        // job 2: submit 2, start 6, end 8, 1 proc: wait 4, turnaround 6, bsld 6 / max(2, 10) -> 1
        m.onEnd(Job.of(2, 2, 2, 1), new ProcessorSet(new int[] {2}), 6, 8);
        // job 3: submit 4, start 40, end 60, 4 procs: wait 36, turnaround 56, bsld 56/20 = 2.8
        m.onEnd(Job.of(3, 4, 20, 4), new ProcessorSet(new int[] {0, 1, 2, 3}), 40, 60);
        MetricsSummary s = m.summary();
        assertThat(s.jobs()).isEqualTo(3);
        assertThat(s.meanWait()).isEqualTo(40.0 / 3);
        assertThat(s.maxWait()).isEqualTo(36);
        assertThat(s.meanTurnaround()).isEqualTo(82.0 / 3);
        assertThat(s.meanBoundedSlowdown()).isCloseTo(4.8 / 3, within(1e-12));
        // busy area 40 + 2 + 80 = 122 over 4 x 60
        assertThat(s.utilization()).isEqualTo(122.0 / 240);
        assertThat(s.makespan()).isEqualTo(60);
        assertThat(s.byClass()).containsOnlyKeys("long", "short");
        assertThat(s.byClass().get("long").jobs()).isEqualTo(2);
        assertThat(s.byClass().get("short").meanWait()).isEqualTo(4);
        assertThat(s.waitP99()).isCloseTo(36, within(0.1));
    }

    @Test
    void percentilesNeverExceedTheLargestWait() {
        // four jobs whose largest wait, 32, sits in a histogram bucket reported as 32.0234375
        Metrics m = new Metrics(4);
        double[] waits = {0, 1, 2, 32};
        for (int i = 0; i < waits.length; i++) {
            m.onEnd(Job.of(i + 1, 0, 1, 1), new ProcessorSet(new int[] {0}), waits[i], waits[i] + 1);
        }
        MetricsSummary s = m.summary();
        assertThat(s.maxWait()).isEqualTo(32);
        assertThat(s.waitP95()).isEqualTo(32);
        assertThat(s.waitP99()).isEqualTo(32);
        assertThat(s.waitP50()).isLessThanOrEqualTo(s.waitP95());
    }

    /**
     * Zero waits are counted aside and added to the histogram in one call when it is read: the
     * percentiles equal those of a histogram that took every wait in order, also across range
     * shifts both ways (waits from a millisecond to weeks) and when the figures are read midway.
     */
    @Test
    void zeroWaitsCountedAsideGiveTheHistogramsPercentiles() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Metrics m = new Metrics(8);
            DoubleHistogram every = new DoubleHistogram(3);
            double max = 0;
            int n = 1 + rnd.nextInt(3_000);
            for (int i = 0; i < n; i++) {
                int kind = rnd.nextInt(10);
                double wait = kind < 6 ? 0 : kind < 8 ? rnd.nextDouble() * 0.01 : rnd.nextDouble() * 3e6;
                double submit = rnd.nextInt(1_000);
                m.onEnd(Job.of(i + 1, submit, 5, 1), new ProcessorSet(new int[] {0}), submit + wait, submit + wait + 5);
                every.recordValue((submit + wait) - submit);
                max = Math.max(max, (submit + wait) - submit);
                if (i == n / 2 || rnd.nextInt(500) == 0) {
                    assertSamePercentiles(m.summary(), every, max, seed);
                }
            }
            assertSamePercentiles(m.summary(), every, max, seed);
        }
    }

    private static void assertSamePercentiles(MetricsSummary s, DoubleHistogram every, double max, long seed) {
        assertThat(s.waitP50()).as("seed %d", seed).isEqualTo(Math.min(every.getValueAtPercentile(50), max));
        assertThat(s.waitP95()).as("seed %d", seed).isEqualTo(Math.min(every.getValueAtPercentile(95), max));
        assertThat(s.waitP99()).as("seed %d", seed).isEqualTo(Math.min(every.getValueAtPercentile(99), max));
    }

    @Test
    void emptyRunIsAllZero() {
        MetricsSummary s = new Metrics(1).summary();
        assertThat(s.jobs()).isZero();
        assertThat(s.meanWait()).isZero();
        assertThat(s.value("utilization")).isZero();
    }
}
