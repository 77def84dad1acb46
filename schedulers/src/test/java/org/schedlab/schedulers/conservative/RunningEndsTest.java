package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The running ends' sorted arrays against a sorted map given the same starts and departures. */
class RunningEndsTest {
    private static Map<Double, Integer> contents(RunningEnds ends) {
        Map<Double, Integer> m = new TreeMap<>();
        for (int i = 0; i < ends.size(); i++) {
            assertThat(i == 0 || ends.at(i - 1) < ends.at(i))
                    .as("sorted, distinct")
                    .isTrue();
            m.put(ends.at(i), ends.processors(i));
        }
        return m;
    }

    @Test
    void agreesWithASortedMapOverRandomStartsAndDepartures() {
        SplittableRandom random = new SplittableRandom(7);
        RunningEnds ends = new RunningEnds();
        TreeMap<Double, Integer> expected = new TreeMap<>();
        java.util.List<double[]> running = new java.util.ArrayList<>();
        for (int step = 0; step < 5_000; step++) {
            if (running.isEmpty() || random.nextInt(3) != 0) {
                double end = random.nextInt(300) + (random.nextBoolean() ? 0.5 : 0);
                int p = 1 + random.nextInt(9);
                running.add(new double[] {end, p});
                ends.add(end, p);
                expected.merge(end, p, Integer::sum);
            } else {
                double[] job = running.remove(random.nextInt(running.size()));
                ends.add(job[0], -(int) job[1]);
                expected.merge(job[0], -(int) job[1], (a, b) -> a + b == 0 ? null : a + b);
            }
            if (step % 97 == 0) {
                assertThat(contents(ends)).isEqualTo(expected);
            }
        }
        assertThat(contents(ends)).isEqualTo(expected);
        assertThat(ends.size()).as("more than the first arrays hold").isGreaterThan(64);
        assertThat(ends.total())
                .isEqualTo(
                        expected.values().stream().mapToLong(Integer::longValue).sum());
    }

    @Test
    void anEndWhoseJobsAllLeaveIsRemoved() {
        RunningEnds ends = RunningEnds.of(Map.of(5.0, 2, 3.0, 1));
        ends.add(5.0, -2);
        assertThat(contents(ends)).isEqualTo(Map.of(3.0, 1));
        ends.add(4.0, 0);
        assertThat(ends.size()).isEqualTo(1);
    }

    @Test
    void refusesMoreDeparturesThanStarts() {
        RunningEnds ends = RunningEnds.of(Map.of(5.0, 2));
        assertThatThrownBy(() -> ends.add(5.0, -3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("5.0");
        assertThatThrownBy(() -> ends.add(6.0, -1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("6.0");
        assertThat(contents(ends)).isEqualTo(Map.of(5.0, 2));
    }
}
