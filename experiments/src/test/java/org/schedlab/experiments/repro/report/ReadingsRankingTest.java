package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.TablePaper;

/**
 * The readings table ranks readings by the cells whose interval holds the paper's value, then by
 * the RMS without the rows that diverge under some reading, per table and per series.
 */
class ReadingsRankingTest {
    /** Rows "0.7 A", "0.9 A", "0.7 B", "0.9 B" of series A and B, one column, paper value 100 everywhere. */
    private static final Table TABLE = new Table(
            "t",
            "t",
            "",
            1,
            new Table.Source(null, "s", null, null, "m", null),
            List.of(
                    new Table.Source("0.7 A", null, "A", "0.7", null, null),
                    new Table.Source("0.9 A", null, "A", "0.9", null, null),
                    new Table.Source("0.7 B", null, "B", "0.7", null, null),
                    new Table.Source("0.9 B", null, "B", "0.9", null, null)),
            List.of(new Table.Source("c", null, null, null, null, null)),
            List.of(List.of(100.0), List.of(100.0), List.of(100.0), List.of(100.0)),
            Double.NaN,
            false);

    private static Paper paper(String reading) {
        Reading r = reading.equals("default") ? Reading.DEFAULT : new Reading(reading, reading, List.of(reading));
        return new TablePaper(List.of(TABLE), null, r);
    }

    /** A cell of {@code row}: ours {@code mean} ± {@code half}, or diverged when {@code mean} is NaN. */
    private static TableResult.Cell cell(String row, double mean, double half) {
        if (Double.isNaN(mean)) {
            return new TableResult.Cell(row, "c", "m", "", null, 100.0, "diverged");
        }
        return new TableResult.Cell(row, "c", "m", "", new Estimate(mean, half, 5, false), 100.0, "simulated");
    }

    private static Evaluation evaluation(String reading, TableResult.Cell... cells) {
        return new Evaluation(
                paper(reading), new Results(), List.of(new TableResult(TABLE, List.of(cells))), List.of());
    }

    @Test
    void cellsInIntervalRankFirstAndTheRmsLeavesOutRowsThatDivergeSomewhere() {
        // "wide": every cell holds 100 in its interval, but row 0.9 B is far off; "tight": closer
        // means, no interval holds 100; "diverging": row 0.9 B diverged, the rest exact
        List<Evaluation> e = new ArrayList<>();
        e.add(evaluation(
                "default",
                cell("0.7 A", 150, 60),
                cell("0.9 A", 150, 60),
                cell("0.7 B", 150, 60),
                cell("0.9 B", 600, 600)));
        e.add(evaluation(
                "tight", cell("0.7 A", 110, 1), cell("0.9 A", 110, 1), cell("0.7 B", 110, 1), cell("0.9 B", 110, 1)));
        e.add(evaluation(
                "diverging",
                cell("0.7 A", 100, 1),
                cell("0.9 A", 120, 1),
                cell("0.7 B", 130, 1),
                cell("0.9 B", Double.NaN, 0)));
        ReadingsReport r = new ReadingsReport(e);
        assertThat(r.divergingRows("t")).containsExactly("0.9 B");
        ReadingsReport.Distance d = r.distance(e.get(0), "t", null);
        assertThat(d.withinInterval()).isEqualTo(4);
        assertThat(d.rms()).isGreaterThan(2);
        assertThat(d.rmsSteady()).isCloseTo(0.5, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(d.text()).startsWith("RMS 253.7% (50.0% without diverging rows) · 4/4 in interval");
        // the most cells in interval wins, however large the RMS
        assertThat(r.closest("t")).isEqualTo("default");
        // per series: A has 2 cells in interval under default, 1 under diverging (ties broken on RMS)
        assertThat(ReadingsReport.seriesOf(TABLE)).containsExactly("A", "B");
        assertThat(r.closest("t", "A")).isEqualTo("default");
        StringBuilder md = new StringBuilder();
        r.markdown(md);
        assertThat(md.toString()).contains("| t · A |").contains("| t · B |");
    }

    @Test
    void tiesOnCellsInIntervalGoToTheSmallerRmsWithoutDivergingRows() {
        List<Evaluation> e = new ArrayList<>();
        e.add(evaluation(
                "default", cell("0.7 A", 140, 1), cell("0.9 A", 140, 1), cell("0.7 B", 140, 1), cell("0.9 B", 101, 1)));
        e.add(evaluation(
                "near",
                cell("0.7 A", 110, 1),
                cell("0.9 A", 110, 1),
                cell("0.7 B", 110, 1),
                cell("0.9 B", Double.NaN, 0)));
        ReadingsReport r = new ReadingsReport(e);
        // default holds the paper value in one cell (0.9 B), near in none
        assertThat(r.closest("t")).isEqualTo("default");
        // without the 0.9 B row nobody holds 100: the smaller RMS on the rows every reading has wins
        assertThat(r.closest("t", "A")).isEqualTo("near");
    }
}
