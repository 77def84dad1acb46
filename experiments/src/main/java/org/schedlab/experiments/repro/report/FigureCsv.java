package org.schedlab.experiments.repro.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Numbers;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * The tidy CSV of one figure: one row per series x point, columns {@code
 * series,x,metric,unit,mean,ci95,replications,stop,ruleRelError} (the mean and half-width already
 * scaled for display; {@code unit} from {@link Units}, in the time unit of the point's sweep). {@code stop} says why the point's replications stopped ({@code fixed}
 * count, relative-error {@code target} reached, or {@code max} replications reached above the
 * target) and {@code ruleRelError} is the relative half-width the stopping rule's metric reached.
 * Plotting reads only this file.
 */
public final class FigureCsv {
    static final String[] HEADER = {
        "series", "x", "metric", "unit", "mean", "ci95", "replications", "stop", "ruleRelError"
    };
    private static final CSVFormat FORMAT =
            CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();

    private FigureCsv() {}

    /**
     * One row.
     *
     * @param series the legend name
     * @param x the swept value
     * @param mean the displayed mean
     * @param ci95 the displayed 95% half-width (NaN with one replication)
     * @param replications replications behind the mean
     * @param stop why the replications stopped
     * @param ruleRelError relative half-width reached by the stopping rule's metric
     */
    public record Row(
            String series, double x, double mean, double ci95, int replications, String stop, double ruleRelError) {}

    /** Writes the figure's rows from the results of {@code paper}. */
    public static List<Row> write(Figure figure, Paper paper, Results results, Path file) throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> units = new ArrayList<>();
        for (Results.Point p : figure.sweeps().stream()
                .flatMap(id -> results.points(id).stream())
                .filter(p -> figure.draws(p.series()))
                .toList()) {
            ConfidenceInterval ci = p.metrics().get(figure.metric());
            if (ci == null) {
                throw new org.schedlab.core.spec.BadInputException("figure " + figure.id() + ": the points of "
                        + String.join("+", figure.sweeps()) + " have no metric '" + figure.metric() + "' (they have: "
                        + String.join(", ", new java.util.TreeSet<>(p.metrics().keySet())) + ")");
            }
            rows.add(new Row(
                    p.series(),
                    p.x(),
                    ci.mean() * figure.scale(),
                    ci.halfWidth() * figure.scale(),
                    ci.n(),
                    p.stop().kind(),
                    p.stop().achieved()));
            units.add(Units.of(figure.metric(), figure.scale(), paper.timeUnit(p.sweep())));
        }
        AtomicFiles.write(file, w -> {
            CSVPrinter out = new CSVPrinter(w, FORMAT);
            out.printRecord((Object[]) HEADER);
            for (int i = 0; i < rows.size(); i++) {
                Row r = rows.get(i);
                out.printRecord(
                        r.series(),
                        Sweep.format(r.x()),
                        Numbers.metricName(figure.metric(), figure.scale()),
                        units.get(i),
                        num(r.mean()),
                        num(r.ci95()),
                        r.replications(),
                        r.stop(),
                        num(r.ruleRelError()));
            }
            out.flush();
        });
        return rows;
    }

    /** Reads the rows back, grouped by series in file order. */
    public static Map<String, List<Row>> read(Path file) throws IOException {
        Map<String, List<Row>> bySeries = new LinkedHashMap<>();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (CSVRecord rec :
                    FORMAT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                Row row = new Row(
                        rec.get("series"),
                        Double.parseDouble(rec.get("x")),
                        Double.parseDouble(rec.get("mean")),
                        Double.parseDouble(rec.get("ci95")),
                        Integer.parseInt(rec.get("replications")),
                        rec.get("stop"),
                        Double.parseDouble(rec.get("ruleRelError")));
                bySeries.computeIfAbsent(row.series(), k -> new ArrayList<>()).add(row);
            }
        }
        return bySeries;
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "NaN" : Double.toString(v);
    }
}
