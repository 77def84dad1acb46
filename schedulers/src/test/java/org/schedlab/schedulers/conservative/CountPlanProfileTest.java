package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The profile {@link CountPlan} keeps from pass to pass against one made afresh at each pass from
 * the running jobs and the reservations ({@link CountPlan#reset}, then every reservation booked),
 * over random passes: jobs that leave before, at or after their expected ends (several per pass,
 * some at the pass's own time), passes at the same time and one ulp apart, reservations booked,
 * moved earlier and cancelled, jobs started on their reservations (estimates of 0 among them) and
 * due jobs that do not start (their reservations, in the past at the next pass, are given up).
 * After every pass both give the same step function, and the profile is found overbooked exactly
 * when the fresh one cannot hold every reservation.
 */
class CountPlanProfileTest {
    private record Running(double expectedEnd, int processors) {}

    private record Held(Slot slot, double estimate) {}

    @Test
    void aProfileKeptThroughManyPassesEqualsOneMadeAfresh() {
        int pasts = 0;
        int overbooked = 0;
        int advanced = 0;
        for (long seed = 1; seed <= 40; seed++) {
            int[] counts = walk(seed);
            pasts += counts[0];
            overbooked += counts[1];
            advanced += counts[2];
        }
        assertThat(advanced).as("passes that kept the profile").isGreaterThan(2000);
        assertThat(pasts)
                .as("passes at which a reservation started in the past")
                .isGreaterThan(20);
        assertThat(overbooked)
                .as("passes at which a late job overbooked the profile")
                .isGreaterThan(5);
    }

    /** One random run; returns {passes with reservations in the past, overbooked passes, kept passes}. */
    private static int[] walk(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int capacity = 4 + random.nextInt(29);
        List<Running> running = new ArrayList<>();
        List<Held> held = new ArrayList<>();
        CountPlan plan = new CountPlan();
        double now = 0;
        plan.reset(capacity, now, ends(running));
        int pasts = 0;
        int overbooked = 0;
        int advanced = 0;
        for (int pass = 0; pass < 150; pass++) {
            now = switch (random.nextInt(5)) {
                case 0 -> now;
                case 1 -> Math.nextUp(now);
                case 2 -> now + 0.5;
                default -> now + 1 + random.nextInt(4);
            };
            // jobs leave, early, on time or late, whenever the walk says
            for (Iterator<Running> it = running.iterator(); it.hasNext(); ) {
                Running r = it.next();
                if (random.nextInt(4) == 0) {
                    it.remove();
                    plan.departed(r.expectedEnd(), r.processors());
                }
            }
            RunningEnds ends = ends(running);
            int liveFree =
                    capacity - running.stream().mapToInt(Running::processors).sum();
            // as the scheduler does: reservations in the past are given up, the others kept if they
            // all fit, and otherwise booked again one by one while they fit
            boolean made = plan.advance(now, ends);
            assertThat(made).isTrue();
            List<Held> past = new ArrayList<>();
            for (Iterator<Held> it = held.iterator(); it.hasNext(); ) {
                Held h = it.next();
                if (h.slot().start() < now) {
                    plan.giveBack(h.slot());
                    past.add(h);
                    it.remove();
                }
            }
            boolean kept = plan.fits();
            CountPlan fresh = new CountPlan();
            fresh.reset(liveFree, now, ends);
            boolean allFit = true;
            for (Held h : held) {
                if (fresh.isFree(h.slot())) {
                    fresh.reserve(h.slot());
                } else {
                    allFit = false;
                }
            }
            assertThat(kept)
                    .as("seed %d pass %d at %s: kept iff every reservation fits", seed, pass, now)
                    .isEqualTo(allFit);
            if (!past.isEmpty()) {
                pasts++;
            }
            if (kept) {
                advanced++;
                assertThat(plan.steps())
                        .as("seed %d pass %d at %s", seed, pass, now)
                        .isEqualTo(fresh.steps());
            } else {
                overbooked++;
                plan.reset(liveFree, now, ends);
                held.removeIf(h -> {
                    if (plan.isFree(h.slot())) {
                        plan.reserve(h.slot());
                        return false;
                    }
                    return true;
                });
                assertThat(plan.steps()).isEqualTo(fresh.steps());
            }
            plan.checkInvariants();
            // bookings: new reservations, some moved earlier, some given up
            for (int b = random.nextInt(4); b > 0; b--) {
                double estimate = random.nextInt(5) == 0 ? 0 : 0.5 * (1 + random.nextInt(16));
                Slot slot = plan.earliest(1 + random.nextInt(capacity), estimate, null);
                plan.reserve(slot);
                held.add(new Held(slot, estimate));
            }
            for (int k = 0; k < held.size(); k++) {
                Held h = held.get(k);
                if (random.nextInt(3) == 0) {
                    Slot earlier = plan.earlierThan(h.slot(), h.estimate());
                    if (earlier != null) {
                        plan.cancel(h.slot());
                        plan.reserve(earlier);
                        held.set(k, new Held(earlier, h.estimate()));
                    }
                } else if (random.nextInt(12) == 0) {
                    plan.cancel(h.slot());
                    held.remove(k--);
                }
            }
            // due jobs start on their reservations if their processors are free (a late job may hold
            // them), most of them (the others wait as under per-event passes)
            int idle = capacity - running.stream().mapToInt(Running::processors).sum();
            for (Iterator<Held> it = held.iterator(); it.hasNext(); ) {
                Held h = it.next();
                int p = h.slot().placement().processors();
                if (h.slot().start() == now && p <= idle && random.nextInt(8) != 0) {
                    it.remove();
                    idle -= p;
                    double expectedEnd = now + h.estimate();
                    plan.started(h.slot(), expectedEnd);
                    running.add(new Running(expectedEnd, p));
                }
            }
            plan.checkInvariants();
        }
        return new int[] {pasts, overbooked, advanced};
    }

    private static RunningEnds ends(List<Running> running) {
        TreeMap<Double, Integer> byEnd = new TreeMap<>();
        for (Running r : running) {
            byEnd.merge(r.expectedEnd(), r.processors(), Integer::sum);
        }
        return RunningEnds.of(byEnd);
    }
}
