package org.schedlab.core.alloc;

import java.util.stream.IntStream;
import org.schedlab.core.job.Request;

/**
 * An allocator that passes every call to another one; decorators (timing, recording) extend it
 * and override only the calls they observe. {@link #copy()} returns an undecorated copy of the
 * delegate, so what-if planning is never observed. A decorator does not declare the optional
 * capabilities ({@link TestsPlacements}, {@link CountsSuffice}) of what it wraps: {@link
 * Capabilities#has} and {@link Capabilities#as} look through it to the delegate.
 */
public abstract class ForwardingAllocator implements Allocator {
    private final Allocator delegate;

    protected ForwardingAllocator(Allocator delegate) {
        this.delegate = delegate;
    }

    /** The wrapped allocator. */
    protected final Allocator delegate() {
        return delegate;
    }

    @Override
    public Allocation find(Request request) {
        return delegate.find(request);
    }

    @Override
    public boolean fits(Request request) {
        return delegate.fits(request);
    }

    @Override
    public void commit(Allocation allocation) {
        delegate.commit(allocation);
    }

    @Override
    public void release(Allocation allocation) {
        delegate.release(allocation);
    }

    @Override
    public int capacity() {
        return delegate.capacity();
    }

    @Override
    public int free() {
        return delegate.free();
    }

    @Override
    public Allocator copy() {
        return delegate.copy();
    }

    @Override
    public boolean canEverFit(Request request) {
        return delegate.canEverFit(request);
    }

    @Override
    public IntStream processorIds(Allocation allocation) {
        return delegate.processorIds(allocation);
    }

    @Override
    public void checkInvariants() {
        delegate.checkInvariants();
    }
}
