package org.schedlab.mesh.alloc;

import org.schedlab.mesh.freelist.FreeList;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * Busy-list best fit with complete recognition: D. Das Sharma and D.K. Pradhan, "Submesh allocation
 * in mesh multicomputers using busy-list: a best-fit approach with complete recognition
 * capability", Journal of Parallel and Distributed Computing 36(2), 1996 (candidate set as
 * reconstructed in algorithms.md 1.4a).
 *
 * <p>Candidates, in this order, for the requested orientation and then (when switching is on) the
 * rotated one: the four mesh-corner placements, then for every busy submesh in commit order the
 * eight placements that touch one of its sides and are flush with one of its corners (right side
 * bottom- then top-aligned, left side, above left- then right-aligned, below). Each free candidate
 * is scored by busy neighbours plus peripheral length; the best wins ({@link Candidate}). That
 * candidate set can miss a free placement wedged between two different busy submeshes; when it
 * finds nothing but a row-major scan proves that a placement exists, the corners of all maximal
 * free submeshes are scored instead (the FSC candidate set, which is complete).
 *
 * <p>Cost: {@code find} is {@code O(B * (w * h / 64 + (w + h) / 64))} for {@code B} busy
 * submeshes, plus on the rare fallback a full enumeration of the maximal free submeshes ({@code
 * O(W^2 * H / 64)}). Commit and release are {@code O(B + w * H / 64 + h * W / 64)}.
 */
final class BusyListBestFitAllocator extends AbstractMeshAllocator {
    BusyListBestFitAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
    }

    private BusyListBestFitAllocator(BusyListBestFitAllocator other) {
        super(other);
    }

    @Override
    public String name() {
        return MeshAllocators.BUSY_LIST;
    }

    @Override
    long place(int w, int h) {
        boolean both = rotate && w != h;
        Candidate best = new Candidate();
        for (int o = 0; o < (both ? 2 : 1); o++) {
            int a = o == 0 ? w : h;
            int b = o == 0 ? h : w;
            if (a > width || b > height) {
                continue;
            }
            boolean rotated = o == 1;
            offer(best, 1, 1, a, b, rotated);
            offer(best, width - a + 1, 1, a, b, rotated);
            offer(best, 1, height - b + 1, a, b, rotated);
            offer(best, width - a + 1, height - b + 1, a, b, rotated);
            meter.examined(busyCount);
            for (int i = 0; i < busyCount; i++) {
                long k = busy[i];
                int bxb = SubmeshKey.xb(k);
                int byb = SubmeshKey.yb(k);
                int bxe = SubmeshKey.xe(k);
                int bye = SubmeshKey.ye(k);
                offer(best, bxe + 1, byb, a, b, rotated);
                offer(best, bxe + 1, bye - b + 1, a, b, rotated);
                offer(best, bxb - a, byb, a, b, rotated);
                offer(best, bxb - a, bye - b + 1, a, b, rotated);
                offer(best, bxb, bye + 1, a, b, rotated);
                offer(best, bxe - a + 1, bye + 1, a, b, rotated);
                offer(best, bxb, byb - b, a, b, rotated);
                offer(best, bxe - a + 1, byb - b, a, b, rotated);
            }
        }
        if (best.key >= 0) {
            return best.key;
        }
        boolean exists =
                Placements.rowMajorFirstFit(grid, w, h) >= 0 || (both && Placements.rowMajorFirstFit(grid, h, w) >= 0);
        return exists ? Placements.bestCorner(new FreeList(grid), w, h, both, Placements.contact(grid), meter) : -1;
    }

    private void offer(Candidate best, int xb, int yb, int a, int b, boolean rotated) {
        int xe = xb + a - 1;
        int ye = yb + b - 1;
        meter.candidates(1);
        if (xb < 1 || yb < 1 || xe > width || ye > height || !grid.isFree(xb, yb, xe, ye)) {
            return;
        }
        int score = grid.busyAdjacency(xb, yb, xe, ye) + Submesh.peripheralLength(width, height, xb, yb, xe, ye);
        best.offer(xb, yb, xe, ye, score, rotated);
    }

    @Override
    public BusyListBestFitAllocator copy() {
        return new BusyListBestFitAllocator(this);
    }
}
