package org.schedlab.experiments.repro.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.FigurePaper;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.view.Assets;

/**
 * Writes {@code report.html} beside {@code report.md}: the same report as one self-contained page
 * (uPlot and a small script inlined; opens offline). Every figure is an interactive chart of our
 * series with their 95% intervals and the paper's published values ({@link Figure#paper}); the
 * legend shows the exact numbers under the pointer. The claims table can be filtered by verdict,
 * and every verdict carries its reading and explanation. Claims link to the figures and tables they
 * rest on ({@link ClaimLinks}) and back. The readings table is there when the report has one.
 *
 * <p>The page is built from the same evaluation as {@code report.md}, and the figures from the
 * rows written to the figure CSVs.
 */
public final class HtmlReport {
    /** The file name, beside {@code report.md}. */
    public static final String FILE = "report.html";

    private static final ObjectMapper JSON = new ObjectMapper();

    private HtmlReport() {}

    public static void write(
            Path file,
            Evaluation evaluation,
            String title,
            Mode mode,
            Map<String, List<FigureCsv.Row>> figureRows,
            String notes,
            ReadingsReport readings)
            throws IOException {
        Paper paper = evaluation.paper();
        Results results = evaluation.results();
        Reading reading = paper.reading();
        List<Figure> drawn = paper.figures().stream()
                .filter(f -> figureRows.containsKey(f.id()))
                .toList();
        Map<Evaluated, ClaimLinks.Links> links = ClaimLinks.of(evaluation, drawn);
        Map<Evaluated, String> anchors = new LinkedHashMap<>();
        int k = 0;
        for (Evaluated e : evaluation.claims()) {
            anchors.put(e, "claim-" + k++);
        }

        StringBuilder b = new StringBuilder();
        String heading = "Reproduction of " + paper.id();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(h(heading))
                .append("</title>\n<style>\n")
                .append(Assets.uplotCss())
                .append('\n')
                .append(Assets.own("report.css"))
                .append("</style>\n</head>\n<body>\n");
        b.append("<h1>").append(h(heading)).append("</h1>\n");
        b.append("<p class=\"title\">").append(h(title)).append("</p>\n");
        b.append("<p class=\"meta\">Mode <code>")
                .append(mode.name().toLowerCase(Locale.ROOT))
                .append("</code>. Reading <code>")
                .append(h(reading.name()))
                .append("</code> (")
                .append(h(reading.assumes().strip()))
                .append("). Provenance (command, commit, seed, traces, machine) in <a href=\"manifest.json\">"
                        + "manifest.json</a>; the same report as text in <a href=\"report.md\">report.md</a>.</p>\n");
        for (String line : ReportWriter.headlineCounts(evaluation, mode)) {
            b.append("<p class=\"meta\">").append(h(line.replace("`", ""))).append("</p>\n");
        }
        if (!notes.isBlank()) {
            b.append("<p class=\"notes\">").append(h(notes.strip())).append("</p>\n");
        }
        b.append("<nav>")
                .append("<a href=\"#claims\">Claims</a>")
                .append(evaluation.checksOnly().isEmpty() ? "" : " · <a href=\"#checks\">Checks</a>")
                .append(readings == null ? "" : " · <a href=\"#readings\">Readings</a>")
                .append(" · <a href=\"#figures\">Figures</a>")
                .append(evaluation.tables().isEmpty() ? "" : " · <a href=\"#tables\">Tables</a>")
                .append("</nav>\n");

        claims(b, "claims", "Claims", evaluation.claimsOnly(), reading, links, anchors);
        if (!evaluation.checksOnly().isEmpty()) {
            b.append("<p class=\"hint\">Checks: arithmetic on the paper's own formulas and numbers; they say nothing"
                    + " about the simulator and are counted apart from the claims.</p>\n");
            claims(b, "checks", "Checks", evaluation.checksOnly(), reading, links, anchors);
        }
        if (readings != null) {
            readingsSection(b, readings);
        }
        notices(b, results);

        b.append("<h2 id=\"figures\">Figures</h2>\n");
        b.append("<p class=\"hint\">Lines: our means with 95% intervals (whiskers). Open circles: the paper's"
                + " published values; dashed lines: values the paper states without an x (levels) or for x."
                + " The legend under each chart shows the numbers at the pointer; click a legend entry to hide"
                + " it.</p>\n");
        List<Map<String, Object>> figData = new ArrayList<>();
        for (Figure f : paper.figures()) {
            String anchor = "fig-" + f.id();
            b.append("<section class=\"figure\" id=\"").append(h(anchor)).append("\">\n<h3>");
            b.append(h(f.id())).append(": ").append(h(f.caption())).append("</h3>\n");
            String skipped = results.skipReason(f);
            if (skipped != null) {
                b.append("<p class=\"skipped\">SKIPPED: ").append(h(skipped)).append("</p>\n</section>\n");
                continue;
            }
            b.append(backLinks(evaluation, links, anchors, f.id(), true));
            b.append("<div class=\"chart\" data-figure=\"")
                    .append(h(f.id()))
                    .append("\"></div>\n<p class=\"data\">Data: <a href=\"")
                    .append(h(f.id()))
                    .append(".csv\">")
                    .append(h(f.id()))
                    .append(".csv</a>, <a href=\"")
                    .append(h(f.id()))
                    .append(".png\">")
                    .append(h(f.id()))
                    .append(".png</a>")
                    .append(paperSources(f))
                    .append("</p>\n</section>\n");
            figData.add(figureData(f, figureRows.get(f.id())));
        }

        if (!evaluation.tables().isEmpty()) {
            b.append("<h2 id=\"tables\">Tables</h2>\n<p class=\"hint\">Each cell: ours ± 95% half-width (n) · the"
                    + " paper's value · ours minus the paper's; a badge gives the verdict of the cell's claim."
                    + " Analytic cells are computed, exact cells come from one pass over a trace.</p>\n");
            for (TableResult t : evaluation.tables()) {
                table(b, t, evaluation, links, anchors, drawn);
            }
        }
        if (!paper.unavailable().isEmpty()) {
            b.append("<h2>Not reproduced</h2>\n<ul>\n");
            paper.unavailable().forEach(u -> b.append("<li>").append(h(u)).append("</li>\n"));
            b.append("</ul>\n");
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("paper", paper.id());
        data.put("figures", figData);
        b.append("<script id=\"schedlab-data\" type=\"application/json\">")
                .append(Assets.scriptSafe(json(data)))
                .append("</script>\n<script>\n")
                .append(Assets.scriptSafe(Assets.uplotJs()))
                .append("\n</script>\n<script>\n")
                .append(Assets.scriptSafe(Assets.own("report.js")))
                .append("\n</script>\n</body>\n</html>\n");
        AtomicFiles.writeString(file, b.toString());
    }

    private static void claims(
            StringBuilder b,
            String id,
            String title,
            List<Evaluated> claims,
            Reading reading,
            Map<Evaluated, ClaimLinks.Links> links,
            Map<Evaluated, String> anchors) {
        b.append("<h2 id=\"").append(id).append("\">").append(title).append("</h2>\n");
        if (id.equals("claims")) {
            b.append("<p class=\"hint\">Each claim is judged on 95% intervals (comparisons between series on paired"
                    + " per-replication differences): PASS when the whole interval satisfies it, FAIL when the whole"
                    + " interval contradicts it, INCONCLUSIVE when it straddles the boundary; values from one pass"
                    + " over a trace are exact. Claims about wall-clock time are NOT JUDGED. 'why' gives the"
                    + " explanation of a FAIL or INCONCLUSIVE and what would settle an inconclusive one.</p>\n");
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String v : List.of("PASS", "FAIL", "INCONCLUSIVE", "SKIPPED", "NOT JUDGED")) {
            counts.put(v, (int) ReportWriter.count(claims, v));
        }
        b.append("<div class=\"filter\" data-table=\"").append(id).append("-table\">Show: ");
        b.append("<button class=\"on\" data-verdict=\"ALL\">all (")
                .append(claims.size())
                .append(")</button>");
        counts.forEach((v, n) -> {
            if (n > 0) {
                b.append("<button data-verdict=\"")
                        .append(v)
                        .append("\">")
                        .append(v)
                        .append(" (")
                        .append(n)
                        .append(")</button>");
            }
        });
        b.append(" <input type=\"search\" placeholder=\"filter by text\" class=\"search\"></div>\n");
        b.append("<table class=\"claims\" id=\"")
                .append(id)
                .append("-table\">\n<thead><tr><th>claim</th><th>paper</th><th>ours (95% interval)</th>"
                        + "<th>tolerance</th><th>reading</th><th>verdict</th><th>why</th><th>rests on</th>"
                        + "</tr></thead>\n<tbody>\n");
        for (Evaluated e : claims) {
            String ours = e.error() != null
                    ? "error: " + e.error()
                    : e.verdict() == null ? "input not run" : e.verdict().measured();
            String label = e.label();
            b.append("<tr id=\"")
                    .append(anchors.get(e))
                    .append("\" data-verdict=\"")
                    .append(label)
                    .append("\" data-claim=\"")
                    .append(h(e.claim().id()))
                    .append("\"><td>")
                    .append(h(e.claim().statement()))
                    .append("</td><td>")
                    .append(h(e.claim().paperValue()))
                    .append("</td><td>")
                    .append(h(ours))
                    .append("</td><td>")
                    .append(h(e.claim().tolerance()))
                    .append("</td><td>")
                    .append(h(reading.name()))
                    .append("</td><td><span class=\"verdict ")
                    .append(cls(label))
                    .append("\">")
                    .append(label)
                    .append("</span></td><td>")
                    .append(h(e.explanation()))
                    .append("</td><td>");
            ClaimLinks.Links l = links.get(e);
            List<String> refs = new ArrayList<>();
            l.figures().forEach(f -> refs.add("<a href=\"#fig-" + h(f) + "\">" + h(f) + "</a>"));
            l.tables().forEach(t -> refs.add("<a href=\"#table-" + h(t) + "\">" + h(t) + "</a>"));
            b.append(String.join(", ", refs)).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    /** The claims that rest on a figure (or table), as links with their verdicts. */
    private static String backLinks(
            Evaluation evaluation,
            Map<Evaluated, ClaimLinks.Links> links,
            Map<Evaluated, String> anchors,
            String id,
            boolean figure) {
        List<String> refs = new ArrayList<>();
        for (Evaluated e : evaluation.claims()) {
            ClaimLinks.Links l = links.get(e);
            if ((figure ? l.figures() : l.tables()).contains(id)) {
                refs.add("<a href=\"#" + anchors.get(e) + "\" title=\""
                        + h(e.claim().statement()) + "\"><span class=\""
                        + "verdict " + cls(e.label()) + "\">" + e.label() + "</span> "
                        + h(shorten(e.claim().statement()))
                        + "</a>");
            }
        }
        if (refs.isEmpty()) {
            return "";
        }
        return "<details class=\"rests\"><summary>" + refs.size() + " claim" + (refs.size() == 1 ? "" : "s")
                + " rest on this " + (figure ? "figure" : "table") + "</summary><ul><li>"
                + String.join("</li><li>", refs)
                + "</li></ul></details>\n";
    }

    private static String paperSources(Figure f) {
        List<String> tables = f.paper().stream()
                .map(FigurePaper.Mark::table)
                .filter(java.util.Objects::nonNull)
                .distinct()
                .toList();
        if (f.paper().isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(". Paper's values: ");
        s.append(f.paper().size()).append(f.paper().size() == 1 ? " value" : " values");
        if (!tables.isEmpty()) {
            s.append(" from ");
            List<String> refs = new ArrayList<>();
            tables.forEach(t -> refs.add("<a href=\"#table-" + h(t) + "\">" + h(t) + "</a>"));
            s.append(String.join(", ", refs));
        }
        return s.toString();
    }

    private static Map<String, Object> figureData(Figure f, List<FigureCsv.Row> rows) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("id", f.id());
        d.put("xLabel", f.xLabel());
        d.put("yLabel", f.yLabel());
        d.put("logY", f.logY());
        Map<String, Map<String, List<Object>>> bySeries = new LinkedHashMap<>();
        for (FigureCsv.Row r : rows) {
            Map<String, List<Object>> s = bySeries.computeIfAbsent(r.series(), x -> {
                Map<String, List<Object>> m = new LinkedHashMap<>();
                for (String key : List.of("x", "mean", "ci", "n")) {
                    m.put(key, new ArrayList<>());
                }
                return m;
            });
            s.get("x").add(r.x());
            s.get("mean").add(finite(r.mean()));
            s.get("ci").add(finite(r.ci95()));
            s.get("n").add(r.replications());
        }
        List<Map<String, Object>> series = new ArrayList<>();
        bySeries.forEach((label, m) -> {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("label", label);
            s.putAll(m);
            series.add(s);
        });
        d.put("series", series);
        List<Map<String, Object>> marks = new ArrayList<>();
        for (FigurePaper.Mark m : f.paper()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("kind", m.kind());
            x.put("series", m.series());
            x.put("x", finite(m.x()));
            x.put("y", m.y());
            x.put("label", m.label());
            x.put("source", m.source());
            marks.add(x);
        }
        d.put("paper", marks);
        return d;
    }

    private static void table(
            StringBuilder b,
            TableResult t,
            Evaluation evaluation,
            Map<Evaluated, ClaimLinks.Links> links,
            Map<Evaluated, String> anchors,
            List<Figure> drawn) {
        Table table = t.table();
        b.append("<section class=\"table\" id=\"table-")
                .append(h(table.id()))
                .append("\">\n<h3>")
                .append(h(table.id()))
                .append(": ")
                .append(h(table.caption()))
                .append("</h3>\n");
        b.append(backLinks(evaluation, links, anchors, table.id(), false));
        List<String> figs = drawn.stream()
                .filter(f -> f.paper().stream().anyMatch(m -> table.id().equals(m.table())))
                .map(f -> "<a href=\"#fig-" + h(f.id()) + "\">" + h(f.id()) + "</a>")
                .toList();
        b.append("<p class=\"data\">Data: <a href=\"")
                .append(h(table.id()))
                .append(".csv\">")
                .append(h(table.id()))
                .append(".csv</a>")
                .append(figs.isEmpty() ? "" : ". Its published values are drawn on " + String.join(", ", figs))
                .append(".</p>\n");
        Map<String, Evaluated> cellClaims = new LinkedHashMap<>();
        for (Evaluated e : evaluation.claims()) {
            if (table.id().equals(ClaimLinks.tableOfCell(evaluation.paper(), e.claim()))) {
                cellClaims.put(e.claim().id(), e);
            }
        }
        b.append("<table class=\"cells\"><thead><tr><th>")
                .append(h(table.unit()))
                .append("</th>");
        table.columns().forEach(c -> b.append("<th>").append(h(c.label())).append("</th>"));
        b.append("</tr></thead>\n<tbody>\n");
        int i = 0;
        for (Table.Source row : table.rows()) {
            b.append("<tr><th>").append(h(row.label())).append("</th>");
            for (int c = 0; c < table.columns().size(); c++) {
                TableResult.Cell cell = t.cells().get(i++);
                b.append("<td>").append(cellText(cell));
                Evaluated e = cellClaims.get(table.id() + ":" + cell.row() + ":" + cell.column());
                if (e != null) {
                    b.append(" <a href=\"#")
                            .append(anchors.get(e))
                            .append("\" class=\"verdict ")
                            .append(cls(e.label()))
                            .append("\">")
                            .append(e.label())
                            .append("</a>");
                }
                b.append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n");
        for (Paper.Erratum e : t.errata()) {
            b.append("<p class=\"erratum\">Erratum (")
                    .append(h(e.row()))
                    .append(", ")
                    .append(h(e.column()))
                    .append("): implied by the paper's other numbers ")
                    .append(ReportWriter.analytic(e.implied()))
                    .append(". ")
                    .append(h(e.why().strip()))
                    .append("</p>\n");
        }
        b.append("</section>\n");
    }

    private static String cellText(TableResult.Cell c) {
        StringBuilder s = new StringBuilder();
        if (c.ours() == null) {
            s.append(c.kind().equals("diverged") ? "<b>diverged</b>" : "skipped");
        } else if (c.kind().equals("analytic")) {
            s.append(ReportWriter.analytic(c.ours().mean())).append(" (analytic)");
        } else if (c.kind().equals("exact")) {
            s.append(h(c.ours().format(1)));
        } else {
            s.append(h(c.ours().format(1)))
                    .append(" (")
                    .append(c.kind().equals("monte-carlo") ? "Monte Carlo, " : "")
                    .append("n=")
                    .append(c.ours().n())
                    .append(')');
        }
        if (c.paper() != null) {
            s.append(" · <span class=\"paper\">paper ")
                    .append(Sweep.format(c.paper()))
                    .append("</span>");
            if (c.ours() != null) {
                s.append(String.format(Locale.ROOT, " · diff %+.4g", c.difference()));
            }
        }
        return s.toString();
    }

    private static void readingsSection(StringBuilder b, ReadingsReport readings) {
        List<Evaluation> evaluations = readings.evaluations();
        b.append("<h2 id=\"readings\">Readings</h2>\n<p class=\"hint\">Where the paper is ambiguous, each reading runs"
                + " the whole reproduction under its own assumptions (its outputs are in <code>"
                + ReadingsReport.DIR
                + "/NAME/</code>); the verdicts above are the <code>default</code> reading's. Distance to the paper"
                + " per table, and per series where a table's rows hold several: RMS relative difference (and"
                + " without the rows that diverge under any reading), cells whose 95% interval holds the paper's"
                + " value, cells within the table's tolerance. The closest reading has the most cells within"
                + " their interval; ties go to the smaller RMS without diverging rows.</p>\n");
        b.append("<table class=\"readings\"><thead><tr><th>reading</th><th>assumes</th><th>claims</th></tr></thead>"
                + "<tbody>\n");
        for (Evaluation e : evaluations) {
            Reading r = e.paper().reading();
            String link = r.isDefault()
                    ? "<code>default</code>"
                    : "<a href=\"" + ReadingsReport.DIR + "/" + h(r.name()) + "/report.html\"><code>" + h(r.name())
                            + "</code></a>";
            List<Evaluated> cs = e.claimsOnly();
            b.append("<tr><td>")
                    .append(link)
                    .append("</td><td>")
                    .append(h(r.assumes()))
                    .append("</td><td>")
                    .append(ReportWriter.count(cs, "PASS"))
                    .append(" PASS, ")
                    .append(ReportWriter.count(cs, "FAIL"))
                    .append(" FAIL, ")
                    .append(ReportWriter.count(cs, "INCONCLUSIVE"))
                    .append(" INCONCLUSIVE</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        List<String> tables = readings.tableIds();
        if (!tables.isEmpty()) {
            b.append("<table class=\"readings\"><thead><tr><th>table</th>");
            evaluations.forEach(
                    e -> b.append("<th>").append(h(e.paper().reading().name())).append("</th>"));
            b.append("<th>closest</th></tr></thead><tbody>\n");
            for (String id : tables) {
                List<String> rowsOf = new java.util.ArrayList<>();
                rowsOf.add(null);
                rowsOf.addAll(ReadingsReport.seriesOf(readings.evaluations().get(0).tables().stream()
                        .filter(x -> x.table().id().equals(id))
                        .findFirst()
                        .orElseThrow()
                        .table()));
                for (String series : rowsOf) {
                    b.append("<tr><td><a href=\"#table-")
                            .append(h(id))
                            .append("\">")
                            .append(h(id))
                            .append("</a>")
                            .append(series == null ? "" : " · " + h(series))
                            .append("</td>");
                    for (Evaluation e : evaluations) {
                        b.append("<td>")
                                .append(h(readings.distance(e, id, series).text()))
                                .append("</td>");
                    }
                    String c = readings.closest(id, series);
                    b.append("<td>")
                            .append(c == null ? "none" : "<code>" + h(c) + "</code>")
                            .append("</td></tr>\n");
                }
            }
            b.append("</tbody></table>\n");
        }
        Map<String, Map<String, String>> matrix = readings.claimMatrix();
        if (!matrix.isEmpty()) {
            b.append("<table class=\"readings\"><thead><tr><th>claim</th>");
            evaluations.forEach(
                    e -> b.append("<th>").append(h(e.paper().reading().name())).append("</th>"));
            b.append("</tr></thead><tbody>\n");
            matrix.forEach((statement, byReading) -> {
                b.append("<tr><td>").append(h(statement)).append("</td>");
                for (Evaluation e : evaluations) {
                    String v = byReading.getOrDefault(e.paper().reading().name(), "—");
                    String verdict = v.contains(":") ? v.substring(0, v.indexOf(':')) : v;
                    b.append("<td><span class=\"verdict ")
                            .append(cls(verdict))
                            .append("\">")
                            .append(h(v))
                            .append("</span></td>");
                }
                b.append("</tr>\n");
            });
            b.append("</tbody></table>\n");
        }
    }

    /** Stopping-rule misses, diverged points and structural results, as in report.md. */
    private static void notices(StringBuilder b, Results results) {
        List<Results.Point> missed = results.missedTargets();
        if (!missed.isEmpty()) {
            b.append("<h2>Stopping rule</h2>\n<p>")
                    .append(missed.size())
                    .append(" point(s) stopped at their maximum replications above the target relative error:</p>\n")
                    .append("<table class=\"readings\"><thead><tr><th>sweep</th><th>series</th><th>x</th>"
                            + "<th>replications</th><th>metric</th><th>reached</th><th>target</th></tr></thead>"
                            + "<tbody>\n");
            for (Results.Point p : missed) {
                b.append(String.format(
                        Locale.ROOT,
                        "<tr><td>%s</td><td>%s</td><td>%s</td><td>%d</td><td>%s</td><td>%.1f%%</td><td>%.1f%%</td>"
                                + "</tr>%n",
                        h(p.sweep()),
                        h(p.series()),
                        Sweep.format(p.x()),
                        p.replications(),
                        h(p.stop().metric()),
                        100 * p.stop().achieved(),
                        100 * p.stop().target()));
            }
            b.append("</tbody></table>\n");
        }
        if (!results.diverged().isEmpty()) {
            b.append("<h2>Diverged points</h2>\n<p>These points' runs were stopped because they left any steady"
                    + " state; they have no numbers and the figures omit them.</p>\n<ul>\n");
            for (Results.Point p : results.diverged()) {
                b.append("<li>")
                        .append(h(p.sweep()))
                        .append(", ")
                        .append(h(p.series()))
                        .append(", x = ")
                        .append(Sweep.format(p.x()))
                        .append(": ")
                        .append(h(p.diverged()))
                        .append("</li>\n");
            }
            b.append("</ul>\n");
        }
    }

    private static Object finite(double v) {
        return Double.isFinite(v) ? (Object) v : null;
    }

    private static String shorten(String s) {
        return s.length() <= 90 ? s : s.substring(0, 87) + "...";
    }

    private static String cls(String verdict) {
        return verdict.toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    private static String h(String s) {
        return s == null ? "" : Assets.html(s);
    }

    private static String json(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
