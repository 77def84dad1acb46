package org.schedlab.experiments.cli;

import java.util.Collection;
import java.util.Map;

/**
 * Writes the values a command prints (maps with string keys, collections, strings, numbers,
 * booleans, null) as JSON text, character for character as Jackson's {@code ObjectMapper} with
 * {@code INDENT_OUTPUT} does (its default pretty printer: two spaces per level, {@code " : "}
 * after a name, arrays on one line as {@code [ a, b ]}, empty ones as {@code { }} and {@code [ ]};
 * doubles by {@link Double#toString}, NaN and the infinities as strings; control characters
 * escaped, the rest as is). Building Jackson's mapper costs more than a short simulation, so a
 * command that prints only such values does without it; any other type makes {@link #write}
 * return {@code null} and the caller falls back to Jackson. {@code PlainJsonTest} compares the
 * two on every kind of value written here.
 */
final class PlainJson {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PlainJson() {}

    /** The JSON text of {@code value}, or {@code null} when it holds a type not written here. */
    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        return append(sb, value, 0) ? sb.toString() : null;
    }

    private static boolean append(StringBuilder sb, Object v, int level) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String s) {
            string(sb, s);
        } else if (v instanceof Boolean
                || v instanceof Integer
                || v instanceof Long
                || v instanceof Short
                || v instanceof Byte) {
            sb.append(v);
        } else if (v instanceof Double d) {
            if (d.isNaN() || d.isInfinite()) {
                string(sb, d.toString());
            } else {
                sb.append(d.doubleValue());
            }
        } else if (v instanceof Float f) {
            if (f.isNaN() || f.isInfinite()) {
                string(sb, f.toString());
            } else {
                sb.append(f.floatValue());
            }
        } else if (v instanceof Map<?, ?> m) {
            return object(sb, m, level);
        } else if (v instanceof Collection<?> c) {
            return array(sb, c, level);
        } else {
            return false;
        }
        return true;
    }

    private static boolean object(StringBuilder sb, Map<?, ?> m, int level) {
        if (m.isEmpty()) {
            sb.append("{ }");
            return true;
        }
        sb.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getKey() instanceof String key)) {
                return false;
            }
            if (!first) {
                sb.append(',');
            }
            first = false;
            newline(sb, level + 1);
            string(sb, key);
            sb.append(" : ");
            if (!append(sb, e.getValue(), level + 1)) {
                return false;
            }
        }
        newline(sb, level);
        sb.append('}');
        return true;
    }

    private static boolean array(StringBuilder sb, Collection<?> c, int level) {
        if (c.isEmpty()) {
            sb.append("[ ]");
            return true;
        }
        sb.append("[ ");
        boolean first = true;
        for (Object o : c) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            // arrays are written on one line: they add no indentation level
            if (!append(sb, o, level)) {
                return false;
            }
        }
        sb.append(" ]");
        return true;
    }

    private static void newline(StringBuilder sb, int level) {
        sb.append(System.lineSeparator());
        for (int i = 0; i < level; i++) {
            sb.append("  ");
        }
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20) {
                        sb.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 15]);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
