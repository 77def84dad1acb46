package org.schedlab.experiments.gang2000;

import java.util.List;

/**
 * The published numbers of Zhou, Walsh and Brent, "Resource allocation schemes for gang
 * scheduling" (JSSPP 2000), Tables 1 and 2, as data (ready to move to the YAML paper files).
 * Each row: scheme, rho, then the values of {@link #METRICS} in order.
 */
final class PaperValues {
    private PaperValues() {}

    /** Column names of the paper's tables, in order. */
    static final List<String> METRICS = List.of("r_a", "n_l", "n_a", "t_ta", "t_sa", "t_ma", "t_la");

    /** One published row. */
    record Row(String scheme, double rho, double[] values) {}

    private static Row r(String scheme, double rho, double... v) {
        return new Row(scheme, rho, v);
    }

    /** Table 1: 20 job sets of 200 jobs per load, averaged. */
    static final List<Row> TABLE1 = List.of(
            r("bc", 0.2, 0.19, 3, 1.16, 31.10, 5.67, 40.52, 112.45),
            r("br", 0.2, 0.19, 3, 0.45, 30.01, 5.52, 39.29, 108.18),
            r("brms", 0.2, 0.19, 4, 0.57, 29.25, 5.37, 37.86, 106.56),
            r("brmms", 0.2, 0.19, 3, 0.44, 28.66, 5.24, 37.09, 104.68),
            r("bc", 0.5, 0.46, 6, 2.84, 70.00, 14.04, 89.27, 246.08),
            r("br", 0.5, 0.46, 5, 2.27, 58.65, 11.68, 75.23, 206.45),
            r("brms", 0.5, 0.45, 15, 6.11, 57.28, 15.99, 73.83, 184.98),
            r("brmms", 0.5, 0.47, 5, 2.06, 44.05, 8.77, 55.82, 159.75),
            r("bc", 0.7, 0.55, 10, 5.23, 129.65, 25.03, 166.21, 456.72),
            r("br", 0.7, 0.58, 8, 4.09, 102.21, 20.27, 130.17, 359.00),
            r("brms", 0.7, 0.53, 30, 14.39, 96.95, 35.78, 128.23, 271.12),
            r("brmms", 0.7, 0.61, 7, 3.58, 66.23, 13.96, 83.19, 234.05),
            r("bc", 0.9, 0.58, 14, 7.62, 189.60, 35.91, 246.73, 670.42),
            r("br", 0.9, 0.65, 11, 6.00, 150.18, 29.50, 195.49, 526.64),
            r("brms", 0.9, 0.56, 43, 20.17, 120.53, 51.84, 170.61, 356.94),
            r("brmms", 0.9, 0.68, 10, 5.51, 98.51, 20.80, 124.69, 345.48));

    /** Table 2: 5 runs of 20,000 jobs per load, averaged. */
    static final List<Row> TABLE2 = List.of(
            r("bc", 0.2, 0.20, 6, 1.21, 32.15, 5.70, 40.62, 114.25),
            r("br", 0.2, 0.20, 6, 0.46, 30.97, 5.52, 39.16, 109.77),
            r("brms", 0.2, 0.20, 7, 1.20, 30.99, 5.51, 39.11, 110.15),
            r("brmms", 0.2, 0.20, 6, 0.45, 29.58, 5.21, 37.20, 105.60),
            r("bc", 0.5, 0.49, 18, 3.64, 91.09, 17.33, 115.54, 317.90),
            r("br", 0.5, 0.49, 13, 2.60, 68.32, 12.95, 86.93, 237.94),
            r("brms", 0.5, 0.49, 17, 3.78, 78.78, 15.64, 99.75, 272.78),
            r("brmms", 0.5, 0.49, 12, 2.30, 48.93, 9.47, 61.25, 172.04),
            r("bc", 0.7, 0.68, 79, 35.28, 874.81, 166.87, 1097.78, 3077.22),
            r("br", 0.7, 0.69, 26, 7.21, 177.75, 34.23, 224.62, 620.55),
            r("brms", 0.7, 0.69, 64, 23.37, 441.42, 91.33, 551.02, 1531.94),
            r("brmms", 0.7, 0.69, 23, 5.39, 94.78, 20.10, 118.61, 326.51),
            r("bc", 0.9, 0.69, 645, 346.33, 8713.93, 1603.65, 10955.74, 30834.47),
            r("br", 0.9, 0.85, 123, 62.48, 1151.24, 296.40, 1952.93, 5438.99),
            r("brms", 0.9, 0.82, 357, 202.71, 3836.59, 800.92, 4830.35, 13191.87),
            r("brmms", 0.9, 0.86, 90, 39.94, 716.46, 151.14, 887.45, 2490.94));
}
