package org.schedlab.benchmarks.mesh;

import java.util.Arrays;
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
import org.schedlab.benchmarks.mesh.AllocationStream.Kind;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.freelist.FreeList;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;

/**
 * The free list's own updates, without the allocator around them: the commits and releases that
 * MPL makes while replaying {@link MeshAllocatorBench}'s recorded stream once are applied to a fresh
 * occupancy grid and free list, in microseconds per whole pass. No per-call timers, so the release
 * routes can be told apart where {@code MeshAllocatorBench.release} is too noisy.
 *
 * <p>{@code route}: {@code grid} marks the grid only (the floor every allocator pays), {@code bands}
 * forces every release through the column-band enumeration, {@code neighbours} through the
 * neighbour update ({@code org.schedlab.mesh.freelist.Staircases}); allocations are the same in
 * all three.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class FreeListBench {
    /** Mesh side. */
    @Param({"16", "32", "64", "128", "256"})
    public int size;

    /** Synthetic workload name, as in {@link MeshAllocatorBench}. */
    @Param({"mesh-uniform", "mesh-decreasing"})
    public String workload;

    /** What one pass does: {@code grid}, {@code bands} or {@code neighbours}. */
    @Param({"grid", "bands", "neighbours"})
    public String route;

    /** Per operation: 1 commit or 2 release, then the submesh's four coordinates. */
    private int[] ops;

    private int threshold;

    /** Records MPL's operations on the benchmark's stream. */
    @Setup(Level.Trial)
    public void setUp() {
        threshold = switch (route) {
            case "grid", "bands" -> Integer.MAX_VALUE;
            case "neighbours" -> 0;
            default -> throw new IllegalArgumentException("unknown route " + route);
        };
        ops = mplOperations(size, workload);
    }

    /** One pass over MPL's commits and releases; returns the final list length. */
    @Benchmark
    public int pass() {
        OccupancyGrid grid = new OccupancyGrid(size, size);
        FreeList list = route.equals("grid") ? null : new FreeList(grid, threshold);
        int[] o = ops;
        for (int i = 0; i < o.length; i += 5) {
            if (o[i] == 1) {
                grid.markBusy(o[i + 1], o[i + 2], o[i + 3], o[i + 4]);
                if (list != null) {
                    list.allocated(o[i + 1], o[i + 2], o[i + 3], o[i + 4]);
                }
            } else {
                grid.markFree(o[i + 1], o[i + 2], o[i + 3], o[i + 4]);
                if (list != null) {
                    list.released(o[i + 1], o[i + 2], o[i + 3], o[i + 4]);
                }
            }
        }
        return list == null ? grid.busyCount() : list.size();
    }

    /**
     * MPL's commits and releases when it replays the stream of {@link MeshAllocatorBench} for this
     * mesh and workload (jobs that do not fit are dropped, as there).
     */
    static int[] mplOperations(int size, String workload) {
        AllocationStream stream = AllocationStream.record(
                MeshAllocatorBench.Bench.sides(workload),
                size,
                MeshAllocatorBench.LOAD,
                MeshAllocatorBench.JOBS,
                MeshAllocatorBench.SEED,
                MeshAllocatorBench.REFERENCE);
        MeshAllocator mpl = MeshAllocators.create(MeshAllocators.MPL, size, size, true);
        Allocation[] live = new Allocation[stream.jobCount()];
        int[] out = new int[stream.size() * 5];
        int n = 0;
        for (int i = 0; i < stream.size(); i++) {
            Kind kind = stream.kind(i);
            Allocation a = kind == Kind.PROBE
                    ? null
                    : kind == Kind.ALLOCATE ? mpl.find(stream.request(i)) : live[stream.job(i)];
            if (a == null) {
                continue;
            }
            Submesh s = (Submesh) a;
            if (kind == Kind.ALLOCATE) {
                mpl.commit(a);
                live[stream.job(i)] = a;
            } else {
                mpl.release(a);
                live[stream.job(i)] = null;
            }
            out[n++] = kind == Kind.ALLOCATE ? 1 : 2;
            out[n++] = s.xb();
            out[n++] = s.yb();
            out[n++] = s.xe();
            out[n++] = s.ye();
        }
        return Arrays.copyOf(out, n);
    }
}
