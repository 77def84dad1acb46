package org.schedlab.mesh3d.alloc;

import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * A placement rule that takes any free processors, so that every request of at most {@code free()}
 * processors is served ({@link CountsSuffice}: EASY and conservative plan on free counts).
 */
abstract class NonContiguousAllocator extends Mesh3dAllocator implements CountsSuffice {
    NonContiguousAllocator(Mesh3d mesh) {
        super(mesh);
    }

    NonContiguousAllocator(NonContiguousAllocator other) {
        super(other);
    }

    @Override
    public final boolean fits(Request request) {
        int n = request.processors();
        return n >= 1 && n <= free();
    }
}
