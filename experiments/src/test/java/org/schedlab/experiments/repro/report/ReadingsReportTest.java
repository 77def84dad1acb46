package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Table;

/**
 * The readings section of report.md and readings.csv, on two readings of a small paper built by
 * hand: the distances per table, column and series, the closest reading, and the claims per reading.
 */
class ReadingsReportTest {
    @TempDir
    Path dir;

    /** A paper with the given tables and claims under {@code reading}; no sweeps or figures. */
    record StubPaper(List<Table> tables, List<Claim> claims, Reading reading) implements Paper {
        @Override
        public String id() {
            return "p";
        }

        @Override
        public List<Sweep> sweeps(Mode mode) {
            return List.of();
        }

        @Override
        public List<Figure> figures() {
            return List.of();
        }
    }

    private static Table.Source row(String label, String series) {
        return new Table.Source(label, null, series, null, null, null);
    }

    private static Table.Source column(String label) {
        return new Table.Source(label, null, null, null, null, null);
    }

    /** Rows r1 (series A) and r2 (series B), columns c1 and c2, an absolute tolerance of 10. */
    static final Table T = new Table(
            "t",
            "T",
            "",
            1,
            new Table.Source(null, "s", null, "last", "m", null),
            List.of(row("r1", "A"), row("r2", "B")),
            List.of(column("c1"), column("c2")),
            java.util.Arrays.asList(java.util.Arrays.asList(100.0, 200.0), java.util.Arrays.asList(null, 50.0)),
            10,
            false);

    /** A table the paper prints no value of: no distance. */
    static final Table U = new Table(
            "u",
            "U",
            "",
            1,
            new Table.Source(null, "s", null, "last", "m", null),
            List.of(row("r1", null)),
            List.of(column("c1")),
            List.of(java.util.Arrays.asList((Double) null)),
            Double.NaN,
            false);

    /** A table that only the default reading evaluated: no distance either. */
    static final Table V = new Table(
            "v",
            "V",
            "",
            1,
            new Table.Source(null, "s", null, "last", "m", null),
            List.of(row("r1", null)),
            List.of(column("c1")),
            List.of(List.of(7.0)),
            Double.NaN,
            false);

    static final Claim K1 = new Claim("k1", "A beats B | mostly\nat high load", "yes", "none", r -> null);
    static final Claim K2 = new Claim("k2", "only the default reading judges this", "yes", "none", r -> null);
    static final Claim CELL = new Claim("t:r1:c1", "T: r1, c1", "100", "within 10", r -> null);
    static final Claim CHECK = new Claim("arith", "the paper's sum", "3", "exact", r -> null).asCheck();

    /** The root-mean-square of relative differences, summed in the order given. */
    private static double rms(double... r) {
        double sq = 0;
        for (double x : r) {
            sq += x * x;
        }
        return Math.sqrt(sq / r.length);
    }

    private static TableResult.Cell cell(String row, String col, double mean, double half, boolean exact, Double p) {
        return new TableResult.Cell(row, col, "m", "", new Estimate(mean, half, 5, exact), p, "simulated");
    }

    private static Evaluated judged(Claim c, Decision d, String summary) {
        return new Evaluated(c, new Claim.Verdict("measured", d, summary), null, null);
    }

