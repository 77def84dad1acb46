package org.schedlab.fattree.alloc;

/**
 * Contiguous allocation (Pascual, Navaridas and Miguel-Alonso, JSSPP 2009, section 3; algorithms.md
 * 5.2): a job of {@code size} nodes has level {@code L}, the lowest stage with {@code k^L >= size};
 * it goes to the first aligned group of {@code k^L} nodes, in id order, with at least {@code size}
 * free nodes, on that group's lowest free ids. Its traffic then never crosses a switch above stage
 * {@code L}.
 *
 * <p>Cost: the group search skips every subtree with fewer than {@code size} free nodes (per-group
 * free counts), so it visits at most all {@code k^(n-L)} level-{@code L} groups and their
 * ancestors, never the nodes; then O(k^L / 64 + size) to pick the nodes.
 */
final class ContiguousPolicy implements Policy {
    static final ContiguousPolicy INSTANCE = new ContiguousPolicy();

    private ContiguousPolicy() {}

    @Override
    public int[] select(TreeOccupancy occupancy, int size) {
        return contiguous(occupancy, size);
    }

    @Override
    public boolean fits(TreeOccupancy occupancy, int size) {
        return contiguousFits(occupancy, size);
    }

    /** Whether a contiguous placement exists; shared with the quasi-contiguous policy. */
    static boolean contiguousFits(TreeOccupancy occupancy, int size) {
        return occupancy.firstGroup(occupancy.tree().jobLevel(size), size, g -> true) >= 0;
    }

    /** The contiguous placement, or {@code null}; shared with the quasi-contiguous policy. */
    static int[] contiguous(TreeOccupancy occupancy, int size) {
        int level = occupancy.tree().jobLevel(size);
        int group = occupancy.firstGroup(level, size, g -> true);
        if (group < 0) {
            return null;
        }
        int[] out = new int[size];
        occupancy.lowestFree(level, group, size, out, 0);
        return out;
    }

    @Override
    public String spec() {
        return FatTreeAllocators.CONTIGUOUS;
    }
}
