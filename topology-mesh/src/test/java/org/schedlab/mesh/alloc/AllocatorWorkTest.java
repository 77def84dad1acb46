package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Work;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/**
 * Exact placements and exact work of each allocator on small states worked out by hand from the
 * mesh cost model (topology-mesh README, "Cost model"): examined list entries, candidates and
 * pairwise tests are comparisons; grid words and list moves count in units only. Grid words are
 * one per row or column visited on these small meshes (every range fits one word): a free test
 * reads the rows of a placement when it is no taller than wide, else its columns; marking reads
 * rows and columns; a busy-neighbour count reads each side that lies inside the mesh.
 */
class AllocatorWorkTest {
    private static Submesh s(int xb, int yb, int xe, int ye) {
        return new Submesh(xb, yb, xe, ye);
    }

    /** Allocation comparisons and units charged by {@code op}. */
    private static long[] allocation(MeshAllocator m, Runnable op) {
        Work before = m.work();
        op.run();
        Work after = m.work();
        assertThat(after.releaseUnits()).isEqualTo(before.releaseUnits());
        return new long[] {
            after.allocationComparisons() - before.allocationComparisons(),
            after.allocationUnits() - before.allocationUnits()
        };
    }

    /** Release comparisons and units charged by {@code op}. */
    private static long[] release(MeshAllocator m, Runnable op) {
        Work before = m.work();
        op.run();
        Work after = m.work();
        assertThat(after.allocationUnits()).isEqualTo(before.allocationUnits());
        return new long[] {
            after.releaseComparisons() - before.releaseComparisons(), after.releaseUnits() - before.releaseUnits()
        };
    }

