package org.schedlab.fattree.alloc;

/**
 * Non-contiguous allocation (Pascual, Navaridas and Miguel-Alonso, JSSPP 2009, section 3): the
 * {@code size} free nodes of lowest id, whatever switches connect them. Fits whenever enough
 * nodes are free. Cost O(k^n / 64 + size).
 */
final class NonContiguousPolicy implements Policy {
    static final NonContiguousPolicy INSTANCE = new NonContiguousPolicy();

    private NonContiguousPolicy() {}

    @Override
    public int[] select(TreeOccupancy occupancy, int size) {
        int[] out = new int[size];
        int n = occupancy.tree().n();
        occupancy.lowestFree(n, 0, size, out, 0);
        return out;
    }

    @Override
    public boolean fits(TreeOccupancy occupancy, int size) {
        return true; // 1 <= size <= free
    }

    @Override
    public String spec() {
        return FatTreeAllocators.NONCONTIGUOUS;
    }

    @Override
    public boolean countsSuffice() {
        return true;
    }
}
