package org.schedlab.multicluster.capacity;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.statistics.distribution.TDistribution;
import org.schedlab.multicluster.alloc.ClusterPlacer;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;

/**
 * Bin-filling simulation of Bucur and Epema (JSSPP 2000, sections 3.2 and 3.3): one run starts
 * from an empty (multi)cluster and places jobs, each of {@code k} components drawn independently
 * from the component law, in the order drawn, until the next job does not fit; the capacity loss
 * of the run is the idle fraction at that moment. The estimate is the mean over runs with its 95%
 * Student-t half-width.
 *
 * <p>Total requests only need their sum, so they fill a single bin of C x N processors with one
 * draw from the law of the sum per job. Ordered and unordered requests go through {@link
 * ClusterPlacer}, the rules the allocator uses. No allocation inside the loop.
 *
 * @param clusters processors per cluster
 * @param kind the request structure
 * @param placement the rule for unordered requests
 * @param share whether components of one unordered request may share a cluster
 * @param component the law of one component
 * @param components components per job
 */
public record BinFilling(
        int[] clusters,
        RequestKind kind,
        Placement placement,
        boolean share,
        SizeDistribution component,
        int components) {
    /**
     * @param capacityLoss the mean idle fraction
     * @param halfWidth the 95% Student-t half-width of the mean
     * @param runs the number of runs
     * @param placements jobs placed over all runs
     */
    public record Estimate(double capacityLoss, double halfWidth, long runs, long placements) {}

    public BinFilling {
        clusters = clusters.clone();
        if (clusters.length == 0 || components < 1 || kind == null || placement == null || component == null) {
            throw new IllegalArgumentException("bin filling needs clusters, a kind, a placement, a law and k >= 1");
        }
        for (int n : clusters) {
            if (n < 1) {
                throw new IllegalArgumentException("cluster sizes must be >= 1");
            }
        }
    }

    /** A single cluster of {@code n} processors filled with jobs of law {@code size}. */
    public static BinFilling singleCluster(SizeDistribution size, int n) {
        return new BinFilling(new int[] {n}, RequestKind.TOTAL, Placement.FIRST_FIT, false, size, 1);
    }

    /** The total number of processors. */
    public int capacity() {
        int s = 0;
        for (int n : clusters) {
            s += n;
        }
        return s;
    }

    /** Runs {@code runs >= 2} bin fillings drawing from {@code rng}. */
    public Estimate run(long runs, UniformRandomProvider rng) {
        if (runs < 2) {
            throw new IllegalArgumentException("at least 2 runs: " + runs);
        }
        double mean = 0;
        double m2 = 0;
        long placed = 0;
        long[] placedHolder = new long[1];
        Filler filler = kind == RequestKind.TOTAL ? new TotalFiller(rng) : new ClusterFiller(rng);
        for (long r = 1; r <= runs; r++) {
            double loss = filler.fill(placedHolder);
            double d = loss - mean;
            mean += d / r;
            m2 += d * (loss - mean);
        }
        placed = placedHolder[0];
        double sd = Math.sqrt(m2 / (runs - 1));
        double t = TDistribution.of(runs - 1.0).inverseCumulativeProbability(0.975);
        return new Estimate(mean, t * sd / Math.sqrt(runs), runs, placed);
    }

    /** Largest (states x job tuples) that {@link #exact()} accepts. */
    public static final long EXACT_BUDGET = 400_000_000L;

    /**
     * The exact expected capacity loss of this bin filling, without sampling. Total requests use
     * {@link CapacityLoss#binFilling} on the law of the sum. Ordered and unordered requests use
     * dynamic programming over the idle vector of the clusters: {@code E(idle) = sum over job
     * tuples t of P(t) x (E(idle - take(t)) if t fits, else the idle fraction)}, with unordered
     * tuples merged by their sorted components. Cost O(states x tuples).
     *
     * @throws IllegalArgumentException if states x tuples exceeds {@link #EXACT_BUDGET}
     */
    public double exact() {
        if (kind == RequestKind.TOTAL) {
            return CapacityLoss.binFilling(component.sumOf(components), capacity());
        }
        long support = 0;
        for (int v = component.min(); v <= component.max(); v++) {
            support += component.pmf(v) > 0 ? 1 : 0;
        }
        double work = Math.pow(support, components);
        for (int n : clusters) {
            work *= n + 1;
        }
        if (work > EXACT_BUDGET) {
            throw new IllegalArgumentException("exact bin filling too large: about " + (long) work
                    + " (states x job tuples) > " + EXACT_BUDGET + "; use the simulation");
        }
        long states = 1;
        for (int n : clusters) {
            states *= n + 1;
        }
        java.util.Map<java.util.List<Integer>, Double> tuples = new java.util.LinkedHashMap<>();
        enumerate(new int[components], 0, 1.0, tuples);
        int[][] jobs = new int[tuples.size()][];
        double[] probs = new double[tuples.size()];
        int j = 0;
        for (var e : tuples.entrySet()) {
            jobs[j] = e.getKey().stream().mapToInt(Integer::intValue).toArray();
            probs[j++] = e.getValue();
        }
        double[] memo = new double[(int) states];
        java.util.Arrays.fill(memo, Double.NaN);
        return new Exact(jobs, probs, memo).expect(clusters.clone());
    }

    private void enumerate(int[] t, int i, double p, java.util.Map<java.util.List<Integer>, Double> out) {
        if (i == t.length) {
            int[] key = t.clone();
            if (kind == RequestKind.UNORDERED) {
                java.util.Arrays.sort(key);
            }
            out.merge(java.util.Arrays.stream(key).boxed().toList(), p, Double::sum);
            return;
        }
        for (int v = component.min(); v <= component.max(); v++) {
            if (component.pmf(v) > 0) {
                t[i] = v;
                enumerate(t, i + 1, p * component.pmf(v), out);
            }
        }
    }

    private final class Exact {
        private final int[][] jobs;
        private final double[] probs;
        private final double[] memo;
        private final ClusterPlacer placer = new ClusterPlacer(clusters.length, placement, share);
        private final int capacity = capacity();

        Exact(int[][] jobs, double[] probs, double[] memo) {
            this.jobs = jobs;
            this.probs = probs;
            this.memo = memo;
        }

        double expect(int[] idle) {
            int index = 0;
            int free = 0;
            for (int c = 0; c < clusters.length; c++) {
                index = index * (clusters[c] + 1) + idle[c];
                free += idle[c];
            }
            if (!Double.isNaN(memo[index])) {
                return memo[index];
            }
            int[] take = new int[clusters.length];
            double e = 0;
            for (int t = 0; t < jobs.length; t++) {
                if (placer.place(kind, jobs[t], components, idle, take)) {
                    int[] next = idle.clone();
                    for (int c = 0; c < next.length; c++) {
                        next[c] -= take[c];
                    }
                    e += probs[t] * expect(next);
                } else {
                    e += probs[t] * free / capacity;
                }
            }
            memo[index] = e;
            return e;
        }
    }

    private interface Filler {
        /** One run; adds the jobs placed to {@code placed[0]}; returns the idle fraction. */
        double fill(long[] placed);
    }

    private final class TotalFiller implements Filler {
        private final DiscreteSampler size;
        private final int capacity = capacity();

        TotalFiller(UniformRandomProvider rng) {
            this.size = component.sumOf(components).sampler(rng);
        }

        @Override
        public double fill(long[] placed) {
            int idle = capacity;
            long n = 0;
            while (true) {
                int s = size.sample();
                if (s > idle) {
                    break;
                }
                idle -= s;
                n++;
            }
            placed[0] += n;
            return (double) idle / capacity;
        }
    }

    private final class ClusterFiller implements Filler {
        private final DiscreteSampler size;
        private final ClusterPlacer placer = new ClusterPlacer(clusters.length, placement, share);
        private final int[] idle = new int[clusters.length];
        private final int[] take = new int[clusters.length];
        private final int[] job = new int[components];
        private final int capacity = capacity();

        ClusterFiller(UniformRandomProvider rng) {
            this.size = component.sampler(rng);
        }

        @Override
        public double fill(long[] placed) {
            System.arraycopy(clusters, 0, idle, 0, clusters.length);
            int free = capacity;
            long n = 0;
            while (true) {
                for (int i = 0; i < components; i++) {
                    job[i] = size.sample();
                }
                if (!placer.place(kind, job, components, idle, take)) {
                    break;
                }
                for (int c = 0; c < idle.length; c++) {
                    idle[c] -= take[c];
                    free -= take[c];
                }
                n++;
            }
            placed[0] += n;
            return (double) free / capacity;
        }
    }
}
