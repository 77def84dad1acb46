package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WorkloadTreeTest {
    /**
     * The idle-slot counts of the paper's Fig. 2 situation as we rebuild it (see Fig2Test): P1 and
     * P2 have no idle slot, P8 has two.
     */
    private static final int[] FIG2_LEAVES = {0, 0, 2, 2, 1, 1, 1, 2};

    @Test
    void innerNodesSumBothChildrenOnlyWhenBothAreNonZero() {
        WorkloadTree t = WorkloadTree.of(FIG2_LEAVES);
        assertThat(t.value(new Block(0, 2))).isZero();
        assertThat(t.value(new Block(2, 2))).isEqualTo(4);
        assertThat(t.value(new Block(0, 4))).isZero();
        assertThat(t.value(new Block(4, 4))).isEqualTo(5);
        assertThat(t.value(new Block(6, 2))).isEqualTo(3);
        assertThat(t.root()).isZero();
    }

    @Test
    void incrementalUpdatesEqualARebuild() {
        WorkloadTree t = WorkloadTree.of(FIG2_LEAVES);
        t.add(0, 1);
        t.add(1, 1);
        assertThat(t.sameAs(WorkloadTree.of(new int[] {1, 1, 2, 2, 1, 1, 1, 2})))
                .isTrue();
        assertThat(t.root()).isEqualTo(11);
    }

    @Test
    void bestBlockIsTheLargestNonZeroValueLeftmostOnTies() {
        WorkloadTree t = WorkloadTree.of(FIG2_LEAVES);
        assertThat(t.best(4)).isEqualTo(new Block(4, 4));
        assertThat(t.best(2)).isEqualTo(new Block(2, 2));
        assertThat(t.best(8)).isNull();
        assertThat(WorkloadTree.of(new int[] {1, 1, 1, 1}).best(2)).isEqualTo(new Block(0, 2));
    }
}
