package org.schedlab.fattree.alloc;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;

/**
 * A placement on a k-ary n-tree: the nodes given to a job (ascending, distinct) and the highest
 * switch stage its internal traffic crosses, {@code level} (0 for one node: no switch; {@code L}
 * for a contiguous job of level {@code L} on more than one node; one more for a quasi-contiguous
 * spill). A value: equal placements have equal nodes.
 */
public final class TreePlacement implements Allocation {
    private final int[] nodes;
    private final int level;
    /**
     * What this placement touches in a {@link TreeOccupancy}, computed there on first use and kept
     * here (not part of the value; placements are used by one simulation at a time).
     */
    TreeOccupancy.Footprint footprint;

    /**
     * @param nodes ascending, distinct, non-negative node ids (copied)
     * @param level the highest stage the job's traffic crosses, {@code >= 0}
     */
    public TreePlacement(int[] nodes, int level) {
        this(nodes.clone(), level, true);
    }

    private TreePlacement(int[] nodes, int level, boolean validate) {
        if (validate) {
            if (nodes.length == 0) {
                throw new IllegalArgumentException("a placement needs at least one node");
            }
            for (int i = 0; i < nodes.length; i++) {
                if (nodes[i] < 0 || (i > 0 && nodes[i] <= nodes[i - 1])) {
                    throw new IllegalArgumentException(
                            "nodes must be ascending, distinct and >= 0: " + Arrays.toString(nodes));
                }
            }
            if (level < 0) {
                throw new IllegalArgumentException("level must be >= 0, got " + level);
            }
        }
        this.nodes = nodes;
        this.level = level;
    }

    /** Wraps an ascending array produced by a policy (no copy). */
    static TreePlacement owning(int[] nodes, int level) {
        return new TreePlacement(nodes, level, false);
    }

    @Override
    public int processors() {
        return nodes.length;
    }

    /** The {@code i}-th node, ascending. */
    public int node(int i) {
        return nodes[i];
    }

    /** A copy of the node ids, ascending. */
    public int[] nodes() {
        return nodes.clone();
    }

    /** Node ids without a copy, for this package's allocators (never modified). */
    int[] nodesView() {
        return nodes;
    }

    /** The node ids, ascending: a tree's processors are its nodes. */
    @Override
    public IntStream processorIds() {
        return Arrays.stream(nodes);
    }

    /** The highest switch stage the job's traffic crosses. */
    public int level() {
        return level;
    }

    /** Ranges of consecutive ids and the level, e.g. {@code 0-3;8-9@2}. */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < nodes.length) {
            int j = i;
            while (j + 1 < nodes.length && nodes[j + 1] == nodes[j] + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(';');
            }
            sb.append(nodes[i]);
            if (j > i) {
                sb.append('-').append(nodes[j]);
            }
            i = j + 1;
        }
        return sb.append('@').append(level).toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TreePlacement other && level == other.level && Arrays.equals(nodes, other.nodes);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(nodes) + level;
    }

    @Override
    public String toString() {
        return "TreePlacement[" + describe() + "]";
    }
}
