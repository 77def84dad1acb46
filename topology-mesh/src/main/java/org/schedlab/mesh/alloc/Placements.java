package org.schedlab.mesh.alloc;

import org.schedlab.mesh.freelist.FreeList;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;

/** Placement searches shared by several allocators. */
final class Placements {
    private Placements() {}

    /**
     * Among the placements flush with a corner of some maximal free submesh of {@code list} (both
     * orientations when {@code both}), the one with the most busy neighbours plus peripheral length;
     * see {@link Candidate} for ties. {@code O(L * (w + h) / 64)}.
     *
     * @return the placement as a {@link SubmeshKey}, or -1 when no listed submesh is large enough
     */
    static long bestContactCorner(FreeList list, OccupancyGrid grid, int w, int h, boolean both) {
        int width = grid.width();
        int height = grid.height();
        Candidate best = new Candidate();
        for (int i = 0, n = list.size(); i < n; i++) {
            long f = list.key(i);
            int fxb = SubmeshKey.xb(f);
            int fyb = SubmeshKey.yb(f);
            int fxe = SubmeshKey.xe(f);
            int fye = SubmeshKey.ye(f);
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
                    int score = grid.busyAdjacency(xb, yb, xe, ye)
                            + Submesh.peripheralLength(width, height, xb, yb, xe, ye);
                    best.offer(xb, yb, xe, ye, score, o == 1);
                }
            }
        }
        return best.key;
    }

    /**
     * Row-major first fit for {@code a x b} in one orientation: the valid base with the smallest
     * {@code y}, then the smallest {@code x}. A conflict at column {@code x'} moves the scan to
     * {@code x' + 1}, so a row costs {@code O((W / a + 1) * b * W / 64)}.
     *
     * @return the placement as a {@link SubmeshKey}, or -1
     */
    static long rowMajorFirstFit(OccupancyGrid grid, int a, int b) {
        int lastX = grid.width() - a + 1;
        int lastY = grid.height() - b + 1;
        for (int y = 1; y <= lastY; y++) {
            int x = 1;
            while (x <= lastX) {
                int conflict = grid.lastBusyColumn(x, y, x + a - 1, y + b - 1);
                if (conflict == 0) {
                    return SubmeshKey.pack(x, y, x + a - 1, y + b - 1);
                }
                x = conflict + 1;
            }
        }
        return -1;
    }
}
