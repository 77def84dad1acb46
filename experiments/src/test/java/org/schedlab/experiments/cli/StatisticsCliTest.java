package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code simulate --statistics}: the counting conventions and the tail, computed by hand. */
class StatisticsCliTest {
    @TempDir
    Path dir;

    /**
     * flat:2 under FCFS. Job 1 (2 procs, 10 s) runs 0..10; job 2 (1 proc, 1 s, estimated 1 s: a unit
     * job) 10..11; job 3 (1 proc, 20 s, estimate 40) 10..30; job 4 (2 procs, 5 s) 30..35; job 5,
     * submitted last at 100, 100..102.
     */
    private Path swf() throws IOException {
        return Files.write(
                dir.resolve("five.swf"),
                List.of(
                        "1 0 -1 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1",
                        "2 1 -1 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1",
                        "3 2 -1 20 1 -1 -1 1 40 -1 1 1 1 1 1 1 -1 -1",
                        "4 3 -1 5 2 -1 -1 2 5 -1 1 1 1 1 1 1 -1 -1",
                        "5 100 -1 2 1 -1 -1 1 2 -1 1 1 1 1 1 1 -1 -1"));
    }

    private JsonNode run(String... extra) throws IOException {
        String[] base = {"simulate", "--machine", "flat:2", "--workload", "swf:" + swf(), "--format", "json"};
        String[] args = java.util.Arrays.copyOf(base, base.length + extra.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        CliRunner r = CliRunner.run(args);
        assertThat(r.status()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    @Test
    void pyssProfileCountsAsPyssDoes() throws IOException {
        JsonNode s = run("--profile", "pyss", "--statistics").get("statistics");
        assertThat(s.get("conventions").asText()).isEqualTo("trim=1:late=drop:unit=drop:tail=3:worst=10");
        // counted: jobs 1, 3, 4 (job 2 is a unit job, job 5 ends after the last submission at 100;
        // the trim of floor(5 x 1%) = 0 trims none)
        assertThat(s.get("jobs").asDouble()).isEqualTo(3);
        assertThat(s.get("droppedUnit").asDouble()).isEqualTo(1);
        assertThat(s.get("droppedLate").asDouble()).isEqualTo(1);
        assertThat(s.get("trimmed").asDouble()).isZero();
        // waits 0, 8, 27; responses 10, 28, 32; slowdowns 1, 1.4, 6.4; bounded 1, 1.4, 3.2;
        // estimated 1, 0.7, 6.4
        assertThat(s.get("meanWait").asDouble()).isEqualTo(35.0 / 3);
        assertThat(s.get("meanResponse").asDouble()).isEqualTo(70.0 / 3);
        assertThat(s.get("meanSlowdown").asDouble()).isCloseTo(8.8 / 3, within(1e-12));
        assertThat(s.get("meanBoundedSlowdown").asDouble()).isCloseTo(5.6 / 3, within(1e-12));
        assertThat(s.get("meanEstimatedSlowdown").asDouble()).isCloseTo(8.1 / 3, within(1e-12));
        assertThat(s.get("tailJobs").asDouble()).isEqualTo(1);
        assertThat(s.get("tailShare").asDouble()).isEqualTo(1.0 / 3);
        assertThat(s.get("tailBoundedSlowdown").asDouble()).isEqualTo(3.2);
        assertThat(s.get("worstSlowdown").asDouble()).isEqualTo(6.4);
        assertThat(s.get("worstBoundedSlowdown").asDouble()).isEqualTo(3.2);
    }

    @Test
    void explicitConventionsWinOverTheProfile() throws IOException {
        JsonNode s = run("--profile", "pyss", "--statistics", "tail=1.4").get("statistics");
        assertThat(s.get("jobs").asDouble()).isEqualTo(5);
        assertThat(s.get("tailJobs").asDouble()).isEqualTo(2);
    }

    @Test
    void theDefaultProfileCountsEveryJobAndNoOptionAddsNoSection() throws IOException {
        assertThat(run("--statistics").get("statistics").get("jobs").asDouble()).isEqualTo(5);
        assertThat(run("--profile", "pyss").has("statistics")).isFalse();
    }

    @Test
    void badConventionsAreOneLine() throws IOException {
        CliRunner.assertBadInput(
                CliRunner.run(
                        "simulate", "--machine", "flat:2", "--workload", "swf:" + swf(), "--statistics", "trim=1:x=2"),
                "--statistics 'trim=1:x=2': unknown key 'x'");
    }
}
