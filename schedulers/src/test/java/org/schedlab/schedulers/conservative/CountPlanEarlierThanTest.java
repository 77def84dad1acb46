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
        assertThat(plan.build(capacity - running, 0, ends)).isTrue();
        List<Slot> slots = new ArrayList<>();
        for (Booking b : bookings) {
            Slot slot = plan.earliest(b.processors(), b.estimate(), null);
            plan.reserve(slot);
            plan.book(slot);
            slots.add(slot);
        }
        return slots;
    }

    @Test
    void givesTheSlotThatCancelThenEarliestGives() {
        int moved = 0;
        int kept = 0;
        for (long seed = 1; seed <= 60; seed++) {
            int[] counts = compare(seed);
            moved += counts[0];
            kept += counts[1];
        }
        assertThat(moved).as("bookings that move earlier").isGreaterThan(100);
        assertThat(kept).as("bookings that keep their slot").isGreaterThan(100);
    }

    /** Compares both ways for every booking after each departure; returns {moved, kept}. */
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
        // free capacity appears as the running jobs are taken away one by one (early departures)
        for (int round = 0; round <= 3; round++) {
            CountPlan plan = new CountPlan();
            CountPlan twin = new CountPlan();
            List<Slot> slots = fill(plan, capacity, ends, bookings);
            List<Slot> twinSlots = fill(twin, capacity, ends, bookings);
            assertThat(slots).isEqualTo(twinSlots);
            if (!ends.isEmpty()) {
                ends.remove(ends.lastKey());
            }
            int nowRunning = ends.values().stream().mapToInt(Integer::intValue).sum();
            if (!plan.build(capacity - nowRunning, 0, ends) || !twin.build(capacity - nowRunning, 0, ends)) {
                continue;
            }
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
        }
        return new int[] {moved, kept};
    }

    private static double time(SplittableRandom random) {
        double t = 1 + random.nextInt(20);
        return switch (random.nextInt(4)) {
            case 0 -> t + 0.5;
            case 1 -> Math.nextUp(t);
            default -> t;
        };
    }
}
