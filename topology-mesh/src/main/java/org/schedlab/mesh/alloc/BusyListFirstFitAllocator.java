package org.schedlab.mesh.alloc;

import java.util.Arrays;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * Busy-list first fit with turning: G.-M. Chiu and S.-K. Chen, "An efficient submesh allocation
 * scheme for two-dimensional meshes with little overhead", IEEE Transactions on Parallel and
 * Distributed Systems, 1999, with the request turned on failure as in the Turning Busy List of S.
 * Bani-Mohammad, M. Ould-Khaoua, I. Ababneh and L. Mackenzie (2006; University of Glasgow record,
 * algorithms.md 1.4b/d).
 *
 * <p>Only bases on the left mesh column or just right of a busy submesh can be the leftmost valid
 * base, so those columns are the candidates, in increasing {@code x}. For a candidate column the
 * bases below {@code H - h + 2} that no busy submesh's coverage (the bases from which the request
 * would overlap it) blocks are found by subtracting the coverage intervals; the lowest one left is
 * taken. The result is the column-major first fit (smallest {@code x}, then smallest {@code y});
 * the rotated request is tried only when the requested one fits nowhere.
 *
 * <p>Cost: {@code find} is {@code O(B^2 + B log B)} per orientation for {@code B} busy
 * submeshes and reads only the busy list; commit and release update the grid and the busy list.
 */
final class BusyListFirstFitAllocator extends AbstractMeshAllocator {
    /** Scratch for {@link #columnMajor}: the candidate columns, and the coverage intervals of one column. */
    private int[] xs = new int[16];

    private long[] intervals = new long[16];

    BusyListFirstFitAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
    }

    private BusyListFirstFitAllocator(BusyListFirstFitAllocator other) {
        super(other);
    }

    @Override
    public String name() {
        return MeshAllocators.BUSY_LIST_FF;
    }

    @Override
    long place(int w, int h) {
        long key = columnMajor(w, h);
        if (key < 0 && rotate && w != h) {
            key = columnMajor(h, w);
        }
        return key;
    }

    private long columnMajor(int a, int b) {
        int lastX = width - a + 1;
        int lastY = height - b + 1;
        if (lastX < 1 || lastY < 1) {
            return -1;
        }
        if (xs.length < busyCount + 1) {
            xs = new int[2 * busyCount + 1];
            intervals = new long[2 * busyCount + 1];
        }
        int[] xs = this.xs;
        long[] intervals = this.intervals;
        int nx = 0;
        xs[nx++] = 1;
        meter.examined(busyCount);
        for (int i = 0; i < busyCount; i++) {
            int x = SubmeshKey.xe(busy[i]) + 1;
            if (x <= lastX) {
                xs[nx++] = x;
            }
        }
        Arrays.sort(xs, 0, nx);
        meter.tests(sortComparisons(nx));
        for (int c = 0; c < nx; c++) {
            int x = xs[c];
            if (c > 0 && xs[c - 1] == x) {
                continue;
            }
            int n = 0;
            meter.candidates(1);
            meter.examined(busyCount);
            for (int i = 0; i < busyCount; i++) {
                long k = busy[i];
                if (SubmeshKey.xb(k) - a + 1 <= x && x <= SubmeshKey.xe(k)) {
                    int from = Math.max(1, SubmeshKey.yb(k) - b + 1);
                    intervals[n++] = ((long) from << 32) | SubmeshKey.ye(k);
                }
            }
            Arrays.sort(intervals, 0, n);
            meter.tests(sortComparisons(n));
            int y = 1;
            int i = 0;
            for (; i < n && (int) (intervals[i] >>> 32) <= y; i++) {
                y = Math.max(y, (int) intervals[i] + 1);
            }
            meter.tests(Math.min(i + 1, n));
            if (y <= lastY) {
                return SubmeshKey.pack(x, y, x + a - 1, y + b - 1);
            }
        }
        return -1;
    }

    /** The comparisons charged for sorting {@code n} values: {@code n * ceil(log2 n)}. */
    private static int sortComparisons(int n) {
        return n < 2 ? 0 : n * (32 - Integer.numberOfLeadingZeros(n - 1));
    }

    @Override
    public BusyListFirstFitAllocator copy() {
        return new BusyListFirstFitAllocator(this);
    }
}
