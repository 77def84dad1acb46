package org.schedlab.multicluster.workload;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.commons.rng.sampling.distribution.AhrensDieterExponentialSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * The synthetic co-allocation workload of Bucur and Epema (JSSPP 2000, sections 2 and 4): Poisson
 * arrivals at {@code rate}, exponential service times with mean 1, and jobs of {@code components}
 * components drawn by a {@link ComponentLaw}. Jobs are numbered from 1; the estimate equals the
 * runtime; the size is the sum of the components.
 *
 * <p>Streams: {@value #ARRIVALS}, {@value #SERVICE}, {@value #COMPONENTS}, {@value #LAW}. Each
 * {@link #iterator()} starts them afresh, so every pass gives the same jobs.
 *
 * @param law how components are drawn
 * @param components components per job
 * @param kind the request structure given to the jobs (a multicluster machine re-kinds them)
 * @param rate arrivals per time unit
 * @param jobs number of jobs
 * @param streams the replication's random streams
 */
public record CoallocWorkload(
        ComponentLaw law, int components, RequestKind kind, double rate, int jobs, RandomStreams streams)
        implements Workload {
    /** Stream of interarrival times. */
    public static final String ARRIVALS = "arrivals";
    /** Stream of service times. */
    public static final String SERVICE = "service";
    /** Stream of component sizes. */
    public static final String COMPONENTS = "components";
    /** Stream of the per-job choice of law (only drawn when there are several laws). */
    public static final String LAW = "law";
    /** Mean service time of the model. */
    public static final double MEAN_SERVICE = 1.0;

    public CoallocWorkload {
        if (law == null || kind == null || streams == null) {
            throw new IllegalArgumentException("law, kind and streams are required");
        }
        if (components < 1) {
            throw new IllegalArgumentException("components per job must be >= 1: " + components);
        }
        if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new IllegalArgumentException("arrival rate must be finite and > 0: " + rate);
        }
        if (jobs < 1) {
            throw new IllegalArgumentException("number of jobs must be >= 1: " + jobs);
        }
    }

    /** The mean job size: components x mean component. */
    public double meanSize() {
        return components * law.mean();
    }

    @Override
    public Iterator<Job> iterator() {
        ContinuousSampler gap = AhrensDieterExponentialSampler.of(streams.stream(ARRIVALS), 1.0 / rate);
        ContinuousSampler service = AhrensDieterExponentialSampler.of(streams.stream(SERVICE), MEAN_SERVICE);
        ComponentLaw.JobSampler draw = law.sampler(streams.stream(LAW), streams.stream(COMPONENTS));
        int[] buffer = new int[components];
        return new Iterator<>() {
            private int made;
            private double now;

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
                now += gap.sample();
                double runtime = service.sample();
                draw.draw(buffer, components);
                CoAllocationRequest r = new CoAllocationRequest(buffer, kind);
                return new Job(made, now, runtime, runtime, r.processors(), r);
            }
        };
    }

    @Override
    public Map<String, Object> provenance() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", "coalloc");
        m.put("components", law.name());
        m.put("componentsPerJob", components);
        m.put("meanSize", meanSize());
        m.put("kind", kind.spelling());
        m.put("rate", rate);
        m.put("meanService", MEAN_SERVICE);
        m.put("jobs", jobs);
        m.put("seed", streams.masterSeed());
        m.put("replication", streams.replication());
        m.put("streams", List.of(ARRIVALS, SERVICE, COMPONENTS, LAW));
        return m;
    }
}
