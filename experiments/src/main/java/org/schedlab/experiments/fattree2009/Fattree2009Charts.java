package org.schedlab.experiments.fattree2009;

import java.awt.Color;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/** Draws one of Figs. 4-7 from its CSV ({@code series,x,value}) only, with a log-scale y axis as in the paper. */
final class Fattree2009Charts {
    private Fattree2009Charts() {}

    static void write(Path csv, Path png, String title) throws IOException {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            double y = Double.parseDouble(f[2]);
            if (y > 0) {
                series.computeIfAbsent(f[0], k -> new ArrayList<>()).add(new double[] {Double.parseDouble(f[1]), y});
            }
        }
        XYChart chart = new XYChartBuilder()
                .width(800)
                .height(560)
                .title(title)
                .xAxisTitle("speed-up [%]")
                .yAxisTitle("seconds (log scale)")
                .build();
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setPlotBackgroundColor(Color.WHITE)
                .setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setYAxisLogarithmic(true).setYAxisDecimalPattern("#,##0");
        for (Map.Entry<String, List<double[]>> e : series.entrySet()) {
            chart.addSeries(
                    e.getKey(),
                    e.getValue().stream().mapToDouble(p -> p[0]).toArray(),
                    e.getValue().stream().mapToDouble(p -> p[1]).toArray());
        }
        BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    }
}
