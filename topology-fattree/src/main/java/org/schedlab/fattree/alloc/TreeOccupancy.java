package org.schedlab.fattree.alloc;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * Which nodes of a k-ary n-tree are free, with the free count of every switch group kept up to
 * date, so that a policy can skip whole subtrees without looking at their nodes.
 *
 * <p>State: one bit per node in a {@code long[]} (set = free; nodes that are not installed are
 * never set) and, for every level {@code 1..n}, the number of free nodes of each aligned group,
 * stored in one array so that {@link #copy()} is two array copies. Marking a placement busy or
 * free goes through its {@link Footprint} (computed once per placement): one masked word operation
 * per 64-node word it touches and one counter update per switch group it touches, instead of
 * {@code n} counter updates per node. Topology-aware EASY releases every running job on a what-if
 * copy at each pass, so this is its hot path. {@link #firstGroup} visits only subtrees whose free
 * count reaches the requested minimum.
 */
final class TreeOccupancy {
    private final KaryNTree tree;
    private final int k;
    private final int n;
    /** {@code span[l] = k^l}. */
    private final int[] span;
    /** Start of level {@code l}'s group counts in {@link #counts}, for {@code l = 1..n}. */
    private final int[] offset;

    private final long[] free;
    private final int[] counts;
    private int freeTotal;

    TreeOccupancy(KaryNTree tree) {
        this.tree = tree;
        this.k = tree.k();
        this.n = tree.n();
        this.span = new int[n + 1];
        this.offset = new int[n + 2];
        span[0] = 1;
        for (int l = 1; l <= n; l++) {
            span[l] = span[l - 1] * k;
        }
        int total = 0;
        for (int l = 1; l <= n; l++) {
            offset[l] = total;
            total += span[n - l];
        }
        offset[n + 1] = total;
        this.counts = new int[total];
        this.free = new long[(span[n] + 63) >>> 6];
        int installed = tree.installed();
        for (int w = 0; w < installed >>> 6; w++) {
            free[w] = -1L;
        }
        if ((installed & 63) != 0) {
            free[installed >>> 6] = (1L << (installed & 63)) - 1;
        }
        this.freeTotal = installed;
        for (int l = 1; l <= n; l++) {
            for (int g = 0; g < span[n - l]; g++) {
                int lo = g * span[l];
                counts[offset[l] + g] = Math.max(0, Math.min(lo + span[l], installed) - lo);
            }
        }
    }

    private TreeOccupancy(TreeOccupancy other) {
        this.tree = other.tree;
        this.k = other.k;
        this.n = other.n;
        this.span = other.span;
        this.offset = other.offset;
        this.free = other.free.clone();
        this.counts = other.counts.clone();
        this.freeTotal = other.freeTotal;
    }

    KaryNTree tree() {
        return tree;
    }

    TreeOccupancy copy() {
        return new TreeOccupancy(this);
    }

    /** Free installed nodes. */
    int free() {
        return freeTotal;
    }

    /** Free nodes in level-{@code level} group {@code group}. */
    int free(int level, int group) {
        if (level == 0) {
            return isFree(group) ? 1 : 0;
        }
        return counts[offset[level] + group];
    }

    boolean isFree(int node) {
        return (free[node >>> 6] & (1L << node)) != 0;
    }

    /** Whether every node of {@code placement} is installed and free. */
    boolean allFree(TreePlacement placement) {
        Footprint f = footprint(placement);
        if (!f.installed) {
            return false;
        }
        for (int i = 0; i < f.words.length; i++) {
            if ((free[f.words[i]] & f.masks[i]) != f.masks[i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether every node of {@code placement} is installed and busy. */
    boolean allBusy(TreePlacement placement) {
        Footprint f = footprint(placement);
        if (!f.installed) {
            return false;
        }
        for (int i = 0; i < f.words.length; i++) {
            if ((free[f.words[i]] & f.masks[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Marks the nodes of {@code placement} busy (the caller has checked {@link #allFree}). */
    void take(TreePlacement placement) {
        Footprint f = footprint(placement);
        for (int i = 0; i < f.words.length; i++) {
            free[f.words[i]] &= ~f.masks[i];
        }
        for (int i = 0; i < f.slots.length; i++) {
            counts[f.slots[i]] -= f.amounts[i];
        }
        freeTotal -= placement.processors();
    }

    /** Marks the nodes of {@code placement} free (the caller has checked {@link #allBusy}). */
    void give(TreePlacement placement) {
        Footprint f = footprint(placement);
        for (int i = 0; i < f.words.length; i++) {
            free[f.words[i]] |= f.masks[i];
        }
        for (int i = 0; i < f.slots.length; i++) {
            counts[f.slots[i]] += f.amounts[i];
        }
        freeTotal += placement.processors();
    }

    /**
     * The first level-{@code level} group, in id order, with at least {@code minFree} free nodes
     * that {@code accept} takes; -1 if none. Subtrees with fewer than {@code minFree} free nodes
     * are skipped whole.
     */
    int firstGroup(int level, int minFree, IntPredicate accept) {
        return search(n, 0, level, minFree, accept);
    }

    private int search(int l, int g, int level, int minFree, IntPredicate accept) {
        if (free(l, g) < minFree) {
            return -1;
        }
        if (l == level) {
            return accept.test(g) ? g : -1;
        }
        int first = g * k;
        for (int c = first; c < first + k; c++) {
            int r = search(l - 1, c, level, minFree, accept);
            if (r >= 0) {
                return r;
            }
        }
        return -1;
    }

    /**
     * Appends to {@code out} from position {@code pos} the lowest free nodes of level-{@code level}
     * group {@code group}, at most {@code limit} of them, and returns the next position.
     */
    int lowestFree(int level, int group, int limit, int[] out, int pos) {
        int lo = group * span[level];
        int end = lo + span[level];
        int taken = 0;
        int w = lo >>> 6;
        long word = free[w] & (-1L << lo);
        while (taken < limit) {
            while (word == 0) {
                if (++w >= free.length) {
                    return pos;
                }
                word = free[w];
            }
            int node = (w << 6) + Long.numberOfTrailingZeros(word);
            if (node >= end) {
                return pos;
            }
            out[pos++] = node;
            taken++;
            word &= word - 1;
        }
        return pos;
    }

    /**
     * Audits the state against a recomputation from the node bits.
     *
     * @throws IllegalStateException describing the first disagreement
     */
    void check() {
        int installed = tree.installed();
        int count = 0;
        for (int node = 0; node < span[n]; node++) {
            if (isFree(node)) {
                if (node >= installed) {
                    throw new IllegalStateException(
                            "node " + node + " is free but not installed (" + installed + " installed)");
                }
                count++;
            }
        }
        if (count != freeTotal) {
            throw new IllegalStateException("free total " + freeTotal + " but " + count + " nodes free");
        }
        for (int l = 1; l <= n; l++) {
            for (int g = 0; g < span[n - l]; g++) {
                int lo = g * span[l];
                int expected = 0;
                for (int node = lo; node < lo + span[l]; node++) {
                    expected += isFree(node) ? 1 : 0;
                }
                if (counts[offset[l] + g] != expected) {
                    throw new IllegalStateException("level " + l + " group " + g + " counts " + counts[offset[l] + g]
                            + " free nodes but has " + expected);
                }
            }
        }
    }

    /** The free node ids, ascending (tests and messages). */
    int[] freeNodes() {
        int[] out = new int[freeTotal];
        int pos = 0;
        for (int node = 0; node < span[n] && pos < out.length; node++) {
            if (isFree(node)) {
                out[pos++] = node;
            }
        }
        return pos == out.length ? out : Arrays.copyOf(out, pos);
    }

    @Override
    public String toString() {
        return tree + ", free " + Arrays.toString(freeNodes());
    }

    /** The footprint of {@code placement} on this tree, computed on first use and kept in the placement. */
    private Footprint footprint(TreePlacement placement) {
        Footprint f = placement.footprint;
        if (f == null || f.offset != offset) {
            f = new Footprint(placement.nodesView(), tree.installed(), n, span, offset);
            placement.footprint = f;
        }
        return f;
    }

    /**
     * What a placement touches in this tree's state: the 64-node words of the bitmap with the
     * placement's bits in each, and the group counters with the number of the placement's nodes in
     * each group. {@code offset} identifies the layout it was computed for (copies of a state share
     * it).
     */
    static final class Footprint {
        final int[] offset;
        final boolean installed;
        final int[] words;
        final long[] masks;
        final int[] slots;
        final int[] amounts;

        Footprint(int[] nodes, int installedNodes, int n, int[] span, int[] offset) {
            this.offset = offset;
            int k = span[1];
            // one pass over the (ascending) nodes builds the words and the level-1 runs; a
            // division only where a new group starts
            int[] w = new int[nodes.length];
            long[] m = new long[nodes.length];
            int[] g1 = new int[nodes.length];
            int[] a1 = new int[nodes.length];
            int nw = 0;
            int n1 = 0;
            int bound = 0;
            boolean ok = true;
            for (int node : nodes) {
                if (node < 0 || node >= installedNodes) {
                    ok = false;
                    break;
                }
                int word = node >>> 6;
                if (nw > 0 && w[nw - 1] == word) {
                    m[nw - 1] |= 1L << node;
                } else {
                    w[nw] = word;
                    m[nw++] = 1L << node;
                }
                if (node < bound) {
                    a1[n1 - 1]++;
                } else {
                    int g = node / k;
                    bound = g * k + k;
                    g1[n1] = g;
                    a1[n1++] = 1;
                }
            }
            this.installed = ok;
            this.words = Arrays.copyOf(w, ok ? nw : 0);
            this.masks = Arrays.copyOf(m, ok ? nw : 0);
            // level l + 1 from level l's (group, count) runs: no level has more runs than level 1
            int[] s = new int[ok ? n1 * n : 0];
            int[] a = new int[s.length];
            int ns = 0;
            if (ok) {
                System.arraycopy(g1, 0, s, 0, n1);
                System.arraycopy(a1, 0, a, 0, n1);
                ns = n1;
                int[] levelStart = new int[n + 2];
                levelStart[2] = n1;
                for (int l = 2; l <= n; l++) {
                    int last = -1;
                    for (int i = levelStart[l - 1]; i < levelStart[l]; i++) {
                        int g = s[i] / k;
                        if (g == last) {
                            a[ns - 1] += a[i];
                        } else {
                            s[ns] = g;
                            a[ns++] = a[i];
                            last = g;
                        }
                    }
                    levelStart[l + 1] = ns;
                }
                // group numbers to counter slots
                for (int l = 1; l <= n; l++) {
                    for (int i = levelStart[l]; i < levelStart[l + 1]; i++) {
                        s[i] += offset[l];
                    }
                }
            }
            this.slots = Arrays.copyOf(s, ns);
            this.amounts = Arrays.copyOf(a, ns);
        }
    }
}
