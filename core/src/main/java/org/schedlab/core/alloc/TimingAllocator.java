package org.schedlab.core.alloc;

import org.schedlab.core.job.Request;

/**
 * Wraps an allocator and measures the wall-clock time of its calls with {@link System#nanoTime()}:
 * allocation (every {@code find}, successful or not, plus {@code commit}) and deallocation
 * ({@code release}). For reporting an allocator's cost inside real runs; precise per-operation
 * costs come from the JMH benchmarks. Copies are not timed.
 */
public final class TimingAllocator extends ForwardingAllocator {
    private long findCalls;
    private long commits;
    private long releases;
    private long allocateNanos;
    private long releaseNanos;

    public TimingAllocator(Allocator inner) {
        super(inner);
    }

    @Override
    public Allocation find(Request request) {
        long t = System.nanoTime();
        Allocation a = super.find(request);
        allocateNanos += System.nanoTime() - t;
        findCalls++;
        return a;
    }

    @Override
    public void commit(Allocation allocation) {
        long t = System.nanoTime();
        super.commit(allocation);
        allocateNanos += System.nanoTime() - t;
        commits++;
    }

    @Override
    public void release(Allocation allocation) {
        long t = System.nanoTime();
        super.release(allocation);
        releaseNanos += System.nanoTime() - t;
        releases++;
    }

    /** Committed placements. */
    public long commits() {
        return commits;
    }

    /** Releases. */
    public long releases() {
        return releases;
    }

    /** Calls to {@code find}, successful or not. */
    public long findCalls() {
        return findCalls;
    }

    /**
     * Time spent finding and committing placements per committed job (failed searches for a job
     * that waits are charged to the jobs that do start), in nanoseconds; 0 before any commit.
     */
    public double allocateNanosPerJob() {
        return commits == 0 ? 0 : (double) allocateNanos / commits;
    }

    /** Time per release, in nanoseconds; 0 before any release. */
    public double releaseNanosPerJob() {
        return releases == 0 ? 0 : (double) releaseNanos / releases;
    }
}
