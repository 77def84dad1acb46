package org.schedlab.multicluster.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * The allocator contract over every multicluster configuration (request kind x placement x
 * sharing) on several machines: find never changes state, placements respect the request's
 * structure and the idle counts, fit decisions agree with brute force where the rule is complete,
 * release restores the state exactly, the state audits itself after every step, and bad
 * placements are refused.
 */
class AllocatorContractTest {
    private static final int[][] MACHINES = {{8, 8, 8, 8}, {5, 3, 7}, {32}, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4}};

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

    private static CoAllocationRequest randomRequest(
            SplittableRandom rnd, int[] machine, RequestKind kind, boolean share) {
        int max = Arrays.stream(machine).max().orElseThrow();
        int k = kind == RequestKind.ORDERED
                ? machine.length
                : 1 + rnd.nextInt(share ? machine.length + 2 : machine.length);
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? max + 1 : Math.max(1, max / 2));
        }
        return new CoAllocationRequest(c, kind);
    }

    @ParameterizedTest(name = "{0} {2} {3} share={4}")
    @MethodSource("configs")
    void randomSequencesKeepTheContract(String label, int[] machine, RequestKind kind, Placement p, boolean share) {
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed * 31 + machine.length);
            MulticlusterAllocator a = new MulticlusterAllocator(machine, p, share);
            List<ClusterAllocation> running = new ArrayList<>();
            for (int step = 0; step < 300; step++) {
                if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                    int[] before = idle(a);
                    ClusterAllocation gone = running.remove(rnd.nextInt(running.size()));
                    a.release(gone);
                    for (int c = 0; c < machine.length; c++) {
                        assertThat(a.idle(c)).isEqualTo(before[c] + gone.take(c));
                    }
                } else {
                    CoAllocationRequest r = randomRequest(rnd, machine, kind, share);
                    int[] before = idle(a);
                    ClusterAllocation found = a.find(r);
                    assertThat(idle(a)).as("find must not change state").isEqualTo(before);
                    assertThat(a.find(r)).as("deterministic").isEqualTo(found);
                    assertThat(a.copy().find(r)).as("a copy decides the same").isEqualTo(found);
                    if (complete(kind, share)) {
                        assertThat(found != null)
                                .as("%s on %s fits iff brute force finds a placement", r, Arrays.toString(before))
                                .isEqualTo(feasible(r, before));
                    }
                    if (found != null) {
                        assertRespects(r, found, before);
                        assertThat(a.isFree(found))
                                .as("a found placement is free")
                                .isTrue();
                        a.commit(found);
                        assertThat(a.isFree(found) && found.processors() > 0)
                                .as("a committed placement is no longer free where it took everything")
                                .isEqualTo(fitsTwice(found, before));
                        running.add(found);
                    }
                }
                a.checkInvariants();
                assertThat(a.free()
                                + running.stream()
                                        .mapToInt(Allocation::processors)
                                        .sum())
                        .isEqualTo(a.capacity());
            }
            for (ClusterAllocation c : running) {
                a.release(c);
            }
            a.checkInvariants();
            assertThat(idle(a)).isEqualTo(machine);
        }
    }

    /** Total, ordered and unordered-on-distinct-clusters find a placement whenever one exists. */
    private static boolean complete(RequestKind kind, boolean share) {
        return kind != RequestKind.UNORDERED || !share;
    }

    /** Whether {@code a} could be taken twice from the idle counts {@code idle}. */
    private static boolean fitsTwice(ClusterAllocation a, int[] idle) {
        for (int c = 0; c < idle.length; c++) {
            if (2 * a.take(c) > idle[c]) {
                return false;
            }
        }
        return a.processors() > 0;
    }

    private static void assertRespects(CoAllocationRequest r, ClusterAllocation a, int[] idle) {
        assertThat(a.processors()).isEqualTo(r.processors());
        for (int c = 0; c < idle.length; c++) {
            assertThat(a.take(c)).as("cluster %d", c).isBetween(0, idle[c]);
        }
        switch (r.kind()) {
            case TOTAL -> {}
            case ORDERED -> assertThat(a.takes()).isEqualTo(r.components());
            case UNORDERED -> {
                if (r.size() <= idle.length
                        && Arrays.stream(a.takes()).filter(t -> t > 0).count() == r.size()) {
                    // distinct clusters: the non-zero takes are the components
                    int[] takes =
                            Arrays.stream(a.takes()).filter(t -> t > 0).sorted().toArray();
                    int[] comps = r.components();
                    Arrays.sort(comps);
                    assertThat(takes).isEqualTo(comps);
                }
            }
        }
    }

    /** Brute force: total by count; ordered component-wise; unordered by trying every assignment. */
    static boolean feasible(CoAllocationRequest r, int[] idle) {
        return switch (r.kind()) {
            case TOTAL -> r.processors() <= Arrays.stream(idle).sum();
            case ORDERED -> {
                if (r.size() != idle.length) {
                    yield false;
                }
                for (int c = 0; c < idle.length; c++) {
                    if (r.component(c) > idle[c]) {
                        yield false;
                    }
                }
                yield true;
            }
            case UNORDERED -> assign(r.components(), 0, idle.clone(), new boolean[idle.length]);
        };
    }

    private static boolean assign(int[] comps, int i, int[] idle, boolean[] used) {
        if (i == comps.length) {
            return true;
        }
        for (int c = 0; c < idle.length; c++) {
            if (!used[c] && idle[c] >= comps[i]) {
                used[c] = true;
                boolean ok = assign(comps, i + 1, idle, used);
                used[c] = false;
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int[] idle(MulticlusterAllocator a) {
        int[] out = new int[a.clusters()];
        for (int c = 0; c < out.length; c++) {
            out[c] = a.idle(c);
        }
        return out;
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
