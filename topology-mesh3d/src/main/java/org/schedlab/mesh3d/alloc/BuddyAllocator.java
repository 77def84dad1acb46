package org.schedlab.mesh3d.alloc;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeMap;
import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The multiple buddy strategy (MBS) of Lo, Windisch, Liu and Nitzberg, "Noncontiguous processor
 * allocation algorithms for mesh-connected multicomputers", IEEE TPDS 8(7), 1997, over one of the
 * three block hierarchies of {@link BlockForest}: {@code mbs} (squares, plane by plane), {@code
 * octet} (cubes) and {@code granular} (halves, built by pairwise merges).
 *
 * <p>The free processors are covered by the maximal free blocks of the hierarchy, kept per size in
 * corner order (the free block record, FBR). A request of {@code n} processors is factored into
 * block sizes greedily (as many of the largest size not above what remains, then the next), the
 * request block record. Then, from the largest size requested down: take the first free block of
 * that size; if there is none, split the first free block of the next larger size (itself split
 * from a larger one when needed) into its children; if no larger block is free, ask for the
 * children's size instead ({@code size / childSize} blocks of it). Releasing a block gives it back
 * and merges every parent whose children are all free again, up the hierarchy. Any request of at
 * most {@code free()} processors is served ({@link org.schedlab.core.alloc.CountsSuffice}).
 *
 * <p>These are PReMAS's rules and orders (its {@code MBS}, {@code GranularMBS} and {@code
 * OctetMBS} allocators), which this class reproduces allocation for allocation. The free block
 * record depends only on which processors are free (splits leave a taken block's siblings free and
 * maximal; merges restore maximality), so a placement that is found and not committed leaves no
 * trace. {@code find} costs O(log N) block operations per block taken or split; a placement keeps
 * its blocks, so commit and release touch only them and their ancestors.
 */
public final class BuddyAllocator extends NonContiguousAllocator {
    private final BlockForest forest;
    /** Free blocks per rank, by position within the rank ({@link BlockForest#position}). */
    private final BitSet[] fbr;

    /** An empty machine with the hierarchy {@code kind}. */
    public BuddyAllocator(Mesh3d mesh, BlockForest.Kind kind) {
        this(mesh, BlockForest.of(mesh, kind));
    }

    BuddyAllocator(Mesh3d mesh, BlockForest forest) {
        super(mesh);
        this.forest = forest;
        this.fbr = new BitSet[forest.rankSize.length];
        for (int r = 0; r < fbr.length; r++) {
            fbr[r] = new BitSet(forest.byRank[r].length);
        }
        for (int b : forest.roots) {
            add(b);
        }
    }

    private BuddyAllocator(BuddyAllocator other) {
        super(other);
        this.forest = other.forest;
        this.fbr = new BitSet[other.fbr.length];
        for (int r = 0; r < fbr.length; r++) {
            fbr[r] = (BitSet) other.fbr[r].clone();
        }
    }

    @Override
    public BuddyAllocator copy() {
        return new BuddyAllocator(this);
    }

    private void add(int b) {
        fbr[forest.rank[b]].set(forest.position[b]);
    }

    private void remove(int b) {
        fbr[forest.rank[b]].clear(forest.position[b]);
    }

    private boolean has(int b) {
        return fbr[forest.rank[b]].get(forest.position[b]);
    }

    /** The first free block of rank {@code r}, or -1. */
    private int first(int r) {
        int p = fbr[r].nextSetBit(0);
        return p < 0 ? -1 : forest.byRank[r][p];
    }

    @Override
    protected Placement3d place(int n, Request request) {
        List<Integer> taken = take(n);
        int[] blocks = taken.stream().mapToInt(Integer::intValue).toArray();
        for (int b : blocks) {
            add(b);
        }
        for (int b : blocks) {
            merge(forest.parent[b]);
        }
        int[] ids = new int[n];
        int at = 0;
        for (int b : blocks) {
            at = forest.processors(b, ids, at);
        }
        return new Placement3d(mesh, ids, blocks);
    }

