package org.schedlab.fattree.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KaryNTreeTest {
    @Test
    void sizesOfThePapersTrees() {
        KaryNTree hpc2n = new KaryNTree(4, 4, 240);
        assertThat(hpc2n.nodes()).isEqualTo(256);
        assertThat(hpc2n.installed()).isEqualTo(240);
        KaryNTree big = KaryNTree.complete(4, 6);
        assertThat(big.nodes()).isEqualTo(4096);
        assertThat(big.groups(1)).isEqualTo(1024);
        assertThat(big.groupSize(3)).isEqualTo(64);
        assertThat(big.groups(6)).isEqualTo(1);
        assertThat(big.group(4095, 2)).isEqualTo(255);
    }

    @ParameterizedTest(name = "size {0} on a 4-ary 6-tree is level {1}")
    @CsvSource({"1,1", "4,1", "5,2", "16,2", "17,3", "64,3", "65,4", "1024,5", "1025,6", "4096,6"})
    void jobLevel(int size, int level) {
        assertThat(KaryNTree.complete(4, 6).jobLevel(size)).isEqualTo(level);
    }

    @Test
    void spanLevelIsTheLowestGroupHoldingAllNodes() {
        KaryNTree t = KaryNTree.complete(4, 3);
        assertThat(t.spanLevel(new int[] {7})).isZero();
        assertThat(t.spanLevel(new int[] {4, 7})).isEqualTo(1);
        assertThat(t.spanLevel(new int[] {3, 4})).isEqualTo(2);
        assertThat(t.spanLevel(new int[] {0, 15})).isEqualTo(2);
        assertThat(t.spanLevel(new int[] {15, 16})).isEqualTo(3);
    }

    @Test
    void invalidShapesAreRefused() {
        assertThatThrownBy(() -> new KaryNTree(1, 3, 1)).hasMessageContaining("k must be >= 2");
        assertThatThrownBy(() -> new KaryNTree(4, 0, 1)).hasMessageContaining("n must be >= 1");
        assertThatThrownBy(() -> new KaryNTree(4, 2, 17)).hasMessageContaining("[1, 16]");
        assertThatThrownBy(() -> new KaryNTree(4, 2, 0)).hasMessageContaining("[1, 16]");
        assertThatThrownBy(() -> KaryNTree.complete(2, 25)).hasMessageContaining("more than");
        assertThatThrownBy(() -> KaryNTree.complete(4, 2).jobLevel(17)).hasMessageContaining("[1, 16]");
    }

    /** The machine's geometry: the tree it describes, its text and its range, at the edges. */
    @Test
    void fatTreeGeometries() {
        FatTreeGeometry g = new FatTreeGeometry(4, 2, 16);
        assertThat(g.processors()).isEqualTo(16);
        assertThat(g.arity()).isEqualTo(4);
        assertThat(g.levels()).isEqualTo(2);
        assertThat(g.describe()).isEqualTo("4-ary 2-tree, 16 processors");
        assertThat(FatTreeGeometry.of(new KaryNTree(4, 3, 50))).isEqualTo(new FatTreeGeometry(4, 3, 50));
        assertThat(new FatTreeGeometry(4, 3, 50).tree().installed()).isEqualTo(50);
        assertThat(new FatTreeGeometry(2, 1, 1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new FatTreeGeometry(1, 2, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FatTreeGeometry(2, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FatTreeGeometry(2, 2, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FatTreeGeometry(4, 2, 17))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("installed leaves must be in [1, k^n]: 17 of 4^2");
    }
}
