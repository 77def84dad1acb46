package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code simulate}'s numeric options at and just past their limits: the smallest value each takes
 * runs, the first one outside is refused with the option named.
 */
class SimulateOptionsTest {
    @TempDir
    Path dir;

    private Path jobs;

    @BeforeEach
    void writeJobs() throws IOException {
        StringBuilder sb = new StringBuilder("id,submit,runtime,procs\n");
        for (int i = 1; i <= 20; i++) {
            sb.append(i)
                    .append(',')
                    .append(3 * i)
                    .append(',')
                    .append(1 + i % 7)
                    .append(',')
                    .append(1 + i % 4)
                    .append('\n');
        }
        jobs = Files.writeString(dir.resolve("jobs.csv"), sb.toString());
    }

    private String[] args(String more) {
        List<String> a = new ArrayList<>(List.of(
                "simulate", "--machine", "flat:4", "--workload", "jobs:" + jobs, "--format", "json", "--no-progress"));
        if (!more.isBlank()) {
            a.addAll(List.of(more.strip().split(" ")));
        }
        return a.toArray(String[]::new);
    }

    private JsonNode ok(String more) throws IOException {
        return new ObjectMapper().readTree(CliRunner.ok(args(more)).out());
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "--series-step 1 => --series-step needs --series-out",
                "--series-out s.csv --series-step 0 => --series-step must be a positive number, got 0.0",
                "--series-out s.csv --series-step Infinity => --series-step must be a positive number, got Infinity",
                "--rel-error 0 => --rel-error must be in (0, 1), got 0.0",
                "--rel-error 1 => --rel-error must be in (0, 1), got 1.0",
                "--rel-error 0.1 --min-replications 1 => need 2 <= --min-replications <= --max-replications, got 1"
                        + " and",
                "--rel-error 0.1 --min-replications 3 --max-replications 2 => need 2 <= --min-replications <="
                        + " --max-replications, got 3 and 2",
                "--rel-error 0.1 --metric nosuch => --metric: unknown metric 'nosuch' (known: ",
                "--replications 0 => --replications must be >= 1, got 0",
                "--jobs 0 => --jobs must be >= 1, got 0",
                "--load 0 => --load must be a positive number, got 0.0",
                "--load Infinity => --load must be a positive number, got Infinity",
                "--utilization 0 => --utilization must be a positive number, got 0.0",
                "--slowdown-threshold -1 => --slowdown-threshold must be a positive number, got -1.0",
                "--slowdown-threshold Infinity => --slowdown-threshold must be a positive number, got Infinity",
                "--speedup 1 => --speedup must be in [0, 1), got 1.0",
                "--speedup -0.5 => --speedup must be in [0, 1), got -0.5"
            })
    void outOfRange(String more, String message) {
        CliRunner.assertBadInput(
                CliRunner.run(args(more.replace("s.csv", dir.resolve("s.csv").toString()))), message);
        assertThat(dir.resolve("s.csv")).doesNotExist();
    }

    @Test
    void theLimitsThemselvesRun() throws IOException {
        JsonNode single = ok("--replications 1");
        assertThat(single.get("replications").asInt()).isEqualTo(1);
        // one run counts its jobs as an integer, has no interval and the default event order
        assertThat(single.get("jobs").isIntegralNumber()).as(single.toString()).isTrue();
        assertThat(single.has("ci95")).isFalse();
        assertThat(single.has("eventOrder")).isFalse();
        assertThat(single.get("stability").get("waitingAtLastArrival").isNumber())
                .isTrue();
        assertThat(ok("--jobs 1").get("jobs").asInt()).isEqualTo(1);
        JsonNode adaptive = ok("--rel-error 0.5 --min-replications 2 --max-replications 2 --seed 3");
        assertThat(adaptive.get("replications").asInt()).isEqualTo(2);
        assertThat(ok("--slowdown-threshold 1").get("meanBoundedSlowdown").asDouble())
                .isPositive();
        Path series = dir.resolve("series.csv");
        ok("--series-out " + series + " --series-step 5");
        assertThat(Files.readAllLines(series)).hasSizeGreaterThan(2);
    }

    /**
     * {@code --fairness}: the schedule's unfairness columns are how late each job started past its
     * fair start times, and the report's fairness figures are averaged over the replications (equal
     * replications of a jobs file average to the one replication's figures).
     */
    @Test
    void fairnessColumnsAndTheirAverageOverReplications() throws IOException {
        // a busy machine: every job arrives while others wait
        StringBuilder sb = new StringBuilder("id,submit,runtime,procs\n");
        for (int i = 1; i <= 20; i++) {
            sb.append(i)
                    .append(',')
                    .append(i)
                    .append(',')
                    .append(5 + (7 * i) % 11)
                    .append(',')
                    .append(1 + (3 * i) % 4);
            sb.append('\n');
        }
        jobs = Files.writeString(dir.resolve("busy.csv"), sb.toString());
        Path schedule = dir.resolve("s.csv");
        JsonNode one = ok("--scheduler easy --fairness --schedule-out " + schedule);
        JsonNode three = ok("--scheduler easy --fairness --replications 3");
        JsonNode fair = one.get("fairness");
        assertThat(fair.size()).isPositive();
        for (var it = fair.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            // equal up to the rounding of the running mean
            assertThat(three.get("fairness").get(k).asDouble())
                    .as(k)
                    .isCloseTo(fair.get(k).asDouble(), org.assertj.core.data.Offset.offset(1e-12));
        }
        assertThat(three.get("fairness").size()).isEqualTo(fair.size());
        assertThat(fair.get("maxStrictUnfairness").asDouble()).isPositive();
        List<String> lines = Files.readAllLines(schedule);
        List<String> header = List.of(lines.get(0).split(","));
        int start = header.indexOf("start");
        int strict = header.indexOf("strict_fst");
        int relaxed = header.indexOf("relaxed_fst");
        int strictLate = header.indexOf("strict_unfairness");
        int relaxedLate = header.indexOf("relaxed_unfairness");
        assertThat(List.of(start, strict, relaxed, strictLate, relaxedLate)).doesNotContain(-1);
        int late = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            double s = Double.parseDouble(f[start]);
            double expectStrict = Math.max(0, s - Double.parseDouble(f[strict]));
            double expectRelaxed = Math.max(0, s - Double.parseDouble(f[relaxed]));
            assertThat(Double.parseDouble(f[strictLate]))
                    .as(line)
                    .isCloseTo(expectStrict, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(Double.parseDouble(f[relaxedLate]))
                    .as(line)
                    .isCloseTo(expectRelaxed, org.assertj.core.data.Offset.offset(1e-6));
            late += expectStrict > 0 || expectRelaxed > 0 ? 1 : 0;
        }
        assertThat(lines).hasSize(21);
        // the schedule is not fair to everyone: some job started after a fair start time
        assertThat(late).isPositive();
    }

    /** An output that names a folder is refused before the run: no other output is written. */
    @Test
    void aFolderAsAnOutputIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        Path schedule = dir.resolve("s.csv");
        CliRunner.assertBadInput(
                CliRunner.run(args("--schedule-out " + schedule + " --view " + sub)),
                "--view " + sub + ": is a directory, not a regular file; refusing to replace it");
        assertThat(schedule).doesNotExist();
        Path page = dir.resolve("p.html");
        CliRunner.assertBadInput(
                CliRunner.run(args("--schedule-out " + sub + " --view " + page)),
                "--schedule-out " + sub + ": is a directory, not a regular file; refusing to replace it");
        assertThat(page).doesNotExist();
        CliRunner.ok(args("--schedule-out " + schedule));
        CliRunner.assertBadInput(
                CliRunner.run("view", schedule.toString(), "--out", sub.toString()),
                "--out " + sub + ": is a directory, not a regular file; refusing to replace it");
        assertThat(Files.list(sub)).isEmpty();
    }

    /** The time a view took is the time it took: at most the wall time around the command. */
    @Test
    void theViewsWritingTimeIsMeasuredFromItsStart() throws IOException {
        Path schedule = dir.resolve("s.csv");
        Path page = dir.resolve("s.html");
        long t0 = System.nanoTime();
        CliRunner sim = CliRunner.ok(args("--schedule-out " + schedule + " --view " + page));
        CliRunner view = CliRunner.ok(
                "view", schedule.toString(), "--out", dir.resolve("v.html").toString());
        double wall = (System.nanoTime() - t0) / 1e9;
        for (CliRunner r : List.of(sim, view)) {
            java.util.regex.Matcher m =
                    java.util.regex.Pattern.compile("written in ([0-9.]+) s\\)").matcher(r.err());
            assertThat(m.find()).as(r.err()).isTrue();
            assertThat(Double.parseDouble(m.group(1))).isLessThanOrEqualTo(wall + 0.05);
        }
        assertThat(sim.err()).contains("view: " + page + " (20 jobs, written in ");
    }
}
