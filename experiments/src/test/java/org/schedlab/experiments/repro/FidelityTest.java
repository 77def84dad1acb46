package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.cli.CliRunner;
import org.schedlab.experiments.repro.judge.Claims;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.TablePaper;

/**
 * How claims are judged as the paper words them (issue 52): explanations that name the run they
 * quote, headline readings counted in the default report, table cells that pass on their interval,
 * allocator replacements of a reading, and ranks judged at every point of a sweep.
 */
class FidelityTest {
    @TempDir
    Path dir;

    private static final String STUDY = """
            id: study
            defaults:
              machine: mesh:8x8
              workload: mesh-uniform
              jobs: 200
              parameter: load
              replications: {fixed: 2}
              quick: {jobs: 150}
            readings:
              - name: first-point
                assumes: the table read at the first point
                tables: {t: {x: first}}
                headline: true
              - name: first-fit
                assumes: first fit instead of MPL
                allocators: {"mpl": "first-fit"}
            sweeps:
              - id: a
                points: [0.5, 1.0]
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
            tables:
              - id: t
                sweep: a
                metric: meanTurnaround
                x: last
                relativeTolerance: 0.5
                columns: [{label: turnaround}]
                rows: [{label: FCFS, series: FCFS}, {label: OO, series: OO}]
                paper: [[2.0], [1.5]]
            explain:
              - {claim: "t:FCFS:*", mode: full, text: "full-run numbers"}
              - {claim: "t:OO:*", mode: quick, text: "quick-run numbers"}
              - {claim: "t:OO:*", mode: full, text: "full-run numbers of OO"}
              - {claim: "t:*", readings: [first-point], text: "either run"}
            """;

    private Path write(String text) throws IOException {
        return Files.writeString(dir.resolve("study.yaml"), text);
    }

    private static Claim claim(String id) {
        return new Claim(id, id, "1", "any", r -> null);
    }

    @Test
    void aQuickReportQuotesTheFullRunOnlyWhereItHasNoExplanationOfItsOwn() throws IOException {
        DescribedPaper p = ExperimentFile.load(write(STUDY));
        Claim fcfs = claim("t:FCFS:turnaround");
        Claim oo = claim("t:OO:turnaround");
        assertThat(p.explanation(fcfs, Decision.Outcome.FAIL, Mode.FULL)).isEqualTo("full-run numbers");
        assertThat(p.explanation(fcfs, Decision.Outcome.FAIL, Mode.QUICK))
                .isEqualTo(DescribedPaper.FROM_FULL + "full-run numbers");
        assertThat(p.explanation(oo, Decision.Outcome.INCONCLUSIVE, Mode.QUICK)).isEqualTo("quick-run numbers");
        assertThat(p.explanation(oo, Decision.Outcome.INCONCLUSIVE, Mode.FULL)).isEqualTo("full-run numbers of OO");
        assertThat(p.explanation(oo, Decision.Outcome.PASS, Mode.FULL)).isNull();
        Paper first = p.underReading("first-point");
        // an entry without a mode holds in both, before any quote of the full run
        assertThat(first.explanation(claim("t:X:y"), Decision.Outcome.FAIL, Mode.QUICK))
                .isEqualTo("either run");
        Path bad = write(STUDY.replace("mode: quick", "mode: fast"));
        assertThatThrownBy(() -> ExperimentFile.load(bad))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'mode' takes quick or full, got 'fast'");
    }

    @Test
    void aHeadlineReadingIsCountedInTheDefaultReportFromTheSameRuns() throws IOException {
        Path spec = write(STUDY);
        Path out = dir.resolve("out");
        CliRunner.reproduce(spec, out);
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report)
                .containsPattern(
                        "Claims under the reading `first-point` \\(the table read at the first point; the same"
                                + " runs, judged as it reads the paper\\): \\d+ PASS, \\d+ FAIL, \\d+ INCONCLUSIVE, 0 SKIPPED\\.");
        assertThat(Files.readString(out.resolve("report.html"))).contains("Claims under the reading first-point");

