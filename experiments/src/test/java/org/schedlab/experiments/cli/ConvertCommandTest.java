package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code convert} per source and target: what the written file holds, and which lines of what it
 * could not carry over it reports ({@code dropped.N}), and nothing more.
 */
class ConvertCommandTest {
    @TempDir
    Path dir;

    private static final String SCHEDULE_HEADER =
            "id,submit,start,end,procs,allocation,machine,user,slots,runtime,estimate,wait,turnaround,slowdown,"
                    + "bounded_slowdown\n";

    /** Three jobs, one of them a 2x2 submesh, one of estimate 0 and one running past its estimate. */
    private Path jobs() throws IOException {
        return Files.writeString(
                dir.resolve("j.csv"),
                "id,submit,runtime,estimate,procs,width,height\n1,0,3,0,2,,\n2,5,10,5,4,2,2\n3,6,4,8,3,,\n");
    }

    private static String dropped(CliRunner r) {
        return String.join(
                "\n", r.out().lines().filter(l -> l.startsWith("dropped")).toList());
    }

    private CliRunner convert(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "convert";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRunner.ok(all);
    }

    @Test
    void jobsToSwfKeepsEveryJobAndNamesTheShapes() throws IOException {
        Path out = dir.resolve("o.txt");
        CliRunner r = convert(jobs().toString(), out.toString(), "--to", " SWF ");
        assertThat(r.out()).containsPattern("(?m)^to +swf$").containsPattern("(?m)^jobs +3$");
        assertThat(dropped(r)).isEqualTo("dropped.1  1 submesh shapes (width x height): SWF holds processor counts");
        assertThat(Files.readAllLines(out))
                .containsExactly(
                        "; Version: 2.2",
                        "; Note: converted by schedlab convert from j.csv",
                        "; MaxJobs: 3",
                        "; MaxRecords: 3",
                        "1 0 -1 3 2 -1 -1 2 0 -1 1 -1 -1 -1 -1 -1 -1 -1",
                        "2 5 -1 10 4 -1 -1 4 5 -1 1 -1 -1 -1 -1 -1 -1 -1",
                        "3 6 -1 4 3 -1 -1 3 8 -1 1 -1 -1 -1 -1 -1 -1 -1");
    }

    @Test
    void jobsToBatsimSaysWhatBatsimWouldDoDifferently() throws IOException {
        Path out = dir.resolve("o.json");
        CliRunner r = convert(jobs().toString(), out.toString());
        assertThat(dropped(r))
                .isEqualTo(String.join(
                        "\n",
                        "dropped.1  1 submesh shapes (width x height): Batsim jobs ask for a resource count",
                        "dropped.2  1 jobs run longer than their estimate: Batsim would stop them at the walltime",
                        "dropped.3  1 jobs of estimate 0 are written without a walltime (Batsim wants one > 0 or"
                                + " none)"));
        String json = Files.readString(out);
        // the largest job's size without --machine or --nb-res
        assertThat(json)
                .contains("\"nb_res\": 4,")
                .contains("{\"id\": 1, \"subtime\": 0, \"res\": 2, \"profile\": \"3\"}");
        assertThat(json).contains("\"type\": \"delay\"");
        Path sized = dir.resolve("m.json");
        convert(jobs().toString(), sized.toString(), "--machine", "flat:16", "--batsim-version", "5");
        assertThat(Files.readString(sized)).contains("\"nb_res\": 16,").contains("\"type\": \"DelayProfile\"");
        Path given = dir.resolve("n.json");
        convert(jobs().toString(), given.toString(), "--nb-res", "7", "--machine", "flat:16");
        assertThat(Files.readString(given)).contains("\"nb_res\": 7,");
    }

    @Test
    void aWorkloadWithNothingToDropSaysSo() throws IOException {
        Path jobs = Files.writeString(dir.resolve("plain.csv"), "id,submit,runtime,estimate,procs\n1,0,3,4,2\n");
        CliRunner r = convert(jobs.toString(), dir.resolve("o.swf").toString());
        assertThat(r.out()).containsPattern("(?m)^dropped +nothing$");
        CliRunner b = convert(jobs.toString(), dir.resolve("o.json").toString());
        assertThat(b.out()).containsPattern("(?m)^dropped +nothing$");
    }

