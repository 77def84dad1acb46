package org.schedlab.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One entry of a JMH JSON result file ({@code -rf json}).
 *
 * @param benchmark the full benchmark name, e.g. {@code org...MeshAllocatorBench.allocate}
 * @param mode JMH mode, e.g. {@code avgt}
 * @param params the {@code @Param} values
 * @param score the primary score
 * @param error the primary score's 99.9% error half-width (NaN when JMH had too few iterations)
 * @param unit the primary score's unit, e.g. {@code ns/op}
 * @param secondary secondary scores by name (e.g. {@code failed})
 */
record JmhResult(
        String benchmark,
        String mode,
        Map<String, String> params,
        double score,
        double error,
        String unit,
        Map<String, Double> secondary) {
    JmhResult {
        params = Map.copyOf(params);
        secondary = Map.copyOf(secondary);
    }

    /** The benchmark class's simple name, e.g. {@code MeshAllocatorBench}. */
    String className() {
        String[] parts = benchmark.split("\\.");
        return parts.length >= 2 ? parts[parts.length - 2] : benchmark;
    }

    /** The benchmark method, e.g. {@code allocate}. */
    String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** Reads every entry of a JMH JSON file. */
    static List<JmhResult> read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        if (root == null || !root.isArray()) {
            throw new IOException(file + " is not a JMH JSON result file (expected a JSON array)");
        }
        List<JmhResult> out = new ArrayList<>();
        for (JsonNode n : root) {
            Map<String, String> params = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = n.path("params").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                params.put(e.getKey(), e.getValue().asText());
            }
            Map<String, Double> secondary = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it =
                            n.path("secondaryMetrics").fields();
                    it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                secondary.put(e.getKey(), number(e.getValue().path("score")));
            }
            JsonNode primary = n.path("primaryMetric");
            out.add(new JmhResult(
                    n.path("benchmark").asText(),
                    n.path("mode").asText(),
                    params,
                    number(primary.path("score")),
                    number(primary.path("scoreError")),
                    primary.path("scoreUnit").asText(),
                    secondary));
        }
        return out;
    }

    /** JMH writes "NaN" as a string when it has no error estimate. */
    private static double number(JsonNode n) {
        if (n.isNumber()) {
            return n.asDouble();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
