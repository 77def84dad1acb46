package org.schedlab.core.testing;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Request;

/**
 * A flat allocator seen only through {@link Allocator}: it forwards every call but implements no
 * capability ({@code CountsSuffice}, {@code TestsPlacements}) and is not a decorator, so schedulers
 * treat it as they treat a topology machine's allocator.
 */
public final class CountsOnly implements Allocator {
    private final FlatAllocator flat;

    public CountsOnly(FlatAllocator flat) {
        this.flat = flat;
    }

    @Override
    public Allocation find(Request request) {
        return flat.find(request);
    }

    @Override
    public void commit(Allocation allocation) {
        flat.commit(allocation);
    }

    @Override
    public void release(Allocation allocation) {
        flat.release(allocation);
    }

    @Override
    public int capacity() {
        return flat.capacity();
    }

    @Override
    public int free() {
        return flat.free();
    }

    @Override
    public Allocator copy() {
        return new CountsOnly(flat.copy());
    }

    @Override
    public void checkInvariants() {
        flat.checkInvariants();
    }
}
