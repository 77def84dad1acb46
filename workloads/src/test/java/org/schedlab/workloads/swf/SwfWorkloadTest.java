package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;

class SwfWorkloadTest {
    @TempDir
    Path dir;

    private Path small;

    @BeforeEach
    void writeSmall() throws IOException {
        small = SwfFixtures.writeGzip(dir, "small.swf.gz", SwfFixtures.SMALL);
    }

    private SwfWorkload workload(Map<String, String> options) {
        return workload(options, OptionalInt.empty(), 0);
    }

    private SwfWorkload workload(Map<String, String> options, OptionalInt machine, int limit) {
        return new SwfWorkload(small, ConventionProfile.fromOptions(options), machine, limit);
    }

    private static List<Job> jobs(SwfWorkload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    /** A job of {@link SwfFixtures#SMALL}, whose jobs 1-2, 3-4 and 5-6 are of users 1, 2 and 3. */
    private static Job job(int id, double submit, double runtime, double estimate, int procs) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs), (id + 1) / 2);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Long> counts(SwfWorkload w, String which) {
        return (Map<String, Long>) w.provenance().get(which);
    }

    @Test
    void wholeMinutesRoundEveryTimeAndAMissingEstimateCanBeALimit() {
        // the fat-tree paper measured every time in minutes: submit, runtime and estimate rounded
        assertThat(jobs(workload(Map.of("minutes", "ceil"))))
                .containsExactly(
                        job(1, 60, 120, 240, 4),
                        job(2, 60, 60, 60, 2),
                        job(4, 60, 300, 120, 8),
                        job(6, 120, 60, 60, 32));
        assertThat(jobs(workload(Map.of("minutes", "floor"))))
                .containsExactly(
                        job(1, 0, 60, 180, 4), job(2, 0, 0, 0, 2), job(4, 0, 300, 60, 8), job(6, 60, 0, 0, 32));
        // job 2 has no requested time: planned at the limit instead of its runtime
        assertThat(jobs(workload(Map.of("missing-estimate", "7200"))))
                .containsExactly(
                        job(1, 10, 100, 200, 4),
                        job(2, 20, 50.5, 7200, 2),
                        job(4, 40, 300, 100, 8),
                        job(6, 60.25, 20, 30, 32));
        // both echoed only when set, so outputs without them are as before
        assertThat(ConventionProfile.DEFAULT.describe()).doesNotContainKeys("minutes", "missing-estimate");
        ConventionProfile both = ConventionProfile.fromOptions(Map.of("minutes", "ceil", "missing-estimate", "7200"));
        assertThat(both.describe()).containsEntry("minutes", "ceil").containsEntry("missing-estimate", 7200.0);
        Map<String, String> back = new java.util.HashMap<>();
        both.describe().forEach((k, v) -> back.put(k, String.valueOf(v)));
        assertThat(ConventionProfile.fromOptions(back)).isEqualTo(both);
        assertThat(ConventionProfile.fromOptions(Map.of("missing-estimate", "runtime")))
                .isEqualTo(ConventionProfile.DEFAULT);
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of("missing-estimate", "0")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("option missing-estimate=0: expected a finite number > 0");
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of("minutes", "round")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("option minutes=round: expected one of exact, ceil, floor");
    }

    @Test
    void defaultProfile() {
        SwfWorkload w = workload(Map.of());
        assertThat(jobs(w))
                .containsExactly(
                        job(1, 10, 100, 200, 4),
                        job(2, 20, 50.5, 50.5, 2),
                        job(4, 40, 300, 100, 8),
                        job(6, 60.25, 20, 30, 32));
        Map<String, Object> p = w.provenance();
        assertThat(p)
                .containsEntry("format", "swf")
                .containsEntry("source", "small.swf.gz")
                .containsEntry("records", 6L)
                .containsEntry("kept", 4L)
                .containsEntry("profile", ConventionProfile.DEFAULT.describe());
        assertThat(counts(w, "dropped"))
                .containsOnlyKeys(SwfWorkload.DROP_REASONS)
                .containsEntry("negative-runtime", 1L)
                .containsEntry("no-processors", 1L)
                .containsEntry("oversize", 0L);
        assertThat(counts(w, "dropped").keySet()).containsExactlyElementsOf(SwfWorkload.DROP_REASONS);
        assertThat(counts(w, "modified"))
                .containsOnlyKeys(SwfWorkload.MODIFY_REASONS)
                .containsEntry("procs-fallback", 1L)
                .containsEntry("estimate-missing", 1L)
                .containsEntry("overrun-cut", 0L);
        assertThat(counts(w, "modified").keySet()).containsExactlyElementsOf(SwfWorkload.MODIFY_REASONS);
        @SuppressWarnings("unchecked")
        Map<String, Object> header = (Map<String, Object>) p.get("header");
        assertThat(header).containsEntry("MaxProcs", "16").containsEntry("Version", "2.2");
    }

    @Test
    void countsAppearOnlyAfterAPassAndEachIterationRestarts() {
        SwfWorkload w = workload(Map.of());
        assertThat(w.provenance()).doesNotContainKey("kept");
        List<Job> first = jobs(w);
        assertThat(jobs(w)).isEqualTo(first);
        assertThat(w.provenance()).containsEntry("kept", 4L);
    }

    @Test
    void partitionFilter() {
        SwfWorkload w = workload(Map.of("partition", "2"));
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 2, 6);
        assertThat(counts(w, "dropped")).containsEntry("partition", 1L);
    }

    @Test
    void queueFilter() {
        SwfWorkload w = workload(Map.of("queue", "!0"));
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 2, 6);
        assertThat(counts(w, "dropped")).containsEntry("queue", 1L);
    }

    @Test
    void negativeRuntimeZeroed() {
        SwfWorkload w = workload(Map.of("invalid", "zero-runtime"));
        assertThat(jobs(w)).contains(job(3, 30, 0, 100, 2));
        assertThat(counts(w, "modified")).containsEntry("runtime-zeroed", 1L);
        assertThat(counts(w, "dropped")).containsEntry("negative-runtime", 0L);
    }

    @Test
    void requestedProcessors() {
        SwfWorkload w = workload(Map.of("procs", "requested"));
        assertThat(jobs(w)).extracting(Job::procs).containsExactly(4, 2, 6, 32);
        assertThat(counts(w, "modified")).containsEntry("procs-fallback", 0L);
    }

    @Test
    void allocatedOnlyProcessors() {
        SwfWorkload w = workload(Map.of("procs", "allocated-only"));
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 4, 6);
        assertThat(counts(w, "dropped")).containsEntry("no-processors", 2L);
    }

    @Test
    void missingEstimateBecomesRuntime() {
        Job j2 = jobs(workload(Map.of("estimate", "runtime"))).get(1);
        assertThat(j2.estimate()).isEqualTo(j2.runtime());
    }

    @Test
    void overrunKeptByDefault() {
        assertThat(jobs(workload(Map.of("overrun", "keep"))).get(2).runtime()).isEqualTo(300);
    }

    @Test
    void overrunCut() {
        SwfWorkload w = workload(Map.of("overrun", "cut"));
        assertThat(jobs(w).get(2)).isEqualTo(job(4, 40, 100, 100, 8));
        assertThat(counts(w, "modified")).containsEntry("overrun-cut", 1L);
    }

    @Test
    void originZero() {
        assertThat(jobs(workload(Map.of("origin", "zero"))))
                .extracting(Job::submit)
                .containsExactly(0.0, 10.0, 30.0, 50.25);
    }

    @Test
    void loadFactorDividesSubmitTimes() {
        assertThat(jobs(workload(Map.of("load-factor", "0.5"))))
                .extracting(Job::submit)
                .containsExactly(20.0, 40.0, 80.0, 120.5);
    }

    @Test
    void originZeroThenLoadFactor() {
        assertThat(jobs(workload(Map.of("origin", "zero", "load-factor", "2"))))
                .extracting(Job::submit)
                .containsExactly(0.0, 5.0, 15.0, 25.125);
    }

    @Test
    void nodesDivisorRoundsUp() {
        SwfWorkload w = workload(Map.of("nodes-divisor", "8"));
        List<Job> jobs = jobs(w);
        assertThat(jobs).extracting(Job::procs).containsExactly(1, 1, 1, 4);
        assertThat(jobs.get(3).request()).isEqualTo(new ProcessorRequest(4));
        assertThat(counts(w, "modified")).containsEntry("nodes-divisor", 4L);
    }

    @Test
    void oversizeWithAMachineIsBadInputNamingTheLine() {
        assertThatThrownBy(() -> jobs(workload(Map.of(), OptionalInt.of(16), 0)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("small.swf.gz:")
                .hasMessageContaining("job 6 needs 32 processors but the machine takes at most 16")
                .hasMessageContaining("oversize=drop");
    }

    @Test
    void oversizeKeptWithoutAMachine() {
        assertThat(jobs(workload(Map.of()))).extracting(Job::id).contains(6);
    }

    @Test
    void oversizeDropped() {
        SwfWorkload w = workload(Map.of("oversize", "drop"), OptionalInt.of(16), 0);
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 2, 4);
        assertThat(counts(w, "dropped")).containsEntry("oversize", 1L);
    }

    @Test
    void oversizeDropNeedsAMachine() {
        assertThatThrownBy(() -> workload(Map.of("oversize", "drop")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("option oversize=drop needs a machine");
    }

    @Test
    void limitStopsAfterNKeptJobs() {
        SwfWorkload w = workload(Map.of(), OptionalInt.empty(), 2);
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1, 2);
        assertThat(w.provenance()).containsEntry("truncated", true).containsEntry("limit", 2);
    }

    @Test
    void recordsCarryTheSourceLine() {
        ProfiledRecord first = workload(Map.of()).records().next();
        assertThat(first.line()).isEqualTo(11);
        assertThat(first.source().waitTime()).isEqualTo(5);
    }

    @Test
    void missingFileIsNamed() {
        Path p = dir.resolve("missing.swf");
        assertThatThrownBy(() -> SwfWorkload.of(p))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ": no such file");
    }

    @Test
    void unsortedSubmitTimesAreNamed() throws IOException {
        Path p = SwfFixtures.write(
                dir,
                "unsorted.swf",
                "1 10 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n2 5 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n");
        assertThatThrownBy(() -> jobs(SwfWorkload.of(p)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ":2: submit time 5 is earlier than that of line 1 (SWF job lines must be sorted by"
                        + " submit time)");
    }

    @Test
    void negativeSubmitAsLoggedIsNamed() throws IOException {
        Path p = SwfFixtures.write(dir, "neg.swf", "1 -5 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n");
        assertThatThrownBy(() -> jobs(SwfWorkload.of(p)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ":1: negative submit time -5 (use origin=zero to shift the trace)");
    }

    @Test
    void negativeSubmitShiftedByOriginZero() throws IOException {
        Path p = SwfFixtures.write(
                dir,
                "neg.swf",
                "1 -5 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n2 -1 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n");
        SwfWorkload w =
                new SwfWorkload(p, ConventionProfile.fromOptions(Map.of("origin", "zero")), OptionalInt.empty(), 0);
        assertThat(jobs(w)).extracting(Job::submit).containsExactly(0.0, 4.0);
    }

    @Test
    void malformedLineSurfacesWhileIterating() throws IOException {
        Path p = SwfFixtures.write(
                dir, "bad.swf", "1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n2 0 0 1 x -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n");
        SwfWorkload w = SwfWorkload.of(p);
        assertThatThrownBy(() -> jobs(w))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ":2: field 5 (allocated processors): 'x' is not an integer");
    }

    /** Found by the fuzzer (issue 13): 10 / 4.9e-324 is Infinity, which no job may carry. */
    @Test
    void loadFactorThatLeavesNoFiniteSubmitTimeIsNamed() throws IOException {
        Path p = SwfFixtures.write(
                dir,
                "lf.swf",
                "1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n" + "2 10 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n");
        SwfWorkload w = new SwfWorkload(
                p, ConventionProfile.fromOptions(Map.of("load-factor", "4.9e-324")), OptionalInt.empty(), 0);
        assertThatThrownBy(() -> jobs(w))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(p + ":2: submit time 10 becomes Infinity with load-factor=4.9E-324");
    }

    /** Found with the fuzzer's numbers (issue 13): size + divisor - 1 overflowed to a negative size. */
    @Test
    void largestNodesDivisorGivesOneNode() {
        SwfWorkload w = workload(Map.of("nodes-divisor", "2147483647"));
        assertThat(jobs(w)).extracting(Job::procs).containsOnly(1);
        assertThat(counts(w, "modified").get("nodes-divisor")).isPositive();
    }
}
