package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.cli.CliRunner;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.FigurePaper;

/** report.html beside report.md, and the published values a figure names ({@code paper:}). */
class HtmlReportTest {
    @TempDir
    Path dir;

    static final String SPEC = """
            id: html-study
            title: FCFS against OO on a small mesh
            sweeps:
              - id: uniform
                machine: mesh:8x8
                workload: mesh-uniform
                jobs: 300
                parameter: load
                points: [0.5, 2.0]
                replications: {fixed: 2}
                series:
                  - {label: FCFS, scheduler: fcfs, allocator: mpl}
                  - {label: OO, scheduler: oo, allocator: mpl}
            figures:
              - id: tat
                sweep: uniform
                metric: meanTurnaround
                xLabel: Load
                yLabel: Turnaround
                paper:
                  - {table: published}
                  - {series: OO, points: [[1.0, 1.5]], label: stated in the text}
              - {id: util, sweep: uniform, metric: utilization, scale: 100, xLabel: Load, yLabel: "%", paper: [{table: published, columns: [utilization], as: hline}]}
            tables:
              - id: published
                caption: Published values
                sweep: uniform
                x: last
                tolerance: 1000
                columns: [{label: turnaround, metric: meanTurnaround}, {label: utilization, metric: utilization}]
                rows: [{label: FCFS, series: FCFS}, {label: OO, series: OO}]
                paper: [[3.5, 0.5], [2.5, null]]
            """;

    private Path run(String spec) throws IOException {
        Path file = Files.writeString(dir.resolve("study.yaml"), spec);
        Path out = dir.resolve("out");
        CliRunner.reproduce(file, out);
        return out;
    }

    @Test
    void reportHtmlIsWrittenBesideReportMdAndIsSelfContained() throws IOException {
        Path out = run(SPEC);
        String html = Files.readString(out.resolve("report.html"));
        assertThat(out.resolve("report.md")).exists();
        assertThat(Files.readString(out.resolve("manifest.json"))).contains("\"report.html\"");
        // self-contained: no script, style or image fetched from anywhere
        assertThat(html).doesNotContainPattern("<script[^>]+src=").doesNotContainPattern("<link[^>]+href=");
        assertThat(html).contains("uPlot").contains("window.SchedReport");
        // both figures as charts, with the paper's values in their data
        assertThat(html).contains("data-figure=\"tat\"").contains("data-figure=\"util\"");
        assertThat(html).contains("\"kind\":\"point\",\"series\":\"FCFS\",\"x\":2.0,\"y\":3.5");
        assertThat(html).contains("\"kind\":\"point\",\"series\":\"OO\",\"x\":1.0,\"y\":1.5");
        // the table's utilization (scale 1) drawn on a figure of scale 100
        assertThat(html).contains("\"kind\":\"hline\",\"series\":\"FCFS\",\"x\":null,\"y\":50.0");
        // claims: one per published cell, filterable, each with its reading and a link to its table and figure
        assertThat(html).contains("data-verdict=\"ALL\"").contains("id=\"claims-table\"");
        assertThat(html)
                .containsPattern(
                        "data-claim=\"published:FCFS:turnaround\">.*href=\"#fig-tat\".*" + "href=\"#table-published\"");
        assertThat(html).containsPattern("data-claim=\"published:FCFS:utilization\">.*<td>default</td>");
        assertThat(html).contains("id=\"table-published\"").contains("id=\"fig-tat\"");
        // the hint names the marker the charts draw for the paper's values: report.js gives those
        // series uPlot's own point shape (a circle, no 'paths' of its own) with a white fill
        assertThat(html).contains("Open circles: the paper's published values").doesNotContain("Open squares");
        Matcher paperSeries = Pattern.compile("'\\(paper\\)'.*?points: \\{([^}]*)\\}", Pattern.DOTALL)
                .matcher(html);
        assertThat(paperSeries.find()).as("report.js draws the paper's series").isTrue();
        assertThat(paperSeries.group(1)).contains("fill: 'rgba(255,255,255").doesNotContain("paths");
    }

    @Test
    void pngsDrawThePapersValuesAndFigureCsvsDoNotChange() throws IOException {
        Path out = run(SPEC);
        String without = SPEC.replaceAll("(?m)^    paper:\\n(      - .*\\n)+", "")
                .replace(", paper: [{table: published, columns: [utilization], as: hline}]", "");
        assertThat(without).doesNotContain("points: [[");
        Path plain = Files.createDirectories(dir.resolve("plain"));
        Path file = Files.writeString(plain.resolve("study.yaml"), without);
        CliRunner.reproduce(file, plain.resolve("out"));
        for (String csv : new String[] {"tat.csv", "util.csv", "published.csv"}) {
            assertThat(Files.readAllBytes(out.resolve(csv)))
                    .as(csv)
                    .isEqualTo(Files.readAllBytes(plain.resolve("out").resolve(csv)));
        }
        assertThat(Files.readAllBytes(out.resolve("tat.png")))
                .isNotEqualTo(Files.readAllBytes(plain.resolve("out").resolve("tat.png")));
    }

