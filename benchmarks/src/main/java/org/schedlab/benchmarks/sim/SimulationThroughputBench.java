package org.schedlab.benchmarks.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
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
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.Simulation;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.swf.SwfWorkload;
import org.schedlab.workloads.synthetic.MeshSides;

/**
 * Simulator throughput: whole simulations per second, and jobs per second as the secondary result
 * {@code jobs}.
 *
 * <ul>
 *   <li>{@code flatTrace}: a scheduler ({@code fcfs}, {@code easy}, or any registered spec) on
 *       {@code flat:N} over an SWF trace read once into memory with the default convention
 *       profile, except that jobs larger than the machine are dropped. Default: KTH-SP2 on {@code
 *       flat:100}, looked up in {@code ../shared/data/traces} from the repository root (a path
 *       works too). If the trace is missing, a synthetic flat workload is generated instead and a
 *       line on standard error says so; the {@code trace} column still shows the requested name.
 *   <li>{@code meshWindow}: {@code window:240} with MPL on a 32x32 mesh over the {@code
 *       mesh-uniform} model (sides uniform on [1, 32], exponential service of mean 1) at 1.5 times
 *       the load a perfectly packed mesh could carry.
 * </ul>
 *
 * <p>Each invocation builds a fresh allocator, scheduler and engine and runs every job to the end,
 * including the engine's final invariant audit.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
public class SimulationThroughputBench {
    /** The flat-machine trace run. */
    @State(Scope.Benchmark)
    public static class Trace {
        /** SWF file name in the shared traces, or a path. */
        @Param({"KTH-SP2-1996-2.1-cln.swf.gz"})
        public String trace;

        /** Processors of the flat machine. */
        @Param({"100"})
        public int processors;

        /** Scheduler spec. */
        @Param({"fcfs", "easy"})
        public String scheduler;

        /** Use only the first this many jobs; 0 for all. */
        @Param({"0"})
        public int limit;

        List<Job> jobs;

        /** Loads the trace (or generates the fallback) once. */
        @Setup(Level.Trial)
        public void load() {
            Path file = BenchInputs.findTrace(trace);
            jobs = new ArrayList<>();
            if (file == null) {
                System.err.println("SimulationThroughputBench: trace " + trace
                        + " not found; using a synthetic flat workload instead");
                jobs = syntheticFlat(processors, limit > 0 ? limit : 20_000);
            } else {
                ConventionProfile dropOversize =
                        ConventionProfile.fromOptions(Map.of(ConventionProfile.OVERSIZE, "drop"));
                new SwfWorkload(file, dropOversize, OptionalInt.of(processors), limit)
                        .iterator()
                        .forEachRemaining(jobs::add);
            }
        }

        /**
         * Poisson arrivals at load 0.9, exponential runtimes of mean 1, sizes uniform on [1, N/2]:
         * a queue that builds up and drains, like a real trace's.
         */
        private static List<Job> syntheticFlat(int processors, int n) {
            SplittableRandom rnd = new SplittableRandom(42);
            int maxSize = Math.max(1, processors / 2);
            double rate = 0.9 * processors / ((maxSize + 1) / 2.0);
            List<Job> out = new ArrayList<>(n);
            double t = 0;
            for (int i = 0; i < n; i++) {
                t += -Math.log(1 - rnd.nextDouble()) / rate;
                out.add(Job.of(i, t, -Math.log(1 - rnd.nextDouble()), rnd.nextInt(1, maxSize + 1)));
            }
            return out;
        }
    }

    /** The mesh window run. */
    @State(Scope.Benchmark)
    public static class MeshRun {
        /** Number of synthetic jobs. */
        @Param({"10000"})
        public int meshJobs;

        List<Job> jobs;

        /** Draws the jobs once. */
        @Setup(Level.Trial)
        public void draw() {
            double meanSide = MeshSides.UNIFORM.mean(32);
            jobs = BenchInputs.meshJobs(MeshSides.UNIFORM, 32, 1.5 * 32 * 32 / (meanSide * meanSide), meshJobs, 42);
        }
    }

    /** One trace simulated on the flat machine. */
    @Benchmark
    public double flatTrace(Trace t, BenchInputs.JobCounter counter) {
        Simulation sim = new Simulation(new FlatAllocator(t.processors), BenchInputs.scheduler(t.scheduler));
        sim.run(t.jobs.iterator());
        counter.jobs += t.jobs.size();
        return sim.now();
    }

    /** One synthetic workload simulated with window:240 and MPL on 32x32. */
    @Benchmark
    public double meshWindow(MeshRun m, BenchInputs.JobCounter counter) {
        Simulation sim = new Simulation(
                MeshAllocators.create(MeshAllocators.MPL, 32, 32, true), BenchInputs.scheduler("window:240"));
        sim.run(m.jobs.iterator());
        counter.jobs += m.jobs.size();
        return sim.now();
    }
}
