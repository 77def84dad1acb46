package org.schedlab.mesh.alloc;

import org.schedlab.mesh.freelist.FreeList;

/** A mesh allocator that keeps the free list of all maximal free submeshes up to date. */
abstract class FreeListAllocator extends AbstractMeshAllocator {
    final FreeList freeList;

    FreeListAllocator(int width, int height, boolean rotate) {
        super(width, height, rotate);
        this.freeList = new FreeList(grid);
    }

    FreeListAllocator(FreeListAllocator other) {
        super(other);
        this.freeList = new FreeList(other.freeList, grid);
    }

    @Override
    final void committed(int xb, int yb, int xe, int ye) {
        freeList.allocated(xb, yb, xe, ye);
    }

    @Override
    final void released(int xb, int yb, int xe, int ye) {
        freeList.released(xb, yb, xe, ye);
    }

    @Override
    final void checkOwnInvariants() {
        freeList.checkInvariants();
    }

    @Override
    public final int freeListSize() {
        return freeList.size();
    }
}
