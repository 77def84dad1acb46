package org.schedlab.experiments.repro.paper;

import java.util.Locale;

/**
 * How the reports print numbers: a value with about four significant digits for analytic results,
 * and a measured mean with a few decimals depending on its size. It lives with the paper model
 * because estimates print themselves this way, and the report prints them too.
 */
public final class Numbers {
    private Numbers() {}

    /** An analytic (closed-form) value to four significant digits, without trailing zeros. */
    public static String analytic(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return Double.toString(v);
        }
        return new java.math.BigDecimal(v)
                .round(new java.math.MathContext(4))
                .stripTrailingZeros()
                .toPlainString();
    }

    /** A measured value: no decimals from 1000 on, one from 10 on, three below. */
    public static String fmt(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }

    /**
     * The name of a metric as scaled for display, so that one name has one unit everywhere: a
     * fraction scaled by 100 is {@code NAMEPercent} (e.g. {@code utilizationPercent}), another
     * scale {@code NAMETimesS}; unscaled, the metric's own name.
     */
    public static String metricName(String metric, double scale) {
        if (scale == 1) {
            return metric;
        }
        return scale == 100 ? metric + "Percent" : metric + "Times" + Sweep.format(scale);
    }
}
