package org.schedlab.experiments.repro.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * How far each reading of a paper lands from the paper ({@code reproduce PAPER --reading all}): per
 * table, the cells whose 95% interval holds the paper's value (for an exact cell: equal to the
 * paper's printed digits), the cells within the table's tolerance, and the root-mean-square
 * relative difference {@code sqrt(mean(((ours - paper) / paper)^2))} over the cells with a number
 * on both sides, also without the rows that diverge under some reading (so that every reading is
 * measured on the same rows); per claim, the verdict under each reading. The closest reading of a
 * table, and of each series whose rows it holds, is the one with the most cells within their
 * interval, ties broken by the RMS without diverging rows.
 *
 * <p>It goes into the default reading's {@code report.md} and, tidy, into {@code readings.csv}
 * ({@code reading,kind,id,cells,withinInterval,withinTolerance,rmsRelativeDifference,
 * rmsWithoutDivergingRows,diverged,verdict}; kind {@code table}, {@code column} (a table's column,
 * id {@code table/column}), {@code series} (a table's rows of one series, id {@code table/series})
 * or {@code claim}).
 */
public final class ReadingsReport {
    /** The tidy file written next to the default reading's report. */
    public static final String CSV = "readings.csv";

    /** Where a reading's own outputs go, relative to the default reading's folder. */
    public static final String DIR = "readings";

    private final List<Evaluation> evaluations;

    /** @param evaluations the default reading's evaluation first, then every other reading's */
    public ReadingsReport(List<Evaluation> evaluations) {
        if (evaluations.isEmpty() || !evaluations.get(0).paper().reading().isDefault()) {
            throw new IllegalArgumentException("the default reading comes first");
        }
        this.evaluations = List.copyOf(evaluations);
    }

    /**
     * The distance of one table (or some of its cells) to the paper under one reading.
     *
     * @param cells cells with a paper value and a number of ours
     * @param withinInterval of those, cells whose interval holds the paper's value
     * @param withinTolerance of those, cells within the table's tolerance (-1 when it has none)
     * @param rms the RMS relative difference (NaN without cells)
     * @param rmsSteady the RMS relative difference without the rows that diverge under some reading
     *     (NaN without cells; equal to {@code rms} when no row diverges)
     * @param diverged cells with a paper value whose runs diverged (no number)
     */
    record Distance(int cells, int withinInterval, int withinTolerance, double rms, double rmsSteady, int diverged) {
        String text() {
            if (cells == 0) {
                return diverged > 0 ? diverged + " diverged" : "no cells";
            }
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "RMS %.1f%%", 100 * rms));
            if (!Double.isNaN(rmsSteady) && rmsSteady != rms) {
                sb.append(String.format(Locale.ROOT, " (%.1f%% without diverging rows)", 100 * rmsSteady));
            }
            sb.append(" · ").append(withinInterval).append('/').append(cells).append(" in interval");
            if (withinTolerance >= 0) {
                sb.append(" · ")
                        .append(withinTolerance)
                        .append('/')
                        .append(cells)
                        .append(" in tolerance");
            }
            if (diverged > 0) {
                sb.append(" · ").append(diverged).append(" diverged");
            }
            return sb.toString();
        }
    }

    /** The distance of {@code t}'s cells (those of {@code column} only, when not null) to the paper. */
    static Distance distance(TableResult t, String column) {
        return distance(t, c -> column == null || c.column().equals(column), Set.of());
    }

    /**
     * The distance of the cells of {@code t} that {@code which} selects; the rows labelled in {@code
     * diverging} are left out of the second RMS.
     */
    static Distance distance(TableResult t, Predicate<TableResult.Cell> which, Set<String> diverging) {
        int cells = 0;
        int inInterval = 0;
        int inTolerance = 0;
        int diverged = 0;
        double sq = 0;
        int rmsCells = 0;
        double sqSteady = 0;
        int steadyCells = 0;
        Table table = t.table();
        for (TableResult.Cell c : t.cells()) {
            if (c.paper() == null || !which.test(c)) {
                continue;
            }
            if (c.ours() == null) {
                diverged += c.kind().equals("diverged") ? 1 : 0;
                continue;
            }
            cells++;
            double p = c.paper();
            Estimate o = c.ours();
            if (o.halfWidth() == 0 || o.exact()) {
                inInterval += Math.abs(o.mean() - p) <= halfUnit(p) ? 1 : 0;
            } else if (o.known() && o.lower() <= p && p <= o.upper()) {
                inInterval++;
            }
            if (!Double.isNaN(table.tolerance())) {
                double band = table.relative() ? Math.abs(p) * table.tolerance() : table.tolerance();
                inTolerance += Math.abs(o.mean() - p) <= band ? 1 : 0;
            }
            if (p != 0 && Double.isFinite(o.mean())) {
                double r = (o.mean() - p) / p;
                sq += r * r;
                rmsCells++;
                if (!diverging.contains(c.row())) {
                    sqSteady += r * r;
                    steadyCells++;
                }
            }
        }
        return new Distance(
                cells,
                inInterval,
                Double.isNaN(table.tolerance()) ? -1 : inTolerance,
                rmsCells == 0 ? Double.NaN : Math.sqrt(sq / rmsCells),
                steadyCells == 0 ? Double.NaN : Math.sqrt(sqSteady / steadyCells),
                diverged);
    }

    /** The rows of {@code table} with a diverged cell under some reading. */
    Set<String> divergingRows(String table) {
        Set<String> rows = new TreeSet<>();
        for (Evaluation e : evaluations) {
            TableResult t = find(e, table);
            if (t != null) {
                t.cells().stream().filter(c -> c.kind().equals("diverged")).forEach(c -> rows.add(c.row()));
            }
        }
        return rows;
    }

    /** The distance of {@code table}'s cells (of {@code series} only, when not null) under {@code e}. */
    Distance distance(Evaluation e, String table, String series) {
        TableResult t = find(e, table);
        Set<String> seriesRows = series == null ? null : rowsOf(t.table(), series);
        return distance(t, c -> seriesRows == null || seriesRows.contains(c.row()), divergingRows(table));
    }

    /** The labels of the rows of {@code table} that read {@code series}. */
    private static Set<String> rowsOf(Table table, String series) {
        Set<String> rows = new java.util.HashSet<>();
        for (int r = 0; r < table.rows().size(); r++) {
            if (series.equals(table.cell(r, 0).series())) {
                rows.add(table.rows().get(r).label());
            }
        }
        return rows;
    }

    /** The series a table's rows read, in row order, when there are at least two; else empty. */
    static List<String> seriesOf(Table table) {
        Set<String> s = new java.util.LinkedHashSet<>();
        for (int r = 0; r < table.rows().size(); r++) {
            String series = table.cell(r, 0).series();
            if (series == null) {
                return List.of();
            }
            s.add(series);
        }
        return s.size() < 2 ? List.of() : List.copyOf(s);
    }

    /** Half a unit of the last digit the paper prints of {@code p} (as the YAML holds it). */
    static double halfUnit(double p) {
        return TableResult.halfUnit(p);
    }

    /** The evaluations, the default reading's first. */
    List<Evaluation> evaluations() {
        return evaluations;
    }

    /** The tables every reading evaluated, by id, in the paper's order. */
    List<String> tableIds() {
        List<String> ids = new ArrayList<>();
        for (Table t : evaluations.get(0).paper().tables()) {
            boolean everywhere = evaluations.stream().allMatch(e -> find(e, t.id()) != null);
            boolean published = t.paper().stream().anyMatch(r -> r.stream().anyMatch(v -> v != null));
            if (everywhere && published) {
                ids.add(t.id());
            }
        }
        return ids;
    }

    private static TableResult find(Evaluation e, String table) {
        return e.tables().stream()
                .filter(t -> t.table().id().equals(table))
                .findFirst()
                .orElse(null);
    }

    /** The name of the reading closest to the paper in {@code table}, or null. */
    String closest(String table) {
        return closest(table, null);
    }

    /**
     * The name of the reading closest to the paper in {@code table} (in the rows of {@code series}
     * only, when not null): the most cells within their interval, ties broken by the smaller RMS
     * without diverging rows; null when no reading has a cell.
     */
    String closest(String table, String series) {
        String best = null;
        Distance bestD = null;
        for (Evaluation e : evaluations) {
            if (find(e, table) == null) {
                continue;
            }
            Distance d = distance(e, table, series);
            if (d.cells() == 0) {
                continue;
            }
            if (bestD == null
                    || d.withinInterval() > bestD.withinInterval()
                    || (d.withinInterval() == bestD.withinInterval() && rank(d) < rank(bestD))) {
                best = e.paper().reading().name();
                bestD = d;
            }
        }
        return best;
    }

    /** The RMS a tie is broken on: without diverging rows, or all rows when every row diverges somewhere. */
    private static double rank(Distance d) {
        double r = Double.isNaN(d.rmsSteady()) ? d.rms() : d.rmsSteady();
        return Double.isNaN(r) ? Double.POSITIVE_INFINITY : r;
    }

    /** Appends the readings section to a report. */
    void markdown(StringBuilder md) {
        md.append("\n## Readings\n\n");
        md.append("Where the paper is ambiguous, each reading below runs the whole reproduction under its own"
                + " assumptions (its outputs, report and manifest are in `" + DIR + "/NAME/`); the verdicts above"
                + " are those of the `default` reading. Distance to the paper per table, and per series where a"
                + " table's rows hold several: RMS relative difference of ours to the paper's printed values (and,"
                + " where some reading's runs diverged, the same without the rows that diverge under any reading,"
                + " so that every reading is measured on the same rows), cells whose 95% interval holds the"
                + " paper's value (exact cells: equal to its printed digits), cells within the table's tolerance."
                + " The closest reading has the most cells within their interval; ties go to the smaller RMS"
                + " without diverging rows.\n\n");
        md.append("| reading | assumes | claims |\n|---|---|---|\n");
        for (Evaluation e : evaluations) {
            Reading r = e.paper().reading();
            String link = r.isDefault() ? "`default`" : "[`" + r.name() + "`](" + DIR + "/" + r.name() + "/report.md)";
            md.append("| ")
                    .append(link)
                    .append(" | ")
                    .append(cell(r.assumes()))
                    .append(" | ")
                    .append(verdicts(e.claimsOnly()))
                    .append(" |\n");
        }
        List<String> tables = tableIds();
        if (!tables.isEmpty()) {
            md.append("\n| table |");
            evaluations.forEach(
                    e -> md.append(' ').append(e.paper().reading().name()).append(" |"));
            md.append(" closest |\n|---|");
            evaluations.forEach(e -> md.append("---|"));
            md.append("---|\n");
            for (String id : tables) {
                List<String> rowsOf = new ArrayList<>();
                rowsOf.add(null);
                rowsOf.addAll(seriesOf(find(evaluations.get(0), id).table()));
                for (String series : rowsOf) {
                    md.append("| ")
                            .append(id)
                            .append(series == null ? "" : " · " + series)
                            .append(" |");
                    for (Evaluation e : evaluations) {
                        md.append(' ').append(distance(e, id, series).text()).append(" |");
                    }
                    String c = closest(id, series);
                    md.append(' ').append(c == null ? "none" : "`" + c + "`").append(" |\n");
                }
            }
        }
        Map<String, Map<String, String>> matrix = claimMatrix();
        if (!matrix.isEmpty()) {
            md.append("\n| claim |");
            evaluations.forEach(
                    e -> md.append(' ').append(e.paper().reading().name()).append(" |"));
            md.append("\n|---|");
            evaluations.forEach(e -> md.append("---|"));
            md.append('\n');
            matrix.forEach((statement, byReading) -> {
                md.append("| ").append(cell(statement)).append(" |");
                for (Evaluation e : evaluations) {
                    md.append(' ')
                            .append(byReading.getOrDefault(e.paper().reading().name(), "—"))
                            .append(" |");
                }
                md.append('\n');
            });
        }
    }

    /** The paper's own claims (not table cells, not checks): statement -> reading -> verdict. */
    Map<String, Map<String, String>> claimMatrix() {
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        for (Evaluation e : evaluations) {
            for (Evaluated c : e.claimsOnly()) {
                if (isTableCell(e.paper(), c.claim())) {
                    continue;
                }
                String summary = c.verdict() == null ? null : c.verdict().summary();
                m.computeIfAbsent(c.claim().statement(), k -> new LinkedHashMap<>())
                        .put(e.paper().reading().name(), c.label() + (summary == null ? "" : ": " + cell(summary)));
            }
        }
        return m;
    }

    private static boolean isTableCell(Paper paper, Claim c) {
        return paper.tables().stream().anyMatch(t -> c.id().startsWith(t.id() + ":"));
    }

    private static String verdicts(List<Evaluated> claims) {
        return ReportWriter.count(claims, "PASS") + " PASS, " + ReportWriter.count(claims, "FAIL") + " FAIL, "
                + ReportWriter.count(claims, "INCONCLUSIVE") + " INCONCLUSIVE";
    }

    /** Writes the tidy CSV. */
    public void writeCsv(Path file) throws IOException {
        AtomicFiles.write(file, w -> {
            CSVPrinter out = new CSVPrinter(
                    w, CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get());
            out.printRecord(
                    "reading",
                    "kind",
                    "id",
                    "cells",
                    "withinInterval",
                    "withinTolerance",
                    "rmsRelativeDifference",
                    "rmsWithoutDivergingRows",
                    "diverged",
                    "verdict");
            for (Evaluation e : evaluations) {
                String name = e.paper().reading().name();
                for (String id : tableIds()) {
                    TableResult t = find(e, id);
                    Set<String> diverging = divergingRows(id);
                    print(out, name, "table", id, distance(e, id, null));
                    for (Table.Source col : t.table().columns()) {
                        String label = col.label();
                        print(
                                out,
                                name,
                                "column",
                                id + "/" + label,
                                distance(t, c -> c.column().equals(label), diverging));
                    }
                    for (String series : seriesOf(t.table())) {
                        print(out, name, "series", id + "/" + series, distance(e, id, series));
                    }
                }
                for (Evaluated c : e.claimsOnly()) {
                    if (!isTableCell(e.paper(), c.claim())) {
                        out.printRecord(name, "claim", c.claim().id(), "", "", "", "", "", "", c.label());
                    }
                }
            }
            out.flush();
        });
    }

    private static void print(CSVPrinter out, String reading, String kind, String id, Distance d) throws IOException {
        out.printRecord(
                reading,
                kind,
                id,
                d.cells(),
                d.withinInterval(),
                d.withinTolerance() < 0 ? "" : Integer.toString(d.withinTolerance()),
                Double.isNaN(d.rms()) ? "NaN" : Double.toString(d.rms()),
                Double.isNaN(d.rmsSteady()) ? "NaN" : Double.toString(d.rmsSteady()),
                d.diverged(),
                "");
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
