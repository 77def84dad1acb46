package org.schedlab.schedulers.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonTest {
    @Test
    void readsEveryKindOfValue() {
        Object v = Json.parse(" {\"a\": [1, -2, 3.5, 1e3, true, false, null], \"b\": {\"c\": \"x\\n\\u00e9\\\"\"}} ");
        assertThat(v)
                .isEqualTo(Map.of(
                        "a",
                        java.util.Arrays.asList(1L, -2L, 3.5, 1000.0, true, false, null),
                        "b",
                        Map.of("c", "x\né\"")));
    }

    @Test
    void keepsKeysInOrder() {
        assertThat(List.copyOf(((Map<?, ?>) Json.parse("{\"z\":1,\"a\":2}")).keySet()))
                .isEqualTo(List.of("z", "a"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"s\":[1,]}|malformed JSON at column 9: unexpected ']'",
                "{\"s\":[1]|malformed JSON at column 9: expected '}' before the end of the line",
                "{\"s\" 1}|malformed JSON at column 6: expected ':', found '1'",
                "{s:1}|malformed JSON at column 2: expected a key in quotes",
                "{\"s\":1,\"s\":2}|malformed JSON at column 8: key \"s\" given twice",
                "{\"s\":01}|malformed JSON at column 6: a number does not start with 0",
                "{\"s\":1.}|malformed JSON at column 8: digits expected after the decimal point",
                "{\"s\":tru}|malformed JSON at column 6: unexpected 't'",
                "{} {}|malformed JSON at column 4: unexpected '{' after the value",
                "\"abc|malformed JSON at column 5: unterminated string",
                "\"\\x\"|malformed JSON at column 2: bad escape '\\x'",
                "-|malformed JSON at column 2: a number needs digits",
                "''|malformed JSON at column 1: unexpected end of line",
            })
    void refusesMalformedLinesNamingTheColumn(String line, String message) {
        assertThatThrownBy(() -> Json.parse(line.equals("''") ? "" : line))
                .isInstanceOf(DeciderFailure.class)
                .hasMessage(message);
    }

    @Test
    void numbersComeBackAsTheSameDoubles() {
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < 10_000; i++) {
            double v = switch (i % 4) {
                case 0 -> r.nextDouble() * 1e7;
                case 1 -> Math.rint(r.nextDouble() * 1e9);
                case 2 -> Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL);
                default -> r.nextInt(100) / 8.0;
            };
            StringBuilder b = new StringBuilder();
            Json.appendNumber(b, v);
            Object back = Json.parse(b.toString());
            assertThat(((Number) back).doubleValue()).as(b.toString()).isEqualTo(v);
        }
        StringBuilder b = new StringBuilder();
        Json.appendNumber(b, 3600.0);
        b.append(' ');
        Json.appendNumber(b, -0.0);
        b.append(' ');
        Json.appendNumber(b, 0.1);
        assertThat(b).hasToString("3600 -0.0 0.1");
    }

    @Test
    void timesOfEveryMagnitudeComeBackExactly() {
        SplittableRandom r = new SplittableRandom(53);
        List<String> wrong = new java.util.ArrayList<>();
        java.util.regex.Pattern form = java.util.regex.Pattern.compile("\\d{1,16}(\\.\\d{1,18})?");
        for (int i = 0; i < 500_000; i++) {
            // uniform in the exponent from 2^-1 to 2^53, and the neighbours of integers
            double v = Math.scalb(1 + r.nextDouble(), r.nextInt(-1, 53));
            if (i % 10 == 0) {
                v = Math.nextUp(Math.rint(v));
            } else if (i % 10 == 1) {
                v = Math.nextDown(Math.rint(v) + 1);
            }
            StringBuilder b = new StringBuilder();
            Json.appendNumber(b, v);
            if (Double.parseDouble(b.toString()) != v
                    || (i % 100 == 0 && !form.matcher(b).matches())) {
                wrong.add(b + " for " + v);
            }
        }
        assertThat(wrong).isEmpty();
        StringBuilder b = new StringBuilder();
        Json.appendNumber(b, 10066.250346909384);
        b.append(' ');
        Json.appendNumber(b, 1.5);
        b.append(' ');
        Json.appendNumber(b, 1.0000000000000002);
        assertThat(b.toString()).matches("10066\\.25034690938\\d* 1\\.5 1\\.00000000000000\\d*");
    }

    @Test
    void stringsComeBackAsWritten() {
        for (String s : List.of("", "plain", "quote \" and \\ backslash", "tab\tnewline\n", "\u0001", "é ∞ 日本")) {
            StringBuilder b = new StringBuilder();
            Json.appendString(b, s);
            assertThat(Json.parse(b.toString())).isEqualTo(s);
        }
    }
}
