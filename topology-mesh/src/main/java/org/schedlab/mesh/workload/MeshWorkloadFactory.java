package org.schedlab.mesh.workload;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;

/**
 * The synthetic mesh workloads of I. Ababneh and S. Bani-Mohammad, "A new window-based job
 * scheduling scheme for 2D mesh multicomputers", Simulation Modelling Practice and Theory, 2011,
 * section 5.1 (also I. Ababneh, Performance Evaluation 66(2), 2009).
 *
 * <p>Jobs arrive as a Poisson process at {@code --load} jobs per time unit and run for an
 * exponential time with mean 1. Each job asks for a {@code w x h} submesh, {@code w} and {@code
 * h} drawn independently:
 *
 * <ul>
 *   <li>{@code mesh-uniform}: uniform on {@code [1, W]} and {@code [1, H]} of the machine;
 *   <li>{@code mesh-decreasing}: one of the ranges {@code [1,4]}, {@code [5,8]}, {@code [9,16]},
 *       {@code [17,L]} with probabilities 0.4, 0.2, 0.2, 0.2, then uniform inside it ({@code L} =
 *       the side the length is drawn for; needs sides of at least 17).
 * </ul>
 *
 * <p>{@code --jobs} jobs are generated (required, as is {@code --load}). Random streams, named
 * after the workload: {@code NAME.arrivals}, {@code NAME.service}, {@code NAME.width}, {@code
 * NAME.height}. Each {@link Workload#iterator()} replays the same jobs. Cost O(1) per job.
 */
public final class MeshWorkloadFactory implements WorkloadFactory {
    /** Uniform side lengths. */
    public static final String UNIFORM = "mesh-uniform";
    /** Uniform-decreasing side lengths. */
    public static final String DECREASING = "mesh-decreasing";

    private static final int[] RANGE_ENDS = {4, 8, 16};
    private static final double[] RANGE_CUMULATIVE = {0.4, 0.6, 0.8};

    private final String name;

    private MeshWorkloadFactory(String name) {
        this.name = name;
    }

    /** The {@code mesh-uniform} model. */
    public static MeshWorkloadFactory uniform() {
        return new MeshWorkloadFactory(UNIFORM);
    }

    /** The {@code mesh-decreasing} model. */
    public static MeshWorkloadFactory decreasing() {
        return new MeshWorkloadFactory(DECREASING);
    }

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(0, 0, name + " (no arguments; use --load and --jobs)");
        params.requireKnownOptions(name, Set.of());
        if (!(params.load() > 0) || Double.isInfinite(params.load())) {
            throw spec.error("needs --load, the arrival rate in jobs per time unit (> 0)");
        }
        if (params.jobs() <= 0) {
            throw spec.error("needs --jobs, the number of jobs to generate (> 0)");
        }
        List<Integer> shape = params.machine().shape();
        if (shape.size() != 2) {
            throw spec.error("needs a 2D mesh machine (mesh:WxH), not "
                    + params.machine().describe());
        }
        int width = shape.get(0);
        int height = shape.get(1);
        boolean decreasing = name.equals(DECREASING);
        if (decreasing && (width <= RANGE_ENDS[2] || height <= RANGE_ENDS[2])) {
            throw spec.error(
                    "needs mesh sides of at least 17 (its last range is [17, L]), not " + width + "x" + height);
        }
        return new MeshWorkload(this, params, width, height, decreasing);
    }

    @Override
    public String synopsis() {
        return name.equals(UNIFORM)
                ? UNIFORM + "  Poisson arrivals (--load), exp(1) service, sides uniform on [1, W] x [1, H]"
                : DECREASING + "  as mesh-uniform, sides in [1,4],[5,8],[9,16],[17,L] w.p. .4,.2,.2,.2";
    }

    /** A side length in {@code [1, side]} under the model. */
    static int drawSide(UniformRandomProvider rng, int side, boolean decreasing) {
        if (!decreasing) {
            return 1 + rng.nextInt(side);
        }
        double u = rng.nextDouble();
        int lo = 1;
        for (int r = 0; r < RANGE_ENDS.length; r++) {
            if (u < RANGE_CUMULATIVE[r]) {
                return lo + rng.nextInt(RANGE_ENDS[r] - lo + 1);
            }
            lo = RANGE_ENDS[r] + 1;
        }
        return lo + rng.nextInt(side - lo + 1);
    }

    private record MeshWorkload(
            MeshWorkloadFactory factory, WorkloadParams params, int width, int height, boolean decreasing)
            implements Workload {
        @Override
        public Iterator<Job> iterator() {
            String n = factory.name;
            UniformRandomProvider arrivals = params.streams().stream(n + ".arrivals");
            UniformRandomProvider service = params.streams().stream(n + ".service");
            UniformRandomProvider widths = params.streams().stream(n + ".width");
            UniformRandomProvider heights = params.streams().stream(n + ".height");
            double mean = 1 / params.load();
            return new Iterator<>() {
                private int id;
                private double time;

                @Override
                public boolean hasNext() {
                    return id < params.jobs();
                }

                @Override
                public Job next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    id++;
                    time += exponential(arrivals, mean);
                    double runtime = exponential(service, 1.0);
                    int w = drawSide(widths, width, decreasing);
                    int h = drawSide(heights, height, decreasing);
                    return new Job(id, time, runtime, runtime, w * h, new ShapedRequest(w, h));
                }
            };
        }

        @Override
        public Map<String, Object> provenance() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("model", factory.name);
            m.put("mesh", width + "x" + height);
            m.put("load", params.load());
            m.put("jobs", params.jobs());
            m.put("service_mean", 1.0);
            if (decreasing) {
                m.put("ranges", "[1,4] [5,8] [9,16] [17,L]");
                m.put("probabilities", "0.4 0.2 0.2 0.2");
            }
            return m;
        }
    }

    /** Inverse-transform exponential draw with the given mean. */
    private static double exponential(UniformRandomProvider rng, double mean) {
        return -Math.log1p(-rng.nextDouble()) * mean;
    }

    @Override
    public String toString() {
        return name;
    }
}
