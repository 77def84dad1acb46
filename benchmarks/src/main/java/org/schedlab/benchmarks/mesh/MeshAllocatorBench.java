package org.schedlab.benchmarks.mesh;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.schedlab.benchmarks.AllocationOutcomes;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.workloads.synthetic.MeshSides;

/**
 * Allocation and deallocation cost of every mesh allocator at steady-state occupancy, in
 * nanoseconds per operation.
 *
 * <p>Method. For each workload and mesh size an FCFS simulation is run once per trial on the
 * reference allocator {@value #REFERENCE}, and its allocator calls are recorded as an {@link
 * AllocationStream}: {@value #JOBS} jobs of the window paper's synthetic model (Poisson arrivals,
 * exponential service of mean 1, side lengths uniform on {@code [1, L]} or uniform-decreasing, with
 * {@code L} the mesh side) at {@value #LOAD} times the load a perfectly packed mesh could carry, so
 * the queue never empties and the mesh stays as full as FCFS can keep it. Every allocator then
 * replays the same stream in a loop on its own state ({@link Replay}): an allocation that does not
 * fit in that allocator's state fails and its job is dropped, so each allocator's loop is
 * self-consistent while all of them see the same requests and releases.
 *
 * <p>Benchmarks:
 *
 * <ul>
 *   <li>{@code allocateAndRelease}: one job's work, that is the releases due before the next
 *       allocation plus that allocation ({@code find}, then {@code commit} when it fits). No
 *       per-call timers: this is the headline number. Secondary results {@code allocated} and
 *       {@code failed} count the allocations that fitted and those that did not.
 *   <li>{@code allocate}: one successful allocation ({@code find} + {@code commit}).
 *   <li>{@code failedAllocate}: one {@code find} that returns no placement (a recorded request that
 *       had to wait, or a replayed one that does not fit this allocator's state).
 *   <li>{@code release}: one deallocation.
 * </ul>
 *
 * <p>The three single-call benchmarks move to their next event in a {@code Level.Invocation} setup,
 * so their numbers include JMH's two timer reads per call (some tens of nanoseconds); compare
 * {@code allocateAndRelease} for the fastest allocators.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class MeshAllocatorBench {
    /** Allocator whose placements decide the recorded stream. */
    public static final String REFERENCE = MeshAllocators.FIRST_FIT;
    /** Jobs in a recorded stream. */
    public static final int JOBS = 5000;
    /** Offered load relative to a perfectly packed mesh. */
    public static final double LOAD = 2.0;
    /** Seed of the recorded workload. */
    public static final long SEED = 42;

    private static final Map<String, AllocationStream> STREAMS = new ConcurrentHashMap<>();

    /** The parameters and the replay shared by every benchmark of this class. */
    @State(Scope.Thread)
    public abstract static class Bench {
        /** Allocator name. */
        @Param({"mpl", "fsc", "busy-list", "busy-list-ff", "first-fit"})
        public String allocator;

        /** Mesh side: the mesh is {@code size x size}. */
        @Param({"16", "32", "64", "128", "256"})
        public int size;

        /** Synthetic workload name. */
        @Param({"mesh-uniform", "mesh-decreasing"})
        public String workload;

        Replay replay;

        /** Records (or reuses) the stream and builds a fresh allocator. */
        @Setup(Level.Trial)
        public void setUp() {
            AllocationStream stream = STREAMS.computeIfAbsent(
                    workload + "/" + size,
                    k -> AllocationStream.record(sides(workload), size, LOAD, JOBS, SEED, REFERENCE));
            replay = new Replay(stream, MeshAllocators.create(allocator, size, size, true));
        }

        static MeshSides sides(String name) {
            for (MeshSides s : MeshSides.values()) {
                if (s.workloadName().equals(name)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown mesh workload " + name);
        }
    }

    /** Plain replay, no per-call setup. */
    public static class Cycle extends Bench {}

    /** Positions the replay on an allocation that fits. */
    public static class Fitting extends Bench {
        /** Untimed: the releases and failing allocations before the next fitting one. */
        @Setup(Level.Invocation)
        public void next() {
            replay.skipToFittingAllocate();
        }
    }

    /** Positions the replay on a request that does not fit. */
    public static class Failing extends Bench {
        /** Untimed: everything before the next request that does not fit. */
        @Setup(Level.Invocation)
        public void next() {
            replay.skipToFailingRequest();
        }
    }

    /** Positions the replay on a release of a placed job. */
    public static class Releasing extends Bench {
        /** Untimed: everything before the next release. */
        @Setup(Level.Invocation)
        public void next() {
            replay.skipToLiveRelease();
        }
    }

    /** Releases due, then one allocation attempt. */
    @Benchmark
    public Allocation allocateAndRelease(Cycle state, AllocationOutcomes outcomes) {
        Allocation p = state.replay.releaseThenAllocate();
        if (p == null) {
            outcomes.failed++;
        } else {
            outcomes.allocated++;
        }
        return p;
    }

    /** One allocation that fits. */
    @Benchmark
    public Allocation allocate(Fitting state) {
        return state.replay.doAllocate();
    }

    /** One search that finds no placement. */
    @Benchmark
    public Allocation failedAllocate(Failing state) {
        return state.replay.doFind();
    }

    /** One release. */
    @Benchmark
    public Allocation release(Releasing state) {
        return state.replay.doRelease();
    }
}
