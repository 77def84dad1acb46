package org.schedlab.mesh.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GeometryTest {
    @Test
    void peripheralLengthOfTheWindowPaperExample() {
        // (4,1,5,1) in M(5,4): node (5,1) lies on two mesh sides, (4,1) on one
        assertThat(new Submesh(4, 1, 5, 1).peripheralLength(5, 4)).isEqualTo(3);
        assertThat(new Submesh(2, 2, 3, 3).peripheralLength(5, 4)).isZero();
        assertThat(new Submesh(1, 1, 5, 4).peripheralLength(5, 4)).isEqualTo(18);
        assertThat(new Submesh(1, 2, 5, 2).peripheralLength(5, 4)).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource({"1,1,1,1,true", "5,4,5,4,true", "4,1,5,1,true", "2,1,4,1,false", "1,2,1,3,false", "1,2,5,3,false"})
    void meshCorner(int xb, int yb, int xe, int ye, boolean corner) {
        assertThat(new Submesh(xb, yb, xe, ye).isMeshCorner(5, 4)).isEqualTo(corner);
    }

    @Test
    void describeUsesSemicolonsSoItFitsACsvCell() {
        assertThat(new Submesh(1, 1, 5, 2).describe()).isEqualTo("(1;1;5;2)");
        assertThat(Submesh.at(4, 3, 2, 1)).isEqualTo(new Submesh(4, 3, 5, 3));
        assertThat(new Submesh(4, 3, 5, 3).processors()).isEqualTo(2);
    }

    /** The machine's geometry: its sides as a grid, its size and text, its range. */
    @Test
    void meshGeometries() {
        MeshGeometry g = new MeshGeometry(3, 4);
        assertThat(g.processors()).isEqualTo(12);
        assertThat(g.sides()).containsExactly(3, 4);
        assertThat(g.describe()).isEqualTo("mesh 3x4");
        assertThat(new MeshGeometry(1, 1).processors()).isEqualTo(1);
        assertThat(new MeshGeometry(1024, 1024).processors()).isEqualTo(1 << 20);
        assertThatThrownBy(() -> new MeshGeometry(0, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MeshGeometry(1025, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MeshGeometry(2, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mesh sides must be in [1, 1024]: 2x0");
    }

    /** Row-major ids on the mesh: node (x, y) of a W-wide mesh is (y - 1) W + x - 1. */
    @Test
    void processorIdsAreRowMajorOnTheMesh() {
        assertThat(new Submesh(2, 2, 3, 3).processorIds(5).toArray()).containsExactly(6, 7, 11, 12);
        assertThat(new Submesh(1, 1, 1, 1).processorIds(5).toArray()).containsExactly(0);
        assertThat(new Submesh(5, 4, 5, 4).processorIds(5).toArray()).containsExactly(19);
        assertThat(new Submesh(1, 1, 5, 4).processorIds(5).toArray())
                .hasSize(20)
                .doesNotHaveDuplicates();
        assertThatThrownBy(() -> new Submesh(1, 1, 2, 2).processorIds())
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("does not name its processors");
    }

    @ParameterizedTest
    @CsvSource({"0,1,1,1", "1,0,1,1", "2,1,1,1", "1,2,1,1", "1,1,1025,1"})
    void invalidSubmeshesAreRefused(int xb, int yb, int xe, int ye) {
        assertThatThrownBy(() -> new Submesh(xb, yb, xe, ye))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a submesh");
    }

    @Test
    void invalidRequestsAreRefused() {
        assertThatThrownBy(() -> new SubmeshRequest(0, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be positive: 0x3");
    }

    @Test
    void keysRoundTripAndSortCanonically() {
        SplittableRandom rnd = new SplittableRandom(1);
        List<Submesh> subs = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            Submesh s = randomSubmesh(rnd);
            assertThat(SubmeshKey.toSubmesh(SubmeshKey.of(s))).isEqualTo(s);
            subs.add(s);
        }
        List<Submesh> byKey = new ArrayList<>(subs);
        byKey.sort((a, b) -> Long.compare(SubmeshKey.of(a), SubmeshKey.of(b)));
        List<Submesh> byRule = new ArrayList<>(subs);
        byRule.sort((a, b) -> {
            int c = Integer.compare(a.yb(), b.yb());
            c = c != 0 ? c : Integer.compare(a.xb(), b.xb());
            c = c != 0 ? c : Integer.compare(b.processors(), a.processors());
            c = c != 0 ? c : Integer.compare(a.xe(), b.xe());
            return c != 0 ? c : Integer.compare(a.ye(), b.ye());
        });
        assertThat(byKey).isEqualTo(byRule);
    }

    @Test
    void firstWithRowSplitsKeysByFirstRow() {
        SplittableRandom rnd = new SplittableRandom(2);
        for (int i = 0; i < 2000; i++) {
            Submesh s = randomSubmesh(rnd);
            int row = 1 + rnd.nextInt(1024);
            // keys of submeshes starting before the row are below the bound, all others are not
            assertThat(SubmeshKey.of(s) < SubmeshKey.firstWithRow(row)).isEqualTo(s.yb() < row);
        }
        // the tight cases: the smallest key starting on row 5 (leftmost, largest area) and the
        // largest starting on row 4 (rightmost, one node)
        assertThat(SubmeshKey.pack(1, 5, 1024, 1024)).isGreaterThanOrEqualTo(SubmeshKey.firstWithRow(5));
        assertThat(SubmeshKey.pack(1024, 4, 1024, 4)).isLessThan(SubmeshKey.firstWithRow(5));
    }

    /** A submesh of a 1024 x 1024 mesh with uniform corners and extents. */
    private static Submesh randomSubmesh(SplittableRandom rnd) {
        return randomSubmesh(rnd, 1024, 1024);
    }

    /** A submesh of a {@code w x h} mesh: uniform first corner, then uniform extents within the mesh. */
    private static Submesh randomSubmesh(SplittableRandom rnd, int w, int h) {
        int xb = 1 + rnd.nextInt(w);
        int yb = 1 + rnd.nextInt(h);
        return new Submesh(xb, yb, xb + rnd.nextInt(w - xb + 1), yb + rnd.nextInt(h - yb + 1));
    }

    @Test
    void gridQueriesAgreeWithNodeByNodeChecks() {
        SplittableRandom rnd = new SplittableRandom(2);
        for (int[] size : new int[][] {{5, 4}, {70, 3}, {3, 140}, {130, 130}}) {
            int w = size[0];
            int h = size[1];
            OccupancyGrid g = new OccupancyGrid(w, h);
            for (int i = 0; i < 6; i++) {
                int xb = 1 + rnd.nextInt(w);
                int yb = 1 + rnd.nextInt(h);
                int xe = xb + rnd.nextInt(Math.min(w - xb + 1, 1 + w / 4));
                int ye = yb + rnd.nextInt(Math.min(h - yb + 1, 1 + h / 4));
                if (g.isFree(xb, yb, xe, ye)) {
                    g.markBusy(xb, yb, xe, ye);
                }
            }
            g.checkInvariants();
            for (int i = 0; i < 300; i++) {
                Submesh s = randomSubmesh(rnd, w, h);
                int xb = s.xb();
                int yb = s.yb();
                int xe = s.xe();
                int ye = s.ye();
                int busyInside = 0;
                int last = 0;
                for (int y = yb; y <= ye; y++) {
                    for (int x = xb; x <= xe; x++) {
                        if (g.isBusy(x, y)) {
                            busyInside++;
                            last = Math.max(last, x);
                        }
                    }
                }
                int area = (xe - xb + 1) * (ye - yb + 1);
                assertThat(g.isFree(xb, yb, xe, ye)).isEqualTo(busyInside == 0);
                assertThat(g.isAllBusy(xb, yb, xe, ye)).isEqualTo(busyInside == area);
                assertThat(g.lastBusyColumn(xb, yb, xe, ye)).isEqualTo(last);
                assertThat(g.busyAdjacency(xb, yb, xe, ye)).isEqualTo(adjacency(g, xb, yb, xe, ye));
            }
        }
    }

    private static int adjacency(OccupancyGrid g, int xb, int yb, int xe, int ye) {
        int n = 0;
        for (int y = yb; y <= ye; y++) {
            n += busy(g, xb - 1, y) + busy(g, xe + 1, y);
        }
        for (int x = xb; x <= xe; x++) {
            n += busy(g, x, yb - 1) + busy(g, x, ye + 1);
        }
        return n;
    }

    private static int busy(OccupancyGrid g, int x, int y) {
        return x >= 1 && y >= 1 && x <= g.width() && y <= g.height() && g.isBusy(x, y) ? 1 : 0;
    }

    /**
     * Marks and frees random rectangles, both row and column bit sets written block-wise, and
     * compares every node and every {@code isFree} answer with a plain boolean model; the sizes put
     * rectangles inside one word, across word edges and across several words.
     */
    @Test
    void markingAgreesWithANodeByNodeModel() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int[] size : new int[][] {{64, 64}, {70, 3}, {3, 140}, {200, 130}}) {
            int w = size[0];
            int h = size[1];
            OccupancyGrid g = new OccupancyGrid(w, h);
            boolean[][] model = new boolean[w + 1][h + 1];
            List<Submesh> placed = new ArrayList<>();
            for (int step = 0; step < 400; step++) {
                if (!placed.isEmpty() && rnd.nextInt(3) == 0) {
                    Submesh r = placed.remove(rnd.nextInt(placed.size()));
                    g.markFree(r.xb(), r.yb(), r.xe(), r.ye());
                    paint(model, r, false);
                } else {
                    Submesh r = randomSubmesh(rnd, w, h);
                    boolean free = true;
                    for (int x = r.xb(); x <= r.xe(); x++) {
                        for (int y = r.yb(); y <= r.ye(); y++) {
                            free &= !model[x][y];
                        }
                    }
                    assertThat(g.isFree(r.xb(), r.yb(), r.xe(), r.ye()))
                            .as("isFree %s", r)
                            .isEqualTo(free);
                    if (free) {
                        g.markBusy(r.xb(), r.yb(), r.xe(), r.ye());
                        paint(model, r, true);
                        placed.add(r);
                    }
                }
                int wrong = 0;
                for (int x = 1; x <= w; x++) {
                    for (int y = 1; y <= h; y++) {
                        wrong += g.isBusy(x, y) == model[x][y] ? 0 : 1;
                    }
                }
                assertThat(wrong)
                        .as("nodes unlike the model after step %d on %dx%d", step, w, h)
                        .isZero();
                g.checkInvariants();
            }
        }
    }

    private static void paint(boolean[][] model, Submesh r, boolean busy) {
        for (int x = r.xb(); x <= r.xe(); x++) {
            for (int y = r.yb(); y <= r.ye(); y++) {
                model[x][y] = busy;
            }
        }
    }

    @Test
    void releaseRestoresTheGrid() {
        OccupancyGrid g = new OccupancyGrid(100, 70);
        g.markBusy(60, 2, 99, 69);
        g.markBusy(1, 1, 1, 1);
        String before = g.toString();
        g.markBusy(3, 3, 59, 65);
        g.markFree(3, 3, 59, 65);
        assertThat(g.toString()).isEqualTo(before);
        assertThat(g.busyCount()).isEqualTo(40 * 68 + 1);
        g.checkInvariants();
    }
}
