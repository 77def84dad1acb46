package org.schedlab.schedulers.relaxed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.schedulers.relaxed.ChangePlan.Change;
import org.schedlab.schedulers.relaxed.ChangePlan.Entry;

/**
 * Slot searches of a {@link ChangePlan} on small plans worked out by hand, in PReMAS's rules
 * ({@code StatefulScheduler.findTime} and {@code zeroCase}): where a job estimated at 0 s goes, the
 * "skip" that a 0-s job's changes cause, a try at exactly the limit, and the most processors free
 * over a span.
 *
 * <p>The plan of a machine of 10 processors with 4 free now (second 0): a running job of 6
 * processors ends at 2; a waiting job of 8 processors is planned at 4 for 2 s.
 */
class ChangePlanGoldenTest {
    private static final int FREE = 4;

    private ChangePlan plan;

    private static Entry entry(long index, double estimate, int processors) {
        Job job = new Job((int) index, 0, estimate, estimate, processors, new ProcessorRequest(processors));
        return new Entry(job, index);
    }

    @BeforeEach
    void plan() {
        plan = new ChangePlan();
        Entry running = entry(0, 2, 6);
        plan.changes.add(new Change(running, 2, false)); // only its end: it runs
        plan.put(entry(1, 2, 8), 4);
    }

    @Test
    void aJobEstimatedAtZeroStartsNowWhenItsProcessorsAreFree() {
        assertThat(plan.earliest(entry(10, 0, 4), FREE, 0)).isEqualTo(0.0); // exactly the free count
        assertThat(plan.horizon).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(plan.earliest(entry(11, 0, 4), FREE, 1)).isEqualTo(1.0);
    }

    @Test
    void aJobEstimatedAtZeroGoesToTheFirstChangeAfterWhichEnoughAreFree() {
        // 4 free, then 10 at 2: a job of 5 goes to 2, one of 10 too (exactly the count)
        assertThat(plan.earliest(entry(10, 0, 5), FREE, 0)).isEqualTo(2.0);
        assertThat(plan.horizon).isEqualTo(2.0);
        assertThat(plan.earliest(entry(11, 0, 10), FREE, 0)).isEqualTo(2.0);
        // limited to 1: the first change, at 2, is past it
        assertThat(plan.earliest(entry(12, 0, 10), FREE, 0, 1)).isEqualTo(2.0);
        // more than ever free (11 of 10): the last change, all read
        assertThat(plan.earliest(entry(13, 0, 11), FREE, 0)).isEqualTo(6.0);
        assertThat(plan.horizon).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void aJobEstimatedAtZeroPassesOverItsOwnChanges() {
        // more than ever free (11 of 10), its own changes planned last, at 7: the search ends at
        // the last change of another job, at 6, not at its own
        Entry zero = entry(10, 0, 11);
        plan.put(zero, 7);
        assertThat(plan.earliest(zero, FREE, 0)).isEqualTo(6.0);
        assertThat(plan.horizon).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void aJobOfExactlyTheFreeCountFitsWhereTheCountStaysAtItsSize() {
        // 4 free now: a job of 4 for 1 s starts now (the count rises to 10 at 2)
        assertThat(plan.earliest(entry(10, 1, 4), FREE, 0)).isEqualTo(0.0);
        // for 5 s it would run past 4, where 2 are free (10 - 8): it goes to 6
        assertThat(plan.earliest(entry(11, 5, 4), FREE, 0)).isEqualTo(6.0);
        // a job of 2 for 5 s: 4, 10, 2, 10 are all at least 2
        assertThat(plan.earliest(entry(12, 5, 2), FREE, 0)).isEqualTo(0.0);
    }

    @Test
    void aTryThatFailsAfterReachingExactlyTheLimitIsAboveIt() {
        // a job of 8 for 5 s: 4 free now; the try at 2 (10 free) fails at 4 (2 free), the next at
        // 6 is past the limit of 2; the try at 2 is not an answer, though it equals the limit
        Entry wide = entry(10, 5, 8);
        assertThat(plan.earliest(wide, FREE, 0, 2)).isEqualTo(6.0);
        assertThat(plan.horizon).isEqualTo(Double.POSITIVE_INFINITY); // 6 was the last change
        assertThat(plan.earliest(wide, FREE, 0)).isEqualTo(6.0);
        // for 2 s it fits at 2, ending at 4 when the planned job starts
        assertThat(plan.earliest(entry(11, 2, 8), FREE, 0, 2)).isEqualTo(2.0);
        assertThat(plan.horizon).isEqualTo(6.0);
    }

    @Test
    void theChangesOfAJobEstimatedAtZeroMoveTheTryToTheirSecond() {
        // PReMAS's skip, on a plan of only a 0-s job of 3 at 5, with 4 free
        ChangePlan zeroPlan = new ChangePlan();
        zeroPlan.put(entry(0, 0, 3), 5);
        Entry job = entry(10, 10, 4);
        // applying the 0-s job's start leaves 1 free (< 4): the try moves to 5, though the count at
        // the end of that second is 4 again
        assertThat(zeroPlan.earliest(job, FREE, 0)).isEqualTo(5.0);
        // a job that still fits after the 0-s start (1 processor) stays at now
        assertThat(zeroPlan.earliest(entry(11, 10, 1), FREE, 0)).isEqualTo(0.0);
        // the same span without the 0-s job: now
        assertThat(new ChangePlan().earliest(job, FREE, 0)).isEqualTo(0.0);
    }

    @Test
    void theSkipAlsoReadsA0sJobPlannedAfterOthersOfItsSecond() {
        // a job of 3 planned from 0 to 5 and a 0-s job of 5 at 5: at 5 the end gives 3 back (7
        // free) before the 0-s start takes 5 (2 free, below a job of 4 for 10 s)
        ChangePlan zeroPlan = new ChangePlan();
        zeroPlan.put(entry(0, 5, 3), 0);
        zeroPlan.put(entry(1, 0, 5), 5);
        assertThat(zeroPlan.earliest(entry(10, 10, 4), 7, 0)).isEqualTo(5.0);
    }

    @Test
    void mostFreeReadsEverySecondOfTheSpanWithTheChangesUpToNowApplied() {
        assertThat(plan.mostFree(FREE, 0, 1)).isEqualTo(4);
        assertThat(plan.mostFree(FREE, 0, 2)).isEqualTo(10); // a change exactly at the end counts
        assertThat(plan.mostFree(FREE, 0, 5)).isEqualTo(10);
        assertThat(plan.mostFree(FREE, 4, 4)).isEqualTo(2); // the changes at now applied: 4 + 6 - 8
        assertThat(plan.mostFree(FREE, 4, 6)).isEqualTo(10);
        assertThat(plan.mostFree(FREE, 5, 5)).isEqualTo(2);
    }
}
