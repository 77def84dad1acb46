package org.schedlab.benchmarks.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.schedlab.mesh.alloc.MeshAllocators;

/**
 * The results of one benchmark method and workload of {@code MeshAllocatorBench}, as a grid
 * allocator x mesh side, with the MPL / busy-list ratio per side and each allocator's growth
 * exponent against the number of processors ({@code side * side}).
 */
final class AllocatorTable {
    private final String method;
    private final String workload;
    private final String unit;
    private final List<Integer> sides;
    private final Map<String, Map<Integer, JmhResult>> cells;

    private AllocatorTable(
            String method,
            String workload,
            String unit,
            List<Integer> sides,
            Map<String, Map<Integer, JmhResult>> cells) {
        this.method = method;
        this.workload = workload;
        this.unit = unit;
        this.sides = sides;
        this.cells = cells;
    }

    /**
     * One table per (method, workload) of the results that carry {@code allocator} and {@code size}
     * params, in order of first appearance; allocators in the registry's order.
     */
    static List<AllocatorTable> of(List<JmhResult> results) {
        Map<String, List<JmhResult>> groups = new LinkedHashMap<>();
        for (JmhResult r : results) {
            if (r.params().containsKey("allocator") && r.params().containsKey("size")) {
                String key = r.method() + "\n" + r.params().getOrDefault("workload", "");
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            }
        }
        List<AllocatorTable> tables = new ArrayList<>();
        for (List<JmhResult> group : groups.values()) {
            TreeSet<Integer> sides = new TreeSet<>();
            Map<String, Map<Integer, JmhResult>> cells = new TreeMap<>(
                    Comparator.comparingInt(AllocatorTable::rank).thenComparing(Comparator.naturalOrder()));
            for (JmhResult r : group) {
                int side = Integer.parseInt(r.params().get("size"));
                sides.add(side);
                cells.computeIfAbsent(r.params().get("allocator"), k -> new TreeMap<>())
                        .put(side, r);
            }
            JmhResult first = group.get(0);
            tables.add(new AllocatorTable(
                    first.method(),
                    first.params().getOrDefault("workload", ""),
                    first.unit(),
                    List.copyOf(sides),
                    cells));
        }
        return tables;
    }

    private static int rank(String allocator) {
        int i = MeshAllocators.names().indexOf(allocator);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    String method() {
        return method;
    }

    String workload() {
        return workload;
    }

    List<Integer> sides() {
        return sides;
    }

    List<String> allocators() {
        return List.copyOf(cells.keySet());
    }

    /** The score, or NaN when not measured. */
    double score(String allocator, int side) {
        JmhResult r = cells.getOrDefault(allocator, Map.of()).get(side);
        return r == null ? Double.NaN : r.score();
    }

    /**
     * Secondary results {@code failed / (failed + allocated)}, or -1 when the cell lacks them.
     */
    double failedShare(String allocator, int side) {
        JmhResult r = cells.getOrDefault(allocator, Map.of()).get(side);
        if (r == null) {
            return -1;
        }
        Double failed = r.secondary().get("failed");
        Double allocated = r.secondary().get("allocated");
        if (failed == null || allocated == null || failed + allocated <= 0) {
            return -1;
        }
        return failed / (failed + allocated);
    }

    /** {@code numerator / denominator} at {@code side}, NaN when either is missing. */
    double ratio(String numerator, String denominator, int side) {
        return score(numerator, side) / score(denominator, side);
    }

    /** Growth exponent of the score against {@code side * side} processors. */
    double exponent(String allocator) {
        double[] x = new double[sides.size()];
        double[] y = new double[sides.size()];
        for (int i = 0; i < sides.size(); i++) {
            x[i] = (double) sides.get(i) * sides.get(i);
            y[i] = score(allocator, sides.get(i));
        }
        return LogLogFit.exponent(x, y);
    }

    /** The table as Markdown: score ± error per cell, then the exponent; then the ratio row. */
    String markdown() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "%s, %s (%s; ± is JMH's 99.9%% error)%n%n",
                method,
                workload.isEmpty() ? "-" : workload,
                unit));
        sb.append("| allocator |");
        for (int side : sides) {
            sb.append(' ').append(side).append('x').append(side).append(" |");
        }
        sb.append(" exponent |\n|---|");
        sb.append("---:|".repeat(sides.size())).append("---:|\n");
        for (Map.Entry<String, Map<Integer, JmhResult>> row : cells.entrySet()) {
            sb.append("| ").append(row.getKey()).append(" |");
            for (int side : sides) {
                JmhResult r = row.getValue().get(side);
                sb.append(' ').append(r == null ? "-" : cell(r)).append(" |");
            }
            sb.append(' ').append(format(exponent(row.getKey()), 2)).append(" |\n");
        }
        if (cells.containsKey(MeshAllocators.MPL) && cells.containsKey(MeshAllocators.BUSY_LIST)) {
            sb.append("| mpl / busy-list |");
            for (int side : sides) {
                sb.append(' ')
                        .append(format(ratio(MeshAllocators.MPL, MeshAllocators.BUSY_LIST, side), 2))
                        .append(" |");
            }
            sb.append(" |\n");
        }
        return sb.toString();
    }

    private static String cell(JmhResult r) {
        int digits = r.score() >= 100 ? 0 : 1;
        return Double.isNaN(r.error())
                ? format(r.score(), digits)
                : format(r.score(), digits) + " ± " + format(r.error(), digits);
    }

    static String format(double v, int digits) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%." + digits + "f", v);
    }
}
