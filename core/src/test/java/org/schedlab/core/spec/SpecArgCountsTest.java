package org.schedlab.core.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Infinity spellings, argument-count checks at their bounds, and the short form {@link Spec#of}. */
class SpecArgCountsTest {
    @Test
    void everySpellingOfInfinityIsTheLargestInt() {
        Spec s = Spec.parse("--scheduler", "x:inf:Infinity:∞:5");
        assertThat(s.intOrInfArg(0, "a", 1)).isEqualTo(Integer.MAX_VALUE);
        assertThat(s.intOrInfArg(1, "b", 1)).isEqualTo(Integer.MAX_VALUE);
        assertThat(s.intOrInfArg(2, "c", 1)).isEqualTo(Integer.MAX_VALUE);
        assertThat(s.intOrInfArg(3, "d", 1)).isEqualTo(5);
    }

    @Test
    void requireArgsAcceptsBothBounds() {
        Spec two = Spec.parse("--machine", "m:1:2");
        assertThat(two.requireArgs(2, 2, "m:A:B")).isSameAs(two);
        assertThat(two.requireArgs(1, 3, "m:A[:B[:C]]")).isSameAs(two);
        assertThatThrownBy(() -> two.requireArgs(3, 4, "m:A:B:C"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'm:1:2': expected m:A:B:C");
        assertThatThrownBy(() -> two.requireArgs(0, 1, "m[:A]"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'm:1:2': expected m[:A]");
    }

    @Test
    void ofParsesUnderTheOptionSpec() {
        Spec s = Spec.of("flat:8");
        assertThat(s.option()).isEqualTo("spec");
        assertThat(s.name()).isEqualTo("flat");
        assertThat(s.args()).containsExactly("8");
        assertThat(Spec.of("easy").args()).isEmpty();
    }
}
