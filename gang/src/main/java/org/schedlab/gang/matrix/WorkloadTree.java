package org.schedlab.gang.matrix;

import java.util.Arrays;

/**
 * The binary workload tree of Zhou, Walsh and Brent (JSSPP 2000, section 3) over {@code P}
 * processors ({@code log2 P + 1} levels). A leaf holds the number of idle slots of its processor;
 * an inner node holds the sum of its children when both are non-zero and 0 otherwise, so a node is
 * non-zero exactly when every processor of its block has at least one idle slot. By Property 1 of
 * the paper (re-packing), such a block can then be made idle in a single slot with legal shifts
 * ({@link OusterhoutMatrix#makeIdle}); a non-zero root means a whole slot can be freed and deleted.
 *
 * <p>Stored as an implicit heap: node 1 is the root, node {@code i} has children {@code 2i} and
 * {@code 2i+1}, the leaf of processor {@code q} is node {@code P + q}. Updating a leaf costs
 * {@code O(log P)}, every leaf of a block {@code O(|b| + log P)}; reading a node {@code O(1)}.
 */
public final class WorkloadTree {
    private final int processors;
    private final int[] node;

    /** A tree over {@code processors} (a power of two) with every leaf 0. */
    public WorkloadTree(int processors) {
        if (processors < 1 || Integer.bitCount(processors) != 1) {
            throw new IllegalArgumentException("processors must be a power of two: " + processors);
        }
        this.processors = processors;
        this.node = new int[2 * processors];
    }

    /** The tree whose leaves are {@code leaves} (one per processor), built bottom-up. */
    public static WorkloadTree of(int[] leaves) {
        WorkloadTree t = new WorkloadTree(leaves.length);
        System.arraycopy(leaves, 0, t.node, leaves.length, leaves.length);
        for (int i = leaves.length - 1; i >= 1; i--) {
            t.node[i] = combine(t.node[2 * i], t.node[2 * i + 1]);
        }
        return t;
    }

    /** The paper's node-value rule. */
    static int combine(int left, int right) {
        return left > 0 && right > 0 ? left + right : 0;
    }

    public int processors() {
        return processors;
    }

    /** The value of the root (all processors). */
    public int root() {
        return node[1];
    }

    /** The leaf value of {@code processor}. */
    public int leaf(int processor) {
        return node[processors + processor];
    }

    /** The value of the node of block {@code b}. */
    public int value(Block b) {
        return node[processors / b.size() + b.start() / b.size()];
    }

    /** Adds {@code delta} to the leaf of {@code processor} and updates its ancestors. */
    public void add(int processor, int delta) {
        int i = processors + processor;
        node[i] += delta;
        if (node[i] < 0) {
            throw new IllegalStateException("negative idle count on processor " + processor);
        }
        for (i >>>= 1; i >= 1; i >>>= 1) {
            node[i] = combine(node[2 * i], node[2 * i + 1]);
        }
    }

    /**
     * Adds {@code delta} to every leaf of {@code b}, then recomputes the block's subtree level by
     * level and its ancestors: {@code O(|b| + log P)}.
     */
    public void add(Block b, int delta) {
        add(b.start(), b.end(), delta);
    }

    /**
     * Adds {@code delta} to every leaf of the processors {@code [from, to)} (any range, such as
     * the cells of a job on part of its block), then recomputes their ancestors level by level:
     * {@code O(to - from + log P)}.
     */
    public void add(int from, int to, int delta) {
        int lo = processors + from;
        int hi = processors + to - 1;
        for (int i = lo; i <= hi; i++) {
            node[i] += delta;
            if (node[i] < 0) {
                throw new IllegalStateException("negative idle count on processor " + (i - processors));
            }
        }
        while (lo > 1) {
            lo >>>= 1;
            hi >>>= 1;
            for (int i = lo; i <= hi; i++) {
                node[i] = combine(node[2 * i], node[2 * i + 1]);
            }
        }
    }

    /**
     * Among the blocks of {@code size} with a non-zero value, the one with the largest value (the
     * least loaded), ties to the leftmost; null when every such block is 0.
     */
    public Block best(int size) {
        int first = processors / size;
        int bestNode = -1;
        for (int i = first; i < 2 * first; i++) {
            if (node[i] > 0 && (bestNode < 0 || node[i] > node[bestNode])) {
                bestNode = i;
            }
        }
        return bestNode < 0 ? null : new Block((bestNode - first) * size, size);
    }

    /** Whether both trees hold the same values in every node. */
    public boolean sameAs(WorkloadTree other) {
        return Arrays.equals(node, other.node);
    }

    /** The first node whose value differs from {@code other}'s, as text, or null. */
    String firstDifference(WorkloadTree other) {
        for (int i = 1; i < node.length; i++) {
            if (node[i] != other.node[i]) {
                return "node " + i + ": " + node[i] + " != recomputed " + other.node[i];
            }
        }
        return null;
    }
}