        DescribedPaper p = ExperimentFile.load(spec);
        assertThat(p.headlineReadings()).containsExactly("first-point");
        Path runs = write(STUDY.replace("tables: {t: {x: first}}", "every: {jobs: 300}"));
        assertThatThrownBy(() -> ExperimentFile.load(runs))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("a headline reading is judged on the default reading's runs");
    }

    @Test
    void aReadingReplacesAnAllocatorWhereverASeriesUsesIt() throws IOException {
        DescribedPaper p = ExperimentFile.load(write(STUDY));
        Paper ff = p.underReading("first-fit");
        assertThat(ff.sweeps(Mode.FULL).get(0).series())
                .extracting(Sweep.Series::allocator)
                .containsExactly("first-fit", "first-fit");
        assertThat(p.sweeps(Mode.FULL).get(0).series())
                .extracting(Sweep.Series::allocator)
                .containsExactly("mpl", "mpl");
        Path bad = write(STUDY.replace("allocators: {\"mpl\": \"first-fit\"}", "allocators: {\"busy-list\": \"mpl\"}"));
        assertThatThrownBy(() -> ExperimentFile.load(bad))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'allocators' replaces 'busy-list', which no series uses (known: mpl)");
    }

    /** A paper whose only computation returns {@code e} for every cell. */
    private static Paper computing(Estimate e) {
        return TablePaper.computing(Paper.Analytic.monteCarlo((row, column, seed) -> e));
    }

    private static Table table(double paper, boolean intervalDecides) {
        return new Table(
                "t",
                "t",
                "",
                1,
                new Table.Source(null, null, null, null, null, "f"),
                List.of(new Table.Source("r", null, null, null, null, null)),
                List.of(new Table.Source("c", null, null, null, null, null)),
                List.of(List.of(paper)),
                0.003,
                false,
                intervalDecides);
    }

    private static Decision.Outcome judge(Table t, Estimate ours) {
        return TableResult.claims(t, computing(ours))
                .get(0)
                .check()
                .apply(new Results())
                .outcome();
    }

    @Test
    void aCellThatPassesOnItsIntervalNeedsTheIntervalToHoldThePaperValue() {
        Estimate tight = new Estimate(0.9660, 0.0004, 10, false);
        // within 0.003 of 0.967: a pass on the tolerance alone, not on the interval
        assertThat(judge(table(0.967, false), tight)).isEqualTo(Decision.Outcome.PASS);
        assertThat(judge(table(0.967, true), tight)).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        // the paper prints three decimals: half a unit of the last one widens the interval
        // (0.9662 + 0.0004 + 0.0005 reaches 0.967; 0.9660 + 0.0004 + 0.0005 does not)
        assertThat(judge(table(0.967, true), new Estimate(0.9662, 0.0004, 10, false)))
                .isEqualTo(Decision.Outcome.PASS);
        // the interval holds the paper's value but reaches past the tolerance: not a PASS either
        assertThat(judge(table(0.967, true), new Estimate(0.9690, 0.0030, 10, false)))
                .isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(judge(table(0.967, false), new Estimate(0.9690, 0.0030, 10, false)))
                .isEqualTo(Decision.Outcome.INCONCLUSIVE);
        // outside the tolerance it FAILs either way
        assertThat(judge(table(0.967, true), new Estimate(0.9600, 0.0004, 10, false)))
                .isEqualTo(Decision.Outcome.FAIL);
        assertThat(TableResult.claims(table(0.967, true), computing(tight))
                        .get(0)
                        .tolerance())
                .contains("PASS only when the 95% interval");
        assertThatThrownBy(() -> new Table(
                        "t",
                        "t",
                        "",
                        1,
                        new Table.Source(null, null, null, null, null, "f"),
                        List.of(),
                        List.of(),
                        List.of(),
                        Double.NaN,
                        false,
                        true))
                .hasMessageContaining("passOn: interval needs a tolerance");
    }

    private static Results.Point point(String series, double x, double... work) {
        Map<String, double[]> samples = new LinkedHashMap<>();
        samples.put("allocationReleaseWork", work);
        Map<String, ConfidenceInterval> m = new LinkedHashMap<>();
        m.put("allocationReleaseWork", ConfidenceInterval.of95(work));
        return new Results.Point(
                "s", series, x, m, work.length, samples, false, new Results.Stop("fixed", "x", 0, 0), null);
    }

    @Test
    void aRankAtEveryPointFailsWhereItIsDecidedAgainstAndSaysWhere() {
        Results r = new Results();
        // A is cheaper than B at the heavy loads 2 and 3 but dearer at the light load 1, and cheaper
        // on the mean over the sweep
        r.add(point("A", 1, 147, 148, 146));
        r.add(point("A", 2, 200, 201, 199));
        r.add(point("A", 3, 237, 238, 236));
        r.add(point("B", 1, 122, 123, 121));
        r.add(point("B", 2, 300, 301, 299));
        r.add(point("B", 3, 520, 521, 519));
        Claim mean = Claims.rank(
                "m", "A cheapest", "s", "allocationReleaseWork", "A", 1, List.of("A", "B"), Claims.Over.ALL_POINTS);
        Claim every = Claims.rank(
                "e", "A cheapest", "s", "allocationReleaseWork", "A", 1, List.of("A", "B"), Claims.Over.EVERY_POINT);
        assertThat(mean.check().apply(r).outcome()).isEqualTo(Decision.Outcome.PASS);
        Claim.Verdict v = every.check().apply(r);
        assertThat(v.outcome()).isEqualTo(Decision.Outcome.FAIL);
        assertThat(v.summary()).isEqualTo("rank 1 holds at x = 2, 3; decided against at 1");
        assertThat(v.measured()).contains("1: rank 2, A 147.0, B 122.0");
        assertThat(every.tolerance())
                .isEqualTo("rank 1 (at every point of the sweep), decided on paired 95% intervals");

        Results close = new Results();
        close.add(point("A", 1, 100, 110, 90));
        close.add(point("B", 1, 101, 111, 89));
        assertThat(every.check().apply(close).outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(every.check().apply(close).summary()).contains("undecided at 1");
        List<String> order = new ArrayList<>();
        r.series("s", "A").forEach(p -> order.add(Sweep.format(p.x())));
        assertThat(order).containsExactly("1", "2", "3");
    }
}
