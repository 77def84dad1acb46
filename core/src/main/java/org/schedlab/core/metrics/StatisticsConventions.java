package org.schedlab.core.metrics;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.spec.BadInputException;

/**
 * Which ended jobs a run's statistics count, and where its tail begins: the conventions of
 * {@link ConventionStatistics}, written {@code key=value} joined by {@code :} (an empty text is
 * every option at its default: every job counted).
 *
 * <ul>
 *   <li>{@code trim=P}: the warm-up, the first {@code P} percent of the jobs by end time (as pyss
 *       walks them, see {@link ConventionStatistics}), is not counted. Default 0.
 *   <li>{@code late=drop|keep}: whether jobs that end after the last submission are dropped (the
 *       cool-down of a trace). Default keep.
 *   <li>{@code unit=drop|keep}: whether jobs of one processor estimated at 1 s are dropped. Default
 *       keep.
 *   <li>{@code tail=B}: the bounded slowdown from which a job is in the tail. Default 3.
 *   <li>{@code worst=P}: the percent of counted jobs whose mean slowdown and mean bounded slowdown
 *       are the "worst" figures. Default 10.
 * </ul>
 *
 * pyss (the HUJI simulator, {@code src/schedulers/simulator.py}, {@code print_statistics}) counts
 * by {@code trim=1:late=drop:unit=drop}, and its tail is {@code tail=3}: the warm-up and cool-down
 * rules of Feitelson's workload-modelling practice, and the tail of Tsafrir, Etsion and Feitelson,
 * IEEE TPDS 18(6), 2007.
 *
 * @param trimPercent the warm-up in percent of the jobs, in {@code [0, 100)}
 * @param dropLate whether jobs ending after the last submission are dropped
 * @param dropUnit whether one-processor jobs estimated at 1 s are dropped
 * @param tail the bounded slowdown from which a job is in the tail ({@code >= 1})
 * @param worstPercent the percent of the worst jobs, in {@code (0, 100]}
 */
public record StatisticsConventions(
        double trimPercent, boolean dropLate, boolean dropUnit, double tail, double worstPercent) {
    /** Every job counted, tail from bounded slowdown 3, worst 10%. */
    public static final StatisticsConventions DEFAULT = new StatisticsConventions(0, false, false, 3, 10);

    public StatisticsConventions {
        if (!(trimPercent >= 0 && trimPercent < 100)) {
            throw new IllegalArgumentException("trim must be in [0, 100): " + trimPercent);
        }
        if (!(tail >= 1 && tail < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("tail must be a number >= 1: " + tail);
        }
        if (!(worstPercent > 0 && worstPercent <= 100)) {
            throw new IllegalArgumentException("worst must be in (0, 100]: " + worstPercent);
        }
    }

    /**
     * The conventions of {@code text} ({@code key=value} joined by {@code :}; empty for {@link
     * #DEFAULT}).
     *
     * @throws BadInputException naming {@code option}, for an unknown key, a key given twice or a bad
     *     value
     */
    public static StatisticsConventions parse(String option, String text) {
        Map<String, String> given = new LinkedHashMap<>();
        if (!text.isBlank()) {
            for (String part : text.strip().split(":", -1)) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw bad(option, text, "'" + part + "' is not key=value");
                }
                String key = part.substring(0, eq);
                if (!java.util.List.of("trim", "late", "unit", "tail", "worst").contains(key)) {
                    throw bad(option, text, "unknown key '" + key + "'");
                }
                if (given.put(key, part.substring(eq + 1)) != null) {
                    throw bad(option, text, "'" + key + "' given twice");
                }
            }
        }
        double trim = number(option, text, given, "trim", DEFAULT.trimPercent);
        double tail = number(option, text, given, "tail", DEFAULT.tail);
        double worst = number(option, text, given, "worst", DEFAULT.worstPercent);
        if (!(trim >= 0 && trim < 100)) {
            throw bad(option, text, "trim must be a percent in [0, 100), got " + given.get("trim"));
        }
        if (!(tail >= 1 && tail < Double.POSITIVE_INFINITY)) {
            throw bad(option, text, "tail must be a bounded slowdown >= 1, got " + given.get("tail"));
        }
        if (!(worst > 0 && worst <= 100)) {
            throw bad(option, text, "worst must be a percent in (0, 100], got " + given.get("worst"));
        }
        return new StatisticsConventions(
                trim, dropOrKeep(option, text, given, "late"), dropOrKeep(option, text, given, "unit"), tail, worst);
    }

    /** The conventions as {@code parse} reads them, every key written. */
    public String spelling() {
        return "trim=" + plain(trimPercent) + ":late=" + (dropLate ? "drop" : "keep") + ":unit="
                + (dropUnit ? "drop" : "keep") + ":tail=" + plain(tail) + ":worst=" + plain(worstPercent);
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static double number(String option, String text, Map<String, String> given, String key, double otherwise) {
        String v = given.get(key);
        if (v == null) {
            return otherwise;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw bad(option, text, key + " must be a number, got '" + v + "'");
        }
    }

    private static boolean dropOrKeep(String option, String text, Map<String, String> given, String key) {
        String v = given.getOrDefault(key, "keep");
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "drop" -> true;
            case "keep" -> false;
            default -> throw bad(option, text, key + " must be drop or keep, got '" + v + "'");
        };
    }

    private static BadInputException bad(String option, String text, String why) {
        return new BadInputException(option + " '" + text + "': " + why
                + " (expected key=value joined by ':', keys trim=PERCENT, late=drop|keep, unit=drop|keep,"
                + " tail=BSLD, worst=PERCENT)");
    }
}
