package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link CountPlan#earlierThan} against what it replaces in a compression: cancel the slot, search
 * the earliest slot bounded by it, and keep the slot when the search returns it. Random profiles
 * of running jobs and bookings on integer and half-integer times, so that slots start and end on
 * keys, between keys, one ulp after a key and at the same time as other bookings; estimates of 0.
 */
class CountPlanEarlierThanTest {
    private record Booking(double start, double estimate, int processors) {}

    /** Two identical plans: bookings made one by one at their earliest slot, as a pass makes them. */
    private static List<Slot> fill(
            CountPlan plan, int capacity, TreeMap<Double, Integer> ends, List<Booking> bookings) {
        int running = ends.values().stream().mapToInt(Integer::intValue).sum();
        plan.reset(capacity - running, 0, RunningEnds.of(ends));
        List<Slot> slots = new ArrayList<>();
        for (Booking b : bookings) {
            Slot slot = plan.earliest(b.processors(), b.estimate(), null);
            plan.reserve(slot);
            slots.add(slot);
        }
        return slots;
    }

    @Test
    void givesTheSlotThatCancelThenEarliestGives() {
        int moved = 0;
        int kept = 0;
        int skips = 0;
        for (long seed = 1; seed <= 60; seed++) {
            int[] counts = compare(seed);
            moved += counts[0];
            kept += counts[1];
            skips += counts[2];
        }
        assertThat(moved).as("bookings that move earlier").isGreaterThan(100);
        assertThat(kept).as("bookings that keep their slot").isGreaterThan(100);
        assertThat(skips)
                .as("searches that began where a remembered fruitless one ended")
                .isGreaterThan(50);
    }

