package org.schedlab.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs every benchmark once, briefly, on its smallest parameters, so that none of them rots. The
 * numbers mean nothing here; the real ones are measured by hand (README, "Benchmarks").
 */
class BenchmarksSmokeTest {
    @Test
    void everyBenchmarkProducesAResult() throws RunnerException {
        Options options = new OptionsBuilder()
                .include("org\\.schedlab\\.benchmarks\\..*")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(100))
                .param("size", "16")
                .param("workload", "mesh-uniform")
                .param("limit", "2000")
                .param("meshJobs", "500")
                .param("jobs", "1000")
                .param("nodes", "256")
                .param("traceJobs", "2000")
                .param("rho", "0.9")
                .param("at", "1000")
                .param("scheduler", "fcfs", "easy", "oo", "window:240", "oocb:8")
                .param("filling", "single:32:1:16", "unordered-wf:4x8:1:4")
                .param("exactFilling", "single:32:1:16", "ordered:4x8:1:4")
                .output("target/jmh-smoke.txt")
                .shouldFailOnError(true)
                .build();
        Collection<RunResult> results = new Runner(options).run();

        Set<String> benchmarks = new TreeSet<>();
        for (RunResult r : results) {
            benchmarks.add(r.getParams().getBenchmark().replaceFirst("^org\\.schedlab\\.benchmarks\\.", ""));
            assertThat(r.getPrimaryResult().getScore())
                    .as(r.getParams().getBenchmark() + " " + r.getParams())
                    .isPositive();
        }
        assertThat(benchmarks)
                .containsExactlyInAnyOrder(
                        "fattree.FatTreeAllocatorBench.allocateAndRelease",
                        "fattree.FatTreeAllocatorBench.sdscBlue",
                        "gang.GangMatrixBench.arriveDepart",
                        "gang.GangMatrixBench.makeIdle",
                        "gang.GangMatrixBench.run",
                        "gang.GangMatrixBench.treeBest",
                        "gang.GangMatrixBench.treeUpdate",
                        "mesh.FreeListBench.pass",
                        "mesh.MeshAllocatorBench.allocate",
                        "multicluster.BinFillingBench.exact",
                        "multicluster.BinFillingBench.monteCarlo",
                        "mesh.MeshAllocatorBench.allocateAndRelease",
                        "mesh.MeshAllocatorBench.failedAllocate",
                        "mesh.MeshAllocatorBench.release",
                        "sim.SimulationThroughputBench.flatTrace",
                        "sim.SimulationThroughputBench.meshWindow",
                        "sim.QueueGrowthBench.overloaded",
                        "swf.SwfReadBench.gunzip",
                        "swf.SwfReadBench.records",
                        "swf.SwfReadBench.workloadJobs");
        // 5 allocators x 4 methods, 3 free-list routes, 5 schedulers on the trace and on the growing queue, 1 mesh run,
        // 3 fat-tree allocators, 1 fat-tree trace run, 3 ways of reading an SWF file, 2 sampled and
        // 2 exact bin fillings, 2 gang schemes x 4 snapshot benchmarks and 4 schemes' whole runs
        assertThat(results).hasSize(5 * 4 + 3 + 5 + 5 + 1 + 3 + 1 + 3 + 2 + 2 + 2 * 4 + 4);
    }
}
