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
 * Scan cost of the out-of-order schedulers in a queue that grows without bound: the {@code
 * mesh-uniform} model (sides uniform on [1, 32], so about 272 processors a job; exponential service
 * of mean 1) arriving at 4 jobs per time unit on {@code flat:1024}, more than the machine can
 * serve. The queue length grows with the number of jobs, so compare the secondary result {@code
 * jobs} (jobs per second) at 20,000 and 40,000 jobs: a scheduler whose scan is linear in the queue
 * halves its jobs per second when the jobs double; one that stays near-constant does not.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 2)
@Measurement(iterations = 3, time = 2)
public class QueueGrowthBench {
    /** Parameters and jobs. */
    @State(Scope.Benchmark)
    public static class Overload {
        /** Scheduler spec. */
        @Param({"oo", "window:240", "oocb:8", "easy"})
        public String scheduler;

        /** Number of jobs. */
        @Param({"20000", "40000"})
        public int jobs;

        List<Job> workload;

        /** Draws the jobs once. */
        @Setup(Level.Trial)
        public void draw() {
            workload = BenchInputs.meshJobs(MeshSides.UNIFORM, 32, 4.0, jobs, 42);
        }
    }

    /** One overloaded run to completion. */
    @Benchmark
    public double overloaded(Overload o, BenchInputs.JobCounter counter) {
        Simulation sim = new Simulation(new FlatAllocator(1024), BenchInputs.scheduler(o.scheduler));
        sim.run(o.workload.iterator());
        counter.jobs += o.workload.size();
        return sim.now();
    }
}
