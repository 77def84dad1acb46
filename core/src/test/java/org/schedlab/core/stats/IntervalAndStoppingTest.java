package org.schedlab.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Student-t confidence intervals and the relative-error stopping rule, computed by hand. */
class IntervalAndStoppingTest {
    @Test
    void fiveValuesGiveTheTextbookInterval() {
        // mean 3, sample sd sqrt(10/4) = 1.58114, t(4, 0.975) = 2.77645: half-width 1.96324
        ConfidenceInterval ci = ConfidenceInterval.of95(new double[] {1, 2, 3, 4, 5});
        assertThat(ci.mean()).isEqualTo(3.0);
        assertThat(ci.n()).isEqualTo(5);
        assertThat(ci.level()).isEqualTo(0.95);
        assertThat(ci.halfWidth()).isCloseTo(1.96324, within(1e-5));
        assertThat(ci.relativeError()).isCloseTo(1.96324 / 3, within(1e-5));
        // mean -2 of {-1, -3}: sd sqrt(2), t(1, 0.95) = 6.31375 at the 90% level: half-width 6.31375
        ConfidenceInterval neg = ConfidenceInterval.of(new double[] {-1, -3}, 0.90);
        assertThat(neg.mean()).isEqualTo(-2.0);
        assertThat(neg.halfWidth()).isCloseTo(6.31375, within(1e-5));
        assertThat(neg.relativeError()).isCloseTo(6.31375 / 2, within(1e-5));
    }

    @Test
    void tooFewValuesHaveNoWidthAndEqualValuesNoError() {
        ConfidenceInterval none = ConfidenceInterval.of95(new double[0]);
        assertThat(none.mean()).isNaN();
        assertThat(none.relativeError()).isNaN();
        ConfidenceInterval one = ConfidenceInterval.of95(new double[] {4});
        assertThat(one.mean()).isEqualTo(4.0);
        assertThat(one.halfWidth()).isNaN();
        assertThat(one.relativeError()).isNaN();
        ConfidenceInterval same = ConfidenceInterval.of95(new double[] {2, 2});
        assertThat(same.halfWidth()).isZero();
        assertThat(same.relativeError()).isZero();
    }

    @Test
    void theRuleStopsAtMaxAtOnceAndAtTheTargetErrorFromMinOn() {
        StoppingRule rule = new StoppingRule("meanWait", 0.5, 3, 6);
        ConfidenceInterval wide = new ConfidenceInterval(1, 10, 5, 0.95);
        ConfidenceInterval exact = new ConfidenceInterval(2, 1, 3, 0.95); // relative error exactly 0.5
        ConfidenceInterval tight = new ConfidenceInterval(2, 0.1, 2, 0.95);
        assertThat(rule.satisfied(new ConfidenceInterval(1, 10, 6, 0.95))).isTrue();
        assertThat(rule.satisfied(wide)).isFalse();
        assertThat(rule.satisfied(exact)).isTrue();
        assertThat(rule.satisfied(tight)).isFalse(); // below min
        assertThat(rule.satisfied(new ConfidenceInterval(2, 0.1, 3, 0.95))).isTrue();
        // a target of 0 never stops early, not even on an interval of width 0
        StoppingRule none = new StoppingRule("meanWait", 0, 2, 10);
        assertThat(none.satisfied(new ConfidenceInterval(2, 0, 3, 0.95))).isFalse();
        StoppingRule fixed = StoppingRule.fixed(4);
        assertThat(fixed.satisfied(new ConfidenceInterval(2, 0, 3, 0.95))).isFalse();
        assertThat(fixed.satisfied(new ConfidenceInterval(2, 0, 4, 0.95))).isTrue();
    }
}
