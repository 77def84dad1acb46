package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.repro.report.OutputLock;
import org.schedlab.experiments.view.ScheduleCsv;

/**
 * Fault injection on every output path (issue 28): failing writers, full devices, links, pipes,
 * files named as folders, busy and stale folder locks. Each case asserts the exit status, the one
 * line naming the culprit, and that nothing looks complete that is not: no truncated file under a
 * final name, no temporary file left, nothing replaced that the user did not ask for.
 */
class OutputSafetyTest {
    @TempDir
    Path dir;

    private static final String[] SIM = {
        "simulate",
        "--machine",
        "mesh:8x8",
        "--scheduler",
        "fcfs",
        "--workload",
        "mesh-uniform",
        "--load",
        "0.5",
        "--jobs",
        "200",
        "--no-progress"
    };

    private static String[] sim(String... more) {
        List<String> a = new ArrayList<>(List.of(SIM));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    private List<String> files(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** A writer that accepts {@code limit} characters and then fails like a full disk. */
    private static final class FullDisk extends Writer {
        private final StringBuilder got = new StringBuilder();
        private final int limit;

        FullDisk(int limit) {
            this.limit = limit;
        }

        @Override
        public void write(char[] c, int off, int len) throws IOException {
            if (got.length() + len > limit) {
                throw new IOException("No space left on device");
            }
            got.append(c, off, len);
        }

        @Override
        public void flush() throws IOException {
            if (got.length() >= limit) {
                throw new IOException("No space left on device");
            }
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    @Test
    void aFailingStandardOutputIsExitTwoNamingIt() {
        StringWriter err = new StringWriter();
        // PrintWriter swallows the failure: the command line must ask it
        int status = SchedLabCli.execute(
                sim("--format", "json"), new PrintWriter(new FullDisk(10), true), new PrintWriter(err, true));
        assertThat(status).as(err.toString()).isEqualTo(2);
        assertThat(err.toString().strip()).startsWith("schedlab: cannot write standard output");
        assertThat(err.toString().strip().lines().count()).isEqualTo(1);
    }

    @Test
    void aScheduleWriterThatFailsReportsWhereAtClose() {
        ScheduleCsv.Writer w = new ScheduleCsv.Writer(new FullDisk(100), "flat:4", "--schedule-out s.csv");
        for (int i = 1; i <= 20; i++) {
            w.accept(new org.schedlab.experiments.view.Schedule.Job(i, 0, 0, 1, 1, "0", -1, ""));
        }
        assertThatThrownBy(w::close)
                .isInstanceOf(BadInputException.class)
                .hasMessage("--schedule-out s.csv: cannot write: No space left on device");
    }

    @Test
    void anAtomicWriteThatFailsLeavesTheOldFileAndNoTemporary() throws IOException {
        Path target = Files.writeString(dir.resolve("fig.csv"), "old, complete\n");
        assertThatThrownBy(() -> AtomicFiles.write(target, w -> {
                    w.write("half");
                    throw new IOException("No space left on device");
                }))
                .isInstanceOf(BadInputException.class)
                .hasMessage("cannot write " + target + ": No space left on device");
        assertThat(Files.readString(target)).isEqualTo("old, complete\n");
        assertThat(files(dir)).containsExactly("fig.csv");
    }

    @Test
    void aFullDiskUnderAnImageWritersOwnErrorIsNamed() throws IOException {
        // ImageIO wraps the system's error in "I/O error writing PNG file!"
        Path target = dir.resolve("fig.png");
        assertThatThrownBy(() -> AtomicFiles.writeBytes(target, out -> {
                    out.write(new byte[] {1, 2, 3});
                    throw new javax.imageio.IIOException(
                            "I/O error writing PNG file!", new IOException("No space left on device"));
                }))
                .isInstanceOf(BadInputException.class)
                .hasMessage("cannot write " + target + ": No space left on device");
        assertThat(files(dir)).isEmpty();
    }

    @Test
    void aScheduleToTheFullDeviceIsRefusedAndTheDeviceKept() {
        Path full = Path.of("/dev/full");
        Assumptions.assumeTrue(Files.exists(full) && !Files.isRegularFile(full), "no /dev/full here");
        CliRunner r = CliRunner.run(sim("--schedule-out", full.toString()));
        CliRunner.assertBadInput(r, "--schedule-out /dev/full", "not a regular file");
        assertThat(Files.isRegularFile(full, LinkOption.NOFOLLOW_LINKS)).isFalse();
    }

    @Test
    void aSymbolicLinkIsNeitherFollowedNorReplaced() throws IOException {
        Path target = Files.writeString(dir.resolve("real.csv"), "mine\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), target);
        CliRunner r = CliRunner.run(sim("--schedule-out", link.toString()));
        CliRunner.assertBadInput(r, "--schedule-out " + link, "a symbolic link");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo("mine\n");
        assertThat(files(dir)).containsExactly("link.csv", "real.csv");
    }

    @Test
    void aNamedPipeIsRefusedWithoutOpeningIt() throws Exception {
        Path pipe = dir.resolve("pipe.csv");
        Process mk = new ProcessBuilder("mkfifo", pipe.toString()).start();
        Assumptions.assumeTrue(mk.waitFor() == 0, "mkfifo not available");
        CliRunner r = CliRunner.run(sim("--schedule-out", pipe.toString()));
        CliRunner.assertBadInput(r, "--schedule-out " + pipe, "special file");
        assertThat(Files.isRegularFile(pipe, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(files(dir)).containsExactly("pipe.csv");
    }

    @Test
    void aDashWritesTheScheduleToStandardOutputAndTheMetricsToStandardError() {
        CliRunner r = CliRunner.run(sim("--schedule-out", "-", "--format", "csv"));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith(String.join(",", ScheduleCsv.COLUMNS) + "\n");
        assertThat(r.out().lines().count()).isEqualTo(201);
        assertThat(r.err()).contains("meanWait");
        assertThat(Path.of("-")).doesNotExist();
    }

    @Test
    void aWrittenScheduleHonoursTheUmask() throws IOException {
        Path probe = Files.createFile(dir.resolve("probe"));
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(probe);
        Files.delete(probe);
        Path out = dir.resolve("s.csv");
        CliRunner r = CliRunner.run(sim("--schedule-out", out.toString()));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.getPosixFilePermissions(out)).isEqualTo(expected);
        assertThat(Files.readAllLines(out)).hasSize(201);
        assertThat(files(dir)).containsExactly("s.csv");
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 30, unit = java.util.concurrent.TimeUnit.MINUTES) // a hang guard
    void anOutThatIsAFileOrUnderAFileIsRefusedBeforeAnySimulation() throws IOException {
        // a sweep of 50 million jobs: refused before simulating, or the test would run for hours
        Path yaml = Files.writeString(
                dir.resolve("long.yaml"),
                Files.readString(spec("long", "meanWait")).replace("jobs: 50", "jobs: 50000000"));
        assertThat(Files.readString(yaml)).contains("jobs: 50000000");
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        for (Path out : List.of(file, file.resolve("sub"))) {
            CliRunner r =
                    CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
            CliRunner.assertBadInput(r, "--out " + out, "is a file, not a folder");
        }
        assertThat(Files.readString(file)).isEqualTo("not a folder");
    }

    @Test
    void aReadOnlyOutIsRefusedNamingIt() throws IOException {
        Path yaml = spec("ok", "meanWait");
        Path ro = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(ro, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE));
        try {
            Assumptions.assumeFalse(Files.isWritable(ro), "running as a user who can write anywhere");
            CliRunner r =
                    CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", ro.toString(), "--no-progress");
            CliRunner.assertBadInput(r, "--out " + ro, "cannot write in the folder");
        } finally {
            Files.setPosixFilePermissions(ro, Set.of(PosixFilePermission.values()));
        }
    }

    @Test
    void anOutputNameThatIsALinkInTheFolderIsRefusedBeforeRunning() throws IOException {
        Path yaml = spec("ok", "meanWait");
        Path out = Files.createDirectory(dir.resolve("out"));
        Path elsewhere = Files.writeString(dir.resolve("elsewhere.csv"), "keep\n");
        Files.createSymbolicLink(out.resolve("f.csv"), elsewhere);
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
        CliRunner.assertBadInput(r, "--out " + out, "f.csv is a symbolic link");
        assertThat(Files.readString(elsewhere)).isEqualTo("keep\n");
        assertThat(files(out)).containsExactly("f.csv");
    }

    @Test
    void aSecondRunIntoABusyFolderIsRefusedNamingTheHolder() throws IOException {
        Path yaml = spec("ok", "meanWait");
        Path out = dir.resolve("out");
        try (OutputLock held = OutputLock.acquire("--out", out, "schedlab reproduce (the first run)", n -> {})) {
            CliRunner r =
                    CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
            CliRunner.assertBadInput(
                    r,
                    "--out " + out,
                    "in use by another run",
                    "pid " + ProcessHandle.current().pid(),
                    "schedlab reproduce (the first run)",
                    "started ");
            assertThat(files(out)).containsExactly(OutputLock.FILE);
        }
        assertThat(out)
                .as("the lock, and the folder it made for a run that wrote nothing, are removed")
                .doesNotExist();
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(files(out)).contains("f.csv", "manifest.json").doesNotContain(OutputLock.FILE);
    }

    @Test
    void aStaleLockOfADeadRunIsTakenOverWithANote() throws IOException {
        Path out = Files.createDirectory(dir.resolve("out"));
        Files.writeString(out.resolve(OutputLock.FILE), "pid 99999999, schedlab reproduce x, started 2026-01-01\n");
        List<String> notes = new ArrayList<>();
        try (OutputLock lock = OutputLock.acquire("--out", out, "me", notes::add)) {
            assertThat(notes).singleElement().asString().contains("took over", "pid 99999999");
            assertThat(Files.readString(out.resolve(OutputLock.FILE)))
                    .startsWith("pid " + ProcessHandle.current().pid() + ", me, started ");
        }
        assertThat(out.resolve(OutputLock.FILE)).doesNotExist();
    }

    @Test
    void anEmptyTraceFolderIsRefusedNamingTheMissingTraces() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("traces"));
        Path out = dir.resolve("out");
        CliRunner r = CliRunner.run(
                "reproduce",
                "fattree-2009",
                "--quick",
                "--traces",
                empty.toString(),
                "--out",
                out.toString(),
                "--no-progress");
        CliRunner.assertBadInput(r, "--traces " + empty, "missing ", ".swf", "Parallel Workloads Archive");
        assertThat(out).doesNotExist();
    }

    @Test
    void specFileErrorsAreOneLineWithFileLineAndColumn() throws IOException {
        Path dup = Files.writeString(dir.resolve("dup.yaml"), "id: a\nid: b\n");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "--spec", dup.toString(), "--no-progress"),
                dup + ":2:",
                "Duplicate",
                "'id'");
        Path syntax = Files.writeString(dir.resolve("syntax.yaml"), "id: a\nsweeps: [1, 2\nfigures: []\n");
        CliRunner r = CliRunner.run("reproduce", "--spec", syntax.toString(), "--no-progress");
        CliRunner.assertBadInput(r, syntax + ":");
        assertThat(r.err())
                .matches("(?s)schedlab: " + java.util.regex.Pattern.quote(syntax.toString()) + ":\\d+:\\d+: .*");
    }

    @Test
    void aMisspelledFigureMetricIsRefusedBeforeAnySimulation() throws IOException {
        Path yaml = spec("typo", "meanWiat");
        Path out = dir.resolve("out");
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
        CliRunner.assertBadInput(r, yaml.toString(), "figure f", "unknown metric 'meanWiat'", "meanWait");
        assertThat(out).doesNotExist();
    }

    @Test
    void numericExtremesNameTheOption() {
        CliRunner.assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:99999999999", "--workload", "downey", "--jobs", "5"),
                "flat:99999999999",
                "out of range");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "trace-info",
                        "--processors",
                        "0",
                        dir.resolve("none.swf").toString()),
                "--processors must be >= 1");
        CliRunner.assertBadInput(
                CliRunner.run("capacity-loss", "--size", "2147483647", "--clusters", "2", "--components", "1:2"),
                "--clusters 2 times --size 2147483647");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "gang:1073741824",
                        "--scheduler",
                        "gang:bc",
                        "--workload",
                        "downey",
                        "--load",
                        "0.5",
                        "--jobs",
                        "5"),
                "--machine 'gang:1073741824'",
                "at most 16777216");
    }

    @Test
    void aJobsCsvWithAByteOrderMarkIsReadAndDuplicateIdsAreRefused() throws IOException {
        Path bom = dir.resolve("bom.csv");
        Files.write(bom, ("\uFEFFid,submit,runtime,procs\n1,0,5,2\n2,1,5,2\n").getBytes(StandardCharsets.UTF_8));
        CliRunner ok = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "jobs:" + bom, "--format", "csv", "--no-progress");
        assertThat(ok.status()).as(ok.err()).isZero();
        assertThat(ok.out()).contains("jobs");
        Path dup = Files.writeString(dir.resolve("dup.csv"), "id,submit,runtime,procs\n1,0,5,2\n7,1,5,2\n7,2,5,2\n");
        CliRunner.assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "jobs:" + dup, "--no-progress"),
                dup + ":4",
                "duplicate job id 7",
                "line 3");
    }

    /** Starts {@code simulate} with a long run into {@code out} in another JVM; returns once it writes. */
    private Process longSimulation(Path out) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        SchedLabCli.class.getName(),
                        "simulate",
                        "--machine",
                        "mesh:16x16",
                        "--scheduler",
                        "fcfs",
                        "--workload",
                        "mesh-uniform",
                        "--load",
                        "0.5",
                        "--jobs",
                        "50000000",
                        "--no-progress",
                        "--schedule-out",
                        out.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile())
                .start();
        long deadline = System.nanoTime() + 600_000_000_000L; // a hang guard, not a time limit
        while (System.nanoTime() < deadline && p.isAlive()) {
            try (Stream<Path> s = Files.list(out.getParent())) {
                if (s.anyMatch(f -> f.getFileName().toString().endsWith(".partial"))) {
                    Thread.sleep(1000);
                    return p;
                }
            }
            Thread.sleep(100);
        }
        p.destroyForcibly();
        throw new AssertionError("the child never started writing: " + Files.readString(dir.resolve("child.log")));
    }

    @Test
    void sigtermDuringAScheduleLeavesNeitherAScheduleNorATemporaryFile() throws Exception {
        Path outDir = Files.createDirectory(dir.resolve("out"));
        Path out = outDir.resolve("s.csv");
        Process p = longSimulation(out);
        p.destroy(); // SIGTERM: the shutdown hook removes the temporary file
        p.waitFor();
        assertThat(files(outDir))
                .as("nothing under the final name, no temporary file")
                .isEmpty();
    }

    @Test
    void sigkillLeavesNoScheduleAndTheNextRunRemovesTheTemporaryFile() throws Exception {
        Path outDir = Files.createDirectory(dir.resolve("out"));
        Path out = outDir.resolve("s.csv");
        Process p = longSimulation(out);
        p.destroyForcibly(); // SIGKILL: no cleanup possible
        p.waitFor();
        assertThat(files(outDir))
                .as("a hidden temporary file, never the final name")
                .allMatch(n -> n.startsWith(".s.csv.") && n.endsWith(".partial"));
        CliRunner r = CliRunner.run(sim("--schedule-out", out.toString()));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(files(outDir)).containsExactly("s.csv");
    }

    /** A one-sweep experiment file whose figure draws {@code metric}. */
    private Path spec(String id, String metric) throws IOException {
        return TinySpec.write(dir, id, "FCFS", "fcfs", metric);
    }
}
