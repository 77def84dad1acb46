package org.schedlab.experiments.window2011;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Results;

/**
 * The shape of Figs. 9-11 as the paper words it: the maximum wait "decreases sharply, reaches a
 * minimum, then increases slowly", sharp and slow measured per doubling of K.
 */
class KShapeTest {
    private static Results.Point at(double k, double... maxWait) {
        Map<String, double[]> s = new LinkedHashMap<>();
        s.put("maxWait", maxWait);
        Map<String, ConfidenceInterval> m = new LinkedHashMap<>();
        m.put("maxWait", ConfidenceInterval.of95(maxWait));
        return new Results.Point(
                "k", "Window-K", k, m, maxWait.length, s, false, new Results.Stop("fixed", "maxWait", 0, 0), null);
    }

    /** Three replications per K, each the shape {@code value(K)} plus the same small noise. */
    private static List<Results.Point> curve(double... values) {
        double[] ks = {1, 2, 4, 8, 16, 32, 64};
        Results.Point[] p = new Results.Point[values.length];
        for (int i = 0; i < values.length; i++) {
            p[i] = at(ks[i], values[i] - 1, values[i], values[i] + 1.5);
        }
        return List.of(p);
    }

    @Test
    void aSharpFallThenASlowRisePasses() {
        // falls 400 over 2 doublings (200 per doubling), rises 80 over 4 (20 per doubling)
        Claim.Verdict v = Window2011.sharpFallSlowRise(curve(1000, 800, 600, 620, 640, 660, 680), "maxWait");
        assertThat(v.outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(v.summary())
                .isEqualTo(
                        "falls 40% from K=1 to K=4 (200.0 per doubling), then rises 13% to K=64 (20.0 per doubling)");
    }

    @Test
    void aSlowFallThenASteepRiseFailsThoughTheMinimumIsInterior() {
        // the reverse: falls 15% over 4 doublings, then rises five-fold over 2
        List<Results.Point> w = curve(1000, 960, 920, 880, 850, 2000, 4250);
        assertThat(Window2011.interiorMinimum(w, "maxWait").outcome()).isEqualTo(Decision.Outcome.PASS);
        Claim.Verdict v = Window2011.sharpFallSlowRise(w, "maxWait");
        assertThat(v.outcome()).isEqualTo(Decision.Outcome.FAIL);
        assertThat(v.summary()).startsWith("falls 15% from K=1 to K=16").contains("then rises 400% to K=64");
    }

    @Test
    void aMinimumAtAnEndHasNoFallAndRise() {
        Claim.Verdict v = Window2011.sharpFallSlowRise(curve(500, 600, 700, 800, 900, 1000, 1100), "maxWait");
        assertThat(v.outcome()).isEqualTo(Decision.Outcome.FAIL);
        assertThat(v.measured()).contains("the smallest mean is at an end");
    }
}
