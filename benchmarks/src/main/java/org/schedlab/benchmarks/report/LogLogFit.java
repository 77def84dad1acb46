package org.schedlab.benchmarks.report;

/**
 * Least-squares slope of {@code ln y} against {@code ln x}: the exponent {@code b} of a power law
 * {@code y ~ a x^b}. A cost that doubles when the processors double has exponent 1.
 */
final class LogLogFit {
    private LogLogFit() {}

    /**
     * The fitted exponent.
     *
     * @return the slope, or NaN with fewer than two distinct positive points
     */
    static double exponent(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y differ in length: " + x.length + " vs " + y.length);
        }
        int n = 0;
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < x.length; i++) {
            if (x[i] > 0 && y[i] > 0) {
                double lx = Math.log(x[i]);
                double ly = Math.log(y[i]);
                n++;
                sx += lx;
                sy += ly;
                sxx += lx * lx;
                sxy += lx * ly;
            }
        }
        double d = n * sxx - sx * sx;
        if (n < 2 || d <= 1e-12) {
            return Double.NaN;
        }
        return (n * sxy - sx * sy) / d;
    }
}
