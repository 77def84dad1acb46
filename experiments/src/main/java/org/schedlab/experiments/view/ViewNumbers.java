package org.schedlab.experiments.view;

import java.util.Locale;

/** Numbers as the pages print them: integers plainly, others to 4 significant digits. */
final class ViewNumbers {
    private ViewNumbers() {}

    static String format(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return Double.toString(v);
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        double a = Math.abs(v);
        return a >= 100 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.4g", v);
    }
}
