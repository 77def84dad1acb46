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
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * Draws a figure's PNG from its CSV only: one line with markers per series, 95% interval bars,
 * paper-like axes, and the paper's published values ({@link Figure#paper}) in the colour of their
 * series: points as crosses without a line, levels as dashed lines.
 */
public final class ChartWriter {
    private ChartWriter() {}

    /** Reads {@code csv} and writes {@code png}. */
    public static void write(Figure figure, String title, Path csv, Path png) throws IOException {
        Map<String, List<FigureCsv.Row>> bySeries = FigureCsv.read(csv);
        XYChart chart = new XYChartBuilder()
                .width(800)
                .height(560)
                .title(title)
                .xAxisTitle(figure.xLabel())
                .yAxisTitle(figure.yLabel())
                .build();
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setPlotBackgroundColor(Color.WHITE)
                .setLegendPosition(Styler.LegendPosition.InsideNW)
                .setLegendBorderColor(Color.LIGHT_GRAY);
        chart.getStyler().setPlotGridLinesColor(new Color(230, 230, 230));
        chart.getStyler().setYAxisLogarithmicDecadeOnly(false);
        chart.getStyler().setYAxisLogarithmic(figure.logY()).setYAxisDecimalPattern("#,##0.###");
        chart.getStyler().setXAxisDecimalPattern("#,##0.##");
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        chart.getStyler().setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
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
        int i = 0;
        Map<String, Color> colours = new java.util.HashMap<>();
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (Map.Entry<String, List<FigureCsv.Row>> e : bySeries.entrySet()) {
            List<FigureCsv.Row> rows = e.getValue().stream()
                    .filter(r -> !figure.logY() || r.mean() > 0)
                    .toList();
            if (rows.isEmpty()) {
                continue;
            }
            double[] xs = rows.stream().mapToDouble(FigureCsv.Row::x).toArray();
            double[] ys = rows.stream().mapToDouble(FigureCsv.Row::mean).toArray();
            // 95% interval bars (none where a point has a single replication); on a log axis a bar
            // reaching zero or below cannot be drawn, so that series is drawn without bars.
            double[] bars = rows.stream()
                    .mapToDouble(r -> Double.isNaN(r.ci95()) ? 0 : r.ci95())
                    .toArray();
            boolean drawable = true;
            for (int k = 0; k < ys.length; k++) {
                drawable &= !figure.logY() || ys[k] - bars[k] > 0;
            }
            XYSeries s = drawable ? chart.addSeries(e.getKey(), xs, ys, bars) : chart.addSeries(e.getKey(), xs, ys);
            s.setMarker(markers.get(i % markers.size()));
            s.setLineStyle(new BasicStroke(1.6f));
            Color c = PALETTE[i % PALETTE.length];
            s.setLineColor(c);
            s.setMarkerColor(c);
            colours.put(e.getKey(), c);
            for (int k = 0; k < xs.length; k++) {
                minX = Math.min(minX, xs[k]);
                maxX = Math.max(maxX, xs[k]);
                minY = Math.min(minY, ys[k]);
                maxY = Math.max(maxY, ys[k]);
            }
            i++;
        }
        paper(chart, figure, colours, minX, maxX, minY, maxY);
        AtomicFiles.writeBytes(png, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
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
