package org.schedlab.core.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpecTest {
    @Test
    void parsesNameAndArguments() {
        Spec s = Spec.parse("--scheduler", "window:240");
        assertThat(s.name()).isEqualTo("window");
        assertThat(s.args()).containsExactly("240");
        assertThat(s.intArg(0, "K", 1)).isEqualTo(240);
        assertThat(Spec.parse("--machine", "fattree:4:6").args()).isEqualTo(List.of("4", "6"));
        assertThat(Spec.parse("--scheduler", "fcfs").args()).isEmpty();
    }

    @Test
    void pathNamesKeepColonsInTheArgument() {
        Spec s = Spec.parse("--workload", "swf:C:/traces/a.swf", "swf");
        assertThat(s.args()).containsExactly("C:/traces/a.swf");
    }

    @Test
    void infinityIsAcceptedWhereAllowed() {
        assertThat(Spec.parse("--scheduler", "oocb:inf").intOrInfArg(0, "B", 0)).isEqualTo(Integer.MAX_VALUE);
        assertThat(Spec.parse("--scheduler", "oocb:∞").intOrInfArg(0, "B", 0)).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void nonNumericArgumentNamesOptionAndSpec() {
        assertThatThrownBy(() -> Spec.parse("--scheduler", "fpfs:x").intArg(0, "MAXJUMPS", 0))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'fpfs:x': MAXJUMPS must be an integer, got 'x'");
    }

    @Test
    void belowMinimumIsRefused() {
        assertThatThrownBy(() -> Spec.parse("--scheduler", "window:0").intArg(0, "K", 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'window:0': K must be >= 1, got 0");
    }

    @Test
    void missingArgumentIsRefused() {
        assertThatThrownBy(() -> Spec.parse("--machine", "flat").arg(0, "flat:N"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'flat': expected flat:N");
    }

    @Test
    void emptySpecIsRefused() {
        assertThatThrownBy(() -> Spec.parse("--machine", " "))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine: empty spec");
        assertThatThrownBy(() -> Spec.parse("--machine", ":4"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("missing name");
    }
}
