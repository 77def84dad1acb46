package org.schedlab.experiments.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.verify.Digest;
import org.schedlab.experiments.view.Schedule;

/** The schedule formats: exact headers, values of hand-made rows, round trips and detection. */
class ScheduleFormatsTest {
    @TempDir
    Path dir;

    /** Three jobs on flat:8: one on two ranges, one of runtime 0, one with no user. */
    static Schedule flat() {
        return new Schedule.Builder("flat:8")
                .add(new Schedule.Job(3, 2, 2, 2, 1, "7", -1, "", 0, 5))
                .add(new Schedule.Job(1, 0, 0, 10, 5, "0-2;5-6", 42, "", 10, 30))
                .add(new Schedule.Job(2, 1.5, 10, 14.25, 8, "0-7", 43, "", 4.25, 4.25))
                .build();
    }

    private static String write(ScheduleFormat f, Schedule s) {
        StringWriter out = new StringWriter();
        try (ScheduleWriter w = f.open(out, new ScheduleHeader(s.machine(), 8, 10, "a test"), "test")) {
            s.jobs().forEach(w);
        }
        return out.toString();
    }

    @Test
    void evalysHeaderIsBatsimsJobsTracerColumnsInItsOrder() {
        // oar-team/batsim src/export.cpp, JobsTracer::initialize (v4.2.1 and v5.0.0-rc2)
        String expected = "job_id,workload_name,profile,submission_time,requested_number_of_resources,requested_time,"
                + "success,final_state,starting_time,execution_time,finish_time,waiting_time,turnaround_time,stretch,"
                + "allocated_resources,consumed_energy,metadata";
        assertThat(write(ScheduleFormat.EVALYS, flat()).lines().findFirst()).contains(expected);
    }

    @Test
    void evalysRowsHoldBatsimsValuesAndIntervalSets() {
        assertThat(write(ScheduleFormat.EVALYS, flat()).lines().skip(1))
                .containsExactly(
                        "3,w0,0,2,1,5,1,COMPLETED_SUCCESSFULLY,2,0,2,0,0,,7,-1,",
                        "1,w0,10,0,5,30,1,COMPLETED_SUCCESSFULLY,0,10,10,0,10,1,0-2 5-6,-1,",
                        "2,w0,4.25,1.5,8,4.25,1,COMPLETED_SUCCESSFULLY,10,4.25,14.25,8.5,12.75,3,0-7,-1,");
    }

    @Test
    void swfScheduleIsSortedBySubmitWithTheWaitsAndReadsBackEqual() throws IOException {
        String text = write(ScheduleFormat.SWF, flat());
        assertThat(text.lines().filter(l -> !l.startsWith(";")))
                .containsExactly(
                        "1 0 0 10 5 -1 -1 5 30 -1 1 42 -1 -1 -1 -1 -1 -1",
                        "2 1.5 8.5 4.25 8 -1 -1 8 4.25 -1 1 43 -1 -1 -1 -1 -1 -1",
                        "3 2 0 0 1 -1 -1 1 5 -1 1 -1 -1 -1 -1 -1 -1 -1");
        assertThat(text)
                .contains("; Version: 2.2\n")
                .contains("; MaxProcs: 8\n")
                .contains("; MaxJobs: 3\n");
        Path f = Files.writeString(dir.resolve("s.swf"), text);
        assertThat(ScheduleFiles.detect(f)).isEqualTo(ScheduleFormat.SWF);
        Schedule back = ScheduleFiles.read(f, null);
        assertThat(back.machine()).isEqualTo("flat:8");
        assertThat(Digest.of(back)).isEqualTo(Digest.of(flat()));
        assertThat(back.jobs()).extracting(Schedule.Job::estimate).containsExactly(30.0, 4.25, 5.0);
    }

    @Test
    void everyFormatReadsBackToTheSameDigest() throws IOException {
        for (ScheduleFormat f : ScheduleFormat.values()) {
            Path p = Files.writeString(dir.resolve("s-" + f.spelling()), write(f, flat()));
            assertThat(ScheduleFiles.detect(p)).as(f.spelling()).isEqualTo(f);
            Schedule back = ScheduleFiles.read(p, "flat:8");
            assertThat(Digest.of(back)).as(f.spelling()).isEqualTo(Digest.of(flat()));
        }
        // SchedLab's CSV keeps runtime and estimate; evalys keeps the placements as ranges
        Schedule csv = ScheduleFiles.read(dir.resolve("s-schedlab"), null);
        assertThat(csv.jobs()).containsExactlyElementsOf(flat().jobs());
        Schedule evalys = ScheduleFiles.read(dir.resolve("s-evalys"), "flat:8");
        assertThat(evalys.jobs()).extracting(Schedule.Job::allocation).containsExactly("7", "0-2;5-6", "0-7");
    }

