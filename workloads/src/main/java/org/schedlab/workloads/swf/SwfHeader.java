package org.schedlab.workloads.swf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The header comments of an SWF file ({@code ; MaxProcs: 128}) as ordered key/value entries. Keys
 * may repeat ({@code Note}, {@code Queue}); a value spanning several comment lines keeps its lines
 * joined by {@code \n}.
 *
 * @param entries the entries in file order
 */
public record SwfHeader(List<Entry> entries) {
    /** An empty header. */
    public static final SwfHeader EMPTY = new SwfHeader(List.of());

    public SwfHeader {
        entries = List.copyOf(entries);
    }

    /**
     * One header entry.
     *
     * @param key the text before the colon, e.g. {@code MaxProcs}
     * @param value the text after it, trimmed
     */
    public record Entry(String key, String value) {
        public Entry {
            if (key == null || key.isBlank() || key.indexOf(':') >= 0) {
                throw new IllegalArgumentException("bad SWF header key: " + key);
            }
            if (value == null) {
                throw new IllegalArgumentException("null value for SWF header key " + key);
            }
        }
    }

    /** The first value of {@code key}. */
    public Optional<String> value(String key) {
        return entries.stream()
                .filter(e -> e.key().equals(key))
                .map(Entry::value)
                .findFirst();
    }

    /** Every value of {@code key}, in file order. */
    public List<String> values(String key) {
        List<String> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.key().equals(key)) {
                out.add(e.value());
            }
        }
        return out;
    }

    /**
     * The leading integer of the first value of {@code key}: {@code MaxNodes: 400 (48 interactive,
     * ...)} gives 400. Empty when the key is absent or its value does not start with an integer.
     */
    public OptionalInt intValue(String key) {
        Optional<String> v = value(key);
        if (v.isEmpty()) {
            return OptionalInt.empty();
        }
        String s = v.get().strip();
        int end = 0;
        while (end < s.length() && Character.isDigit(s.charAt(end))) {
            end++;
        }
        if (end == 0 || end > 9) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(s.substring(0, end)));
    }

    /** The {@code MaxProcs} entry. */
    public OptionalInt maxProcs() {
        return intValue("MaxProcs");
    }

    /** The {@code MaxNodes} entry. */
    public OptionalInt maxNodes() {
        return intValue("MaxNodes");
    }

    /** The first value of every key, in order of first appearance. */
    public Map<String, String> firstValues() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Entry e : entries) {
            out.putIfAbsent(e.key(), e.value());
        }
        return out;
    }
}
