package org.schedlab.workloads.synthetic;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;

/**
 * The synthetic 2D-mesh workload of Ababneh and Bani-Mohammad ("A new window-based job scheduling
 * scheme for 2D mesh multicomputers", Simulation Modelling Practice and Theory, 2011, section
 * 5.1): Poisson arrivals, exponential service times with mean 1, and a {@code w x h} shape whose
 * sides are drawn independently by a {@link MeshSides} law. Jobs are numbered from 1; the estimate
 * equals the runtime (the paper's schedulers use none); the size is {@code w * h}.
 *
 * <p>Streams: {@value #ARRIVALS}, {@value #SERVICE}, {@value #WIDTH}, {@value #HEIGHT}. Each {@link
 * #iterator()} starts them afresh, so every pass gives the same jobs.
 *
 * @param sides the side law
 * @param maxWidth the width limit L of the width law
 * @param maxHeight the height limit L of the height law
 * @param rate arrivals per time unit
 * @param jobs number of jobs
 * @param streams the replication's random streams
 */
public record MeshWorkload(MeshSides sides, int maxWidth, int maxHeight, double rate, int jobs, RandomStreams streams)
        implements Workload {
    /** Stream of interarrival times. */
    public static final String ARRIVALS = "arrivals";
    /** Stream of service times. */
    public static final String SERVICE = "service";
    /** Stream of widths. */
    public static final String WIDTH = "width";
    /** Stream of heights. */
    public static final String HEIGHT = "height";

    /** Mean service time of the model. */
    public static final double MEAN_SERVICE = 1.0;

    public MeshWorkload {
        if (sides == null || streams == null) {
            throw new IllegalArgumentException("side law and streams are required");
        }
        if (maxWidth < 1 || maxHeight < 1) {
            throw new IllegalArgumentException("side limits must be >= 1: " + maxWidth + "x" + maxHeight);
        }
        if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException("arrival rate must be finite and > 0: " + rate);
        }
        if (jobs < 1) {
            throw new IllegalArgumentException("number of jobs must be >= 1: " + jobs);
        }
    }

    @Override
    public Iterator<Job> iterator() {
        PoissonArrivals arrivals = new PoissonArrivals(streams.stream(ARRIVALS), rate);
        ContinuousSampler service = Distributions.exponential(streams.stream(SERVICE), MEAN_SERVICE);
        DiscreteSampler width = sides.sampler(streams.stream(WIDTH), maxWidth);
        DiscreteSampler height = sides.sampler(streams.stream(HEIGHT), maxHeight);
        return new Iterator<>() {
            private int made;

            @Override
            public boolean hasNext() {
                return made < jobs;
            }

            @Override
            public Job next() {
                if (made >= jobs) {
                    throw new NoSuchElementException("all " + jobs + " jobs were drawn");
                }
                made++;
                double submit = arrivals.next();
                double runtime = service.sample();
                int w = width.sample();
                int h = height.sample();
                return new Job(made, submit, runtime, runtime, w * h, new ShapedRequest(w, h));
            }
        };
    }

    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", sides.workloadName());
        m.put("maxWidth", maxWidth);
        m.put("maxHeight", maxHeight);
        m.put("rate", rate);
        m.put("meanService", MEAN_SERVICE);
        m.put("jobs", jobs);
        m.put("seed", streams.masterSeed());
        m.put("replication", streams.replication());
        m.put("streams", List.of(ARRIVALS, SERVICE, WIDTH, HEIGHT));
        return m;
    }
}
