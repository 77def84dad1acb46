package org.schedlab.workloads.synthetic;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;

/**
 * Arrival times of a Poisson process: interarrival times are exponential with mean {@code 1 /
 * rate}. The first arrival is one interarrival after time 0.
 */
public final class PoissonArrivals {
    private final ContinuousSampler gap;
    private double now;

    /**
     * @param rng the arrival stream
     * @param rate arrivals per time unit, {@code > 0}
     */
    public PoissonArrivals(UniformRandomProvider rng, double rate) {
        if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException("arrival rate must be finite and > 0: " + rate);
        }
        this.gap = Distributions.exponential(rng, 1.0 / rate);
    }

    /** The next arrival time. */
    public double next() {
        now += gap.sample();
        return now;
    }
}
