package org.schedlab.mesh3d.alloc;

import java.util.BitSet;
import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.curve.Curve;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The linear allocators of Leung, Arkin, Bender, Bunde, Johnston, Lal, Mitchell, Phillips and
 * Seiden, "Processor allocation on Cplant: achieving general processor locality using
 * one-dimensional allocation strategies", IEEE Cluster 2002: the processors are put in a line by a
 * {@link Curve}, and the free ones form intervals of consecutive curve positions.
 *
 * <ul>
 *   <li>{@link Fit#FIRST}: the first interval (in curve order) with at least {@code n} free
 *       processors, its first {@code n};
 *   <li>{@link Fit#BEST}: the smallest such interval (the first of equal ones), its first {@code
 *       n};
 *   <li>{@link Fit#SORTED}: the first {@code n} free processors in curve order (the sorted free
 *       list).
 * </ul>
 *
 * <p>When no interval is large enough, first and best fit take the {@code n} free processors,
 * consecutive in curve order among the free ones, whose first and last curve positions are closest
 * (the first such window on ties). These are PReMAS's {@code linear-first}, {@code linear-best} and
 * {@code linear-sorted}, rule for rule. The free processors are kept as a bit set over curve
 * positions; {@code find} costs O(N / 64 + free processors).
 */
public final class LinearAllocator extends NonContiguousAllocator {
    /** The interval rule. */
    public enum Fit {
        FIRST,
        BEST,
        SORTED
    }

    private final Curve curve;
    private final Fit fit;
    /** Bit {@code p} set while the processor at curve position {@code p} is free. */
    private final BitSet open;

    /** An empty machine ordered by {@code curve}. */
    public LinearAllocator(Mesh3d mesh, Curve curve, Fit fit) {
        super(mesh);
        this.curve = curve;
        this.fit = fit;
        this.open = new BitSet(mesh.processors());
        open.set(0, mesh.processors());
    }

    private LinearAllocator(LinearAllocator other) {
        super(other);
        this.curve = other.curve;
        this.fit = other.fit;
        this.open = (BitSet) other.open.clone();
    }

    @Override
    public LinearAllocator copy() {
        return new LinearAllocator(this);
    }

    @Override
    protected Placement3d place(int n, Request request) {
        int start = -1;
        if (fit == Fit.SORTED) {
            start = open.nextSetBit(0);
            return take(n, start, false);
        }
        int bestSize = Integer.MAX_VALUE;
        for (int p = open.nextSetBit(0); p >= 0; ) {
            int end = open.nextClearBit(p);
            int size = end - p;
            if (size >= n && size < bestSize) {
                start = p;
                bestSize = size;
                if (fit == Fit.FIRST) {
                    break;
                }
            }
            p = open.nextSetBit(end);
        }
        if (start >= 0) {
            return take(n, start, true);
        }
        return take(n, narrowestWindow(n), false);
    }

    /** The first free position of the narrowest window of {@code n} consecutive free processors. */
    private int narrowestWindow(int n) {
        int[] free = new int[free()];
        int k = 0;
        for (int p = open.nextSetBit(0); p >= 0; p = open.nextSetBit(p + 1)) {
            free[k++] = p;
        }
        int best = 0;
        int bestSpan = free[n - 1] - free[0];
        for (int i = 1; i + n - 1 < free.length; i++) {
            int span = free[i + n - 1] - free[i];
            if (span < bestSpan) {
                best = i;
                bestSpan = span;
            }
        }
        return free[best];
    }

    /** {@code n} free processors from curve position {@code start} on (consecutive when {@code interval}). */
    private Placement3d take(int n, int start, boolean interval) {
        int[] ids = new int[n];
        int p = start;
        for (int i = 0; i < n; i++) {
            ids[i] = curve.at(p);
            p = interval ? p + 1 : open.nextSetBit(p + 1);
        }
        return new Placement3d(mesh, ids);
    }

    @Override
    protected void taken(Placement3d p) {
        for (int i = 0; i < p.processors(); i++) {
            open.clear(curve.rank(p.id(i)));
        }
    }

    @Override
    protected void returned(Placement3d p) {
        for (int i = 0; i < p.processors(); i++) {
            open.set(curve.rank(p.id(i)));
        }
    }

    @Override
    protected void checkIndexes() {
        for (int id = 0; id < busy.length; id++) {
            if (open.get(curve.rank(id)) == busy[id]) {
                throw new IllegalStateException("processor " + id + " is " + (busy[id] ? "busy" : "free")
                        + " but its curve position says otherwise");
            }
        }
    }
}
