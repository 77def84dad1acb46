package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.schedlab.experiments.cli.CliRunner.assertBadInput;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input that lives in files and directories (issue 13's table): each case exits 2 with one
 * message naming the file (and line) or the option, and leaves no output that looks complete.
 */
class FileInputTest {
    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void emptySwfIsBadInputAndLeavesNoSchedule() throws IOException {
        Path swf = write("empty.swf", "; MaxProcs: 4");
        Path schedule = dir.resolve("schedule.csv");
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "swf:" + swf,
                        "--schedule-out",
                        schedule.toString(),
                        "--no-progress"),
                "swf:" + swf,
                "has no jobs",
                "0 job records read");
        assertThat(schedule).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("empty.swf");
        }
    }

    @Test
    void everyRecordDroppedSaysWhy() throws IOException {
        Path swf = write("dropped.swf", "1 0 0 -1 4 -1 -1 4 10 -1 1 1 1 1 1 1 -1 -1");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + swf, "--no-progress"),
                "has no jobs",
                "1 job records read",
                "negative-runtime 1");
    }

    @Test
    void traceInfoOnAnEmptySwf() throws IOException {
        Path swf = write("empty.swf", "; nothing here");
        assertBadInput(CliRunner.run("trace-info", swf.toString()), swf.toString(), "no jobs");
    }

    @Test
    void unwritableScheduleOut() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,1,1");
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        Assumptions.assumeFalse(Files.isWritable(locked), "running as a user who can write anywhere");
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "jobs:" + jobs,
                        "--schedule-out",
                        locked.resolve("s.csv").toString()),
                "--schedule-out",
                locked.toString());
    }

    @Test
    void scheduleOutThatIsADirectory() throws IOException {
        // unwritable even for root: the target is a directory holding a file
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,1,1");
        Path target = Files.createDirectory(dir.resolve("taken"));
        Files.writeString(target.resolve("keep.txt"), "x");
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "jobs:" + jobs, "--schedule-out", target.toString());
        assertBadInput(r, target.toString());
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .as("no temporary schedule left behind")
                    .containsExactlyInAnyOrder("jobs.csv", "taken");
        }
    }

    @Test
    void scheduleOutIntoAMissingDirectory() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,1,1");
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "jobs:" + jobs,
                        "--schedule-out",
                        dir.resolve("nope/s.csv").toString()),
                "--schedule-out",
                "directory does not exist");
    }

    @Test
    void aJobLargerThanTheMachineNamesTheFileAndLine() throws IOException {
        Path swf = write(
                "big.swf",
                "; MaxProcs: 8",
                "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1",
                "2 5 0 10 16 -1 -1 16 10 -1 1 1 1 1 1 1 -1 -1");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:8", "--workload", "swf:" + swf, "--no-progress"),
                swf + ":3",
                "job 2 needs 16 processors but the machine takes at most 8");
    }

    @Test
    void aJobsFileJobLargerThanTheMachineNamesTheFileAndLine() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,1,1", "7,1,1,9");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:8", "--workload", "jobs:" + jobs, "--no-progress"),
                jobs + ":3: ",
                "job 7 needs 9 processors but the machine serves at most 8");
    }

    /**
     * mesh:16x8 has 128 processors, but the square rule (w <= h) serves at most 8x8 = 64: a row of
     * 100 processors fits by count only.
     */
    @Test
    void aJobsFileSquareRuleMisfitNamesTheFileAndLine() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,5,4", "2,1,5,64", "3,2,5,100", "4,3,5,2");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "mesh:16x8", "--workload", "jobs:" + jobs, "--no-progress"),
                jobs + ":4: ",
                "job 3 needs 100 processors but the machine serves at most 64",
                "oversize=drop");
    }

    @Test
    void aJobsFileSquareRuleMisfitIsDroppedOnRequest() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,5,4", "2,1,5,64", "3,2,5,100", "4,3,5,2");
        Path schedule = dir.resolve("s.csv");
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "mesh:16x8",
                "--workload",
                "jobs:" + jobs,
                "--convention",
                "oversize=drop",
                "--schedule-out",
                schedule.toString(),
                "--format",
                "json",
                "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
        List<String> rows = Files.readAllLines(schedule);
        assertThat(rows).hasSize(4); // header and jobs 1, 2 and 4
        assertThat(rows.subList(1, 4))
                .extracting(l -> l.substring(0, l.indexOf(',')))
                .containsExactly("1", "2", "4");
        assertThat(r.out()).containsPattern("\"oversize\"\\s*:\\s*1");
    }

    @Test
    void aJobsFileOversizeOptionIsChecked() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,1,1");
        assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:8",
                        "--workload",
                        "jobs:" + jobs,
                        "--convention",
                        "oversize=clamp",
                        "--no-progress"),
                "option oversize=clamp: expected one of keep, drop");
    }

    @Test
    void loadWithATraceIsRefused() throws IOException {
        Path swf = write("t.swf", "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1");
        assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:8", "--workload", "swf:" + swf, "--load", "2"),
                "--load does not apply to workload swf",
                "--load-factor");
    }

    @Test
    void helpPrintsNoWarnings() {
        CliRunner r = CliRunner.run("simulate", "--help");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("95% CI");
    }

    @Test
    void versionNamesTheCommit() {
        CliRunner r = CliRunner.run("-V");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("schedlab ").containsPattern("commit ([0-9a-f]{40}(-dirty)?|unknown)");
    }
}
