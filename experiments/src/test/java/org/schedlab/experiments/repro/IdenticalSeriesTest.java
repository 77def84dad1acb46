package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.experiments.repro.paper.Results;

/**
 * Series are reported identical only when every simulation metric and every mean and maximum of
 * a placement measure agree: allocators that take any free processors give the same schedule but
 * not the same placements.
 */
class IdenticalSeriesTest {
    private static Results.Point point(String series, double pairwise) {
        Map<String, double[]> samples = new LinkedHashMap<>();
        for (String m : MetricsSummary.NAMES) {
            samples.put(m, new double[] {1, 2});
        }
        samples.put("meanPairwiseL1", new double[] {pairwise, 10});
        samples.put("maxPairwiseL1", new double[] {20, 30});
        samples.put("allocateNanos", new double[] {pairwise * 7}); // wall-clock: never compared
        return new Results.Point(
                "s", series, 1, Map.of(), 2, samples, false, new Results.Stop("fixed", "meanWait", 0, 0), null);
    }

    @Test
    void aPlacementMeasureSetsSeriesApart() {
        Results r = new Results();
        r.add(point("A", 5));
        r.add(point("B", 6));
        r.add(point("C", 5));
        assertThat(r.identicalSeries("s")).containsExactly(List.of("A", "C"));
    }
}
