package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No output overwrites an input or another output (issue 53): each case names the same file twice
 * (by the same name, through a link, a hard link or another spelling) and must end in exit 2 with
 * one line naming both options, the file untouched and nothing else written.
 */
class OutputClashTest {
    @TempDir
    Path dir;

    private static final String JOBS = "id,submit,runtime,procs\n1,0,5,2\n2,1,5,2\n3,2,7,1\n";

    private Path jobs() throws IOException {
        return Files.writeString(dir.resolve("jobs.csv"), JOBS);
    }

    private static String[] sim(Path jobs, String... more) {
        List<String> a = new java.util.ArrayList<>(List.of(
                "simulate", "--machine", "flat:4", "--workload", "jobs:" + jobs, "--no-progress", "--format", "csv"));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    private List<String> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aScheduleOverTheInputJobsFileIsRefused() throws IOException {
        Path jobs = jobs();
        CliRunner r = CliRunner.run(sim(jobs, "--schedule-out", jobs.toString()));
        CliRunner.assertBadInput(
                r, "--schedule-out " + jobs + " and --workload " + jobs, "name the same file", "destroy the input");
        assertThat(Files.readString(jobs)).isEqualTo(JOBS);
        assertThat(files()).containsExactly("jobs.csv");
    }

    @Test
    void aViewOverTheInputIsRefusedAlsoThroughALinkOrAnotherSpelling() throws IOException {
        Path jobs = jobs();
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), jobs);
        Path hard = Files.createLink(dir.resolve("hard.csv"), jobs);
        for (Path view : List.of(jobs, link, hard, dir.resolve("sub/../jobs.csv"), dir.resolve("./jobs.csv"))) {
            if (view.toString().contains("sub/")) {
                Files.createDirectories(dir.resolve("sub"));
            }
            CliRunner r = CliRunner.run(sim(jobs, "--view", view.toString()));
            CliRunner.assertBadInput(r, "--view " + view + " and --workload " + jobs, "name the same file");
            assertThat(Files.readString(jobs)).isEqualTo(JOBS);
        }
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(hard)).isEqualTo(JOBS);
    }

    @Test
    void aScheduleAndAViewOfOneNameAreRefused() throws IOException {
        Path jobs = jobs();
        Path x = dir.resolve("x.csv");
        CliRunner r = CliRunner.run(sim(jobs, "--schedule-out", x.toString(), "--view", x.toString()));
        CliRunner.assertBadInput(
                r, "--schedule-out " + x + " and --view " + x, "name the same file", "one output would overwrite");
        assertThat(files()).containsExactly("jobs.csv");
        // an existing schedule of that name is kept as it was
        Files.writeString(x, "mine\n");
        r = CliRunner.run(sim(
                jobs,
                "--schedule-out",
                x.toString(),
                "--view",
                dir.resolve("./x.csv").toString()));
        CliRunner.assertBadInput(r, "name the same file");
        assertThat(Files.readString(x)).isEqualTo("mine\n");
    }

    @Test
    void aViewOfAScheduleOverItselfIsRefused() throws IOException {
        Path s = dir.resolve("s.csv");
        CliRunner made = CliRunner.run(sim(jobs(), "--schedule-out", s.toString()));
        assertThat(made.status()).as(made.err()).isZero();
        byte[] schedule = Files.readAllBytes(s);
        CliRunner r = CliRunner.run("view", s.toString(), "-o", s.toString());
        CliRunner.assertBadInput(r, "--out " + s + " and view " + s, "name the same file");
        assertThat(Files.readAllBytes(s)).isEqualTo(schedule);
        assertThat(files()).containsExactly("jobs.csv", "s.csv");
    }

    @Test
    void theFormatCommandsGoThroughTheSameCheck() throws IOException {
        Path jobs = jobs();
        // convert over its own input
        CliRunner r = CliRunner.run(
                "convert", jobs.toString(), dir.resolve("./jobs.csv").toString(), "--to", "swf");
        CliRunner.assertBadInput(r, "OUT " + dir.resolve("./jobs.csv") + " and IN " + jobs, "name the same file");
        assertThat(Files.readString(jobs)).isEqualTo(JOBS);
        // a time series over the schedule, and over the input
        Path s = dir.resolve("s.csv");
        r = CliRunner.run(sim(jobs, "--schedule-out", s.toString(), "--series-out", s.toString()));
        CliRunner.assertBadInput(r, "--schedule-out " + s + " and --series-out " + s, "name the same file");
        r = CliRunner.run(sim(jobs, "--series-out", jobs.toString()));
        CliRunner.assertBadInput(r, "--series-out " + jobs + " and --workload " + jobs, "destroy the input");
        assertThat(Files.readString(jobs)).isEqualTo(JOBS);
        assertThat(files()).containsExactly("jobs.csv");
        // compare's page over one of the schedules it compares
        CliRunner made = CliRunner.run(sim(jobs, "--schedule-out", s.toString()));
        assertThat(made.status()).as(made.err()).isZero();
        byte[] schedule = Files.readAllBytes(s);
        r = CliRunner.run("compare", s.toString(), s.toString(), "--view", s.toString());
        CliRunner.assertBadInput(r, "--view " + s + " and A " + s, "destroy the input");
        assertThat(Files.readAllBytes(s)).isEqualTo(schedule);
    }

    @Test
    void distinctFilesStillWork() throws IOException {
        Path jobs = jobs();
        Path s = dir.resolve("s.csv");
        Path v = dir.resolve("s.html");
        CliRunner r = CliRunner.run(sim(jobs, "--schedule-out", s.toString(), "--view", v.toString()));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(files()).containsExactly("jobs.csv", "s.csv", "s.html");
        assertThat(Files.readString(jobs)).isEqualTo(JOBS);
    }

    @Test
    void anEmptyFileOrFolderNameIsRefusedAtOnceInOneLine() throws IOException {
        Path jobs = jobs();
        // an empty --out would be the current folder: refused before the paper is even looked up
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "gang-2000", "--quick", "--out", "", "--no-progress"),
                "--out",
                "empty name");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "gang-2000", "--quick", "--traces", "", "--no-progress"),
                "--traces",
                "empty name");
        CliRunner.assertBadInput(CliRunner.run(sim(jobs, "--schedule-out", "")), "--schedule-out", "empty name");
        CliRunner.assertBadInput(CliRunner.run(sim(jobs, "--view", "")), "--view", "empty name");
        CliRunner.assertBadInput(CliRunner.run("view", ""), "SCHEDULE.csv", "empty name");
        CliRunner.assertBadInput(CliRunner.run("trace-info", ""), "PATH", "empty name");
        CliRunner.assertBadInput(CliRunner.run("merge", "--out", ""), "--out", "empty name");
        CliRunner.assertBadInput(CliRunner.run("reproduce", "--spec", ""), "--spec", "empty name");
        assertThat(files()).containsExactly("jobs.csv");
    }

    @Test
    void anExperimentFileThatIsAnOutputOfItsRunIsRefused() throws IOException {
        Path out = Files.createDirectory(dir.resolve("out"));
        Path yaml = TinySpec.write(out, "f", "FCFS", "fcfs", "meanWait");
        Path asOutput = Files.move(yaml, out.resolve("f.csv"));
        String text = Files.readString(asOutput);
        CliRunner r =
                CliRunner.run("reproduce", "--spec", asOutput.toString(), "--out", out.toString(), "--no-progress");
        CliRunner.assertBadInput(r, "--out " + asOutput + " and --spec " + asOutput, "destroy the input");
        assertThat(Files.readString(asOutput)).isEqualTo(text);
    }
}
