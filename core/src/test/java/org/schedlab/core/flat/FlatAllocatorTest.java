package org.schedlab.core.flat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.testing.AllocatorContract;

/** The allocator contract on flat machines of several sizes, and the flat rule's own details. */
class FlatAllocatorTest extends AllocatorContract {
    @Override
    protected List<Subject> subjects() {
        return List.of(
                new Subject("flat:1", () -> new FlatAllocator(1)),
                new Subject("flat:24", () -> new FlatAllocator(24)),
                new Subject("flat:130", () -> new FlatAllocator(130)));
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        return new ProcessorRequest(1 + rnd.nextInt(allocator.capacity() + 2));
    }

    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        return request.processors() <= allocator.free();
    }

    @Test
    void givesLowestFreeIdsAndRestoresOnRelease() {
        FlatAllocator a = new FlatAllocator(8);
        Allocation first = a.find(new ProcessorRequest(3));
        a.commit(first);
        Allocation second = a.find(new ProcessorRequest(2));
        a.commit(second);
        assertThat(first.describe()).isEqualTo("0-2");
        assertThat(second.describe()).isEqualTo("3-4");
        a.release(first);
        assertThat(a.free()).isEqualTo(6);
        Allocation third = a.find(new ProcessorRequest(4));
        assertThat(third.describe()).isEqualTo("0-2;5");
        a.checkInvariants();
    }

    @Test
    void doubleCommitAndForeignReleaseAreRefused() {
        FlatAllocator a = new FlatAllocator(4);
        Allocation x = a.find(new ProcessorRequest(2));
        a.commit(x);
        assertThatThrownBy(() -> a.commit(x)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> a.release(new ProcessorSet(new int[] {3}))).isInstanceOf(IllegalStateException.class);
        a.checkInvariants();
    }

    @Test
    void processorSetValidatesAndComparesByValue() {
        assertThat(new ProcessorSet(new int[] {1, 2})).isEqualTo(new ProcessorSet(new int[] {1, 2}));
        assertThatThrownBy(() -> new ProcessorSet(new int[] {2, 1})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ProcessorSet(new int[] {})).isInstanceOf(IllegalArgumentException.class);
    }

    /** The ids a set lists, from its words or its array, across word boundaries. */
    @Test
    void processorSetsListTheirIds() {
        assertThat(new ProcessorSet(new int[] {0, 5, 63, 64, 200})
                        .processorIds()
                        .toArray())
                .containsExactly(0, 5, 63, 64, 200);
        FlatAllocator a = new FlatAllocator(130);
        a.commit(a.find(new ProcessorRequest(62)));
        Allocation found = a.find(new ProcessorRequest(5)); // built from words: 62, 63, 64, 65, 66
        assertThat(a.processorIds(found).toArray()).containsExactly(62, 63, 64, 65, 66);
        assertThat(found.describe()).isEqualTo("62-66");
    }

    /** Word boundaries: capacities just below, at and above multiples of 64, against a set of free ids. */
    @ParameterizedTest(name = "capacity {0}")
    @ValueSource(ints = {1, 63, 64, 65, 127, 130, 1152})
    void agreesWithASetOfFreeIdsUnderRandomOperations(int capacity) {
        SplittableRandom rnd = new SplittableRandom(capacity);
        FlatAllocator allocator = new FlatAllocator(capacity);
        TreeSet<Integer> free = new TreeSet<>();
        for (int i = 0; i < capacity; i++) {
            free.add(i);
        }
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < 4000; step++) {
            if (running.isEmpty() || rnd.nextInt(3) > 0) {
                int n = 1 + rnd.nextInt(capacity);
                Allocation a = allocator.find(new ProcessorRequest(n));
                if (n > free.size()) {
                    assertThat(a).isNull();
                    continue;
                }
                int[] lowest =
                        free.stream().limit(n).mapToInt(Integer::intValue).toArray();
                assertThat(((ProcessorSet) a).ids()).containsExactly(lowest);
                assertThat(allocator.isFree(a)).isTrue();
                allocator.commit(a);
                assertThat(allocator.isFree(a)).isFalse();
                for (int id : lowest) {
                    free.remove(id);
                }
                running.add(a);
            } else {
                Allocation a = running.remove(rnd.nextInt(running.size()));
                allocator.release(a);
                for (int id : ((ProcessorSet) a).ids()) {
                    free.add(id);
                }
            }
            assertThat(allocator.free()).isEqualTo(free.size());
            allocator.checkInvariants();
        }
    }
}
