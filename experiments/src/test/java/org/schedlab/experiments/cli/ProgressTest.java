package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Progress as lines when stderr is not a terminal: a line per tenth of a long run, none for a short one. */
class ProgressTest {
    private static final long S = 1_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void aLongRunPrintsOneLinePerTenthOnceItIsLong() {
        StringWriter out = new StringWriter();
        AtomicLong now = new AtomicLong();
        try (Progress p = Progress.lines(new PrintWriter(out), "gang-2000", 96, "units", now::get)) {
            assertThat(p.printsLines()).isTrue();
            now.set(2 * S);
            p.stepTo(20); // 20%, but the run is not long yet
            now.set(12 * S);
            p.stepTo(34); // long now: the tenth reached so far
            p.stepTo(35);
            now.set(75 * S);
            p.stepTo(40);
            p.stepTo(96);
        }
        assertThat(out.toString().lines())
                .containsExactly(
                        "gang-2000: 30% (34 of 96 units, 12 s)",
                        "gang-2000: 40% (40 of 96 units, 1 min 15 s)", "gang-2000: 100% (96 of 96 units, 1 min 15 s)");
    }

    @Test
    void aShortRunPrintsNothingAndWithoutATotalALineEveryHalfMinute() {
        StringWriter out = new StringWriter();
        AtomicLong now = new AtomicLong();
        try (Progress p = Progress.lines(new PrintWriter(out), "simulate", 1000, "jobs", now::get)) {
            for (int n = 0; n <= 1000; n += 100) {
                now.addAndGet(S / 2);
                p.stepTo(n);
            }
        }
        assertThat(out.toString()).isEmpty();
        try (Progress p = Progress.lines(new PrintWriter(out), "simulate", -1, "jobs", now::get)) {
            long t0 = now.get();
            for (int k = 1; k <= 80; k++) {
                now.set(t0 + k * S);
                p.stepTo(1024L * k);
            }
        }
        assertThat(out.toString().lines())
                .containsExactly("simulate: 30,720 jobs (30 s)", "simulate: 61,440 jobs (1 min 0 s)");
    }

    @Test
    void aRunIsLongFromTenSecondsOnAndLinesReachTheStreamAtOnce() {
        StringWriter sink = new StringWriter();
        // a buffered writer: each line must be flushed to be seen while the run goes on
        PrintWriter err = new PrintWriter(new java.io.BufferedWriter(sink));
        AtomicLong now = new AtomicLong(5 * S);
        Progress p = Progress.lines(err, "t", 10, "units", now::get);
        now.set(15 * S - 1);
        p.stepTo(1);
        assertThat(sink.toString()).isEmpty();
        now.set(15 * S);
        p.stepTo(2);
        assertThat(sink.toString().lines()).containsExactly("t: 20% (2 of 10 units, 10 s)");
        now.set(65 * S);
        p.stepTo(3);
        now.set(3725 * S + 5 * S);
        p.stepTo(10);
        assertThat(sink.toString().lines())
                .containsExactly(
                        "t: 20% (2 of 10 units, 10 s)",
                        "t: 30% (3 of 10 units, 1 min 0 s)", "t: 100% (10 of 10 units, 1 h 2 min)");
    }

    @Test
    void aTotalOfZeroCountsLikeAnUnknownOne() {
        StringWriter out = new StringWriter();
        AtomicLong now = new AtomicLong();
        Progress p = Progress.lines(new PrintWriter(out), "t", 0, "units", now::get);
        now.set(31 * S);
        p.stepTo(7);
        assertThat(out.toString().lines()).containsExactly("t: 7 units (31 s)");
    }

    @Test
    void noProgressMeansNoLines() {
        StringWriter out = new StringWriter();
        try (Progress p = Progress.open(false, new PrintWriter(out), "x", 10, "units")) {
            assertThat(p.printsLines()).isFalse();
            p.stepTo(10);
            p.line("never");
        }
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void reproduceSaysWhichPaperItRunsUnlessToldNot() throws IOException {
        Path spec = TinySpec.write(dir, "tiny", "FCFS", "fcfs", "meanWait");
        CliRunner r = CliRunner.run(
                "reproduce",
                "--spec",
                spec.toString(),
                "--out",
                dir.resolve("a").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).startsWith("tiny: 1 work unit (quick)\n");
        CliRunner quiet = CliRunner.run(
                "reproduce",
                "--spec",
                spec.toString(),
                "--out",
                dir.resolve("b").toString(),
                "--no-progress");
        assertThat(quiet.status()).as(quiet.err()).isZero();
        assertThat(quiet.err()).doesNotContain("work unit");
    }

    @Test
    void aShardSaysWhichShardItRuns() throws IOException {
        Path spec = TinySpec.write(dir, "tiny", "FCFS", "fcfs", "meanWait");
        CliRunner r = CliRunner.ok(
                "reproduce",
                "--spec",
                spec.toString(),
                "--out",
                dir.resolve("a").toString(),
                "--shard",
                "0/1");
        assertThat(r.err()).startsWith("tiny, shard 0/1: 1 work unit (quick)\n");
        assertThat(r.out())
                .startsWith("tiny: shard 0/1: 1 work units (0 already complete, 1 run) in ")
                .endsWith("; when every shard is done: schedlab merge --out " + dir.resolve("a") + "\n");
    }
}
