package org.schedlab.core.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Numeric arguments at their bounds: the minimum is allowed, both ends of a range too. */
class SpecBoundsTest {
    @Test
    void anIntegerMayEqualItsMinimum() {
        Spec s = Spec.parse("--machine", "flat:1:0");
        assertThat(s.intArg(0, "N", 1)).isEqualTo(1);
        assertThatThrownBy(() -> s.intArg(1, "K", 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'flat:1:0': K must be >= 1, got 0");
    }

    @Test
    void aNumberMayEqualEitherEndOfItsRange() {
        Spec s = Spec.parse("--workload", "w:0.5:1:0.49:1.01:NaN");
        assertThat(s.doubleArg(0, "lo", 0.5, 1)).isEqualTo(0.5);
        assertThat(s.doubleArg(1, "hi", 0.5, 1)).isEqualTo(1.0);
        assertThatThrownBy(() -> s.doubleArg(2, "below", 0.5, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith("below must be in [0.5, 1.0], got 0.49");
        assertThatThrownBy(() -> s.doubleArg(3, "above", 0.5, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith("above must be in [0.5, 1.0], got 1.01");
        assertThatThrownBy(() -> s.doubleArg(4, "nan", 0.5, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessageEndingWith("nan must be in [0.5, 1.0], got NaN");
    }
}
