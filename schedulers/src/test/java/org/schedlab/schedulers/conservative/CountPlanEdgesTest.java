package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The counts-only plan on hand-built profiles: many expected ends, an end one ulp after now,
 * bookings starting now, bookings that leave exactly zero free, two bookings at one time, a start
 * between profile points, the bound returned when nothing fits earlier; and the profile brought to
 * a later pass: early departures, jobs past their estimates, a start at 0 s, keys that change nothing.
 */
class CountPlanEdgesTest {
    private static Slot slot(double start, double end, int p) {
        return new Slot(start, end, new Occupancy.Count(p));
    }

    @Test
    void aProfileOfManyEndsGrowsItsArrays() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        for (int t = 1; t <= 100; t++) {
            ends.put((double) t, 1);
        }
        CountPlan plan = new CountPlan();
        plan.reset(0, 0, RunningEnds.of(ends));
        // one processor frees at each of 1..100: 50 are free from 50 on
        assertThat(plan.earliest(50, 1, null).start()).isEqualTo(50.0);
        assertThat(plan.earliest(100, 1, null).start()).isEqualTo(100.0);
    }

    @Test
    void anEndOneUlpAfterNowJoinsTheOverdueEnds() {
        double now = 1.0;
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(0.5, 1); // overdue: counted as ending just after now
        ends.put(Math.nextUp(now), 2);
        CountPlan plan = new CountPlan();
        plan.reset(0, now, RunningEnds.of(ends));
        assertThat(plan.earliest(3, 1, null).start()).isEqualTo(Math.nextUp(now));
    }

    @Test
    void bookingsFromNowOnMayUseEveryProcessorUntilAJobOutlivesItsEstimate() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(3.0, 1);
        CountPlan plan = new CountPlan();
        plan.reset(1, 0, RunningEnds.of(ends)); // 2 processors, one running until 3
        plan.reserve(slot(0, 5, 1));
        plan.reserve(slot(5, 8, 2));
        // the bookings start now and leave exactly 0 free until 8
        assertThat(plan.advance(0, RunningEnds.of(ends)) && plan.fits()).isTrue();
        assertThat(plan.isFree(slot(1, 2, 1))).isFalse();
        assertThat(plan.isFree(slot(3, 5, 1))).isTrue();
        assertThat(plan.isFree(slot(8, 9, 2))).isTrue();
        // at 5 the running job is past its estimate: held until just after 5, over the booking at 5
        assertThat(plan.advance(5, RunningEnds.of(ends))).isTrue();
        assertThat(plan.fits()).isFalse();
        assertThatThrownBy(plan::checkInvariants)
                .as("the audit finds what the scheduler would make afresh")
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("overbooked at 5.0: -1 free");
    }

    @Test
    void twoBookingsStartingTogetherAddUp() {
        CountPlan plan = new CountPlan();
        plan.reset(2, 0, new RunningEnds());
        plan.reserve(slot(2, 5, 1));
        plan.reserve(slot(2, 6, 1));
        assertThat(plan.isFree(slot(0, 2, 2))).isTrue();
        assertThat(plan.isFree(slot(2, 3, 1))).isFalse();
        assertThat(plan.isFree(slot(5, 6, 1))).isTrue();
        plan.cancel(slot(2, 6, 1));
        plan.cancel(slot(2, 5, 1));
        assertThat(plan.advance(0, new RunningEnds()) && plan.fits()).isTrue();
        assertThat(plan.isFree(slot(2, 3, 2))).isTrue();
        assertThat(plan.steps()).as("the cancelled keys are dropped").containsExactly(entry(0.0, 2));
    }

    @Test
    void anEarlyDepartureGivesItsProcessorsBackFromTheNextPass() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(10.0, 3);
        ends.put(20.0, 1);
        CountPlan plan = new CountPlan();
        plan.reset(0, 0, RunningEnds.of(ends));
        plan.reserve(slot(10, 15, 2));
        ends.remove(10.0);
        plan.departed(10, 3); // left at 4, six seconds early
        assertThat(plan.advance(4, RunningEnds.of(ends)) && plan.fits()).isTrue();
        // free: 3 until the booking at 10, 1 during it, 3 after it, 4 once the last job ends
        assertThat(plan.steps()).containsExactly(entry(4.0, 3), entry(10.0, 1), entry(15.0, 3), entry(20.0, 4));
        CountPlan fresh = new CountPlan();
        fresh.reset(3, 4, RunningEnds.of(ends));
        fresh.reserve(slot(10, 15, 2));
        assertThat(plan.steps()).isEqualTo(fresh.steps());
    }

    @Test
    void aJobPastItsEstimateIsHeldUntilJustAfterEachPass() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(2.0, 2);
        CountPlan plan = new CountPlan();
        plan.reset(1, 0, RunningEnds.of(ends));
        assertThat(plan.advance(3, RunningEnds.of(ends)) && plan.fits()).isTrue(); // still running at 3
        assertThat(plan.steps()).containsExactly(entry(3.0, 1), entry(Math.nextUp(3.0), 3));
        assertThat(plan.advance(3, RunningEnds.of(ends)) && plan.fits())
                .as("a second pass at 3")
                .isTrue();
        assertThat(plan.steps()).containsExactly(entry(3.0, 1), entry(Math.nextUp(3.0), 3));
        ends.clear();
        plan.departed(2, 2); // left at 3, after its estimate
        assertThat(plan.advance(3, RunningEnds.of(ends)) && plan.fits()).isTrue();
        assertThat(plan.steps()).containsExactly(entry(3.0, 3));
        CountPlan fresh = new CountPlan();
        fresh.reset(3, 3, RunningEnds.of(ends));
        assertThat(plan.steps()).isEqualTo(fresh.steps());
    }

    @Test
    void aJobEstimatedAtZeroGivesItsInstantBackWhenItStarts() {
        CountPlan plan = new CountPlan();
        plan.reset(4, 7, new RunningEnds());
        Slot instant = plan.earliest(4, 0, null);
        assertThat(instant).isEqualTo(slot(7, Math.nextUp(7.0), 4));
        plan.reserve(instant);
        assertThat(plan.isFree(slot(7, 8, 1))).isFalse();
        plan.started(instant, 7); // planned gone at once, as Plan plans a job expected to end now
        assertThat(plan.isFree(slot(7, 8, 4))).isTrue();
        Slot longer = slot(7, 9, 4);
        plan.reserve(longer);
        plan.started(longer, 9); // the reservation's span becomes the running job's
        assertThat(plan.isFree(slot(8, 9, 1))).isFalse();
        assertThatThrownBy(() -> plan.started(slot(7, Math.nextUp(7.0), 1), 8))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aSlotStartingBetweenProfilePointsIsCheckedFromThePointBefore() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(5.0, 2);
        CountPlan plan = new CountPlan();
        plan.reset(0, 0, RunningEnds.of(ends));
        assertThat(plan.isFree(slot(3, 6, 1))).isFalse();
        assertThat(plan.isFree(slot(5, 6, 2))).isTrue();
    }

    @Test
    void theBoundIsReturnedWhenNothingFitsEarlier() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(5.0, 1);
        CountPlan plan = new CountPlan();
        plan.reset(0, 0, RunningEnds.of(ends));
        Slot bound = slot(9, 10, 4);
        // four processors never come free in this profile: the old reservation stays
        assertThat(plan.earliest(4, 1, bound)).isSameAs(bound);
        assertThatThrownBy(() -> plan.earliest(4, 1, null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("fits nowhere");
    }
}
