package org.schedlab.workloads.synthetic;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterExponentialSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousUniformSampler;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.sampling.distribution.DiscreteUniformSampler;

/** Random variates used by the synthetic models, each drawing from the generator it is given. */
public final class Distributions {
    private Distributions() {}

    /** Exponential with the given mean ({@code > 0}). */
    public static ContinuousSampler exponential(UniformRandomProvider rng, double mean) {
        if (!(mean > 0) || Double.isInfinite(mean)) {
            throw new IllegalArgumentException("exponential mean must be finite and > 0: " + mean);
        }
        return AhrensDieterExponentialSampler.of(rng, mean);
    }

    /** Integers uniform on {@code [a, b]}, both ends included. */
    public static DiscreteSampler uniformInt(UniformRandomProvider rng, int a, int b) {
        if (a > b) {
            throw new IllegalArgumentException("empty range [" + a + ", " + b + "]");
        }
        return DiscreteUniformSampler.of(rng, a, b);
    }

    /**
     * Uniform-log integers on {@code [a, b]} ({@code 1 <= a <= b}): {@code X = exp(U)} with U
     * uniform on {@code (ln a, ln b)}, rounded to the nearest integer and kept within {@code [a,
     * b]}. This is the size and runtime law of Downey's model (A. B. Downey, "A parallel workload
     * model and its implications for processor allocation", HPDC 1997).
     */
    public static DiscreteSampler uniformLogInt(UniformRandomProvider rng, int a, int b) {
        if (a < 1 || a > b) {
            throw new IllegalArgumentException("uniform-log needs 1 <= a <= b: [" + a + ", " + b + "]");
        }
        if (a == b) {
            return () -> a;
        }
        ContinuousSampler u = ContinuousUniformSampler.of(rng, Math.log(a), Math.log(b));
        return () -> (int) Math.max(a, Math.min(b, Math.round(Math.exp(u.sample()))));
    }
}
