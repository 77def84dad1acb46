package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BlockTest {
    @Test
    void buddySizeIsTheLeastPowerOfTwoNotBelowTheSize() {
        assertThat(Block.sizeFor(1)).isEqualTo(1);
        assertThat(Block.sizeFor(2)).isEqualTo(2);
        assertThat(Block.sizeFor(3)).isEqualTo(4);
        assertThat(Block.sizeFor(33)).isEqualTo(64);
        assertThat(Block.sizeFor(128)).isEqualTo(128);
    }

    @Test
    void halvesParentAndNesting() {
        Block b = new Block(8, 8);
        assertThat(b.left()).isEqualTo(new Block(8, 4));
        assertThat(b.right()).isEqualTo(new Block(12, 4));
        assertThat(b.parent()).isEqualTo(new Block(0, 16));
        assertThat(b.contains(new Block(12, 2))).isTrue();
        assertThat(b.intersects(new Block(0, 8))).isFalse();
        assertThat(b.intersects(new Block(0, 16))).isTrue();
    }

    @Test
    void unalignedOrNonPowerOfTwoBlocksAreRefused() {
        assertThatThrownBy(() -> new Block(2, 4)).hasMessageContaining("aligned");
        assertThatThrownBy(() -> new Block(0, 3)).hasMessageContaining("power of two");
    }
}
