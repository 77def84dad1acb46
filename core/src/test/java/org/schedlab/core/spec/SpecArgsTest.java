package org.schedlab.core.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Spec arguments at the edges of their ranges, and the argument-count check. */
class SpecArgsTest {
    @Test
    void aNumberIsAcceptedAtBothEndsOfItsRangeAndRefusedOutside() {
        Spec s = Spec.parse("--scheduler", "x:0.5:1:2:-0.1:NaN:abc");
        assertThat(s.doubleArg(0, "F", 0.5, 2)).isEqualTo(0.5);
        assertThat(s.doubleArg(2, "F", 0.5, 2)).isEqualTo(2.0);
        assertThat(s.doubleArg(1, "F", 0, 2)).isEqualTo(1.0);
        assertThatThrownBy(() -> s.doubleArg(3, "F", 0, 2))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'x:0.5:1:2:-0.1:NaN:abc': F must be in [0.0, 2.0], got -0.1");
        assertThatThrownBy(() -> s.doubleArg(2, "F", 0, 1.5)).hasMessageEndingWith("F must be in [0.0, 1.5], got 2");
        assertThatThrownBy(() -> s.doubleArg(4, "F", 0, 2)).hasMessageEndingWith("F must be in [0.0, 2.0], got NaN");
        assertThatThrownBy(() -> s.doubleArg(5, "F", 0, 2)).hasMessageEndingWith("F must be a number, got 'abc'");
    }

    @Test
    void anIntegerAtItsMinimumIsAccepted() {
        assertThat(Spec.of("w:1").intArg(0, "K", 1)).isEqualTo(1);
        assertThat(Spec.of("w:" + Integer.MAX_VALUE).intArg(0, "K", 1)).isEqualTo(Integer.MAX_VALUE);
        assertThatThrownBy(() -> Spec.of("w:2147483648").intArg(0, "K", 1))
                .hasMessageEndingWith("K is out of range: must be between 1 and 2147483647, got 2147483648");
    }

    @Test
    void infinityIsSpelledThreeWaysInAnyCaseAndNumbersStillWork() {
        for (String inf : new String[] {"inf", "INF", "Infinity", "∞"}) {
            assertThat(Spec.of("w:" + inf).intOrInfArg(0, "K", 1)).as(inf).isEqualTo(Integer.MAX_VALUE);
        }
        assertThat(Spec.of("w:7").intOrInfArg(0, "K", 1)).isEqualTo(7);
        assertThatThrownBy(() -> Spec.of("w:0").intOrInfArg(0, "K", 1)).hasMessageEndingWith("K must be >= 1, got 0");
    }

    @Test
    void theArgumentCountIsCheckedAtBothEnds() {
        Spec one = Spec.of("w:1");
        assertThat(one.requireArgs(1, 2, "w:A[:B]")).isSameAs(one);
        Spec two = Spec.of("w:1:2");
        assertThat(two.requireArgs(1, 2, "w:A[:B]")).isSameAs(two);
        assertThatThrownBy(() -> Spec.of("w").requireArgs(1, 2, "w:A[:B]"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("spec 'w': expected w:A[:B]");
        assertThatThrownBy(() -> Spec.of("w:1:2:3").requireArgs(1, 2, "w:A[:B]"))
                .hasMessage("spec 'w:1:2:3': expected w:A[:B]");
    }

    @Test
    void ofNamesTheOptionSpec() {
        Spec s = Spec.of(" mesh:4x4 ");
        assertThat(s.option()).isEqualTo("spec");
        assertThat(s.name()).isEqualTo("mesh");
        assertThat(s.text()).isEqualTo("mesh:4x4");
        assertThat(s.args()).containsExactly("4x4");
    }
}
