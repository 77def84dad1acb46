package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The formats and verification commands end to end: Batsim workloads in, the three schedule formats
 * and the time series out, {@code convert}, {@code check}, {@code compare} and {@code corpus}, and
 * one bad-input case per command.
 */
class FormatsCliTest {
    @TempDir
    Path dir;

    /** Six jobs on 4 processors: the same as SWF and as a Batsim workload written by hand. */
    private static final String SWF = """
            ; MaxProcs: 4
            1 0 -1 10 4 -1 -1 4 12 -1 1 1 -1 -1 -1 -1 -1 -1
            2 1 -1 5 2 -1 -1 2 8 -1 1 2 -1 -1 -1 -1 -1 -1
            3 2 -1 20 1 -1 -1 1 30 -1 1 3 -1 -1 -1 -1 -1 -1
            4 2 -1 3 1 -1 -1 1 3 -1 1 4 -1 -1 -1 -1 -1 -1
            5 4 -1 6 3 -1 -1 3 6 -1 1 5 -1 -1 -1 -1 -1 -1
            6 30 -1 2 2 -1 -1 2 2 -1 1 6 -1 -1 -1 -1 -1 -1
            """;

    /** The same jobs as Batsim's documentation describes a workload (Batsim 4 spelling). */
    private static final String BATSIM = """
            {
              "nb_res": 4,
              "jobs": [
                {"id": 1, "subtime": 0, "walltime": 12, "res": 4, "profile": "10"},
                {"id": "2", "subtime": 1, "walltime": 8, "res": 2, "profile": "5"},
                {"id": "w0!3", "subtime": 2, "walltime": 30, "res": 1, "profile": "20"},
                {"id": 4, "subtime": 2, "walltime": 3, "res": 1, "profile": "3"},
                {"id": 5, "subtime": 4, "walltime": 6, "res": 3, "profile": "6"},
                {"id": 6, "subtime": 30, "walltime": 2, "res": 2, "profile": "2"}
              ],
              "profiles": {
                "2": {"type": "delay", "delay": 2},
                "3": {"type": "delay", "delay": 3},
                "5": {"type": "delay", "delay": 5},
                "6": {"type": "delay", "delay": 6},
                "10": {"type": "delay", "delay": 10},
                "20": {"type": "delay", "delay": 20}
              }
            }
            """;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private CliRunner simulate(String workload, String scheduler, String... more) {
        String[] base = {
            "simulate", "--machine", "flat:4", "--scheduler", scheduler, "--workload", workload, "--no-progress"
        };
        String[] args = java.util.Arrays.copyOf(base, base.length + more.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        CliRunner r = CliRunner.run(args);
        assertThat(r.status()).as(r.err()).isZero();
        return r;
    }

    @Test
    void aHandWrittenBatsimWorkloadRunsAsTheSameJobsInSwfDo() throws IOException {
        Path swf = write("w.swf", SWF);
        Path json = write("w.json", BATSIM);
        for (String s : List.of("fcfs", "easy", "conservative")) {
            Path fromSwf = dir.resolve("swf-" + s + ".csv");
            Path fromJson = dir.resolve("json-" + s + ".csv");
            simulate("swf:" + swf, s, "--schedule-out", fromSwf.toString());
            simulate("batsim:" + json, s, "--schedule-out", fromJson.toString());
            // the user column is SWF's field 12: the rest is the same, row for row
            assertThat(Files.readAllLines(fromJson).stream().map(FormatsCliTest::withoutUser))
                    .as(s)
                    .containsExactlyElementsOf(Files.readAllLines(fromSwf).stream()
                            .map(FormatsCliTest::withoutUser)
                            .toList());
        }
    }

    private static String withoutUser(String row) {
        String[] f = row.split(",", -1);
        f[7] = "";
        return String.join(",", f);
    }

    @Test
    void evalysOutputHasBatsimsHeaderAndSwfOutputReadsBackWithTraceInfo() throws IOException {
        Path swf = write("w.swf", SWF);
        Path jobs = dir.resolve("out_jobs.csv");
        simulate("swf:" + swf, "easy", "--schedule-out", jobs.toString());
        assertThat(Files.readAllLines(jobs).get(0))
                .isEqualTo("job_id,workload_name,profile,submission_time,requested_number_of_resources,"
                        + "requested_time,success,final_state,starting_time,execution_time,finish_time,waiting_time,"
                        + "turnaround_time,stretch,allocated_resources,consumed_energy,metadata");
        Path out = dir.resolve("s.out");
        simulate("swf:" + swf, "easy", "--schedule-out", out.toString(), "--schedule-format", "swf");
        CliRunner info = CliRunner.run("trace-info", out.toString(), "--format", "json");
        assertThat(info.status()).as(info.err()).isZero();
        assertThat(info.out()).contains("\"jobs\" : 6").contains("\"maxProcessors\" : 4");
        // the three files are the same schedule
        Path csv = dir.resolve("s.csv");
        simulate("swf:" + swf, "easy", "--schedule-out", csv.toString());
        CliRunner a = CliRunner.run("compare", csv.toString(), jobs.toString(), "--format", "json");
        CliRunner b = CliRunner.run("compare", csv.toString(), out.toString(), "--format", "json");
        assertThat(a.out()).contains("\"differingStarts\" : 0").contains("\"common\" : 6");
        assertThat(b.out()).contains("\"differingStarts\" : 0").contains("\"common\" : 6");
    }

    @Test
    void seriesOutFollowsTheRun() throws IOException {
        Path swf = write("w.swf", SWF);
        Path series = dir.resolve("series.csv");
        simulate("swf:" + swf, "fcfs", "--series-out", series.toString(), "--series-step", "10");
        // fcfs: 1 runs 0-10 on all four; 2 (2 procs) 10-15, 3 10-30, 4 10-13; 5 (3 procs) 15-21; 6 30-32
        assertThat(Files.readAllLines(series))
                .containsExactly(
                        "time,busy,utilization,running,queued,waiting_work",
                        "0,4,1,1,0,0",
                        "10,4,1,3,1,18",
                        "20,4,1,2,0,0",
                        "30,2,0.5,1,0,0");
        CliRunner bad =
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "swf:" + swf, "--series-step", "10");
        CliRunner.assertBadInput(bad, "--series-step needs --series-out");
    }

