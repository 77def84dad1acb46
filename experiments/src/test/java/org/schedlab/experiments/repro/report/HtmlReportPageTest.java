package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;

/**
 * report.html written from an evaluation made by hand ({@link LinkedPaper}): the sections, the
 * claims with their links and the links back, every kind of table cell, the figures' data and the
 * notices, piece by piece.
 */
class HtmlReportPageTest {
    @TempDir
    Path dir;

    /** A table of one row whose cells are of every kind, with an erratum; no sweep, so no links. */
    static final Table KINDS = new Table(
            "kinds",
            "Kinds",
            "s",
            1,
            new Table.Source(null, null, null, null, null, null),
            List.of(new Table.Source("r1", null, null, null, null, null)),
            List.of(column("a"), column("b"), column("c"), column("d"), column("e")),
            List.of(java.util.Arrays.asList(4.0, null, 62.5, 7.0, 9.0)),
            Double.NaN,
            false);

    private static Table.Source column(String label) {
        return new Table.Source(label, null, null, null, null, null);
    }

    private static TableResult kinds() {
        return new TableResult(
                KINDS,
                List.of(
                        new TableResult.Cell("r1", "a", "m", "s", null, 4.0, "diverged"),
                        new TableResult.Cell("r1", "b", "m", "s", null, null, "skipped"),
                        new TableResult.Cell(
                                "r1", "c", "offered", "s", new Estimate(62.5, 0, 0, true), 62.5, "analytic"),
                        new TableResult.Cell("r1", "d", "m", "s", new Estimate(7, 0, 1, true), 7.0, "exact"),
                        new TableResult.Cell(
                                "r1", "e", "mc", "s", new Estimate(10, 0.5, 100, false), 9.0, "monte-carlo")),
                List.of(new Paper.Erratum("kinds", "r1", "a", 1.5, "  the <sum> of the others \n")));
    }

    /** The rows of the figures: FCFS at both loads (one replication at the second), OO at one. */
    private static Map<String, List<FigureCsv.Row>> rows() {
        Map<String, List<FigureCsv.Row>> m = new LinkedHashMap<>();
        m.put(
                "tat",
                List.of(
                        new FigureCsv.Row("FCFS", 0.5, 2, 0.25, 2, "fixed", 0.1),
                        new FigureCsv.Row("FCFS", 2, 3, Double.NaN, 1, "fixed", Double.NaN),
                        new FigureCsv.Row("OO", 0.5, Double.POSITIVE_INFINITY, 0.5, 2, "fixed", 0.2)));
        m.put("util", List.of(new FigureCsv.Row("FCFS", 0.5, 0.375, 0.125, 2, "fixed", 0.3)));
        m.put("wait", List.of(new FigureCsv.Row("OO", 2, 1.5, 0.125, 2, "fixed", 0.1)));
        return m;
    }

    private String write(Evaluation e, Mode mode, String notes, ReadingsReport readings) throws IOException {
        Path file = dir.resolve("report.html");
        HtmlReport.write(file, e, "A <title> & more", mode, rows(), notes, readings);
        return Files.readString(file);
    }

    private Evaluation evaluation() throws IOException {
        Evaluation e = Evaluation.of(LinkedPaper.load(dir), LinkedPaper.results(), Mode.QUICK);
        List<TableResult> tables = new ArrayList<>(e.tables());
        tables.add(kinds());
        return new Evaluation(e.paper(), e.results(), tables, e.claims());
    }

