package org.schedlab.experiments.fattree2009;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BreakEvenTest {
    private static final List<Double> X = List.of(0.0, 0.1, 0.2, 0.3);

    @Test
    void interpolatesBetweenTheSampledSpeedups() {
        // 140 -> 120 -> 90: crosses 100 at 0.1 + 0.1 * 20 / 30
        assertThat(BreakEven.of(X, List.of(140.0, 120.0, 90.0, 80.0), 100))
                .isCloseTo(0.1 + 0.1 * 20 / 30, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void equalToTheBaselineBreaksEven() {
        assertThat(BreakEven.of(X, List.of(140.0, 100.0, 90.0, 80.0), 100)).isEqualTo(0.1);
        assertThat(BreakEven.of(X, List.of(95.0, 90.0, 85.0, 80.0), 100)).isEqualTo(0.0);
    }

    @Test
    void neverBreakingEvenIsNaN() {
        assertThat(BreakEven.of(X, List.of(140.0, 130.0, 120.0, 101.0), 100)).isNaN();
    }
}
