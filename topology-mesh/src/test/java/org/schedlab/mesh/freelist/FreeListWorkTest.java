package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.WorkMeter;

/**
 * The exact lists and the work the free-list updates charge under the mesh cost model
 * (topology-mesh README, "Cost model"), on states small enough to follow by hand. The list's own
 * steps are worked out in the comments: an allocation examines the entries starting up to row
 * {@code ye + 1}, runs {@code parts * (parts + borders)} containment tests per side, sorts the
 * surviving parts (exact insertion-sort comparisons) and moves the untouched tail once plus one
 * write per merged entry; a release adds what the enumeration it calls charges, which the tests
 * measure by calling that enumeration on a copy of the grid with the inputs the list must hand it.
 */
class FreeListWorkTest {
    private static Submesh s(int xb, int yb, int xe, int ye) {
        return new Submesh(xb, yb, xe, ye);
    }

    /** Comparisons and units charged by {@code op}. */
    private static long[] work(WorkMeter m, Runnable op) {
        long c = m.comparisons();
        long u = m.units();
        op.run();
        return new long[] {m.comparisons() - c, m.units() - u};
    }

    private static long[] allocate(OccupancyGrid g, FreeList list, Submesh a) {
        g.markBusy(a.xb(), a.yb(), a.xe(), a.ye());
        return work(g.meter(), () -> list.allocated(a.xb(), a.yb(), a.xe(), a.ye()));
    }

    private static long[] release(OccupancyGrid g, FreeList list, Submesh a) {
        g.markFree(a.xb(), a.yb(), a.xe(), a.ye());
        return work(g.meter(), () -> list.released(a.xb(), a.yb(), a.xe(), a.ye()));
    }

    /** M(5, 5) with (3,3) and then (1,1) allocated; the list follows with releases from {@code neighboursFrom}. */
    private static FreeList twoAllocations(OccupancyGrid g, int neighboursFrom) {
        FreeList list = new FreeList(g, neighboursFrom);
        allocate(g, list, s(3, 3, 3, 3));
        allocate(g, list, s(1, 1, 1, 1));
        return list;
    }

    private static final List<Submesh> AFTER_CENTRE =
            List.of(s(1, 1, 2, 5), s(1, 1, 5, 2), s(4, 1, 5, 5), s(1, 4, 5, 5));

    private static final List<Submesh> AFTER_CORNER =
            List.of(s(2, 1, 5, 2), s(2, 1, 2, 5), s(4, 1, 5, 5), s(1, 2, 2, 5), s(1, 2, 5, 2), s(1, 4, 5, 5));

    @Test
    void allocationSplitsPrunesSortsAndMergesWithTheDeclaredWork() {
        OccupancyGrid g = new OccupancyGrid(5, 5);
        FreeList list = new FreeList(g);
        assertThat(list.submeshes()).containsExactly(s(1, 1, 5, 5));

        // (3,3) in the empty mesh: 1 entry examined; four parts, one per side, 1 test each; the
        // parts come left, right, below, above = L(1,1,2,5) R(4,1,5,5) B(1,1,5,2) U(1,4,5,5) and
        // sort to L B R U (L before B: same corner and area, smaller xe) in 1 + 2 + 1 = 4
        // comparisons; 4 entries written, nothing kept or moved
        assertThat(allocate(g, list, s(3, 3, 3, 3))).containsExactly(1 + 4 + 4, 1 + 4 + 4 + 4);
        assertThat(list.submeshes()).isEqualTo(AFTER_CENTRE);

        // (1,1): the three entries starting in rows 1..2 are examined; (4,1,5,5) is kept and does
        // not border (1,1); L gives the right part (2,1,2,5) and the upper part (1,2,2,5), B gives
        // (2,1,5,2) and (1,2,5,2): 2 x 2 tests on the right, 2 x 2 above, nothing contained;
        // sorting [(2,1,2,5) (2,1,5,2) (1,2,2,5) (1,2,5,2)] takes 1 + 1 + 1 comparisons; the
        // merge moves the tail (1,4,5,5) once and writes 5 entries (4 new and the kept one)
        assertThat(allocate(g, list, s(1, 1, 1, 1))).containsExactly(3 + 8 + 3, 3 + 8 + 3 + 6);
        assertThat(list.submeshes()).isEqualTo(AFTER_CORNER);
        list.checkInvariants();
    }

    @Test
    void partsInsideABorderingSubmeshAreDroppedAfterTheirTests() {
        // M(3, 2) with (2,2) busy: (1,1,3,1), (1,1,1,2), (3,1,3,2)
        OccupancyGrid g = new OccupancyGrid(3, 2);
        g.markBusy(2, 2, 2, 2);
        FreeList list = new FreeList(g);
        assertThat(list.submeshes()).containsExactly(s(1, 1, 3, 1), s(1, 1, 1, 2), s(3, 1, 3, 2));
        // (2,1): 3 entries examined; (1,1,3,1) splits into (1,1,1,1) on the left and (3,1,3,1) on
        // the right, each inside the submesh bordering (2,1) on its side: 1 x (1 + 1) tests per
        // side, both dropped; nothing to sort; the two kept entries stay where they are
        assertThat(allocate(g, list, s(2, 1, 2, 1))).containsExactly(3 + 4, 3 + 4);
        assertThat(list.submeshes()).containsExactly(s(1, 1, 1, 2), s(3, 1, 3, 2));
        list.checkInvariants();
    }

