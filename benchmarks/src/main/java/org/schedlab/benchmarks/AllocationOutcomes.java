package org.schedlab.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Secondary results of an allocator benchmark's {@code allocateAndRelease}: the allocations that
 * found a placement and those that found none, per iteration (a public method here would be taken
 * for a counter: the benchmark adds to the fields).
 */
@AuxCounters(AuxCounters.Type.EVENTS)
@State(Scope.Thread)
public class AllocationOutcomes {
    /** Allocations that found a placement. */
    public long allocated;
    /** Allocations that found none. */
    public long failed;

    /** Counts per iteration. */
    @Setup(Level.Iteration)
    public void reset() {
        allocated = 0;
        failed = 0;
    }
}
