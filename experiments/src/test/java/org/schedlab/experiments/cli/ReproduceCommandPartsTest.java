package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.run.Registry;
import picocli.CommandLine;

/** The parts of {@code reproduce} that need no run: shards, readings, labels and the summary line. */
class ReproduceCommandPartsTest {
    private static final String NL = System.lineSeparator();

    @Test
    void shardsAreCountedFromZero() {
        assertThat(ReproduceCommand.parseShard("0/1")).containsExactly(0, 1);
        assertThat(ReproduceCommand.parseShard(" 2/3 ")).containsExactly(2, 3);
        assertThatThrownBy(() -> ReproduceCommand.parseShard("1/1"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--shard 1/1: I must be in 0..0 (shards are counted from 0)");
        assertThatThrownBy(() -> ReproduceCommand.parseShard("0/0")).hasMessage("--shard 0/0: N must be at least 1");
        assertThatThrownBy(() -> ReproduceCommand.parseShard("-1/2")).hasMessageContaining("expected I/N");
    }

    @Test
    void aReadingSelectionGivesTheDefaultFirstThenEachReading() {
        Paper impl =
                Registry.discover().papers().get("window-2011").reproduction().get();
        List<Reading> readings = impl.readings();
        assertThat(readings).isNotEmpty();
        assertThat(ReproduceCommand.variants(impl, null)).containsExactly(impl);
        assertThat(ReproduceCommand.variants(impl, Reading.DEFAULT_NAME)).containsExactly(impl);
        String one = readings.get(0).name();
        List<Paper> single = ReproduceCommand.variants(impl, one);
        assertThat(single).hasSize(1);
        assertThat(single.get(0).reading().name()).isEqualTo(one);
        List<Paper> all = ReproduceCommand.variants(impl, "all");
        assertThat(all).hasSize(1 + readings.size());
        assertThat(all.get(0)).isSameAs(impl);
        assertThat(all.subList(1, all.size()))
                .extracting(p -> p.reading().name())
                .containsExactlyElementsOf(readings.stream().map(Reading::name).toList());
        assertThat(ReproduceCommand.label(impl, impl)).isEqualTo("window-2011");
        assertThat(ReproduceCommand.label(impl, single.get(0))).isEqualTo("window-2011 [reading " + one + "]");
    }

    private static String[] summary(Reproduction.Summary s) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new SchedLabCli());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        ReproduceCommand.printSummary(cl, "p", Path.of("out"), s);
        return new String[] {out.toString(), err.toString()};
    }

