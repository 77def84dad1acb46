package org.schedlab.benchmarks.fattree;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
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
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocator;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.alloc.TreePlacement;
import org.schedlab.fattree.machine.FatTreeMachineFactory;
import org.schedlab.fattree.tree.KaryNTree;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Cost of the fat-tree allocators (Pascual, Navaridas and Miguel-Alonso, JSSPP 2009).
 *
 * <ul>
 *   <li>{@code allocateAndRelease}, ns per job: the releases due, then one {@code find} and, when
 *       it fits, {@code commit}, replaying a {@link TreeStream} of {@value #JOBS} jobs recorded on
 *       the non-contiguous machine of {@code nodes} nodes (4-ary trees of 256, 1024 and 4096
 *       nodes). A job whose allocation does not fit this allocator's state is dropped, so each
 *       allocator's loop is self-consistent; secondary results {@code allocated} and {@code failed}.
 *   <li>{@code sdscBlue}, seconds per run: the whole SDSC Blue trace under the {@code fattree-2009}
 *       profile with EASY on {@code fattree:4:6:installed=1152}, read once into memory (skipped
 *       with a message when the trace is missing).
 * </ul>
 */
@Fork(1)
public class FatTreeAllocatorBench {
    /** Jobs in a recorded stream. */
    public static final int JOBS = 5000;
    /** Seed of the recorded workload. */
    public static final long SEED = 42;

    private static final Map<Integer, TreeStream> STREAMS = new ConcurrentHashMap<>();

    /** The replay state. */
    @State(Scope.Thread)
    public static class Stream {
        /** Allocator spec. */
        @Param({"noncontiguous", "contiguous", "quasi:20"})
        public String allocator;

        /** Nodes of the 4-ary tree: 256, 1024 or 4096. */
        @Param({"256", "1024", "4096"})
        public int nodes;

        TreeStream stream;
        FatTreeAllocator tree;
        TreePlacement[] live;
        int cursor;

        /** Records (or reuses) the stream and builds a fresh allocator. */
        @Setup(Level.Trial)
        public void setUp() {
            int n = Integer.numberOfTrailingZeros(nodes) / 2;
            if (1 << (2 * n) != nodes) {
                throw new IllegalArgumentException("nodes must be a power of 4: " + nodes);
            }
            KaryNTree shape = KaryNTree.complete(4, n);
            stream = STREAMS.computeIfAbsent(nodes, k -> TreeStream.record(shape, JOBS, SEED));
            tree = FatTreeAllocators.create(Spec.of(allocator), shape);
            live = new TreePlacement[stream.jobs()];
        }

        /** Releases up to the next allocation, then attempts it; null when it does not fit. */
        TreePlacement step() {
            while (true) {
                int i = cursor;
                cursor = cursor + 1 == stream.events() ? 0 : cursor + 1;
                int j = stream.job(i);
                if (!stream.isAllocate(i)) {
                    if (live[j] != null) {
                        tree.release(live[j]);
                        live[j] = null;
                    }
                    continue;
                }
                TreePlacement p = tree.find(new ProcessorRequest(stream.size(i)));
                if (p != null) {
                    tree.commit(p);
                    live[j] = p;
                }
                return p;
            }
        }
    }

    /** One job: releases due, then find and commit. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    @Warmup(iterations = 3, time = 1)
    @Measurement(iterations = 5, time = 1)
    public TreePlacement allocateAndRelease(Stream s, AllocationOutcomes outcomes) {
        TreePlacement p = s.step();
        if (p == null) {
            outcomes.failed++;
        } else {
            outcomes.allocated++;
        }
        return p;
    }

    /** The SDSC Blue trace, read once. */
    @State(Scope.Benchmark)
    public static class Trace {
        /** Allocator spec. */
        @Param({"quasi:20"})
        public String traceAllocator;

        /** Scheduler spec. */
        @Param({"easy"})
        public String traceScheduler;

        /** Leading jobs; 0 for the whole trace. */
        @Param({"0"})
        public int traceJobs;

        List<Job> jobs = new ArrayList<>();
        Machine machine;

        /** Reads the trace under the paper's profile. */
        @Setup(Level.Trial)
        public void load() {
            machine =
                    new FatTreeMachineFactory().create(Spec.of("fattree:4:6:installed=1152"), Spec.of(traceAllocator));
            Path file = BenchInputs.findTrace("SDSC-BLUE-2000-4.2-cln.swf.gz");
            if (file == null) {
                System.err.println("FatTreeAllocatorBench: SDSC-BLUE-2000-4.2-cln.swf.gz not found; sdscBlue runs"
                        + " on 2,000 small synthetic jobs instead");
                for (int i = 0; i < 2000; i++) {
                    jobs.add(Job.of(i, i, 10, 1 + i % 64));
                }
                return;
            }
            ConventionProfile profile = ConventionProfile.fromOptions(NamedProfiles.FATTREE_2009.with(Map.of()));
            new SwfWorkload(file, profile, OptionalInt.of(machine.capacity()), traceJobs)
                    .iterator()
                    .forEachRemaining(j -> jobs.add(machine.map(j)));
        }
    }

    /** The whole trace simulated. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public double sdscBlue(Trace t, BenchInputs.JobCounter counter) {
        Simulation sim = new Simulation(t.machine.newAllocator(), BenchInputs.scheduler(t.traceScheduler));
        sim.run(t.jobs.iterator());
        counter.jobs += t.jobs.size();
        return sim.now();
    }
}
