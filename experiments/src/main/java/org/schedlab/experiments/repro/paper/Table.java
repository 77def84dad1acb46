package org.schedlab.experiments.repro.paper;

import java.util.ArrayList;
import java.util.List;

/**
 * One table as the paper prints it: rows x columns of cells, each our value (with its 95%
 * interval and replications) next to the paper's. A cell reads {@code metric} of {@code series}
 * at point {@code x} of {@code sweep}; each of these comes from the column, else the row, else
 * the table. A cell whose row or column names an {@code analytic} computation takes its value
 * from the paper's Java code instead ({@link Paper#analytic}): no sampling, flagged as analytic.
 *
 * @param id stable id; names the CSV file
 * @param caption our description of the table
 * @param unit unit of the displayed values (after {@code scale}), for headers
 * @param scale factor applied to the metric for display (100 for percent)
 * @param defaults table-wide cell source
 * @param rows the rows, in order
 * @param columns the columns, in order
 * @param paper the paper's values, {@code paper.get(row).get(column)}, null where none is printed
 * @param tolerance when not NaN: one claim per cell with a paper value, "ours within {@code
 *     tolerance} of the paper's", judged on the interval: in display units, or as a fraction of the
 *     paper's value when {@code relative}. A cell computed exactly from the paper's own formulas
 *     ({@code analytic}) makes a {@link Claim.Kind#CHECK}, every other cell a claim.
 * @param relative whether {@code tolerance} is a fraction of each cell's paper value
 * @param intervalDecides whether a cell PASSes only when, besides lying within the tolerance, its
 *     95% interval, widened by half a unit of the paper's last printed digit, holds the paper's
 *     value ({@code passOn: interval}); a cell within the tolerance whose interval misses the
 *     paper's value is INCONCLUSIVE, and the tolerance alone decides FAIL (the interval wholly
 *     outside it). When false a cell PASSes on the tolerance alone.
 */
public record Table(
        String id,
        String caption,
        String unit,
        double scale,
        Source defaults,
        List<Source> rows,
        List<Source> columns,
        List<List<Double>> paper,
        double tolerance,
        boolean relative,
        boolean intervalDecides) {
    /** A table whose cells pass on their tolerance ({@code intervalDecides} false). */
    public Table(
            String id,
            String caption,
            String unit,
            double scale,
            Source defaults,
            List<Source> rows,
            List<Source> columns,
            List<List<Double>> paper,
            double tolerance,
            boolean relative) {
        this(id, caption, unit, scale, defaults, rows, columns, paper, tolerance, relative, false);
    }

    public Table {
        if (intervalDecides && Double.isNaN(tolerance)) {
            throw new IllegalArgumentException(
                    "table " + id + ": passOn: interval needs a tolerance (it decides FAIL)");
        }
        if (!Double.isNaN(tolerance) && !(tolerance >= 0)) {
            throw new IllegalArgumentException("table " + id + ": tolerance must be >= 0, got " + tolerance);
        }
        if (relative && !(tolerance < 1)) {
            throw new IllegalArgumentException(
                    "table " + id + ": a relative tolerance is a fraction below 1, got " + tolerance);
        }
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
        List<List<Double>> p = new ArrayList<>();
        for (List<Double> r : paper) {
            p.add(java.util.Collections.unmodifiableList(new ArrayList<>(r)));
        }
        paper = List.copyOf(p);
        int width = columns.size();
        if (paper.size() != rows.size() || paper.stream().anyMatch(r -> r.size() != width)) {
            throw new IllegalArgumentException("table " + id + ": 'paper' must have " + rows.size() + " rows of "
                    + columns.size() + " values (null where the paper prints none)");
        }
    }

    /**
     * Where a row's, column's or the table's cells read from; every key optional.
     *
     * @param label the row or column heading
     * @param sweep the sweep
     * @param series the series label
     * @param x the point: a number, {@code first} or {@code last}
     * @param metric the metric
     * @param analytic the name of an analytic computation of the paper
     */
    public record Source(String label, String sweep, String series, String x, String metric, String analytic) {
        /** This source with every key {@code over} sets taken from it. */
        Source overlay(Source over) {
            return new Source(
                    over.label != null ? over.label : label,
                    over.sweep != null ? over.sweep : sweep,
                    over.series != null ? over.series : series,
                    over.x != null ? over.x : x,
                    over.metric != null ? over.metric : metric,
                    over.analytic != null ? over.analytic : analytic);
        }
    }

    /** The cell source of row {@code r}, column {@code c}: column over row over table. */
    public Source cell(int r, int c) {
        return defaults.overlay(rows.get(r)).overlay(columns.get(c));
    }

    /** The paper's value of a cell, or null. */
    public Double paperValue(int r, int c) {
        return paper.get(r).get(c);
    }

    /** The sweeps the table reads. */
    public List<String> sweeps() {
        List<String> s = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns.size(); c++) {
                Source src = cell(r, c);
                if (src.analytic() == null && src.sweep() != null && !s.contains(src.sweep())) {
                    s.add(src.sweep());
                }
            }
        }
        return s;
    }
}
