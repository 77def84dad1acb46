package org.schedlab.mesh.alloc;

import java.util.List;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.alloc.WorkCounting;
import org.schedlab.mesh.geometry.Submesh;

/**
 * A contiguous submesh allocator for {@code M(W, H)}. Placements are {@link Submesh} records. Every
 * mesh allocator counts its work in the mesh cost model ({@link
 * org.schedlab.mesh.geometry.WorkMeter}, topology-mesh README).
 *
 * <p>Requests: {@link org.schedlab.mesh.geometry.SubmeshRequest} and the core {@link
 * org.schedlab.core.job.ShapedRequest} (read as {@code width x height}). Any other request must be
 * mapped by the machine first ({@link org.schedlab.mesh.mapping.RequestMapper}); {@link #find}
 * throws {@link IllegalArgumentException} for it. Build instances with {@link MeshAllocators}.
 */
public interface MeshAllocator extends TestsPlacements, WorkCounting {
    /** The stable allocator name ({@code mpl}, {@code fsc}, ...), as registered. */
    String name();

    /** Mesh width {@code W} (columns). */
    int width();

    /** Mesh height {@code H} (rows). */
    int height();

    /** Whether orientation switching is on. */
    boolean rotates();

    /** Whether node {@code (x, y)} is busy. */
    boolean isBusy(int x, int y);

    /** The committed submeshes in commit order. */
    List<Submesh> busySubmeshes();

    /**
     * The row-major ids of a submesh's nodes on this mesh ({@link Submesh#processorIds(int)}): node
     * {@code (x, y)} is processor {@code (y - 1) W + x - 1}.
     */
    @Override
    default IntStream processorIds(Allocation allocation) {
        return ((Submesh) allocation).processorIds(width());
    }

    /**
     * Number of maximal free submeshes when this allocator keeps a free list, else -1 (a quality
     * measure of the free-list schemes).
     */
    default int freeListSize() {
        return -1;
    }

    @Override
    MeshAllocator copy();
}
