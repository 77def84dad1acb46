package org.schedlab.mesh3d.alloc;

import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * {@code simple}: the {@code n} free processors of lowest id ({@code x} fastest), whatever their
 * distance: the baseline that ignores the topology. {@code find} costs O(N).
 */
public final class SimpleAllocator extends NonContiguousAllocator {
    /** An empty machine. */
    public SimpleAllocator(Mesh3d mesh) {
        super(mesh);
    }

    private SimpleAllocator(SimpleAllocator other) {
        super(other);
    }

    @Override
    protected Placement3d place(int n, Request request) {
        int[] ids = new int[n];
        int k = 0;
        for (int id = 0; k < n; id++) {
            if (!busy[id]) {
                ids[k++] = id;
            }
        }
        return new Placement3d(mesh, ids);
    }

    @Override
    public SimpleAllocator copy() {
        return new SimpleAllocator(this);
    }
}