    /** Compares both ways for every booking after each departure; returns {moved, kept, skips}. */
    private static int[] compare(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int capacity = 4 + random.nextInt(29);
        TreeMap<Double, Integer> ends = new TreeMap<>();
        int running = 0;
        while (running < capacity && random.nextInt(4) != 0) {
            int p = 1 + random.nextInt(Math.min(capacity - running, 8));
            ends.merge(time(random), p, Integer::sum);
            running += p;
        }
        List<Booking> bookings = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            double estimate = random.nextInt(6) == 0 ? 0 : time(random);
            bookings.add(new Booking(0, estimate, 1 + random.nextInt(capacity)));
        }
        int moved = 0;
        int kept = 0;
        int skips = 0;
        // free capacity appears as the running jobs are taken away one by one (early departures)
        for (int round = 0; round <= 3; round++) {
            CountPlan plan = new CountPlan();
            CountPlan twin = new CountPlan();
            List<Slot> slots = fill(plan, capacity, ends, bookings);
            List<Slot> twinSlots = fill(twin, capacity, ends, bookings);
            assertThat(slots).isEqualTo(twinSlots);
            if (!ends.isEmpty()) { // the last job to end leaves now, early
                double end = ends.lastKey();
                int p = ends.remove(end);
                plan.departed(end, p);
                twin.departed(end, p);
            }
            assertThat(plan.advance(0, RunningEnds.of(ends)) && plan.fits()).isTrue();
            assertThat(twin.advance(0, RunningEnds.of(ends)) && twin.fits()).isTrue();
            for (int k = 0; k < slots.size(); k++) {
                Slot old = slots.get(k);
                double estimate = bookings.get(k).estimate();
                Slot earlier = plan.earlierThan(old, estimate);
                twin.cancel(old);
                Slot expected = twin.earliest(old.placement().processors(), estimate, old);
                twin.reserve(expected);
                if (expected == old) {
                    assertThat(earlier)
                            .as("booking %d of seed %d keeps %s", k, seed, old)
                            .isNull();
                    kept++;
                    continue;
                }
                assertThat(earlier).as("booking %d of seed %d", k, seed).isEqualTo(expected);
                assertThat(earlier.start()).isLessThan(old.start());
                plan.cancel(old);
                plan.reserve(earlier);
                moved++;
            }
            skips += (int) plan.fruitlessSkips;
        }
        return new int[] {moved, kept, skips};
    }

    private static double time(SplittableRandom random) {
        double t = 1 + random.nextInt(20);
        return switch (random.nextInt(4)) {
            case 0 -> t + 0.5;
            case 1 -> Math.nextUp(t);
            default -> t;
        };
    }

    private static Slot slot(double start, double end, int p) {
        return new Slot(start, end, new Occupancy.Count(p));
    }

    /** A plan on {@code capacity} processors at time 0 with these bookings and nothing running. */
    private static CountPlan booked(int capacity, Slot... slots) {
        CountPlan plan = new CountPlan();
        plan.reset(capacity, 0, new RunningEnds());
        for (Slot s : slots) {
            plan.reserve(s);
        }
        return plan;
    }

    /**
     * A fruitless search is remembered for the same profile only, and only for a job that asks for
     * at least as many processors, at least as long, from a slot that starts no earlier.
     */
    @Test
    void aRememberedFruitlessSearchServesOnlyTheJobsItRulesOut() {
        // free (4 processors): 1 on [0,10), 3 on [10,20), 4 from 20 on, besides the slots asked about
        Slot a = slot(20, 25, 2);
        Slot b = slot(20, 26, 3);
        Slot c = slot(30, 40, 3);
        Slot d = slot(20, 30, 1);
        CountPlan plan = booked(4, slot(0, 10, 3), slot(10, 20, 1));
        assertThat(plan.earlierThan(a, 5)).as("2 for 5 before 20: [10,15)").isEqualTo(slot(10, 15, 2));
        assertThat(plan.earlierThan(slot(10, 15, 2), 5)).as("nothing before 10").isNull();
        long skips = plan.fruitlessSkips;
        assertThat(plan.earlierThan(b, 6))
                .as("3 for 6 before 20: ruled out before 10 as the last search was, then [10,16)")
                .isEqualTo(slot(10, 16, 3));
        assertThat(plan.fruitlessSkips).as("began at key 10").isEqualTo(skips + 1);
        assertThat(plan.earlierThan(d, 10))
                .as("1 processor asks for less than the remembered search: from 0 again")
                .isEqualTo(slot(0, 10, 1));
        assertThat(plan.fruitlessSkips).isEqualTo(skips + 1);
        assertThat(plan.earlierThan(slot(10, 15, 2), 5))
                .as("the remembered search again")
                .isNull();
        assertThat(plan.fruitlessSkips).isEqualTo(skips + 2);
        assertThat(plan.earlierThan(slot(10, 14, 3), 4))
                .as("a shorter job is not ruled out by the remembered one")
                .isNull();
        assertThat(plan.fruitlessSkips).isEqualTo(skips + 2);
        // after a change of the profile the remembered search no longer serves
        plan.cancel(slot(0, 10, 3));
        assertThat(plan.earlierThan(c, 10))
                .as("3 for 10 before 30, with [0,10) freed")
                .isEqualTo(slot(0, 10, 3));
        assertThat(plan.fruitlessSkips).isEqualTo(skips + 2);
    }

    @Test
    void exactlyEnoughFreeInsideTheWindowIsEnough() {
        // free: 3 on [0,5), 2 on [5,10), 2 on [10,18) beside the slot of 2 asked about
        Slot old = slot(10, 18, 2);
        CountPlan plan = booked(4, slot(0, 100, 1), slot(5, 10, 1), old);
        assertThat(plan.earlierThan(old, 8)).isEqualTo(slot(0, 8, 2));
    }

    @Test
    void theSlotsOwnProcessorsCountAsFreeFromItsStartOn() {
        // free: 1 on [0,5), 4 on [5,10), 1 on [10,18) with the slot of 2 booked (3 without it)
        Slot old = slot(10, 18, 2);
        CountPlan plan = booked(4, slot(0, 5, 3), slot(10, 30, 1), old);
        assertThat(plan.earlierThan(old, 8)).isEqualTo(slot(5, 13, 2));
    }

    @Test
    void aWindowMayEndWhereTheCountFallsShort() {
        // free: 3 on [0,5), 1 on [5,10); a window [0,5) needs nothing at 5
        Slot old = slot(10, 15, 2);
        CountPlan plan = booked(4, slot(0, 100, 1), slot(5, 10, 2), old);
        assertThat(plan.earlierThan(old, 5)).isEqualTo(slot(0, 5, 2));
        assertThat(plan.earlierThan(old, 6))
                .as("[0,6) is short at 5, and [5,11) too")
                .isNull();
    }

    @Test
    void backToBackSlotsHoldOneProcessorThroughout() {
        // 80 back-to-back one-processor slots: one processor taken from 1 to 81
        List<Slot> slots = new ArrayList<>();
        for (int t = 1; t <= 80; t++) {
            slots.add(slot(t, t + 1, 1));
        }
        CountPlan plan = booked(100, slots.toArray(Slot[]::new));
        assertThat(plan.isFree(slot(0, 1, 100))).isTrue();
        assertThat(plan.isFree(slot(5, 6, 99))).isTrue();
        assertThat(plan.isFree(slot(5, 6, 100))).isFalse();
        assertThat(plan.isFree(slot(80, 81, 100))).isFalse();
        assertThat(plan.isFree(slot(81, 82, 100))).isTrue();
        assertThat(plan.earliest(100, 10, null).start()).isEqualTo(81.0);
    }

    @Test
    void moreKeysThanTheArraysFirstHoldGrowThem() {
        // 100 separate slots: 200 booked times, more than the initial 64 entries
        List<Slot> slots = new ArrayList<>();
        for (int k = 1; k <= 100; k++) {
            slots.add(slot(2 * k, 2 * k + 1, 3));
        }
        CountPlan plan = booked(5, slots.toArray(Slot[]::new));
        assertThat(plan.advance(0, new RunningEnds()) && plan.fits())
                .as("brought to a second pass")
                .isTrue();
        assertThat(plan.earliest(3, 1, null).start()).isEqualTo(0.0);
        assertThat(plan.earliest(3, 3, null).start()).isEqualTo(201.0);
        assertThat(plan.earliest(2, 1000, null).start()).isEqualTo(0.0);
        assertThat(plan.isFree(slot(200, 201, 3))).isFalse();
        assertThat(plan.isFree(slot(200, 201, 2))).isTrue();
    }
}
