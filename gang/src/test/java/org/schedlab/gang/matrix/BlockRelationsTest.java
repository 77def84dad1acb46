package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.gang.sim.GangAllocation;

/** Containment and overlap of buddy blocks at shared edges, and how blocks and jobs print. */
class BlockRelationsTest {
    @Test
    void aBlockContainsItsHalvesAndItselfButNotItsNeighbour() {
        Block b = new Block(4, 4);
        assertThat(b.contains(b)).isTrue();
        assertThat(b.contains(new Block(4, 2))).isTrue();
        assertThat(b.contains(new Block(6, 2))).isTrue();
        assertThat(b.contains(new Block(0, 4))).isFalse();
        assertThat(b.contains(new Block(8, 2))).isFalse();
        assertThat(b.contains(new Block(0, 8))).isFalse();
    }

    @Test
    void blocksThatOnlyTouchDoNotIntersect() {
        Block b = new Block(2, 2);
        assertThat(b.intersects(new Block(0, 2))).isFalse();
        assertThat(b.intersects(new Block(4, 2))).isFalse();
        assertThat(b.intersects(new Block(3, 1))).isTrue();
        assertThat(b.intersects(new Block(0, 4))).isTrue();
    }

    @Test
    void blocksPrintTheirFirstAndLastProcessor() {
        assertThat(new Block(2, 2)).hasToString("2-3");
        assertThat(new Block(5, 1)).hasToString("5-5");
        assertThat(new GangAllocation(new Block(4, 4), 3).describe()).isEqualTo("4-7");
        GangJob j = Jobs.job(7, 4, 2);
        assertThat(j).hasToString("J7@4-5");
        assertThat(j.done()).isZero();
        j.work();
        assertThat(j.done()).isEqualTo(1);
    }
}
