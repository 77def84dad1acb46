package org.schedlab.mesh.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The grid's answers at the edges of the mesh and of its 64-bit words, and the grid words each
 * query and update charges under the mesh cost model (topology-mesh README, "Cost model": every
 * word a range spans, on each row or column visited). A bare grid counts words only, so its
 * meter's {@code units()} is the word count. Expected counts are worked out from that rule with
 * {@code span(from, to) = to / 64 - from / 64 + 1} on 0-based bit indexes; ranges are put at
 * bits 63 and 64 (columns or rows 64 and 65) so that an index off by two crosses a word edge.
 */
class OccupancyGridTest {
    /** Words charged by {@code op} on {@code g}. */
    private static long words(OccupancyGrid g, Consumer<OccupancyGrid> op) {
        long before = g.meter().units();
        op.accept(g);
        assertThat(g.meter().comparisons()).as("a bare grid counts only words").isZero();
        return g.meter().units() - before;
    }

    @ParameterizedTest
    @CsvSource({"1,1", "1,1024", "1024,1", "1024,1024"})
    void sidesFromOneToTheLimitAreAccepted(int w, int h) {
        OccupancyGrid g = new OccupancyGrid(w, h);
        assertThat(g.width()).isEqualTo(w);
        assertThat(g.height()).isEqualTo(h);
        g.markBusy(w, h, w, h);
        assertThat(g.isBusy(w, h)).isTrue();
        assertThat(g.busyCount()).isEqualTo(1);
        g.checkInvariants();
    }

    @ParameterizedTest
    @CsvSource({"0,5", "5,0", "1025,5", "5,1025"})
    void sidesOutsideOneToTheLimitAreRefused(int w, int h) {
        assertThatThrownBy(() -> new OccupancyGrid(w, h))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mesh sides must be in [1, 1024]: " + w + "x" + h);
    }

    @ParameterizedTest
    @CsvSource({"1,1", "63,1", "64,1", "65,2", "128,2", "129,3", "1024,16"})
    void columnWordsIsTheHeightInWordsRoundedUp(int h, int words) {
        assertThat(new OccupancyGrid(3, h).columnWords()).isEqualTo(words);
    }

    @Test
    void markingChargesOneSpanPerRowAndOnePerColumn() {
        OccupancyGrid g = new OccupancyGrid(130, 130);
        // one node at (64, 64): its row spans word 0 only (bit 63), and so does its column
        assertThat(words(g, x -> x.markBusy(64, 64, 64, 64))).isEqualTo(1 + 1);
        assertThat(words(g, x -> x.markFree(64, 64, 64, 64))).isEqualTo(1 + 1);
        // 11 x 11 at (60..70, 60..70): 11 rows over words 0..1 and 11 columns over words 0..1
        assertThat(words(g, x -> x.markBusy(60, 60, 70, 70))).isEqualTo(11 * 2 + 11 * 2);
        // 3 wide, 2 high at the lower left corner: 2 rows and 3 columns of one word
        assertThat(words(g, x -> x.markBusy(1, 1, 3, 2))).isEqualTo(2 + 3);
        assertThat(g.busyCount()).isEqualTo(121 + 6);
        g.checkInvariants();
    }

    @Test
    void isFreeScansTheShorterSideAndChargesItsWords() {
        OccupancyGrid g = new OccupancyGrid(130, 130);
        // a 4 x 4 square on columns 62..65 (bits 61..64: two words per row), rows 1..4 (one word
        // per column): a square scans rows, 4 rows x 2 words
        assertThat(words(g, x -> assertThat(x.isFree(62, 1, 65, 4)).isTrue())).isEqualTo(8);
        // 2 wide, 5 high: columns, 2 x 1 word
        assertThat(words(g, x -> assertThat(x.isFree(62, 1, 63, 5)).isTrue())).isEqualTo(2);
        // one row over columns 64..66 (bits 63..65) spans two words; over 62..64 (bits 61..63) one
        assertThat(words(g, x -> assertThat(x.isFree(64, 1, 66, 1)).isTrue())).isEqualTo(2);
        assertThat(words(g, x -> assertThat(x.isFree(62, 1, 64, 1)).isTrue())).isEqualTo(1);
        // one column over rows 64..66 spans two words; over rows 62..64 one
        assertThat(words(g, x -> assertThat(x.isFree(1, 64, 1, 66)).isTrue())).isEqualTo(2);
        assertThat(words(g, x -> assertThat(x.isFree(1, 62, 1, 64)).isTrue())).isEqualTo(1);
        // a busy node stops the scan at the first row (or column) that holds it
        g.markBusy(63, 2, 63, 2);
        assertThat(words(g, x -> assertThat(x.isFree(62, 1, 65, 4)).isFalse())).isEqualTo(2 * 2);
        assertThat(words(g, x -> assertThat(x.isFree(62, 1, 63, 5)).isFalse())).isEqualTo(2);
    }

