package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * {@link Staircases} on small releases worked out by hand: what it finds (checked against the
 * brute-force enumeration) and the work it charges under the mesh cost model (topology-mesh
 * README): one examined step per neighbour read when the segments are cut and per neighbour read
 * for a staircase, {@code segments x neighbours} tests per split, one test per span step of the
 * whole-strip and whole-band cases and per staircase pair, the comparisons of the staircase
 * sorts, and the grid words of the lines asked at the ends. Each case puts one of the gates that
 * skip needless work (a corner with nothing free beside it, a segment that reaches no further than
 * the one before, the corner at the top row) at its edge.
 */
class StaircasesWorkTest {
    private static Submesh s(int xb, int yb, int xe, int ye) {
        return new Submesh(xb, yb, xe, ye);
    }

    private static LongList keys(List<Submesh> subs) {
        LongList l = new LongList();
        for (Submesh x : subs) {
            l.add(SubmeshKey.of(x));
        }
        return l;
    }

    /**
     * Releases {@code a} on an {@code w x h} mesh whose other busy nodes are {@code busy}, given
     * the old maximal free submeshes bordering {@code a} on each side; checks that the submeshes
     * found, repeats removed, are the maximal free submeshes meeting {@code a}, and returns the
     * comparisons and units charged.
     */
    private static long[] release(
            int w,
            int h,
            List<Submesh> busy,
            Submesh a,
            List<Submesh> left,
            List<Submesh> right,
            List<Submesh> below,
            List<Submesh> above) {
        OccupancyGrid g = new OccupancyGrid(w, h);
        for (Submesh b : busy) {
            g.markBusy(b.xb(), b.yb(), b.xe(), b.ye());
        }
        long c0 = g.meter().comparisons();
        long u0 = g.meter().units();
        LongList out = new LongList();
        new Staircases(g)
                .touching(a.xb(), a.yb(), a.xe(), a.ye(), keys(left), keys(right), keys(below), keys(above), out);
        long[] work = {g.meter().comparisons() - c0, g.meter().units() - u0};
        out.sortDistinct();
        List<Submesh> expected = new ArrayList<>();
        for (long k : MaximalFreeSubmeshes.bruteForce(g)) {
            if (SubmeshKey.intersects(k, a.xb(), a.yb(), a.xe(), a.ye())) {
                expected.add(SubmeshKey.toSubmesh(k));
            }
        }
        assertThat(FreeListTest.toSubmeshes(out.toArray())).isEqualTo(expected);
        return work;
    }

    /**
     * (2,1) in M(3, 1) between (1,1) and (3,1): 2 neighbours read, 1 segment x 2 tests for the
     * band, 1 span step per case; column 3 asked (1 word). The corner has free nodes beside it
     * but none below or above, so it costs nothing.
     */
    @Test
    void aCornerWithNothingFreeBelowOrAboveIsSkipped() {
        assertThat(release(
                        3,
                        1,
                        List.of(),
                        s(2, 1, 2, 1),
                        List.of(s(1, 1, 1, 1)),
                        List.of(s(3, 1, 3, 1)),
                        List.of(),
                        List.of()))
                .containsExactly(2 + 2 + 1 + 1, 2 + 2 + 1 + 1 + 1);
    }

    /**
     * (1,1,2,1) released at the left edge of M(3, 2), (3,1,3,2) on its right and (1,2,3,2) above:
     * 2 neighbours read in the splits (1 test each); the strip case asks column 3 (1 word) and the
     * band case row 2 (1 word), 1 span step each; the left corner has nothing free beside it and
     * costs nothing; the right corner reads the one step above (1 examined) and pairs its top
     * level with the band's bottom (1 test), finding the whole mesh.
     */
    @Test
    void aCornerAtTheMeshEdgeIsSkipped() {
        assertThat(release(
                        3,
                        2,
                        List.of(),
                        s(1, 1, 2, 1),
                        List.of(),
                        List.of(s(3, 1, 3, 2)),
                        List.of(),
                        List.of(s(1, 2, 3, 2))))
                .containsExactly(3 + 5, 3 + 5 + 2);
    }

    /** The mirror image: (2,1,3,1) at the right edge, (1,1,1,2) on its left, (1,2,3,2) above. */
    @Test
    void aCornerAtTheRightMeshEdgeIsSkipped() {
        assertThat(release(
                        3,
                        2,
                        List.of(),
                        s(2, 1, 3, 1),
                        List.of(s(1, 1, 1, 2)),
                        List.of(),
                        List.of(),
                        List.of(s(1, 2, 3, 2))))
                .containsExactly(3 + 5, 3 + 5 + 2);
    }

