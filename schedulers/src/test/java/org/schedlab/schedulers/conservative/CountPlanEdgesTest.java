package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The counts-only plan on hand-built profiles: many expected ends, an end one ulp after now,
 * bookings starting now, bookings that leave exactly zero free, two bookings at one time, a start
 * between profile points, and the bound returned when nothing fits earlier.
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
        assertThat(plan.build(0, 0, RunningEnds.of(ends))).isTrue();
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
        plan.build(0, now, RunningEnds.of(ends));
        assertThat(plan.earliest(3, 1, null).start()).isEqualTo(Math.nextUp(now));
    }

    @Test
    void bookingsFromNowOnAreMergedAndMayUseEveryProcessor() {
        CountPlan plan = new CountPlan();
        assertThat(plan.build(1, 0, new RunningEnds())).isTrue();
        plan.book(slot(0, 5, 1));
        // the booking starts now and leaves exactly 0 free until 5
        assertThat(plan.build(1, 0, new RunningEnds())).isTrue();
        assertThat(plan.isFree(slot(1, 2, 1))).isFalse();
        assertThat(plan.isFree(slot(5, 6, 1))).isTrue();
        plan.book(slot(2, 3, 1));
        // now the bookings overlap on one processor: overbooked
        assertThat(plan.build(1, 0, new RunningEnds())).isFalse();
    }

    @Test
    void twoBookingsStartingTogetherAddUp() {
        CountPlan plan = new CountPlan();
        plan.book(slot(2, 5, 1));
        plan.book(slot(2, 6, 1));
        assertThat(plan.build(2, 0, new RunningEnds())).isTrue();
        assertThat(plan.isFree(slot(0, 2, 2))).isTrue();
        assertThat(plan.isFree(slot(2, 3, 1))).isFalse();
        assertThat(plan.isFree(slot(5, 6, 1))).isTrue();
        plan.unbook(slot(2, 6, 1));
        plan.unbook(slot(2, 5, 1));
        assertThat(plan.build(2, 0, new RunningEnds())).isTrue();
        assertThat(plan.isFree(slot(2, 3, 2))).isTrue();
    }

    @Test
    void aSlotStartingBetweenProfilePointsIsCheckedFromThePointBefore() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(5.0, 2);
        CountPlan plan = new CountPlan();
        plan.build(0, 0, RunningEnds.of(ends));
        assertThat(plan.isFree(slot(3, 6, 1))).isFalse();
        assertThat(plan.isFree(slot(5, 6, 2))).isTrue();
    }

    @Test
    void theBoundIsReturnedWhenNothingFitsEarlier() {
        TreeMap<Double, Integer> ends = new TreeMap<>();
        ends.put(5.0, 1);
        CountPlan plan = new CountPlan();
        plan.build(0, 0, RunningEnds.of(ends));
        Slot bound = slot(9, 10, 4);
        // four processors never come free in this profile: the old reservation stays
        assertThat(plan.earliest(4, 1, bound)).isSameAs(bound);
        assertThatThrownBy(() -> plan.earliest(4, 1, null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("fits nowhere");
    }
}
