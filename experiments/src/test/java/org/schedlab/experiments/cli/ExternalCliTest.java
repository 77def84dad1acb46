package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code simulate --scheduler external:"python3 python/examples/..."} from the command line: the
 * Python FCFS and EASY write the same schedule CSV as {@code fcfs} and {@code easy} on a flat
 * machine, a mesh and a fat tree (a small SWF trace written here: integer times, so events share
 * seconds, runtimes of 0, estimates above and below the runtimes); and a decider that breaks the
 * protocol ends the run with exit status 2, one line naming the pass, and no schedule file.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a hang guard, not a measurement
class ExternalCliTest {
    private static final String EXAMPLES = "../python/examples/";

    @TempDir
    Path dir;

    private Path trace;

    @BeforeEach
    void writeTrace() throws IOException {
        SplittableRandom r = new SplittableRandom(49);
        List<String> lines = new ArrayList<>(List.of("; a small trace for ExternalCliTest", "; MaxProcs: 16"));
        long t = 0;
        for (int id = 1; id <= 300; id++) {
            t += r.nextInt(3) == 0 ? 0 : r.nextInt(1, 40);
            int run = r.nextInt(8) == 0 ? 0 : r.nextInt(1, 300);
            int procs = r.nextBoolean() ? r.nextInt(1, 5) : r.nextInt(1, 17);
            int estimate = r.nextInt(5) == 0 ? r.nextInt(1, run + 2) : run + r.nextInt(0, 200);
            lines.add(String.join(
                    " ",
                    List.of(id, t, -1, run, procs, -1, -1, procs, estimate, -1, 1, 1 + id % 7, 1, 1, 1, 1, -1, -1)
                            .stream()
                            .map(String::valueOf)
                            .toList()));
        }
        trace = dir.resolve("small.swf");
        Files.writeString(trace, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }

    private CliRunner simulate(String machine, String allocator, String scheduler, Path scheduleOut) {
        List<String> args = new ArrayList<>(List.of(
                "simulate",
                "--machine",
                machine,
                "--scheduler",
                scheduler,
                "--workload",
                "swf:" + trace,
                "--no-progress",
                "--format",
                "json",
                "--schedule-out",
                scheduleOut.toString()));
        if (!allocator.isEmpty()) {
            args.addAll(List.of("--allocator", allocator));
        }
        return CliRunner.run(args.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{2} on {0} {1}")
    @CsvSource({
        "flat:16,,fcfs",
        "flat:16,,easy",
        "mesh:4x4,,fcfs",
        "mesh:4x4,,easy",
        "fattree:2:4,contiguous,fcfs",
        "fattree:2:4,contiguous,easy",
        "fattree:2:4,noncontiguous,easy",
    })
    void pythonPolicyWritesTheBuiltInSchedule(String machine, String allocator, String scheduler) throws IOException {
        String alloc = allocator == null ? "" : allocator;
        Path builtIn = dir.resolve("builtin.csv");
        Path python = dir.resolve("python.csv");
        CliRunner a = simulate(machine, alloc, scheduler, builtIn);
        assertThat(a.status()).as(a.err()).isZero();
        CliRunner b = simulate(machine, alloc, "external:python3 " + EXAMPLES + scheduler + ".py", python);
        assertThat(b.status()).as(b.err()).isZero();
        assertThat(Files.readAllLines(builtIn)).hasSize(301);
        assertThat(Files.readString(python)).isEqualTo(Files.readString(builtIn));
    }

    /** A decider that answers the handshake and then runs {@code body} (Python; {@code line()} reads a message). */
    private String decider(String body) throws IOException {
        Path file = dir.resolve("bad.py");
        Files.writeString(
                file,
                String.join(
                        "\n",
                        "import json, sys, time",
                        "def line():",
                        "    return json.loads(sys.stdin.readline())",
                        "def say(text):",
                        "    sys.stdout.write(text + '\\n')",
                        "    sys.stdout.flush()",
                        "line()",
                        "say('{\"schedlab\":1}')",
                        body,
                        ""));
        return "python3 " + file;
    }

    private void assertRefused(String scheduler, String... fragments) {
        Path out = dir.resolve("never.csv");
        CliRunner r = simulate("flat:16", "", scheduler, out);
        CliRunner.assertBadInput(r, fragments);
        assertThat(r.err()).startsWith("schedlab: --scheduler '" + scheduler + "': ");
        assertThat(out).doesNotExist();
    }

    @Test
    void unknownJobId() throws IOException {
        assertRefused(
                "external:" + decider("line()\nsay('{\"s\":[9999]}')\nline()"),
                "pass 1 at t=28: the decider starts job 9999, which is not waiting");
    }

    @Test
    void overAllocation() throws IOException {
        // starts every job it hears of, fitting or not
        assertRefused(
                "external:" + decider("while True:\n    say(json.dumps({'s': [a[0] for a in line().get('a', [])]}))"),
                "which does not fit now (it asks for ");
    }

    @Test
    void malformedLine() throws IOException {
        assertRefused(
                "external:" + decider("line()\nsay('start 1')\nline()"), "pass 1 at t=28: malformed JSON at column 1");
    }

    @Test
    void childExits() throws IOException {
        assertRefused(
                "external:" + decider("line()\nsys.exit(5)"),
                "pass 1 at t=28: the decider exited with status 5 instead of answering");
    }

    @Test
    void childStalls() throws IOException {
        // a functional test of the timeout option: the child sleeps for ever, the option is 1 s
        assertRefused(
                "external:timeout=1:" + decider("line()\ntime.sleep(10**6)"),
                "the decider gave no answer within 1 s (option timeout=SECONDS)");
    }

    @Test
    void fairnessIsRefusedBeforeAnyProcessStarts() {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:16",
                "--scheduler",
                "external:python3 no-such-file.py",
                "--workload",
                "swf:" + trace,
                "--fairness");
        CliRunner.assertBadInput(
                r, "--fairness: fair start times replay the scheduler from every arrival, which an external policy");
    }

    @Test
    void standardStreamsAreNotSharedWithTheSchedule() {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:16",
                "--scheduler",
                "external:-",
                "--workload",
                "swf:" + trace,
                "--schedule-out",
                "-");
        CliRunner.assertBadInput(r, "--schedule-out - and --scheduler external:- both need standard output");
    }

    @Test
    void standardStreamsServeOneRun() {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:16",
                "--scheduler",
                "external:-",
                "--workload",
                "swf:" + trace,
                "--replications",
                "2");
        CliRunner.assertBadInput(
                r,
                "--scheduler external:- speaks with the program that started SchedLab, for one"
                        + " run: use one replication");
    }
}
