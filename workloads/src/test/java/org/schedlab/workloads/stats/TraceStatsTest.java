package org.schedlab.workloads.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Workload;
import org.schedlab.workloads.swf.SwfWorkload;

class TraceStatsTest {
    @TempDir
    Path dir;

    /** id, submit, wait, runtime, procs: ten jobs, worked by hand in the tests below. */
    private static final double[][] JOBS = {
        {1, 0, 0, 10, 2},
        {2, 5, 0, 10, 1},
        {3, 10, 5, 20, 4},
        {4, 20, 0, 5, 2},
        {5, 30, -1, 10, 1},
        {6, 40, 0, 30, 4},
        {7, 50, 0, 5, 1},
        {8, 55, 0, 1, 2},
        {9, 58, 0, 100, 1},
        {10, 60, 1, 0, 3},
    };

    private Path swf() throws IOException {
        StringBuilder b = new StringBuilder("; MaxProcs: 4\n");
        for (double[] j : JOBS) {
            b.append(String.format(
                    java.util.Locale.ROOT,
                    "%d %d %d %d %d -1 -1 %d -1 -1 1 1 1 1 1 1 -1 -1%n",
                    (int) j[0],
                    (int) j[1],
                    (int) j[2],
                    (int) j[3],
                    (int) j[4],
                    (int) j[4]));
        }
        Path p = dir.resolve("ten.swf");
        Files.writeString(p, b.toString(), StandardCharsets.UTF_8);
        return p;
    }

    private static Workload listWorkload() {
        List<Job> jobs = new ArrayList<>();
        for (double[] j : JOBS) {
            jobs.add(Job.of((int) j[0], j[1], j[3], (int) j[4]));
        }
        return jobs::iterator;
    }

    @Test
    void simpleMeans() {
        TraceStats s = TraceStats.of(listWorkload(), 0);
        assertThat(s.jobs()).isEqualTo(10);
        assertThat(s.meanRuntime()).isCloseTo(19.1, within(1e-12));
        assertThat(s.meanSize()).isCloseTo(2.1, within(1e-12));
        assertThat(s.meanInterarrival()).isCloseTo(60.0 / 9, within(1e-12));
        assertThat(s.maxProcessors()).isEqualTo(4);
        assertThat(s.offeredLoad()).isNaN();
    }

    /**
     * k = ceil(10/100) = 1 warm-up job, T_start = 0, last arrival 60. With the logged waits job 3
     * ends at 35, job 5 (wait unknown) at 40, job 10 at 61 and jobs 6 and 9 after 60: J = {2, 3,
     * 4, 5, 7, 8}, work = 10 + 80 + 10 + 10 + 5 + 2 = 117, T_end = 56 (job 8).
     */
    @Test
    void offeredLoadOfSwfUsesTheLoggedWait() throws IOException {
        TraceStats s = TraceStats.of(SwfWorkload.of(swf()), 4);
        assertThat(s.jobs()).isEqualTo(10);
        assertThat(s.loadJobs()).isEqualTo(6);
        assertThat(s.loadStart()).isEqualTo(0);
        assertThat(s.loadEnd()).isEqualTo(56);
        assertThat(s.offeredLoad()).isCloseTo(117.0 / (4 * 56), within(1e-12));
    }

    /** Without waits job 10 ends at 60, which is not after the last arrival: T_end = 60. */
    @Test
    void offeredLoadOfAPlainWorkloadTakesNoWait() {
        TraceStats s = TraceStats.of(listWorkload(), 4);
        assertThat(s.loadJobs()).isEqualTo(7);
        assertThat(s.loadEnd()).isEqualTo(60);
        assertThat(s.offeredLoad()).isCloseTo(117.0 / (4 * 60), within(1e-12));
    }

    @Test
    void emptyWorkload() {
        Workload none = () -> List.<Job>of().iterator();
        TraceStats s = TraceStats.of(none, 8);
        assertThat(s.jobs()).isZero();
        assertThat(s.meanRuntime()).isNaN();
        assertThat(s.offeredLoad()).isNaN();
    }

    @Test
    void oneJobHasNoInterarrival() {
        Workload one = () -> List.of(Job.of(1, 3, 4, 2)).iterator();
        TraceStats s = TraceStats.of(one, 8);
        assertThat(s.meanInterarrival()).isNaN();
        assertThat(s.offeredLoad()).isNaN();
    }

    @Test
    void describeKeys() {
        assertThat(TraceStats.of(listWorkload(), 4).describe())
                .containsOnlyKeys(
                        "jobs",
                        "meanRuntime",
                        "meanSize",
                        "meanInterarrival",
                        "maxProcessors",
                        "processors",
                        "offeredLoad",
                        "offeredLoadJobs",
                        "offeredLoadStart",
                        "offeredLoadEnd");
    }
}
