package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -} reads standard input (issue 53): {@code swf:-}, {@code jobs:-}, {@code trace-info -}, {@code --spec -}. */
class StandardInputTest {
    @TempDir
    Path dir;

    private static final String SWF = "; MaxProcs: 4\n1 0 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n"
            + "2 100 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n3 200 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n"
            + "4 300 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n";

    private static CliRunner withStdin(String in, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)));
        try {
            return CliRunner.run(args);
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void aTraceOnStandardInputGivesWhatTheSameFileGives() throws IOException {
        Path f = Files.writeString(dir.resolve("t.swf"), SWF);
        CliRunner fromFile = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "swf:" + f, "--format", "csv", "--no-progress");
        CliRunner fromStdin = withStdin(
                SWF, "simulate", "--machine", "flat:4", "--workload", "swf:-", "--format", "csv", "--no-progress");
        assertThat(fromStdin.status()).as(fromStdin.err()).isZero();
        String[] a = fromFile.out().split("\n");
        String[] b = fromStdin.out().split("\n");
        assertThat(b[0]).isEqualTo(a[0]);
        // the figures are the same; only the input's name and path differ
        assertThat(String.join(",", java.util.Arrays.copyOf(b[1].split(","), 10)))
                .isEqualTo(String.join(",", java.util.Arrays.copyOf(a[1].split(","), 10)));
        assertThat(fromStdin.out()).contains("swf:-");

        CliRunner info = withStdin(SWF, "trace-info", "-", "--format", "csv");
        assertThat(info.status()).as(info.err()).isZero();
        assertThat(info.out()).contains("standard-input");
        assertThat(info.out().split("\n")[1]).startsWith("4,100,2,100,");
    }

    @Test
    void aJobsFileOnStandardInputRuns() {
        CliRunner r = withStdin(
                "id,submit,runtime,procs\n1,0,5,2\n2,1,5,2\n",
                "simulate",
                "--machine",
                "flat:4",
                "--workload",
                "jobs:-",
                "--replications",
                "2",
                "--format",
                "json",
                "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"jobs\" : 2", "\"replications\" : 2");
    }

    @Test
    void anExperimentFileOnStandardInputRuns() throws IOException {
        Path yaml = TinySpec.write(dir, "piped", "FCFS", "fcfs", "meanWait");
        Path out = dir.resolve("out");
        CliRunner r =
                withStdin(Files.readString(yaml), "reproduce", "--spec", "-", "--out", out.toString(), "--no-progress");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(out.resolve("f.csv")).exists();
    }

    @Test
    void aBadLineOnStandardInputIsNamed() {
        CliRunner r = withStdin("1 2 3\n", "trace-info", "-", "--processors", "4");
        CliRunner.assertBadInput(r, "standard-input:1: expected 18 fields, found 3");
    }
}
