package org.schedlab.mesh3d.alloc;

import java.util.SplittableRandom;
import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * {@code random}: {@code n} free processors drawn uniformly without replacement, the
 * topology-oblivious reference of the allocation studies (Lo, Windisch, Liu and Nitzberg, IEEE TPDS
 * 1997; Leung et al., IPDPS 2002). The draw is a function of the seed and of which processors are
 * busy: a generator seeded by a hash of both draws it, so the allocator has no state beyond the
 * busy processors (a placement found and not committed changes nothing, a copy draws what its
 * original would, and a release restores the state exactly). {@code find} costs O(N).
 */
public final class RandomAllocator extends NonContiguousAllocator {
    private final long seed;

    /** An empty machine whose draws follow {@code seed}. */
    public RandomAllocator(Mesh3d mesh, long seed) {
        super(mesh);
        this.seed = seed;
    }

    private RandomAllocator(RandomAllocator other) {
        super(other);
        this.seed = other.seed;
    }

    @Override
    protected Placement3d place(int n, Request request) {
        int[] free = new int[free()];
        int k = 0;
        long h = seed * 0x9E3779B97F4A7C15L;
        for (int id = 0; id < busy.length; id++) {
            if (busy[id]) {
                h = mix(h ^ id);
            } else {
                free[k++] = id;
            }
        }
        SplittableRandom rnd = new SplittableRandom(mix(h ^ n));
        // a partial Fisher-Yates shuffle: the first n entries are the draw
        for (int i = 0; i < n; i++) {
            int j = i + rnd.nextInt(free.length - i);
            int t = free[i];
            free[i] = free[j];
            free[j] = t;
        }
        return new Placement3d(mesh, java.util.Arrays.copyOf(free, n));
    }

    /** The finalizer of SplitMix64 (Steele, Lea and Flood, OOPSLA 2014). */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public RandomAllocator copy() {
        return new RandomAllocator(this);
    }
}
