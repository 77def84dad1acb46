package org.schedlab.benchmarks.multicluster;

import java.util.concurrent.TimeUnit;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.capacity.BinFilling;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;

/**
 * Cost of the capacity-loss computations of Bucur and Epema (JSSPP 2000, section 3).
 *
 * <ul>
 *   <li>{@code monteCarlo}: {@value #FILLINGS} bin fillings (sections 3.2 and 3.3) per operation
 *       through {@link BinFilling#run}, which also keeps the running mean and variance and takes
 *       one Student-t quantile per call. Secondary results: {@code placements} (jobs placed,
 *       normalised per second) and {@code fillings} (per second).
 *   <li>{@code exact}: one exact expectation of the bin filling ({@link BinFilling#exact}): eqs.
 *       1-2 by dynamic programming over the idle processors for a single cluster or total
 *       requests, over the vector of idle processors per cluster for ordered and unordered ones.
 * </ul>
 *
 * <p>A case is {@code kind:machine:n1:n2}: {@code single} (one cluster, one component per job),
 * {@code total}, {@code ordered}, {@code unordered-ff} or {@code unordered-wf} (distinct
 * clusters); the machine is {@code N} processors or {@code CxN}; components are uniform on
 * {@code [n1, n2]}, C per job on a multicluster.
 */
@Fork(1)
public class BinFillingBench {
    /** Bin fillings per {@code monteCarlo} operation. */
    public static final int FILLINGS = 1000;
    /** Seed of the random stream. */
    public static final long SEED = 42;

    /**
     * Parses a case {@code kind:machine:n1:n2}.
     *
     * @throws IllegalArgumentException on a malformed case
     */
    public static BinFilling parse(String spec) {
        String[] p = spec.split(":");
        if (p.length != 4) {
            throw new IllegalArgumentException("case must be kind:machine:n1:n2: " + spec);
        }
        SizeDistribution law = SizeDistribution.uniform(Integer.parseInt(p[2]), Integer.parseInt(p[3]));
        if (p[0].equals("single")) {
            return BinFilling.singleCluster(law, Integer.parseInt(p[1]));
        }
        String[] m = p[1].split("x");
        if (m.length != 2) {
            throw new IllegalArgumentException("machine must be CxN: " + spec);
        }
        int c = Integer.parseInt(m[0]);
        int[] clusters = new int[c];
        java.util.Arrays.fill(clusters, Integer.parseInt(m[1]));
        return switch (p[0]) {
            case "total" -> new BinFilling(clusters, RequestKind.TOTAL, Placement.FIRST_FIT, false, law, c);
            case "ordered" -> new BinFilling(clusters, RequestKind.ORDERED, Placement.FIRST_FIT, false, law, c);
            case "unordered-ff" -> new BinFilling(clusters, RequestKind.UNORDERED, Placement.FIRST_FIT, false, law, c);
            case "unordered-wf" -> new BinFilling(clusters, RequestKind.UNORDERED, Placement.WORST_FIT, false, law, c);
            default -> throw new IllegalArgumentException("unknown kind: " + p[0]);
        };
    }

    /** The sampled bin filling. */
    @State(Scope.Thread)
    public static class Sampled {
        /** The case. */
        @Param({
            "single:32:1:16",
            "total:4x8:1:4",
            "ordered:4x8:1:4",
            "unordered-ff:4x8:1:4",
            "unordered-wf:4x8:1:4",
            "unordered-wf:10x32:1:32"
        })
        public String filling;

        BinFilling bins;
        UniformRandomProvider rng;

        /** Builds the filling and a seeded generator. */
        @Setup(Level.Trial)
        public void setUp() {
            bins = parse(filling);
            rng = RandomSource.XO_SHI_RO_256_PP.create(SEED);
        }
    }

    /** Secondary results of {@code monteCarlo}. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counts {
        /** Jobs placed. */
        public long placements;
        /** Bin fillings run. */
        public long fillings;

        /** Counts per iteration. */
        @Setup(Level.Iteration)
        public void reset() {
            placements = 0;
            fillings = 0;
        }
    }

    /** {@value #FILLINGS} bin fillings. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Warmup(iterations = 3, time = 1)
    @Measurement(iterations = 5, time = 1)
    public double monteCarlo(Sampled s, Counts counts) {
        BinFilling.Estimate e = s.bins.run(FILLINGS, s.rng);
        counts.placements += e.placements();
        counts.fillings += e.runs();
        return e.capacityLoss();
    }

    /** The exact bin filling. */
    @State(Scope.Thread)
    public static class Exact {
        /** The case. */
        @Param({"single:32:1:16", "single:32:13:16", "total:4x8:1:4", "ordered:4x8:1:4", "unordered-ff:4x8:1:4"})
        public String exactFilling;

        BinFilling bins;

        /** Builds the filling. */
        @Setup(Level.Trial)
        public void setUp() {
            bins = parse(exactFilling);
        }
    }

    /** One exact expectation, from scratch (the memo table is built inside). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 3, time = 1)
    @Measurement(iterations = 5, time = 1)
    public double exact(Exact s) {
        return s.bins.exact();
    }
}
