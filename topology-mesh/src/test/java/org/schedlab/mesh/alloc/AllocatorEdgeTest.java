package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Work;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/** Shared allocator behaviour at its edges: a full busy list, too few free nodes, placements off the mesh. */
class AllocatorEdgeTest {
    static List<String> names() {
        return MeshAllocators.names();
    }

    /**
     * M(4, 4) filled with sixteen 1 x 1 submeshes fills the busy list's first array exactly;
     * releasing the second one reads 15 entries from the newest back, shifts the 14 after it
     * and marks 1 row and 1 column free.
     */
    @Test
    void releasingFromAFullBusyListShiftsTheRestInOrder() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.FIRST_FIT, 4, 4, false);
        List<Submesh> all = new ArrayList<>();
        for (int y = 1; y <= 4; y++) {
            for (int x = 1; x <= 4; x++) {
                Submesh s = new Submesh(x, y, x, y);
                m.commit(s);
                all.add(s);
            }
        }
        Work before = m.work();
        m.release(all.get(1));
        Work after = m.work();
        assertThat(after.releaseComparisons() - before.releaseComparisons()).isEqualTo(15);
        assertThat(after.releaseUnits() - before.releaseUnits()).isEqualTo(15 + 14 + 2);
        all.remove(1);
        assertThat(m.busySubmeshes()).isEqualTo(all);
        m.checkInvariants();
        m.commit(new Submesh(2, 1, 2, 1));
        assertThat(m.free()).isZero();
        m.checkInvariants();
    }

    /** A request larger than the free node count is refused before any search: no work. */
    @ParameterizedTest
    @MethodSource("names")
    void tooFewFreeNodesAreRefusedWithoutSearching(String name) {
        MeshAllocator m = MeshAllocators.create(name, 2, 2, true);
        m.commit(new Submesh(1, 1, 1, 1));
        Work before = m.work();
        assertThat(m.find(new SubmeshRequest(2, 2))).isNull();
        assertThat(m.work()).isEqualTo(before);
        // three free nodes: a 1 x 3 does not fit the mesh at all, a 1 x 2 does
        assertThat(m.find(new SubmeshRequest(1, 3))).isNull();
        assertThat(m.find(new SubmeshRequest(1, 2))).isNotNull();
    }

    @ParameterizedTest
    @MethodSource("names")
    void placementsOffTheMeshOrOnBusyNodesAreNotFree(String name) {
        MeshAllocator m = MeshAllocators.create(name, 3, 2, false);
        m.commit(new Submesh(2, 1, 2, 1));
        assertThat(m.isFree(new Submesh(3, 1, 4, 1))).isFalse();
        assertThat(m.isFree(new Submesh(1, 2, 1, 3))).isFalse();
        assertThat(m.isFree(new Submesh(1, 1, 2, 1))).isFalse();
        assertThat(m.isFree(new Submesh(1, 2, 3, 2))).isTrue();
    }

    /** Without switching only the requested orientation counts; the mesh's own sides are the limit. */
    @ParameterizedTest
    @MethodSource("names")
    void whatCanEverFitStopsAtTheMeshSides(String name) {
        MeshAllocator fixed = MeshAllocators.create(name, 5, 3, false);
        assertThat(fixed.canEverFit(new SubmeshRequest(5, 3))).isTrue();
        assertThat(fixed.canEverFit(new SubmeshRequest(6, 3))).isFalse();
        assertThat(fixed.canEverFit(new SubmeshRequest(5, 4))).isFalse();
        assertThat(fixed.canEverFit(new SubmeshRequest(3, 5))).isFalse();
        MeshAllocator turning = MeshAllocators.create(name, 5, 3, true);
        assertThat(turning.canEverFit(new SubmeshRequest(3, 5))).isTrue();
        assertThat(turning.canEverFit(new SubmeshRequest(3, 6))).isFalse();
        assertThat(turning.canEverFit(new SubmeshRequest(4, 5))).isFalse();
        assertThat(turning.find(new SubmeshRequest(3, 5))).isEqualTo(new Submesh(1, 1, 5, 3));
        assertThat(fixed.find(new SubmeshRequest(3, 5))).isNull();
    }

    /**
     * The allocator's audit covers its grid and, for the free-list allocators, the free list:
     * each is corrupted behind the allocator's back (no public operation can do that) while the
     * busy list stays consistent.
     */
    @Test
    void theAuditReadsTheGridAndTheFreeList() throws ReflectiveOperationException {
        MeshAllocator ff = MeshAllocators.create(MeshAllocators.FIRST_FIT, 4, 4, true);
        ff.commit(new Submesh(1, 1, 2, 2));
        ff.checkInvariants();
        Field cols = OccupancyGrid.class.getDeclaredField("cols");
        cols.setAccessible(true);
        long[] c = (long[]) cols.get(((AbstractMeshAllocator) ff).grid);
        c[3] |= 1L; // the column copy now says (4,1) is busy, the row copy does not
        assertThatThrownBy(ff::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("row and column bit sets disagree at (4,1)");

        MeshAllocator mpl = MeshAllocators.create(MeshAllocators.MPL, 4, 4, true);
        mpl.commit(new Submesh(1, 1, 2, 2));
        mpl.checkInvariants();
        ((FreeListAllocator) mpl).freeList.allocated(4, 4, 4, 4); // the grid still has (4,4) free
        assertThatThrownBy(mpl::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("free list [");
    }
}
