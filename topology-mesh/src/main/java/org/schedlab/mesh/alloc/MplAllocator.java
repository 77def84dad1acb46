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
 * The first placement that holds a mesh corner ends the search at once (the halting rule; it may be
 * a rotated one found before a requested one in a later submesh, and it is not compared with other
 * corner placements: a corner placement always has at least the peripheral length of any
 * non-corner one, algorithms.md 1.2). Failing
 * that, the placement with the largest peripheral length wins ({@link Candidate} breaks ties:
 * requested orientation, then first found). When nothing touches the mesh boundary, the request
 * goes to the base of the first maximal free submesh that holds it, in the requested orientation
 * if any submesh does, else rotated; busy neighbours play no part (algorithms.md 1.2).
 *
 * <p>Cost: {@code find} is {@code O(L)} for {@code L} maximal free submeshes and allocates nothing
 * but the result (the scan stops at the first corner placement); commit and release are the
 * free-list updates ({@link org.schedlab.mesh.freelist.FreeList}). After a search that finds
 * nothing, the next search on the same state notes, per width, the tallest maximal free submesh;
 * until the next commit or release a search that this table says cannot succeed returns at once,
 * charging the work meter the entries the full search would have read (a window scheduler tries
 * many jobs on one state, most of which do not fit).
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

    /**
     * Halt at a mesh corner; else score by peripheral length, skipping internal placements. A free
     * submesh off the mesh boundary holds internal placements only, so it is passed over whole.
     */
    private final Placements.CornerScore peripheral = new Placements.CornerScore() {
        @Override
        public int score(int xb, int yb, int xe, int ye) {
            if (Submesh.isMeshCorner(width, height, xb, yb, xe, ye)) {
                return Placements.CornerScore.HALT;
            }
            int pl = Submesh.peripheralLength(width, height, xb, yb, xe, ye);
            return pl > 0 ? pl : -1;
        }

        @Override
        public boolean skipsAllIn(int xb, int yb, int xe, int ye) {
            return xb > 1 && yb > 1 && xe < width && ye < height;
        }
    };

    /**
     * For each width {@code a} (index 1 to the mesh width), the height of the tallest maximal free
     * submesh at least {@code a} wide, made at the search after one that found nothing ({@link
     * #failedAt}) and valid while the free list stays as it was then ({@link #tallestAt}).
     */
    private final int[] tallest = new int[width + 1];

    /** The {@link #changes()} at which {@link #tallest} was made, or -1. */
    private long tallestAt = -1;

    /**
     * The {@link #changes()} at the latest search that found nothing, or -1. The table is made at
     * the next search on that state, not at once: a scheduler that tries only its head (FCFS) never
     * asks again on the same state (a search repeated on it is remembered, {@link
     * AbstractMeshAllocator}), and would make a table no search reads.
     */
    private long failedAt = -1;

    @Override
    long place(int w, int h) {
        int orientations = rotate && w != h ? 2 : 1;
        long now = changes();
        if (failedAt == now && tallestAt != now) {
            noteTallest();
        }
        if (tallestAt == now && !anyHolds(w, h, orientations)) {
            // the search below would read every entry once for the corners and once per
            // orientation, and find nothing: the same work, counted without doing it
            meter.examined(freeList.size() * (1 + orientations));
            shortcuts++;
            return -1;
        }
        long best = Placements.bestCorner(freeList, w, h, orientations == 2, peripheral, meter);
        if (best >= 0) {
            return best;
        }
        for (int o = 0; o < orientations; o++) {
            int a = o == 0 ? w : h;
            int b = o == 0 ? h : w;
            for (int i = 0, n = freeList.size(); i < n; i++) {
                meter.examined(1);
                long f = freeList.key(i);
                int fxb = SubmeshKey.xb(f);
                int fyb = SubmeshKey.yb(f);
                if (SubmeshKey.xe(f) - fxb + 1 >= a && SubmeshKey.ye(f) - fyb + 1 >= b) {
                    return SubmeshKey.pack(fxb, fyb, fxb + a - 1, fyb + b - 1);
                }
            }
        }
        failedAt = now;
        return -1;
    }

    /** Whether some maximal free submesh holds {@code w x h} (rotated too when {@code orientations} is 2), by {@link #tallest}. */
    private boolean anyHolds(int w, int h, int orientations) {
        return (w <= width && tallest[w] >= h) || (orientations == 2 && h <= width && tallest[h] >= w);
    }

    /** Makes {@link #tallest} for the free list as it is now. */
    private void noteTallest() {
        int[] t = tallest;
        java.util.Arrays.fill(t, 0);
        for (int i = 0, n = freeList.size(); i < n; i++) {
            long f = freeList.key(i);
            int fw = SubmeshKey.xe(f) - SubmeshKey.xb(f) + 1;
            int fh = SubmeshKey.ye(f) - SubmeshKey.yb(f) + 1;
            if (t[fw] < fh) {
                t[fw] = fh;
            }
        }
        for (int a = width - 1; a >= 1; a--) {
            if (t[a] < t[a + 1]) {
                t[a] = t[a + 1];
            }
        }
        tallestAt = changes();
    }

    @Override
    public MplAllocator copy() {
        return new MplAllocator(this);
    }
}
