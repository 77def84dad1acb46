package org.schedlab.experiments.repro.judge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Numbers;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Table;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * A table's cells as measured, written as a tidy CSV (one row per cell: {@code
 * row,column,metric,unit,ours,ci95,replications,paper,difference,kind}; {@code unit} from {@link
 * Units}) and as a Markdown table.
 * {@code kind} is {@code simulated}, {@code exact} (one pass over a trace), {@code analytic} (a
 * computation, no sampling), {@code skipped} (its sweep did not run) {@code monte-carlo} (a sampling computation outside the sweeps, with
 * its interval; {@code replications} is its sample count) or {@code diverged} (its runs
 * were stopped because they left any steady state: no number, see the report's list).
 *
 * @param table the table
 * @param cells the cells, row-major
 * @param errata printed values of this table that the paper's own numbers contradict (shown in the
 *     Markdown beside the printed value, with ours compared with both; never in the CSV)
 */
public record TableResult(Table table, List<Cell> cells, List<Paper.Erratum> errata) {
    public TableResult {
        cells = List.copyOf(cells);
        errata = List.copyOf(errata);
    }

    /** A table result without errata. */
    public TableResult(Table table, List<Cell> cells) {
        this(table, cells, List.of());
    }

    static final String[] HEADER = {
        "row", "column", "metric", "unit", "ours", "ci95", "replications", "paper", "difference", "kind"
    };

    /**
     * One cell, in display units.
     *
     * @param row row label
     * @param column column label
     * @param metric the metric, or the analytic computation's name
     * @param unit the unit of {@code ours} and {@code paper} (after the table's scale)
     * @param ours our value with its interval, null when skipped or diverged
     * @param paper the paper's value, or null
     * @param kind simulated, exact, analytic, monte-carlo, skipped or diverged
     */
    public record Cell(
            String row, String column, String metric, String unit, Estimate ours, Double paper, String kind) {
        /** Ours minus the paper's, NaN when either is missing. */
        public double difference() {
            return ours == null || paper == null ? Double.NaN : ours.mean() - paper;
        }
    }

    /** Whether some cell's sweep did not run (a run of some figures, a missing trace). */
    public boolean partial() {
        return cells.stream().anyMatch(c -> c.kind().equals("skipped"));
    }

    /** Computes every cell of {@code table} from the results. */
    public static TableResult of(Table table, Paper paper, Results results) {
        List<Cell> cells = new ArrayList<>();
        for (int r = 0; r < table.rows().size(); r++) {
            for (int c = 0; c < table.columns().size(); c++) {
                cells.add(cell(table, paper, results, r, c));
            }
        }
        return new TableResult(
                table,
                cells,
                paper.errata().stream()
                        .filter(e -> e.table().equals(table.id()))
                        .toList());
    }

    static Cell cell(Table table, Paper paper, Results results, int r, int c) {
        Table.Source s = table.cell(r, c);
        String row = table.rows().get(r).label();
        String col = table.columns().get(c).label();
        Double p = table.paperValue(r, c);
        if (s.analytic() != null) {
            Estimate e = paper.analytic(s.analytic()).estimate(row, col, results.seed());
            Estimate scaled = new Estimate(e.mean() * table.scale(), e.halfWidth() * table.scale(), e.n(), e.exact());
            return new Cell(
                    row,
                    col,
                    s.analytic(),
                    Units.scaled(paper.analyticUnit(s.analytic()), table.scale()),
                    scaled,
                    p,
                    e.exact() ? "analytic" : "monte-carlo");
        }
        String unit = Units.of(s.metric(), table.scale(), paper.timeUnit(s.sweep()));
        if (!results.ran(s.sweep())) {
            return new Cell(row, col, s.metric(), unit, null, p, "skipped");
        }
        List<Results.Point> pts = new ArrayList<>(results.series(s.sweep(), s.series()));
        results.diverged().stream()
                .filter(d -> d.sweep().equals(s.sweep()) && d.series().equals(s.series()))
                .forEach(pts::add);
        pts.sort(java.util.Comparator.comparingDouble(Results.Point::x));
        if (pts.isEmpty()) {
            throw new IllegalArgumentException(
                    "table " + table.id() + ": sweep " + s.sweep() + " has no series '" + s.series() + "'");
        }
        Results.Point point = pick(table, pts, s.x(), results, s.sweep());
        if (point.diverged() != null) {
            return new Cell(row, col, s.metric(), unit, null, p, "diverged");
        }
        Estimate e = point.estimate(s.metric());
        Estimate scaled = new Estimate(e.mean() * table.scale(), e.halfWidth() * table.scale(), e.n(), e.exact());
        return new Cell(row, col, s.metric(), unit, scaled, p, e.exact() ? "exact" : "simulated");
    }

