package org.schedlab.workloads.synthetic;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;

/**
 * The uniform-log workload that Zhou, Walsh and Brent (JSSPP 2000, 4.2) take from A. B. Downey
 * (HPDC 1997), as specified in algorithms.md 3: runtimes uniform-log on [1, 120] slots and sizes
 * uniform-log on [1, P], each rounded to the nearest integer and drawn independently; Poisson
 * arrivals. With {@link SizeRule#POW2} a drawn size is rounded up to the next power of two (its
 * buddy block on a gang machine, so the job uses its whole block), at most P.
 *
 * <p>Streams: {@code arrivals}, {@code sizes}, {@code runtimes} (named, so each law can change
 * alone). With a scope {@code S} (option {@code streams=S}) they are {@code S/arrivals}, {@code
 * S/sizes}, {@code S/runtimes}: other, independent streams of the same replication, so that two
 * experiments over the same seed and replication indices (Tables 1 and 2 of the paper) draw
 * independent job sets. Job ids count from 1.
 */
public final class DowneyWorkload implements Workload {
    /** Longest runtime in slots (10 minutes of 5-second slots in the paper). */
    public static final int MAX_RUNTIME = 120;

    /** How a drawn size becomes the job's processor count. */
    public enum SizeRule {
        /** The drawn size; the buddy block rounds it up (algorithms.md 3, the default). */
        DRAWN,
        /** The drawn size rounded up to a power of two: the job fills its buddy block. */
        POW2
    }

    private final int processors;
    private final SizeRule rule;
    private final double rate;
    private final int jobs;
    private final RandomStreams streams;
    private final String scope;

    /** The workload with the unscoped streams; see {@link #DowneyWorkload(int, SizeRule, double, int, RandomStreams, String)}. */
    public DowneyWorkload(int processors, SizeRule rule, double rate, int jobs, RandomStreams streams) {
        this(processors, rule, rate, jobs, streams, null);
    }

    /**
     * @param processors the largest size (the machine's width)
     * @param rule the size rule
     * @param rate arrivals per slot
     * @param jobs number of jobs
     * @param streams this replication's random streams
     * @param scope prefix of the stream names ({@code scope/arrivals}, ...), or null for the plain
     *     names
     */
    public DowneyWorkload(int processors, SizeRule rule, double rate, int jobs, RandomStreams streams, String scope) {
        if (processors < 1 || jobs < 1) {
            throw new IllegalArgumentException("need processors >= 1 and jobs >= 1");
        }
        if (scope != null && scope.isBlank()) {
            throw new IllegalArgumentException("a stream scope must not be blank");
        }
        this.scope = scope;
        this.processors = processors;
        this.rule = rule;
        this.rate = rate;
        this.jobs = jobs;
        this.streams = streams;
    }

    /** The mean size under {@code rule} on [1, processors], exact for the discretised law. */
    public static double meanSize(int processors, SizeRule rule) {
        double[] pmf = roundedUniformLogPmf(1, processors);
        double m = 0;
        for (int k = 1; k <= processors; k++) {
            m += pmf[k] * (rule == SizeRule.POW2 ? Math.min(ceilPowerOfTwo(k), processors) : k);
        }
        return m;
    }

    /** The mean runtime in slots, exact for the discretised law (24.85). */
    public static double meanRuntime() {
        double[] pmf = roundedUniformLogPmf(1, MAX_RUNTIME);
        double m = 0;
        for (int k = 1; k <= MAX_RUNTIME; k++) {
            m += pmf[k] * k;
        }
        return m;
    }

    /**
     * The arrival rate that gives offered load {@code rho} = rate x E[size] x E[runtime] / P
     * (Zhou et al. 4.3).
     */
    public static double rateFor(double rho, int processors, SizeRule rule) {
        return rateFor(rho, processors, processors, rule);
    }

    /**
     * The arrival rate that gives offered load {@code rho} on {@code capacity} processors with
     * sizes on [1, {@code largest}].
     */
    public static double rateFor(double rho, int capacity, int largest, SizeRule rule) {
        return rho * capacity / (meanSize(largest, rule) * meanRuntime());
    }

    /**
     * P(k) for {@code k} in [a, b] of {@code round(exp(U(ln a, ln b)))} clamped to [a, b], where
     * round is half-up; index k of the returned array.
     */
    public static double[] roundedUniformLogPmf(int a, int b) {
        double[] p = new double[b + 1];
        if (a == b) {
            p[a] = 1;
            return p;
        }
        double span = Math.log(b) - Math.log(a);
        for (int k = a; k <= b; k++) {
            double lo = Math.max(k - 0.5, a);
            double hi = Math.min(k + 0.5, b);
            p[k] = (Math.log(hi) - Math.log(lo)) / span;
        }
        return p;
    }

    @Override
    public Iterator<Job> iterator() {
        PoissonArrivals arrivals = new PoissonArrivals(streams.stream(streamName("arrivals")), rate);
        DiscreteSampler sizes = Distributions.uniformLogInt(streams.stream(streamName("sizes")), 1, processors);
        DiscreteSampler runtimes = Distributions.uniformLogInt(streams.stream(streamName("runtimes")), 1, MAX_RUNTIME);
        return new Iterator<>() {
            int made;

            @Override
            public boolean hasNext() {
                return made < jobs;
            }

            @Override
            public Job next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                made++;
                double t = arrivals.next();
                int n = sizes.sample();
                if (rule == SizeRule.POW2) {
                    n = Math.min(ceilPowerOfTwo(n), processors);
                }
                return Job.of(made, t, runtimes.sample(), n);
            }
        };
    }

    /** The smallest power of two {@code >= n} ({@code n >= 1}): the buddy block of n processors. */
    static int ceilPowerOfTwo(int n) {
        return n == 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }

    private String streamName(String law) {
        return scope == null ? law : scope + "/" + law;
    }

    @Override
    public Map<String, Object> provenance() {
        // insertion order, so that printed output is the same at every run (Map.of's is not)
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("source", "downey" + (rule == SizeRule.POW2 ? ":pow2" : ""));
        m.put("rate", rate);
        m.put("meanSize", meanSize(processors, rule));
        m.put("meanRuntime", meanRuntime());
        if (scope != null) {
            m.put("streams", scope);
        }
        return m;
    }
}
