package org.schedlab.benchmarks.mesh3d;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
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
import org.schedlab.benchmarks.sim.BenchInputs;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.mesh3d.alloc.CuboidFirstFit;
import org.schedlab.mesh3d.alloc.Mesh3dAllocator;
import org.schedlab.mesh3d.alloc.Mesh3dAllocators;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * Cost of the {@code mesh3d} allocators, in microseconds per job: the releases due, then one
 * {@code find} and, when it fits, {@code commit}, replaying a stream of {@value #JOBS} job starts
 * and ends recorded once per machine size by an FCFS simulation on a flat machine of as many
 * processors (Poisson arrivals at 1.5 times what the machine carries, exponential runtimes, sizes
 * half powers of two up to N/64 and half log-uniform up to N/16). Cubes of side 8, 16 and 32 (512
 * to 32,768 processors). A job whose start does not fit the allocator's state (the contiguous
 * first fit; every other allocator takes any free processors) is dropped, so each allocator's loop
 * is self-consistent; secondary results {@code allocated} and {@code failed}.
 */
@Fork(1)
public class Mesh3dAllocatorBench {
    /** Jobs in a recorded stream. */
    public static final int JOBS = 3000;
    /** Seed of the recorded workload. */
    public static final long SEED = 47;

    private static final Map<Integer, int[][]> STREAMS = new ConcurrentHashMap<>();

    /** The replay state. */
    @State(Scope.Thread)
    public static class Stream {
        /** Allocator spec. */
        @Param({
            "simple",
            "random",
            "mbs",
            "granular-mbs",
            "octet-mbs",
            "linear-first",
            "linear-best",
            "linear-sorted",
            "mm",
            "mc1x1",
            "gen-alg",
            "first-fit-cuboid"
        })
        public String allocator;

        /** Side of the cube: 8, 16 or 32. */
        @Param({"8", "16", "32"})
        public int side;

        int[][] stream; // {1 = start / 0 = end, job, size}
        Mesh3dAllocator mesh;
        Placement3d[] live;
        Request[] requests;
        int cursor;

        /** Records (or reuses) the stream and builds a fresh allocator. */
        @Setup(Level.Trial)
        public void setUp() {
            Mesh3d m = Mesh3d.mesh(side, side, side);
            stream = STREAMS.computeIfAbsent(side, s -> record(m.processors()));
            mesh = Mesh3dAllocators.create(allocator, m);
            live = new Placement3d[JOBS];
            requests = new Request[JOBS];
            for (int[] e : stream) {
                if (e[0] == 1) {
                    requests[e[1]] =
                            mesh instanceof CuboidFirstFit ? Cuboid.forCount(e[2], m) : new ProcessorRequest(e[2]);
                }
            }
        }

        /** Releases up to the next start, then attempts it; null when it does not fit. */
        Placement3d step() {
            while (true) {
                int[] e = stream[cursor];
                cursor = cursor + 1 == stream.length ? 0 : cursor + 1;
                int j = e[1];
                if (e[0] == 0) {
                    if (live[j] != null) {
                        mesh.release(live[j]);
                        live[j] = null;
                    }
                    continue;
                }
                Placement3d p = mesh.find(requests[j]);
                if (p != null) {
                    mesh.commit(p);
                    live[j] = p;
                }
                return p;
            }
        }
    }

    /** The starts and ends of an FCFS run of {@value #JOBS} synthetic jobs on {@code n} processors. */
    static int[][] record(int n) {
        SplittableRandom rnd = new SplittableRandom(SEED);
        int[] sizes = new int[JOBS];
        double meanSize = 0;
        for (int i = 0; i < JOBS; i++) {
            sizes[i] = rnd.nextBoolean()
                    ? 1 << rnd.nextInt(0, 1 + Integer.numberOfTrailingZeros(Math.max(1, n / 64)))
                    : (int) Math.max(1, Math.min(n / 16, Math.round(Math.exp(rnd.nextDouble() * Math.log(n / 16.0)))));
            meanSize += sizes[i] / (double) JOBS;
        }
        double rate = 1.5 * n / meanSize;
        double t = 0;
        List<Job> jobs = new ArrayList<>(JOBS);
        for (int i = 0; i < JOBS; i++) {
            t += -Math.log(1 - rnd.nextDouble()) / rate;
            jobs.add(Job.of(i, t, -Math.log(1 - rnd.nextDouble()), sizes[i]));
        }
        List<int[]> events = new ArrayList<>();
        Simulation sim = new Simulation(new FlatAllocator(n), BenchInputs.scheduler("fcfs"));
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job j, Allocation allocation, double now) {
                events.add(new int[] {1, j.id(), j.procs()});
            }

            @Override
            public void onEnd(Job j, Allocation allocation, double start, double end) {
                events.add(new int[] {0, j.id(), j.procs()});
            }
        });
        sim.run(jobs.iterator());
        return events.toArray(int[][]::new);
    }

    /** One job: releases due, then find and commit. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 2, time = 2)
    @Measurement(iterations = 3, time = 2)
    public Placement3d allocateAndRelease(Stream s, AllocationOutcomes outcomes) {
        Placement3d p = s.step();
        if (p == null) {
            outcomes.failed++;
        } else {
            outcomes.allocated++;
        }
        return p;
    }
}