    @Test
    void columnAndRowQueriesChargeTheirSpan() {
        OccupancyGrid g = new OccupancyGrid(130, 130);
        assertThat(words(g, x -> assertThat(x.anyBusyInColumn(5, 64, 64)).isFalse()))
                .isEqualTo(1);
        assertThat(words(g, x -> assertThat(x.anyBusyInColumn(5, 62, 66)).isFalse()))
                .isEqualTo(2);
        assertThat(words(g, x -> assertThat(x.anyBusyInColumn(5, 1, 130)).isFalse()))
                .isEqualTo(3);
        assertThat(words(g, x -> assertThat(x.anyBusyInRow(5, 64, 64)).isFalse()))
                .isEqualTo(1);
        assertThat(words(g, x -> assertThat(x.anyBusyInRow(5, 62, 66)).isFalse()))
                .isEqualTo(2);
        g.markBusy(5, 64, 5, 64);
        assertThat(g.anyBusyInColumn(5, 64, 64)).isTrue();
        assertThat(g.anyBusyInColumn(5, 65, 130)).isFalse();
        assertThat(g.anyBusyInRow(64, 5, 5)).isTrue();
        assertThat(g.anyBusyInRow(64, 6, 130)).isFalse();
    }

    @Test
    void columnMaskQueryReadsWordsUntilItFindsABusyNode() {
        OccupancyGrid g = new OccupancyGrid(4, 130); // three words per column
        long[] all = {-1L, -1L, -1L};
        assertThat(words(g, x -> assertThat(x.anyBusyInColumn(2, all)).isFalse()))
                .isEqualTo(3);
        g.markBusy(2, 70, 2, 70); // bit 69: word 1
        assertThat(words(g, x -> assertThat(x.anyBusyInColumn(2, all)).isTrue()))
                .isEqualTo(2);
        // the busy node is outside the mask: no
        long[] notRow70 = {-1L, ~(1L << 5), -1L};
        assertThat(g.anyBusyInColumn(2, notRow70)).isFalse();
        long[] onlyRow70 = {0L, 1L << 5, 0L};
        assertThat(g.anyBusyInColumn(2, onlyRow70)).isTrue();
        assertThat(g.anyBusyInColumn(1, onlyRow70)).isFalse();
    }

    @Test
    void lastBusyColumnStopsAtTheRightEdgeOfTheRange() {
        OccupancyGrid g = new OccupancyGrid(130, 3);
        g.markBusy(64, 1, 64, 1);
        // column 64 is the last of the range, so the first row ends the search: one word
        assertThat(words(g, x -> assertThat(x.lastBusyColumn(64, 1, 64, 3)).isEqualTo(64)))
                .isEqualTo(1);
        // columns 62..66 span two words per row; (64, 1) is not the range's last column, so all
        // three rows are read
        assertThat(words(g, x -> assertThat(x.lastBusyColumn(62, 1, 66, 3)).isEqualTo(64)))
                .isEqualTo(3 * 2);
        g.markBusy(66, 3, 66, 3);
        assertThat(g.lastBusyColumn(62, 1, 66, 3)).isEqualTo(66);
        assertThat(g.lastBusyColumn(62, 1, 66, 2)).isEqualTo(64);
        assertThat(g.lastBusyColumn(65, 1, 65, 3)).isZero();
    }

