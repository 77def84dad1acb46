package org.schedlab.benchmarks.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * Turns a JMH JSON result file into Markdown tables on standard output and, for {@code
 * MeshAllocatorBench} results, a log-log PNG chart of cost against processors, one line per
 * allocator.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar org.schedlab.benchmarks.report.BenchReport results.json [out.png]
 * }</pre>
 *
 * <p>Several JSON files (for example two runs over different mesh sizes) are read as one.
 *
 * <p>Tables: for each mesh benchmark method and workload, the score by allocator and mesh side with
 * the growth exponent of each allocator's cost against {@code side * side} (least squares on
 * log-log) and the MPL / busy-list ratio per side; the failed-allocation share of {@code
 * allocateAndRelease}; and every other benchmark as one row per parameter set with its secondary
 * results. The chart shows {@code allocateAndRelease} (else the first mesh method found); with
 * several workloads, one PNG per workload named {@code out-WORKLOAD.png}.
 */
public final class BenchReport {
    /** The method charted when present. */
    static final String CHARTED = "allocateAndRelease";

    private BenchReport() {}

    /**
     * Entry point.
     *
     * @param args {@code RESULTS.json [MORE.json ...] [OUT.png]}
     */
    public static void main(String[] args) throws IOException {
        List<Path> inputs = new ArrayList<>();
        Path chart = null;
        for (String a : args) {
            if (a.toLowerCase(Locale.ROOT).endsWith(".png") && chart == null) {
                chart = Path.of(a);
            } else {
                inputs.add(Path.of(a));
            }
        }
        if (inputs.isEmpty()) {
            System.err.println("usage: BenchReport RESULTS.json [MORE.json ...] [OUT.png]");
            System.exit(2);
        }
        List<JmhResult> results = new ArrayList<>();
        for (Path in : inputs) {
            results.addAll(JmhResult.read(in));
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        out.print(render(results));
        if (chart != null) {
            for (Path p : writeCharts(results, chart)) {
                out.println("chart: " + p);
            }
        }
    }

    /** Every table, as Markdown. */
    static String render(List<JmhResult> results) {
        StringBuilder sb = new StringBuilder();
        List<AllocatorTable> tables = AllocatorTable.of(results);
        for (AllocatorTable t : tables) {
            sb.append(t.markdown()).append('\n');
        }
        sb.append(failures(results));
        String others = others(results);
        if (!others.isEmpty()) {
            sb.append(others);
        }
        return sb.toString();
    }

    /**
     * Share of allocation attempts that found no placement in {@code allocateAndRelease}, as a grid
     * allocator x mesh side per workload.
     */
    private static String failures(List<JmhResult> results) {
        StringBuilder sb = new StringBuilder();
        for (AllocatorTable t : AllocatorTable.of(results)) {
            if (!t.method().equals(CHARTED)
                    || t.failedShare(t.allocators().get(0), t.sides().get(0)) < 0) {
                continue;
            }
            sb.append(String.format(
                    Locale.ROOT, "failed allocations, %s (%% of attempts in %s)%n%n", t.workload(), CHARTED));
            sb.append("| allocator |");
            for (int side : t.sides()) {
                sb.append(' ').append(side).append('x').append(side).append(" |");
            }
            sb.append("\n|---|").append("---:|".repeat(t.sides().size())).append('\n');
            for (String allocator : t.allocators()) {
                sb.append("| ").append(allocator).append(" |");
                for (int side : t.sides()) {
                    double share = t.failedShare(allocator, side);
                    sb.append(' ')
                            .append(share < 0 ? "-" : AllocatorTable.format(100 * share, 2))
                            .append(" |");
                }
                sb.append('\n');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Results without an allocator x size grid, one row each. */
    private static String others(List<JmhResult> results) {
        StringBuilder sb = new StringBuilder();
        for (JmhResult r : results) {
            if (r.params().containsKey("allocator") && r.params().containsKey("size")) {
                continue;
            }
            if (sb.length() == 0) {
                sb.append("| benchmark | params | score | unit | secondary |\n|---|---|---:|---|---|\n");
            }
            StringBuilder secondary = new StringBuilder();
            for (Map.Entry<String, Double> e : new TreeMap<>(r.secondary()).entrySet()) {
                secondary
                        .append(secondary.length() == 0 ? "" : ", ")
                        .append(e.getKey())
                        .append(' ')
                        .append(AllocatorTable.format(e.getValue(), 1));
            }
            sb.append(String.format(
                    Locale.ROOT,
                    "| %s.%s | %s | %s ± %s | %s | %s |%n",
                    r.className(),
                    r.method(),
                    new TreeMap<>(r.params()).toString().replace('|', '/'),
                    AllocatorTable.format(r.score(), 3),
                    AllocatorTable.format(r.error(), 3),
                    r.unit(),
                    secondary));
        }
        return sb.toString();
    }

    /**
     * Writes the log-log chart(s) for the mesh results.
     *
     * @return the files written (none when there are no mesh results)
     */
    static List<Path> writeCharts(List<JmhResult> results, Path out) throws IOException {
        List<AllocatorTable> tables = AllocatorTable.of(results);
        String method = tables.stream().anyMatch(t -> t.method().equals(CHARTED))
                ? CHARTED
                : tables.isEmpty() ? "" : tables.get(0).method();
        List<AllocatorTable> charted = new ArrayList<>();
        for (AllocatorTable t : tables) {
            if (t.method().equals(method)) {
                charted.add(t);
            }
        }
        List<Path> written = new ArrayList<>();
        for (AllocatorTable t : charted) {
            Path file = charted.size() == 1 ? out : suffixed(out, t.workload());
            try (OutputStream os = Files.newOutputStream(file)) {
                BitmapEncoder.saveBitmap(chart(t), os, BitmapEncoder.BitmapFormat.PNG);
            }
            written.add(file);
        }
        return written;
    }

    private static XYChart chart(AllocatorTable t) {
        XYChart chart = new XYChartBuilder()
                .width(800)
                .height(560)
                .title(t.method() + (t.workload().isEmpty() ? "" : " (" + t.workload() + ")"))
                .xAxisTitle("processors (mesh side squared)")
                .yAxisTitle("ns per operation")
                .build();
        chart.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(true);
        for (String allocator : t.allocators()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (int side : t.sides()) {
                double s = t.score(allocator, side);
                if (s > 0) {
                    x.add((double) side * side);
                    y.add(s);
                }
            }
            if (!x.isEmpty()) {
                chart.addSeries(allocator, x, y);
            }
        }
        return chart;
    }

    private static Path suffixed(Path out, String workload) {
        String name = out.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot < 0 ? name : name.substring(0, dot);
        String ext = dot < 0 ? ".png" : name.substring(dot);
        return out.resolveSibling(stem + "-" + workload + ext);
    }
}
