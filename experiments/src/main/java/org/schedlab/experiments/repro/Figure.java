package org.schedlab.experiments.repro;

/**
 * One figure as the paper shows it: a metric of a sweep against the swept parameter, one line per
 * series.
 *
 * @param id stable id, e.g. {@code fig2}; names the CSV and PNG files
 * @param caption our description of the figure
 * @param sweep the sweep it draws from
 * @param metric the plotted metric (a {@code MetricsSummary} name)
 * @param xLabel x-axis title with unit
 * @param yLabel y-axis title with unit
 * @param scale factor applied to the metric for display (100 for percent)
 * @param logY logarithmic y axis, as in the paper
 */
public record Figure(
        String id,
        String caption,
        String sweep,
        String metric,
        String xLabel,
        String yLabel,
        double scale,
        boolean logY) {}
