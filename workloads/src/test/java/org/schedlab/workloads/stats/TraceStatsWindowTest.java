package org.schedlab.workloads.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Workload;

/** The offered-load window and the means on tiny plain workloads, worked out by hand. */
class TraceStatsWindowTest {
    /** Jobs given as {submit, runtime, procs}. */
    private static Workload of(double[]... jobs) {
        List<Job> list = new ArrayList<>();
        for (int i = 0; i < jobs.length; i++) {
            list.add(Job.of(i + 1, jobs[i][0], jobs[i][1], (int) jobs[i][2]));
        }
        return list::iterator;
    }

    // submit, runtime, procs: the first job (1% warm-up, at least one) sets T_start = 10; jobs 2
    // and 3 end at 30 and 35, before the last arrival (100), job 4 ends after it
    private static final Workload FOUR =
            of(new double[] {10, 5, 2}, new double[] {20, 10, 4}, new double[] {30, 5, 1}, new double[] {100, 50, 3});

    @Test
    void theWindowRunsFromTheWarmUpToTheLastTerminationBeforeTheLastArrival() {
        TraceStats s = TraceStats.of(FOUR, 3);
        assertThat(s.jobs()).isEqualTo(4);
        assertThat(s.meanRuntime()).isEqualTo(17.5);
        assertThat(s.meanSize()).isEqualTo(2.5);
        assertThat(s.meanInterarrival()).isEqualTo(30); // (100 - 10) / 3
        assertThat(s.maxProcessors()).isEqualTo(4);
        assertThat(s.loadJobs()).isEqualTo(2);
        assertThat(s.loadStart()).isEqualTo(10);
        assertThat(s.loadEnd()).isEqualTo(35);
        // (4 * 10 + 1 * 5) / (3 * (35 - 10))
        assertThat(s.offeredLoad()).isCloseTo(0.6, within(1e-15));
    }

    @Test
    void withoutAMachineSizeNoWindowIsCounted() {
        TraceStats s = TraceStats.of(FOUR, 0);
        assertThat(s.loadJobs()).isZero();
        assertThat(s.offeredLoad()).isNaN();
        assertThat(s.loadStart()).isNaN();
        assertThat(s.loadEnd()).isNaN();
        assertThat(s.meanInterarrival()).isEqualTo(30);
    }

    @Test
    void aWindowWithoutFinishedJobsHasNoEndAndNoLoad() {
        // the second job ends at 110, after the last arrival (10)
        TraceStats s = TraceStats.of(of(new double[] {0, 100, 1}, new double[] {10, 100, 1}), 8);
        assertThat(s.loadJobs()).isZero();
        assertThat(s.loadStart()).isZero();
        assertThat(s.loadEnd()).isNaN();
        assertThat(s.offeredLoad()).isNaN();
        assertThat(s.meanInterarrival()).isEqualTo(10);
    }

    @Test
    void oneJobHasNoInterarrivalWhereverItArrives() {
        TraceStats s = TraceStats.of(of(new double[] {50, 5, 2}), 4);
        assertThat(s.meanInterarrival()).isNaN();
        assertThat(s.loadJobs()).isZero();
    }
}
