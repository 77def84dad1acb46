package org.schedlab.experiments.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.experiments.repro.paper.Sweep;

/** How a command prints its result on stdout: aligned text, one JSON object, or CSV. */
public enum OutputFormat {
    TABLE,
    JSON,
    CSV;

    /**
     * Built on first use: Jackson's start-up is not paid by runs that print a table or CSV, nor by
     * JSON made only of maps, lists, strings, numbers and booleans ({@link PlainJson}).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    /** Renders an ordered map of results (nested maps allowed) in this format. */
    public String render(Map<String, Object> result) {
        return switch (this) {
            case JSON -> json(result);
            case TABLE -> table(result);
            case CSV -> csv(result);
        };
    }

    static String json(Object value) {
        String plain = PlainJson.write(value);
        if (plain != null) {
            return plain;
        }
        try {
            return Json.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render JSON", e);
        }
    }

    private static String table(Map<String, Object> result) {
        List<String[]> rows = new ArrayList<>();
        flatten("", result, rows);
        int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            sb.append(String.format(Locale.ROOT, "%-" + width + "s  %s%n", r[0], r[1]));
        }
        return sb.toString().stripTrailing();
    }

    private static String csv(Map<String, Object> result) {
        List<String[]> rows = new ArrayList<>();
        flatten("", result, rows);
        StringBuilder header = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String[] r : rows) {
            if (header.length() > 0) {
                header.append(',');
                line.append(',');
            }
            header.append(quote(r[0]));
            line.append(quote(r[1]));
        }
        return header + "\n" + line;
    }

    private static String quote(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }

    private static void flatten(String prefix, Map<?, ?> map, List<String[]> rows) {
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = prefix.isEmpty() ? String.valueOf(e.getKey()) : prefix + "." + e.getKey();
            if (e.getValue() instanceof Map<?, ?> nested) {
                flatten(key, nested, rows);
            } else {
                rows.add(new String[] {key, format(e.getValue())});
            }
        }
    }

    /**
     * Refuses a result with a top-level number that is NaN or infinite: a figure that is not
     * defined for the input is an error, never printed as a number.
     *
     * @param source what the result is of (a file, the run), for the message
     * @param because why such a figure can be undefined for this command's inputs
     * @throws org.schedlab.core.spec.BadInputException naming the first such figure
     */
    static void requireFinite(String source, Map<String, Object> result, String because) {
        for (Map.Entry<String, Object> e : result.entrySet()) {
            if (e.getValue() instanceof Double d && !Double.isFinite(d)) {
                throw new org.schedlab.core.spec.BadInputException(
                        source + ": " + e.getKey() + " is not defined (" + because + "); nothing printed");
            }
        }
    }

    /** Numbers in {@link Locale#ROOT}; integral doubles without a fraction. */
    static String format(Object v) {
        return v instanceof Double d ? Sweep.format(d) : String.valueOf(v);
    }
}
