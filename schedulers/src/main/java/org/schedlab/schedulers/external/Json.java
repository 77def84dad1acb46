package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON the protocol needs (RFC 8259), without a library: {@link #parse} reads one value
 * into maps, lists, strings, {@link Long} (an integer written without fraction or exponent),
 * {@link Double}, {@link Boolean} and {@code null}, strictly (no trailing commas, no duplicate keys,
 * nothing after the value); the {@code append} methods write numbers and strings.
 */
final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /**
     * Parses {@code text}, one JSON value.
     *
     * @throws DeciderFailure naming the column of the first error
     */
    static Object parse(String text) {
        Json p = new Json(text);
        p.space();
        Object value = p.value();
        p.space();
        if (p.at < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.at) + "' after the value");
        }
        return value;
    }

    private DeciderFailure error(String what) {
        return new DeciderFailure("malformed JSON at column " + (at + 1) + ": " + what);
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return;
            }
            at++;
        }
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("unexpected end of line");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return word("true", Boolean.TRUE);
            case 'f':
                return word("false", Boolean.FALSE);
            case 'n':
                return word("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected '" + c + "'");
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("unexpected '" + text.charAt(at) + "'");
        }
        at += word.length();
        return value;
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == '}') {
            at++;
            return map;
        }
        while (true) {
            space();
            if (at >= text.length() || text.charAt(at) != '"') {
                throw error("expected a key in quotes");
            }
            int keyAt = at;
            String key = string();
            space();
            expect(':');
            space();
            Object v = value();
            if (map.containsKey(key)) {
                at = keyAt;
                throw error("key \"" + key + "\" given twice");
            }
            map.put(key, v);
            space();
            if (at < text.length() && text.charAt(at) == ',') {
                at++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == ']') {
            at++;
            return list;
        }
        while (true) {
            space();
            list.add(value());
            space();
            if (at < text.length() && text.charAt(at) == ',') {
                at++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private void expect(char c) {
        if (at >= text.length()) {
            throw error("expected '" + c + "' before the end of the line");
        }
        if (text.charAt(at) != c) {
            throw error("expected '" + c + "', found '" + text.charAt(at) + "'");
        }
        at++;
    }

    private String string() {
        at++; // the opening quote
        StringBuilder b = null;
        int from = at;
        while (true) {
            if (at >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(at);
            if (c == '"') {
                String s = b == null
                        ? text.substring(from, at)
                        : b.append(text, from, at).toString();
                at++;
                return s;
            }
            if (c < 0x20) {
                throw error("control character in a string");
            }
            if (c != '\\') {
                at++;
                continue;
            }
            if (b == null) {
                b = new StringBuilder();
            }
            b.append(text, from, at);
            if (++at >= text.length()) {
                throw error("unterminated string");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> b.append(e);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    try {
                        b.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    at += 4;
                }
                default -> {
                    at -= 2;
                    throw error("bad escape '\\" + e + "'");
                }
            }
            from = at;
        }
    }

    private Object number() {
        int from = at;
        if (text.charAt(at) == '-') {
            at++;
        }
        int digits = digits();
        if (digits == 0) {
            throw error("a number needs digits");
        }
        if (digits > 1 && text.charAt(at - digits) == '0') {
            at -= digits;
            throw error("a number does not start with 0");
        }
        boolean integral = true;
        if (at < text.length() && text.charAt(at) == '.') {
            at++;
            integral = false;
            if (digits() == 0) {
                throw error("digits expected after the decimal point");
            }
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            at++;
            integral = false;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
                at++;
            }
            if (digits() == 0) {
                throw error("digits expected in the exponent");
            }
        }
        String s = text.substring(from, at);
        if (integral && at - from <= 18) {
            return Long.parseLong(s);
        }
        return Double.parseDouble(s);
    }

    private int digits() {
        int n = 0;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
            n++;
        }
        return n;
    }

    /** {@code 10^d} for {@code d} in 0 to 18. */
    private static final long[] POW10 = new long[19];

    /**
     * For a double in [1, 2^53) with {@code s} bits after the binary point: the decimals that put a
     * rounded decimal within an eighth of its last bit, {@code 10^d >= 4 * 2^s}.
     */
    private static final int[] DECIMALS = new int[53];

    static {
        POW10[0] = 1;
        for (int d = 1; d < POW10.length; d++) {
            POW10[d] = POW10[d - 1] * 10;
        }
        for (int bits = 1; bits < DECIMALS.length; bits++) {
            int d = 0;
            while (d < 18 && POW10[d] < 4L << bits) {
                d++;
            }
            DECIMALS[bits] = d;
        }
    }

    /**
     * Appends {@code v} so that reading it back gives the same double: an integral value below
     * 2^53 without a decimal point (the common case of trace times); another value in [1, 2^53)
     * as its integer part and enough decimals to land within an eighth of a unit in the last
     * place (closer than half the gap to either neighbour, also below a power of two, so it reads
     * back as {@code v}; it may have a few digits more than the shortest form, and costs a
     * fraction of {@link Double#toString}, in which a million-job run would otherwise spend about a
     * second); anything else as {@link Double#toString} (valid JSON; NaN and infinities never reach
     * here).
     */
    static void appendNumber(StringBuilder b, double v) {
        if (v == (long) v && Math.abs(v) < 0x1p53 && !(v == 0 && Double.doubleToRawLongBits(v) != 0)) {
            b.append((long) v);
            return;
        }
        if (v >= 1 && v < 0x1p53) {
            long bits = Double.doubleToRawLongBits(v);
            int fractionBits = 1075 - (int) (bits >>> 52); // v = m / 2^fractionBits, 1 to 52 here
            long m = (bits & ((1L << 52) - 1)) | (1L << 52);
            long integer = m >>> fractionBits;
            long fraction = m & ((1L << fractionBits) - 1);
            int d = DECIMALS[fractionBits];
            // digits = round(fraction * 10^d / 2^fractionBits), the product in 128 bits
            long hi = Math.multiplyHigh(fraction, POW10[d]);
            long lo = fraction * POW10[d];
            long digits = (hi << (64 - fractionBits)) | (lo >>> fractionBits);
            if (((lo >>> (fractionBits - 1)) & 1) != 0) {
                digits++;
            }
            if (digits > 0 && digits < POW10[d]) {
                while (digits % 10 == 0) { // trailing zeros of the d decimals
                    digits /= 10;
                    d--;
                }
                b.append(integer).append('.');
                int at = b.length();
                b.setLength(at + d);
                for (int i = at + d - 1; i >= at; i--) { // the d decimals, leading zeros included
                    b.setCharAt(i, (char) ('0' + digits % 10));
                    digits /= 10;
                }
                return;
            }
        }
        b.append(v);
    }

    /** Appends {@code s} as a JSON string. */
    static void appendString(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
