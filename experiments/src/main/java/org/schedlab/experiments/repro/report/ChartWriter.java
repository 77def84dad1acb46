package org.schedlab.experiments.repro.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.FigurePaper;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * Draws a figure's PNG from its CSV only: one line with markers per series, 95% interval bars,
 * paper-like axes, and the paper's published values ({@link Figure#paper}) in the colour of their
 * series: points as crosses without a line, levels as dashed lines. The legend sits beside the
 * plot, never over a point. An interval bar is cut at the bounds of the metric's values ({@link
 * MetricRange}: a utilization above 100% or a time below zero cannot happen, however wide the
 * interval of a few replications), and on a logarithmic axis below the smallest value shown; a cut
 * end carries a light triangle pointing past the bound, explained by a legend entry. A figure from
 * a quick run says so at the end of its title (its points are not the paper's settings); a title
 * too long for the chart is set smaller, then shortened, never cut at both ends.
 */
public final class ChartWriter {
    static {
        // ImageIO would buffer each PNG in a temporary file of its own (in java.io.tmpdir, where a
        // full disk fails apart from the output folder): in memory instead; the bytes are the same
        javax.imageio.ImageIO.setUseCache(false);
    }

    private ChartWriter() {}

    /** What the title of a quick run's figure ends with. */
    static final String QUICK = " (quick run)";

    static final int WIDTH = 1000;

    /** The legend entries of the triangles on cut interval ends. */
    static final String CUT_HIGH = "95% interval cut at the metric's maximum";

    static final String CUT_LOW = "95% interval cut at the metric's minimum";

    static final String CUT_AXIS = "95% interval goes on below the log axis";

    /** Reads {@code csv} and writes {@code png}; {@code mode} marks a quick run's figure. */
    public static void write(Figure figure, String title, Mode mode, Path csv, Path png) throws IOException {
        Map<String, List<FigureCsv.Row>> bySeries = FigureCsv.read(csv);
        XYChart chart = new XYChartBuilder()
                .width(WIDTH)
                .height(560)
                .xAxisTitle(figure.xLabel())
                .yAxisTitle(figure.yLabel())
                .build();
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setPlotBackgroundColor(Color.WHITE)
                .setLegendPosition(Styler.LegendPosition.OutsideE)
                .setLegendBorderColor(Color.LIGHT_GRAY);
        chart.getStyler().setPlotGridLinesColor(new Color(230, 230, 230));
        chart.getStyler().setYAxisLogarithmicDecadeOnly(false);
        chart.getStyler().setYAxisLogarithmic(figure.logY()).setYAxisDecimalPattern("#,##0.###");
        chart.getStyler().setXAxisDecimalPattern("#,##0.##");
        Font legendFont = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
        chart.getStyler().setLegendFont(legendFont);
        var markers = List.of(
                SeriesMarkers.CIRCLE,
                SeriesMarkers.SQUARE,
                SeriesMarkers.DIAMOND,
                SeriesMarkers.TRIANGLE_UP,
                SeriesMarkers.TRIANGLE_DOWN,
                SeriesMarkers.CROSS,
                SeriesMarkers.PLUS,
                SeriesMarkers.OVAL,
                SeriesMarkers.RECTANGLE);
        MetricRange range = drawable(figure, bySeries);
        int i = 0;
        Map<String, Color> colours = new java.util.HashMap<>();
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        List<double[]> cutUp = new java.util.ArrayList<>();
        List<double[]> cutDown = new java.util.ArrayList<>();
        int bars = 0;
        for (Map.Entry<String, List<FigureCsv.Row>> e : bySeries.entrySet()) {
            List<FigureCsv.Row> rows = e.getValue().stream()
                    .filter(r -> !figure.logY() || r.mean() > 0)
                    .toList();
            if (rows.isEmpty()) {
                continue;
            }
            double[] xs = rows.stream().mapToDouble(FigureCsv.Row::x).toArray();
            double[] ys = rows.stream().mapToDouble(FigureCsv.Row::mean).toArray();
            XYSeries s = chart.addSeries(e.getKey(), xs, ys);
            s.setMarker(markers.get(i % markers.size()));
            s.setLineStyle(new BasicStroke(1.6f));
            Color c = PALETTE[i % PALETTE.length];
            s.setLineColor(c);
            s.setMarkerColor(c);
            colours.put(e.getKey(), c);
            // 95% interval bars (none where a point has a single replication), cut at the bounds
            for (FigureCsv.Row r : rows) {
                Bar bar = Bar.of(r, range);
                if (bar == null) {
                    continue;
                }
                double lo = bar.lo();
                double hi = bar.hi();
                if (bar.cutLow()) {
                    cutDown.add(new double[] {r.x(), lo, i});
                }
                if (bar.cutHigh()) {
                    cutUp.add(new double[] {r.x(), hi, i});
                }
                XYSeries b = chart.addSeries(
                        "interval " + bars++ + " of " + e.getKey(), new double[] {r.x(), r.x()}, new double[] {lo, hi});
                b.setShowInLegend(false);
                b.setMarker(SeriesMarkers.NONE);
                b.setLineColor(c);
                b.setLineStyle(new BasicStroke(1.2f));
                minY = Math.min(minY, lo);
                maxY = Math.max(maxY, hi);
            }
            for (int k = 0; k < xs.length; k++) {
                minX = Math.min(minX, xs[k]);
                maxX = Math.max(maxX, xs[k]);
                minY = Math.min(minY, ys[k]);
                maxY = Math.max(maxY, ys[k]);
            }
            i++;
        }
        cuts(chart, cutUp, SeriesMarkers.TRIANGLE_UP, CUT_HIGH);
        cuts(chart, cutDown, SeriesMarkers.TRIANGLE_DOWN, figure.logY() ? CUT_AXIS : CUT_LOW);
        paper(chart, figure, colours, minX, maxX, minY, maxY);
        title(chart, mode == Mode.QUICK ? title + QUICK : title, mode == Mode.QUICK ? QUICK : "", legendFont);
        AtomicFiles.writeBytes(png, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
    }

    /**
     * Sets the title, smaller (down to 10 points) and then with its caption shortened when it is
     * too long: the chart centres it over the plot, which the legend pushes left, so the room
     * is twice the distance from the plot's centre to the chart's left edge. {@code end} (the quick
     * mark) is always kept.
     */
    static void title(XYChart chart, String title, String end, Font legendFont) {
        double legend = 0;
        for (XYSeries s : chart.getSeriesCollection()) {
            if (s.isShowInLegend()) {
                legend = Math.max(legend, width(s.getName(), legendFont));
            }
        }
        // the y axis and its title on the left, the legend (marker, padding, border) on the right
        double left = 70;
        double right = WIDTH - legend - 75;
        double room = Math.min(left + right, 2 * WIDTH - left - right) - 16;
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, 12);
        for (int size = 11; size >= 10 && width(title, font) > room; size--) {
            font = font.deriveFont((float) size);
        }
        String shown = title;
        String body = title.substring(0, title.length() - end.length());
        while (width(shown, font) > room && body.length() > 10) {
            body = body.substring(0, body.length() - 2).strip();
            shown = body + "\u2026" + end;
        }
        chart.setTitle(shown);
        chart.getStyler().setChartTitleFont(font);
    }

    /** The width of {@code text} in {@code font}, in pixels. */
    static double width(String text, Font font) {
        java.awt.image.BufferedImage img =
                new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(
                    java.awt.RenderingHints.KEY_TEXT_ANTIALIASING, java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            return font.getStringBounds(text, g.getFontRenderContext()).getWidth();
        } finally {
            g.dispose();
        }
    }

    /**
     * One 95% interval as drawn: from {@code lo} to {@code hi} at {@code x}, and which ends were
     * cut.
     */
    record Bar(double x, double lo, double hi, boolean cutLow, boolean cutHigh) {
        /** The bar of {@code r} within {@code range}; null when the point has no interval. */
        static Bar of(FigureCsv.Row r, MetricRange range) {
            double half = Double.isNaN(r.ci95()) ? 0 : r.ci95();
            if (!(half > 0)) {
                return null;
            }
            double lo = r.mean() - half;
            double hi = r.mean() + half;
            return new Bar(r.x(), Math.max(lo, range.lo()), Math.min(hi, range.hi()), lo < range.lo(), hi > range.hi());
        }
    }

    /**
     * The values a figure can show: its metric's range at its scale and, on a logarithmic axis,
     * nothing at or below zero: there intervals stop at half the smallest positive value of the
     * figure (a mean or an interval's lower end).
     */
    static MetricRange drawable(Figure figure, Map<String, List<FigureCsv.Row>> bySeries) {
        MetricRange range = MetricRange.of(figure.metric()).scaled(figure.scale());
        if (!figure.logY()) {
            return range;
        }
        double smallest = Double.POSITIVE_INFINITY;
        for (List<FigureCsv.Row> rows : bySeries.values()) {
            for (FigureCsv.Row r : rows) {
                if (r.mean() > 0) {
                    smallest = Math.min(smallest, r.mean());
                    double low = r.mean() - (Double.isNaN(r.ci95()) ? 0 : r.ci95());
                    if (low > 0) {
                        smallest = Math.min(smallest, low);
                    }
                }
            }
        }
        double floor = Double.isFinite(smallest) ? smallest / 2 : Double.MIN_NORMAL;
        return new MetricRange(Math.max(range.lo(), floor), range.hi());
    }

    /**
     * Open triangles on the cut ends of interval bars ({@code x, y, series index} each), pointing
     * past the bound, in the colours of their series; one legend entry for all of them.
     */
    private static void cuts(
            XYChart chart, List<double[]> ends, org.knowm.xchart.style.markers.Marker shape, String name) {
        for (int k = 0; k < ends.size(); k++) {
            double[] e = ends.get(k);
            XYSeries t = chart.addSeries(k == 0 ? name : name + " " + k, new double[] {e[0]}, new double[] {e[1]});
            t.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            t.setMarker(shape);
            Color c = PALETTE[(int) e[2] % PALETTE.length];
            // open: the series colour, lightened, so the triangle reads as "continues" not as a point
            t.setMarkerColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), 170));
            t.setShowInLegend(k == 0);
        }
    }

    /** Series colours, in order (Tableau 10): a paper value takes its series' colour. */
    static final Color[] PALETTE = {
        new Color(31, 119, 180),
        new Color(255, 127, 14),
        new Color(44, 160, 44),
        new Color(214, 39, 40),
        new Color(148, 103, 189),
        new Color(140, 86, 75),
        new Color(227, 119, 194),
        new Color(127, 127, 127),
        new Color(188, 189, 34),
        new Color(23, 190, 207)
    };

    /** Draws the paper's values: crosses per series, dashed lines for levels (black without a series). */
    private static void paper(
            XYChart chart,
            Figure figure,
            Map<String, Color> colours,
            double minX,
            double maxX,
            double minY,
            double maxY) {
        if (figure.paper().isEmpty() || !(maxX >= minX)) {
            return;
        }
        Map<String, List<FigurePaper.Mark>> points = new java.util.LinkedHashMap<>();
        java.util.Set<String> used = new java.util.HashSet<>(colours.keySet());
        for (FigurePaper.Mark m : figure.paper()) {
            Color c = m.series() == null ? Color.BLACK : colours.getOrDefault(m.series(), Color.BLACK);
            String who = m.series() == null ? "" : m.series() + ": ";
            if (m.kind().equals("point")) {
                if (!figure.logY() || m.y() > 0) {
                    points.computeIfAbsent(m.series() == null ? "" : m.series(), k -> new java.util.ArrayList<>())
                            .add(m);
                }
                continue;
            }
            double[] xs;
            double[] ys;
            if (m.kind().equals("hline")) {
                if (figure.logY() && m.y() <= 0) {
                    continue;
                }
                xs = new double[] {minX, maxX};
                ys = new double[] {m.y(), m.y()};
            } else {
                double lo = figure.logY() ? Math.max(minY, Double.MIN_NORMAL) : Math.min(0, minY);
                xs = new double[] {m.y(), m.y()};
                ys = new double[] {lo, maxY};
            }
            String name = uniqueName(used, who + "paper, " + m.label());
            XYSeries s = chart.addSeries(name, xs, ys);
            s.setMarker(SeriesMarkers.NONE);
            s.setLineColor(c);
            s.setLineStyle(
                    new BasicStroke(1.4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        }
        for (Map.Entry<String, List<FigurePaper.Mark>> e : points.entrySet()) {
            double[] xs = e.getValue().stream().mapToDouble(FigurePaper.Mark::x).toArray();
            double[] ys = e.getValue().stream().mapToDouble(FigurePaper.Mark::y).toArray();
            String name = uniqueName(used, (e.getKey().isEmpty() ? "" : e.getKey() + " ") + "(paper)");
            XYSeries s = chart.addSeries(name, xs, ys);
            s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            // a cross in the series colour, over our markers
            s.setMarker(SeriesMarkers.CROSS);
            Color c = colours.getOrDefault(e.getKey(), Color.BLACK);
            s.setMarkerColor(c);
            s.setLineColor(c);
        }
    }

    private static String uniqueName(java.util.Set<String> used, String name) {
        String n = name;
        for (int k = 2; !used.add(n); k++) {
            n = name + " (" + k + ")";
        }
        return n;
    }
}
