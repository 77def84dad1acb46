package org.schedlab.experiments.repro;

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

/**
 * Draws a figure's PNG from its CSV only: one line with markers per series, 95% interval bars,
 * paper-like axes.
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
            i++;
        }
        AtomicFiles.writeBytes(png, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
    }
}
