package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.core.testing.ScheduleRun;

/**
 * Why the reservation is planned on the allocator: on a line of 6 processors where jobs need
 * contiguous ids (first fit), a count-based EASY would backfill job J into the only gap that
 * completes the head's block and delay the head from 10 to 53.
 *
 * <pre>
 * t=0  X (2 procs, ends 10) gets 0-1, P (1 proc, ends 1) gets 2, Y (1 proc, ends 100) gets 3
 * t=1  P ends: free {2, 4, 5}
 * t=2  H (3 procs) waits: no 3 contiguous free ids. Releasing X on the copy frees 0-2: shadow 10.
 *      (By count: 5 free at 10, extra 2.)
 * t=3  J (1 proc, estimate 50) fits now at 2 and ends after 10. By count it would use one of the
 *      2 extra processors; on the copy, 2 marked busy leaves {0, 1, 4, 5}, where H does not fit,
 *      so J waits.
 * t=10 X ends: H starts on 0-2, then J on 4.
 * </pre>
 */
class EasyContiguousTest {
    private static Job job(int id, double submit, double runtime, int procs) {
        return new Job(id, submit, runtime, runtime, procs, new ProcessorRequest(procs));
    }

    @Test
    void backfillNeverTakesTheHeadsBlock() {
        List<Job> jobs = List.of(
                job(1, 0, 10, 2), // X
                job(2, 0, 1, 1), // P
                job(3, 0, 100, 1), // Y
                job(4, 2, 10, 3), // H
                job(5, 3, 50, 1)); // J
        Map<Integer, Double> starts = ScheduleRun.starts(new EasyScheduler(), new ContiguousAllocator(6), jobs);
        assertThat(starts).containsExactlyInAnyOrderEntriesOf(Map.of(1, 0.0, 2, 0.0, 3, 0.0, 4, 10.0, 5, 10.0));
    }
}
