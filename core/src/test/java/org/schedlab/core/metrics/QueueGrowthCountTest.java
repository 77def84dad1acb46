package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;

class QueueGrowthCountTest {
    @Test
    void arrivalsAreCountedAndAKilledJobWaitsAgain() {
        QueueGrowth q = new QueueGrowth();
        assertThat(q.arrivals()).isZero();
        assertThat(q.waitingAtLastArrival()).isZero();
        Job a = Job.of(1, 0, 5, 1);
        Job b = Job.of(2, 1, 5, 1);
        q.onArrival(a, 0);
        q.onStart(a, null, 0);
        q.onKill(a, null, 0, 1);
        q.onArrival(b, 1);
        // after b's arrival: b and the killed a wait
        assertThat(q.arrivals()).isEqualTo(2);
        assertThat(q.waitingAtLastArrival()).isEqualTo(2);
    }

    @Test
    void aGrowthOfExactlyTheThresholdIsStable() {
        // 400 arrivals: one waits just after each of the first 300 arrivals (each starts at
        // once), except that 296..299 stay; from 300 on five wait after each arrival. The windows
        // 100..199 and 300..399 have means 1 and 5: growth (5 - 1) / 200 = 0.02, not above it.
        QueueGrowth q = new QueueGrowth();
        for (int i = 0; i < 400; i++) {
            Job j = Job.of(i, i, 1, 1);
            q.onArrival(j, i);
            if (i < 296 || i >= 300) {
                q.onStart(j, null, i);
            }
        }
        assertThat(q.growthPerArrival()).isEqualTo(QueueGrowth.THRESHOLD);
        assertThat(q.unstable()).isFalse();
    }
}
