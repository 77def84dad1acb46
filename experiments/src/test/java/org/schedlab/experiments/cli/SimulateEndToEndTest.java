package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code simulate} end to end through the command line, on small hand-made workloads. */
class SimulateEndToEndTest {
    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws IOException {
        return Files.write(dir.resolve(name), List.of(lines));
    }

    private static JsonNode json(CliRunner r) throws IOException {
        assertThat(r.status()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    @Test
    void fcfsScheduleComputedByHand() throws IOException {
        // flat:4. Job 1 takes 3 procs 0..10. Job 2 (2 procs) must wait for job 1: 10..15.
        // Job 3 (1 proc) fits at 1 but FCFS keeps it behind job 2: starts 10, ends 12.
        // Job 4 (4 procs) arrives 11, waits for jobs 2 and 3: 15..16.
        // waits 0, 9.5, 9, 4 -> mean 5.625, max 9.5; turnarounds 10, 14.5, 11, 5 -> mean 10.125
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,10,3", "2,0.5,5,2", "3,1,2,1", "4,11,1,4");
        Path schedule = dir.resolve("schedule.csv");
        JsonNode out = json(CliRunner.run(
                "simulate",
                "--machine",
                "flat:4",
                "--scheduler",
                "fcfs",
                "--workload",
                "jobs:" + jobs,
                "--format",
                "json",
                "--schedule-out",
                schedule.toString()));
        assertThat(out.get("jobs").asLong()).isEqualTo(4);
        assertThat(out.get("meanWait").asDouble()).isEqualTo(5.625);
        assertThat(out.get("maxWait").asDouble()).isEqualTo(9.5);
        assertThat(out.get("meanTurnaround").asDouble()).isEqualTo(10.125);
        // busy area 30 + 10 + 2 + 4 = 46 over 4 x 16
        assertThat(out.get("utilization").asDouble()).isEqualTo(46.0 / 64);
        assertThat(out.get("makespan").asDouble()).isEqualTo(16);
        assertThat(out.get("profile").asText()).isEqualTo("default");
        assertThat(out.get("passes").asText()).isEqualTo("per-time");
        assertThat(out.get("input")).isNotNull();
        assertThat(Files.readAllLines(schedule))
                .containsExactly(
                        "id,submit,start,end,procs,allocation,machine,user,slots,runtime,estimate,wait,turnaround,slowdown,"
                                + "bounded_slowdown",
                        "1,0,0,10,3,0-2,flat:4,,,10,10,0,10,1,1",
                        "3,1,10,12,1,2,flat:4,,,2,2,9,11,5.5,1.1",
                        "2,0.5,10,15,2,0-1,flat:4,,,5,5,9.5,14.5,2.9,1.45",
                        "4,11,15,16,4,0-3,flat:4,,,1,1,4,5,5,1");
        // the run's mean bounded slowdown is the mean of the column: (1 + 1.1 + 1.45 + 1) / 4
        assertThat(out.get("meanBoundedSlowdown").asDouble())
                .isCloseTo(1.1375, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void sameSeedGivesIdenticalOutputWithOneOrManyThreads() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,3,2", "2,1,2,2", "3,1,4,1");
        String[] base = {
            "simulate", "--machine", "flat:3", "--workload", "jobs:" + jobs, "--format", "json", "--replications", "4"
        };
        CliRunner one = CliRunner.run(concat(base, "--threads", "1"));
        CliRunner two = CliRunner.run(concat(base, "--threads", "2"));
        assertThat(one.status()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
        assertThat(json(one).get("replications").asInt()).isEqualTo(4);
        assertThat(json(one).get("ci95")).isNotNull();
    }

    @Test
    void csvAndTableFormats() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,3,2");
        CliRunner csv =
                CliRunner.run("simulate", "--machine", "flat:2", "--workload", "jobs:" + jobs, "--format", "csv");
        assertThat(csv.status()).isZero();
        String[] lines = csv.out().strip().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0])
                .startsWith("jobs,meanWait,maxWait,meanTurnaround,meanBoundedSlowdown,utilization,makespan");
        assertThat(lines[1]).startsWith("1,0,0,3,1,1,3");
        CliRunner table = CliRunner.run("simulate", "--machine", "flat:2", "--workload", "jobs:" + jobs);
        assertThat(table.out()).contains("meanTurnaround").contains("machine");
    }

    @Test
    void jobLargerThanMachineIsBadInputAndLeavesNoSchedule() throws IOException {
        Path jobs = write("jobs.csv", "id,submit,runtime,procs", "1,0,3,2", "7,1,3,9");
        Path schedule = dir.resolve("s.csv");
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "jobs:" + jobs, "--schedule-out", schedule.toString());
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err())
                .contains("jobs.csv:3")
                .contains("job 7 needs 9 processors")
                .contains("at most 4");
        assertThat(schedule).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("jobs.csv");
        }
    }

    @Test
    void missingSwfFileIsBadInput() {
        CliRunner r = CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + dir.resolve("nope.swf"));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("nope.swf").doesNotContain("Exception");
    }

    @Test
    void malformedSwfLineNamesFileAndLine() throws IOException {
        Path swf = write(
                "bad.swf",
                "; MaxProcs: 4",
                "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1",
                "2 5 0 ten 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1");
        CliRunner r = CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + swf);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("bad.swf:3").doesNotContain("Exception");
    }

    @Test
    void swfWithWrongFieldCountNamesFileAndLine() throws IOException {
        Path swf = write("short.swf", "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1");
        CliRunner r = CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + swf);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("short.swf:1").contains("18");
    }

    @Test
    void unknownConventionKeyIsBadInput() throws IOException {
        Path swf = write("ok.swf", "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1");
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "swf:" + swf, "--convention", "colour=blue");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("colour");
    }

    @Test
    void traceInfoOnASmallTrace() throws IOException {
        Path swf = write(
                "t.swf",
                "; MaxProcs: 8",
                "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 2 -1 -1",
                "2 10 0 20 4 -1 -1 4 30 -1 1 1 1 1 1 2 -1 -1",
                "3 30 0 30 6 -1 -1 6 30 -1 1 1 1 1 1 1 -1 -1",
                // two more of partition 2, so that job 2 ends by the last arrival: an offered load
                "4 20 0 15 3 -1 -1 3 30 -1 1 1 1 1 1 2 -1 -1",
                "5 30 0 15 3 -1 -1 3 30 -1 1 1 1 1 1 2 -1 -1");
        JsonNode out = json(CliRunner.run("trace-info", swf.toString(), "--partition", "2", "--format", "json"));
        assertThat(out.get("jobs").asLong()).isEqualTo(4);
        assertThat(out.get("meanRuntime").asDouble()).isEqualTo(15);
        assertThat(out.get("meanSize").asDouble()).isEqualTo(3);
        assertThat(out.get("meanInterarrival").asDouble()).isEqualTo(10);
        assertThat(out.get("maxProcessors").asInt()).isEqualTo(4);
    }

    private static String[] concat(String[] a, String... b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @Test
    void passesAndProfileAreRecordedAndChangeTheSchedule() throws IOException {
        // easy-simultaneous-per-time.csv of the schedulers' golden files: jobs 1 and 2 end together
        // at 10. One pass after both starts job 3 at 10; a pass after each event backfills job 4.
        Path jobs = write(
                "jobs.csv",
                "id,submit,runtime,procs,estimate",
                "1,0,10,5,10",
                "2,0,10,5,20",
                "3,1,10,9,10",
                "4,2,5,2,5");
        JsonNode perTime = flat10(jobs, "easy");
        JsonNode perEvent = flat10(jobs, "easy", "--passes", "per-event");
        // waits: per-time 0, 0, 9, 18; per-event 0, 0, 14, 8
        assertThat(perTime.get("meanWait").asDouble()).isEqualTo(27.0 / 4);
        assertThat(perEvent.get("meanWait").asDouble()).isEqualTo(22.0 / 4);
        assertThat(perTime.get("passes").asText()).isEqualTo("per-time");
        assertThat(perEvent.get("passes").asText()).isEqualTo("per-event");
        JsonNode pyss = flat10(jobs, "window:2", "--profile", "pyss");
        assertThat(pyss.get("profile").asText()).isEqualTo("pyss");
        assertThat(pyss.get("passes").asText()).as("a per-event policy").isEqualTo("per-event");
    }

    private static JsonNode flat10(Path jobs, String scheduler, String... extra) throws IOException {
        List<String> args = new ArrayList<>(List.of(
                "simulate",
                "--machine",
                "flat:10",
                "--scheduler",
                scheduler,
                "--workload",
                "jobs:" + jobs,
                "--format",
                "json"));
        args.addAll(List.of(extra));
        return json(CliRunner.run(args.toArray(String[]::new)));
    }

    @Test
    void jsonCsvAndTableShowTheSameKeysInTheSameOrderWithTheSameValues() throws IOException {
        Path swf = write(
                "t.swf",
                "; MaxProcs: 8",
                "1 0 0 10 2 -1 -1 2 10 -1 1 1 1 1 1 1 -1 -1",
                "2 3 0 20 8 -1 -1 8 30 -1 1 1 1 1 1 1 -1 -1",
                "3 4 0 -1 2 -1 -1 2 30 -1 1 1 1 1 1 1 -1 -1");
        String[] run = {"simulate", "--machine", "flat:8", "--workload", "swf:" + swf, "--replications", "2", "--format"
        };
        JsonNode json = json(CliRunner.run(concat(run, "json")));
        List<String[]> fromJson = new ArrayList<>();
        flatten("", json, fromJson);

        String[] csv = CliRunner.run(concat(run, "csv")).out().strip().split("\n");
        assertThat(csv).hasSize(2);
        List<String> csvKeys = List.of(csv[0].split(","));
        List<String> csvValues = List.of(csv[1].split(","));

        List<String[]> table = CliRunner.run(concat(run, "table"))
                .out()
                .strip()
                .lines()
                .map(l -> l.split("\\s+", 2))
                .toList();

        assertThat(csvKeys)
                .containsExactlyElementsOf(fromJson.stream().map(kv -> kv[0]).toList());
        assertThat(table.stream().map(kv -> kv[0]).toList()).containsExactlyElementsOf(csvKeys);
        for (int i = 0; i < fromJson.size(); i++) {
            String key = fromJson.get(i)[0];
            assertThat(same(fromJson.get(i)[1], csvValues.get(i)))
                    .as("csv %s", key)
                    .isTrue();
            assertThat(same(fromJson.get(i)[1], table.get(i).length > 1 ? table.get(i)[1] : ""))
                    .as("table %s", key)
                    .isTrue();
        }
        // the counts are a fixed set of columns, zero counts included
        assertThat(csvKeys)
                .contains("input.dropped.negative-runtime", "input.dropped.oversize", "input.modified.overrun-cut");
    }

    private static void flatten(String prefix, JsonNode node, List<String[]> out) {
        node.fields().forEachRemaining(e -> {
            String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            if (e.getValue().isObject()) {
                flatten(key, e.getValue(), out);
            } else {
                out.add(new String[] {key, e.getValue().asText()});
            }
        });
    }

    /** Equal as numbers when both are numbers (10 and 10.0), else as text. */
    private static boolean same(String a, String b) {
        try {
            return Double.parseDouble(a) == Double.parseDouble(b);
        } catch (NumberFormatException e) {
            return a.equals(b);
        }
    }
}