    @Test
    void checkPassesOurSchedulesAndFailsHandMadeViolations() throws IOException {
        Path swf = write("w.swf", SWF);
        for (String s : List.of("fcfs", "easy", "conservative")) {
            Path csv = dir.resolve(s + ".csv");
            simulate("swf:" + swf, s, "--schedule-out", csv.toString());
            CliRunner r = CliRunner.run("check", csv.toString(), "--scheduler", s);
            assertThat(r.status()).as(r.out() + r.err()).isZero();
            assertThat(r.out()).contains("PASS").containsPattern("(?m)^scheduler +" + s + "$");
        }
        CliRunner any = CliRunner.ok("check", dir.resolve("easy.csv").toString());
        assertThat(any.out())
                .containsPattern("(?m)^scheduler +\\(none: the rules of every scheduler\\)$")
                .containsPattern("(?m)^machine +flat:4$")
                .containsPattern("(?m)^format +schedlab$")
                .containsPattern("(?m)^verdict +PASS$");
        String header = "id,submit,start,end,procs,allocation,machine,runtime,estimate\n";
        Path early = write("early.csv", header + "1,5,4,6,1,0,flat:4,2,2\n");
        Path over = write("over.csv", header + "1,0,0,10,3,0-2,flat:4,10,10\n2,0,5,8,2,3,flat:4,3,3\n");
        Path easy = write("easy.csv", header + "1,0,0,10,4,0-3,flat:4,10,10\n2,1,20,25,4,0-3,flat:4,5,5\n");
        Path cons = write(
                "cons.csv",
                header + "1,0,0,10,4,0-3,flat:4,10,10\n2,1,60,70,4,0-3,flat:4,10,10\n3,2,10,60,1,0,flat:4,50,50\n");
        assertFails(CliRunner.run("check", early.toString()), "job 1 at 4: start-after-submit");
        assertFails(CliRunner.run("check", over.toString()), "job 2 at 5: capacity");
        assertFails(CliRunner.run("check", easy.toString(), "--scheduler", "easy"), "job 2 at 10: easy-reservation");
        assertFails(
                CliRunner.run("check", cons.toString(), "--scheduler", "conservative"),
                "job 2 at 10: conservative-reservation");
        // an evalys file needs the machine
        Path jobs = dir.resolve("out_jobs.csv");
        simulate("swf:" + swf, "easy", "--schedule-out", jobs.toString());
        CliRunner.assertBadInput(
                CliRunner.run("check", jobs.toString()), "--machine is required for a evalys schedule");
        assertThat(CliRunner.run("check", jobs.toString(), "--machine", "flat:4", "--scheduler", "easy")
                        .status())
                .isZero();
    }

    private static void assertFails(CliRunner r, String fragment) {
        assertThat(r.status()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.err().strip()).startsWith("check: FAIL: ").contains(fragment);
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
        assertThat(r.out()).contains("FAIL");
    }

