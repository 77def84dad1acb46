package org.schedlab.experiments.repro.paper;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.schedlab.core.spec.BadInputException;

/**
 * The paper's published values drawn on a figure (YAML key {@code paper} of a figure), beside our
 * series and their 95% intervals, in the PNG and in {@code report.html}. Each entry names values the
 * paper prints, either by pointing at a table's cells (so a number is written once, in its table)
 * or explicitly (a value the paper states in its text):
 *
 * <pre>{@code
 * figures:
 *   - id: fig3
 *     ...
 *     paper:
 *       # every published cell of table1 that reads this figure's sweep and metric: a point of the
 *       # cell's series at the cell's x (rows/columns: optional label filters)
 *       - {table: table1}
 *       # the same cells as horizontal lines, one per series (a value without an x, e.g. a maximum)
 *       - {table: max-utilization, as: hline}
 *       # one chosen cell as a vertical line at its value (an x, e.g. a maximal utilization);
 *       # the cell may read any sweep or metric
 *       - {table: table1-queueing, rows: ["[1,16]"], as: vline, label: "maximal utilization (Table 1)"}
 *       # values stated in the text
 *       - {series: OO, points: [[1.0, 12.3], [2.0, 15.1]], label: "Sec. 5"}
 *       - {as: hline, value: 78.4, series: OO, label: "stated maximum"}
 * }</pre>
 *
 * <p>Cell values are in the table's display units and are converted to the figure's ({@code value
 * / table.scale * figure.scale}); a cell's {@code x} of {@code first} or {@code last} is the first
 * or last point of the sweep's {@code --full} settings (the paper's points). Every entry must name
 * at least one value: a table selection that names no published cell on the figure is an error.
 */
public final class FigurePaper {
    private FigurePaper() {}

    /**
     * One {@code paper} entry as written in the YAML.
     *
     * @param table the table whose published cells it draws
     * @param rows only these row labels of the table (optional)
     * @param columns only these column labels (optional)
     * @param as {@code points} (default), {@code hline} or {@code vline}
     * @param series the series an explicit value belongs to (its colour and legend)
     * @param points explicit {@code [x, y]} points
     * @param value an explicit line's value
     * @param label what the legend and the hover say (default: the table and cell, or "paper")
     */
    public record Entry(
            String table,
            List<String> rows,
            List<String> columns,
            String as,
            String series,
            List<List<Double>> points,
            Double value,
            String label) {}

    /**
     * One published value on a figure, resolved.
     *
     * @param kind {@code point}, {@code hline} (a value of y) or {@code vline} (a value of x)
     * @param series the series it belongs to, or null (a line of no series)
     * @param x the x of a point (NaN for lines)
     * @param y the y of a point or an hline, the x of a vline, in the figure's display units
     * @param label its legend text
     * @param table the table id of a cell, or null for a value stated in the text
     * @param row the cell's row label, or null
     * @param column the cell's column label, or null
     */
    public record Mark(
            String kind, String series, double x, double y, String label, String table, String row, String column) {
        /** Where the paper prints it: {@code table/row/column}, or the label of a stated value. */
        public String source() {
            return table == null ? label : table + "/" + row + "/" + column;
        }
    }

