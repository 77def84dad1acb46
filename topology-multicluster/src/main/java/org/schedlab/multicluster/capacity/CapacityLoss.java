package org.schedlab.multicluster.capacity;

import org.schedlab.multicluster.sizes.SizeDistribution;

/**
 * The analytic capacity loss of a single cluster of N processors under FCFS, from Bucur and Epema,
 * "The influence of the structure and sizes of jobs on the performance of co-allocation", JSSPP
 * 2000, section 3.2. The capacity loss L is the fraction of processors left idle when jobs drawn
 * from the size law f are put on an empty cluster one by one, in the order drawn, until the next
 * one does not fit; the maximal utilization is {@code 1 - L}.
 *
 * <ul>
 *   <li>{@link #binFilling}: the expectation of eqs. (1) and (2), computed exactly by dynamic
 *       programming over fill levels (the probability that the fill passes through level s is
 *       {@code r(s) = sum_n f(n) r(s - n)}, {@code r(0) = 1}, and i processors stay idle with
 *       probability {@code r(N - i) (1 - F(i))}). Cost O(N x max size).
 *   <li>{@link #approximation(SizeDistribution, int, int[])}: eq. (3) over a given set of idle
 *       counts; {@link #idleSet} is the paper's exact set I, and {@link #approximation(
 *       SizeDistribution, int)} uses {@code {0, ..., max - 1}} as the paper does for its tables.
 *   <li>{@link #closedForm}: eq. (4), the closed form of eq. (3) for sizes uniform on {@code [n1,
 *       n2]} with I = {@code {0, ..., n2 - 1}}.
 * </ul>
 */
public final class CapacityLoss {
    private CapacityLoss() {}

    /**
     * The probabilities {@code P(i)} of eq. (1) that exactly i processors stay idle, {@code i = 0..N}
     * (computed exactly; they sum to 1).
     *
     * @throws IllegalArgumentException if a size can exceed N
     */
    public static double[] idleProbabilities(SizeDistribution f, int n) {
        requireFits(f, n);
        double[] p = f.probabilities();
        int max = f.max();
        double[] reach = new double[n + 1];
        reach[0] = 1;
        for (int s = 1; s <= n; s++) {
            double r = 0;
            for (int m = 1; m <= Math.min(s, max); m++) {
                r += p[m] * reach[s - m];
            }
            reach[s] = r;
        }
        double[] tail = tails(f, n);
        double[] idle = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            idle[i] = reach[n - i] * tail[i];
        }
        return idle;
    }

    /** The exact expected bin-filling capacity loss, eqs. (1) and (2). */
    public static double binFilling(SizeDistribution f, int n) {
        double[] idle = idleProbabilities(f, n);
        double e = 0;
        for (int i = 1; i <= n; i++) {
            e += i * idle[i];
        }
        return e / n;
    }

    /**
     * The paper's set I of idle counts that can occur: {@code N - s(w)} over the fillings w that
     * fit and that some possible next job does not fit. Ascending.
     */
    public static int[] idleSet(SizeDistribution f, int n) {
        requireFits(f, n);
        boolean[] reachable = new boolean[n + 1];
        reachable[0] = true;
        for (int s = 1; s <= n; s++) {
            for (int m = 1; m <= Math.min(s, f.max()) && !reachable[s]; m++) {
                reachable[s] = f.pmf(m) > 0 && reachable[s - m];
            }
        }
        int count = 0;
        int[] out = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            if (reachable[n - i] && i < f.max()) {
                out[count++] = i;
            }
        }
        return java.util.Arrays.copyOf(out, count);
    }

    /** Eq. (3) over the idle counts in {@code set} (each in {@code [0, N]}). */
    public static double approximation(SizeDistribution f, int n, int[] set) {
        requireFits(f, n);
        double[] tail = tails(f, n);
        double num = 0;
        double den = 0;
        for (int i : set) {
            if (i < 0 || i > n) {
                throw new IllegalArgumentException("idle count " + i + " outside [0, " + n + "]");
            }
            num += tail[i] * i;
            den += tail[i];
        }
        if (!(den > 0)) {
            throw new IllegalArgumentException("no idle count with 1 - F(i) > 0 in the set");
        }
        return num / den / n;
    }

    /**
     * Eq. (3) with I = {@code {0, ..., max - 1}}, the simplification the paper uses for its
     * approximation columns (for uniform sizes this equals {@link #closedForm}).
     */
    public static double approximation(SizeDistribution f, int n) {
        int[] set = new int[f.max()];
        for (int i = 0; i < set.length; i++) {
            set[i] = i;
        }
        return approximation(f, n, set);
    }

    /** Eq. (3) with the exact set I of {@link #idleSet}. */
    public static double approximationExactSet(SizeDistribution f, int n) {
        return approximation(f, n, idleSet(f, n));
    }

    /** Eq. (4): sizes uniform on {@code [n1, n2]}, {@code 1 <= n1 <= n2 <= N}. */
    public static double closedForm(int n1, int n2, int n) {
        if (n1 < 1 || n1 > n2 || n2 > n) {
            throw new IllegalArgumentException("eq. (4) needs 1 <= n1 <= n2 <= N: " + n1 + ", " + n2 + ", " + n);
        }
        double a = n1;
        double b = n2;
        double num = b * b * b - a * a * a + 3 * a * a - b - 2 * a;
        double den = 3 * b * b - 3 * a * a + 3 * b + 3 * a;
        return num / den / n;
    }

    /** {@code tail[i] = 1 - F(i) = P(size > i)}, summed from the top to avoid cancellation. */
    private static double[] tails(SizeDistribution f, int n) {
        double[] tail = new double[n + 1];
        double t = 0;
        for (int i = n; i >= 0; i--) {
            tail[i] = t;
            t += f.pmf(i);
        }
        return tail;
    }

    private static void requireFits(SizeDistribution f, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("cluster size must be >= 1: " + n);
        }
        if (f.max() > n) {
            throw new IllegalArgumentException("sizes up to " + f.max() + " do not fit a cluster of " + n);
        }
    }
}
