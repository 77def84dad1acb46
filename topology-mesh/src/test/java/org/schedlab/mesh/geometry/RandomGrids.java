package org.schedlab.mesh.geometry;

import java.util.SplittableRandom;

/** Random occupancy for the grid and free-list tests. */
public final class RandomGrids {
    private RandomGrids() {}

    /**
     * Marks busy up to {@code rectangles - 1} random submeshes of {@code g} (a number drawn below
     * {@code rectangles}), each with sides below a draw from {@code 1..maxSide}; a submesh that
     * meets a busy node is skipped, so the busy ones never overlap.
     */
    public static void markRandomRectangles(OccupancyGrid g, SplittableRandom rnd, int rectangles, int maxSide) {
        int w = g.width();
        int h = g.height();
        for (int k = rnd.nextInt(rectangles); k > 0; k--) {
            int xb = 1 + rnd.nextInt(w);
            int yb = 1 + rnd.nextInt(h);
            int xe = xb + rnd.nextInt(Math.min(w - xb + 1, 1 + rnd.nextInt(maxSide)));
            int ye = yb + rnd.nextInt(Math.min(h - yb + 1, 1 + rnd.nextInt(maxSide)));
            if (g.isFree(xb, yb, xe, ye)) {
                g.markBusy(xb, yb, xe, ye);
            }
        }
    }
}
