package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/**
 * Examples of section 3 of Ababneh and Bani-Mohammad, "A new window-based job scheduling scheme
 * for 2D mesh multicomputers" (SIMPAT 2011), on the state of its Fig. 1.
 */
class WindowPaperExamplesTest {
    private static MeshAllocator figureOne(String name) {
        MeshAllocator m = MeshAllocators.create(name, 5, 4, true);
        MeshStates.figureOne(m);
        return m;
    }

    @Test
    void mplKeepsExactlyTheTwoMaximalFreeSubmeshesOfFigureOne() {
        MplAllocator m = (MplAllocator) figureOne(MeshAllocators.MPL);
        assertThat(m.freeList.submeshes()).containsExactly(new Submesh(1, 1, 5, 2), new Submesh(4, 1, 5, 3));
        assertThat(m.freeListSize()).isEqualTo(2);
    }

    @Test
    void twoByOneGoesToAMeshCornerWithPeripheralLengthThree() {
        Submesh s = (Submesh) figureOne(MeshAllocators.MPL).find(new SubmeshRequest(2, 1));
        assertThat(s.isMeshCorner(5, 4)).isTrue();
        assertThat(s.peripheralLength(5, 4)).isEqualTo(3);
        assertThat(s)
                .isIn(
                        new Submesh(1, 1, 2, 1),
                        new Submesh(4, 1, 5, 1),
                        new Submesh(1, 1, 1, 2),
                        new Submesh(5, 1, 5, 2));
    }

    @Test
    void exampleTwoPlacesFiveByTwoThenTwoByOne() {
        MeshAllocator m = figureOne(MeshAllocators.MPL);
        assertThat(m.find(new SubmeshRequest(5, 3))).isNull();
        Submesh first = (Submesh) m.find(new SubmeshRequest(5, 2));
        assertThat(first).isEqualTo(new Submesh(1, 1, 5, 2));
        m.commit(first);
        Submesh second = (Submesh) m.find(new SubmeshRequest(2, 1));
        assertThat(second).isEqualTo(new Submesh(4, 3, 5, 3));
        m.commit(second);
        assertThat(m.find(new SubmeshRequest(4, 3))).isNull();
        m.checkInvariants();
    }

    @ParameterizedTest
    @ValueSource(strings = {"mpl", "fsc", "busy-list", "busy-list-ff", "first-fit"})
    void everyAllocatorMakesTheForcedPlacementsOfExampleTwo(String name) {
        MeshAllocator m = figureOne(name);
        Submesh first = (Submesh) m.find(new SubmeshRequest(5, 2));
        assertThat(first).isEqualTo(new Submesh(1, 1, 5, 2));
        m.commit(first);
        assertThat(m.find(new SubmeshRequest(2, 1))).isEqualTo(new Submesh(4, 3, 5, 3));
    }

    @Test
    void mplPrefersTheLongSideOnTheBoundaryOverAnInternalPlacement() {
        // 7x7 with a busy frame one node wide except the bottom row: only bottom-edge placements
        // are peripheral; a 3x1 laid along the bottom scores 3, stood up it would score 1.
        MeshAllocator m = MeshAllocators.create(MeshAllocators.MPL, 7, 7, true);
        busy(m, new Submesh(1, 2, 1, 7), new Submesh(7, 2, 7, 7), new Submesh(2, 7, 6, 7));
        busy(m, new Submesh(1, 1, 1, 1), new Submesh(7, 1, 7, 1));
        Submesh s = (Submesh) m.find(new SubmeshRequest(1, 3));
        assertThat(s.peripheralLength(7, 7)).isEqualTo(3);
        assertThat(s.height()).isEqualTo(1);
    }

    @Test
    void mplFallsBackToTheBaseOfTheFirstInternalSubmesh() {
        // every boundary node busy: the 3x3 interior of a 5x5 mesh is the only free space
        MeshAllocator m = MeshAllocators.create(MeshAllocators.MPL, 5, 5, true);
        busy(m, new Submesh(1, 1, 5, 1), new Submesh(1, 5, 5, 5), new Submesh(1, 2, 1, 4), new Submesh(5, 2, 5, 4));
        assertThat(m.find(new SubmeshRequest(2, 2))).isEqualTo(new Submesh(2, 2, 3, 3));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fsc", "busy-list"})
    void compactingSchemesWedgeIntoTheGapWhereMplTakesAMeshCorner(String name) {
        // 6x6 with (1,1,2,2) and (4,1,6,2) busy: the 1x1 at (3,1) has two busy neighbours and one
        // mesh side (score 3), every mesh corner scores 2
        MeshAllocator compacting = MeshAllocators.create(name, 6, 6, true);
        MeshAllocator mpl = MeshAllocators.create(MeshAllocators.MPL, 6, 6, true);
        for (MeshAllocator m : new MeshAllocator[] {compacting, mpl}) {
            busy(m, new Submesh(1, 1, 2, 2), new Submesh(4, 1, 6, 2));
        }
        assertThat(compacting.find(new SubmeshRequest(1, 1))).isEqualTo(new Submesh(3, 1, 3, 1));
        assertThat(mpl.find(new SubmeshRequest(1, 1))).isEqualTo(new Submesh(1, 6, 1, 6));
    }

    @Test
    void busyListFindsAPlacementItsCornerCandidatesMiss() {
        // ..#..   the only free 5x1 is row 4; no mesh corner is free and the placements flush
        // .....   with the corners of the busy submeshes above and below it leave the mesh, so
        // .##..   only the fallback to the corners of the maximal free submeshes finds it
        // .##.#
        // ..#.#
        MeshAllocator m = MeshAllocators.create(MeshAllocators.BUSY_LIST, 5, 5, false);
        busy(m, new Submesh(3, 5, 3, 5), new Submesh(2, 3, 3, 3), new Submesh(5, 1, 5, 2));
        busy(m, new Submesh(3, 1, 3, 1), new Submesh(2, 2, 3, 2));
        assertThat(m.find(new SubmeshRequest(5, 1))).isEqualTo(new Submesh(1, 4, 5, 4));
    }

    private static void busy(MeshAllocator m, Submesh... submeshes) {
        for (Submesh s : submeshes) {
            m.commit(s);
        }
    }
}