    @Test
    void theSummaryLineCountsEveryVerdictAndNamesWhatWasLeft() {
        String[] plain =
                summary(new Reproduction.Summary(1, 2, 3, 4, 0, 5, 6, List.of(), List.of(), 0, 0, 0, List.of(), 0, 0));
        assertThat(plain[0])
                .isEqualTo("p: 5 figures (6 skipped); claims 1 PASS, 2 FAIL, 3 INCONCLUSIVE, 4 SKIPPED; report "
                        + Path.of("out", "report.md") + NL);
        assertThat(plain[1]).isEmpty();
        String[] full = summary(new Reproduction.Summary(
                1, 0, 0, 0, 7, 2, 0, List.of("a.csv", "b.csv"), List.of("mine.txt"), 0, 0, 4, List.of("c.png"), 3, 8));
        assertThat(full[0])
                .isEqualTo("p: 2 figures (0 skipped); claims 1 PASS, 0 FAIL, 0 INCONCLUSIVE, 0 SKIPPED, 7 NOT JUDGED (8"
                        + " verdicts kept from earlier runs: their figures did not run); checks 0 PASS, 0 FAIL, 4"
                        + " INCONCLUSIVE; report " + Path.of("out", "report.md") + NL);
        assertThat(full[1])
                .isEqualTo("p: resumed a run into out that was stopped: reused 3 finished work unit(s), ran the others"
                        + NL + "p: removed 2 stale output file(s) of an earlier run from out: a.csv, b.csv" + NL
                        + "p: kept 1 output file(s) of an earlier run in out (outputs this run did not make, or made"
                        + " only in part): c.png" + NL
                        + "p: left 1 file(s) in out that reproduce does not own: mine.txt" + NL);
        String[] checks =
                summary(new Reproduction.Summary(0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), 2, 1, 0, List.of(), 0, 0));
        assertThat(checks[0]).contains("; checks 2 PASS, 1 FAIL; report ");
        String[] passOnly =
                summary(new Reproduction.Summary(0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), 1, 0, 0, List.of(), 0, 0));
        assertThat(passOnly[0]).contains("; checks 1 PASS, 0 FAIL; report ");
        String[] failOnly =
                summary(new Reproduction.Summary(0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), 0, 1, 0, List.of(), 0, 0));
        assertThat(failOnly[0]).contains("; checks 0 PASS, 1 FAIL; report ");
    }

    @Test
    void optionsThatExcludeEachOtherAreRefusedFirst() {
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "window-2011", "--quick", "--full"),
                "--quick and --full exclude each other");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "window-2011", "--threads", "0"), "--threads must be >= 1, got 0");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "window-2011", "--reading", " "),
                "--reading: empty (give a reading's name, NAME1,NAME2 or all)");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "all", "--figures", "fig2"), "--figures needs a single PAPER, not 'all'");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce", "all", "--reading", "partial-blocks"),
                "--reading partial-blocks needs a single PAPER");
        CliRunner.assertBadInput(
                CliRunner.run("reproduce"), "reproduce: missing PAPER (a paper id, or all) or --spec FILE");
    }

    @Test
    void oneThreadIsEnoughForAPlan() {
        CliRunner r = CliRunner.ok("reproduce", "window-2011", "--plan", "--threads", "1");
        assertThat(r.out()).startsWith("window-2011 (quick): ");
        CliRunner all = CliRunner.ok("reproduce", "all", "--plan", "--reading", "default");
        for (String id : Registry.discover().papers().keySet()) {
            assertThat(all.out()).containsPattern("(?m)^" + java.util.regex.Pattern.quote(id) + " \\(quick\\): ");
        }
    }

    @Test
    void theTraceFolderComesFromTheOptionTheEnvironmentOrTheSharedFolderBesideTheHome(
            @org.junit.jupiter.api.io.TempDir Path dir) throws java.io.IOException {
        Path traces = java.nio.file.Files.createDirectories(dir.resolve("shared/data/traces"));
        Path home = java.nio.file.Files.createDirectories(dir.resolve("home"));
        assertThat(ReproduceCommand.traceDirectory(traces, java.util.Map.of())).isEqualTo(traces);
        assertThatThrownBy(() -> ReproduceCommand.traceDirectory(dir.resolve("none"), java.util.Map.of()))
                .hasMessage("--traces " + dir.resolve("none") + ": not a directory");
        assertThat(ReproduceCommand.traceDirectory(null, java.util.Map.of("SCHEDLAB_TRACES", traces.toString())))
                .isEqualTo(traces);
        assertThatThrownBy(() -> ReproduceCommand.traceDirectory(
                        null,
                        java.util.Map.of("SCHEDLAB_TRACES", dir.resolve("none").toString())))
                .hasMessage("SCHEDLAB_TRACES=" + dir.resolve("none") + ": not a directory");
        // a blank SCHEDLAB_TRACES is not set; the shared folder beside the home is the default
        assertThat(ReproduceCommand.traceDirectory(
                        null, java.util.Map.of("SCHEDLAB_TRACES", " ", "SCHEDLAB_HOME", home.toString())))
                .isEqualTo(traces);
        assertThat(ReproduceCommand.traceDirectory(null, java.util.Map.of("SCHEDLAB_HOME", traces.toString())))
                .isNull();
    }
}
