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

    /** The per-arrival definition, computed from every queue length (the reference). */
    private static double exactGrowth(int[] waitingAfter) {
        int a = waitingAfter.length;
        double early = 0;
        for (int i = a / 4; i < a / 2; i++) {
            early += waitingAfter[i];
        }
        double late = 0;
        for (int i = 3 * a / 4; i < a; i++) {
            late += waitingAfter[i];
        }
        return (late / (a - 3 * a / 4) - early / (a / 2 - a / 4)) / (a / 2.0);
    }

    /** Feeds {@code n} arrivals whose queue grows by one every {@code period} arrivals, with a sawtooth on top. */
    private static double[] growthOf(int n, int period) {
        QueueGrowth q = new QueueGrowth();
        int[] waitingAfter = new int[n];
        int waiting = 0;
        for (int i = 0; i < n; i++) {
            q.onArrival(job(i), i);
            waiting++;
            waitingAfter[i] = waiting; // the queue just after the arrival, as QueueGrowth sees it
            // keep the growth, and drain the sawtooth of height i % 7 at every seventh arrival
            int target = i / period + i % 7;
            for (; waiting > target; waiting--) {
                q.onStart(job(i), null, i);
            }
        }
        return new double[] {
            q.growthPerArrival(), exactGrowth(waitingAfter), q.waitingAtLastArrival(), waitingAfter[n - 1]
        };
    }

    @Test
    void upToTheExactLimitTheGrowthIsThePerArrivalOne() {
        double[] g = growthOf(QueueGrowth.EXACT_ARRIVALS - 3, 50);
        assertThat(g[0]).isEqualTo(g[1]);
        assertThat(g[2]).isEqualTo(g[3]);
    }

    @Test
    void beyondItTheBlockSumsStayWithinATenThousandthOfAPercent() {
        for (int n : new int[] {QueueGrowth.EXACT_ARRIVALS + 1, 3 * QueueGrowth.EXACT_ARRIVALS + 12_345}) {
            double[] g = growthOf(n, 40);
            assertThat(g[0]).isCloseTo(g[1], within(1e-5 * g[1]));
            assertThat(g[0]).isNotNaN().isCloseTo(1 / 40.0, within(1e-3));
            assertThat(g[2]).isEqualTo(g[3]);
        }
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