    @Test
    void batsimJobFilesAreReadByColumnName() throws IOException {
        Path f = Files.writeString(
                dir.resolve("out_jobs.csv"),
                "job_id,workload_name,submission_time,requested_number_of_resources,requested_time,success,"
                        + "final_state,starting_time,execution_time,finish_time,allocated_resources\n"
                        + "w0!2,w0,1.000000,2,-1,1,COMPLETED_SUCCESSFULLY,3.000000,4.500000,7.500000,1-2\n"
                        + "w0!9,w0,2.000000,1,100,0,REJECTED,,,,\n");
        Schedule s = ScheduleFiles.read(f, "flat:4");
        assertThat(s.jobs()).containsExactly(new Schedule.Job(2, 1, 3, 7.5, 2, "1-2", -1, "", 4.5, Double.NaN));
    }

    @Test
    void placementsBecomeCanonicalIntervalSets() {
        assertThat(Placements.intervalSet(Placements.processors("flat", 0, "5-6;0-2;3")))
                .isEqualTo("0-3 5-6");
        assertThat(Placements.intervalSet(Placements.processors("flat", 0, "4;0-2;3")))
                .isEqualTo("0-4");
        assertThat(Placements.intervalSet(Placements.processors("fattree", 0, "0-3;8-9@2")))
                .isEqualTo("0-3 8-9");
        // a 2x2 submesh at (2,1)-(3,2) of a 4-wide mesh: cells 1-2 and 5-6
        assertThat(Placements.intervalSet(Placements.processors("mesh", 4, "(2;1;3;2)")))
                .isEqualTo("1-2 5-6");
        assertThat(Placements.processors("multicluster", 0, "0:8;1:4")).isNull();
        assertThat(Placements.processors("flat", 0, "")).isNull();
        assertThat(Placements.ranges("1-3 5  7", ' ')).containsExactly(1, 3, 5, 5, 7, 7);
    }

    @Test
    void timeSeriesFollowsTheEventsOrSamplesThem() throws IOException {
        StringWriter exact = new StringWriter();
        TimeSeries.write(flat(), 8, Double.NaN, exact);
        assertThat(exact.toString().lines())
                .containsExactly(
                        "time,busy,utilization,running,queued,waiting_work",
                        "0,5,0.625,1,0,0",
                        "1.5,5,0.625,1,1,34",
                        "2,5,0.625,1,1,34",
                        "10,8,1,1,0,0",
                        "14.25,0,0,0,0,0");
        StringWriter sampled = new StringWriter();
        TimeSeries.write(flat(), 8, 5, sampled);
        assertThat(sampled.toString().lines())
                .containsExactly(
                        "time,busy,utilization,running,queued,waiting_work",
                        "0,5,0.625,1,0,0",
                        "5,5,0.625,1,1,34",
                        "10,8,1,1,0,0");
    }

    @Test
    void aFileInNoScheduleFormatIsRefused() throws IOException {
        Path f = Files.writeString(dir.resolve("x.csv"), "a,b\n1,2\n");
        assertThatThrownBy(() -> ScheduleFiles.read(f, null))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(f + ":1: not a schedule");
        Path empty = Files.writeString(dir.resolve("e.csv"), "\n\n");
        assertThatThrownBy(() -> ScheduleFiles.read(empty, null))
                .isInstanceOf(BadInputException.class)
                .hasMessage(empty + ": empty file (not a schedule)");
        Path workload = Files.writeString(dir.resolve("w.swf"), "1 0 -1 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1\n");
        assertThatThrownBy(() -> ScheduleFiles.read(workload, null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("w.swf:1: job 1 has no wait time (-1): not a schedule");
        Path badSet = Files.writeString(
                dir.resolve("b.csv"),
                "job_id,submission_time,requested_number_of_resources,starting_time,finish_time,allocated_resources\n"
                        + "1,0,2,0,1,0-1-2\n");
        assertThatThrownBy(() -> ScheduleFiles.read(badSet, "flat:4"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("b.csv:2: allocated_resources '0-1-2' is not an interval set");
    }

    @Test
    void formatsAreChosenByNameOrWord() {
        assertThat(ScheduleFormat.forPath(Path.of("a/out_jobs.csv"))).isEqualTo(ScheduleFormat.EVALYS);
        assertThat(ScheduleFormat.forPath(Path.of("jobs.csv"))).isEqualTo(ScheduleFormat.EVALYS);
        assertThat(ScheduleFormat.forPath(Path.of("s.swf.gz"))).isEqualTo(ScheduleFormat.SWF);
        assertThat(ScheduleFormat.forPath(Path.of("schedule.csv"))).isEqualTo(ScheduleFormat.SCHEDLAB);
        assertThat(ScheduleFormat.parse("--schedule-format", "Evalys")).isEqualTo(ScheduleFormat.EVALYS);
        assertThatThrownBy(() -> ScheduleFormat.parse("--schedule-format", "gantt"))
                .hasMessage("--schedule-format: unknown schedule format 'gantt' (known: schedlab, evalys, swf)");
        assertThat(List.of(ScheduleFormat.values()))
                .extracting(ScheduleFormat::spelling)
                .containsExactly("schedlab", "evalys", "swf");
    }
}
