package org.schedlab.experiments.fattree2009;

import java.util.List;

/**
 * The break-even speed-up of section 6 of the fat-tree paper: the smallest speed-up at which a
 * locality-aware policy's mean total time (wait + run) is no worse than the non-contiguous
 * policy's under the same scheduler. Between two sampled speed-ups the difference is interpolated
 * linearly; a policy already no worse at the first point breaks even there.
 */
final class BreakEven {
    private BreakEven() {}

    /**
     * @param speedups ascending sampled speed-ups
     * @param totals the policy's mean total time at each speed-up
     * @param baseline the non-contiguous mean total time (not accelerated, so one value)
     * @return the break-even speed-up, or NaN when the policy stays worse over the whole range
     */
    static double of(List<Double> speedups, List<Double> totals, double baseline) {
        if (speedups.size() != totals.size() || speedups.isEmpty()) {
            throw new IllegalArgumentException("need one total per speed-up");
        }
        double prevX = speedups.get(0);
        double prevD = totals.get(0) - baseline;
        if (prevD <= 0) {
            return prevX;
        }
        for (int i = 1; i < speedups.size(); i++) {
            double x = speedups.get(i);
            double d = totals.get(i) - baseline;
            if (d <= 0) {
                return prevX + (x - prevX) * prevD / (prevD - d);
            }
            prevX = x;
            prevD = d;
        }
        return Double.NaN;
    }
}
