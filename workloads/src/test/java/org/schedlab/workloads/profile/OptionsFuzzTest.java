package org.schedlab.workloads.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.schedlab.core.fuzz.Fuzzer;
import org.schedlab.core.fuzz.MessageRule;

/**
 * Fuzzing corpus for the convention options (issue 13): {@code key=value} maps for {@link
 * ConventionProfile#fromOptions} and filter texts for {@link IntFilter#parse}. Every input must give
 * a profile that reads back to itself, or be refused with a message naming the option.
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES) // a hang guard only: the inputs bound the work
class OptionsFuzzTest {
    @Test
    void conventionOptionMaps() {
        List<byte[]> seeds = NamedProfiles.BUILT_IN.values().stream()
                .map(p -> bytes(lines(p.conventions())))
                .filter(b -> b.length > 0)
                .toList();
        seeds = new java.util.ArrayList<>(seeds);
        seeds.add(bytes("load-factor=0.5\nnodes-divisor=8\nruntime-floor=1.5\nstatus=!0,5\npartition=2\nqueue=all"));
        seeds.add(bytes("origin=zero\nno-processors=machine\noverrun=keep\ncancelled=keep\nestimate=runtime"));
        Fuzzer f = Fuzzer.named("convention-options").seeds(seeds).rule(MessageRule.mentions(List.of("option ")));
        Fuzzer.Report regressions = f.replayRegressions(OptionsFuzzTest::readOptions);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(1500).run(OptionsFuzzTest::readOptions);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).isEmpty();
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused()).isGreaterThan(150);
    }

    @Test
    void filters() {
        List<byte[]> seeds = List.of(bytes("all"), bytes("2"), bytes("1,2"), bytes("!0"), bytes("-1+0+1+5"));
        Fuzzer f = Fuzzer.named("int-filter").seeds(seeds).rule(MessageRule.mentions(List.of("option queue=")));
        Fuzzer.Report regressions = f.replayRegressions(OptionsFuzzTest::readFilter);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(1000).run(OptionsFuzzTest::readFilter);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).isEmpty();
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused()).isGreaterThan(100);
    }

    /** One {@code key=value} per line; a line without {@code =} is a key with an empty value. */
    private static void readOptions(byte[] input) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String line : new String(input, StandardCharsets.UTF_8).split("\n", -1)) {
            int eq = line.indexOf('=');
            options.put(eq < 0 ? line : line.substring(0, eq), eq < 0 ? "" : line.substring(eq + 1));
        }
        ConventionProfile p = ConventionProfile.fromOptions(options);
        // the documented round trip: describe() read back gives an equal profile
        Map<String, String> again = new LinkedHashMap<>();
        p.describe().forEach((k, v) -> again.put(k, String.valueOf(v)));
        assertThat(ConventionProfile.fromOptions(again)).isEqualTo(p);
    }

    private static void readFilter(byte[] input) {
        IntFilter f = IntFilter.parse("queue", new String(input, StandardCharsets.UTF_8));
        assertThat(IntFilter.parse("queue", f.toString())).isEqualTo(f);
    }

    private static String lines(Map<String, String> options) {
        StringBuilder b = new StringBuilder();
        options.forEach((k, v) ->
                b.append(b.length() == 0 ? "" : "\n").append(k).append('=').append(v));
        return b.toString();
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
