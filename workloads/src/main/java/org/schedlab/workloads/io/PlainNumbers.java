package org.schedlab.workloads.io;

import java.math.BigDecimal;

/**
 * Number text for workload files. Integral values print without a decimal point ({@code 42}, not
 * {@code 42.0}); others print in plain notation with the shortest digits that read back to the
 * same {@code double} (never an exponent). Parsing accepts only plain decimal numbers: no {@code
 * NaN}, no {@code Infinity}, no hexadecimal, no Java type suffixes.
 */
public final class PlainNumbers {
    private PlainNumbers() {}

    /** Formats a finite value; see the class comment. */
    public static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /**
     * Parses a plain decimal number, or returns NaN when {@code text} is not one (the caller names
     * the file, line and field in its message).
     */
    public static double parse(String text) {
        if (!isPlainDecimal(text)) {
            return Double.NaN;
        }
        double v = Double.parseDouble(text);
        // -0 reads back as 0 so that records compare equal after a round trip
        return Double.isInfinite(v) ? Double.NaN : v + 0.0;
    }

    /**
     * Parses a plain integer (a decimal with a zero fraction such as {@code 4.0} is accepted), or
     * returns {@code null} when {@code text} is not an integer that fits in an {@code int}.
     */
    public static Integer parseInt(String text) {
        double v = parse(text);
        if (Double.isNaN(v) || v != Math.rint(v) || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            return null;
        }
        return (int) v;
    }

    private static boolean isPlainDecimal(String s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        int digits = 0;
        boolean dot = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (c == '.' && !dot) {
                dot = true;
            } else {
                break;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int expDigits = 0;
            for (; i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9'; i++) {
                expDigits++;
            }
            if (expDigits == 0) {
                return false;
            }
        }
        return i == n;
    }
}