    @Test
    void everyReadingGetsItsPageAndTheDefaultOneTheReadingsTable() throws IOException {
        String spec = SPEC + """
                readings:
                  - name: longer
                    assumes: longer runs
                    every: {jobs: 400}
                """;
        Path file = Files.writeString(dir.resolve("study.yaml"), spec);
        Path out = dir.resolve("out");
        CliRunner.ok(
                "reproduce", "--spec", file.toString(), "--out", out.toString(), "--no-progress", "--reading", "all");
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html)
                .contains("<h2 id=\"readings\">Readings</h2>")
                .contains("<a href=\"readings/longer/report.html\"><code>longer</code></a>")
                .containsPattern("<tr><td><a href=\"#table-published\">published</a></td><td>RMS [0-9.]+%");
        String longer = Files.readString(out.resolve("readings/longer/report.html"));
        assertThat(longer).contains("Reading <code>longer</code> (longer runs)").doesNotContain("id=\"readings\"");
    }

    private static String figureWith(String paper) {
        return SPEC.replace(
                "paper:\n      - {table: published}\n      - {series: OO, points: [[1.0, 1.5]], label: stated in the text}",
                "paper: [" + paper + "]");
    }

    @Test
    void unknownTableIsRefused() {
        assertThatThrownBy(() -> parse(figureWith("{table: nope}")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("figure tat paper entry: unknown table 'nope' (known: published)");
    }

    @Test
    void aTableWithNoCellOnTheFigureIsRefused() {
        assertThatThrownBy(() -> parse(figureWith("{table: published, columns: [utilization]}")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("table published has no published cell that reads this figure's sweep and"
                        + " metric (uniform, meanTurnaround)");
    }

    @Test
    void unknownRowAndSeriesAndStyleAreRefused() {
        assertThatThrownBy(() -> parse(figureWith("{table: published, rows: [SJF]}")))
                .hasMessageContaining("table published has no row 'SJF'");
        assertThatThrownBy(() -> parse(figureWith("{series: SJF, points: [[1, 2]]}")))
                .hasMessageContaining("series 'SJF' is not drawn on the figure (drawn: FCFS, OO)");
        assertThatThrownBy(() -> parse(figureWith("{table: published, as: bars}")))
                .hasMessageContaining("'as' takes points, hline or vline, got 'bars'");
        assertThatThrownBy(() -> parse(figureWith("{series: OO, points: [[1]]}")))
                .hasMessageContaining("each of 'points' is [x, y]");
        assertThatThrownBy(() -> parse(figureWith("{value: 3}")))
                .hasMessageContaining("a 'value' is a line: give as: hline or as: vline");
    }

    @Test
    void aVerticalLineTakesAnyCell() throws IOException {
        DescribedPaper p = parse(figureWith("{table: published, rows: [OO], columns: [turnaround], as: vline}"));
        FigurePaper.Mark m = p.figures().get(0).paper().get(0);
        assertThat(m)
                .isEqualTo(new FigurePaper.Mark(
                        "vline", null, Double.NaN, 2.5, "Published values", "published", "OO", "turnaround"));
        assertThat(m.source()).isEqualTo("published/OO/turnaround");
    }

    private DescribedPaper parse(String text) throws IOException {
        return ExperimentFile.load(Files.writeString(dir.resolve("p.yaml"), text));
    }

    /** Points that stopped at their maximum above the target are listed, with what they reached. */
    @Test
    void pointsThatMissedTheirTargetAreListed() throws IOException {
        Path out = run(
                SPEC.replace("replications: {fixed: 2}", "replications: {relativeError: 0.000001, min: 2, max: 3}"));
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html)
                .contains("<h2>Stopping rule</h2>\n<p>4 point(s) stopped at their maximum replications above the"
                        + " target relative error:</p>");
        java.util.regex.Matcher row = Pattern.compile(
                        "<tr><td>uniform</td><td>FCFS</td><td>0.5</td><td>3</td><td>meanTurnaround</td><td>([0-9.]+)%</td>"
                                + "<td>0.0%</td></tr>")
                .matcher(html);
        assertThat(row.find()).as(html).isTrue();
        // the relative half-width reached, in percent: above 0 and below 100 for these runs
        assertThat(Double.parseDouble(row.group(1))).isBetween(0.1, 100.0);
        assertThat(Files.readString(run(SPEC).resolve("report.html"))).doesNotContain("<h2>Stopping rule</h2>");
    }
}
