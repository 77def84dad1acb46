package org.schedlab.fattree.alloc;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntPredicate;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * Which nodes of a k-ary n-tree are free, with the free count of every switch group kept up to
 * date, so that a policy can skip whole subtrees without looking at their nodes.
 *
 * <p>State: one bit per node (set = free; nodes that are not installed are never set) and, for
 * every level {@code 1..n}, the number of free nodes of each aligned group, stored in one array so
 * that {@link #copy()} is two array copies. Marking a node busy or free costs O(n); {@link
 * #firstGroup} visits only subtrees whose free count reaches the requested minimum.
 */
final class TreeOccupancy {
    private final KaryNTree tree;
    private final int k;
    private final int n;
    /** {@code span[l] = k^l}. */
    private final int[] span;
    /** Start of level {@code l}'s group counts in {@link #counts}, for {@code l = 1..n}. */
    private final int[] offset;

    private final BitSet free;
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
        this.free = new BitSet(span[n]);
        free.set(0, tree.installed());
        this.freeTotal = tree.installed();
        for (int l = 1; l <= n; l++) {
            for (int g = 0; g < span[n - l]; g++) {
                int lo = g * span[l];
                counts[offset[l] + g] = Math.max(0, Math.min(lo + span[l], tree.installed()) - lo);
            }
        }
    }

    private TreeOccupancy(TreeOccupancy other) {
        this.tree = other.tree;
        this.k = other.k;
        this.n = other.n;
        this.span = other.span;
        this.offset = other.offset;
        this.free = (BitSet) other.free.clone();
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
            return free.get(group) ? 1 : 0;
        }
        return counts[offset[level] + group];
    }

    boolean isFree(int node) {
        return free.get(node);
    }

    /** Whether every node of {@code nodes} is installed and free. */
    boolean allFree(int[] nodes) {
        for (int node : nodes) {
            if (node < 0 || node >= tree.installed() || !free.get(node)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every node of {@code nodes} is installed and busy. */
    boolean allBusy(int[] nodes) {
        for (int node : nodes) {
            if (node < 0 || node >= tree.installed() || free.get(node)) {
                return false;
            }
        }
        return true;
    }

    /** Marks free nodes busy (the caller has checked {@link #allFree}). */
    void take(int[] nodes) {
        for (int node : nodes) {
            free.clear(node);
            int g = node;
            for (int l = 1; l <= n; l++) {
                g /= k;
                counts[offset[l] + g]--;
            }
        }
        freeTotal -= nodes.length;
    }

    /** Marks busy nodes free (the caller has checked {@link #allBusy}). */
    void give(int[] nodes) {
        for (int node : nodes) {
            free.set(node);
            int g = node;
            for (int l = 1; l <= n; l++) {
                g /= k;
                counts[offset[l] + g]++;
            }
        }
        freeTotal += nodes.length;
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
        int end = (group + 1) * span[level];
        int node = free.nextSetBit(group * span[level]);
        int taken = 0;
        while (taken < limit && node >= 0 && node < end) {
            out[pos++] = node;
            taken++;
            node = free.nextSetBit(node + 1);
        }
        return pos;
    }

    /**
     * Audits the state against a recomputation from the node bits.
     *
     * @throws IllegalStateException describing the first disagreement
     */
    void check() {
        if (free.length() > tree.installed()) {
            throw new IllegalStateException(
                    "node " + (free.length() - 1) + " is free but not installed (" + tree.installed() + " installed)");
        }
        if (free.cardinality() != freeTotal) {
            throw new IllegalStateException("free total " + freeTotal + " but " + free.cardinality() + " nodes free");
        }
        for (int l = 1; l <= n; l++) {
            for (int g = 0; g < span[n - l]; g++) {
                int lo = g * span[l];
                int expected = free.get(lo, lo + span[l]).cardinality();
                if (counts[offset[l] + g] != expected) {
                    throw new IllegalStateException("level " + l + " group " + g + " counts " + counts[offset[l] + g]
                            + " free nodes but has " + expected);
                }
            }
        }
    }

    /** The free node ids, ascending (tests and messages). */
    int[] freeNodes() {
        return free.stream().toArray();
    }

    @Override
    public String toString() {
        return tree + ", free " + Arrays.toString(freeNodes());
    }
}
