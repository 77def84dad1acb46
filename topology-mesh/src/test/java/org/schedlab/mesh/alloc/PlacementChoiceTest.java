package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.SubmeshRequest;

/**
 * Placement choices that hinge on one rule each: MPL passes over a free submesh only when it
 * touches no side of the mesh (algorithms.md 1.2), the contact score picks the most wedged
 * corner (1.3), and {@link Candidate} keeps the first of equal scores unless a later one is in
 * the requested orientation and the kept one is not (1.8).
 */
class PlacementChoiceTest {
    private static Submesh s(int xb, int yb, int xe, int ye) {
        return new Submesh(xb, yb, xe, ye);
    }

    private static MeshAllocator mesh(String name, int w, int h, Submesh... busy) {
        MeshAllocator m = MeshAllocators.create(name, w, h, true);
        for (Submesh b : busy) {
            m.commit(b);
        }
        return m;
    }

    /**
     * M(5, 5) where only (4,2) and (1,3,2,4) are free: (4,2) is internal and comes first in the
     * list, (1,3,2,4) touches the left side only. MPL takes the peripheral (1,3), not the base
     * of the first submesh.
     */
    @Test
    void mplScoresASubmeshTouchingOnlyTheLeftSide() {
        MeshAllocator m = mesh(
                MeshAllocators.MPL, 5, 5, s(1, 1, 5, 1), s(1, 2, 3, 2), s(5, 2, 5, 2), s(3, 3, 5, 4), s(1, 5, 5, 5));
        assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(1, 3, 1, 3));
    }

    /**
     * M(5, 5) where only (2,1,2,2) (bottom side only) and the internal (3,3,4,3) are free: a 2 x 1
     * fits only the internal one, its rotation only the bottom one; MPL prefers the peripheral
     * rotated placement to the internal requested one.
     */
    @Test
    void mplScoresASubmeshTouchingOnlyTheBottomSide() {
        MeshAllocator m = mesh(
                MeshAllocators.MPL, 5, 5, s(1, 1, 1, 2), s(3, 1, 5, 2), s(1, 3, 2, 3), s(5, 3, 5, 3), s(1, 4, 5, 5));
        assertThat(m.find(new SubmeshRequest(2, 1))).isEqualTo(s(2, 1, 2, 2));
    }

    /** Only (4,2,5,3) is free (right side only): the right-hand corner (5,2), not the base (4,2). */
    @Test
    void mplScoresASubmeshTouchingOnlyTheRightSide() {
        MeshAllocator m = mesh(MeshAllocators.MPL, 5, 5, s(1, 1, 5, 1), s(1, 2, 3, 3), s(1, 4, 5, 5));
        assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(5, 2, 5, 2));
    }

    /** Only the internal (3,2,4,2) and (2,4,2,5) (top side only) are free: (2,5), not (3,2). */
    @Test
    void mplScoresASubmeshTouchingOnlyTheTopSide() {
        MeshAllocator m = mesh(
                MeshAllocators.MPL,
                5,
                5,
                s(1, 1, 5, 1),
                s(1, 2, 2, 2),
                s(5, 2, 5, 2),
                s(1, 3, 5, 3),
                s(1, 4, 1, 5),
                s(3, 4, 5, 5));
        assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(2, 5, 2, 5));
    }

    /**
     * M(3, 3) with (2,3) and (3,2) busy: (3,3) is wedged between them in the mesh corner
     * (peripheral length 2, two busy neighbours: 4), better than (1,3) or (3,1) (3) and the
     * other mesh corner (1,1) (2). The contact-scoring schemes take it; MPL stops at the first
     * mesh corner it meets.
     */
    @Test
    void contactScoringTakesTheMostWedgedCorner() {
        for (String name : new String[] {MeshAllocators.FSC, MeshAllocators.BUSY_LIST}) {
            assertThat(mesh(name, 3, 3, s(2, 3, 2, 3), s(3, 2, 3, 2)).find(new SubmeshRequest(1, 1)))
                    .as(name)
                    .isEqualTo(s(3, 3, 3, 3));
        }
        assertThat(mesh(MeshAllocators.MPL, 3, 3, s(2, 3, 2, 3), s(3, 2, 3, 2)).find(new SubmeshRequest(1, 1)))
                .isEqualTo(s(1, 1, 1, 1));
    }

    @Test
    void candidateKeepsTheFirstOfEqualScoresUnlessOnlyTheLaterIsUnrotated() {
        Candidate c = new Candidate();
        assertThat(c.key).isNegative();
        c.offer(1, 1, 1, 1, 0, true); // anything beats nothing, even a rotated score of 0
        assertThat(c.key).isEqualTo(SubmeshKey.pack(1, 1, 1, 1));
        c.offer(2, 1, 2, 1, 2, true);
        c.offer(3, 1, 3, 1, 2, true); // equal, both rotated: the first stays
        assertThat(c.key).isEqualTo(SubmeshKey.pack(2, 1, 2, 1));
        c.offer(4, 1, 4, 1, 2, false); // equal, requested orientation beats rotated
        assertThat(c.key).isEqualTo(SubmeshKey.pack(4, 1, 4, 1));
        assertThat(c.rotated).isFalse();
        c.offer(5, 1, 5, 1, 2, false); // equal, both as requested: the first stays
        c.offer(6, 1, 6, 1, 2, true); // equal but rotated: no
        c.offer(7, 1, 7, 1, 1, false); // lower: no
        assertThat(c.key).isEqualTo(SubmeshKey.pack(4, 1, 4, 1));
        c.offer(8, 1, 8, 1, 3, true); // higher wins even rotated
        assertThat(c.key).isEqualTo(SubmeshKey.pack(8, 1, 8, 1));
        assertThat(c.score).isEqualTo(3);
        assertThat(c.rotated).isTrue();
    }

    /**
     * The busy-list first fit tries its candidate columns left to right whatever the commit order:
     * on M(8, 4) with column 6 committed before columns 1 and 2, a 2 x 4 request goes to column 3
     * (just right of the later commit), not to column 7 (just right of the earlier one).
     */
    @Test
    void busyListFirstFitTriesColumnsLeftToRightNotInCommitOrder() {
        MeshAllocator m = mesh(MeshAllocators.BUSY_LIST_FF, 8, 4, s(6, 1, 6, 4), s(1, 1, 2, 4));
        assertThat(m.find(new SubmeshRequest(2, 4))).isEqualTo(s(3, 1, 4, 4));
    }
}
