package org.schedlab.experiments.repro.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.TablePaper;

/** A table's cells picked by x (first, last, a value), its Markdown and its claims under a relative tolerance. */
class TableResultTest {
    private static Results.Point point(String series, double x, double... samples) {
        return new Results.Point(
                "s",
                series,
                x,
                Map.of("meanWait", ConfidenceInterval.of95(samples)),
                samples.length,
                Map.of("meanWait", samples),
                false,
                new Results.Stop("fixed", "meanWait", Double.NaN, 0),
                null);
    }

    private static Table.Source column(String label, String x) {
        return new Table.Source(label, null, null, x, null, null);
    }

    private static Table.Source row(String label) {
        return new Table.Source(label, null, label, null, null, null);
    }

    private static Table table(double tolerance, boolean relative) {
        return new Table(
                "t",
                "Waits",
                "s",
                1,
                new Table.Source(null, "s", null, null, "meanWait", null),
                List.of(row("A"), row("B")),
                List.of(column("light", "first"), column("mid", "2"), column("heavy", "last")),
                List.of(Arrays.asList(10.0, null, 1.05), Arrays.asList(null, 7.5, 5.0)),
                tolerance,
                relative);
    }

    private static Results results() {
        Results r = new Results();
        // added out of x order: cells pick by x, not by position
        r.add(point("A", 3, 1, 1.1, 0.9));
        r.add(point("A", 1, 10, 10.1, 9.9));
        r.add(point("A", 2, 4, 4.1, 3.9));
        r.add(point("B", 1, 2, 2.1, 1.9));
        r.add(point("B", 2, 7, 7.1, 6.9));
        r.add(point("B", 3, 5, 5.1, 4.9));
        return r;
    }

    @Test
    void cellsArePickedByTheirXAndComparedWithThePaper() {
        Table t = table(0.1, true);
        TableResult tr = TableResult.of(t, TablePaper.of(t), results());
        assertThat(tr.cells()).extracting(c -> c.ours().mean()).containsExactly(10.0, 4.0, 1.0, 2.0, 7.0, 5.0);
        assertThat(tr.cells()).extracting(TableResult.Cell::kind).containsOnly("simulated");
        assertThat(tr.partial()).isFalse();
        String md = tr.markdown();
        assertThat(md).startsWith("| (s) | light | mid | heavy |\n|---|---|---|---|\n");
        assertThat(md).contains("| A | 10.00 ± 0.25 (n=3) · paper 10 · diff +0.00 |");
        // one decimal more than the paper prints
        assertThat(md).contains("1.00 ± 0.25 (n=3) · paper 1.05 · diff -0.050 |");
        assertThat(md).contains("| B | 2.00 ± 0.25 (n=3) | 7.00 ± 0.25 (n=3) · paper 7.5 · diff -0.50 |");
    }

    @Test
    void aRelativeToleranceIsAShareOfEachPaperValue() {
        Table t = table(0.1, true);
        Paper paper = TablePaper.of(t);
        List<Claim> claims = TableResult.claims(t, paper);
        assertThat(claims).extracting(Claim::id).containsExactly("t:A:light", "t:A:heavy", "t:B:mid", "t:B:heavy");
        assertThat(claims.get(0).statement()).isEqualTo("Waits: A, light");
        assertThat(claims.get(0).paperValue()).isEqualTo("10 s");
        assertThat(claims.get(0).tolerance()).isEqualTo("within 10% of the paper's value");
        Results r = results();
        Claim.Verdict a = claims.get(0).check().apply(r);
        assertThat(a.measured()).isEqualTo("10.00 ± 0.25 (+0.0%) s");
        assertThat(a.outcome()).isEqualTo(Decision.Outcome.PASS);
        // 1.00 +- 0.25 against 1.05 +- 0.105: neither inside nor outside
        assertThat(claims.get(1).check().apply(r).outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(claims.get(1).check().apply(r).measured()).isEqualTo("1.00 ± 0.25 (-4.8%) s");
        // 7.00 +- 0.25 against 7.5 +- 0.75 lies inside; 5.00 against 5 +- 0.5 too
        assertThat(claims.get(2).check().apply(r).outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(claims.get(3).check().apply(r).outcome()).isEqualTo(Decision.Outcome.PASS);
        Table absolute = table(0.2, false);
        List<Claim> abs = TableResult.claims(absolute, TablePaper.of(absolute));
        assertThat(abs.get(0).tolerance()).isEqualTo("within 0.2 s");
        // 7.00 +- 0.25 lies wholly below 7.5 - 0.2
        assertThat(abs.get(2).check().apply(r).outcome()).isEqualTo(Decision.Outcome.FAIL);
        assertThat(abs.get(2).check().apply(r).measured()).isEqualTo("7.00 ± 0.25 s");
        Table none = table(Double.NaN, false);
        assertThat(TableResult.claims(none, TablePaper.of(none))).isEmpty();
    }
}
