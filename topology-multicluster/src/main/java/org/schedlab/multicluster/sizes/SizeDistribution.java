package org.schedlab.multicluster.sizes;

import java.util.Arrays;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.sampling.distribution.DiscreteUniformSampler;
import org.apache.commons.rng.sampling.distribution.GuideTableDiscreteSampler;

/**
 * A discrete distribution of job or component sizes on {@code {1, ..., max}}, given by its
 * probabilities (normalised on construction). Immutable.
 *
 * <p>The laws of Bucur and Epema (JSSPP 2000): uniform on {@code [n1, n2]} (section 2.2), the
 * truncated geometric of Table 2 ({@code f(n)} proportional to {@code q^n} on {@code [1, N]}), the
 * sum of C independent components (total requests), and the weights {@code (q, 3q^2, q^3, 3q^4,
 * ...)} of the "realistic" components (section 4.4).
 */
public final class SizeDistribution {
    private final double[] pmf; // pmf[n] = P(size = n); pmf[0] = 0
    private final String description;
    private final int min;
    private final int uniformLow; // > 0 when the law is uniform on [uniformLow, max]

    private SizeDistribution(double[] weights, String description, int uniformLow) {
        if (weights.length < 2) {
            throw new IllegalArgumentException("a size distribution needs sizes >= 1");
        }
        if (weights[0] != 0) {
            throw new IllegalArgumentException("size 0 must have probability 0");
        }
        double sum = 0;
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("weights must be finite and >= 0: " + Arrays.toString(weights));
            }
            sum += w;
        }
        if (!(sum > 0)) {
            throw new IllegalArgumentException("weights sum to 0");
        }
        int top = weights.length - 1;
        while (weights[top] == 0) {
            top--;
        }
        double[] p = new double[top + 1];
        int lo = 0;
        for (int n = 1; n <= top; n++) {
            p[n] = weights[n] / sum;
            if (lo == 0 && p[n] > 0) {
                lo = n;
            }
        }
        this.pmf = p;
        this.description = description;
        this.min = lo;
        this.uniformLow = uniformLow;
    }

    /** Uniform on the integers {@code [n1, n2]}, {@code 1 <= n1 <= n2}. */
    public static SizeDistribution uniform(int n1, int n2) {
        if (n1 < 1 || n1 > n2) {
            throw new IllegalArgumentException("uniform sizes need 1 <= n1 <= n2: [" + n1 + ", " + n2 + "]");
        }
        double[] w = new double[n2 + 1];
        Arrays.fill(w, n1, n2 + 1, 1.0);
        return new SizeDistribution(w, "uniform[" + n1 + "," + n2 + "]", n1);
    }

    /** {@code f(n)} proportional to {@code q^n} on {@code [1, max]}, {@code 0 < q < 1} (Table 2). */
    public static SizeDistribution truncatedGeometric(double q, int max) {
        if (!(q > 0 && q < 1) || max < 1) {
            throw new IllegalArgumentException(
                    "truncated geometric needs 0 < q < 1 and max >= 1: q=" + q + " max=" + max);
        }
        double[] w = new double[max + 1];
        double x = 1;
        for (int n = 1; n <= max; n++) {
            x *= q;
            w[n] = x;
        }
        return new SizeDistribution(w, "geometric(q=" + q + ")[1," + max + "]", 0);
    }

    /**
     * The component law of the "realistic" workload (section 4.4): on {@code [1, max]} the
     * normalisation of {@code (q, 3q^2, q^3, 3q^4, ...)}, i.e. weight {@code q^n} for odd n and
     * {@code 3 q^n} for even n, read literally from the paper.
     */
    public static SizeDistribution evenFavoured(double q, int max) {
        if (!(q > 0 && q < 1) || max < 1) {
            throw new IllegalArgumentException("needs 0 < q < 1 and max >= 1: q=" + q + " max=" + max);
        }
        double[] w = new double[max + 1];
        double x = 1;
        for (int n = 1; n <= max; n++) {
            x *= q;
            w[n] = (n % 2 == 0 ? 3 : 1) * x;
        }
        return new SizeDistribution(w, "even-favoured(q=" + q + ")[1," + max + "]", 0);
    }

    /** Given weights for sizes {@code 0..k} (weight of size 0 must be 0). */
    public static SizeDistribution ofWeights(double[] weights, String description) {
        return new SizeDistribution(weights.clone(), description, 0);
    }

    /** The law of the sum of {@code copies} independent sizes of this law (total requests). */
    public SizeDistribution sumOf(int copies) {
        if (copies < 1) {
            throw new IllegalArgumentException("copies must be >= 1: " + copies);
        }
        if (copies == 1) {
            return this;
        }
        double[] acc = {1.0};
        for (int k = 0; k < copies; k++) {
            double[] next = new double[acc.length + pmf.length - 1];
            for (int a = 0; a < acc.length; a++) {
                if (acc[a] == 0) {
                    continue;
                }
                for (int n = 1; n < pmf.length; n++) {
                    next[a + n] += acc[a] * pmf[n];
                }
            }
            acc = next;
        }
        return new SizeDistribution(acc, "sum of " + copies + " x " + description, 0);
    }

    /** Largest size with positive probability. */
    public int max() {
        return pmf.length - 1;
    }

    /** Smallest size with positive probability. */
    public int min() {
        return min;
    }

    /** {@code P(size = n)}. */
    public double pmf(int n) {
        return n >= 1 && n < pmf.length ? pmf[n] : 0;
    }

    /** {@code F(n) = P(size <= n)}. */
    public double cdf(int n) {
        if (n < 1) {
            return 0;
        }
        if (n >= max()) {
            return 1;
        }
        double s = 0;
        for (int i = 1; i <= n; i++) {
            s += pmf[i];
        }
        return s;
    }

    /** A copy of the probabilities indexed by size ({@code [0]} is 0). */
    public double[] probabilities() {
        return pmf.clone();
    }

    /** The mean size. */
    public double mean() {
        double m = 0;
        for (int n = 1; n < pmf.length; n++) {
            m += n * pmf[n];
        }
        return m;
    }

    /** Whether this law is uniform on {@code [min(), max()]} (as built by {@link #uniform}). */
    public boolean isUniform() {
        return uniformLow > 0;
    }

    /** A sampler of sizes drawing from {@code rng}. */
    public DiscreteSampler sampler(UniformRandomProvider rng) {
        if (uniformLow > 0) {
            return uniformLow == max() ? () -> uniformLow : DiscreteUniformSampler.of(rng, uniformLow, max());
        }
        DiscreteSampler index = GuideTableDiscreteSampler.of(rng, Arrays.copyOfRange(pmf, 1, pmf.length));
        return () -> index.sample() + 1;
    }

    @Override
    public String toString() {
        return description;
    }
}
