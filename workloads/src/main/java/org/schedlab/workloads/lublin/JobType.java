package org.schedlab.workloads.lublin;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parameters of one job type of the Lublin-Feitelson model (U. Lublin, D. G. Feitelson, "The
 * workload on parallel supercomputers: modeling the characteristics of rigid jobs", JPDC
 * 63(11):1105-1122, 2003), with the published values of the reference program {@code
 * m_lublin99.c} for a 128-node machine: {@link #BATCH}, {@link #INTERACTIVE} and, for the model
 * without job types, {@link #WHOLE}.
 *
 * <p>Sizes: a job is serial with probability {@code serialProb}; otherwise {@code par} is drawn
 * from the two-stage uniform law (uniform on {@code [uLow, uMed]} with probability {@code uProb},
 * else on {@code [uMed, uHi]}), rounded to an integer for the next {@code pow2Prob} of the unit
 * interval (power-of-two jobs), and the size is {@code round(2^par)}. Runtimes: {@code ln(runtime)}
 * is hyper-gamma, {@code Gamma(a1, b1)} with probability {@code p = clamp(pa * size + pb, 0, 1)},
 * else {@code Gamma(a2, b2)} (shape, scale), drawn again while above 12; the runtime is the whole
 * seconds of {@code exp}. Arrivals: see {@link DailyCycle}; the rush-hour inter-arrival law is
 * {@code ln(gap) ~ Gamma(aarr * arar, barr)} and the daily cycle comes from {@code Gamma(anum,
 * bnum)}.
 *
 * @param serialProb share of serial jobs
 * @param pow2Prob share of power-of-two parallel jobs
 * @param uLow log2 of the smallest parallel size, {@code >= 0}
 * @param uMed where the two uniform stages meet
 * @param uHi log2 of the largest size
 * @param uProb share of the first stage {@code [uLow, uMed]}
 * @param a1 shape of the first runtime gamma
 * @param b1 scale of the first runtime gamma
 * @param a2 shape of the second runtime gamma
 * @param b2 scale of the second runtime gamma
 * @param pa slope of the first gamma's share in the size (negative: larger jobs run longer)
 * @param pb intercept of the first gamma's share
 * @param aarr shape of the rush-hour inter-arrival gamma (before {@code arar})
 * @param barr scale of the rush-hour inter-arrival gamma
 * @param arar factor turning the rush-hour shape into the all-day shape
 * @param anum shape of the daily-cycle gamma
 * @param bnum scale of the daily-cycle gamma
 */
public record JobType(
        double serialProb,
        double pow2Prob,
        double uLow,
        double uMed,
        double uHi,
        double uProb,
        double a1,
        double b1,
        double a2,
        double b2,
        double pa,
        double pb,
        double aarr,
        double barr,
        double arar,
        double anum,
        double bnum) {

    /** Batch jobs (type 1 of the reference program). */
    public static final JobType BATCH = new JobType(
            0.2927, 0.6686, 1.2, 5, 7, 0.875, 6.57, 0.823, 639.1, 0.0156, -0.003, 0.6986, 6.0415, 0.8531, 1.0519,
            6.1271, 5.2740);

    /** Interactive jobs (type 0 of the reference program). */
    public static final JobType INTERACTIVE = new JobType(
            0.1541, 0.625, 1, 3, 5.5, 0.705, 3.8351, 0.6605, 7.073, 0.6856, -0.0118, 0.9156, 6.5510, 0.6621, 0.9797,
            8.9186, 3.6680);

    /** The whole sample, for the model without job types. */
    public static final JobType WHOLE = new JobType(
            0.244, 0.576, 0.8, 4.5, 7, 0.86, 4.2, 0.94, 312, 0.03, -0.0054, 0.78, 10.2303, 0.4871, 1.0225, 8.1737,
            3.9631);

    /** log2 of the machine size the published parameters are for (128 nodes). */
    public static final double PUBLISHED_LOG2_SIZE = 7;

    /** The option key of every parameter, in record order. */
    public static final List<String> KEYS = List.of(
            "serial-prob",
            "pow2-prob",
            "ulow",
            "umed",
            "uhi",
            "uprob",
            "a1",
            "b1",
            "a2",
            "b2",
            "pa",
            "pb",
            "aarr",
            "barr",
            "arar",
            "anum",
            "bnum");

    public JobType {
        requireProbability("serial-prob", serialProb);
        requireProbability("pow2-prob", pow2Prob);
        requireProbability("uprob", uProb);
        if (!(uLow >= 0 && uLow <= uMed && uMed <= uHi) || Double.isInfinite(uHi)) {
            throw new IllegalArgumentException(
                    "need 0 <= ulow <= umed <= uhi (finite), got " + uLow + ", " + uMed + ", " + uHi);
        }
        requirePositive("a1", a1);
        requirePositive("b1", b1);
        requirePositive("a2", a2);
        requirePositive("b2", b2);
        requirePositive("aarr", aarr);
        requirePositive("barr", barr);
        requirePositive("arar", arar);
        requirePositive("anum", anum);
        requirePositive("bnum", bnum);
        if (!Double.isFinite(pa) || !Double.isFinite(pb)) {
            throw new IllegalArgumentException("pa and pb must be finite: " + pa + ", " + pb);
        }
    }

    private static void requireProbability(String key, double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException(key + " must be in [0, 1], got " + p);
        }
    }

    private static void requirePositive(String key, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(key + " must be finite and > 0, got " + v);
        }
    }

    /** The shape of the all-day inter-arrival gamma: {@code aarr * arar}. */
    public double arrivalShape() {
        return aarr * arar;
    }

    /** The share of the first runtime gamma for a job of {@code nodes} processors. */
    public double firstGammaShare(int nodes) {
        double p = pa * nodes + pb;
        return p > 1 ? 1 : p < 0 ? 0 : p;
    }

    /**
     * The size parameters moved to a machine of {@code 2^log2Size} processors: {@code uHi} and
     * {@code uMed} shift by {@code log2Size - 7}, so each stage keeps its published distance from
     * the top (the reference program's advice {@code uMed = uHi - 2.5} for the typeless model is
     * this rule); {@code uHi} stays {@code >= 0}, {@code uLow} at most {@code uHi} and {@code uMed}
     * within {@code [uLow, uHi]}. The identity at {@code log2Size = 7}.
     */
    public JobType scaledTo(double log2Size) {
        double d = log2Size - PUBLISHED_LOG2_SIZE;
        if (d == 0) {
            return this;
        }
        double hi = Math.max(0, uHi + d);
        double low = Math.min(uLow, hi);
        double med = Math.min(hi, Math.max(low, uMed + d));
        return with(Map.of("ulow", low, "umed", med, "uhi", hi));
    }

    /** The parameters as option keys and values, in record order. */
    public Map<String, Double> values() {
        double[] v = {serialProb, pow2Prob, uLow, uMed, uHi, uProb, a1, b1, a2, b2, pa, pb, aarr, barr, arar, anum, bnum
        };
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < v.length; i++) {
            m.put(KEYS.get(i), v[i]);
        }
        return m;
    }

    /**
     * These parameters with some replaced, by option key.
     *
     * @throws IllegalArgumentException for an unknown key or an invalid result
     */
    public JobType with(Map<String, Double> changes) {
        Map<String, Double> v = values();
        for (Map.Entry<String, Double> e : changes.entrySet()) {
            if (!v.containsKey(e.getKey())) {
                throw new IllegalArgumentException("unknown parameter '" + e.getKey() + "'");
            }
            v.put(e.getKey(), e.getValue());
        }
        return new JobType(
                v.get("serial-prob"),
                v.get("pow2-prob"),
                v.get("ulow"),
                v.get("umed"),
                v.get("uhi"),
                v.get("uprob"),
                v.get("a1"),
                v.get("b1"),
                v.get("a2"),
                v.get("b2"),
                v.get("pa"),
                v.get("pb"),
                v.get("aarr"),
                v.get("barr"),
                v.get("arar"),
                v.get("anum"),
                v.get("bnum"));
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        values().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ")
                .append(k)
                .append('=')
                .append(String.format(Locale.ROOT, "%s", v)));
        return sb.toString();
    }
}