    @Test
    void swfSaysWhichFieldsATargetHasNoPlaceFor() throws IOException {
        Path swf = Files.writeString(dir.resolve("w.swf"), """
                ; MaxProcs: 4
                1 0 -1 10 4 -1 -1 4 12 -1 1 1 -1 -1 -1 1 -1 -1
                2 1 -1 5 2 -1 -1 2 8 -1 1 2 -1 -1 -1 2 -1 -1
                """);
        assertThat(dropped(convert(swf.toString(), dir.resolve("o.swf").toString())))
                .isEqualTo("dropped.1  SWF fields 3, 6, 7 and 10-18 (the converted file is the workload as SchedLab"
                        + " reads it: waits and accounting fields -1, status 1)");
        assertThat(dropped(convert(swf.toString(), dir.resolve("o.csv").toString())))
                .startsWith("dropped.1  SWF fields 3 and 5-7 and 10-18 (wait, used CPU and memory,")
                .endsWith("think time): jobs has no place for them");
        CliRunner partition = convert(swf.toString(), dir.resolve("p.swf").toString(), "--partition", "2");
        assertThat(partition.out()).containsPattern("(?m)^jobs +1$");
        assertThat(dropped(partition)).contains("dropped.2  1 records dropped by the convention profile (");
    }

    @Test
    void batsimSaysWhatItCut() throws IOException {
        Path json = Files.writeString(dir.resolve("b.json"), """
                {"nb_res": 4, "jobs": [{"id": 1, "subtime": 0, "walltime": 5, "res": 4, "profile": "10"},
                                       {"id": 2, "subtime": 1, "walltime": 50, "res": 2, "profile": "10"}],
                 "profiles": {"10": {"type": "delay", "delay": 10}}}
                """);
        Path out = dir.resolve("o.csv");
        CliRunner r = convert(json.toString(), out.toString());
        assertThat(dropped(r))
                .isEqualTo(String.join(
                        "\n",
                        "dropped.1  the profiles' names and any field other than id, subtime, res, walltime and the"
                                + " delay",
                        "dropped.2  1 delays longer than the walltime, cut to it (Batsim stops such jobs at the"
                                + " walltime)"));
        assertThat(Files.readAllLines(out))
                .containsExactly("id,submit,runtime,estimate,procs,width,height", "1,0,5,5,4,,", "2,1,10,50,2,,");
    }

    @Test
    void aScheduleBecomesAWorkloadInSubmitOrder() throws IOException {
        Path s = Files.writeString(
                dir.resolve("s.csv"),
                SCHEDULE_HEADER
                        + "2,1,10,15,2,0-1,flat:4,2,,,,9,14,2.8,1.4\n"
                        + "1,0,0,10,4,0-3,flat:4,1,,10,12,0,10,1,1\n"
                        + "3,1,10,30,1,2,flat:4,3,,20,30,8,28,1.4,1.4\n");
        Path out = dir.resolve("o.csv");
        CliRunner r = convert(s.toString(), out.toString(), "--to", "jobs");
        assertThat(dropped(r))
                .isEqualTo("dropped.1  the schedule (start and end times, placements): a workload holds the jobs only");
        // job 2 has no runtime or estimate column: both from its start and end
        assertThat(Files.readAllLines(out))
                .containsExactly(
                        "id,submit,runtime,estimate,procs,width,height",
                        "1,0,10,12,4,,",
                        "2,1,5,5,2,,",
                        "3,1,20,30,1,,");
    }

    @Test
    void aScheduleToSwfOrEvalysSaysWhatTheFormatCannotHold() throws IOException {
        Path gang = Files.writeString(
                dir.resolve("g.csv"), SCHEDULE_HEADER + "1,0,0,10,4,0-3,gang:8,-1,0:0-10,10,12,0,10,1,1\n");
        assertThat(dropped(convert(gang.toString(), dir.resolve("g.swf").toString())))
                .isEqualTo(String.join(
                        "\n",
                        "dropped.1  placements (the allocation column): SWF has no field for them",
                        "dropped.2  the gang matrix slots: only SchedLab's schedule CSV holds them"));
        assertThat(convert(gang.toString(), dir.resolve("g2.csv").toString(), "--to", "schedlab")
                        .out())
                .containsPattern("(?m)^dropped +nothing$");
        Path multi = Files.writeString(
                dir.resolve("m.csv"), SCHEDULE_HEADER + "1,0,0,10,3,0:2;1:1,multicluster:2x4,-1,,10,12,0,10,1,1\n");
        assertThat(dropped(convert(multi.toString(), dir.resolve("m_jobs.csv").toString())))
                .isEqualTo("dropped.1  multicluster placements (counts per cluster, no processor ids):"
                        + " allocated_resources is empty");
        Path flat =
                Files.writeString(dir.resolve("f.csv"), SCHEDULE_HEADER + "1,0,0,10,4,0-3,flat:4,-1,,10,12,0,10,1,1\n");
        Path evalys = dir.resolve("f_jobs.csv");
        assertThat(convert(flat.toString(), evalys.toString()).out()).containsPattern("(?m)^dropped +nothing$");
        assertThat(dropped(convert(evalys.toString(), dir.resolve("back.csv").toString(), "--machine", "flat:4")))
                .isEqualTo("dropped.1  workload_name, profile, success, final_state, consumed_energy and metadata, and"
                        + " rejected jobs");
    }

