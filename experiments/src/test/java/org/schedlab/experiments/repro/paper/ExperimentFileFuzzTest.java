package org.schedlab.experiments.repro.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.fuzz.FuzzTarget;
import org.schedlab.core.fuzz.Fuzzer;
import org.schedlab.core.fuzz.MessageRule;

/**
 * Fuzzing corpus for YAML experiment files (issue 13), read through {@link ExperimentFileAdapter}.
 * Every input must be read or refused with a message naming the file.
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES) // a hang guard only: the inputs bound the work
class ExperimentFileFuzzTest {
    @TempDir
    Path dir;

    @Test
    void experimentFiles() throws IOException {
        List<byte[]> seeds =
                List.of(Files.readAllBytes(Path.of("..", "examples", "window-vs-oo.yaml")), bytes("""
                        id: my-study
                        title: FCFS against OO on a small mesh
                        sweeps:
                          - id: uniform
                            machine: mesh:8x8
                            workload: mesh-uniform
                            jobs: 300
                            parameter: load
                            points: [0.5, 2.0]
                            replications: {fixed: 2}
                            series:
                              - {label: FCFS, scheduler: fcfs, allocator: mpl}
                              - {label: OO, scheduler: oo}
                            timing: {warmup: 1, rounds: 2}
                            profile: default
                            passes: per-event
                        figures:
                          - {id: tat, sweep: uniform, metric: meanTurnaround, scale: 2.5, logY: false}
                        """), bytes("""
                        id: trace-study
                        sweeps:
                          - id: kth
                            machine: flat:100
                            workload: swf
                            trace: KTH-SP2-1996-2.1-cln.swf.gz
                            options: {procs: requested, oversize: drop}
                            load: 1.5
                            parameter: load-factor
                            points: [0.8, 1.0, 1.2]
                            replications:
                              relativeError: 0.05
                              metric: meanWait
                              min: 3
                              max: 10
                            series:
                              - label: EASY
                                scheduler: easy
                        figures:
                          - id: wait
                            caption: "Mean wait, KTH"
                            sweep: kth
                            metric: meanWait
                            xLabel: Load factor
                            yLabel: Wait (s)
                        """));
        Path file = dir.resolve("fuzz.yaml");
        FuzzTarget target = input -> ExperimentFileAdapter.read(Files.write(file, input));
        Fuzzer f = Fuzzer.named("experiment-yaml").seeds(seeds).rule(MessageRule.mentions(List.of(file.toString())));
        Fuzzer.Report regressions = f.replayRegressions(target);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(500).run(target);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).isEmpty();
        assertThat(r.tried()).isEqualTo(500);
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused()).isGreaterThan(50);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
