package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Workload;

/** {@code workload-info}'s distributions: nearest-rank percentiles and the estimate values' popularity. */
class WorkloadDistributionsTest {
    private static Workload of(List<Job> jobs) {
        return new Workload() {
            @Override
            public Iterator<Job> iterator() {
                return jobs.iterator();
            }
        };
    }

    private static Job job(int id, double submit, double runtime, double estimate, int procs) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> part(Map<String, Object> d, String name) {
        return (Map<String, Object>) d.get(name);
    }

    @Test
    void percentilesAreNearestRanksOfTheSortedValues() {
        Map<String, Object> d = WorkloadInfoCommand.distributions(of(List.of(
                job(1, 0, 10, 20, 16),
                job(2, 5, 30, 20, 2),
                job(3, 5, 5, 60, 4),
                job(4, 12, 1, 20, 8),
                job(5, 20, 100, 100, 1))));
        assertThat(part(d, "size"))
                .containsExactly(
                        Map.entry("mean", 6.2),
                        Map.entry("p10", 1.0),
                        Map.entry("p50", 4.0),
                        Map.entry("p90", 16.0),
                        Map.entry("p99", 16.0),
                        Map.entry("max", 16.0));
        assertThat(part(d, "runtime"))
                .containsEntry("mean", 29.2)
                .containsEntry("p10", 1.0)
                .containsEntry("p50", 10.0)
                .containsEntry("p90", 100.0)
                .containsEntry("max", 100.0);
        // gaps 5, 0, 7, 8 (the first job has none)
        assertThat(part(d, "interarrival"))
                .containsEntry("mean", 5.0)
                .containsEntry("p10", 0.0)
                .containsEntry("p50", 5.0)
                .containsEntry("p90", 8.0)
                .containsEntry("max", 8.0);
        // estimates 20 (three times), 60, 100; only job 2's is below its runtime (job 5's equals it)
        assertThat(part(d, "estimateValues"))
                .containsExactly(
                        Map.entry("distinct", 3),
                        Map.entry("shareTop20Values", 1.0),
                        Map.entry("shareMaxValue", 0.2),
                        Map.entry("belowRuntime", 1L));
    }

    @Test
    void theTwentyMostPopularEstimatesAndManyJobs() {
        List<Job> jobs = new ArrayList<>();
        // 2000 jobs (past the first arrays' 1024): estimate 1 for 1000 of them, 1000 others 25 distinct values
        for (int i = 0; i < 2000; i++) {
            double estimate = i % 2 == 0 ? 1 : 2 + (i / 2) % 25;
            jobs.add(job(i + 1, i, 1, estimate, 1 + i % 3));
        }
        Map<String, Object> d = WorkloadInfoCommand.distributions(of(jobs));
        Map<String, Object> e = part(d, "estimateValues");
        assertThat(e.get("distinct")).isEqualTo(26);
        // value 1 (1000 jobs) and 19 of the 25 others (40 jobs each)
        assertThat(e.get("shareTop20Values")).isEqualTo((1000 + 19 * 40) / 2000.0);
        assertThat(e.get("shareMaxValue")).isEqualTo(40 / 2000.0);
        assertThat(part(d, "interarrival")).containsEntry("mean", 1.0).containsEntry("max", 1.0);
        assertThat(part(d, "size")).containsEntry("max", 3.0).containsEntry("p10", 1.0);
    }

    @Test
    void noJobsGiveNaNNotAnError() {
        Map<String, Object> d = WorkloadInfoCommand.distributions(of(List.of()));
        assertThat((Double) part(d, "size").get("mean")).isNaN();
        assertThat((Double) part(d, "size").get("p50")).isNaN();
        assertThat((Double) part(d, "size").get("max")).isNaN();
        assertThat((Double) part(d, "estimateValues").get("shareTop20Values")).isNaN();
        assertThat((Double) part(d, "estimateValues").get("shareMaxValue")).isNaN();
        Map<String, Object> one = WorkloadInfoCommand.distributions(of(List.of(job(1, 3, 4, 5, 6))));
        assertThat((Double) part(one, "interarrival").get("mean")).isNaN();
        assertThat(part(one, "size")).containsEntry("p10", 6.0).containsEntry("p99", 6.0);
    }
}
