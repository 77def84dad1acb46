package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code schedlab view} and {@code simulate --view}: one self-contained page per run, every machine. */
class ViewCommandTest {
    @TempDir
    Path dir;

    private Path jobs() throws IOException {
        return Files.writeString(
                dir.resolve("jobs.csv"), "id,submit,runtime,procs\n1,0,10,3\n2,0.5,5,2\n3,1,2,1\n4,11,1,4\n");
    }

    /** A small run of every machine kind, as simulate arguments. */
    static String[] run(String kind, Path jobs) {
        return switch (kind) {
            case "flat" -> new String[] {"--machine", "flat:4", "--workload", "jobs:" + jobs};
            case "fattree" ->
                new String[] {"--machine", "fattree:2:3", "--allocator", "contiguous", "--workload", "jobs:" + jobs};
            case "multicluster" ->
                new String[] {
                    "--machine",
                    "multicluster:4x8",
                    "--allocator",
                    "ordered",
                    "--workload",
                    "coalloc:1:4",
                    "--utilization",
                    "0.5",
                    "--jobs",
                    "300"
                };
            case "mesh" ->
                new String[] {
                    "--machine",
                    "mesh:8x8",
                    "--allocator",
                    "mpl",
                    "--workload",
                    "mesh-uniform",
                    "--load",
                    "2",
                    "--jobs",
                    "200"
                };
            case "gang" ->
                new String[] {
                    "--machine",
                    "gang:32",
                    "--scheduler",
                    "gang:brms",
                    "--workload",
                    "downey",
                    "--utilization",
                    "0.7",
                    "--jobs",
                    "200"
                };
            default -> throw new IllegalArgumentException(kind);
        };
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"flat", "fattree", "multicluster", "mesh", "gang"})
    void simulateViewAndViewOfTheScheduleWriteTheSamePage(String kind) throws IOException {
        Path jobs = jobs();
        Path page = dir.resolve(kind + ".html");
        Path csv = dir.resolve(kind + ".csv");
        String[] args = concat(
                concat(new String[] {"simulate"}, run(kind, jobs)),
                "--format",
                "json",
                "--no-progress",
                "--view",
                page.toString(),
                "--schedule-out",
                csv.toString());
        CliRunner r = CliRunner.run(args);
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("{"); // stdout holds only the JSON
        assertThat(r.err()).contains("view: " + page);
        String html = Files.readString(page);
        assertThat(html).contains("\"kind\":\"" + kind + "\"").doesNotContainPattern("<script[^>]+src=");
        Path again = dir.resolve(kind + "-again.html");
        CliRunner v = CliRunner.run("view", csv.toString(), "--out", again.toString());
        assertThat(v.status()).as(v.err()).isZero();
        // the same data, from the run or from its CSV (only the 'source' line differs)
        String fromCsv = data(Files.readString(again)).replaceAll("\"(source|unit)\":\"[^\"]*\"", "");
        String fromRun = data(html).replaceAll("\"(source|unit)\":\"[^\"]*\"", "");
        assertThat(fromCsv.equals(fromRun))
                .as("the page's data from the run and from its CSV")
                .isTrue();
    }

    private static String data(String html) {
        int a = html.indexOf("<script id=\"schedlab-data\"");
        return html.substring(a, html.indexOf("</script>", a));
    }

    @Test
    void scheduleCsvKeepsItsFirstColumnsAndAppendsTheRest() throws IOException {
        Path swf = Files.writeString(
                dir.resolve("t.swf"),
                "; MaxProcs: 4\n1 0 0 10 3 -1 -1 3 10 -1 1 7 1 1 1 1 -1 -1\n2 5 0 4 1 -1 -1 1 10 -1 1 9 1 1 1 1 -1 -1\n");
        Path csv = dir.resolve("s.csv");
        CliRunner r = CliRunner.run(
                "simulate", "--machine", "flat:4", "--workload", "swf:" + swf, "--schedule-out", csv.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readAllLines(csv))
                .containsExactly(
                        "id,submit,start,end,procs,allocation,machine,user,slots,runtime,estimate,wait,turnaround,slowdown,"
                                + "bounded_slowdown",
                        "2,5,5,9,1,3,flat:4,9,,4,10,0,4,1,1",
                        "1,0,0,10,3,0-2,flat:4,7,,10,10,0,10,1,1");
    }

    /**
     * With {@code --fairness} the page carries the fair start times and the script that shows them
     * in a job's card, from the run and from its schedule CSV alike; without, neither.
     */
    @Test
    void fairStartTimesGoToThePageOnlyWhenTheScheduleHasThem() throws IOException {
        Path swf = Files.writeString(
                dir.resolve("f.swf"),
                "; MaxProcs: 4\n1 0 0 10 3 -1 -1 3 10 -1 1 7 1 1 1 1 -1 -1\n2 1 0 10 4 -1 -1 4 10 -1 1 9 1 1 1 1 -1 -1\n"
                        + "3 2 0 4 1 -1 -1 1 4 -1 1 9 1 1 1 1 -1 -1\n");
        Path csv = dir.resolve("f.csv");
        Path page = dir.resolve("f.html");
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:4",
                "--scheduler",
                "easy",
                "--workload",
                "swf:" + swf,
                "--fairness",
                "--schedule-out",
                csv.toString(),
                "--view",
                page.toString());
        assertThat(r.status()).as(r.err()).isZero();
        String html = Files.readString(page);
        assertThat(html)
                .contains("\"strictFst\":{\"i32\":")
                .contains("\"relaxedFst\":")
                .contains("fair start");
        Path again = dir.resolve("f2.html");
        CliRunner v = CliRunner.run("view", csv.toString(), "-o", again.toString());
        assertThat(v.status()).as(v.err()).isZero();
        String fromCsv = Files.readString(again);
        assertThat(data(fromCsv, "strictFst")).isEqualTo(data(html, "strictFst"));
        assertThat(data(fromCsv, "relaxedFst")).isEqualTo(data(html, "relaxedFst"));
        Path plain = dir.resolve("p.html");
        CliRunner q = CliRunner.run(
                "simulate",
                "--machine",
                "flat:4",
                "--scheduler",
                "easy",
                "--workload",
                "swf:" + swf,
                "--view",
                plain.toString());
        assertThat(q.status()).as(q.err()).isZero();
        assertThat(Files.readString(plain)).doesNotContain("strictFst").doesNotContain("fair start");
    }

    /** The text of {@code "key":{...}} in a page's data. */
    private static String data(String html, String key) {
        int at = html.indexOf("\"" + key + "\":{");
        assertThat(at).as(key).isNotNegative();
        return html.substring(at, html.indexOf('}', at) + 1);
    }

    @Test
    void gangScheduleRecordsEveryCopyInTheMatrix() throws IOException {
        Path csv = dir.resolve("g.csv");
        CliRunner r = CliRunner.run(
                concat(concat(new String[] {"simulate"}, run("gang", null)), "--schedule-out", csv.toString()));
        assertThat(r.status()).as(r.err()).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(201);
        boolean extra = false;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertThat(f[6]).isEqualTo("gang:32");
            assertThat(f[8]).as(line).matches("\\*?\\d+:\\d+-\\d+(;\\*?\\d+:\\d+-\\d+)*");
            extra |= f[8].contains("*");
            // the own copy covers the job from its start to its end
            double start = Double.parseDouble(f[2]);
            double end = Double.parseDouble(f[3]);
            double own = 0;
            for (String c : f[8].split(";")) {
                if (!c.startsWith("*")) {
                    String[] span = c.substring(c.indexOf(':') + 1).split("-");
                    own += Double.parseDouble(span[1]) - Double.parseDouble(span[0]);
                }
            }
            assertThat(own).as(line).isEqualTo(end - start);
        }
        assertThat(extra).as("BRMS hands out extra copies at utilization 0.7").isTrue();
    }

    @Test
    void aTraceWithAStartTimeGivesThePageItsDatesAndTheViewCommandTakesThemAsOptions() throws IOException {
        Path swf = Files.writeString(
                dir.resolve("dated.swf"),
                "; UnixStartTime: 956700003\n; TimeZoneString: US/Pacific\n; MaxProcs: 4\n"
                        + "1 0 0 10 3 -1 -1 3 10 -1 1 7 1 1 1 1 -1 -1\n2 5 0 4 1 -1 -1 1 10 -1 1 9 1 1 1 1 -1 -1\n");
        Path page = dir.resolve("dated.html");
        Path csv = dir.resolve("dated.csv");
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:4",
                "--workload",
                "swf:" + swf,
                "--view",
                page.toString(),
                "--schedule-out",
                csv.toString());
        assertThat(r.status()).as(r.err()).isZero();
        String html = Files.readString(page);
        assertThat(data(html))
                .contains("\"unixStart\":956700003", "\"zone\":\"US/Pacific\"", "\"offsets\":[[", ",-25200]]");
        assertThat(html)
                .contains("dates in US/Pacific (the trace's time zone)", "from 2000-04-25 15:00 to 2000-04-25 15:00");
        // the same dates from the schedule CSV with the trace's header values as options
        Path again = dir.resolve("again.html");
        CliRunner v = CliRunner.run(
                "view",
                csv.toString(),
                "--out",
                again.toString(),
                "--start-time",
                "956700003",
                "--time-zone",
                "US/Pacific");
        assertThat(v.status()).as(v.err()).isZero();
        assertThat(data(Files.readString(again)).replaceAll("\"source\":\"[^\"]*\"", ""))
                .isEqualTo(data(html).replaceAll("\"source\":\"[^\"]*\"", ""));
        // without them, or with an origin other than the log's, no dates
        CliRunner plain = CliRunner.run("view", csv.toString(), "--out", again.toString());
        assertThat(plain.status()).as(plain.err()).isZero();
        assertThat(data(Files.readString(again))).doesNotContain("unixStart");
        CliRunner shifted = CliRunner.run(
                "simulate",
                "--machine",
                "flat:4",
                "--workload",
                "swf:" + swf,
                "--convention",
                "origin=zero",
                "--view",
                page.toString());
        assertThat(shifted.status()).as(shifted.err()).isZero();
        assertThat(data(Files.readString(page))).doesNotContain("unixStart");
    }

    @Test
    void badStartTimeOrZoneIsBadInputNamingTheOption() throws IOException {
        Path csv = Files.writeString(
                dir.resolve("s.csv"), "id,submit,start,end,procs,allocation,machine\n1,0,0,10,3,0-2,flat:4\n");
        CliRunner.assertBadInput(
                CliRunner.run("view", csv.toString(), "--start-time", "noon"), "--start-time noon", "Unix seconds");
        CliRunner.assertBadInput(
                CliRunner.run("view", csv.toString(), "--start-time", "0", "--time-zone", "Mars/Olympus"),
                "--time-zone Mars/Olympus",
                "not a time zone");
        CliRunner.assertBadInput(
                CliRunner.run("view", csv.toString(), "--time-zone", "UTC"), "--time-zone UTC", "needs --start-time");
    }

    @Test
    void missingScheduleIsBadInput() {
        CliRunner r = CliRunner.run("view", dir.resolve("nope.csv").toString());
        CliRunner.assertBadInput(r, "nope.csv", "no such file");
    }

    @Test
    void malformedScheduleNamesFileAndLine() throws IOException {
        Path csv = Files.writeString(
                dir.resolve("bad.csv"),
                "id,submit,start,end,procs,allocation,machine,user,slots\n1,0,0,10,3,0-2,flat:4,,\n2,5,x,9,1,3,flat:4,,\n");
        CliRunner.assertBadInput(CliRunner.run("view", csv.toString()), "bad.csv:3", "'start' is not a number: 'x'");
        Path notSchedule = Files.writeString(dir.resolve("jobs2.csv"), "id,submit,runtime,procs\n1,0,10,3\n");
        CliRunner.assertBadInput(
                CliRunner.run("view", notSchedule.toString()), "jobs2.csv:1", "not a schedule CSV", "'start'");
        Path empty = Files.writeString(dir.resolve("empty.csv"), "");
        CliRunner.assertBadInput(CliRunner.run("view", empty.toString()), "empty.csv", "empty file");
    }

    @Test
    void overlappingPlacementsAreRefused() throws IOException {
        Path csv = Files.writeString(
                dir.resolve("overlap.csv"),
                "id,submit,start,end,procs,allocation,machine,user,slots\n1,0,0,10,3,0-2,flat:4,,\n2,0,5,9,2,2-3,flat:4,,\n");
        CliRunner.assertBadInput(
                CliRunner.run("view", csv.toString()), "overlap.csv", "jobs 1 and 2 both hold processor 2 at time 5");
    }

    @Test
    void oldScheduleWithoutMachineNeedsTheOption() throws IOException {
        Path csv = Files.writeString(
                dir.resolve("old.csv"), "id,submit,start,end,procs,allocation\n1,0,0,10,3,0-2\n3,1,10,12,1,2\n");
        CliRunner.assertBadInput(CliRunner.run("view", csv.toString()), "old.csv:1", "--machine");
        CliRunner ok = CliRunner.run("view", csv.toString(), "--machine", "flat:4");
        assertThat(ok.status()).as(ok.err()).isZero();
        assertThat(dir.resolve("old.html")).exists();
    }

    @Test
    void unwritableViewPathIsBadInputBeforeTheRun() throws IOException {
        Path target = dir.resolve("no-such-dir").resolve("v.html");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "simulate", "--machine", "flat:4", "--workload", "jobs:" + jobs(), "--view", target.toString()),
                "--view",
                "v.html",
                "directory does not exist");
        Path csv = Files.writeString(
                dir.resolve("s.csv"), "id,submit,start,end,procs,allocation,machine\n1,0,0,10,3,0-2,flat:4\n");
        CliRunner.assertBadInput(
                CliRunner.run("view", csv.toString(), "-o", dir.toString()), "--out", "is a directory");
    }
}
