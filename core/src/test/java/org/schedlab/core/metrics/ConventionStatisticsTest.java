package org.schedlab.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.ProcessorSet;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.BadInputException;

class ConventionStatisticsTest {
    private static Job job(int id, double submit, double runtime, double estimate, int procs) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs));
    }

    /** Feeds the jobs as arrivals, then ends each at {@code start + runtime} in the order given. */
    private static Map<String, Double> run(String conventions, Object[][] jobs) {
        ConventionStatistics s = new ConventionStatistics(StatisticsConventions.parse("--statistics", conventions), 10);
        for (Object[] j : jobs) {
            s.onArrival((Job) j[0], ((Job) j[0]).submit());
        }
        for (Object[] j : jobs) {
            Job job = (Job) j[0];
            double start = (double) j[1];
            s.onEnd(job, new ProcessorSet(new int[] {0}), start, start + job.runtime());
        }
        return s.summary();
    }

    @Test
    void handComputedFiguresWithEveryJobCounted() {
        // wait, response, slowdown, bounded slowdown (tau 10), estimated slowdown:
        // 1: 0, 20, 1, 1, 20/40            2: 4, 6, 3, 1, 6/2
        // 3: 36, 56, 2.8, 2.8, 56/40       4: 95, 100, 20, 10, 100/5
        Object[][] jobs = {
            {job(1, 0, 20, 40, 2), 0.0},
            {job(2, 2, 2, 2, 1), 6.0},
            {job(3, 4, 20, 40, 4), 40.0},
            {job(4, 5, 5, 5, 1), 100.0}
        };
        Map<String, Double> m = run("", jobs);
        assertThat(m.get("jobs")).isEqualTo(4);
        assertThat(m.get("trimmed") + m.get("droppedUnit") + m.get("droppedLate"))
                .isZero();
        assertThat(m.get("meanWait")).isEqualTo(135.0 / 4);
        assertThat(m.get("meanResponse")).isEqualTo(182.0 / 4);
        assertThat(m.get("meanSlowdown")).isCloseTo(26.8 / 4, within(1e-12));
        assertThat(m.get("meanBoundedSlowdown")).isCloseTo(14.8 / 4, within(1e-12));
        assertThat(m.get("meanEstimatedSlowdown")).isCloseTo((0.5 + 3 + 1.4 + 20) / 4, within(1e-12));
        // tail from 3: job 4 alone (job 3's 2.8 is below)
        assertThat(m.get("tailJobs")).isEqualTo(1);
        assertThat(m.get("tailShare")).isEqualTo(0.25);
        assertThat(m.get("tailBoundedSlowdown")).isEqualTo(10);
        // worst 10% of 4 jobs is ceil(0.4) = 1 job: the highest slowdown 20, bounded slowdown 10
        assertThat(m.get("worstSlowdown")).isEqualTo(20);
        assertThat(m.get("worstBoundedSlowdown")).isEqualTo(10);
        // worst 50%: the two highest of each
        Map<String, Double> half = run("worst=50:tail=2.8", jobs);
        assertThat(half.get("worstSlowdown")).isEqualTo(11.5);
        assertThat(half.get("worstBoundedSlowdown")).isEqualTo(6.4);
        assertThat(half.get("tailJobs")).isEqualTo(2);
    }

    @Test
    void lateJobsEndTheWalkAtTheFirstThatEndsAfterTheLastSubmission() {
        // last submission at 5; by end: job 1 (5), job 2 (8, late), job 3 (9, late)
        Object[][] jobs = {{job(1, 0, 5, 5, 1), 0.0}, {job(2, 1, 3, 3, 1), 5.0}, {job(3, 5, 4, 4, 1), 5.0}};
        Map<String, Double> kept = run("", jobs);
        assertThat(kept.get("jobs")).isEqualTo(3);
        Map<String, Double> dropped = run("late=drop", jobs);
        assertThat(dropped.get("jobs")).isEqualTo(1);
        assertThat(dropped.get("droppedLate")).isEqualTo(2);
        assertThat(dropped.get("meanWait")).isZero();
    }

    @Test
    void unitJobsAreDroppedAndLowerTheCountTheTrimIsTakenFrom() {
        // 300 jobs ending at 1, 2, ..., 300; jobs 1 and 2 are one-processor 1-s-estimate jobs.
        // trim=1: the count starts at 300 (trim 3); each unit job lowers it (299, then 298: trim 2),
        // and the walk's place counts the dropped jobs: places 1 and 2 are the unit jobs, place 3 is
        // above the trim of 2, so no job is trimmed.
        Object[][] jobs = new Object[300][];
        for (int i = 0; i < 300; i++) {
            boolean unit = i < 2;
            jobs[i] = new Object[] {
                job(i + 1, 0, unit ? 1 : i + 1, unit ? 1 : 1000, unit ? 1 : 2), (double) (unit ? i : 0)
            };
        }
        Map<String, Double> m = run("trim=1:unit=drop", jobs);
        assertThat(m.get("droppedUnit")).isEqualTo(2);
        assertThat(m.get("trimmed")).isZero();
        assertThat(m.get("jobs")).isEqualTo(298);
        // without the unit rule the first three places are trimmed, unit jobs included
        Map<String, Double> keep = run("trim=1", jobs);
        assertThat(keep.get("trimmed")).isEqualTo(3);
        assertThat(keep.get("jobs")).isEqualTo(297);
    }

    @Test
    void equalEndsKeepTheOrderTheyEnded() {
        // 100 jobs all ending at 10: trim=1 trims exactly one, the first to end
        Object[][] jobs = new Object[100][];
        for (int i = 0; i < 100; i++) {
            jobs[i] = new Object[] {job(i + 1, 0, 10, 10, 1), 0.0};
        }
        jobs[0] = new Object[] {job(1, 0, 5, 5, 1), 5.0}; // waits 5, ends at 10 first
        Map<String, Double> m = run("trim=1", jobs);
        assertThat(m.get("trimmed")).isEqualTo(1);
        assertThat(m.get("meanWait")).isZero();
    }

    @Test
    void emptyRunIsAllZero() {
        assertThat(new ConventionStatistics(StatisticsConventions.DEFAULT, 10)
                        .summary()
                        .values())
                .allSatisfy(v -> assertThat(v).isZero());
    }

    @Test
    void spellingReadsBack() {
        StatisticsConventions c = StatisticsConventions.parse("--statistics", "trim=1:late=drop:unit=drop");
        assertThat(c.spelling()).isEqualTo("trim=1:late=drop:unit=drop:tail=3:worst=10");
        assertThat(StatisticsConventions.parse("x", c.spelling())).isEqualTo(c);
        assertThat(StatisticsConventions.parse("x", "")).isEqualTo(StatisticsConventions.DEFAULT);
        assertThat(StatisticsConventions.parse("x", "trim=0.5").spelling()).startsWith("trim=0.5:");
    }

    @Test
    void badConventionsNameTheOptionAndTheKey() {
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "trim=1:speed=2"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--statistics 'trim=1:speed=2': unknown key 'speed'");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "trim"))
                .hasMessageContaining("'trim' is not key=value");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "trim=1:trim=2"))
                .hasMessageContaining("'trim' given twice");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "trim=100"))
                .hasMessageContaining("trim must be a percent in [0, 100), got 100");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "trim=x"))
                .hasMessageContaining("trim must be a number, got 'x'");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "late=yes"))
                .hasMessageContaining("late must be drop or keep, got 'yes'");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "tail=0.5"))
                .hasMessageContaining("tail must be a bounded slowdown >= 1");
        assertThatThrownBy(() -> StatisticsConventions.parse("--statistics", "worst=0"))
                .hasMessageContaining("worst must be a percent in (0, 100]");
    }
}