    @Test
    void anSwfScheduleReadsAsASchedule() throws IOException {
        Path swf = Files.writeString(dir.resolve("s.swf"), """
                ; MaxProcs: 4
                1 0 2 10 4 -1 -1 4 12 -1 1 1 -1 -1 -1 -1 -1 -1
                2 1 11 5 2 -1 -1 2 8 -1 1 2 -1 -1 -1 -1 -1 -1
                """);
        Path out = dir.resolve("o.csv");
        CliRunner r = convert(swf.toString(), out.toString(), "--to", "schedlab");
        assertThat(dropped(r))
                .isEqualTo("dropped.1  SWF fields 6, 7, 10, 11 and 13-18 (accounting, status, group, queue, partition,"
                        + " dependencies)");
        assertThat(Files.readAllLines(out)).element(1).isEqualTo("1,0,2,12,4,,flat:4,1,,10,12,2,12,1.2,1.2");
    }

    @Test
    void badOptionsAreRefusedBeforeAnythingIsWritten() throws IOException {
        Path jobs = jobs();
        for (List<String> args :
                List.of(List.of("--nb-res", "0"), List.of("--batsim-version", "3"), List.of("--batsim-version", "6"))) {
            String[] all = new String[3 + args.size()];
            all[0] = "convert";
            all[1] = jobs.toString();
            all[2] = dir.resolve("o.json").toString();
            for (int i = 0; i < args.size(); i++) {
                all[3 + i] = args.get(i);
            }
            CliRunner.assertBadInput(CliRunner.run(all), args.get(0));
        }
        CliRunner.assertBadInput(
                CliRunner.run("convert", jobs.toString(), dir.resolve("o.json").toString(), "--nb-res", "0"),
                "--nb-res must be >= 1, got 0");
        CliRunner.assertBadInput(
                CliRunner.run("convert", jobs.toString(), dir.resolve("o.json").toString(), "--batsim-version", "3"),
                "--batsim-version must be 4 or 5, got 3");
        CliRunner.assertBadInput(
                CliRunner.run("convert", jobs.toString(), dir.resolve("o.csv").toString(), "--to", "xml"),
                "--to: unknown format 'xml' (known: swf, batsim, jobs, schedlab, evalys)");
        for (String t : List.of("schedlab", "evalys")) {
            CliRunner.assertBadInput(
                    CliRunner.run(
                            "convert", jobs.toString(), dir.resolve("o.csv").toString(), "--to", t),
                    "--to " + t + ": " + jobs + " is a workload, which has no schedule");
        }
        assertThat(dir.resolve("o.json")).doesNotExist();
        assertThat(dir.resolve("o.csv")).doesNotExist();
    }

    @Test
    void recordsTheConventionsDropOrChangeAreCounted() throws IOException {
        // job 1 runs past its estimate, job 3 has no runtime
        Path swf = Files.writeString(dir.resolve("w.swf"), """
                ; MaxProcs: 4
                1 0 -1 10 4 -1 -1 2 8 -1 1 1 -1 -1 -1 1 -1 -1
                2 1 -1 5 2 -1 -1 2 8 -1 0 2 -1 -1 -1 2 -1 -1
                3 1 -1 -1 2 -1 -1 2 8 -1 5 2 -1 -1 -1 2 -1 -1
                """);
        Path out = dir.resolve("o.swf");
        CliRunner r = convert(swf.toString(), out.toString(), "--convention", "overrun=cut");
        assertThat(dropped(r))
                .endsWith(String.join(
                        "\n",
                        "dropped.2  1 records dropped by the convention profile (negative-runtime)",
                        "dropped.3  1 records changed by the convention profile (overrun-cut)"));
        assertThat(Files.readAllLines(out)).contains("1 0 -1 8 4 -1 -1 4 8 -1 1 -1 -1 -1 -1 -1 -1 -1");
        CliRunner.assertBadInput(
                CliRunner.run("convert", swf.toString(), dir.resolve("x.swf").toString(), "--load-factor", "0"),
                "--load-factor must be a positive number, got 0.0");
        CliRunner.assertBadInput(
                CliRunner.run("convert", swf.toString(), dir.resolve("x.swf").toString(), "--load-factor", "Infinity"),
                "--load-factor must be a positive number, got Infinity");
        CliRunner.assertBadInput(
                CliRunner.run("convert", swf.toString(), dir.resolve("x.swf").toString(), "--convention", "=cut"),
                "--convention '=cut': expected KEY=VALUE");
        Path halved = dir.resolve("h.swf");
        convert(swf.toString(), halved.toString(), "--load-factor", "2", "--convention", "overrun=cut");
        assertThat(Files.readAllLines(halved)).contains("2 0.5 -1 5 2 -1 -1 2 8 -1 1 -1 -1 -1 -1 -1 -1 -1");
    }
}