    /** Takes blocks for {@code n} processors out of the free block record (the state changes). */
    private List<Integer> take(int n) {
        TreeMap<Integer, Integer> wanted = factor(n);
        List<Integer> taken = new ArrayList<>();
        int got = 0;
        while (got < n) {
            int r = wanted.lastKey();
            int b = first(r);
            if (b >= 0) {
                remove(b);
                taken.add(b);
                got += forest.size(b);
                decrement(wanted, r);
            } else if (!splitLarger(r)) {
                if (r == 0) {
                    throw new IllegalStateException("free count " + free() + " but no free block for " + n);
                }
                decrement(wanted, r);
                wanted.merge(r - 1, forest.rankSize[r] / forest.rankSize[r - 1], Integer::sum);
            }
        }
        return taken;
    }

    private static void decrement(TreeMap<Integer, Integer> wanted, int r) {
        int left = wanted.get(r) - 1;
        if (left > 0) {
            wanted.put(r, left);
        } else {
            wanted.remove(r);
        }
    }

    /** The request block record: how many blocks of each rank make {@code n}, largest first. */
    private TreeMap<Integer, Integer> factor(int n) {
        TreeMap<Integer, Integer> out = new TreeMap<>();
        int left = n;
        while (left > 0) {
            int r = 0;
            while (r + 1 < forest.rankSize.length && forest.rankSize[r + 1] <= left) {
                r++;
            }
            out.merge(r, 1, Integer::sum);
            left -= forest.rankSize[r];
        }
        return out;
    }

    /** Splits the first free block of rank {@code r + 1} (splitting larger ones as needed). */
    private boolean splitLarger(int r) {
        if (r + 1 >= fbr.length) {
            return false;
        }
        if (fbr[r + 1].isEmpty() && !splitLarger(r + 1)) {
            return false;
        }
        int b = first(r + 1);
        remove(b);
        for (int c : forest.children[b]) {
            add(c);
        }
        return true;
    }

    /** Merges {@code p} (and then its ancestors) when all its children are free blocks. */
    private void merge(int p) {
        while (p >= 0 && !has(p)) {
            for (int c : forest.children[p]) {
                if (!has(c)) {
                    return;
                }
            }
            for (int c : forest.children[p]) {
                remove(c);
            }
            add(p);
            p = forest.parent[p];
        }
    }

    @Override
    protected void taken(Placement3d p) {
        for (int b : blocksOf(p)) {
            if (!has(b)) {
                // split the free ancestor that covers b down to it
                List<Integer> path = new ArrayList<>();
                int a = b;
                while (!has(a)) {
                    path.add(a);
                    a = forest.parent[a];
                    if (a < 0) {
                        throw new IllegalStateException("no free block covers block " + b);
                    }
                }
                path.add(a);
                for (int i = path.size() - 1; i > 0; i--) {
                    int up = path.get(i);
                    remove(up);
                    for (int c : forest.children[up]) {
                        add(c);
                    }
                }
            }
            remove(b);
        }
    }

    @Override
    protected void returned(Placement3d p) {
        int[] blocks = blocksOf(p);
        for (int b : blocks) {
            add(b);
        }
        for (int b : blocks) {
            merge(forest.parent[b]);
        }
    }

    private int[] blocksOf(Placement3d p) {
        int[] blocks = p.parts();
        if (blocks.length == 0) {
            throw new IllegalArgumentException(p.describe() + " was not made by a buddy allocator");
        }
        return blocks;
    }

    /** The free block record must be the maximal free blocks of the hierarchy. */
    @Override
    protected void checkIndexes() {
        int n = forest.blocks();
        boolean[] allFree = new boolean[n];
        // children have higher numbers than their parents in the layered and octet forests and lower
        // ones in the granular forest, so settle each block recursively
        for (int b = 0; b < n; b++) {
            allFree[b] = allFree(b);
        }
        for (int b = 0; b < n; b++) {
            boolean maximal = allFree[b] && (forest.parent[b] < 0 || !allFree[forest.parent[b]]);
            if (maximal != has(b)) {
                throw new IllegalStateException("block " + b + " (" + forest.x[b] + "," + forest.y[b] + ","
                        + forest.z[b] + " size " + forest.size(b) + ") is " + (has(b) ? "" : "not ")
                        + "in the free block record but " + (maximal ? "is" : "is not") + " a maximal free block");
            }
        }
    }

    private boolean allFree(int b) {
        int[] ids = new int[forest.size(b)];
        forest.processors(b, ids, 0);
        for (int id : ids) {
            if (busy[id]) {
                return false;
            }
        }
        return true;
    }
}
