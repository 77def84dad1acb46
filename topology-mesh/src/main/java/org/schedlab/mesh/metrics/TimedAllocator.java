package org.schedlab.mesh.metrics;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Request;

/**
 * Wraps an allocator and counts its {@code find}, {@code commit} and {@code release} calls with the
 * wall-clock nanoseconds spent in each ({@link System#nanoTime}; about 20-40 ns of timer overhead
 * per call). It is an optional counter for "allocation and deallocation time" as our
 * implementation measures it; precise costs come from the JMH benchmarks. {@link #copy} returns an
 * undecorated copy of the wrapped allocator, so what-if planning does not pollute the counts.
 */
public final class TimedAllocator implements Allocator {
    private final Allocator delegate;
    private long finds;
    private long findNanos;
    private long commits;
    private long commitNanos;
    private long releases;
    private long releaseNanos;

    public TimedAllocator(Allocator delegate) {
        this.delegate = delegate;
    }

    /** The wrapped allocator. */
    public Allocator delegate() {
        return delegate;
    }

    @Override
    public Allocation find(Request request) {
        long t = System.nanoTime();
        Allocation a = delegate.find(request);
        findNanos += System.nanoTime() - t;
        finds++;
        return a;
    }

    @Override
    public void commit(Allocation allocation) {
        long t = System.nanoTime();
        delegate.commit(allocation);
        commitNanos += System.nanoTime() - t;
        commits++;
    }

    @Override
    public void release(Allocation allocation) {
        long t = System.nanoTime();
        delegate.release(allocation);
        releaseNanos += System.nanoTime() - t;
        releases++;
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
    public void checkInvariants() {
        delegate.checkInvariants();
    }

    public long finds() {
        return finds;
    }

    public long findNanos() {
        return findNanos;
    }

    public long commits() {
        return commits;
    }

    public long commitNanos() {
        return commitNanos;
    }

    public long releases() {
        return releases;
    }

    public long releaseNanos() {
        return releaseNanos;
    }

    /** Mean nanoseconds per call of one kind, or NaN when there was none. */
    public static double mean(long nanos, long calls) {
        return calls == 0 ? Double.NaN : (double) nanos / calls;
    }
}
