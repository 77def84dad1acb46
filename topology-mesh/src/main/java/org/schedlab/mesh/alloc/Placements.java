package org.schedlab.mesh.alloc;

import org.schedlab.mesh.freelist.FreeList;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.WorkMeter;

/** Placement searches shared by several allocators. */
final class Placements {
    private Placements() {}

    /** Scores a placement for {@link #bestCorner}. */
    @FunctionalInterface
    interface CornerScore {
        /** Ends the search at once with the placement being scored. */
        int HALT = Integer.MAX_VALUE;

        /**
         * The score of {@code (xb, yb, xe, ye)}: {@link #HALT} to take it at once, a negative value
         * to skip it, else a score where higher is better.
         */
        int score(int xb, int yb, int xe, int ye);

        /**
         * Whether every placement inside the free submesh {@code (xb, yb, xe, ye)} would score
         * negative, so that {@link #bestCorner} can pass over it unscored; {@code false} unless
         * the scorer knows better.
         */
        default boolean skipsAllIn(int xb, int yb, int xe, int ye) {
            return false;
        }
    }

    /**
     * Tries the request at the four corners (bottom-left, bottom-right, top-left, top-right) of
     * every large-enough submesh of {@code list}, in list order, the requested orientation first
     * and then, when {@code both}, the rotated one; keeps the best-scored placement ({@link
     * Candidate} breaks ties). {@code O(L)} calls of the scorer; none for the submeshes it {@link
     * CornerScore#skipsAllIn skips}. Counts on {@code meter} one entry examined per submesh read
     * and one candidate per placement scored.
     *
     * @return the placement as a {@link SubmeshKey}, or -1 when none was scored
     */
    static long bestCorner(FreeList list, int w, int h, boolean both, CornerScore scorer, WorkMeter meter) {
        Candidate best = new Candidate();
        for (int i = 0, n = list.size(); i < n; i++) {
            meter.examined(1);
            long f = list.key(i);
            int fxb = SubmeshKey.xb(f);
            int fyb = SubmeshKey.yb(f);
            int fxe = SubmeshKey.xe(f);
            int fye = SubmeshKey.ye(f);
            if (scorer.skipsAllIn(fxb, fyb, fxe, fye)) {
                continue;
            }
            for (int o = 0; o < (both ? 2 : 1); o++) {
                int a = o == 0 ? w : h;
                int b = o == 0 ? h : w;
                if (fxe - fxb + 1 < a || fye - fyb + 1 < b) {
                    continue;
                }
                for (int c = 0; c < 4; c++) {
                    int xb = (c & 1) == 0 ? fxb : fxe - a + 1;
                    int yb = (c & 2) == 0 ? fyb : fye - b + 1;
                    int xe = xb + a - 1;
                    int ye = yb + b - 1;
                    meter.candidates(1);
                    int score = scorer.score(xb, yb, xe, ye);
                    if (score == CornerScore.HALT) {
                        return SubmeshKey.pack(xb, yb, xe, ye);
                    }
                    if (score >= 0) {
                        best.offer(xb, yb, xe, ye, score, o == 1);
                    }
                }
            }
        }
        return best.key;
    }

    /**
     * The contact score of algorithms.md 1.3 on {@code grid}: busy neighbours plus peripheral
     * length, {@code O((w + h) / 64)} per placement.
     */
    static CornerScore contact(OccupancyGrid grid) {
        int width = grid.width();
        int height = grid.height();
        return (xb, yb, xe, ye) ->
                grid.busyAdjacency(xb, yb, xe, ye) + Submesh.peripheralLength(width, height, xb, yb, xe, ye);
    }

    /**
     * Row-major first fit for {@code a x b} in one orientation: the valid base with the smallest
     * {@code y}, then the smallest {@code x}. A conflict at column {@code x'} moves the scan to
     * {@code x' + 1} ({@link OccupancyGrid#firstFreeBase}), so a row costs {@code O((W / a + 1) * b * W
     * / 64)}, and {@code O(b + W / a)} on meshes of at most 64 x 64. Counts one candidate per base
     * tried on the grid's meter, and the grid words of the row-by-row scan.
     *
     * @return the placement as a {@link SubmeshKey}, or -1
     */
    static long rowMajorFirstFit(OccupancyGrid grid, int a, int b) {
        int lastY = grid.height() - b + 1;
        for (int y = 1; y <= lastY; y++) {
            int x = grid.firstFreeBase(y, a, b);
            if (x > 0) {
                return SubmeshKey.pack(x, y, x + a - 1, y + b - 1);
            }
        }
        return -1;
    }
}
