package org.schedlab.mesh.alloc;

/**
 * First fit: Y. Zhu, "Efficient processor allocation strategies for mesh-connected parallel
 * computers", Journal of Parallel and Distributed Computing 16(4), 1992 (algorithms.md 1.5).
 *
 * <p>Bases are scanned row-major (smallest {@code y}, then smallest {@code x}) on the occupancy
 * bitmap and the first base whose {@code w x h} submesh is free is taken; the rotated request is
 * tried only when the requested one fits nowhere. Zhu derives the valid bases from a coverage
 * array; this scan reaches the same base and jumps past a busy column instead of building the
 * array.
 *
 * <p>Cost: {@code find} is {@code O(H * (W / w + 1) * h * W / 64)} in the worst case, far less on a
 * lightly loaded mesh; commit and release update the grid and the busy list.
 */
final class FirstFitAllocator extends AbstractMeshAllocator {
    FirstFitAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
    }

    private FirstFitAllocator(FirstFitAllocator other) {
        super(other);
    }

    @Override
    public String name() {
        return MeshAllocators.FIRST_FIT;
    }

    @Override
    long place(int w, int h) {
        long key = w <= width && h <= height ? Placements.rowMajorFirstFit(grid, w, h) : -1;
        if (key < 0 && rotate && w != h && h <= width && w <= height) {
            key = Placements.rowMajorFirstFit(grid, h, w);
        }
        return key;
    }

    @Override
    public FirstFitAllocator copy() {
        return new FirstFitAllocator(this);
    }
}
