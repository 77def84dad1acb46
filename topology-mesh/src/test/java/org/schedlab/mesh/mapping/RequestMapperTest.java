package org.schedlab.mesh.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.mesh.geometry.SubmeshRequest;
import org.schedlab.mesh.mapping.RequestMapper.Rule;

class RequestMapperTest {
    /** The square transformation on the 12x12 Blue Horizon mesh (w <= h, closest sides). */
    @ParameterizedTest(name = "{0} -> {1}x{2}")
    @CsvSource({
        "15,3,5", // the paper's example
        "17,3,6", // the paper's example: 17 is prime and 1x17 does not fit, so 18 = 3x6
        "1,1,1",
        "16,4,4",
        "12,3,4",
        "13,2,7", // 1x13 too tall, 14 = 2x7
        "23,4,6", // 1x23 too tall, 24 = 4x6
        "144,12,12",
        "143,12,12", // 11x13 too tall, 1x143 too, so 144
        "121,11,11"
    })
    void squareTransformation(int n, int w, int h) {
        assertThat(new RequestMapper(12, 12, Rule.SQUARE).map(n)).isEqualTo(new SubmeshRequest(w, h));
    }

    /** The SDSC Paragon rule on 22x16: multiples of 16 as (n/16) x 16, else w >= h. */
    @ParameterizedTest(name = "{0} -> {1}x{2}")
    @CsvSource({
        "16,1,16",
        "32,2,16",
        "64,4,16",
        "352,22,16",
        "15,5,3",
        "17,17,1", // prime, and a 17x1 row fits the 22 columns
        "20,5,4",
        "1,1,1",
        "100,10,10",
        "350,22,16" // 25x14 and every shape of 351 are too wide, 352 = 22x16
    })
    void paragonRule(int n, int w, int h) {
        assertThat(new RequestMapper(22, 16, Rule.PARAGON).map(n)).isEqualTo(new SubmeshRequest(w, h));
    }

    @ParameterizedTest
    @CsvSource({"145", "1000"})
    void countsBeyondTheMeshAreRefused(int n) {
        assertThatThrownBy(() -> new RequestMapper(12, 12, Rule.SQUARE).map(n))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(n + " processors do not fit a 12x12 mesh under the square rule");
    }

    @ParameterizedTest
    @CsvSource({"0", "-3"})
    void nonPositiveCountsAreRefused(int n) {
        assertThatThrownBy(() -> new RequestMapper(12, 12, Rule.SQUARE).map(n))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("processor count must be positive: " + n);
    }
}
