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
}
