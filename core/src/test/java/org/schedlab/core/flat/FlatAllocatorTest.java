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
import org.schedlab.core.job.ProcessorRequest;

class FlatAllocatorTest {
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
    void findDoesNotChangeStateAndRefusesTooLarge() {
        FlatAllocator a = new FlatAllocator(4);
        a.find(new ProcessorRequest(4));
        assertThat(a.free()).isEqualTo(4);
        assertThat(a.find(new ProcessorRequest(5))).isNull();
        assertThat(a.canEverFit(new ProcessorRequest(5))).isFalse();
        assertThat(a.canEverFit(new ProcessorRequest(4))).isTrue();
    }

    @Test
    void copyIsIndependent() {
        FlatAllocator a = new FlatAllocator(4);
        a.commit(a.find(new ProcessorRequest(2)));
        FlatAllocator b = a.copy();
        b.commit(b.find(new ProcessorRequest(2)));
        assertThat(a.free()).isEqualTo(2);
        assertThat(b.free()).isZero();
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
