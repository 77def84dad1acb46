package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The workload tree at its edges: one processor, leaves back to zero, ties, the audit's text. */
class WorkloadTreeEdgeTest {
    @Test
    void oneProcessorIsAPowerOfTwo() {
        WorkloadTree t = new WorkloadTree(1);
        t.add(0, 2);
        assertThat(t.leaf(0)).isEqualTo(2);
        assertThat(t.root()).isEqualTo(2);
        assertThat(t.best(1)).isEqualTo(new Block(0, 1));
        assertThatThrownBy(() -> new WorkloadTree(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WorkloadTree(6)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aLeafMayReturnToZeroButNotBelow() {
        WorkloadTree t = new WorkloadTree(2);
        t.add(0, 1);
        t.add(1, 1);
        assertThat(t.root()).isEqualTo(2);
        t.add(0, -1);
        assertThat(t.leaf(0)).isZero();
        assertThat(t.root()).isZero();
        assertThatThrownBy(() -> t.add(0, -1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("negative idle count on processor 0");
    }

    @Test
    void aRangeUpdateNamesTheProcessorThatWouldGoNegative() {
        WorkloadTree t = new WorkloadTree(4);
        t.add(0, 2, 1);
        assertThat(t.leaf(1)).isEqualTo(1);
        t.add(0, 2, -1);
        assertThat(t.leaf(0)).isZero();
        assertThat(t.leaf(1)).isZero();
        assertThatThrownBy(() -> t.add(2, 4, -1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("negative idle count on processor 2");
    }

    @Test
    void bestIsNullWhenEveryBlockIsZeroAndLeftmostOnTies() {
        assertThat(new WorkloadTree(4).best(2)).isNull();
        assertThat(new WorkloadTree(4).best(1)).isNull();
        WorkloadTree t = WorkloadTree.of(new int[] {1, 1, 1, 1});
        assertThat(t.best(2)).isEqualTo(new Block(0, 2));
        assertThat(t.best(1)).isEqualTo(new Block(0, 1));
        WorkloadTree u = WorkloadTree.of(new int[] {0, 1, 2, 2});
        assertThat(u.best(1)).isEqualTo(new Block(2, 1));
        assertThat(u.best(2)).isEqualTo(new Block(2, 2));
    }

    @Test
    void firstDifferenceNamesTheFirstNodeInHeapOrder() {
        WorkloadTree a = WorkloadTree.of(new int[] {1, 2});
        WorkloadTree b = WorkloadTree.of(new int[] {1, 3});
        assertThat(a.firstDifference(b)).isEqualTo("node 1: 3 != recomputed 4");
        assertThat(a.firstDifference(WorkloadTree.of(new int[] {1, 2}))).isNull();
        WorkloadTree c = WorkloadTree.of(new int[] {0, 2});
        WorkloadTree d = WorkloadTree.of(new int[] {0, 3});
        assertThat(c.firstDifference(d)).isEqualTo("node 3: 2 != recomputed 3");
    }
}