    /**
     * The release of (1,1) after {@link #twoAllocations} by column bands. The list's band starts
     * are the first column of each entry, the column after each entry that ends before column 5,
     * column 1 and the columns of (1,1) and after it: {1, 2, 3, 4}.
     */
    @Test
    void releaseByBandsChargesTheEnumerationAndTheSwallowedNeighbours() {
        OccupancyGrid g = new OccupancyGrid(5, 5);
        FreeList list = twoAllocations(g, Integer.MAX_VALUE);
        assertThat(list.submeshes()).isEqualTo(AFTER_CORNER);
        g.markFree(1, 1, 1, 1);

        OccupancyGrid copy = new OccupancyGrid(g);
        LongList found = new LongList();
        MaximalFreeSubmeshes.touching(copy, 1, 1, 1, 1, new int[] {1, 2, 3, 4}, 4, new long[1], found);
        assertThat(FreeListTest.toSubmeshes(sorted(found))).containsExactly(s(1, 1, 2, 5), s(1, 1, 5, 2));
        long enumComparisons = copy.meter().comparisons();
        long enumUnits = copy.meter().units();

        long[] w = work(g.meter(), () -> list.released(1, 1, 1, 1));
        // own steps: 6 entries read for the band starts; sorting the two found: 1 comparison; 5
        // entries start in rows 1..2; the four of them that meet the ring around (1,1) are each
        // tested against the 2 found (all four are swallowed), (4,1,5,5) is not; the merge moves
        // the tail once and writes 3 entries
        long own = 6 + 1 + 5 + 4 * 2;
        assertThat(w).containsExactly(enumComparisons + own, enumUnits + own + 4);
        assertThat(list.submeshes()).isEqualTo(AFTER_CENTRE);
        list.checkInvariants();
    }

    /**
     * The same release read off the neighbours: (2,1,5,2) and (2,1,2,5) border (1,1) on the
     * right, (1,2,2,5) and (1,2,5,2) above.
     */
    @Test
    void releaseFromNeighboursChargesTheStaircasesAndTheSwallowTests() {
        OccupancyGrid g = new OccupancyGrid(5, 5);
        FreeList list = twoAllocations(g, 0);
        g.markFree(1, 1, 1, 1);

        OccupancyGrid copy = new OccupancyGrid(g);
        LongList found = new LongList();
        new Staircases(copy)
                .touching(
                        1,
                        1,
                        1,
                        1,
                        keys(),
                        keys(s(2, 1, 5, 2), s(2, 1, 2, 5)),
                        keys(),
                        keys(s(1, 2, 2, 5), s(1, 2, 5, 2)),
                        found);
        long stairComparisons = copy.meter().comparisons();
        long stairUnits = copy.meter().units();
        int distinctComparisons = found.sortDistinct();
        assertThat(distinctComparisons).isPositive();
        assertThat(FreeListTest.toSubmeshes(found.toArray())).containsExactly(s(1, 1, 2, 5), s(1, 1, 5, 2));

        long[] w = work(g.meter(), () -> list.released(1, 1, 1, 1));
        // own steps: 5 entries start in rows 1..2; the repeats dropped; each side's neighbours
        // tested against the 2 found: 2 x 2 on the right, 2 x 2 above, all swallowed; sorting
        // the two found: 1 comparison; the merge moves the tail once and writes 3 entries
        long own = 5 + distinctComparisons + 8 + 1;
        assertThat(w).containsExactly(stairComparisons + own, stairUnits + own + 4);
        assertThat(list.submeshes()).isEqualTo(AFTER_CENTRE);
        list.checkInvariants();
    }

    /** Releases go by bands below the threshold length and from the neighbours from it on. */
    @Test
    void theListLengthChoosesTheReleaseRoute() {
        long[] bands = releaseWork(Integer.MAX_VALUE);
        long[] neighbours = releaseWork(0);
        assertThat(bands).isNotEqualTo(neighbours);
        // the list has 6 entries when (1,1) is released
        assertThat(releaseWork(6)).isEqualTo(neighbours);
        assertThat(releaseWork(7)).isEqualTo(bands);
    }

    private static long[] releaseWork(int neighboursFrom) {
        OccupancyGrid g = new OccupancyGrid(5, 5);
        FreeList list = twoAllocations(g, neighboursFrom);
        assertThat(list.size()).isEqualTo(6);
        long[] w = release(g, list, s(1, 1, 1, 1));
        assertThat(list.submeshes()).isEqualTo(AFTER_CENTRE);
        return w;
    }

    /**
     * M(3, 1) all busy, then (3,1) released: column 1 holds no free node, so only the
     * unconditional mark puts it among the band starts {1, 3}; the enumeration then reads column
     * 1 (1 word) to learn that no rectangle reaching (3,1) starts left of column 2, reads column
     * 3 (1 word), finds column 2 busy on its free rows (1 word) and beside the one run (1 word),
     * with 1 test for the span and 1 for the run; the list writes the one entry.
     */
    @Test
    void releaseNextToABusyFirstColumnStartsTheBandsAtColumnOne() {
        OccupancyGrid g = new OccupancyGrid(3, 1);
        g.markBusy(1, 1, 3, 1);
        FreeList list = new FreeList(g, Integer.MAX_VALUE);
        assertThat(list.size()).isZero();
        assertThat(release(g, list, s(3, 1, 3, 1))).containsExactly(2, 2 + 4 + 1);
        assertThat(list.submeshes()).containsExactly(s(3, 1, 3, 1));
    }

    private static LongList keys(Submesh... subs) {
        LongList l = new LongList();
        for (Submesh x : subs) {
            l.add(SubmeshKey.of(x));
        }
        return l;
    }

    private static long[] sorted(LongList l) {
        long[] a = l.toArray();
        java.util.Arrays.sort(a);
        return a;
    }
}
