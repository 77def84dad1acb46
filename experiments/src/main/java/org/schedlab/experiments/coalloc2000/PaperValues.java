package org.schedlab.experiments.coalloc2000;

/**
 * The published numbers of Bucur and Epema (JSSPP 2000), Tables 1 to 5, as data. Rows are {@code
 * n1, n2, values...} for the uniform laws, {@code q, values...} for Table 2, {@code MaxJumps,
 * response at 0.62, response at 0.78} for Table 5.
 */
final class PaperValues {
    private PaperValues() {}

    /** Table 1, 32 processors: n1, n2, approximation, bin filling, queueing model. */
    static final double[][] TABLE1 = {
        {1, 4, 0.031, 0.031, 0.033},
        {1, 5, 0.042, 0.042, 0.044},
        {1, 13, 0.125, 0.124, 0.138},
        {1, 16, 0.156, 0.154, 0.166},
        {4, 5, 0.056, 0.049, 0.052},
        {4, 13, 0.132, 0.132, 0.145},
        {4, 16, 0.163, 0.159, 0.175},
        {5, 13, 0.137, 0.137, 0.150},
        {5, 16, 0.166, 0.163, 0.178},
        {13, 16, 0.212, 0.094, 0.095}
    };

    /** Table 2, 32 processors, truncated geometric on [1, 32]: q, approximation, bin filling. */
    static final double[][] TABLE2 = {
        {0.95, 0.272, 0.254},
        {0.90, 0.215, 0.211},
        {0.85, 0.163, 0.161},
        {0.80, 0.122, 0.123},
        {0.75, 0.093, 0.091},
        {0.70, 0.073, 0.074},
        {0.65, 0.058, 0.058},
        {0.60, 0.047, 0.046},
        {0.55, 0.038, 0.039},
        {0.50, 0.031, 0.032}
    };

    /** Table 3, 4 clusters of 8, First Fit, distinct clusters: n1, n2, max utilization O, U. */
    static final double[][] TABLE3 = {{1, 4, 0.685, 0.722}, {1, 8, 0.578, 0.608}};

    /** Table 4, clusters of 32, Worst Fit, distinct clusters: n1, n2, C=1, C=4 O, C=4 U, C=10 O, C=10 U. */
    static final double[][] TABLE4 = {
        {1, 4, 0.031, 0.146, 0.049, 0.198, 0.053},
        {1, 5, 0.042, 0.172, 0.063, 0.229, 0.067},
        {1, 13, 0.124, 0.326, 0.177, 0.411, 0.177},
        {1, 16, 0.154, 0.363, 0.219, 0.444, 0.229},
        {4, 5, 0.049, 0.106, 0.041, 0.146, 0.029},
        {4, 13, 0.132, 0.282, 0.181, 0.363, 0.199},
        {4, 16, 0.159, 0.329, 0.230, 0.371, 0.282},
        {5, 13, 0.137, 0.270, 0.164, 0.358, 0.158},
        {5, 16, 0.163, 0.317, 0.242, 0.342, 0.303},
        {13, 16, 0.094, 0.094, 0.094, 0.094, 0.094}
    };

    /** Table 5, single cluster of 32, FPFS, total requests: MaxJumps, response at 0.62, at 0.78. */
    static final double[][] TABLE5 = {
        {0, 1.91246, 4.8845},
        {1, 1.80850, 3.8588},
        {3, 1.80102, 3.3412},
        {7, 1.70349, 2.9125},
        {12, 1.69023, 2.8249},
        {20, 1.68996, 2.7771}
    };
}