    /**
     * {@code isFree} and {@code lastBusyColumn} against node-by-node answers and the charging rule
     * (one span per row or column read, reading stops where the answer is known), on random grids
     * whose ranges fall inside one word or across two and three.
     */
    @Test
    void rectangleQueriesMatchANodeByNodeReadingAndItsCharges() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        for (int trial = 0; trial < 300; trial++) {
            int w = 1 + rnd.nextInt(150);
            int h = 1 + rnd.nextInt(150);
            OccupancyGrid g = new OccupancyGrid(w, h);
            RandomGrids.markRandomRectangles(g, rnd, 12, 20);
            for (int q = 0; q < 40; q++) {
                int xb = 1 + rnd.nextInt(w);
                int yb = 1 + rnd.nextInt(h);
                int xe = xb + rnd.nextInt(w - xb + 1);
                int ye = yb + rnd.nextInt(h - yb + 1);
                String where = w + "x" + h + " query " + xb + "," + yb + ".." + xe + "," + ye;
                // isFree: the shorter side's lines, up to the first holding a busy node
                boolean byRows = ye - yb <= xe - xb;
                int lineSpan = byRows ? WorkMeter.span(xb - 1, xe - 1) : WorkMeter.span(yb - 1, ye - 1);
                boolean free = true;
                long read = 0;
                for (int l = byRows ? yb : xb; l <= (byRows ? ye : xe) && free; l++) {
                    read += lineSpan;
                    for (int m = byRows ? xb : yb; m <= (byRows ? xe : ye); m++) {
                        free &= byRows ? !g.isBusy(m, l) : !g.isBusy(l, m);
                    }
                }
                boolean expectedFree = free;
                assertThat(words(
                                g,
                                x -> assertThat(x.isFree(xb, yb, xe, ye))
                                        .as(where)
                                        .isEqualTo(expectedFree)))
                        .as(where)
                        .isEqualTo(read);
                // lastBusyColumn: every row up to the first whose last column is busy
                int last = 0;
                long rowsRead = 0;
                for (int y = yb; y <= ye; y++) {
                    rowsRead++;
                    for (int x = xb; x <= xe; x++) {
                        if (g.isBusy(x, y)) {
                            last = Math.max(last, x);
                        }
                    }
                    if (g.isBusy(xe, y)) {
                        break;
                    }
                }
                int expectedLast = last;
                assertThat(words(
                                g,
                                x -> assertThat(x.lastBusyColumn(xb, yb, xe, ye))
                                        .as(where)
                                        .isEqualTo(expectedLast)))
                        .as(where)
                        .isEqualTo(rowsRead * WorkMeter.span(xb - 1, xe - 1));
            }
        }
    }

    /**
     * {@code firstFreeBase} against the scan it stands for, base by base with {@code
     * lastBusyColumn}: the same base and the same charges (candidates and words), on meshes with
     * one-word rows and columns (its fast path) and wider or taller ones.
     */
    @Test
    void firstFreeBaseMatchesTheBaseByBaseScan() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(11);
        for (int trial = 0; trial < 300; trial++) {
            int w = 1 + rnd.nextInt(trial % 2 == 0 ? 64 : 140);
            int h = 1 + rnd.nextInt(trial % 3 == 0 ? 140 : 64);
            OccupancyGrid g = new OccupancyGrid(w, h);
            RandomGrids.markRandomRectangles(g, rnd, 16, 12);
            OccupancyGrid ref = new OccupancyGrid(g);
            for (int q = 0; q < 30; q++) {
                int a = 1 + rnd.nextInt(w);
                int b = 1 + rnd.nextInt(h);
                int y = 1 + rnd.nextInt(h - b + 1);
                long units = ref.meter().units();
                long comparisons = ref.meter().comparisons();
                int expected = 0;
                for (int x = 1; x <= w - a + 1; ) {
                    ref.meter().candidates(1);
                    int conflict = ref.lastBusyColumn(x, y, x + a - 1, y + b - 1);
                    if (conflict == 0) {
                        expected = x;
                        break;
                    }
                    x = conflict + 1;
                }
                long gUnits = g.meter().units();
                long gComparisons = g.meter().comparisons();
                String where = w + "x" + h + ", " + a + "x" + b + " in row " + y;
                assertThat(g.firstFreeBase(y, a, b)).as(where).isEqualTo(expected);
                assertThat(g.meter().units() - gUnits)
                        .as(where)
                        .isEqualTo(ref.meter().units() - units);
                assertThat(g.meter().comparisons() - gComparisons)
                        .as(where)
                        .isEqualTo(ref.meter().comparisons() - comparisons);
            }
        }
    }

    @Test
    void busyAdjacencyChargesOneSpanPerSideInsideTheMesh() {
        OccupancyGrid g = new OccupancyGrid(130, 130);
        // node (64, 64): four sides inside the mesh, each a one-word span
        assertThat(words(g, x -> assertThat(x.busyAdjacency(64, 64, 64, 64)).isZero()))
                .isEqualTo(4);
        // rows 62..66 and columns 62..66: each side spans two words
        assertThat(words(g, x -> assertThat(x.busyAdjacency(62, 62, 66, 66)).isZero()))
                .isEqualTo(4 * 2);
        // the whole mesh has no side inside it
        assertThat(words(g, x -> assertThat(x.busyAdjacency(1, 1, 130, 130)).isZero()))
                .isZero();
        g.markBusy(63, 64, 63, 64);
        g.markBusy(65, 64, 65, 64);
        g.markBusy(64, 63, 64, 63);
        g.markBusy(64, 65, 64, 65);
        assertThat(g.busyAdjacency(64, 64, 64, 64)).isEqualTo(4);
        // the lower part of the mesh up to row 61, 62, 63: row 62 is free, (64, 63) lies on row
        // 63, and (63, 64) and (65, 64) on row 64 (while (64, 63) is then inside)
        assertThat(g.busyAdjacency(1, 1, 130, 61)).isZero();
        assertThat(g.busyAdjacency(1, 1, 130, 62)).isEqualTo(1);
        assertThat(g.busyAdjacency(1, 1, 130, 63)).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource({"5,31", "64,-1", "1,1"})
    void freeColumnHasOneBitPerFreeNodeAndNothingAboveTheMesh(int h, long expected) {
        OccupancyGrid g = new OccupancyGrid(2, h);
        long[] dst = new long[g.columnWords()];
        assertThat(words(g, x -> x.freeColumn(2, dst))).isEqualTo(1);
        assertThat(dst[0]).isEqualTo(expected);
        g.markBusy(2, 1, 2, 1);
        g.freeColumn(2, dst);
        assertThat(dst[0]).isEqualTo(expected & ~1L);
        g.freeColumn(1, dst);
        assertThat(dst[0]).isEqualTo(expected);
    }

    @Test
    void freeColumnOfATallMeshMasksTheLastWordOnly() {
        OccupancyGrid g = new OccupancyGrid(2, 130);
        long[] dst = new long[3];
        assertThat(words(g, x -> x.freeColumn(1, dst))).isEqualTo(3);
        assertThat(dst).containsExactly(-1L, -1L, 3L);
        g.markBusy(1, 65, 1, 65);
        long[] acc = {-1L, -1L, -1L};
        assertThat(words(g, x -> x.andFreeColumn(1, acc))).isEqualTo(3);
        assertThat(acc).containsExactly(-1L, -2L, -1L);
    }

    @Test
    void auditFindsABusyBitBeyondTheWidthInTheTopRow() throws ReflectiveOperationException {
        OccupancyGrid g = new OccupancyGrid(5, 3);
        g.markBusy(5, 3, 5, 3);
        g.checkInvariants();
        // a stray bit past column 5 of row 3, which no public operation can write
        Field f = OccupancyGrid.class.getDeclaredField("rows");
        f.setAccessible(true);
        long[] rows = (long[]) f.get(g);
        rows[2] |= 1L << 5;
        assertThatThrownBy(g::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("busy bit beyond the mesh width in row 3");
    }

    @Test
    void toStringDrawsRowsTopDown() {
        OccupancyGrid g = new OccupancyGrid(3, 2);
        g.markBusy(1, 1, 1, 1);
        g.markBusy(3, 2, 3, 2);
        assertThat(g).hasToString("..#\n#..\n");
        assertThat(new OccupancyGrid(1, 1)).hasToString(".\n");
    }
}
