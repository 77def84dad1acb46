package org.schedlab.fattree.tree;

/**
 * The shape of a k-ary n-tree (Petrini and Vanneschi, IPPS 1997) as seen by job allocation:
 * {@code k^n} compute nodes under {@code n} stages of switches with {@code k} down-ports each,
 * of which only the first {@code installed} nodes exist.
 *
 * <p>Conventions (algorithms.md 5.1): node ids run from 0 to {@code k^n - 1}; stages are numbered
 * bottom-up as in Pascual, Navaridas and Miguel-Alonso (JSSPP 2009, section 3), stage 1 being the
 * switches attached to the nodes. The nodes below one stage-{@code s} switch subtree form the
 * aligned <em>group</em> {@code floor(id / k^s)} of {@code k^s} consecutive ids; level 0 groups are
 * single nodes and the one level-{@code n} group is the whole tree. Two nodes talk through
 * switches up to the lowest stage whose group holds both. Nodes with id {@code >= installed} are
 * not installed (the paper's traces come from machines smaller than the tree) and are never
 * allocated.
 *
 * @param k switch arity (down-ports per switch), {@code >= 2}
 * @param n number of stages, {@code >= 1}
 * @param installed number of installed nodes, {@code 1 <= installed <= k^n}
 */
public record KaryNTree(int k, int n, int installed) {
    /** The largest tree accepted: 2^24 nodes (allocator state grows linearly with the nodes). */
    public static final int MAX_NODES = 1 << 24;

    public KaryNTree {
        if (k < 2) {
            throw new IllegalArgumentException("k must be >= 2, got " + k);
        }
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1, got " + n);
        }
        long nodes = 1;
        for (int i = 0; i < n; i++) {
            nodes *= k;
            if (nodes > MAX_NODES) {
                throw new IllegalArgumentException(k + "-ary " + n + "-tree has more than " + MAX_NODES + " nodes");
            }
        }
        if (installed < 1 || installed > nodes) {
            throw new IllegalArgumentException("installed nodes must be in [1, " + nodes + "], got " + installed);
        }
    }

    /** A complete tree: every one of the {@code k^n} nodes installed. */
    public static KaryNTree complete(int k, int n) {
        return new KaryNTree(k, n, pow(k, n));
    }

    /** Number of node positions, {@code k^n}. */
    public int nodes() {
        return pow(k, n);
    }

    /** Nodes below one stage-{@code level} switch: {@code k^level} ({@code 1} at level 0). */
    public int groupSize(int level) {
        checkLevel(level);
        return pow(k, level);
    }

    /** Number of level-{@code level} groups: {@code k^(n - level)}. */
    public int groups(int level) {
        checkLevel(level);
        return pow(k, n - level);
    }

    /** The level-{@code level} group holding {@code node}. */
    public int group(int node, int level) {
        return node / groupSize(level);
    }

    /**
     * The level of a job of {@code size} nodes (the paper's "level of a job"): the lowest stage
     * {@code L >= 1} with {@code k^L >= size}.
     *
     * @throws IllegalArgumentException if {@code size} is not in {@code [1, k^n]}
     */
    public int jobLevel(int size) {
        if (size < 1 || size > nodes()) {
            throw new IllegalArgumentException("job size must be in [1, " + nodes() + "], got " + size);
        }
        int level = 1;
        long span = k;
        while (span < size) {
            span *= k;
            level++;
        }
        return level;
    }

    /**
     * The highest stage the traffic among {@code nodes} crosses: the lowest level whose group holds
     * all of them (0 for a single node, which needs no switch).
     *
     * @param nodes ascending node ids, at least one
     */
    public int spanLevel(int[] nodes) {
        if (nodes.length == 0) {
            throw new IllegalArgumentException("no nodes");
        }
        int lo = nodes[0];
        int hi = nodes[nodes.length - 1];
        int level = 0;
        while (lo != hi) {
            lo /= k;
            hi /= k;
            level++;
        }
        return level;
    }

    private void checkLevel(int level) {
        if (level < 0 || level > n) {
            throw new IllegalArgumentException("level must be in [0, " + n + "], got " + level);
        }
    }

    private static int pow(int base, int exp) {
        int r = 1;
        for (int i = 0; i < exp; i++) {
            r *= base;
        }
        return r;
    }

    /** {@code k-ary n-tree} with the installed count when smaller than the tree. */
    @Override
    public String toString() {
        return k + "-ary " + n + "-tree" + (installed < nodes() ? " (" + installed + " installed)" : "");
    }
}
