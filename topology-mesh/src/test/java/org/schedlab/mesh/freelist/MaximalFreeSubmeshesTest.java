package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.RandomGrids;

/**
 * The enumeration of the maximal free submeshes that meet a released one, on meshes of at most 64
 * rows (one word per column, {@code touching}'s own path there) against the word-array walk
 * ({@code touchingWords}) on a copy of the same grid: the same rectangles in the same order, and
 * the same charges.
 */
class MaximalFreeSubmeshesTest {
    @Test
    void oneWordColumnsEnumerateAndChargeAsTheWordArrayWalk() {
        SplittableRandom rnd = new SplittableRandom(3);
        int compared = 0;
        for (int trial = 0; trial < 400; trial++) {
            int w = 1 + rnd.nextInt(70);
            int h = 1 + rnd.nextInt(64);
            OccupancyGrid g = new OccupancyGrid(w, h);
            RandomGrids.markRandomRectangles(g, rnd, 14, 16);
            int[] starts = MaximalFreeSubmeshes.bandStarts(g);
            for (int q = 0; q < 10; q++) {
                int xb = 1 + rnd.nextInt(w);
                int yb = 1 + rnd.nextInt(h);
                int xe = xb + rnd.nextInt(w - xb + 1);
                int ye = yb + rnd.nextInt(h - yb + 1);
                OccupancyGrid a = new OccupancyGrid(g);
                OccupancyGrid b = new OccupancyGrid(g);
                LongList one = new LongList();
                LongList words = new LongList();
                MaximalFreeSubmeshes.touching(a, xb, yb, xe, ye, starts, starts.length, new long[1], one);
                MaximalFreeSubmeshes.touchingWords(b, xb, yb, xe, ye, starts, starts.length, new long[1], words);
                String where = w + "x" + h + " around " + xb + "," + yb + ".." + xe + "," + ye + "\n" + g;
                assertThat(one.toArray()).as(where).containsExactly(words.toArray());
                assertThat(a.meter().units()).as(where).isEqualTo(b.meter().units());
                assertThat(a.meter().comparisons())
                        .as(where)
                        .isEqualTo(b.meter().comparisons());
                compared += one.size();
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }
}
