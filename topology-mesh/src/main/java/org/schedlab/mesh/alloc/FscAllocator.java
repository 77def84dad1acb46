package org.schedlab.mesh.alloc;

/**
 * FSC, free-submesh-corner compaction: the second global placement scheme of I. Ababneh, "On
 * submesh allocation for 2D mesh multicomputers using the free-list approach: global placement
 * schemes", Performance Evaluation 66(2), 2009 (the paper does not name it in the text we have;
 * FSC is our name, algorithms.md 1.3).
 *
 * <p>Every placement flush with a corner of a large-enough maximal free submesh (both orientations
 * when switching is on) is scored by its busy neighbours plus its peripheral length; the highest
 * score wins ({@link Candidate} breaks ties). The corners of the maximal free submeshes are exactly
 * the placements wedged into a corner of the free space, so the scheme finds a placement whenever
 * one exists.
 *
 * <p>Cost: {@code find} is {@code O(L * (w + h) / 64)} for {@code L} maximal free submeshes (eight
 * busy-neighbour counts per submesh); commit and release are the free-list updates.
 */
final class FscAllocator extends FreeListAllocator {
    private final Placements.CornerScore contact = Placements.contact(grid);

    FscAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
    }

    private FscAllocator(FscAllocator other) {
        super(other);
    }

    @Override
    public String name() {
        return MeshAllocators.FSC;
    }

    @Override
    long place(int w, int h) {
        return Placements.bestCorner(freeList, w, h, rotate && w != h, contact, meter);
    }

    @Override
    public FscAllocator copy() {
        return new FscAllocator(this);
    }
}
