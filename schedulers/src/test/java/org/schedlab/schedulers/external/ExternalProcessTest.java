package org.schedlab.schedulers.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.schedulers.testing.Registered;

/**
 * Deciders in child processes ({@code external:CMD}) that break the protocol, each written here as
 * a few lines of Python: every case ends the run with one line naming the pass and what went
 * wrong, and the child is gone afterwards. Needs {@code python3} on the path (the run fails, and
 * says so, without it).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a hang guard, not a measurement
class ExternalProcessTest {
    /** Answers the handshake, then runs {@code body} with {@code line()} reading the next message. */
    private static final String PRELUDE = String.join(
            "\n",
            "import json, sys, time",
            "def line():",
            "    l = sys.stdin.readline()",
            "    return json.loads(l) if l else None",
            "def say(text):",
            "    sys.stdout.write(text + '\\n')",
            "    sys.stdout.flush()",
            "line()",
            "say('{\"schedlab\":1,\"name\":\"test\"}')",
            "");

    @TempDir
    Path dir;

    private String decider(String body) throws IOException {
        Path file = dir.resolve("decider.py");
        Files.writeString(file, PRELUDE + body + "\n");
        return "python3 " + file;
    }

    private static final List<Job> JOBS = List.of(Job.of(1, 0, 10, 4), Job.of(2, 5, 10, 2), Job.of(3, 6, 10, 8));

    private static ExternalScheduler run(String spec) {
        return run(spec, JOBS);
    }

    private static ExternalScheduler run(String spec, List<Job> jobs) {
        ExternalScheduler s = (ExternalScheduler) Registered.scheduler(spec);
        try {
            new Simulation(new FlatAllocator(8), s).run(jobs.iterator());
            s.close();
            return s;
        } catch (RuntimeException e) {
            s.close();
            throw e;
        }
    }

    @Test
    void aWellBehavedDeciderRunsToTheEnd() throws IOException {
        String cmd = decider(String.join(
                "\n",
                "ended = []",
                "while True:",
                "    m = line()",
                "    ended += [d[0] for d in m.get('d', [])]",
                "    if 'end' in m:",
                "        assert ended == [1, 2, 3], ended",
                "        break",
                "    say(json.dumps({'s': [a[0] for a in m.get('a', [])]}))"));
        ExternalScheduler s = run("external:" + cmd);
        assertThat(s.waiting()).isZero();
    }

    @Test
    void unknownJobId() throws IOException {
        String cmd = decider("line()\nsay('{\"s\":[42]}')\nline()");
        assertThatThrownBy(() -> run("external:" + cmd))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': pass 1 at t=0: the decider starts job 42, which is"
                        + " not waiting (no such job has arrived and not ended)");
    }

    @Test
    void overAllocation() throws IOException {
        String cmd = decider("line()\nsay('{\"s\":[1]}')\nline()\nsay('{\"s\":[2]}')\nline()");
        // at t=1 job 3 could start, so the decider is asked, and it starts job 2 instead
        List<Job> jobs = List.of(Job.of(1, 0, 10, 6), Job.of(2, 1, 10, 4), Job.of(3, 1, 10, 1));
        assertThatThrownBy(() -> run("external:" + cmd, jobs))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': pass 2 at t=1: the decider starts job 2, which does"
                        + " not fit now (it asks for 4 processors, 2 are free)");
    }

    @Test
    void malformedLine() throws IOException {
        String cmd = decider("line()\nsay('{\"s\":[1}')\nline()");
        assertThatThrownBy(() -> run("external:" + cmd))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': pass 1 at t=0: malformed JSON at column 8: expected"
                        + " ']', found '}'");
    }

    @Test
    void childExits() throws IOException {
        String cmd = decider("line()\nsys.exit(3)");
        assertThatThrownBy(() -> run("external:" + cmd))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': pass 1 at t=0: the decider exited with status 3"
                        + " instead of answering");
    }

    @Test
    void childDiesInTheMiddleOfALine() throws IOException {
        String cmd = decider("line()\nsys.stdout.write('{\"s\":')\nsys.stdout.flush()\nsys.exit(0)");
        assertThatThrownBy(() -> run("external:" + cmd))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': pass 1 at t=0: the decider exited with status 0 in"
                        + " the middle of a line");
    }

    @Test
    void childStallsPastTheTimeoutOption() throws IOException {
        String cmd = decider("line()\ntime.sleep(10**6)");
        String spec = "external:timeout=1:" + cmd;
        assertThatThrownBy(() -> run(spec))
                .isInstanceOf(BadInputException.class)
                .message()
                // the pass, or the handshake when python3 itself takes longer than that to start
                .matches("--scheduler '\\Q" + spec + "\\E': (handshake|pass 1 at t=0): the decider gave no answer"
                        + " within 1 s \\(option timeout=SECONDS\\)");
    }

    @Test
    void childThatFailsAfterTheEnd() throws IOException {
        String cmd = decider(String.join(
                "\n",
                "while True:",
                "    m = line()",
                "    if 'end' in m:",
                "        sys.exit(1)",
                "    say(json.dumps({'s': [a[0] for a in m.get('a', [])]}))"));
        assertThatThrownBy(() -> run("external:" + cmd))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'external:" + cmd + "': end of the run: the decider exited with status 1"
                        + " after the end of the run");
    }

    @Test
    void anotherProtocolVersion() throws IOException {
        Path file = dir.resolve("v2.py");
        Files.writeString(
                file, "import sys\nsys.stdin.readline()\nprint('{\"schedlab\":2}', flush=True)\nsys.stdin.read()\n");
        String spec = "external:python3 " + file;
        assertThatThrownBy(() -> run(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler '" + spec + "': handshake: the decider speaks protocol version 2, this engine"
                        + " 1");
    }

    @Test
    void commandThatCannotStart() {
        String spec = "external:" + dir.resolve("no-such-program");
        assertThatThrownBy(() -> run(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler '" + spec + "': handshake: cannot start the decider "
                        + dir.resolve("no-such-program") + ": ");
    }
}
