package org.schedlab.experiments.repro.paper;

import org.apache.commons.statistics.distribution.TDistribution;
import org.schedlab.core.stats.ConfidenceInterval;

/**
 * A measured quantity with its 95% interval, and the three-way judgement of a claim about it.
 *
 * <p>A claim is judged on the interval, not on the point estimate: it holds (PASS) when the whole
 * interval satisfies it, fails (FAIL) when the whole interval contradicts it, and is INCONCLUSIVE
 * when the interval straddles the boundary. So two runs with different seeds can disagree only by
 * one of them being inconclusive, unless a 95% interval misses the true value. An <em>exact</em>
 * quantity (one pass over a trace: no sampling) has no interval and is judged on its value.
 *
 * @param mean the estimate
 * @param halfWidth the 95% half-width (0 when exact; NaN with fewer than two replications)
 * @param n the replications behind it
 * @param exact whether the value involves no sampling
 */
public record Estimate(double mean, double halfWidth, int n, boolean exact) {

    /** The estimate of {@code samples}, one per replication. */
    public static Estimate of(double[] samples, boolean exact) {
        if (exact) {
            double sum = 0;
            for (double v : samples) {
                sum += v;
            }
            return new Estimate(sum / samples.length, 0, samples.length, true);
        }
        ConfidenceInterval ci = ConfidenceInterval.of95(samples);
        return new Estimate(ci.mean(), ci.halfWidth(), ci.n(), false);
    }

    /** Lower end of the interval (NaN when there is none). */
    public double lower() {
        return mean - halfWidth;
    }

    /** Upper end of the interval (NaN when there is none). */
    public double upper() {
        return mean + halfWidth;
    }

    /** Whether an interval exists (or none is needed). */
    public boolean known() {
        return exact || !Double.isNaN(halfWidth);
    }

    /** "value < t", judged on the interval. */
    public Decision below(double t) {
        if (!known()) {
            return Decision.undecided(this, t);
        }
        if (upper() < t) {
            return Decision.PASS;
        }
        if (lower() >= t) {
            return Decision.FAIL;
        }
        return Decision.undecided(this, t);
    }

    /** "value <= t", judged on the interval. */
    public Decision atMost(double t) {
        if (!known()) {
            return Decision.undecided(this, t);
        }
        if (upper() <= t) {
            return Decision.PASS;
        }
        if (lower() > t) {
            return Decision.FAIL;
        }
        return Decision.undecided(this, t);
    }

    /** "lo <= value <= hi", judged on the interval. */
    public Decision within(double lo, double hi) {
        return atMost(hi).and(negate().atMost(-lo));
    }

    /** Minus this estimate. */
    public Estimate negate() {
        return new Estimate(-mean, halfWidth, n, exact);
    }

    /**
     * "12.3 ± 0.56" (the half-width to two significant digits, the mean to the same decimals), or
     * the value alone when exact; scaled by {@code scale}.
     */
    public String format(double scale) {
        double m = mean * scale;
        double h = Math.abs(halfWidth * scale);
        if (exact) {
            return Numbers.fmt(m) + " (exact)";
        }
        if (Double.isNaN(h)) {
            return Numbers.fmt(m) + " (n=" + n + ", no interval)";
        }
        if (h == 0 || Double.isInfinite(h)) {
            return Numbers.fmt(m) + " ± " + Numbers.fmt(h);
        }
        int decimals = Math.max(0, Math.min(9, 1 - (int) Math.floor(Math.log10(h))));
        String f = "%." + decimals + "f";
        return String.format(java.util.Locale.ROOT, f + " ± " + f, m, h);
    }

    @Override
    public String toString() {
        return format(1);
    }

    /**
     * Replications per point that would make the interval exclude {@code t}, if the spread stays
     * as measured (Student-t quantile at the new count); 0 when no count would (mean on the
     * boundary), -1 when there is no spread estimate yet.
     */
    int replicationsToSettle(double t) {
        if (n < 2 || Double.isNaN(halfWidth)) {
            return -1;
        }
        double gap = Math.abs(mean - t);
        if (gap == 0 || halfWidth == 0) {
            return 0;
        }
        double sd = halfWidth * Math.sqrt(n) / TDistribution.of(n - 1).inverseCumulativeProbability(0.975);
        for (int m = n + 1; m <= 1_000_000; m = m < 1000 ? m + 1 : m + m / 10) {
            double hw = TDistribution.of(m - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(m);
            if (hw < gap) {
                return m;
            }
        }
        return 0;
    }
}
