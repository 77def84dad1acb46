package org.schedlab.core.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A sample mean with its two-sided Student-t confidence interval.
 *
 * @param mean the sample mean
 * @param halfWidth half the interval's width; NaN for fewer than two observations
 * @param n the number of observations
 * @param level the confidence level, e.g. 0.95
 */
public record ConfidenceInterval(double mean, double halfWidth, int n, double level) {
    public ConfidenceInterval {
        if (n < 0) {
            throw new IllegalArgumentException("n must be >= 0: " + n);
        }
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must be in (0, 1): " + level);
        }
    }

    /** The 95% Student-t interval of {@code values}. */
    public static ConfidenceInterval of95(double[] values) {
        return of(values, 0.95);
    }

    /** The Student-t interval of {@code values} at {@code level}. */
    public static ConfidenceInterval of(double[] values, double level) {
        int n = values.length;
        if (n == 0) {
            return new ConfidenceInterval(Double.NaN, Double.NaN, 0, level);
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        if (n == 1) {
            return new ConfidenceInterval(mean, Double.NaN, 1, level);
        }
        double ss = 0;
        for (double v : values) {
            ss += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(ss / (n - 1));
        double t = TDistribution.of(n - 1).inverseCumulativeProbability(0.5 + level / 2);
        return new ConfidenceInterval(mean, t * sd / Math.sqrt(n), n, level);
    }

    /**
     * Half-width relative to the mean's magnitude; 0 when both are 0 (a constant zero metric is
     * known exactly), infinite when only the mean is 0, NaN for fewer than two observations.
     */
    public double relativeError() {
        if (n < 2) {
            return Double.NaN;
        }
        if (halfWidth == 0) {
            return 0;
        }
        return halfWidth / Math.abs(mean);
    }
}