    /** default: 2 of 3 cells in interval; alt: row r1 diverged in c1, 0 of 2 in interval. */
    static List<Evaluation> evaluations() {
        Reading alt = new Reading("alt", "alt | assumes", List.of("alt"));
        Evaluation byDefault = new Evaluation(
                new StubPaper(List.of(T, U, V), List.of(K1, K2, CELL, CHECK), Reading.DEFAULT),
                new Results(),
                List.of(
                        new TableResult(
                                T,
                                List.of(
                                        cell("r1", "c1", 105, 10, false, 100.0),
                                        cell("r1", "c2", 200, 0, true, 200.0),
                                        new TableResult.Cell("r2", "c1", "m", "", null, null, "skipped"),
                                        cell("r2", "c2", 80, 5, false, 50.0))),
                        new TableResult(U, List.of(cell("r1", "c1", 1, 1, false, null))),
                        new TableResult(V, List.of(cell("r1", "c1", 7, 1, false, 7.0)))),
                List.of(
                        judged(K1, Decision.PASS, "x = 1 | 2"),
                        judged(K2, new Decision(Decision.Outcome.INCONCLUSIVE, 4, 2), null),
                        judged(CELL, Decision.PASS, null),
                        judged(CHECK, Decision.FAIL, null)));
        Evaluation other = new Evaluation(
                new StubPaper(List.of(T, U, V), List.of(K1, CELL), alt),
                new Results(),
                List.of(
                        new TableResult(
                                T,
                                List.of(
                                        new TableResult.Cell("r1", "c1", "m", "", null, 100.0, "diverged"),
                                        cell("r1", "c2", 201, 0, true, 200.0),
                                        new TableResult.Cell("r2", "c1", "m", "", null, null, "skipped"),
                                        cell("r2", "c2", 52, 1, false, 50.0))),
                        new TableResult(U, List.of(cell("r1", "c1", 1, 1, false, null)))),
                List.of(new Evaluated(K1, null, "no such metric", null), new Evaluated(CELL, null, null, null)));
        return List.of(byDefault, other);
    }

