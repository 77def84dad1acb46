package org.schedlab.fattree.alloc;

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
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * What only the fat-tree policies promise, on complete trees and on trees with nodes not
 * installed, in seeded random states: exact placements against the reference policies in
 * fragmented states (with quasi-contiguous spills), span levels, one booking per node, isFree per
 * node, feasibility monotone in free nodes, which policy lets counts decide, and quasi:0 equal to
 * contiguous. The allocator contract itself is {@link FatTreeAllocatorContractTest}.
 */
class FatTreeAllocatorRulesTest {
    static final List<String> SPECS = List.of(
            "noncontiguous",
            "contiguous",
            "quasi:0",
            "quasi:10",
            "quasi:20",
            "quasi:40",
            "quasi:100",
            "quasi:20:max=below",
            "quasi:20:spill=least",
            "quasi:40:max=below:spill=least");

    static final List<KaryNTree> TREES = List.of(
            KaryNTree.complete(2, 4),
            KaryNTree.complete(4, 3),
            new KaryNTree(3, 3, 20),
            new KaryNTree(4, 4, 240),
            KaryNTree.complete(2, 1));

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String spec : SPECS) {
            for (KaryNTree tree : TREES) {
                for (long seed = 1; seed <= 6; seed++) {
                    out.add(Arguments.of(spec, tree, seed));
                }
            }
        }
        return out.stream();
    }

    static FatTreeAllocator allocator(String spec, KaryNTree tree) {
        return FatTreeAllocators.create(Spec.of(spec), tree);
    }

    /** A random state: churn through the policy itself, then (odd seeds) scattered single nodes. */
    static FatTreeAllocator inState(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = allocator(spec, tree);
        TreeStates.churn(a, seed, 40, 0.35);
        if (seed % 2 == 1) {
            TreeStates.sprinkle(a, seed * 31, 0.1 * seed / 2);
        }
        a.checkInvariants();
        return a;
    }

    /**
     * Fragmented states, where contiguous searches fail and quasi-contiguous ones spill: every size
     * agrees with the reference, and for {@code qct > 0} some placements really spill (so the
     * spill rules are exercised, not only the contiguous path).
     */
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("policiesAndTrees")
    void fragmentedStatesAgreeWithTheReference(String spec, KaryNTree tree) {
        int spills = 0;
        for (long seed = 1; seed <= 40; seed++) {
            FatTreeAllocator a = allocator(spec, tree);
            TreeStates.sprinkle(a, seed, 0.1 + 0.6 * (seed % 8) / 8.0);
            boolean[] free = TreeStates.freeArray(a);
            for (int size = 1; size <= tree.nodes(); size++) {
                TreePlacement p = a.find(new ProcessorRequest(size));
                int[] expected = ReferencePolicies.select(spec, tree, free, size);
                assertThat(a.copy().fits(new ProcessorRequest(size)))
                        .as("fits on a fresh copy, seed %d size %d", seed, size)
                        .isEqualTo(expected != null);
                assertThat(p == null ? null : p.nodes())
                        .as("seed %d size %d", seed, size)
                        .isEqualTo(expected);
                if (p != null && size > 1 && p.level() > tree.jobLevel(size)) {
                    spills++;
                }
            }
            a.checkInvariants();
        }
        boolean canSpill = spec.startsWith("quasi:") && !spec.equals("quasi:0") && tree.n() > 1;
        if (canSpill) {
            assertThat(spills).as("quasi-contiguous spills seen").isGreaterThan(10);
        } else if (!spec.equals("noncontiguous")) {
            assertThat(spills).isZero();
        }
    }

    static Stream<Arguments> policiesAndTrees() {
        List<Arguments> out = new ArrayList<>();
        for (String spec : SPECS) {
            for (KaryNTree tree : TREES) {
                out.add(Arguments.of(spec, tree));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void placementsAreFreeInstalledAndRightSized(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = inState(spec, tree, seed);
        for (int size = 1; size <= a.free(); size++) {
            TreePlacement p = a.find(new ProcessorRequest(size));
            if (p == null) {
                continue;
            }
            assertThat(p.processors()).isEqualTo(size);
            assertThat(a.isFree(p)).isTrue();
            for (int node : p.nodes()) {
                assertThat(node).isLessThan(tree.installed());
            }
            int jobLevel = tree.jobLevel(size);
            int maxLevel = spec.equals("noncontiguous") || jobLevel == tree.n() ? tree.n() : jobLevel;
            if (spec.startsWith("quasi:") && !spec.equals("quasi:0") && jobLevel < tree.n()) {
                maxLevel = jobLevel + 1;
            }
            assertThat(p.level()).as("size %d", size).isLessThanOrEqualTo(maxLevel);
        }
    }

    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void noNodeIsBookedTwice(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = allocator(spec, tree);
        List<TreePlacement> live = TreeStates.churn(a, seed, 200, 0.3);
        boolean[] seen = new boolean[tree.nodes()];
        int busy = 0;
        for (TreePlacement p : live) {
            for (int node : p.nodes()) {
                assertThat(seen[node]).as("node %d in two placements", node).isFalse();
                seen[node] = true;
                assertThat(a.isFree(node)).isFalse();
                busy++;
            }
            assertThatThrownBy(() -> a.commit(p)).isInstanceOf(IllegalStateException.class);
        }
        assertThat(a.free()).isEqualTo(tree.installed() - busy);
        for (TreePlacement p : live) {
            a.release(p);
            assertThatThrownBy(() -> a.release(p)).isInstanceOf(IllegalStateException.class);
        }
        assertThat(a.free()).isEqualTo(tree.installed());
        a.checkInvariants();
    }

    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void isFreeAgreesWithTheNodes(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = inState(spec, tree, seed);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int trial = 0; trial < 200; trial++) {
            int size = 1 + rnd.nextInt(Math.min(6, tree.nodes()));
            int[] nodes = rnd.ints(size, 0, tree.nodes()).distinct().sorted().toArray();
            TreePlacement p = new TreePlacement(nodes, tree.spanLevel(nodes));
            boolean expected = Arrays.stream(nodes).allMatch(a::isFree);
            assertThat(a.isFree(p)).isEqualTo(expected);
        }
    }

    /**
     * algorithms.md 5.3 relies on it: a request that fits still fits after any committed placement
     * is released (feasibility is monotone in free nodes).
     */
    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void feasibilityIsMonotoneInFreeNodes(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = allocator(spec, tree);
        List<TreePlacement> live = TreeStates.churn(a, seed, 120, 0.2);
        live.addAll(TreeStates.sprinkle(a, seed, 0.3));
        SplittableRandom rnd = new SplittableRandom(seed);
        while (!live.isEmpty()) {
            boolean[] fits = new boolean[tree.nodes() + 1];
            for (int size = 1; size <= tree.nodes(); size++) {
                fits[size] = a.find(new ProcessorRequest(size)) != null;
            }
            a.release(live.remove(rnd.nextInt(live.size())));
            for (int size = 1; size <= tree.nodes(); size++) {
                if (fits[size]) {
                    assertThat(a.find(new ProcessorRequest(size)))
                            .as("size %d stopped fitting after a release", size)
                            .isNotNull();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void onlyNonContiguousLetsCountsDecide(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = inState(spec, tree, seed);
        assertThat(a instanceof CountsSuffice).isEqualTo(spec.equals("noncontiguous"));
        assertThat(a.copy() instanceof CountsSuffice).isEqualTo(spec.equals("noncontiguous"));
        if (a instanceof CountsSuffice) {
            for (int size = 1; size <= a.free(); size++) {
                assertThat(a.find(new ProcessorRequest(size))).isNotNull();
            }
        }
    }

    @ParameterizedTest(name = "{0} on {1}, seed {2}")
    @MethodSource("cases")
    void quasiZeroIsContiguous(String spec, KaryNTree tree, long seed) {
        FatTreeAllocator a = inState(spec, tree, seed);
        FatTreeAllocator contiguous = allocator("contiguous", tree);
        FatTreeAllocator quasiZero = allocator("quasi:0", tree);
        List<TreePlacement> held = new ArrayList<>();
        boolean[] free = TreeStates.freeArray(a);
        for (int node = 0; node < tree.installed(); node++) {
            if (!free[node]) {
                held.add(new TreePlacement(new int[] {node}, 0));
            }
        }
        held.forEach(contiguous::commit);
        held.forEach(quasiZero::commit);
        for (int size = 1; size <= tree.nodes(); size++) {
            assertThat(quasiZero.find(new ProcessorRequest(size)))
                    .isEqualTo(contiguous.find(new ProcessorRequest(size)));
        }
    }

    /**
     * The two other readings of section 3 on a 4-ary 2-tree: with one node busy in each of the first
     * two stage-1 switches, a 4-node job finds no empty switch. Eq. 1 lets 1 of its 4 tasks spill at
     * qct 10 (it takes the first switch's 3 free nodes and one of the second's); "below the qct
     * threshold" lets none. On a 4-ary 3-tree the default takes the first level-2 group with room,
     * spill=least the one that spills the fewest.
     */
    @org.junit.jupiter.api.Test
    void theStrictThresholdAndTheLeastSpillAreOptions() {
        KaryNTree tree = KaryNTree.complete(4, 2);
        FatTreeAllocator ceil = allocator("quasi:10", tree);
        FatTreeAllocator below = allocator("quasi:10:max=below", tree);
        for (FatTreeAllocator a : List.of(ceil, below)) {
            for (int node = 0; node < 16; node += 4) {
                a.commit(new TreePlacement(new int[] {node}, 0));
            }
        }
        assertThat(ceil.find(new ProcessorRequest(4)).nodes()).containsExactly(1, 2, 3, 5);
        assertThat(below.find(new ProcessorRequest(4))).isNull();
        assertThat(below.policy()).isEqualTo("quasi:10:max=below");
        assertThat(QuasiContiguousPolicy.maxSpilledBelow(10, 4)).isZero();
        assertThat(QuasiContiguousPolicy.maxSpilledBelow(10, 11)).isEqualTo(1);
        assertThat(QuasiContiguousPolicy.maxSpilledBelow(10, 10)).isZero();
        assertThat(QuasiContiguousPolicy.maxSpilled(10, 10)).isEqualTo(1);

        // a 4-ary 3-tree, no stage-1 switch empty: in the first 16-node group every switch has 2
        // free nodes (a 4-node job spills 2, which qct 50 allows), in the second one switch has 3
        // free and another 1 (the job spills 1); the others are full
        KaryNTree three = KaryNTree.complete(4, 3);
        FatTreeAllocator first = allocator("quasi:50", three);
        FatTreeAllocator least = allocator("quasi:50:spill=least", three);
        java.util.Set<Integer> free = new java.util.HashSet<>(List.of(2, 3, 6, 7, 10, 11, 14, 15, 17, 18, 19, 20));
        for (FatTreeAllocator a : List.of(first, least)) {
            for (int node = 0; node < 64; node++) {
                if (!free.contains(node)) {
                    a.commit(new TreePlacement(new int[] {node}, 0));
                }
            }
        }
        assertThat(first.find(new ProcessorRequest(4)).nodes()).containsExactly(2, 3, 6, 7);
        assertThat(least.find(new ProcessorRequest(4)).nodes()).containsExactly(17, 18, 19, 20);
        assertThat(least.policy()).isEqualTo("quasi:50:spill=least");
        assertThatThrownBy(() -> allocator("quasi:10:max=round", tree))
                .hasMessageContaining("unknown option 'max=round' (or one given twice)");
        assertThatThrownBy(() -> allocator("quasi:10:spill=least:spill=first", tree))
                .hasMessageContaining("unknown option 'spill=first' (or one given twice)");
    }
}
