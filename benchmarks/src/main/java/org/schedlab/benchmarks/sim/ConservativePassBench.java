package org.schedlab.benchmarks.sim;

import java.util.List;
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
import org.schedlab.workloads.synthetic.MeshSides;

/**
 * Conservative backfilling's passes against EASY's on one synthetic stream: the {@code
 * mesh-uniform} model (about 272 processors a job, exponential service of mean 1) at 3 jobs per
 * time unit on {@code flat:1024}, about 80% of what the machine can serve, so that the queue stays
 * bounded and every pass has reservations to keep. Each iteration is one run to completion;
 * compare the secondary result {@code jobs} (jobs per second) of {@code conservative} with {@code
 * easy}. Conservative plans on processor counts here (a flat machine), with its plan kept across
 * passes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 2)
@Measurement(iterations = 3, time = 2)
public class ConservativePassBench {
    /** Parameters and jobs. */
    @State(Scope.Benchmark)
    public static class Stream {
        /** Scheduler spec. */
        @Param({"conservative", "easy", "conservative:order=sjf"})
        public String scheduler;

        /** Number of jobs. */
        @Param({"20000"})
        public int jobs;

        List<Job> workload;

        /** Draws the jobs once. */
        @Setup(Level.Trial)
        public void draw() {
            workload = BenchInputs.meshJobs(MeshSides.UNIFORM, 32, 3.0, jobs, 42);
        }
    }

    /** One run to completion. */
    @Benchmark
    public double run(Stream s, BenchInputs.JobCounter counter) {
        Simulation sim = new Simulation(new FlatAllocator(1024), BenchInputs.scheduler(s.scheduler));
        sim.run(s.workload.iterator());
        counter.jobs += s.workload.size();
        return sim.now();
    }
}
