package org.schedlab.fattree.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The placement value: validation edges, the range spelling of outputs, equality. */
class TreePlacementTest {
    @Test
    void describeSpellsRunsOfConsecutiveNodesAndTheLevel() {
        assertThat(new TreePlacement(new int[] {0, 1, 2, 3, 8, 9}, 2).describe())
                .isEqualTo("0-3;8-9@2");
        assertThat(new TreePlacement(new int[] {5}, 0).describe()).isEqualTo("5@0");
        assertThat(new TreePlacement(new int[] {1, 3, 4, 6}, 3).describe()).isEqualTo("1;3-4;6@3");
        assertThat(new TreePlacement(new int[] {2, 3}, 1)).hasToString("TreePlacement[2-3@1]");
    }

    @Test
    void placementsAreEqualByNodesAndLevel() {
        TreePlacement a = new TreePlacement(new int[] {0, 1}, 1);
        TreePlacement same = new TreePlacement(new int[] {0, 1}, 1);
        assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(a).isNotEqualTo(new TreePlacement(new int[] {0, 1}, 2));
        assertThat(a).isNotEqualTo(new TreePlacement(new int[] {0, 2}, 1));
        assertThat(a.hashCode()).isNotEqualTo(new TreePlacement(new int[] {0, 1}, 2).hashCode());
        assertThat(a).isNotEqualTo("0-1@1");
        assertThat(a.node(1)).isEqualTo(1);
        assertThat(a.processors()).isEqualTo(2);
        assertThat(new TreePlacement(new int[] {1, 3, 4}, 2).processorIds().toArray())
                .containsExactly(1, 3, 4);
    }

    @Test
    void nodeZeroAndLevelZeroAreTheSmallestAccepted() {
        assertThat(new TreePlacement(new int[] {0}, 0).level()).isZero();
        assertThatThrownBy(() -> new TreePlacement(new int[] {-1}, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TreePlacement(new int[] {0}, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TreePlacement(new int[] {}, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TreePlacement(new int[] {3, 3}, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ascending, distinct");
        assertThatThrownBy(() -> new TreePlacement(new int[] {3, 2}, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
