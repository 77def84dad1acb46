package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.NavigableMap;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.job.Job;

class WaitingQueueTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void agreesWithASortedMapUnderRandomOperations(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        WaitingQueue queue = new WaitingQueue();
        TreeMap<Integer, Job> model = new TreeMap<>();
        int position = 0;
        for (int step = 0; step < 5000; step++) {
            int op = rnd.nextInt(10);
            if (op < 5 || model.isEmpty()) {
                position += 1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(5) : 0);
                Job job = Job.of(position, 0, 1, 1 + rnd.nextInt(20));
                queue.add(job, position);
                model.put(position, job);
            } else {
                // remove the oldest job or one anywhere in the queue
                int lo = model.firstKey();
                int hi = model.lastKey();
                int key = rnd.nextInt(3) == 0 ? lo : model.ceilingKey(lo + rnd.nextInt(hi - lo + 1));
                assertThat(queue.remove(key)).isSameAs(model.remove(key));
            }
            int from = rnd.nextInt(position + 2);
            int max = rnd.nextInt(22);
            assertThat(queue.next(from, max)).isEqualTo(bruteNext(model, from, max));
            assertThat(queue.first()).isEqualTo(model.isEmpty() ? -1 : model.firstKey());
            assertThat(queue.size()).isEqualTo(model.size());
        }
        queue.checkInvariants();
    }

    private static int bruteNext(NavigableMap<Integer, Job> model, int from, int max) {
        for (Map.Entry<Integer, Job> e : model.tailMap(from, true).entrySet()) {
            if (e.getValue().procs() <= max) {
                return e.getKey();
            }
        }
        return -1;
    }

    @Test
    void refusesDecreasingPositions() {
        WaitingQueue queue = new WaitingQueue();
        queue.add(Job.of(1, 0, 1, 1), 5);
        assertThatThrownBy(() -> queue.add(Job.of(2, 0, 1, 1), 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void removingAnEmptyPositionFails() {
        WaitingQueue queue = new WaitingQueue();
        assertThatThrownBy(() -> queue.remove(3)).isInstanceOf(IllegalArgumentException.class);
    }
}
