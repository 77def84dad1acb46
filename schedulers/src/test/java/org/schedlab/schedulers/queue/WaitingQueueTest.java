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
            position = addOrRemove(rnd, queue, model, position, 3);
            int from = rnd.nextInt(position + 2);
            int max = rnd.nextInt(22);
            assertThat(queue.next(from, max)).isEqualTo(bruteNext(model, from, max));
            assertThat(queue.first()).isEqualTo(model.isEmpty() ? -1 : model.firstKey());
            assertThat(queue.size()).isEqualTo(model.size());
        }
        queue.checkInvariants();
    }

    /**
     * Queries only now and then, so that many leaves change between two reads of the tree (and the
     * list of changed leaves overflows into a full rebuild): the lazily updated tree still answers
     * as the model does.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14})
    void agreesWhenAskedOnlyNowAndThen(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        WaitingQueue queue = new WaitingQueue();
        TreeMap<Integer, Job> model = new TreeMap<>();
        int position = 0;
        int quietFor = 0;
        for (int step = 0; step < 20_000; step++) {
            position = addOrRemove(rnd, queue, model, position, 2);
            assertThat(queue.first()).isEqualTo(model.isEmpty() ? -1 : model.firstKey());
            if (quietFor-- > 0) {
                continue;
            }
            quietFor = rnd.nextInt(4) == 0 ? rnd.nextInt(2_000) : rnd.nextInt(30);
            for (int q = 0; q < 5; q++) {
                int from = rnd.nextInt(position + 2);
                int max = rnd.nextInt(22);
                assertThat(queue.next(from, max)).as("step %d", step).isEqualTo(bruteNext(model, from, max));
            }
        }
        queue.checkInvariants();
    }

    /**
     * An old job holds the queue's base while thousands of later jobs come and go unread: more
     * leaves change than the list of changes holds, and the first read rebuilds the tree.
     */
    @Test
    void aLongStretchWithoutReadsRebuildsTheTree() {
        WaitingQueue queue = new WaitingQueue();
        TreeMap<Integer, Job> model = new TreeMap<>();
        Job old = Job.of(0, 0, 1, 20);
        queue.add(old, 0);
        model.put(0, old);
        for (int p = 1; p <= 4_000; p++) { // the last growth at 1,024 (to 4,096 slots)
            Job job = Job.of(p, 0, 1, 1 + p % 19);
            queue.add(job, p);
            model.put(p, job);
            if (p >= 3 && p % 7 != 0) {
                assertThat(queue.remove(p - 2)).isSameAs(model.remove(p - 2));
            }
        }
        for (int max = 0; max <= 21; max++) {
            for (int from = 0; from <= 4_001; from += 97) {
                assertThat(queue.next(from, max)).isEqualTo(bruteNext(model, from, max));
            }
        }
        queue.checkInvariants();
    }

    /**
     * A queue that is empty whenever it runs out of room (a light load: most jobs leave at once)
     * moves its base without new storage; every step is audited and read against the model.
     */
    @Test
    void aQueueThatKeepsEmptyingMovesItsBaseAndStaysExact() {
        SplittableRandom rnd = new SplittableRandom(21);
        WaitingQueue queue = new WaitingQueue();
        TreeMap<Integer, Job> model = new TreeMap<>();
        int position = 0;
        for (int step = 0; step < 3_000; step++) {
            int arrivals = rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(3) : 1;
            for (int a = 0; a < arrivals; a++) {
                position += 1 + (rnd.nextInt(3) == 0 ? rnd.nextInt(40) : 0);
                Job job = Job.of(position, 0, 1, 1 + rnd.nextInt(20));
                queue.add(job, position);
                model.put(position, job);
            }
            int max = rnd.nextInt(22);
            assertThat(queue.next(0, max)).isEqualTo(bruteNext(model, 0, max));
            while (!model.isEmpty() && rnd.nextInt(4) != 0) {
                int key = model.firstKey();
                assertThat(queue.remove(key)).isSameAs(model.remove(key));
            }
            queue.checkInvariants();
            assertThat(queue.first()).isEqualTo(model.isEmpty() ? -1 : model.firstKey());
        }
    }

    /**
     * One random step on the queue and its model: an arrival after {@code position} (sometimes
     * leaving a gap) or, half the time when some job waits, the removal of the oldest job (one time
     * in {@code oldestOneIn}) or of one anywhere in the queue. Returns the last position added.
     */
    private static int addOrRemove(
            SplittableRandom rnd, WaitingQueue queue, TreeMap<Integer, Job> model, int position, int oldestOneIn) {
        if (rnd.nextInt(10) < 5 || model.isEmpty()) {
            position += 1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(5) : 0);
            Job job = Job.of(position, 0, 1, 1 + rnd.nextInt(20));
            queue.add(job, position);
            model.put(position, job);
        } else {
            int lo = model.firstKey();
            int hi = model.lastKey();
            int key = rnd.nextInt(oldestOneIn) == 0 ? lo : model.ceilingKey(lo + rnd.nextInt(hi - lo + 1));
            assertThat(queue.remove(key)).isSameAs(model.remove(key));
        }
        return position;
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
