package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The three renderings of a result: nested keys joined with dots, CSV fields quoted as RFC 4180 wants. */
class OutputFormatTest {
    private static Map<String, Object> result() {
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("b", 2.5);
        nested.put("c", "x,y");
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("a", 1.0);
        r.put("n", nested);
        r.put("quote", "say \"hi\"");
        r.put("lines", "one\ntwo");
        r.put("plain", "z");
        return r;
    }

    @Test
    void csvQuotesFieldsWithCommasQuotesOrLineBreaks() {
        assertThat(OutputFormat.CSV.render(result()))
                .isEqualTo("a,n.b,n.c,quote,lines,plain\n1,2.5,\"x,y\",\"say \"\"hi\"\"\",\"one\ntwo\",z");
    }

    @Test
    void aTableAlignsTheValues() {
        assertThat(OutputFormat.TABLE.render(result()).lines())
                .startsWith("a      1", "n.b    2.5", "n.c    x,y", "quote  say \"hi\"");
    }
}
