package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;

/** A figure's PNG: interval bars cut at the metric's bounds, the quick mark, titles that fit. */
class ChartWriterTest {
    @TempDir
    Path dir;

    private static Figure figure(String metric, double scale, boolean logY) {
        return new Figure("figA", "a figure", "s", metric, "x", "y", scale, logY, List.of(), List.of());
    }

    private static FigureCsv.Row row(double x, double mean, double ci) {
        return new FigureCsv.Row("A", x, mean, ci, 2, "fixed", 0);
    }

    @Test
    void metricsAreBoundedByWhatARunCanGive() {
        assertThat(MetricRange.of("utilization")).isEqualTo(new MetricRange(0, 1));
        assertThat(MetricRange.of("utilization").scaled(100)).isEqualTo(new MetricRange(0, 100));
        assertThat(MetricRange.of("meanBoundedSlowdown").lo()).isEqualTo(1);
        for (String m : List.of("meanWait", "maxWait", "meanTurnaroundSmall", "allocateNanos", "slotsMean", "jobs")) {
            assertThat(MetricRange.of(m)).as(m).isEqualTo(new MetricRange(0, Double.POSITIVE_INFINITY));
        }
        // the queue's growth per arrival is a slope: it can be negative
        assertThat(MetricRange.of("queueGrowth").lo()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(MetricRange.of("no-such-metric").hi()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void intervalsAreCutAtTheMetricsBoundsAndSaySo() {
        MetricRange percent = ChartWriter.drawable(figure("utilization", 100, false), Map.of());
        assertThat(ChartWriter.Bar.of(row(2.5, 61.6, 47.0), percent))
                .isEqualTo(new ChartWriter.Bar(2.5, 61.6 - 47.0, 100, false, true));
        MetricRange times = ChartWriter.drawable(figure("meanWait", 1, false), Map.of());
        assertThat(ChartWriter.Bar.of(row(1, 2, 5), times)).isEqualTo(new ChartWriter.Bar(1, 0, 7, true, false));
        assertThat(ChartWriter.Bar.of(row(1, 2, 1), times)).isEqualTo(new ChartWriter.Bar(1, 1, 3, false, false));
        // a single replication: no interval, no bar
        assertThat(ChartWriter.Bar.of(row(1, 2, Double.NaN), times)).isNull();
        // on a log axis, nothing at or below zero: the bar stops at half the smallest positive value
        Map<String, List<FigureCsv.Row>> rows = Map.of("A", List.of(row(1, 4, 1), row(2, 10, 30)));
        MetricRange log = ChartWriter.drawable(figure("meanWait", 1, true), rows);
        assertThat(log.lo()).isEqualTo(1.5);
        assertThat(ChartWriter.Bar.of(row(2, 10, 30), log)).isEqualTo(new ChartWriter.Bar(2, 1.5, 40, true, false));
    }

    @Test
    void aQuickRunsFigureSaysSoEvenWhenItsTitleIsShortened() throws IOException {
        String caption = "figA: " + "a caption far too long for one line of the chart's title ".repeat(4);
        XYChart chart =
                new XYChartBuilder().width(ChartWriter.WIDTH).height(560).build();
        chart.addSeries("A", new double[] {1, 2}, new double[] {1, 2});
        ChartWriter.title(
                chart, caption + ChartWriter.QUICK, ChartWriter.QUICK, new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        assertThat(chart.getTitle()).startsWith("figA: a caption").endsWith("\u2026" + ChartWriter.QUICK);
        assertThat(ChartWriter.width(chart.getTitle(), chart.getStyler().getChartTitleFont()))
                .isLessThan(ChartWriter.WIDTH - 24);
        // a short title is kept whole
        ChartWriter.title(
                chart, "figA: short" + ChartWriter.QUICK, ChartWriter.QUICK, new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        assertThat(chart.getTitle()).isEqualTo("figA: short (quick run)");
        // the PNG of a quick run and of a full one differ (the title), both readable images
        Path csv = dir.resolve("figA.csv");
        Files.writeString(
                csv,
                "series,x,metric,unit,mean,ci95,replications,stop,ruleRelError\n"
                        + "A,1,utilizationPercent,percent,60,50,2,fixed,0.8\nA,2,utilizationPercent,percent,80,5,2,fixed,0.06\n");
        Figure f = figure("utilization", 100, false);
        ChartWriter.write(f, "figA: utilization", Mode.QUICK, csv, dir.resolve("quick.png"));
        ChartWriter.write(f, "figA: utilization", Mode.FULL, csv, dir.resolve("full.png"));
        assertThat(ImageIO.read(dir.resolve("quick.png").toFile()).getWidth()).isEqualTo(ChartWriter.WIDTH);
        assertThat(Files.readAllBytes(dir.resolve("quick.png")))
                .isNotEqualTo(Files.readAllBytes(dir.resolve("full.png")));
    }
}