    @Test
    void compareCountsDifferencesAndFindsTheFirstDivergence() throws IOException {
        // job 1 on three processors: under EASY job 3 backfills beside it at 2, under FCFS it waits
        Path swf = write("w.swf", SWF.replace("1 0 -1 10 4 -1 -1 4 12", "1 0 -1 10 3 -1 -1 3 12"));
        Path fcfs = dir.resolve("fcfs.csv");
        Path easy = dir.resolve("easy.csv");
        simulate("swf:" + swf, "fcfs", "--schedule-out", fcfs.toString());
        simulate("swf:" + swf, "easy", "--schedule-out", easy.toString());
        Path page = dir.resolve("diff.html");
        CliRunner r = CliRunner.run(
                "compare", fcfs.toString(), easy.toString(), "--profile", "pyss", "--view", page.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out())
                .containsPattern("firstDivergence.job +3\n")
                .containsPattern("firstDivergence.startA +10\n")
                .containsPattern("firstDivergence.startB +2\n")
                .containsPattern("firstDivergence.stateB.running +1\n")
                .contains("startDifference.p50")
                .contains("profile pyss.procs=allocated-only  ");
        assertThat(Files.readString(page)).contains("schedlab-diff").contains("<canvas id=\"diff\">");
        CliRunner self = CliRunner.run("compare", fcfs.toString(), fcfs.toString());
        assertThat(self.out()).containsPattern("differingStarts +0\n").doesNotContain("firstDivergence");
    }

