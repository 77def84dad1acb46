package org.schedlab.schedulers.maui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.schedulers.maui.MauiScheduler.Waiting;

/**
 * Maui's queue sort ({@link MauiScheduler#sortLargestFirst}, a merge sort comparing the priority
 * fields itself) against {@link Arrays#sort} with the same comparator, job for job: on queues
 * already in order, nearly in order, in random order, and with many equal priorities (a zero of
 * each sign, negative values, infinities and NaN among them), so that stability and {@link
 * Double#compare}'s order decide.
 */
class MauiSortTest {
    /** Largest priority first, in {@link Double#compare}'s order: the order the scheduler ranks by. */
    private static final Comparator<Waiting> LARGEST_FIRST = (a, b) -> Double.compare(b.priority, a.priority);

    private static final double[] VALUES = {
        -0.0, 0.0, 1, 1.5, 2, 7, -3, -3.5, 1e9, -1e300, Double.MIN_VALUE, Double.NEGATIVE_INFINITY, Double.NaN
    };

    @Test
    void sortsAsTheLibrarysStableSort() {
        SplittableRandom rnd = new SplittableRandom(20261129);
        int inOrder = 0;
        for (int round = 0; round < 4000; round++) {
            int n = rnd.nextInt(1, 200);
            int from = rnd.nextInt(3);
            Waiting[] q = new Waiting[from + n];
            for (int i = 0; i < q.length; i++) {
                q[i] = new Waiting(new Job(i, 0, 1, 1, 1, new ProcessorRequest(1)), i);
            }
            int kind = round % 4;
            for (int i = 0; i < q.length; i++) {
                q[i].priority = switch (kind) {
                    case 0 -> n - i + (rnd.nextInt(10) == 0 ? rnd.nextInt(-30, 30) : 0); // nearly in order
                    case 1 -> rnd.nextInt(1000); // any order
                    case 2 -> q.length - i; // in order
                    default -> VALUES[rnd.nextInt(VALUES.length)]; // ties
                };
            }
            Waiting[] expected = q.clone();
            Arrays.sort(expected, from, q.length, LARGEST_FIRST);
            Waiting[] actual = q.clone();
            Waiting[] spare = rnd.nextBoolean() ? null : new Waiting[Math.max(0, q.length + rnd.nextInt(-1, 2))];
            Waiting[] kept = MauiScheduler.sortLargestFirst(actual, from, q.length, spare);
            for (int i = 0; i < q.length; i++) {
                assertThat(actual[i]).as("round %d, position %d", round, i).isSameAs(expected[i]);
            }
            if (kept != spare) { // a new scratch array, made because spare was missing or short
                assertThat(kept.length).isGreaterThanOrEqualTo(q.length);
            }
            if (kept != null) {
                // the scratch array holds no job afterwards
                assertThat(Arrays.stream(kept).allMatch(w -> w == null))
                        .as("round %d", round)
                        .isTrue();
            }
            inOrder += Arrays.equals(q, expected) ? 1 : 0;
        }
        // queues already in order and queues out of order both come up
        assertThat(inOrder).isBetween(1000, 3000);
    }
}
