package org.schedlab.schedulers.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.schedulers.backfill.ShadowPlanner.Run;

/** The running jobs' order: expected end, then start, then the policy's number, ties included. */
class ShadowPlannerOrderTest {
    private static final Comparator<Run> CHAINED = Comparator.comparingDouble(Run::estimatedEnd)
            .thenComparingDouble(Run::start)
            .thenComparingInt(Run::order);

    @Test
    void ordersAsTheChainedComparatorOnManyTies() {
        SplittableRandom random = new SplittableRandom(3);
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            double start = random.nextInt(5);
            double end = start + random.nextInt(4);
            runs.add(new Run(Job.of(i, 0, 1, 1), null, start, end, random.nextInt(6)));
        }
        runs.add(new Run(Job.of(300, 0, 1, 1), null, -0.0, 0.0, 0));
        runs.add(new Run(Job.of(301, 0, 1, 1), null, 0.0, -0.0, 0));
        for (Run a : runs) {
            for (Run b : runs) {
                assertThat(Integer.signum(ShadowPlanner.BY_ESTIMATED_END.compare(a, b)))
                        .as("%s vs %s", a, b)
                        .isEqualTo(Integer.signum(CHAINED.compare(a, b)));
            }
        }
    }
}