    /** The figures with their {@code paper} entries resolved against the tables and sweeps. */
    static List<Figure> resolve(
            String where,
            List<ExperimentFile.FigureEntry> entries,
            List<Figure> figures,
            List<Table> tables,
            List<Sweep> fullSweeps) {
        if (entries == null) {
            return figures;
        }
        List<Figure> out = new ArrayList<>();
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            List<Entry> es = entries.get(i).paper();
            if (es == null || es.isEmpty()) {
                out.add(f);
                continue;
            }
            List<Mark> marks = new ArrayList<>();
            for (Entry e : es) {
                String w = where + ": figure " + f.id() + " paper entry";
                if (e == null) {
                    throw new BadInputException(w + ": an empty '-' item");
                }
                marks.addAll(marks(w, e, f, tables, fullSweeps));
            }
            out.add(f.withPaper(marks));
        }
        return out;
    }

    private static List<Mark> marks(String w, Entry e, Figure f, List<Table> tables, List<Sweep> sweeps) {
        String as = e.as() == null ? "points" : e.as();
        if (!List.of("points", "hline", "vline").contains(as)) {
            throw new BadInputException(w + ": 'as' takes points, hline or vline, got '" + as + "'");
        }
        if (e.series() != null && !drawn(f, sweeps).contains(e.series())) {
            throw new BadInputException(w + ": series '" + e.series() + "' is not drawn on the figure (drawn: "
                    + String.join(", ", drawn(f, sweeps)) + ")");
        }
        List<Mark> out = new ArrayList<>();
        if (e.table() == null) {
            if (e.rows() != null || e.columns() != null) {
                throw new BadInputException(w + ": 'rows' and 'columns' select cells of a 'table'");
            }
            String label = e.label() == null ? "paper" : e.label();
            if (e.points() != null) {
                if (!as.equals("points") || e.value() != null) {
                    throw new BadInputException(w + ": 'points' are points; give 'value' for a line");
                }
                for (List<Double> p : e.points()) {
                    if (p == null || p.size() != 2 || p.contains(null)) {
                        throw new BadInputException(w + ": each of 'points' is [x, y]");
                    }
                    out.add(new Mark("point", e.series(), p.get(0), p.get(1), label, null, null, null));
                }
            } else if (e.value() != null) {
                if (as.equals("points")) {
                    throw new BadInputException(w + ": a 'value' is a line: give as: hline or as: vline");
                }
                out.add(new Mark(as, e.series(), Double.NaN, e.value(), label, null, null, null));
            } else {
                throw new BadInputException(w + ": give 'table', 'points' or 'value'");
            }
            if (out.isEmpty()) {
                throw new BadInputException(w + ": 'points' is empty");
            }
            return out;
        }
        if (e.points() != null || e.value() != null) {
            throw new BadInputException(
                    w + ": a 'table' entry takes its values from the table, not 'points' or 'value'");
        }
        Table t = tables.stream()
                .filter(x -> x.id().equals(e.table()))
                .findFirst()
                .orElseThrow(() -> new BadInputException(w + ": unknown table '" + e.table() + "' (known: "
                        + String.join(", ", tables.stream().map(Table::id).toList()) + ")"));
        List<String> rowLabels = t.rows().stream().map(Table.Source::label).toList();
        List<String> colLabels = t.columns().stream().map(Table.Source::label).toList();
        for (String r : e.rows() == null ? List.<String>of() : e.rows()) {
            if (!rowLabels.contains(r)) {
                throw new BadInputException(w + ": table " + t.id() + " has no row '" + r + "'");
            }
        }
        for (String c : e.columns() == null ? List.<String>of() : e.columns()) {
            if (!colLabels.contains(c)) {
                throw new BadInputException(w + ": table " + t.id() + " has no column '" + c + "'");
            }
        }
        for (int r = 0; r < rowLabels.size(); r++) {
            for (int c = 0; c < colLabels.size(); c++) {
                if ((e.rows() != null && !e.rows().contains(rowLabels.get(r)))
                        || (e.columns() != null && !e.columns().contains(colLabels.get(c)))) {
                    continue;
                }
                Double p = t.paperValue(r, c);
                if (p == null) {
                    continue;
                }
                String row = rowLabels.get(r);
                String col = colLabels.get(c);
                String label = e.label() != null ? e.label() : t.caption();
                if (as.equals("vline")) {
                    out.add(new Mark("vline", e.series(), Double.NaN, p, label, t.id(), row, col));
                    continue;
                }
                Table.Source s = t.cell(r, c);
                if (s.analytic() != null
                        || !f.sweeps().contains(s.sweep())
                        || !f.metric().equals(s.metric())
                        || !f.draws(s.series())) {
                    continue;
                }
                double y = p / t.scale() * f.scale();
                if (as.equals("hline")) {
                    out.add(new Mark("hline", s.series(), Double.NaN, y, label, t.id(), row, col));
                } else {
                    double x = x(w, s, sweeps);
                    out.add(new Mark("point", s.series(), x, y, label, t.id(), row, col));
                }
            }
        }
        if (out.isEmpty()) {
            throw new BadInputException(w + ": table " + t.id() + " has no published cell "
                    + (as.equals("vline")
                            ? "in the rows and columns named"
                            : "that reads this figure's sweep and metric (" + String.join(", ", f.sweeps()) + ", "
                                    + f.metric() + ")"));
        }
        return out;
    }

    /** The series labels the figure draws. */
    private static List<String> drawn(Figure f, List<Sweep> sweeps) {
        List<String> labels = new ArrayList<>();
        for (String id : f.sweeps()) {
            sweeps.stream()
                    .filter(s -> s.id().equals(id))
                    .flatMap(s -> s.series().stream())
                    .map(Sweep.Series::label)
                    .filter(f::draws)
                    .forEach(labels::add);
        }
        return labels;
    }

    private static double x(String w, Table.Source s, List<Sweep> sweeps) {
        String x = s.x() == null ? "last" : s.x();
        if (x.equals("first") || x.equals("last")) {
            List<Double> xs = sweeps.stream()
                    .filter(sw -> sw.id().equals(s.sweep()))
                    .findFirst()
                    .orElseThrow()
                    .xs();
            return x.equals("first")
                    ? xs.stream().mapToDouble(Double::doubleValue).min().orElseThrow()
                    : xs.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        }
        if (x.equals("stable")) {
            throw new BadInputException(w + ": a cell read at x = stable has no fixed x; draw it with as: hline");
        }
        try {
            return Double.parseDouble(x);
        } catch (NumberFormatException ex) {
            throw new BadInputException(String.format(Locale.ROOT, "%s: cell x '%s' is not a number", w, x));
        }
    }
}
