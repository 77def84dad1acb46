package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;

class QueueGrowthTest {
    private static Job job(int i) {
        return Job.of(i, i, 1, 1);
    }

    @Test
    void aQueueThatKeepsEveryFourthArrivalGrowsByAQuarterPerArrival() {
        QueueGrowth q = new QueueGrowth();
        // 4,000 arrivals; three of every four start at once, the fourth waits for ever
        for (int i = 0; i < 4000; i++) {
            q.onArrival(job(i), i);
            if (i % 4 != 3) {
                q.onStart(job(i), null, i);
            }
        }
        // waiting after arrival i: floor(i / 4) + (1 if i % 4 == 3, the one just kept)
        assertThat(q.growthPerArrival()).isCloseTo(0.25, within(1e-3));
        assertThat(q.unstable()).isTrue();
        assertThat(q.waitingAtLastArrival()).isEqualTo(1000);
    }

    @Test
    void aQueueThatStaysBoundedIsStable() {
        QueueGrowth q = new QueueGrowth();
        // the queue cycles through 0..9 waiting jobs and never grows
        int waiting = 0;
        for (int i = 0; i < 4000; i++) {
            q.onArrival(job(i), i);
            waiting++;
            if (i % 10 == 9) {
                for (; waiting > 0; waiting--) {
                    q.onStart(job(i), null, i);
                }
            }
        }
        assertThat(q.growthPerArrival()).isCloseTo(0.0, within(1e-12));
        assertThat(q.unstable()).isFalse();
    }

    @Test
    void tooFewArrivalsGiveNoVerdict() {
        QueueGrowth q = new QueueGrowth();
        for (int i = 0; i < QueueGrowth.MIN_ARRIVALS - 1; i++) {
            q.onArrival(job(i), i);
        }
        assertThat(q.growthPerArrival()).isNaN();
        assertThat(q.unstable()).isFalse();
        q.onArrival(job(QueueGrowth.MIN_ARRIVALS), 0);
        assertThat(q.unstable()).isTrue(); // nothing ever started
    }
}
