package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** {@link PlainJson} writes exactly what Jackson's indenting mapper writes, or hands over to it. */
class PlainJsonTest {
    private static final ObjectMapper JACKSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static void sameAsJackson(Object value) throws Exception {
        assertThat(PlainJson.write(value)).isEqualTo(JACKSON.writeValueAsString(value));
    }

    @Test
    void everyKindOfValueIsWrittenAsJacksonWritesIt() throws Exception {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("count", 3L);
        inner.put("none", null);
        inner.put("empty map", Map.of());
        inner.put("empty list", List.of());
        inner.put("flag", true);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("int", 7);
        m.put("long", Long.MIN_VALUE);
        m.put("short", (short) -3);
        m.put("byte", (byte) 9);
        m.put("doubles", List.of(0.0, -0.0, 1.0, 0.1, 1e-7, 1.2345678901234567e20, 3.0e-310, Double.MAX_VALUE));
        m.put("nan", Double.NaN);
        m.put("inf", Double.POSITIVE_INFINITY);
        m.put("-inf", Double.NEGATIVE_INFINITY);
        m.put("float", 0.1f);
        m.put("float nan", Float.NaN);
        m.put(
                "text",
                "quote \" backslash \\ slash / tab \t newline \n return \r bell \u0007 nul \0 "
                        + "backspace \b feed \f unit \u001f del \u007f e-acute \u00e9 snowman \u2603 line \u2028 pair \ud83d\ude00");
        m.put("", "empty key");
        m.put("nested", inner);
        List<Object> mixed = new ArrayList<>();
        mixed.add(inner);
        mixed.add(List.of(1, List.of(2, Map.of("deep", "x"))));
        mixed.add(null);
        m.put("mixed", mixed);
        m.put("sorted", new TreeMap<>(Map.of("b", 2, "a", 1)));
        sameAsJackson(m);
        sameAsJackson(Map.of());
        sameAsJackson(List.of(Map.of("a", 1), Map.of("b", List.of())));
    }

    @Test
    void aSimulationResultIsWrittenAsJacksonWritesIt() throws Exception {
        CliRunner r = CliRunner.run(
                "simulate",
                "--machine",
                "flat:64",
                "--workload",
                "downey",
                "--utilization",
                "0.5",
                "--jobs",
                "200",
                "--format",
                "json");
        assertThat(r.status()).isZero();
        Object parsed = JACKSON.readValue(r.out(), Object.class);
        assertThat(r.out().strip()).isEqualTo(JACKSON.writeValueAsString(parsed));
        assertThat(PlainJson.write(parsed)).isEqualTo(JACKSON.writeValueAsString(parsed));
    }

    @Test
    void otherTypesAreLeftToJackson() {
        assertThat(PlainJson.write(Map.of("a", new StringBuilder("x")))).isNull();
        assertThat(PlainJson.write(Map.of(1, "non-string key"))).isNull();
        assertThat(PlainJson.write(List.of(new java.math.BigDecimal("1.5")))).isNull();
    }
}
