package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.plan.ReproductionRunner;

/** The heaviest stable point of a sweep (the table selector {@code x: stable}). */
class StablePointTest {
    private static Results.Point point(String series, double x, double... growth) {
        Map<String, double[]> samples = new LinkedHashMap<>();
        samples.put("utilization", new double[] {0.5, 0.6});
        samples.put(ReproductionRunner.QUEUE_GROWTH, growth);
        Map<String, ConfidenceInterval> m = new LinkedHashMap<>();
        m.put("utilization", ConfidenceInterval.of95(samples.get("utilization")));
        return new Results.Point(
                "s", series, x, m, 2, samples, false, new Results.Stop("fixed", "utilization", 0, 0), null);
    }

    @Test
    void theHeaviestPointWhereSomeSeriesIsStableInEveryReplication() {
        Results r = new Results();
        // A saturates from 2 on; B is stable up to 3: its mean growth is 0.02 there (one run too
        // short for a verdict is left out) and 0.0205 at 4, although one run at 4 stays below
        r.add(point("A", 1, 0.0, 0.001));
        r.add(point("A", 2, 0.05, 0.1));
        r.add(point("A", 3, 0.2, 0.2));
        r.add(point("A", 4, 0.3, 0.3));
        r.add(point("B", 1, 0.0, 0.0));
        r.add(point("B", 2, 0.0, 0.03));
        r.add(point("B", 3, 0.02, Double.NaN));
        r.add(point("B", 4, 0.019, 0.022));
        assertThat(r.heaviestStableX("s")).isEqualTo(3);
        // one noisy run above the threshold does not make a stable point unstable
        Results noisy = new Results();
        noisy.add(point("A", 1, 0.0, 0.0));
        noisy.add(point("A", 2, 0.001, 0.025));
        assertThat(noisy.heaviestStableX("s")).isEqualTo(2);

        Results none = new Results();
        none.add(point("A", 1, 0.5, 0.5));
        assertThat(none.heaviestStableX("s")).isNaN();
    }

    @Test
    void pointsWithoutStabilitySamplesAreRefused() {
        Results r = new Results();
        Map<String, double[]> samples = Map.of("utilization", new double[] {0.5});
        r.add(new Results.Point(
                "s", "A", 1, Map.of(), 1, samples, false, new Results.Stop("fixed", "utilization", 0, 0), null));
        assertThatThrownBy(() -> r.heaviestStableX("s")).hasMessageContaining("has no stability samples");
        assertThat(List.of(r.points("s").get(0).x())).containsExactly(1.0);
    }
}
