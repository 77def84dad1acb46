package org.schedlab.workloads.lublin;

import org.apache.commons.statistics.distribution.GammaDistribution;

/**
 * Exact laws and moments of one job type of the Lublin-Feitelson model, as the reference program
 * draws them, for the load computations: the probability of each size, the mean runtime of a job
 * of each size, the mean work {@code E[size x runtime]} (size and runtime are correlated, so this
 * is not {@code E[size] x E[runtime]}) and the mean inter-arrival time.
 *
 * <p>How the runtime moments are computed: {@code ln(runtime)} has the mixture density {@code p
 * f1 + (1 - p) f2} conditioned on {@code x <= 12} (the reference draws the whole mixture again
 * above 12), and the runtime is {@code floor(exp(x))}. So {@code E[runtime | size] = (p A1 + (1 -
 * p) A2) / (p F1(12) + (1 - p) F2(12))} with {@code Fi} the CDF of gamma i and {@code Ai =
 * E[floor(exp(X)); X <= 12]} for {@code X ~ Gamma(ai, bi)}. {@code Ai} is the sum over k of
 * {@code P(ln k <= X <= 12)}: exact for {@code k <= 2048}; above, {@code floor(y) = y - frac(y)}
 * with the fraction's mean taken as 1/2 (the density of {@code exp(X)} hardly changes over one
 * second there; the error is below 0.01 s), and {@code E[exp(X); a <= X <= 12]} is integrated by
 * parts, {@code e^12 F(12) - e^a F(a) - int_a^12 e^x F(x) dx}, with Simpson's rule on 2048
 * intervals. The mean inter-arrival {@code E[exp(g) | g <= 13]} is integrated the same way on
 * {@code [0, 13]}. A unit test checks both against brute-force sums.
 *
 * <p>Sizes are exact: the two-stage uniform CDF is piecewise linear, so {@code P(size = k)} is a
 * difference of CDF values at {@code log2(k +- 0.5)} (non-power-of-two jobs) or at {@code j +-
 * 0.5} (power-of-two jobs of size {@code 2^j}).
 */
public final class Moments {
    /** Runtime gammas above this are drawn again (exp(12) s is about 45 hours). */
    public static final double TOO_MUCH_TIME = 12;
    /** The largest runtime, {@code floor(exp(12))} seconds. */
    public static final int MAX_RUNTIME = (int) Math.floor(Math.exp(TOO_MUCH_TIME));

    private static final int EXACT_UP_TO = 2048;
    private static final int SIMPSON_INTERVALS = 2048;
    private static final int ARRIVAL_INTERVALS = 8192;

    private final JobType type;
    private final int maxNodes;
    private final double[] sizePmf;
    private final double[] first;
    private final double[] second;
    private final double meanGap;

