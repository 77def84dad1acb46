package org.schedlab.core.flat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.AllocatorContract;

/**
 * The allocator contract on the runs form of the flat machine, its agreement with the bits form
 * ({@link FlatAllocator}) placement for placement, and its footprint on a machine of 2^31 - 1
 * processors.
 */
class FlatRunsAllocatorTest extends AllocatorContract {
    @Override
    protected List<Subject> subjects() {
        return List.of(
                new Subject("runs:1", () -> new FlatRunsAllocator(1)),
                new Subject("runs:24", () -> new FlatRunsAllocator(24)),
                new Subject("runs:130", () -> new FlatRunsAllocator(130)));
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        return new ProcessorRequest(1 + rnd.nextInt(allocator.capacity() + 2));
    }

    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        return request.processors() <= allocator.free();
    }

    /** The same ids as runs. */
    private static ProcessorRuns runs(int[] ids) {
        List<int[]> r = new ArrayList<>();
        for (int id : ids) {
            if (!r.isEmpty() && r.get(r.size() - 1)[1] == id) {
                r.get(r.size() - 1)[1] = id + 1;
            } else {
                r.add(new int[] {id, id + 1});
            }
        }
        return new ProcessorRuns(
                r.stream().mapToInt(x -> x[0]).toArray(),
                r.stream().mapToInt(x -> x[1]).toArray());
    }

    private static String message(Runnable r) {
        try {
            r.run();
            return "accepted";
        } catch (IllegalStateException e) {
            return e.getMessage().replaceFirst(": cannot (commit|release) .*", "");
        }
    }

    @Test
    void placesAsTheBitsFormDoesInEveryRandomState() {
        SplittableRandom rnd = new SplittableRandom(51);
        for (int capacity : new int[] {1, 63, 64, 65, 200, 700}) {
            FlatAllocator bits = new FlatAllocator(capacity);
            FlatRunsAllocator runs = new FlatRunsAllocator(capacity);
            List<Allocation> heldBits = new ArrayList<>();
            List<Allocation> heldRuns = new ArrayList<>();
            for (int step = 0; step < 3000; step++) {
                if (!heldBits.isEmpty() && rnd.nextInt(3) == 0) {
                    int i = rnd.nextInt(heldBits.size());
                    bits.release(heldBits.remove(i));
                    runs.release(heldRuns.remove(i));
                } else {
                    Request q = new ProcessorRequest(1 + rnd.nextInt(Math.max(1, capacity / 3)));
                    Allocation b = bits.find(q);
                    Allocation r = runs.find(q);
                    assertThat(r == null).isEqualTo(b == null);
                    if (b != null) {
                        assertThat(r.describe()).isEqualTo(b.describe());
                        bits.commit(b);
                        runs.commit(r);
                        heldBits.add(b);
                        heldRuns.add(r);
                    }
                }
                assertThat(runs.free()).isEqualTo(bits.free());
                runs.checkInvariants();
                // a random set of ids: free in both or in neither, refused alike
                int[] ids = rnd.ints(1 + rnd.nextInt(4), 0, capacity + 2)
                        .distinct()
                        .sorted()
                        .toArray();
                ProcessorSet asSet = new ProcessorSet(ids);
                ProcessorRuns asRuns = runs(ids);
                assertThat(runs.isFree(asRuns)).isEqualTo(bits.isFree(asSet));
                FlatAllocator bitsCopy = bits.copy();
                FlatRunsAllocator runsCopy = runs.copy();
                assertThat(message(() -> runsCopy.commit(asRuns))).isEqualTo(message(() -> bitsCopy.commit(asSet)));
                assertThat(message(() -> runsCopy.release(asRuns))).isEqualTo(message(() -> bitsCopy.release(asSet)));
                runsCopy.checkInvariants();
            }
        }
    }

    @Test
    void aMachineOfTwoBillionProcessorsCostsItsRunsOnly() {
        FlatRunsAllocator a = new FlatRunsAllocator(Integer.MAX_VALUE);
        Allocation big = a.find(new ProcessorRequest(1_500_000_000));
        a.commit(big);
        Allocation small = a.find(new ProcessorRequest(7));
        a.commit(small);
        Allocation rest = a.find(new ProcessorRequest(600_000_000));
        a.commit(rest);
        a.release(big);
        assertThat(a.freeRuns()).isEqualTo(2);
        Allocation spread = a.find(new ProcessorRequest(1_500_000_000 + 40));
        assertThat(spread.describe()).isEqualTo("0-1499999999;2100000007-2100000046");
        assertThat(((ProcessorRuns) spread).runs()).isEqualTo(2);
        assertThat(a.copy().freeRuns()).isEqualTo(2);
        a.checkInvariants();
        assertThat(a.free()).isEqualTo(Integer.MAX_VALUE - 600_000_007);
    }

    @Test
    void theFlatMachineKeepsBitsUpTo65536ProcessorsAndRunsAbove() {
        FlatMachineFactory f = new FlatMachineFactory();
        assertThat(f.create(Spec.parse("--machine", "flat:65536"), null).newAllocator())
                .isInstanceOf(FlatAllocator.class);
        assertThat(f.create(Spec.parse("--machine", "flat:65537"), null).newAllocator())
                .isInstanceOf(FlatRunsAllocator.class);
        assertThat(f.create(Spec.parse("--machine", "flat:2147483647"), null).newAllocator())
                .isInstanceOf(FlatRunsAllocator.class);
    }

    @Test
    void runsMustBeAscendingApartAndNonEmpty() {
        assertThatThrownBy(() -> new ProcessorRuns(new int[] {0, 4}, new int[] {4, 6}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("apart");
        assertThatThrownBy(() -> new ProcessorRuns(new int[] {3}, new int[] {3}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ProcessorRuns(new int[] {}, new int[] {}))
                .isInstanceOf(IllegalArgumentException.class);
        ProcessorRuns r = new ProcessorRuns(new int[] {0, 5}, new int[] {1, 8});
        assertThat(r.describe()).isEqualTo("0;5-7");
        assertThat(r.processors()).isEqualTo(4);
        assertThat(r.processorIds().toArray()).containsExactly(0, 5, 6, 7);
        assertThat(r).isEqualTo(new ProcessorRuns(new int[] {0, 5}, new int[] {1, 8}));
    }
}
