package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OvertakeCountsTest {
    @Test
    void countsOvertakesFromHigherPositionsAcrossGrowth() {
        SplittableRandom rnd = new SplittableRandom(7);
        OvertakeCounts counts = new OvertakeCounts();
        long[] events = new long[3000];
        for (int step = 0; step < 4000; step++) {
            int p = rnd.nextInt(Math.min(events.length, 10 + step));
            counts.overtakeBy(p);
            events[p]++;
            int q = rnd.nextInt(events.length + 5);
            long want = 0;
            for (int i = q + 1; i < events.length; i++) {
                want += events[i];
            }
            assertThat(counts.countOf(q))
                    .as("count at %d after step %d", q, step)
                    .isEqualTo(want);
        }
    }
}
