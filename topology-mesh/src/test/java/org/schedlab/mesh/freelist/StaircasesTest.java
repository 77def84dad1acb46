package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.mesh.geometry.OccupancyGrid;

/**
 * The release update ({@link Staircases} and the pruning in {@link FreeList#released}) against the
 * brute-force enumeration on grids of random noise: any shape of busy region, not only the
 * rectangles that allocations leave behind.
 */
class StaircasesTest {
    @ParameterizedTest(name = "{0}x{1} busy {2} seed {3}")
    @CsvSource({
        "1,1,0.5,1",
        "1,9,0.3,2",
        "9,1,0.3,3",
        "6,6,0.2,4",
        "6,6,0.5,5",
        "12,7,0.35,6",
        "7,12,0.35,7",
        "20,20,0.1,8",
        "20,20,0.6,9",
        "70,5,0.25,10",
        "5,70,0.25,11",
        "66,66,0.05,12"
    })
    void releaseOnNoiseMatchesBruteForce(int w, int h, double busy, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int round = 0; round < 300; round++) {
            OccupancyGrid g = new OccupancyGrid(w, h);
            for (int x = 1; x <= w; x++) {
                for (int y = 1; y <= h; y++) {
                    if (rnd.nextDouble() < busy) {
                        g.markBusy(x, y, x, y);
                    }
                }
            }
            int xb = 1 + rnd.nextInt(w);
            int yb = 1 + rnd.nextInt(h);
            int xe = xb + rnd.nextInt(Math.min(w - xb + 1, 1 + w / 3));
            int ye = yb + rnd.nextInt(Math.min(h - yb + 1, 1 + h / 3));
            for (int x = xb; x <= xe; x++) {
                for (int y = yb; y <= ye; y++) {
                    if (!g.isBusy(x, y)) {
                        g.markBusy(x, y, x, y);
                    }
                }
            }
            FreeList list = new FreeList(g, 0); // always the neighbour update
            String before = g.toString();
            g.markFree(xb, yb, xe, ye);
            list.released(xb, yb, xe, ye);
            assertThat(list.submeshes())
                    .as("round %d, freed (%d;%d;%d;%d) of\n%s", round, xb, yb, xe, ye, before)
                    .isEqualTo(FreeListTest.toSubmeshes(MaximalFreeSubmeshes.bruteForce(g)));
        }
    }
}
