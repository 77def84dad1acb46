package org.schedlab.workloads.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.spec.BadInputException;

class ConventionProfileTest {
    @Test
    void noOptionsGiveTheDefaults() {
        assertThat(ConventionProfile.fromOptions(Map.of())).isEqualTo(ConventionProfile.DEFAULT);
    }

    @Test
    void describeUsesOptionKeysAndSpellings() {
        assertThat(ConventionProfile.DEFAULT.describe())
                .containsExactly(
                        Map.entry("procs", "allocated"),
                        Map.entry("invalid", "drop"),
                        Map.entry("no-processors", "drop"),
                        Map.entry("status", "all"),
                        Map.entry("cancelled", "keep"),
                        Map.entry("runtime-floor", 0.0),
                        Map.entry("estimate", "runtime"),
                        Map.entry("overrun", "keep"),
                        Map.entry("origin", "as-logged"),
                        Map.entry("partition", "all"),
                        Map.entry("queue", "all"),
                        Map.entry("load-factor", 1.0),
                        Map.entry("nodes-divisor", 1),
                        Map.entry("oversize", "keep"));
    }

    @Test
    void everyOptionParsesAndDescribesBack() {
        Map<String, String> options = Map.ofEntries(
                Map.entry("procs", "allocated-only"),
                Map.entry("invalid", "zero-runtime"),
                Map.entry("no-processors", "one"),
                Map.entry("status", "-1,0,1,5"),
                Map.entry("cancelled", "if-ran"),
                Map.entry("runtime-floor", "1"),
                Map.entry("estimate", "at-least-runtime"),
                Map.entry("overrun", "cut"),
                Map.entry("origin", "zero"),
                Map.entry("partition", "2"),
                Map.entry("queue", "!0"),
                Map.entry("load-factor", "0.5"),
                Map.entry("nodes-divisor", "8"),
                Map.entry("oversize", "clamp"));
        ConventionProfile p = ConventionProfile.fromOptions(options);
        assertThat(p)
                .isEqualTo(new ConventionProfile(
                        ConventionProfile.ProcessorField.ALLOCATED_ONLY,
                        ConventionProfile.InvalidRecords.ZERO_RUNTIME,
                        ConventionProfile.NoProcessors.ONE,
                        new IntFilter(false, List.of(-1, 0, 1, 5)),
                        ConventionProfile.Cancelled.IF_RAN,
                        1.0,
                        ConventionProfile.Estimate.AT_LEAST_RUNTIME,
                        ConventionProfile.Overrun.CUT,
                        ConventionProfile.TimeOrigin.ZERO,
                        IntFilter.only(2),
                        new IntFilter(true, List.of(0)),
                        0.5,
                        8,
                        ConventionProfile.Oversize.CLAMP));
        Map<String, String> back = new HashMap<>();
        p.describe().forEach((k, v) -> back.put(k, String.valueOf(v)));
        assertThat(ConventionProfile.fromOptions(back)).isEqualTo(p);
    }

    @Test
    void requestedProcessorsOption() {
        assertThat(ConventionProfile.fromOptions(Map.of("procs", "requested")).processors())
                .isEqualTo(ConventionProfile.ProcessorField.REQUESTED);
    }

    @ParameterizedTest
    @CsvSource({
        "ALLOCATED, 4, 8, 4",
        "ALLOCATED, -1, 8, 8",
        "ALLOCATED, 0, -1, -1",
        "REQUESTED, 4, 8, 8",
        "REQUESTED, 4, -1, 4",
        "ALLOCATED_ONLY, -1, 8, -1",
        "ALLOCATED_ONLY, 3, 8, 3"
    })
    void processorFieldSelection(ConventionProfile.ProcessorField field, int allocated, int requested, int want) {
        assertThat(field.select(allocated, requested)).isEqualTo(want);
    }

    @Test
    void unknownKeyIsNamed() {
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of("partiton", "2")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("unknown trace option 'partiton' (known: ");
    }

    /** One invalid value per option; the message names the option and what it accepts. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "procs | used | option procs=used: expected one of allocated, requested, allocated-only",
                "invalid | keep | option invalid=keep: expected one of drop, zero-runtime, unit-job",
                "estimate | double | option estimate=double: expected one of runtime, at-least-runtime, exact",
                "overrun | trim | option overrun=trim: expected one of keep, cut, cut-or-floor",
                "origin | first | option origin=first: expected one of as-logged, zero",
                "oversize | clip | option oversize=clip: expected one of keep, drop, clamp",
                "no-processors | two | option no-processors=two: expected one of drop, one, machine",
                "cancelled | never | option cancelled=never: expected one of keep, if-ran",
                "runtime-floor | -2 | option runtime-floor=-2: expected a finite number >= 0, such as 1",
                "load-factor | 0 | option load-factor=0: expected a finite number > 0, such as 0.5",
                "load-factor | half | option load-factor=half: expected a finite number > 0, such as 0.5",
                "nodes-divisor | 2.5 | option nodes-divisor=2.5: expected an integer >= 1, such as 8",
                "partition | batch | option partition=batch: expected all, an integer list such as 2 or 1,2,"
                        + " or an excluded list such as !0",
                "queue | 1,,2 | option queue=1,,2: expected all, an integer list such as 2 or 1,2,"
                        + " or an excluded list such as !0"
            })
    void badValueIsNamed(String key, String value, String message) {
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of(key, value)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @Test
    void intFilterForms() {
        assertThat(IntFilter.parse("queue", "all").accepts(7)).isTrue();
        IntFilter some = IntFilter.parse("queue", "3,1+2");
        assertThat(some.values()).containsExactly(1, 2, 3);
        assertThat(some.accepts(2)).isTrue();
        assertThat(some.accepts(0)).isFalse();
        assertThat(some).hasToString("1,2,3");
        IntFilter notZero = IntFilter.parse("queue", "!0");
        assertThat(notZero.accepts(0)).isFalse();
        assertThat(notZero.accepts(5)).isTrue();
        assertThat(notZero).hasToString("!0");
        // values outside the small-integer cache compare by value, not by box
        IntFilter large = IntFilter.parse("queue", "70000,-4000");
        assertThat(large.accepts(Integer.parseInt("70000"))).isTrue();
        assertThat(large.accepts(-4000)).isTrue();
        assertThat(large.accepts(70001)).isFalse();
        IntFilter notLarge = IntFilter.parse("queue", "!70000");
        assertThat(notLarge.accepts(70000)).isFalse();
        assertThat(notLarge.accepts(0)).isTrue();
    }

    @Test
    void recordRejectsImpossibleValues() {
        ConventionProfile d = ConventionProfile.DEFAULT;
        assertThatThrownBy(() -> new ConventionProfile(
                        d.processors(),
                        d.invalid(),
                        d.noProcessors(),
                        d.status(),
                        d.cancelled(),
                        d.runtimeFloor(),
                        d.estimate(),
                        d.overrun(),
                        d.origin(),
                        d.partition(),
                        d.queue(),
                        Double.NaN,
                        1,
                        d.oversize()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ConventionProfile(
                        d.processors(),
                        d.invalid(),
                        d.noProcessors(),
                        d.status(),
                        d.cancelled(),
                        d.runtimeFloor(),
                        d.estimate(),
                        d.overrun(),
                        d.origin(),
                        d.partition(),
                        d.queue(),
                        1.0,
                        0,
                        d.oversize()))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
