package org.schedlab.multicluster.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/** Worked examples of each placement rule. */
class ClusterPlacerTest {
    private static int[] place(Placement p, boolean share, RequestKind kind, int[] idle, int... comps) {
        int[] take = new int[idle.length];
        boolean ok = new ClusterPlacer(idle.length, p, share).place(kind, comps, comps.length, idle, take);
        return ok ? take : null;
    }

    @Test
    void firstFitTakesClustersInIndexOrderLargestComponentFirst() {
        // idle 3, 8, 5; components 2 and 4: 4 -> cluster 1 (first with room), 2 -> cluster 0
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.UNORDERED, new int[] {3, 8, 5}, 2, 4))
                .containsExactly(2, 4, 0);
    }

    @Test
    void worstFitPairsLargestWithMostIdle() {
        // clusters by idle: 1 (8), 2 (5), 0 (3); 4 -> 1, 2 -> 2
        assertThat(place(Placement.WORST_FIT, false, RequestKind.UNORDERED, new int[] {3, 8, 5}, 2, 4))
                .containsExactly(0, 4, 2);
        // ties by lowest index
        assertThat(place(Placement.WORST_FIT, false, RequestKind.UNORDERED, new int[] {6, 6, 6}, 1, 3))
                .containsExactly(3, 1, 0);
    }

    @Test
    void distinctClustersSucceedExactlyWhenAnAssignmentExists() {
        // 5 and 5 need two clusters with 5 idle: only one has
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.UNORDERED, new int[] {5, 4, 9}, 5, 5))
                .containsExactly(5, 0, 5);
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.UNORDERED, new int[] {5, 4, 4}, 5, 5))
                .isNull();
        assertThat(place(Placement.WORST_FIT, false, RequestKind.UNORDERED, new int[] {5, 4, 4}, 5, 5))
                .isNull();
        // more components than clusters never fit without sharing
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.UNORDERED, new int[] {9, 9}, 1, 1, 1))
                .isNull();
    }

    @Test
    void sharingLetsComponentsMeetInOneCluster() {
        assertThat(place(Placement.FIRST_FIT, true, RequestKind.UNORDERED, new int[] {9, 9}, 1, 1, 1))
                .containsExactly(3, 0);
        assertThat(place(Placement.FIRST_FIT, true, RequestKind.UNORDERED, new int[] {5, 4, 4}, 5, 5))
                .isNull();
        // worst fit with sharing re-evaluates after each component: 4 -> 0 (idle 8), 3 -> 1 (7 > 4)
        assertThat(place(Placement.WORST_FIT, true, RequestKind.UNORDERED, new int[] {8, 7}, 3, 4))
                .containsExactly(4, 3);
    }

    @Test
    void orderedAndTotal() {
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.ORDERED, new int[] {3, 8, 5}, 3, 1, 5))
                .containsExactly(3, 1, 5);
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.ORDERED, new int[] {3, 8, 5}, 4, 1, 1))
                .isNull();
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.ORDERED, new int[] {3, 8, 5}, 1, 1))
                .isNull();
        assertThat(place(Placement.WORST_FIT, false, RequestKind.TOTAL, new int[] {3, 8, 5}, 6, 4))
                .containsExactly(3, 7, 0);
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.TOTAL, new int[] {3, 8, 5}, 17))
                .isNull();
    }

    @Test
    void placerReadsButNeverWritesItsInputs() {
        int[] idle = {3, 8, 5};
        int[] comps = {2, 4};
        place(Placement.WORST_FIT, true, RequestKind.UNORDERED, idle, comps);
        assertThat(idle).containsExactly(3, 8, 5);
        assertThat(comps).containsExactly(2, 4);
    }

    @Test
    void allocationDescribesNonEmptyClusters() {
        MulticlusterAllocator a = new MulticlusterAllocator(new int[] {3, 8, 5}, Placement.FIRST_FIT, false);
        ClusterAllocation found = a.find(new CoAllocationRequest(new int[] {2, 4}, RequestKind.UNORDERED));
        assertThat(found.describe()).isEqualTo("0:2;1:4");
        assertThat(found.processors()).isEqualTo(6);
    }

    @Test
    void aTotalRequestMayTakeEveryIdleProcessorButNoMore() {
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.TOTAL, new int[] {3, 2}, 5))
                .containsExactly(3, 2);
        assertThat(place(Placement.FIRST_FIT, false, RequestKind.TOTAL, new int[] {3, 2}, 6))
                .isNull();
    }

    @Test
    void sharingPlacementsPickTheRightCluster() {
        // first fit with sharing: the first cluster with room is cluster 1
        assertThat(place(Placement.FIRST_FIT, true, RequestKind.UNORDERED, new int[] {1, 5}, 3))
                .containsExactly(0, 3);
        // worst fit with sharing, a tie: the lowest index
        assertThat(place(Placement.WORST_FIT, true, RequestKind.UNORDERED, new int[] {5, 5}, 2))
                .containsExactly(2, 0);
    }

    @Test
    void theTakeArrayIsClearedFirst() {
        int[] take = {7, 7};
        assertThat(new ClusterPlacer(2, Placement.FIRST_FIT, false)
                        .place(RequestKind.TOTAL, new int[] {1}, 1, new int[] {5, 5}, take))
                .isTrue();
        assertThat(take).containsExactly(1, 0);
    }
}
