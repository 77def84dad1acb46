package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;

/**
 * A claim rests on the figures and tables whose data change its verdict or numbers when taken away,
 * and a table cell's claim on its table and the figures that draw the cell.
 */
class ClaimLinksTest {
    @TempDir
    Path dir;

    private static Map<String, ClaimLinks.Links> byId(Map<Evaluated, ClaimLinks.Links> links) {
        Map<String, ClaimLinks.Links> m = new java.util.LinkedHashMap<>();
        links.forEach((e, l) -> m.put(e.claim().id(), l));
        return m;
    }

    private static ClaimLinks.Links links(List<String> figures, List<String> tables) {
        return new ClaimLinks.Links(figures, tables);
    }

    @Test
    void claimsRestOnTheFiguresAndTablesTheyRead() throws IOException {
        LinkedPaper paper = LinkedPaper.load(dir);
        Evaluation e = Evaluation.of(paper, LinkedPaper.results(), Mode.QUICK);
        List<Figure> drawn =
                paper.figures().stream().filter(f -> !f.id().equals("gone")).toList();
        Map<String, ClaimLinks.Links> links = byId(ClaimLinks.of(e, drawn));
        assertThat(links.keySet())
                .containsExactly(
                        LinkedPaper.FASTER,
                        "busy",
                        "waits",
                        "counts",
                        "broken",
                        "notRun",
                        "published:FCFS:turnaround",
                        "published:FCFS:utilization",
                        "published:OO:turnaround");
        assertThat(links.get(LinkedPaper.FASTER)).isEqualTo(links(List.of("tat"), List.of("published")));
        assertThat(links.get("busy")).isEqualTo(links(List.of("util"), List.of("published")));
        // no table reads the wait
        assertThat(links.get("waits")).isEqualTo(links(List.of("wait"), List.of()));
        // the diverged points and the skipped sweep stay when a figure's data is taken away
        assertThat(links.get("counts")).isEqualTo(links(List.of(), List.of()));
        // a claim that failed or did not run rests on nothing that can be found
        assertThat(links.get("broken")).isEqualTo(links(List.of(), List.of()));
        assertThat(links.get("notRun")).isEqualTo(links(List.of(), List.of()));
        // a cell's claim: its table, and the figures that draw that very cell
        assertThat(links.get("published:FCFS:turnaround")).isEqualTo(links(List.of("tat"), List.of("published")));
        assertThat(links.get("published:FCFS:utilization")).isEqualTo(links(List.of("util"), List.of("published")));
        assertThat(links.get("published:OO:turnaround")).isEqualTo(links(List.of("tat"), List.of("published")));
    }

    @Test
    void onlyTheDrawnFiguresAreLinked() throws IOException {
        LinkedPaper paper = LinkedPaper.load(dir);
        Evaluation e = Evaluation.of(paper, LinkedPaper.results(), Mode.QUICK);
        List<Figure> drawn =
                paper.figures().stream().filter(f -> f.id().equals("tat")).toList();
        Map<String, ClaimLinks.Links> links = byId(ClaimLinks.of(e, drawn));
        assertThat(links.get(LinkedPaper.FASTER)).isEqualTo(links(List.of("tat"), List.of("published")));
        assertThat(links.get("busy")).isEqualTo(links(List.of(), List.of("published")));
        assertThat(links.get("waits")).isEqualTo(links(List.of(), List.of()));
        assertThat(links.get("published:FCFS:utilization")).isEqualTo(links(List.of(), List.of("published")));
    }

    @Test
    void theTableOfACellClaimIsTheTableWhoseIdAndColonStartIt() throws IOException {
        LinkedPaper paper = LinkedPaper.load(dir);
        Claim cell = new Claim("published:FCFS:turnaround", "s", "p", "t", r -> null);
        assertThat(ClaimLinks.tableOfCell(paper, cell)).isEqualTo("published");
        assertThat(ClaimLinks.tableOfCell(paper, new Claim("publishedX:a:b", "s", "p", "t", r -> null)))
                .isNull();
        assertThat(ClaimLinks.tableOfCell(paper, new Claim("tat:a:b", "s", "p", "t", r -> null)))
                .isNull();
        // a table without a tolerance makes no claims of its cells
        assertThat(ClaimLinks.tableOfCell(
                        new ReadingsReportTest.StubPaper(
                                List.of(ReadingsReportTest.U),
                                List.of(),
                                org.schedlab.experiments.repro.paper.Reading.DEFAULT),
                        new Claim("u:r1:c1", "s", "p", "t", r -> null)))
                .isNull();
        assertThat(ClaimLinks.tableOfCell(
                        new ReadingsReportTest.StubPaper(
                                List.of(ReadingsReportTest.T),
                                List.of(),
                                org.schedlab.experiments.repro.paper.Reading.DEFAULT),
                        new Claim("t:r1:c1", "s", "p", "t", r -> null)))
                .isEqualTo("t");
    }
}
