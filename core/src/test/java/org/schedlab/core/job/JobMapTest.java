package org.schedlab.core.job;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The engine's job table against an IdentityHashMap, with distinct ids and with ids that repeat. */
class JobMapTest {
    @Test
    void agreesWithAnIdentityMapOnDistinctIds() {
        // increasing ids, as traces and the synthetic models number their jobs
        int[] next = {0};
        assertThat(check(new SplittableRandom(1), () -> next[0]++).hashesByIdentity())
                .isFalse();
    }

    @Test
    void agreesWithAnIdentityMapWhenIdsRepeat() {
        // three ids for thousands of jobs: long probes, so identity hashes
        SplittableRandom ids = new SplittableRandom(20);
        assertThat(check(new SplittableRandom(2), () -> ids.nextInt(3)).hashesByIdentity())
                .isTrue();
    }

    @Test
    void agreesWithAnIdentityMapOnAFewRepeats() {
        SplittableRandom ids = new SplittableRandom(30);
        check(new SplittableRandom(3), () -> ids.nextInt(500));
    }

    private static JobMap<Integer> check(SplittableRandom random, java.util.function.IntSupplier ids) {
        JobMap<Integer> map = new JobMap<>();
        IdentityHashMap<Job, Integer> model = new IdentityHashMap<>();
        List<Job> held = new ArrayList<>();
        for (int step = 0; step < 40_000; step++) {
            int op = random.nextInt(10);
            if (op < 5 || held.isEmpty()) {
                Job job = Job.of(ids.getAsInt(), 0, 1, 1);
                assertThat(map.put(job, step)).isEqualTo(model.put(job, step));
                held.add(job);
            } else if (op < 9) {
                Job job = held.remove(random.nextInt(held.size()));
                assertThat(map.remove(job)).isEqualTo(model.remove(job));
            } else {
                // a job not held, or one held put again (its value replaced)
                Job job =
                        random.nextBoolean() ? Job.of(ids.getAsInt(), 0, 1, 1) : held.get(random.nextInt(held.size()));
                assertThat(map.remove(job) == null).isEqualTo(!model.containsKey(job));
                model.remove(job);
                held.removeIf(h -> h == job); // by identity: jobs of equal fields are equal records
            }
            assertThat(map.size()).isEqualTo(model.size());
        }
        for (Job job : held) {
            assertThat(map.remove(job)).isEqualTo(model.remove(job));
        }
        assertThat(map.isEmpty()).isTrue();
        return map;
    }
}
