package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.report.OutputFolder;
import org.schedlab.experiments.repro.report.OutputLock;

/**
 * Signals during {@code reproduce} (issue 28): a child JVM reproduces an experiment file of nine
 * figures and is interrupted (SIGINT) or killed (SIGKILL) while it writes them. Afterwards no file
 * claims to be complete that is not: no manifest (a run's last file), and every figure file there
 * is byte for byte the one a complete run writes; SIGINT leaves no temporary file; and a second
 * run into the same folder succeeds and leaves the complete run's outputs and nothing else.
 */
class ReproduceSignalTest {
    @TempDir
    Path dir;

    /** Every per-run figure of a simulation (all of them but the job count). */
    private static final java.util.List<String> METRICS = org.schedlab.core.metrics.MetricsSummary.NAMES.stream()
            .filter(m -> !m.equals("jobs"))
            .toList();

    /** One sweep (two schedulers, three loads) and one figure per metric. */
    private Path spec() throws IOException {
        List<String> lines = new ArrayList<>(List.of(
                "id: signals",
                "sweeps:",
                "  - id: s",
                "    machine: mesh:16x16",
                "    workload: mesh-uniform",
                "    jobs: 400",
                "    parameter: load",
                "    points: [0.3, 0.5, 0.7]",
                "    replications: {fixed: 2}",
                "    series:",
                "      - {label: FCFS, scheduler: fcfs}",
                "      - {label: EASY, scheduler: easy}",
                "figures:"));
        for (String m : METRICS) {
            lines.add("  - {id: f-" + m + ", sweep: s, metric: " + m + "}");
        }
        lines.add("");
        return Files.writeString(dir.resolve("signals.yaml"), String.join("\n", lines), StandardCharsets.UTF_8);
    }

    private static List<String> names(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static boolean isFigureFile(String name) {
        return !name.startsWith(".") && (name.endsWith(".csv") || name.endsWith(".png"));
    }

    /** Whether this process ignores SIGINT (Linux: bit 1 of {@code SigIgn} in /proc/self/status). */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                long mask = Long.parseUnsignedLong(
                        line.substring("SigIgn:".length()).trim(), 16);
                return (mask & (1L << 1)) != 0;
            }
        }
        return false;
    }

    /** Starts the reproduction in another JVM; returns once its first figure file is there. */
    private Process startAndWaitForTheFirstFigure(Path yaml, Path out) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>();
        if (sigintIgnored()) {
            // started in the background by a shell (e.g. `nohup .ci/run &`), this JVM and so its
            // children ignore SIGINT, and a JVM that starts with SIGINT ignored never handles it:
            // the child gets the default disposition back through perl (part of every Debian)
            command.addAll(List.of("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!"));
        }
        command.addAll(List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                SchedLabCli.class.getName(),
                "reproduce",
                "--spec",
                yaml.toString(),
                "--out",
                out.toString(),
                "--no-progress"));
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10); // a hang guard, not a time limit
        while (System.nanoTime() < deadline && p.isAlive()) {
            if (Files.isDirectory(out) && names(out).stream().anyMatch(ReproduceSignalTest::isFigureFile)) {
                return p;
            }
            Thread.sleep(5);
        }
        p.destroyForcibly();
        throw new AssertionError(
                "the child wrote no figure while running: " + Files.readString(dir.resolve("child.log")));
    }

    /** A complete run of {@code yaml} into {@code out}, in this JVM. */
    private static void completeRun(Path yaml, Path out) {
        CliRunner r = CliRunner.run("reproduce", "--spec", yaml.toString(), "--out", out.toString(), "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
    }

    private void signalDuringWriting(String signal) throws Exception {
        Path yaml = spec();
        Path reference = dir.resolve("reference");
        completeRun(yaml, reference);
        List<String> complete = names(reference);
        assertThat(complete).contains(OutputFolder.MANIFEST, "f-meanWait.csv", "f-waitP99.png");

        Path out = dir.resolve("out");
        Process p = startAndWaitForTheFirstFigure(yaml, out);
        new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
        assertThat(p.waitFor(10, TimeUnit.MINUTES))
                .as("the child ends after SIG" + signal)
                .isTrue();
        assertThat(p.exitValue())
                .as("the run was stopped by the signal, not finished: " + Files.readString(dir.resolve("child.log")))
                .isEqualTo(128 + (signal.equals("INT") ? 2 : 9));

        List<String> left = names(out);
        assertThat(left).as("a stopped run writes no manifest").doesNotContain(OutputFolder.MANIFEST);
        for (String n : left) {
            if (isFigureFile(n)) {
                assertThat(Files.mismatch(out.resolve(n), reference.resolve(n)))
                        .as(n + " is complete: the same bytes as the complete run's")
                        .isEqualTo(-1L);
            }
        }
        // what a stopped run keeps on purpose, for the next run: the list of the outputs it owns
        // (there is no manifest yet) and the work units it finished (it resumes from them)
        java.util.function.Predicate<String> resumeState =
                n -> n.equals(OutputFolder.PENDING) || n.equals(OutputFolder.RESUME);
        if (signal.equals("INT")) {
            assertThat(left)
                    .as("after SIGINT no temporary file and no lock are left, only the state a re-run resumes from")
                    .noneMatch(n -> n.startsWith(".") && !resumeState.test(n));
        } else {
            assertThat(left)
                    .as("after SIGKILL only hidden temporary files, the lock and the resume state are left besides"
                            + " complete files")
                    .allMatch(n -> isFigureFile(n)
                            || n.equals(OutputLock.FILE)
                            || resumeState.test(n)
                            || (n.startsWith(".") && n.endsWith(".tmp")));
        }

        completeRun(yaml, out);
        List<String> after = names(out);
        assertThat(after).as("the re-run leaves what a complete run leaves").isEqualTo(complete);
        for (String n : after) {
            if (isFigureFile(n)) {
                assertThat(Files.mismatch(out.resolve(n), reference.resolve(n)))
                        .as(n + " after the re-run")
                        .isEqualTo(-1L);
            }
        }
    }

    @Test
    void sigintWhileWritingLeavesOnlyCompleteFilesAndNoTemporary() throws Exception {
        signalDuringWriting("INT");
    }

    @Test
    void sigkillWhileWritingLeavesOnlyCompleteFilesAndTheNextRunCleansUp() throws Exception {
        signalDuringWriting("KILL");
    }
}