    /**
     * (2,1,2,2) in M(2, 3), (1,1,1,3) on its left and (1,3,2,3) above: only the top corner of
     * the column has free nodes both beside it and above it, so one staircase pair is tested
     * (1 test) after reading the step above (1 examined); 2 + 1 examined and 2 + 1 + 1 + 1 tests
     * in all, plus column 1 and row 3 asked (1 word each).
     */
    @Test
    void onlyTheTopCornerClimbs() {
        assertThat(release(
                        2,
                        3,
                        List.of(),
                        s(2, 1, 2, 2),
                        List.of(s(1, 1, 1, 3)),
                        List.of(),
                        List.of(),
                        List.of(s(1, 3, 2, 3))))
                .containsExactly(3 + 5, 3 + 5 + 2);
    }

    /**
     * (2,1,2,2) in M(2, 2) with (1,1,1,2) on its left: the top corner has a free node beside it
     * but the column ends at the mesh's top, so no staircase is built: 1 examined, 1 split test,
     * 2 span steps, column 1 asked (1 word).
     */
    @Test
    void aTopCornerUnderTheMeshEdgeIsSkipped() {
        assertThat(release(2, 2, List.of(), s(2, 1, 2, 2), List.of(s(1, 1, 1, 2)), List.of(), List.of(), List.of()))
                .containsExactly(1 + 3, 1 + 3 + 1);
    }

    /**
     * (1,1) in M(2, 3) with (2,3) busy: (2,1,2,2) on the right, (1,2,1,3) and (1,2,2,2) above.
     * Splits: 1 + 2 examined, 1 + 2 tests; span steps 1 + 1; column 2 and row 2 asked (1 word
     * each); the corner reads both steps above (2 examined), sorts them by top row, and tests two
     * staircase pairs. Sorting (1,2,1,3), (1,2,2,2) moves the second in front (1 comparison);
     * sorting them the other way round compares once and moves nothing: the same count and the
     * same result either way.
     */
    @Test
    void twoStepsAboveAreSortedByTopRowWhateverTheirOrder() {
        List<Submesh> right = List.of(s(2, 1, 2, 2));
        List<Submesh> busy = List.of(s(2, 3, 2, 3));
        long[] canonical =
                release(2, 3, busy, s(1, 1, 1, 1), List.of(), right, List.of(), List.of(s(1, 2, 1, 3), s(1, 2, 2, 2)));
        long[] reversed =
                release(2, 3, busy, s(1, 1, 1, 1), List.of(), right, List.of(), List.of(s(1, 2, 2, 2), s(1, 2, 1, 3)));
        assertThat(canonical).containsExactly(5 + 8, 5 + 8 + 2);
        assertThat(reversed).containsExactly(5 + 8, 5 + 8 + 2);
    }

    /**
     * The same turned upside down: (1,3) in M(2, 3) with (2,1) busy, (2,2,2,3) on the right,
     * (1,1,1,2) and (1,2,2,2) below; the steps below must be taken nearest first, whatever order
     * they come in.
     */
    @Test
    void twoStepsBelowAreSortedNearestFirstWhateverTheirOrder() {
        List<Submesh> right = List.of(s(2, 2, 2, 3));
        List<Submesh> busy = List.of(s(2, 1, 2, 1));
        long[] canonical =
                release(2, 3, busy, s(1, 3, 1, 3), List.of(), right, List.of(s(1, 1, 1, 2), s(1, 2, 2, 2)), List.of());
        long[] reversed =
                release(2, 3, busy, s(1, 3, 1, 3), List.of(), right, List.of(s(1, 2, 2, 2), s(1, 1, 1, 2)), List.of());
        assertThat(reversed).isEqualTo(canonical);
    }

    /**
     * (2,1,2,2) in M(4, 2) with (4,2) busy: (1,1,1,2) on the left, (3,1,3,2) and (3,1,4,1) on the
     * right, so the band has two segments, row 1 reaching 1..4 and row 2 reaching 1..3. Row 2
     * reaches no further than row 1 on either side, so no band submesh starts there. Splits: 3
     * examined, 2 segments x 3 tests; span steps: 1 in the strip, 2 from row 1; column 3 asked
     * (1 word); neither corner has free nodes both beside and below or above it.
     */
    @Test
    void aSegmentReachingNoFurtherThanTheOneBeforeStartsNothing() {
        assertThat(release(
                        4,
                        2,
                        List.of(s(4, 2, 4, 2)),
                        s(2, 1, 2, 2),
                        List.of(s(1, 1, 1, 2)),
                        List.of(s(3, 1, 3, 2), s(3, 1, 4, 1)),
                        List.of(),
                        List.of()))
                .containsExactly(3 + 9, 3 + 9 + 1);
    }

    /** The mirror image: (3,1,3,2) in M(4, 2) with (1,2) busy; row 2 reaches 2..4, row 1 1..4. */
    @Test
    void aSegmentReachingNoFurtherOnTheRightStartsNothing() {
        assertThat(release(
                        4,
                        2,
                        List.of(s(1, 2, 1, 2)),
                        s(3, 1, 3, 2),
                        List.of(s(1, 1, 2, 1), s(2, 1, 2, 2)),
                        List.of(s(4, 1, 4, 2)),
                        List.of(),
                        List.of()))
                .containsExactly(3 + 9, 3 + 9 + 1);
    }
}
