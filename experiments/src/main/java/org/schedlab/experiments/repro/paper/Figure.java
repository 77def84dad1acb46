package org.schedlab.experiments.repro.paper;

import java.util.ArrayList;
import java.util.List;

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
 * @param also further sweeps whose points join the figure (their series labels must differ from
 *     the first sweep's), e.g. one figure over two workloads; empty for most figures
 * @param only the series labels to draw, in any of the sweeps; empty draws every series
 * @param paper the paper's published values drawn on the figure (its YAML key {@code paper}, see
 *     {@link FigurePaper}); empty when the paper prints none for it
 */
public record Figure(
        String id,
        String caption,
        String sweep,
        String metric,
        String xLabel,
        String yLabel,
        double scale,
        boolean logY,
        List<String> also,
        List<String> only,
        List<FigurePaper.Mark> paper) {

    public Figure {
        also = List.copyOf(also);
        only = List.copyOf(only);
        paper = List.copyOf(paper);
    }

    /** A figure without published values. */
    public Figure(
            String id,
            String caption,
            String sweep,
            String metric,
            String xLabel,
            String yLabel,
            double scale,
            boolean logY,
            List<String> also,
            List<String> only) {
        this(id, caption, sweep, metric, xLabel, yLabel, scale, logY, also, only, List.of());
    }

    /** This figure with {@code marks} as its published values. */
    public Figure withPaper(List<FigurePaper.Mark> marks) {
        return new Figure(id, caption, sweep, metric, xLabel, yLabel, scale, logY, also, only, marks);
    }

    /** The sweeps it draws from: {@link #sweep} first, then {@link #also}. */
    public List<String> sweeps() {
        List<String> all = new ArrayList<>();
        all.add(sweep);
        all.addAll(also);
        return all;
    }

    /** Whether the series {@code label} is drawn. */
    public boolean draws(String label) {
        return only.isEmpty() || only.contains(label);
    }
}
