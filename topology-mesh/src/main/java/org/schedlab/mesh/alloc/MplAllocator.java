package org.schedlab.mesh.alloc;

import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * MPL, Maximal Peripheral Length: I. Ababneh, "On submesh allocation for 2D mesh multicomputers
 * using the free-list approach: global placement schemes", Performance Evaluation 66(2), 2009 (the
 * allocator of Ababneh and Bani-Mohammad's window scheduling paper, Simulation Modelling Practice
 * and Theory, 2011).
 *
 * <p>Walks the free list in canonical order and tries the request at the four corners of every
 * large-enough maximal free submesh, both orientations when switching is on (requested first).
 * The first placement that holds a mesh corner ends the search at once (the halting rule). Failing
 * that, the placement with the largest peripheral length wins ({@link Candidate} breaks ties:
 * requested orientation, then first found). When nothing touches the mesh boundary, the request
 * goes to the base of the first maximal free submesh that holds it, in the requested orientation
 * if any submesh does, else rotated; busy neighbours play no part (algorithms.md 1.2).
 *
 * <p>Cost: {@code find} is {@code O(L)} for {@code L} maximal free submeshes and allocates nothing
 * but the result; commit and release are the free-list updates ({@link
 * org.schedlab.mesh.freelist.FreeList}).
 */
final class MplAllocator extends FreeListAllocator {
    MplAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
    }

    private MplAllocator(MplAllocator other) {
        super(other);
    }

    @Override
    public String name() {
        return MeshAllocators.MPL;
    }

    @Override
    long place(int w, int h) {
        int orientations = rotate && w != h ? 2 : 1;
        long best = -1;
        int bestPl = 0;
        boolean bestRotated = false;
        for (int i = 0, n = freeList.size(); i < n; i++) {
            long f = freeList.key(i);
            int fxb = SubmeshKey.xb(f);
            int fyb = SubmeshKey.yb(f);
            int fxe = SubmeshKey.xe(f);
            int fye = SubmeshKey.ye(f);
            for (int o = 0; o < orientations; o++) {
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
                    if (Submesh.isMeshCorner(width, height, xb, yb, xe, ye)) {
                        return SubmeshKey.pack(xb, yb, xe, ye);
                    }
                    int pl = Submesh.peripheralLength(width, height, xb, yb, xe, ye);
                    if (pl > bestPl || (pl == bestPl && bestRotated && o == 0)) {
                        best = SubmeshKey.pack(xb, yb, xe, ye);
                        bestPl = pl;
                        bestRotated = o == 1;
                    }
                }
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int o = 0; o < orientations; o++) {
            int a = o == 0 ? w : h;
            int b = o == 0 ? h : w;
            for (int i = 0, n = freeList.size(); i < n; i++) {
                long f = freeList.key(i);
                int fxb = SubmeshKey.xb(f);
                int fyb = SubmeshKey.yb(f);
                if (SubmeshKey.xe(f) - fxb + 1 >= a && SubmeshKey.ye(f) - fyb + 1 >= b) {
                    return SubmeshKey.pack(fxb, fyb, fxb + a - 1, fyb + b - 1);
                }
            }
        }
        return -1;
    }

    @Override
    public MplAllocator copy() {
        return new MplAllocator(this);
    }
}