    @Test
    void theDefaultReadingComesFirst() {
        List<Evaluation> e = evaluations();
        assertThatThrownBy(() -> new ReadingsReport(List.of(e.get(1), e.get(0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the default reading comes first");
        assertThatThrownBy(() -> new ReadingsReport(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void distancesPerTableAndSeries() {
        List<Evaluation> e = evaluations();
        ReadingsReport r = new ReadingsReport(e);
        assertThat(r.tableIds()).containsExactly("t");
        assertThat(r.divergingRows("t")).containsExactly("r1");
        assertThat(r.divergingRows("u")).isEmpty();

        ReadingsReport.Distance d = r.distance(e.get(0), "t", null);
        // 105 ± 10 holds 100; the exact 200 equals 200; 80 ± 5 misses 50 and is 30 from it
        assertThat(d.cells()).isEqualTo(3);
        assertThat(d.withinInterval()).isEqualTo(2);
        assertThat(d.withinTolerance()).isEqualTo(2);
        assertThat(d.rms()).isEqualTo(rms(0.05, 0, 0.6));
        assertThat(d.rmsSteady()).isEqualTo(rms(0.6));
        assertThat(d.diverged()).isZero();
        assertThat(d.text()).isEqualTo("RMS 34.8% (60.0% without diverging rows) · 2/3 in interval · 2/3 in tolerance");

        ReadingsReport.Distance a = r.distance(e.get(1), "t", null);
        // the exact 201 is not 200 as printed; both cells within 10 of the paper
        assertThat(a).isEqualTo(new ReadingsReport.Distance(2, 0, 2, rms(0.005, 0.04), rms(0.04), 1));
        assertThat(a.text())
                .isEqualTo("RMS 2.9% (4.0% without diverging rows) · 0/2 in interval · 2/2 in tolerance"
                        + " · 1 diverged");

        assertThat(r.distance(e.get(0), "t", "A").text()).isEqualTo("RMS 3.5% · 2/2 in interval · 2/2 in tolerance");
        assertThat(r.distance(e.get(1), "t", "A").text())
                .isEqualTo("RMS 0.5% · 0/1 in interval · 1/1 in tolerance · 1 diverged");
        assertThat(r.distance(e.get(1), "t", "B").text()).isEqualTo("RMS 4.0% · 0/1 in interval · 1/1 in tolerance");
        // the most cells in interval wins; on a tie (series B: none) the smaller RMS
        assertThat(r.closest("t")).isEqualTo("default");
        assertThat(r.closest("t", "A")).isEqualTo("default");
        assertThat(r.closest("t", "B")).isEqualTo("alt");
        assertThat(r.closest("u")).isNull();
        assertThat(r.closest("nope")).isNull();
    }

    @Test
    void theClaimMatrixHoldsThePapersOwnClaimsOnly() {
        ReadingsReport r = new ReadingsReport(evaluations());
        assertThat(r.claimMatrix())
                .containsOnlyKeys("A beats B | mostly\nat high load", "only the default reading judges this");
        assertThat(r.claimMatrix().get("A beats B | mostly\nat high load"))
                .containsExactly(
                        java.util.Map.entry("default", "PASS: x = 1 \\| 2"), java.util.Map.entry("alt", "FAIL"));
        assertThat(r.claimMatrix().get("only the default reading judges this"))
                .containsExactly(java.util.Map.entry("default", "INCONCLUSIVE"));
    }

    @Test
    void markdownSection() {
        StringBuilder md = new StringBuilder("before\n");
        new ReadingsReport(evaluations()).markdown(md);
        String s = md.toString();
        assertThat(s).startsWith("before\n\n## Readings\n\nWhere the paper is ambiguous");
        assertThat(s.substring(s.indexOf("| reading |"))).isEqualTo("""
                        | reading | assumes | claims |
                        |---|---|---|
                        | `default` | the settings as the paper's description gives them | 2 PASS, 0 FAIL, 1 INCONCLUSIVE |
                        | [`alt`](readings/alt/report.md) | alt \\| assumes | 0 PASS, 1 FAIL, 0 INCONCLUSIVE |

                        | table | default | alt | closest |
                        |---|---|---|---|
                        | t | RMS 34.8% (60.0% without diverging rows) · 2/3 in interval · 2/3 in tolerance | RMS 2.9% (4.0% without diverging rows) · 0/2 in interval · 2/2 in tolerance · 1 diverged | `default` |
                        | t · A | RMS 3.5% · 2/2 in interval · 2/2 in tolerance | RMS 0.5% · 0/1 in interval · 1/1 in tolerance · 1 diverged | `default` |
                        | t · B | RMS 60.0% · 0/1 in interval · 0/1 in tolerance | RMS 4.0% · 0/1 in interval · 1/1 in tolerance | `alt` |

                        | claim | default | alt |
                        |---|---|---|
                        | A beats B \\| mostly at high load | PASS: x = 1 \\| 2 | FAIL |
                        | only the default reading judges this | INCONCLUSIVE | — |
                        """);
    }

    @Test
    void csvHasARowPerTableColumnSeriesAndClaim() throws IOException {
        Path csv = dir.resolve(ReadingsReport.CSV);
        new ReadingsReport(evaluations()).writeCsv(csv);
        assertThat(Files.readAllLines(csv))
                .containsExactly(
                        "reading,kind,id,cells,withinInterval,withinTolerance,rmsRelativeDifference,"
                                + "rmsWithoutDivergingRows,diverged,verdict",
                        "default,table,t,3,2,2," + rms(0.05, 0, 0.6) + "," + rms(0.6) + ",0,",
                        "default,column,t/c1,1,1,1," + rms(0.05) + ",NaN,0,",
                        "default,column,t/c2,2,1,1," + rms(0, 0.6) + "," + rms(0.6) + ",0,",
                        "default,series,t/A,2,2,2," + rms(0.05, 0) + ",NaN,0,",
                        "default,series,t/B,1,0,0," + rms(0.6) + "," + rms(0.6) + ",0,",
                        "default,claim,k1,,,,,,,PASS",
                        "default,claim,k2,,,,,,,INCONCLUSIVE",
                        "alt,table,t,2,0,2," + rms(0.005, 0.04) + "," + rms(0.04) + ",1,",
                        "alt,column,t/c1,0,0,0,NaN,NaN,1,",
                        "alt,column,t/c2,2,0,2," + rms(0.005, 0.04) + "," + rms(0.04) + ",0,",
                        "alt,series,t/A,1,0,1," + rms(0.005) + ",NaN,1,",
                        "alt,series,t/B,1,0,1," + rms(0.04) + "," + rms(0.04) + ",0,",
                        "alt,claim,k1,,,,,,,FAIL");
    }

    /** A table of a relative tolerance, a zero and a non-finite value, and no cells at all. */
    @Test
    void relativeToleranceAndCellsOutsideTheRms() {
        Table rel = new Table(
                "rel",
                "Rel",
                "",
                1,
                new Table.Source(null, "s", null, "last", "m", null),
                List.of(row("a", null), row("b", null), row("c", null)),
                List.of(column("x")),
                List.of(List.of(200.0), List.of(0.0), List.of(10.0)),
                0.1,
                true);
        TableResult t = new TableResult(
                rel,
                List.of(
                        // 215: within 10% of 200 (band 20), not within 10 of it; interval misses 200
                        new TableResult.Cell("a", "x", "m", "", new Estimate(215, 1, 5, false), 200.0, "simulated"),
                        // a paper value of 0: in the cells, not in the RMS; 0.4 rounds to the printed 0
                        new TableResult.Cell("b", "x", "m", "", new Estimate(0.4, 0, 1, true), 0.0, "exact"),
                        // no interval (one replication), an infinite mean: counted, not in the RMS
                        new TableResult.Cell(
                                "c",
                                "x",
                                "m",
                                "",
                                new Estimate(Double.POSITIVE_INFINITY, Double.NaN, 1, false),
                                10.0,
                                "simulated")));
        ReadingsReport.Distance d = ReadingsReport.distance(t, null);
        assertThat(d.cells()).isEqualTo(3);
        assertThat(d.withinInterval()).isEqualTo(1);
        assertThat(d.withinTolerance()).isEqualTo(1);
        assertThat(d.rms()).isEqualTo(rms(0.075));
        assertThat(d.rmsSteady()).isEqualTo(d.rms());
        // no parenthesis when no row diverges
        assertThat(d.text()).isEqualTo("RMS 7.5% · 1/3 in interval · 1/3 in tolerance");
        assertThat(ReadingsReport.distance(t, "nope").text()).isEqualTo("no cells");
        assertThat(ReadingsReport.distance(t, "nope").rms()).isNaN();
        // without a tolerance: -1 and nothing said about it
        ReadingsReport.Distance noTolerance = ReadingsReport.distance(
                new TableResult(U, List.of(cell("r1", "c1", 1, 1, false, 1.0))), c -> true, Set.of("r1"));
        assertThat(noTolerance.withinTolerance()).isEqualTo(-1);
        assertThat(noTolerance.rmsSteady()).isNaN();
        assertThat(noTolerance.text()).isEqualTo("RMS 0.0% · 1/1 in interval");
        assertThat(new ReadingsReport.Distance(0, 0, -1, Double.NaN, Double.NaN, 2).text())
                .isEqualTo("2 diverged");
    }

    @Test
    void seriesAreListedOnlyWhenEveryRowHasOneAndThereAreTwo() {
        assertThat(ReadingsReport.seriesOf(T)).containsExactly("A", "B");
        assertThat(ReadingsReport.seriesOf(U)).isEmpty();
        Table one = new Table(
                "one",
                "One",
                "",
                1,
                new Table.Source(null, "s", null, "last", "m", null),
                List.of(row("r1", "A"), row("r2", "A")),
                List.of(column("c1")),
                List.of(List.of(1.0), List.of(2.0)),
                Double.NaN,
                false);
        assertThat(ReadingsReport.seriesOf(one)).isEmpty();
        assertThat(ReadingsReport.halfUnit(2.5)).isCloseTo(0.05, within(1e-11));
    }
}
