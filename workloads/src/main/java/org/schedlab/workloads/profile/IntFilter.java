package org.schedlab.workloads.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.schedlab.core.spec.BadInputException;

/**
 * A filter on an integer field such as the SWF partition or queue number: all values, a list of
 * accepted values ({@code 2} or {@code 1,2}), or a list of rejected values ({@code !0}).
 *
 * @param exclude true when {@code values} are rejected, false when they are the only accepted ones
 * @param values the listed values, sorted
 */
public record IntFilter(boolean exclude, List<Integer> values) {
    /** Accepts every value. */
    public static final IntFilter ALL = new IntFilter(true, List.of());

    public IntFilter {
        values = List.copyOf(new TreeSet<>(values));
        if (!exclude && values.isEmpty()) {
            throw new IllegalArgumentException("a filter that accepts nothing");
        }
    }

    /** Accepts exactly {@code value}. */
    public static IntFilter only(int value) {
        return new IntFilter(false, List.of(value));
    }

    /**
     * Whether a record with this field value passes. Read for every record of a trace, three times
     * (partition, queue, status): a loop over the few listed values, where {@code
     * values.contains(value)} would box the value and call {@code equals} on each.
     */
    public boolean accepts(int value) {
        for (int i = 0, n = values.size(); i < n; i++) {
            if (values.get(i) == value) {
                return !exclude;
            }
        }
        return exclude;
    }

    /** Whether this filter accepts everything. */
    public boolean isAll() {
        return exclude && values.isEmpty();
    }

    /**
     * Parses {@code all}, {@code N}, {@code N,M,...} or {@code !N,M,...}; {@code +} may separate
     * values instead of {@code ,}.
     *
     * @throws BadInputException naming {@code key} for any other text
     */
    public static IntFilter parse(String key, String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        if (s.equals("all")) {
            return ALL;
        }
        boolean exclude = s.startsWith("!");
        String body = exclude ? s.substring(1) : s;
        List<Integer> values = new ArrayList<>();
        for (String part : body.split("[,+]", -1)) {
            try {
                values.add(Integer.parseInt(part.strip()));
            } catch (NumberFormatException e) {
                throw new BadInputException("option " + key + "=" + text
                        + ": expected all, an integer list such as 2 or 1,2, or an excluded list such as !0");
            }
        }
        return new IntFilter(exclude, values);
    }

    /** The text {@link #parse} reads back to this filter. */
    @Override
    public String toString() {
        if (isAll()) {
            return "all";
        }
        Set<Integer> set = new TreeSet<>(values);
        return (exclude ? "!" : "") + set.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