    /**
     * @param type the type's parameters
     * @param maxNodes the largest size (sizes above it are cut to it), {@code >= 1}
     */
    public Moments(JobType type, int maxNodes) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the largest size must be >= 1: " + maxNodes);
        }
        this.type = type;
        this.maxNodes = maxNodes;
        this.sizePmf = sizePmf(type, maxNodes);
        this.first = floorExpMoments(type.a1(), type.b1());
        this.second = floorExpMoments(type.a2(), type.b2());
        this.meanGap = meanExpBelow(type.arrivalShape(), type.barr(), DailyCycle.TOO_MUCH_ARRIVE_TIME);
    }

    /** The type these moments are of. */
    public JobType type() {
        return type;
    }

    /** The largest size. */
    public int maxNodes() {
        return maxNodes;
    }

    /** {@code P(size = k)}, or 0 outside {@code [1, maxNodes]}. */
    public double sizeProbability(int k) {
        return k < 1 || k > maxNodes ? 0 : sizePmf[k];
    }

    /** {@code E[size]}. */
    public double meanSize() {
        double m = 0;
        for (int k = 1; k <= maxNodes; k++) {
            m += k * sizePmf[k];
        }
        return m;
    }

    /** {@code E[runtime | size = nodes]} in seconds. */
    public double meanRuntime(int nodes) {
        double p = type.firstGammaShare(nodes);
        return (p * first[1] + (1 - p) * second[1]) / (p * first[0] + (1 - p) * second[0]);
    }

    /** {@code E[runtime]} in seconds. */
    public double meanRuntime() {
        double m = 0;
        for (int k = 1; k <= maxNodes; k++) {
            m += sizePmf[k] * meanRuntime(k);
        }
        return m;
    }

    /** {@code E[size x runtime]}, processor-seconds per job. */
    public double meanWork() {
        double m = 0;
        for (int k = 1; k <= maxNodes; k++) {
            m += sizePmf[k] * k * meanRuntime(k);
        }
        return m;
    }

    /**
     * The long-run mean inter-arrival time in seconds of this type's {@link DailyCycle} with the
     * given scale and clock: {@code scale x E[exp(g) | g <= 13]}, less half a second with the
     * reference clock (which drops the fraction of every inter-arrival).
     */
    public double meanInterarrival(double scale, DailyCycle.Clock clock) {
        return scale * meanGap - (clock == DailyCycle.Clock.REFERENCE ? 0.5 : 0);
    }

    /** {@code P(size = k)} for k in {@code [0, maxNodes]} (index 0 unused). */
    static double[] sizePmf(JobType t, int maxNodes) {
        double[] p = new double[maxNodes + 1];
        double serial = t.serialProb();
        double pow2 = Math.min(1, serial + t.pow2Prob()) - serial;
        double other = 1 - serial - pow2;
        p[1] += serial;
        // power-of-two jobs: par rounded to j (half up), size 2^j
        for (int j = 0; j <= (int) Math.floor(t.uHi() + 0.5); j++) {
            double mass = twoStageCdf(t, j + 0.5) - twoStageCdf(t, j - 0.5);
            p[(int) Math.min(maxNodes, Math.round(Math.pow(2, j)))] += pow2 * mass;
        }
        // other parallel jobs: size round(2^par)
        int top = (int) Math.floor(Math.pow(2, t.uHi()) + 0.5);
        for (int k = 1; k <= top; k++) {
            double mass = twoStageCdf(t, log2(k + 0.5)) - twoStageCdf(t, log2(k - 0.5));
            p[Math.min(maxNodes, k)] += other * mass;
        }
        return p;
    }

    /** CDF of the two-stage uniform law of {@code par}. */
    static double twoStageCdf(JobType t, double x) {
        return t.uProb() * uniformCdf(t.uLow(), t.uMed(), x) + (1 - t.uProb()) * uniformCdf(t.uMed(), t.uHi(), x);
    }

    private static double uniformCdf(double a, double b, double x) {
        if (x < a) {
            return 0;
        }
        if (x >= b) {
            return 1;
        }
        return (x - a) / (b - a);
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    /**
     * {@code {F(12), E[floor(exp(X)); X <= 12]}} for {@code X ~ Gamma(shape, scale)}; see the
     * class comment.
     */
    static double[] floorExpMoments(double shape, double scale) {
        GammaDistribution g = GammaDistribution.of(shape, scale);
        double top = g.cumulativeProbability(TOO_MUCH_TIME);
        double sum = 0;
        for (int k = 1; k <= EXACT_UP_TO; k++) {
            sum += top - g.cumulativeProbability(Math.log(k));
        }
        double a = Math.log(EXACT_UP_TO);
        double expPart = expIntegral(g, a, TOO_MUCH_TIME, SIMPSON_INTERVALS);
        sum += expPart - (EXACT_UP_TO + 0.5) * (top - g.cumulativeProbability(a));
        return new double[] {top, sum};
    }

    /** {@code E[exp(X) | X <= limit]} for {@code X ~ Gamma(shape, scale)}. */
    static double meanExpBelow(double shape, double scale, double limit) {
        GammaDistribution g = GammaDistribution.of(shape, scale);
        return expIntegral(g, 0, limit, ARRIVAL_INTERVALS) / g.cumulativeProbability(limit);
    }

    /**
     * {@code E[exp(X); a <= X <= b]} by parts: {@code e^b F(b) - e^a F(a) - int_a^b e^x F(x) dx},
     * the integral by Simpson's rule on {@code n} (even) intervals.
     */
    static double expIntegral(GammaDistribution g, double a, double b, int n) {
        double h = (b - a) / n;
        double s = 0;
        for (int i = 0; i <= n; i++) {
            double x = a + i * h;
            double w = i == 0 || i == n ? 1 : (i % 2 == 1 ? 4 : 2);
            s += w * Math.exp(x) * g.cumulativeProbability(x);
        }
        double integral = s * h / 3;
        return Math.exp(b) * g.cumulativeProbability(b) - Math.exp(a) * g.cumulativeProbability(a) - integral;
    }
}