    @Test
    void headAndClaims() throws IOException {
        String html =
                write(evaluation(), Mode.QUICK, "  a note <b>\n", new ReadingsReport(ReadingsReportTest.evaluations()));
        assertThat(html)
                .startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                        + "<title>Reproduction of linked</title>\n<style>\n")
                .contains("</style>\n</head>\n<body>\n<h1>Reproduction of linked</h1>\n"
                        + "<p class=\"title\">A &lt;title&gt; &amp; more</p>\n"
                        + "<p class=\"meta\">Mode <code>quick</code>. Reading <code>default</code> (")
                .contains("<p class=\"notes\">a note &lt;b&gt;</p>\n<nav><a href=\"#claims\">Claims</a> · <a"
                        + " href=\"#checks\">Checks</a> · <a href=\"#readings\">Readings</a> · <a"
                        + " href=\"#figures\">Figures</a> · <a href=\"#tables\">Tables</a></nav>\n"
                        + "<h2 id=\"claims\">Claims</h2>\n<p class=\"hint\">Each claim is judged");
        // five PASS (two Java claims, three cells), one FAIL (an error), one INCONCLUSIVE, one SKIPPED
        assertThat(html)
                .contains("<div class=\"filter\" data-table=\"claims-table\">Show: <button class=\"on\""
                        + " data-verdict=\"ALL\">all (8)</button><button data-verdict=\"PASS\">PASS (5)</button>"
                        + "<button data-verdict=\"FAIL\">FAIL (1)</button><button data-verdict=\"INCONCLUSIVE\">"
                        + "INCONCLUSIVE (1)</button><button data-verdict=\"SKIPPED\">SKIPPED (1)</button> <input"
                        + " type=\"search\" placeholder=\"filter by text\" class=\"search\"></div>\n"
                        + "<table class=\"claims\" id=\"claims-table\">\n<thead>");
        assertThat(html)
                .contains("<tr id=\"claim-0\" data-verdict=\"PASS\" data-claim=\"" + LinkedPaper.FASTER + "\"><td>"
                        + LinkedPaper.FASTER + "</td><td>below</td><td>2.5 &lt; 3.0</td><td>none</td>"
                        + "<td>default</td><td><span class=\"verdict pass\">PASS</span></td><td></td>"
                        + "<td><a href=\"#fig-tat\">tat</a>, <a href=\"#table-published\">published</a></td></tr>\n")
                .contains("<tr id=\"claim-3\" data-verdict=\"INCONCLUSIVE\" data-claim=\"counts\"><td>one point"
                        + " diverged &lt;and&gt; one sweep was skipped</td><td>1</td><td>1 [other]</td><td>none</td>"
                        + "<td>default</td><td><span class=\"verdict inconclusive\">INCONCLUSIVE</span></td>"
                        + "<td>about 6 replications per point (now 2)</td><td></td></tr>\n")
                .contains("<tr id=\"claim-4\" data-verdict=\"FAIL\" data-claim=\"broken\"><td>a claim whose code"
                        + " fails</td><td>?</td><td>error: boom</td><td>none</td><td>default</td><td><span"
                        + " class=\"verdict fail\">FAIL</span></td><td></td><td></td></tr>\n")
                .contains("<td>input not run</td><td>none</td><td>default</td><td><span class=\"verdict"
                        + " skipped\">SKIPPED</span></td>")
                .contains("<tr id=\"claim-7\" data-verdict=\"PASS\" data-claim=\"published:FCFS:utilization\">");
        // the check: apart, after the claims, with its own filter
        assertThat(html)
                .contains("</tbody></table>\n<p class=\"hint\">Checks: arithmetic on the paper's own formulas")
                .contains("<h2 id=\"checks\">Checks</h2>\n<div class=\"filter\" data-table=\"checks-table\">Show:"
                        + " <button class=\"on\" data-verdict=\"ALL\">all (1)</button><button"
                        + " data-verdict=\"PASS\">PASS (1)</button> <input")
                .contains("<tr id=\"claim-1\" data-verdict=\"PASS\" data-claim=\"busy\"><td>FCFS keeps the mesh at"
                        + " least half busy</td><td>&gt;= 0.5</td><td>u = 0.625</td>")
                .contains("<td><a href=\"#fig-util\">util</a>, <a href=\"#table-published\">published</a></td></tr>\n"
                        + "</tbody></table>\n<h2 id=\"readings\">");
    }

    @Test
    void figuresWithTheirLinksBackAndData() throws IOException {
        String html = write(evaluation(), Mode.FULL, "", null);
        String shortened = LinkedPaper.FASTER.substring(0, 87) + "...";
        assertThat(LinkedPaper.FASTER).hasSizeGreaterThan(90);
        assertThat(html)
                .contains("<section class=\"figure\" id=\"fig-tat\">\n<h3>tat: Turnaround &amp; load</h3>\n"
                        + "<details class=\"rests\"><summary>3 claims rest on this figure</summary><ul><li>"
                        + "<a href=\"#claim-0\" title=\"" + LinkedPaper.FASTER + "\"><span class=\"verdict pass\">"
                        + "PASS</span> " + shortened + "</a></li><li><a href=\"#claim-6\" title=\"Published values:"
                        + " FCFS, turnaround\"><span class=\"verdict pass\">PASS</span> Published values: FCFS,"
                        + " turnaround</a></li><li><a href=\"#claim-8\"")
                .contains("</li></ul></details>\n<div class=\"chart\" data-figure=\"tat\"></div>\n<p"
                        + " class=\"data\">Data: <a href=\"tat.csv\">tat.csv</a>, <a href=\"tat.png\">tat.png</a>."
                        + " Paper's values: 3 values from <a href=\"#table-published\">published</a></p>\n"
                        + "</section>\n")
                .contains("<summary>2 claims rest on this figure</summary><ul><li><a href=\"#claim-1\"")
                .contains("Paper's values: 1 value from <a href=\"#table-published\">published</a></p>")
                .contains("<h3>wait: wait</h3>\n<details class=\"rests\"><summary>1 claim rest on this figure"
                        + "</summary><ul><li><a href=\"#claim-2\" title=\"OO waits less\"><span class=\"verdict"
                        + " pass\">PASS</span> OO waits less</a></li></ul></details>\n")
                .contains("<a href=\"wait.png\">wait.png</a></p>\n</section>\n")
                .contains("<section class=\"figure\" id=\"fig-gone\">\n<h3>gone: gone</h3>\n<p"
                        + " class=\"skipped\">SKIPPED: trace x.swf not found</p>\n</section>\n")
                .doesNotContain("data-figure=\"gone\"");
        // the charts' data: our series (an interval that is NaN and a mean that is infinite as null) and
        // the paper's values (a level has no x)
        assertThat(html)
                .contains("{\"paper\":\"linked\",\"figures\":[{\"id\":\"tat\",\"xLabel\":\"Load\",\"yLabel\":"
                        + "\"Turnaround\",\"logY\":false,\"series\":[{\"label\":\"FCFS\",\"x\":[0.5,2.0],\"mean\":"
                        + "[2.0,3.0],\"ci\":[0.25,null],\"n\":[2,1]},{\"label\":\"OO\",\"x\":[0.5],\"mean\":[null],"
                        + "\"ci\":[0.5],\"n\":[2]}],\"paper\":[{\"kind\":\"point\",\"series\":\"FCFS\",\"x\":2.0,"
                        + "\"y\":3.5,\"label\":\"Published values\",\"source\":\"published/FCFS/turnaround\"},")
                .contains("{\"kind\":\"point\",\"series\":\"OO\",\"x\":1.0,\"y\":1.5,\"label\":\"stated in the"
                        + " text\",\"source\":\"stated in the text\"}]}")
                .contains("{\"kind\":\"hline\",\"series\":\"FCFS\",\"x\":null,\"y\":0.5,")
                .contains("{\"id\":\"wait\",\"xLabel\":\"Load\",\"yLabel\":\"Wait\",\"logY\":false,\"series\":"
                        + "[{\"label\":\"OO\",\"x\":[2.0],\"mean\":[1.5],\"ci\":[0.125],\"n\":[2]}],\"paper\":[]}");
        // no readings, no notes
        assertThat(html).doesNotContain("href=\"#readings\"").doesNotContain("class=\"notes\"");
        assertThat(html).contains("Mode <code>full</code>");
    }

    @Test
    void tablesWithEveryKindOfCell() throws IOException {
        String html = write(evaluation(), Mode.QUICK, "", null);
        assertThat(html)
                .contains("<h2 id=\"tables\">Tables</h2>\n<p class=\"hint\">Each cell:")
                .contains("<section class=\"table\" id=\"table-published\">\n<h3>published: Published values</h3>\n"
                        + "<details class=\"rests\"><summary>5 claims rest on this table</summary><ul><li><a"
                        + " href=\"#claim-0\"")
                .contains("<p class=\"data\">Data: <a href=\"published.csv\">published.csv</a>. Its published values"
                        + " are drawn on <a href=\"#fig-tat\">tat</a>, <a href=\"#fig-util\">util</a>.</p>\n"
                        + "<table class=\"cells\"><thead><tr><th>")
                .contains("</th><th>turnaround</th><th>utilization</th></tr></thead>\n<tbody>\n<tr><th>FCFS</th>"
                        + "<td>3.0 ± 1.6 (n=2) · <span class=\"paper\">paper 3.5</span> · diff -0.5000 <a"
                        + " href=\"#claim-6\" class=\"verdict pass\">PASS</a></td>")
                .contains("<tr><th>OO</th><td>2.5 ± 1.6 (n=2) · <span class=\"paper\">paper 2.5</span> · diff"
                        + " +0.000 <a href=\"#claim-8\" class=\"verdict pass\">PASS</a></td><td>0.5 ± 1.6 (n=2)</td>"
                        + "</tr>\n</tbody></table>\n</section>\n");
        assertThat(html)
                .contains("<section class=\"table\" id=\"table-kinds\">\n<h3>kinds: Kinds</h3>\n<p"
                        + " class=\"data\">Data: <a href=\"kinds.csv\">kinds.csv</a>.</p>\n<table"
                        + " class=\"cells\"><thead><tr><th>s</th><th>a</th><th>b</th><th>c</th><th>d</th><th>e</th>"
                        + "</tr></thead>\n<tbody>\n<tr><th>r1</th>"
                        + "<td><b>diverged</b> · <span class=\"paper\">paper 4</span></td>"
                        + "<td>skipped</td>"
                        + "<td>62.5 (analytic) · <span class=\"paper\">paper 62.5</span> · diff +0.000</td>"
                        + "<td>7.000 (exact) · <span class=\"paper\">paper 7</span> · diff +0.000</td>"
                        + "<td>10.00 ± 0.50 (Monte Carlo, n=100) · <span class=\"paper\">paper 9</span> · diff"
                        + " +1.000</td></tr>\n</tbody></table>\n"
                        + "<p class=\"erratum\">Erratum (r1, a): implied by the paper's other numbers 1.5. the"
                        + " &lt;sum&gt; of the others</p>\n</section>\n");
        assertThat(html).contains("<h2>Not reproduced</h2>\n<ul>\n<li>the paper's &lt;Figure 9&gt;</li>\n</ul>\n");
    }

    @Test
    void noticesOfMissedTargetsAndDivergedPoints() throws IOException {
        String html = write(evaluation(), Mode.QUICK, "", null);
        assertThat(html)
                .contains("<h2>Stopping rule</h2>\n<p>1 point(s) stopped at their maximum replications above the"
                        + " target relative error:</p>\n")
                .contains("<tbody>\n<tr><td>uniform</td><td>FCFS</td><td>2</td><td>2</td><td>meanTurnaround</td>"
                        + "<td>25.0%</td><td>5.0%</td></tr>\n</tbody></table>\n<h2>Diverged points</h2>\n")
                .contains("<ul>\n<li>uniform, OO, x = 0.5: the queue grew &lt;without&gt; bound</li>\n</ul>\n"
                        + "<h2 id=\"figures\">Figures</h2>");
    }

    @Test
    void theReadingsSection() throws IOException {
        String html = write(evaluation(), Mode.QUICK, "", new ReadingsReport(ReadingsReportTest.evaluations()));
        String section = html.substring(html.indexOf("<h2 id=\"readings\">"), html.indexOf("<h2>Stopping rule</h2>"));
        assertThat(section)
                .contains("<table class=\"readings\"><thead><tr><th>reading</th><th>assumes</th><th>claims</th></tr>"
                        + "</thead><tbody>\n<tr><td><code>default</code></td><td>the settings as the paper's"
                        + " description gives them</td><td>2 PASS, 0 FAIL, 1 INCONCLUSIVE</td></tr>\n<tr><td><a"
                        + " href=\"readings/alt/report.html\"><code>alt</code></a></td><td>alt | assumes</td><td>0"
                        + " PASS, 1 FAIL, 0 INCONCLUSIVE</td></tr>\n</tbody></table>\n")
                .contains("<table class=\"readings\"><thead><tr><th>table</th><th>default</th><th>alt</th>"
                        + "<th>closest</th></tr></thead><tbody>\n<tr><td><a href=\"#table-t\">t</a></td><td>RMS"
                        + " 34.8% (60.0% without diverging rows) · 2/3 in interval · 2/3 in tolerance</td><td>RMS"
                        + " 2.9% (4.0% without diverging rows) · 0/2 in interval · 2/2 in tolerance · 1 diverged"
                        + "</td><td><code>default</code></td></tr>\n<tr><td><a href=\"#table-t\">t</a> · A</td>")
                .contains("<tr><td><a href=\"#table-t\">t</a> · B</td><td>RMS 60.0% · 0/1 in interval · 0/1 in"
                        + " tolerance</td><td>RMS 4.0% · 0/1 in interval · 1/1 in tolerance</td><td><code>alt"
                        + "</code></td></tr>\n</tbody></table>\n")
                .contains("<table class=\"readings\"><thead><tr><th>claim</th><th>default</th><th>alt</th></tr>"
                        + "</thead><tbody>\n<tr><td>A beats B | mostly\nat high load</td><td><span class=\"verdict"
                        + " pass\">PASS: x = 1 \\| 2</span></td><td><span class=\"verdict fail\">FAIL</span></td>"
                        + "</tr>\n<tr><td>only the default reading judges this</td><td><span class=\"verdict"
                        + " inconclusive\">INCONCLUSIVE</span></td><td><span class=\"verdict —\">—</span></td></tr>\n"
                        + "</tbody></table>\n");
    }

    /** Without checks, tables, readings, notes or notices, their sections and links are absent. */
    @Test
    void absentSectionsLeaveNoTrace() throws IOException {
        LinkedPaper paper = LinkedPaper.load(dir);
        Results plain = new Results();
        plain.skip("other", "trace x.swf not found");
        Evaluation full = Evaluation.of(paper, LinkedPaper.results(), Mode.QUICK);
        List<Evaluated> claims = full.claimsOnly();
        String html = write(new Evaluation(paper, plain, List.of(), claims), Mode.QUICK, " \n", null);
        assertThat(html)
                .contains("<nav><a href=\"#claims\">Claims</a> · <a href=\"#figures\">Figures</a></nav>\n")
                .doesNotContain("<h2 id=\"checks\">")
                .doesNotContain("Checks: arithmetic")
                .doesNotContain("<h2 id=\"tables\">")
                .doesNotContain("<h2>Stopping rule</h2>")
                .doesNotContain("<h2>Diverged points</h2>")
                .doesNotContain("class=\"notes\"");
    }
}
