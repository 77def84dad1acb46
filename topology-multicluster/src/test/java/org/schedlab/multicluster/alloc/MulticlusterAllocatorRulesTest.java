package org.schedlab.multicluster.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * What only the multicluster allocator promises, over every configuration (request kind x
 * placement x sharing) on several machines: oversize and malformed requests are refused, bad
 * placements are refused with their messages, and plain processor counts are total requests. The
 * allocator contract itself is {@link MulticlusterAllocatorContractTest}.
 */
class MulticlusterAllocatorRulesTest {
    static final int[][] MACHINES = {{8, 8, 8, 8}, {5, 3, 7}, {32}, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4}};

    static Stream<Arguments> configs() {
        List<Arguments> out = new ArrayList<>();
        for (int[] m : MACHINES) {
            for (RequestKind kind : RequestKind.values()) {
                for (Placement p : Placement.values()) {
                    for (boolean share : new boolean[] {false, true}) {
                        out.add(Arguments.of(Arrays.toString(m), m, kind, p, share));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {2} {3} share={4}")
    @MethodSource("configs")
    void oversizeRequestsAreRefusedWithoutThrowing(
            String label, int[] machine, RequestKind kind, Placement p, boolean share) {
        MulticlusterAllocator a = new MulticlusterAllocator(machine, p, share);
        int max = Arrays.stream(machine).max().orElseThrow();
        int[] comps = new int[kind == RequestKind.ORDERED ? machine.length : 1];
        Arrays.fill(comps, 1);
        comps[0] = kind == RequestKind.TOTAL ? a.capacity() + 1 : max + 1;
        CoAllocationRequest tooBig = new CoAllocationRequest(comps, kind);
        assertThat(a.find(tooBig)).isNull();
        assertThat(a.canEverFit(tooBig)).isFalse();
        if (kind == RequestKind.ORDERED && machine.length > 1) {
            CoAllocationRequest wrongLength = new CoAllocationRequest(new int[] {1}, kind);
            assertThat(a.find(wrongLength)).isNull();
            assertThat(a.canEverFit(wrongLength)).isFalse();
        }
        if (kind == RequestKind.UNORDERED && !share) {
            int[] many = new int[machine.length + 1];
            Arrays.fill(many, 1);
            assertThat(a.canEverFit(new CoAllocationRequest(many, kind))).isFalse();
        }
        a.checkInvariants();
    }

    @ParameterizedTest(name = "{0} {2} {3} share={4}")
    @MethodSource("configs")
    void badPlacementsAreRefused(String label, int[] machine, RequestKind kind, Placement p, boolean share) {
        MulticlusterAllocator a = new MulticlusterAllocator(machine, p, share);
        int[] all = machine.clone();
        a.commit(new ClusterAllocation(all));
        int[] one = new int[machine.length];
        one[0] = 1;
        assertThat(a.isFree(new ClusterAllocation(one))).isFalse();
        assertThatThrownBy(() -> a.commit(new ClusterAllocation(one)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot commit");
        assertThatThrownBy(() -> a.release(new ClusterAllocation(one)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not a committed placement");
        assertThatThrownBy(() -> a.release(new ClusterAllocation(new int[machine.length])))
                .isInstanceOf(IllegalArgumentException.class);
        int[] wrongShape = new int[machine.length + 1];
        wrongShape[0] = 1;
        assertThatThrownBy(() -> a.release(new ClusterAllocation(wrongShape)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not a placement on this");
        a.checkInvariants();
        a.release(new ClusterAllocation(all));
        assertThatThrownBy(() -> a.release(new ClusterAllocation(all)))
                .as("a second release of the same placement")
                .isInstanceOf(IllegalStateException.class);
        a.checkInvariants();
        assertThat(a.free()).isEqualTo(a.capacity());
    }

    @ParameterizedTest(name = "{0} {2} {3} share={4}")
    @MethodSource("configs")
    void copyIsIndependentAndPlainCountsAreTotalRequests(
            String label, int[] machine, RequestKind kind, Placement p, boolean share) {
        MulticlusterAllocator a = new MulticlusterAllocator(machine, p, share);
        MulticlusterAllocator c = a.copy();
        c.commit(c.find(new ProcessorRequest(c.capacity())));
        assertThat(c.free()).isZero();
        assertThat(a.free()).isEqualTo(a.capacity());
        c.checkInvariants();
        a.checkInvariants();
        assertThat(a.find(new ProcessorRequest(3))).isEqualTo(a.find(CoAllocationRequest.total(3)));
        assertThat(a.placement()).isEqualTo(p);
        assertThat(c.share()).isEqualTo(share);
    }
}
