package org.schedlab.experiments.repro.report;

import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Units;

/**
 * The values a figure's metric can take, to cut interval bars that reach past them: the mean of a
 * few replications plus or minus a t-interval half-width easily claims a utilization above 100% or
 * a negative waiting time, which no run can have. Read from the metric's unit ({@link Units}): a
 * fraction is in [0, 1]; bounded slowdown is at least 1; times, counts, work and wall-clock figures
 * are at least 0; the queue's growth per arrival (a slope) and a metric without a unit are not
 * bounded, and their bars are drawn whole.
 *
 * @param lo the smallest possible value
 * @param hi the largest possible value
 */
record MetricRange(double lo, double hi) {
    private static final MetricRange ANY = new MetricRange(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);

    static MetricRange of(String metric) {
        String unit;
        try {
            unit = Units.of(metric, 1, "s");
        } catch (IllegalArgumentException e) {
            return ANY;
        }
        if (unit.equals(Units.FRACTION)) {
            return new MetricRange(0, 1);
        }
        if (metric.equals("meanBoundedSlowdown")) {
            return new MetricRange(1, Double.POSITIVE_INFINITY);
        }
        if (metric.equals(Results.QUEUE_GROWTH)) {
            return ANY;
        }
        return new MetricRange(0, Double.POSITIVE_INFINITY);
    }

    /** The range as a figure shows it, its values multiplied by {@code scale} (100 for percent). */
    MetricRange scaled(double scale) {
        return scale > 0 ? new MetricRange(lo * scale, hi * scale) : new MetricRange(hi * scale, lo * scale);
    }
}
