package org.schedlab.fattree.alloc;

/** Where a job of a given size goes on the current occupancy: one fat-tree allocation policy. */
interface Policy {
    /**
     * The nodes for a job of {@code size} nodes, ascending, or {@code null} if the policy finds no
     * place now. Must not change {@code occupancy}; {@code 1 <= size <= occupancy.free()}.
     */
    int[] select(TreeOccupancy occupancy, int size);

    /**
     * Whether {@link #select} would find a place, without picking the nodes; same preconditions.
     */
    default boolean fits(TreeOccupancy occupancy, int size) {
        return select(occupancy, size) != null;
    }

    /** The stable name and arguments, as typed after {@code --allocator}. */
    String spec();

    /** Whether any request of at most the free node count always fits (the allocator then declares {@link
     * org.schedlab.core.alloc.CountsSuffice}). */
    default boolean countsSuffice() {
        return false;
    }
}