    @Test
    void firstFitChargesBasesTriedGridWordsAndBusyListSteps() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.FIRST_FIT, 8, 8, true);
        // the first base is free: 1 candidate, 1 row read
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(1, 1, 1, 1))))
                .containsExactly(1, 1 + 1);
        // commit: the free test (1 word), the marks (1 row, 1 column), the busy-list write
        for (Submesh c : new Submesh[] {s(1, 1, 1, 1), s(2, 1, 2, 1), s(3, 1, 3, 1)}) {
            assertThat(allocation(m, () -> m.commit(c))).containsExactly(0, 1 + 2 + 1);
        }
        // 2 x 2: base (1,1) meets (2,1) on its first row, which is its last column (1 word); base
        // (3,1) reads both rows to learn that column 3 is its last busy one (2 words); base (4,1)
        // is free (2 words)
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(2, 2))).isEqualTo(s(4, 1, 5, 2))))
                .containsExactly(3, 3 + 1 + 2 + 2);
        // asking whether a placement is free is allocation work: 2 rows
        assertThat(allocation(m, () -> assertThat(m.isFree(s(4, 1, 5, 2))).isTrue()))
                .containsExactly(0, 2);
        // releasing the oldest of three: 3 busy-list entries read from the newest, the 2 after it
        // shifted, and the grid marks (1 row, 1 column)
        assertThat(release(m, () -> m.release(s(1, 1, 1, 1)))).containsExactly(3, 3 + 2 + 2);
        // releasing the newest: 1 entry read, nothing shifted
        assertThat(release(m, () -> m.release(s(3, 1, 3, 1)))).containsExactly(1, 1 + 2);
        assertThat(m.busySubmeshes()).containsExactly(s(2, 1, 2, 1));
        assertThat(m.work()).isEqualTo(new Work(3, 2, 2 + 12 + 8 + 2, 7 + 3, 1 + 3, 3 + 1));
    }

    /**
     * M(5, 4) with its boundary ring busy leaves the internal (2,2,4,3): MPL passes over it
     * unscored (1 entry examined), then its internal fallback reads it once per orientation
     * tried: 2 x 3 does not fit it, 3 x 2 does.
     */
    @Test
    void mplFallsBackToTheRotatedRequestAtTheBaseOfAnInternalSubmesh() {
        for (boolean rotate : new boolean[] {true, false}) {
            MeshAllocator m = MeshAllocators.create(MeshAllocators.MPL, 5, 4, rotate);
            for (Submesh c : new Submesh[] {s(1, 1, 5, 1), s(1, 4, 5, 4), s(1, 2, 1, 3), s(5, 2, 5, 3)}) {
                m.commit(c);
            }
            assertThat(m.freeListSize()).isEqualTo(1);
            Submesh expected = rotate ? s(2, 2, 4, 3) : null;
            assertThat(allocation(
                            m,
                            () -> assertThat(m.find(new SubmeshRequest(2, 3))).isEqualTo(expected)))
                    .containsExactly(rotate ? 3 : 2, rotate ? 3 : 2);
        }
    }

    /**
     * Busy-list best fit on M(4, 4) with (2,2) busy, for 1 x 1: the four mesh corners (each 1
     * candidate, a free test of 1 word and a neighbour count over its 2 inner sides), the busy
     * list read once, and the eight placements around (2,2), which here are four places each
     * offered twice: right (3,2) and above (2,3) have 4 inner sides, left (1,2) and below (2,1)
     * 3. The corners score 2 (peripheral length, no busy neighbour), as do (1,2) and (2,1)
     * (1 + 1); the first offered, (1,1), stays.
     */
    @Test
    void busyListBestFitScoresMeshCornersThenPlacementsAroundBusySubmeshes() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.BUSY_LIST, 4, 4, true);
        m.commit(s(2, 2, 2, 2));
        long corners = 4 * (1 + 2);
        long around = 2 * (1 + 4) + 2 * (1 + 3) + 2 * (1 + 4) + 2 * (1 + 3);
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(1, 1, 1, 1))))
                .containsExactly(4 + 1 + 8, 4 + 1 + 8 + corners + around);
    }

    /**
     * Busy-list first fit on M(4, 4) with (1,1,1,2), (1,3,1,4) and (2,1,2,4) busy, for 1 x 1: the
     * candidate columns are 1 and the columns right of each busy submesh, 2, 2 and 3 (3 entries
     * read, 4 values sorted: 4 x 2 comparisons). Column 1 is covered by two intervals (3 read, 2
     * sorted: 2 comparisons, 2 sweep steps), column 2 by one (3 read, 1 sweep step), column 2
     * again is skipped, column 3 by none (3 read): (3,1).
     */
    @Test
    void busyListFirstFitSweepsTheCandidateColumnsOnce() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.BUSY_LIST_FF, 4, 4, true);
        for (Submesh c : new Submesh[] {s(1, 1, 1, 2), s(1, 3, 1, 4), s(2, 1, 2, 4)}) {
            m.commit(c);
        }
        long examined = 3 + 3 + 3 + 3;
        long candidates = 3;
        long tests = 8 + (2 + 2) + (0 + 1) + (0 + 0);
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(3, 1, 3, 1))))
                .containsExactly(examined + candidates + tests, examined + candidates + tests);
    }

    /**
     * The same with (1,1,1,1) and (1,3,1,3) busy: column 1 has two intervals with a gap between
     * them at row 2: 2 entries read, candidates 1, 2, 2 (3 values: 3 x 2 comparisons); column 1
     * (1 candidate, 2 read, 2 sorted, 2 sweep steps) gives (1,2).
     */
    @Test
    void busyListFirstFitTakesTheGapBetweenTwoIntervals() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.BUSY_LIST_FF, 4, 4, true);
        m.commit(s(1, 1, 1, 1));
        m.commit(s(1, 3, 1, 3));
        long c = 2 + 6 + 1 + 2 + 2 + 2;
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(1, 1))).isEqualTo(s(1, 2, 1, 2))))
                .containsExactly(c, c);
    }

    /**
     * MPL on M(5, 5) with the four corner nodes busy, for 3 x 1: the maximal free submeshes are
     * (2,1,4,5) and (1,2,5,4), neither holding a mesh corner, so every corner of both is scored
     * in both orientations (2 entries, 16 candidates, no grid word). Peripheral lengths: 3 for
     * (2,1,4,1) and (2,5,4,5), 1 for the 1 x 3 ones in (2,1,4,5), 1 for the 3 x 1 ones in
     * (1,2,5,4) and 3 for its 1 x 3 ones; (2,1,4,1) comes first among the 3s and the rotated
     * ties do not displace it.
     */
    @Test
    void mplScoresEveryCornerWhenNoneHoldsAMeshCorner() {
        MeshAllocator m = MeshAllocators.create(MeshAllocators.MPL, 5, 5, true);
        for (Submesh c : new Submesh[] {s(1, 1, 1, 1), s(5, 1, 5, 1), s(1, 5, 1, 5), s(5, 5, 5, 5)}) {
            m.commit(c);
        }
        assertThat(allocation(
                        m, () -> assertThat(m.find(new SubmeshRequest(3, 1))).isEqualTo(s(2, 1, 4, 1))))
                .containsExactly(2 + 16, 2 + 16);
    }
}
