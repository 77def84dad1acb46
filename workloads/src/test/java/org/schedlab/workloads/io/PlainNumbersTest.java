package org.schedlab.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Plain decimal text: what parses, to what, and how values print. */
class PlainNumbersTest {
    @Test
    void plainDecimalsWithSignsPointsAndExponentsParse() {
        assertThat(PlainNumbers.parse("5")).isEqualTo(5);
        assertThat(PlainNumbers.parse("+5")).isEqualTo(5);
        assertThat(PlainNumbers.parse("-5")).isEqualTo(-5);
        assertThat(PlainNumbers.parse("5.")).isEqualTo(5);
        assertThat(PlainNumbers.parse(".5")).isEqualTo(0.5);
        assertThat(PlainNumbers.parse("1e3")).isEqualTo(1000);
        assertThat(PlainNumbers.parse("1E+3")).isEqualTo(1000);
        assertThat(PlainNumbers.parse("1e-3")).isEqualTo(0.001);
        assertThat(PlainNumbers.parse("2e0")).isEqualTo(2);
        assertThat(PlainNumbers.parse("2e9")).isEqualTo(2e9);
        assertThat(PlainNumbers.parse("1.5e2")).isEqualTo(150);
        assertThat(PlainNumbers.parse("-2.5E-1")).isEqualTo(-0.25);
    }

    @Test
    void minusZeroReadsAsZero() {
        assertThat(Double.doubleToRawLongBits(PlainNumbers.parse("-0"))).isZero();
        assertThat(Double.doubleToRawLongBits(PlainNumbers.parse("-0.0e5"))).isZero();
    }

    @Test
    void anythingElseIsNaN() {
        for (String s : new String[] {
            "",
            "-",
            "+",
            ".",
            "-.",
            "e3",
            "1e",
            "1e+",
            "1E-",
            "1.2.3",
            "12a",
            "1e3x",
            "1e3.5",
            " 1",
            "1 ",
            "NaN",
            "Infinity",
            "-Infinity",
            "0x10",
            "1d",
            "1f",
            "1L",
            "1e999",
            "--1",
            "+-1"
        }) {
            assertThat(PlainNumbers.parse(s)).as("'%s'", s).isNaN();
        }
    }

    @Test
    void integersMustBeWholeAndFitAnInt() {
        assertThat(PlainNumbers.parseInt("4")).isEqualTo(4);
        assertThat(PlainNumbers.parseInt("4.0")).isEqualTo(4);
        assertThat(PlainNumbers.parseInt("4.5")).isNull();
        assertThat(PlainNumbers.parseInt("2147483647")).isEqualTo(Integer.MAX_VALUE);
        assertThat(PlainNumbers.parseInt("-2147483648")).isEqualTo(Integer.MIN_VALUE);
        assertThat(PlainNumbers.parseInt("2147483648")).isNull();
        assertThat(PlainNumbers.parseInt("-2147483649")).isNull();
        assertThat(PlainNumbers.parseInt("x")).isNull();
    }

    @Test
    void integralValuesPrintWithoutAPointAndOthersPlainly() {
        assertThat(PlainNumbers.format(42)).isEqualTo("42");
        assertThat(PlainNumbers.format(-3)).isEqualTo("-3");
        assertThat(PlainNumbers.format(0.1)).isEqualTo("0.1");
        assertThat(PlainNumbers.format(1e-7)).isEqualTo("0.0000001");
        assertThat(PlainNumbers.format(1e20)).isEqualTo("100000000000000000000");
        assertThat(PlainNumbers.format(999_999_999_999_999.0)).isEqualTo("999999999999999");
        assertThat(PlainNumbers.format(1e15)).isEqualTo("1000000000000000");
        assertThat(PlainNumbers.format(2.5)).isEqualTo("2.5");
    }
}