    @Test
    void convertGoesBetweenWorkloadAndScheduleFormatsAndSaysWhatItDrops() throws IOException {
        Path swf = write("w.swf", SWF);
        Path json = dir.resolve("w.json");
        CliRunner r = CliRunner.run("convert", swf.toString(), json.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("to").contains("batsim").contains("SWF fields 3 and 5-7 and 10-18");
        Path jobs = dir.resolve("w.csv");
        assertThat(CliRunner.run("convert", json.toString(), jobs.toString()).status())
                .isZero();
        assertThat(Files.readAllLines(jobs)).first().isEqualTo("id,submit,runtime,estimate,procs,width,height");
        Path back = dir.resolve("back.swf");
        assertThat(CliRunner.run("convert", jobs.toString(), back.toString()).status())
                .isZero();
        // the three workloads give the same schedule
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        simulate("swf:" + swf, "easy", "--schedule-out", a.toString());
        simulate("swf:" + back, "easy", "--schedule-out", b.toString());
        assertThat(CliRunner.run("compare", a.toString(), b.toString()).out()).containsPattern("differingStarts +0\n");
        // a schedule to evalys and back to SWF with waits
        Path evalys = dir.resolve("a_jobs.csv");
        CliRunner toEvalys = CliRunner.run("convert", a.toString(), evalys.toString());
        assertThat(toEvalys.out()).contains("user ids");
        Path waits = dir.resolve("a.swf.gz");
        assertThat(CliRunner.run("convert", evalys.toString(), waits.toString(), "--machine", "flat:4")
                        .status())
                .isZero();
        assertThat(CliRunner.run("compare", a.toString(), waits.toString()).out())
                .containsPattern("differingStarts +0\n");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "convert", json.toString(), dir.resolve("x_jobs.csv").toString()),
                "a jobs.csv is a schedule");
    }

    @Test
    void corpusCheckModeFindsItsOwnRowsAndADifference() throws IOException {
        // a synthetic trace under the name of KTH's: the corpus knows traces by file name
        Path traces = Files.createDirectory(dir.resolve("traces"));
        try (var out = new GZIPOutputStream(Files.newOutputStream(traces.resolve("KTH-SP2-1996-2.1-cln.swf.gz")))) {
            out.write(
                    SWF.replace("; MaxProcs: 4", "; MaxProcs: 100").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        Path corpus = dir.resolve("corpus.csv");
        CliRunner w = CliRunner.run(
                "corpus",
                "--traces",
                traces.toString(),
                "--file",
                corpus.toString(),
                "--only",
                "KTH",
                "--threads",
                "2");
        assertThat(w.status()).as(w.err()).isZero();
        List<String> rows = Files.readAllLines(corpus).stream()
                .filter(l -> !l.startsWith("#"))
                .toList();
        assertThat(rows.get(0))
                .isEqualTo("trace,machine,profile,scheduler,jobs,digest,mean_wait,max_wait,mean_bounded_slowdown,"
                        + "utilization,check");
        assertThat(rows).hasSize(1 + 13).allSatisfy(l -> assertThat(l).doesNotContain("fail"));
        assertThat(Files.readAllLines(corpus).subList(0, 3))
                .containsExactly(
                        "# SchedLab's golden corpus of schedules (docs/formats.md, \"Golden corpus\").",
                        "# Regenerate: schedlab corpus --traces DIR; check: schedlab corpus --check --traces DIR.",
                        "# digest: sha256 of 'id,submit,start,end,procs' per job by id; numbers to 6 significant"
                                + " digits; check: schedlab check --scheduler S.");
        assertThat(w.out().lines()).hasSize(13);
        assertThat(w.err()).isEqualTo("corpus: 13 schedules written to " + corpus + System.lineSeparator());
        CliRunner ok = CliRunner.run(
                "corpus", "--check", "--traces", traces.toString(), "--file", corpus.toString(), "--threads", "1");
        assertThat(ok.status()).as(ok.out() + ok.err()).isZero();
        assertThat(ok.out()).contains("corpus: 13 checked, 13 same, 0 differ, 0 skipped");
        assertThat(ok.out().lines().filter(l -> l.startsWith("same  KTH-SP2-1996-2.1-cln.swf.gz")))
                .hasSize(13);
        CliRunner.assertBadInput(
                CliRunner.run(
                        "corpus",
                        "--check",
                        "--traces",
                        traces.toString(),
                        "--file",
                        corpus.toString(),
                        "--threads",
                        "0"),
                "--threads must be >= 1, got 0");
        // one digit changed: that row differs, exit 1
        String text = Files.readString(corpus);
        int at = text.indexOf("sha256:") + 7;
        char c = text.charAt(at);
        Files.writeString(corpus, text.substring(0, at) + (c == '0' ? '1' : '0') + text.substring(at + 1));
        CliRunner diff = CliRunner.run("corpus", "--check", "--traces", traces.toString(), "--file", corpus.toString());
        assertThat(diff.status()).isEqualTo(1);
        assertThat(diff.out()).contains("corpus: 13 checked, 12 same, 1 differ, 0 skipped");
        assertThat(diff.out().lines().filter(l -> l.startsWith("DIFF  KTH-SP2-1996-2.1-cln.swf.gz")))
                .singleElement()
                .asString()
                .contains("expected KTH-SP2-1996-2.1-cln.swf.gz,")
                .contains("; got KTH-SP2-1996-2.1-cln.swf.gz,");
        // without the trace every row is skipped
        Path none = Files.createDirectory(dir.resolve("none"));
        assertThat(CliRunner.run("corpus", "--check", "--traces", none.toString(), "--file", corpus.toString())
                        .out())
                .contains("0 checked, 0 same, 0 differ, 13 skipped");
    }

    @Test
    void badInputToEveryNewCommandIsOneLine() throws IOException {
        Path swf = write("w.swf", SWF);
        Path junk = write("junk.csv", "a,b\n1,2\n");
        CliRunner.assertBadInput(
                CliRunner.run("check", dir.resolve("none.csv").toString()), "SCHEDULE", "no such file");
        CliRunner.assertBadInput(
                CliRunner.run("check", junk.toString(), "--machine", "flat:4"), "junk.csv:1: not a schedule");
        CliRunner.assertBadInput(
                CliRunner.run("check", swf.toString(), "--machine", "flat:4"), "w.swf:2: job 1 has no wait time");
        CliRunner.assertBadInput(
                CliRunner.run("check", junk.toString(), "--scheduler", "window:3"), "check knows the rules of fcfs");
        CliRunner.assertBadInput(CliRunner.run("compare", junk.toString(), junk.toString()), "junk.csv:1");
        CliRunner.assertBadInput(
                CliRunner.run("compare", swf.toString(), swf.toString(), "--profile", "nope"),
                "unknown profile 'nope'");
        CliRunner.assertBadInput(
                CliRunner.run("convert", junk.toString(), dir.resolve("o.swf").toString()), "junk.csv:1");
        CliRunner.assertBadInput(
                CliRunner.run("convert", swf.toString(), dir.resolve("o.txt").toString()), "cannot tell the format");
        CliRunner.assertBadInput(
                CliRunner.run("convert", swf.toString(), dir.toString()), "OUT " + dir, "not a regular file");
        Path bad = write("bad.json", "{\"nb_res\": 4, \"jobs\": [{\"id\": 1}], \"profiles\": {}}");
        CliRunner.assertBadInput(
                CliRunner.run("simulate", "--machine", "flat:4", "--workload", "batsim:" + bad),
                "bad.json: /jobs/0/subtime: missing");
        CliRunner.assertBadInput(
                CliRunner.run(
                        "simulate",
                        "--machine",
                        "flat:4",
                        "--workload",
                        "swf:" + swf,
                        "--schedule-out",
                        "x.csv",
                        "--schedule-format",
                        "gantt"),
                "unknown schedule format 'gantt'");
        CliRunner.assertBadInput(
                CliRunner.run("corpus", "--check", "--traces", dir.toString(), "--file", junk.toString()),
                "junk.csv:1: not a corpus file");
        CliRunner.assertBadInput(
                CliRunner.run("corpus", "--traces", dir.toString(), "--only", "XYZ"), "unknown trace 'XYZ'");
    }
}