    private static Results.Point pick(Table table, List<Results.Point> pts, String x, Results results, String sweep) {
        if (x == null || x.equals("last")) {
            return pts.get(pts.size() - 1);
        }
        if (x.equals("first")) {
            return pts.get(0);
        }
        if (x.equals("stable")) {
            double at = results.heaviestStableX(sweep);
            if (Double.isNaN(at)) {
                throw new IllegalArgumentException("table " + table.id() + ": no point of sweep " + sweep
                        + " is stable for any series, so x = stable names none");
            }
            return pts.stream()
                    .filter(p -> p.x() == at)
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("table " + table.id() + ": no point x=" + at));
        }
        double v = Double.parseDouble(x);
        return pts.stream()
                .filter(p -> p.x() == v)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("table " + table.id() + ": no point x=" + x));
    }

    /** Writes the tidy CSV. */
    public void writeCsv(Path file) throws IOException {
        AtomicFiles.write(file, w -> {
            CSVPrinter out = new CSVPrinter(
                    w, CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get());
            {
                out.printRecord((Object[]) HEADER);
                for (Cell c : cells) {
                    out.printRecord(
                            c.row(),
                            c.column(),
                            Numbers.metricName(c.metric(), table.scale()),
                            c.unit(),
                            c.ours() == null ? "NaN" : num(c.ours().mean()),
                            c.ours() == null ? "NaN" : num(c.ours().halfWidth()),
                            c.ours() == null ? 0 : c.ours().n(),
                            c.paper() == null ? "" : num(c.paper()),
                            num(c.difference()),
                            c.kind());
                }
            }
            out.flush();
        });
    }

    /** The Markdown table: one line per row, each cell "ours ± ci (n) · paper · diff". */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        String unit = table.unit() == null || table.unit().isEmpty() ? "" : " (" + table.unit() + ")";
        md.append("| ").append(unit.isEmpty() ? "" : unit.strip()).append(" |");
        table.columns().forEach(c -> md.append(' ').append(c.label()).append(" |"));
        md.append("\n|---|");
        table.columns().forEach(c -> md.append("---|"));
        md.append('\n');
        int i = 0;
        for (Table.Source row : table.rows()) {
            md.append("| ").append(row.label()).append(" |");
            for (int c = 0; c < table.columns().size(); c++) {
                md.append(' ').append(text(cells.get(i++))).append(" |");
            }
            md.append('\n');
        }
        for (Paper.Erratum e : errata) {
            md.append("\nErratum (")
                    .append(e.row())
                    .append(", ")
                    .append(e.column())
                    .append("): ")
                    .append(e.why().strip())
                    .append('\n');
        }
        return md.toString();
    }

    /** The erratum of a cell, or null. */
    private Paper.Erratum erratum(Cell c) {
        for (Paper.Erratum e : errata) {
            if (e.row().equals(c.row()) && e.column().equals(c.column())) {
                return e;
            }
        }
        return null;
    }

    private String text(Cell c) {
        String t = plainText(c);
        Paper.Erratum e = erratum(c);
        if (e == null) {
            return t;
        }
        StringBuilder sb = new StringBuilder(t)
                .append(" · implied by the paper's other numbers ")
                .append(Numbers.analytic(e.implied()));
        if (c.ours() != null) {
            sb.append(" · diff ")
                    .append(String.format(
                            Locale.ROOT,
                            "%+." + diffDecimals(c.paper()) + "f",
                            c.ours().mean() - e.implied()));
        }
        return sb.toString();
    }

    private static String plainText(Cell c) {
        StringBuilder sb = new StringBuilder();
        if (c.ours() == null) {
            sb.append(c.kind().equals("diverged") ? "**diverged**" : "skipped");
        } else if (c.kind().equals("analytic")) {
            sb.append(Numbers.analytic(c.ours().mean())).append(" (analytic)");
        } else if (c.kind().equals("exact")) {
            sb.append(c.ours().format(1));
        } else if (c.kind().equals("monte-carlo")) {
            sb.append(c.ours().format(1))
                    .append(" (Monte Carlo, n=")
                    .append(c.ours().n())
                    .append(')');
        } else {
            sb.append(c.ours().format(1)).append(" (n=").append(c.ours().n()).append(')');
        }
        if (c.paper() != null) {
            sb.append(" · paper ").append(Sweep.format(c.paper()));
            if (c.ours() != null) {
                sb.append(" · diff ")
                        .append(String.format(Locale.ROOT, "%+." + diffDecimals(c.paper()) + "f", c.difference()));
            }
        }
        return sb.toString();
    }

    /** One decimal more than the paper prints, at least 2, at most 5. */
    private static int diffDecimals(double paper) {
        String p = Sweep.format(paper);
        int dot = p.indexOf('.');
        int printed = dot < 0 || p.contains("E") ? 0 : p.length() - dot - 1;
        return Math.max(2, Math.min(5, printed + 1));
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "NaN" : Double.toString(v);
    }

    /**
     * For a table whose cells pass on their interval, a cell its tolerance passes: PASS when {@code
     * ours}'s 95% interval, widened by half a unit of the last digit the paper prints of {@code p},
     * also holds {@code p}; otherwise INCONCLUSIVE, which more replications would not settle (they
     * only narrow the interval).
     */
    static Decision holds(Estimate ours, double p) {
        double slack = halfUnit(p);
        if (ours.known() && ours.lower() - slack <= p && p <= ours.upper() + slack) {
            return Decision.PASS;
        }
        return new Decision(Decision.Outcome.INCONCLUSIVE, 0, ours.n());
    }

    /** Half a unit of the last digit the paper prints of {@code p} (as the YAML holds it). */
    public static double halfUnit(double p) {
        String s = Sweep.format(p);
        int dot = s.indexOf('.');
        int decimals = dot < 0 || s.contains("E") ? 0 : s.length() - dot - 1;
        return 0.5 * Math.pow(10, -decimals) + 1e-12;
    }

    /** Whether the paper's analytic computation {@code name} is exact (no sampling): its cells are checks. */
    private static boolean isExact(Paper paper, String name) {
        return !(paper.analytic(name) instanceof Paper.MonteCarloAnalytic);
    }

    /** One claim per cell of {@code table} with a paper value when the table has a tolerance. */
    public static List<Claim> claims(Table table, Paper paper) {
        List<Claim> out = new ArrayList<>();
        if (Double.isNaN(table.tolerance())) {
            return out;
        }
        for (int r = 0; r < table.rows().size(); r++) {
            for (int c = 0; c < table.columns().size(); c++) {
                Double p = table.paperValue(r, c);
                if (p == null) {
                    continue;
                }
                int row = r;
                int col = c;
                String u = table.unit() == null || table.unit().isEmpty() ? "" : " " + table.unit();
                double band = table.relative() ? Math.abs(p) * table.tolerance() : table.tolerance();
                Claim claim = new Claim(
                        table.id() + ":" + table.rows().get(r).label() + ":"
                                + table.columns().get(c).label(),
                        table.caption() + ": " + table.rows().get(r).label() + ", "
                                + table.columns().get(c).label(),
                        Sweep.format(p) + u,
                        table.relative()
                                ? String.format(
                                        Locale.ROOT,
                                        "within %s%% of the paper's value",
                                        Sweep.format(100 * table.tolerance()))
                                : String.format(Locale.ROOT, "within %s%s", Sweep.format(table.tolerance()), u)
                                        + (table.intervalDecides()
                                                ? "; PASS only when the 95% interval (± half a unit of the paper's"
                                                        + " last digit) also holds the paper's value"
                                                : ""),
                        results -> {
                            TableResult.Cell cell = cell(table, paper, results, row, col);
                            if (cell.ours() == null) {
                                return null;
                            }
                            String ours = cell.kind().equals("analytic")
                                    ? Numbers.analytic(cell.ours().mean()) + " (analytic)"
                                    : cell.ours().format(1);
                            if (table.relative()) {
                                ours += String.format(
                                        Locale.ROOT,
                                        " (%+.1f%%)",
                                        100 * (cell.ours().mean() - p) / p);
                            }
                            Decision d = cell.ours().within(p - band, p + band);
                            // the interval decides with the tolerance, not instead of it: a cell
                            // passes only when both hold
                            if (table.intervalDecides() && d.outcome() == Decision.Outcome.PASS) {
                                d = holds(cell.ours(), p);
                            }
                            return new Claim.Verdict(ours + u, d);
                        });
                Table.Source src = table.cell(r, c);
                out.add(src.analytic() != null && isExact(paper, src.analytic()) ? claim.asCheck() : claim);
            }
        }
        return out;
    }
}
