package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Numbers that cannot be represented are refused, never printed (issue 53): times beyond the
 * clock's range, loads that place the arrivals there, offered loads without a machine size, job ids
 * twice, figures that come out NaN, and queues that grow without end.
 */
class RepresentableNumbersTest {
    @TempDir
    Path dir;

    private static String line(int id, String submit) {
        return id + " " + submit + " 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n";
    }

    private Path swf(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void submitTimesNear1e18AreRefusedNamingFileAndLine() throws IOException {
        Path f = swf("big.swf", "; MaxProcs: 4\n" + line(1, "1000000000000000000") + line(2, "1000000000000000010"));
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "swf:" + f, "--no-progress", "--format", "csv");
        CliRunner.assertBadInput(r, f + ":2: submit time 1000000000000000000 is beyond the clock's range");
        CliRunner.assertBadInput(CliRunner.run("trace-info", f.toString()), f + ":2:", "beyond the clock's range");
    }

    /** A simulate run of 100 jobs of {@code workload} at {@code rate} ({@code --load 1e-300}, say). */
    private static CliRunner slow(String machine, String workload, String option, String rate) {
        return CliRunner.run(
                "simulate",
                "--machine",
                machine,
                "--workload",
                workload,
                option,
                rate,
                "--jobs",
                "100",
                "--no-progress");
    }

    @Test
    void aLoadThatPutsTheArrivalsBeyondTheClocksRangeIsRefusedNamingIt() {
        CliRunner.assertBadInput(
                slow("flat:16", "downey", "--load", "1e-300"),
                "downey at load 1.0E-300: job 1: submit time",
                "beyond the clock's range");
        // the Lublin model's daily cycle places such an arrival at once instead of walking to it
        CliRunner.assertBadInput(
                slow("flat:128", "lublin", "--load", "1e-300"),
                "lublin at load 1.0E-300: job ",
                "beyond the clock's range");
        CliRunner.assertBadInput(
                slow("flat:128", "lublin", "--utilization", "1e-300"),
                "lublin at utilization 1.0E-300: job ",
                "beyond the clock's range");
    }

    @Test
    void traceInfoAsksForTheProcessorsWhenTheHeaderHasNoUsableCount() throws IOException {
        // runtimes of 100: jobs 2 and 3 end by the last arrival, as the offered load needs
        String jobs = line(1, "0") + line(2, "100") + line(3, "200") + line(4, "300");
        for (String v : new String[] {"0", "99999999999"}) {
            Path f = swf("mp.swf", "; MaxProcs: " + v + "\n" + jobs);
            CliRunner.assertBadInput(
                    CliRunner.run("trace-info", f.toString()),
                    f + ":1: header MaxProcs: " + v,
                    "not a processor count");
        }
        for (String header : new String[] {"", "; MaxProcs: -1\n", "; Computer: by hand\n"}) {
            Path f = swf("none.swf", header + jobs);
            CliRunner.assertBadInput(
                    CliRunner.run("trace-info", f.toString()), f + ": no processor count", "give --processors P");
            CliRunner ok = CliRunner.run("trace-info", f.toString(), "--processors", "4", "--format", "csv");
            assertThat(ok.status()).as(ok.err()).isZero();
            assertThat(ok.out()).doesNotContain("NaN");
        }
    }

    @Test
    void aStatisticThatIsNotDefinedIsRefusedNotPrinted() throws IOException {
        Path one = swf("one.swf", "; MaxProcs: 4\n" + line(1, "0"));
        CliRunner.assertBadInput(
                CliRunner.run("trace-info", one.toString()),
                one + ": meanInterarrival is not defined (a trace of 1 job has no interarrival time");
        Path together = swf("together.swf", "; MaxProcs: 4\n" + line(1, "5") + line(2, "5") + line(3, "5"));
        CliRunner.assertBadInput(
                CliRunner.run("trace-info", together.toString()),
                together + ": offeredLoad is not defined (the offered load counts the jobs after the first 1% that"
                        + " end by the last arrival, and no job does); nothing printed");
    }

    @Test
    void aResultWithANumberThatIsNotFiniteIsRefused() {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("jobs", 3L);
        m.put("meanWait", 1.5);
        m.put("nested", java.util.Map.of("x", Double.NaN)); // only the figures themselves are checked
        OutputFormat.requireFinite("run", m, "why");
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            m.put("utilization", bad);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> OutputFormat.requireFinite("run", m, "why"))
                    .isInstanceOf(org.schedlab.core.spec.BadInputException.class)
                    .hasMessage("run: utilization is not defined (why); nothing printed");
        }
    }

    @Test
    void aRepeatedSwfJobIdIsRefusedAsInAJobsCsv() throws IOException {
        Path f = swf("dup.swf", "; MaxProcs: 4\n" + line(1, "0") + line(1, "10"));
        CliRunner.assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + f, "--no-progress"),
                f + ":3: duplicate job id 1 (also on line 2)");
        CliRunner.assertBadInput(CliRunner.run("trace-info", f.toString()), f + ":3: duplicate job id 1");
    }

    @Test
    void anUnstableRunStopsAtTheQueueBoundWithTheMessage() {
        // Lublin FCFS at 0.7 on 128 processors: the queue grows by about 6 jobs in 100 arrivals
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:128",
                "--scheduler",
                "fcfs",
                "--workload",
                "lublin",
                "--utilization",
                "0.7",
                "--jobs",
                "10000000",
                "--max-queue",
                "300",
                "--no-progress");
        CliRunner.assertBadInput(
                r,
                "simulate: the queue grew beyond 300 jobs: the offered load exceeds what this machine serves (at time",
                "; --max-queue N sets the bound");
        CliRunner.assertUsageError(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "downey", "--max-queue", "lots"),
                "--max-queue");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "downey",
                        "--load",
                        "0.5",
                        "--jobs",
                        "5",
                        "--max-queue",
                        "0"),
                "--max-queue must be >= 1, got 0");
    }

    @Test
    void aStableRunUnderTheSameBoundEndsNormally() {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:128",
                "--scheduler",
                "easy",
                "--workload",
                "lublin",
                "--utilization",
                "0.5",
                "--jobs",
                "3000",
                "--max-queue",
                "300",
                "--no-progress",
                "--format",
                "csv");
        assertThat(r.status()).as(r.err()).isZero();
    }
}
