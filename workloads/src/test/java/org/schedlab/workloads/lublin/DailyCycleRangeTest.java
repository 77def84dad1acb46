package org.schedlab.workloads.lublin;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sim.Clock;

/**
 * An inter-arrival scale so large that the daily walk would cross more than the clock's range (a
 * load of 1e-300) places the arrival beyond the range at once, for the engine to refuse, instead
 * of walking bucket by bucket for ever.
 */
class DailyCycleRangeTest {
    private static UniformRandomProvider rng() {
        return new RandomStreams(1, 0).stream("arrivals");
    }

    @Test
    void aScaleBeyondTheClocksRangePlacesTheArrivalsBeyondIt() {
        for (double scale : new double[] {1e14, 1e300, Double.MAX_VALUE}) {
            DailyCycle c = new DailyCycle(JobType.BATCH, 0, scale, DailyCycle.Clock.MODEL, rng());
            double first = c.next();
            assertThat(first).as("scale %s", scale).isGreaterThan(Clock.LIMIT).isLessThanOrEqualTo(Double.MAX_VALUE);
            assertThat(c.peek()).as("scale %s", scale).isGreaterThanOrEqualTo(first);
        }
    }
}
