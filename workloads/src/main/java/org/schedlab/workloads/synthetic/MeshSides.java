package org.schedlab.workloads.synthetic;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;

/**
 * How one side (width or height) of a synthetic mesh job is drawn, for a side limit {@code L}.
 * Both laws come from the synthetic workload of Ababneh and Bani-Mohammad ("A new window-based job
 * scheduling scheme for 2D mesh multicomputers", Simulation Modelling Practice and Theory, 2011,
 * section 5.1), where L = 32.
 */
public enum MeshSides {
    /** Uniform on {@code [1, L]}. */
    UNIFORM("mesh-uniform"),
    /**
     * Uniform-decreasing: one of the ranges {@code [1,4]}, {@code [5,8]}, {@code [9,16]}, {@code
     * [17,L]} with probabilities 0.4, 0.2, 0.2, 0.2, then uniform inside it. Decision for {@code L
     * < 17}: ranges are cut at L, empty ones are left out and the remaining probabilities scaled to
     * sum to 1.
     */
    DECREASING("mesh-decreasing");

    private static final int[][] RANGES = {{1, 4}, {5, 8}, {9, 16}, {17, Integer.MAX_VALUE}};
    private static final double[] WEIGHTS = {0.4, 0.2, 0.2, 0.2};

    private final String workloadName;

    MeshSides(String workloadName) {
        this.workloadName = workloadName;
    }

    /** The registered workload name, e.g. {@code mesh-uniform}. */
    public String workloadName() {
        return workloadName;
    }

    /** A sampler of side lengths in {@code [1, limit]} drawing from {@code rng}. */
    public DiscreteSampler sampler(UniformRandomProvider rng, int limit) {
        requireLimit(limit);
        if (this == UNIFORM) {
            return Distributions.uniformInt(rng, 1, limit);
        }
        List<int[]> ranges = ranges(limit);
        double[] cumulative = cumulative(ranges);
        return () -> {
            double u = rng.nextDouble();
            int i = 0;
            while (i < cumulative.length - 1 && u >= cumulative[i]) {
                i++;
            }
            int[] r = ranges.get(i);
            return r[0] + rng.nextInt(r[1] - r[0] + 1);
        };
    }

    /** The exact probability of side length {@code s} under this law. */
    public double probability(int s, int limit) {
        requireLimit(limit);
        if (s < 1 || s > limit) {
            return 0;
        }
        if (this == UNIFORM) {
            return 1.0 / limit;
        }
        List<int[]> ranges = ranges(limit);
        double probability = 0;
        for (int[] r : ranges) {
            if (s >= r[0] && s <= r[1]) {
                probability = WEIGHTS[r[3]] / weightSum(ranges) / r[2];
            }
        }
        return probability;
    }

    /** The mean side length under this law. */
    public double mean(int limit) {
        double m = 0;
        for (int s = 1; s <= limit; s++) {
            m += s * probability(s, limit);
        }
        return m;
    }

    private static void requireLimit(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("side limit must be >= 1: " + limit);
        }
    }

    /** Ranges cut at the limit, as {lo, hi, size, index}. */
    private static List<int[]> ranges(int limit) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < RANGES.length; i++) {
            int lo = RANGES[i][0];
            int hi = Math.min(RANGES[i][1], limit);
            if (lo <= hi) {
                out.add(new int[] {lo, hi, hi - lo + 1, i});
            }
        }
        return out;
    }

    private static double weightSum(List<int[]> ranges) {
        double sum = 0;
        for (int[] r : ranges) {
            sum += WEIGHTS[r[3]];
        }
        return sum;
    }

    private static double[] cumulative(List<int[]> ranges) {
        double sum = weightSum(ranges);
        double[] c = new double[ranges.size()];
        double acc = 0;
        for (int i = 0; i < c.length; i++) {
            acc += WEIGHTS[ranges.get(i)[3]] / sum;
            c[i] = acc;
        }
        return c;
    }
}
