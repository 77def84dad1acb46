package org.schedlab.workloads.lublin;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;

/**
 * The Lublin-Feitelson workload model (U. Lublin, D. G. Feitelson, "The workload on parallel
 * supercomputers: modeling the characteristics of rigid jobs", JPDC 63(11):1105-1122, 2003),
 * drawn as the reference program {@code m_lublin99.c} draws it; see {@link JobType} for the laws
 * and {@link DailyCycle} for the arrivals. With two job types (batch and interactive) each type
 * has its own arrival process and the next job is of the type that arrives first (interactive on
 * a tie, as in the reference). Sizes above a type's largest size {@code min(round(2^uHi), P)} are
 * cut to it (only power-of-two rounding of a fractional {@code uHi} reaches beyond).
 *
 * <p>Jobs are numbered from 1; submit times and runtimes are whole seconds; the estimate is the
 * runtime (add an estimate model with the {@code estimates} convention).
 *
 * <p>Streams, per type T ({@code batch}, {@code interactive}, or {@code whole} without types):
 * {@code T/arrivals}, {@code T/sizes}, {@code T/runtimes}, each under the optional scope S as
 * {@code S/T/...}. Each {@link #iterator()} starts them afresh.
 *
 * <p>Cost: O(1) expected per job (the runtime law is drawn again above 12 with probability well
 * below 1%).
 */
public final class LublinWorkload implements Workload {
    private final List<Stream> types;
    private final int startHour;
    private final double scale;
    private final DailyCycle.Clock clock;
    private final int jobs;
    private final RandomStreams streams;
    private final String scope;
    private final Map<String, Object> provenance;

    /**
     * One job type as drawn.
     *
     * @param name the stream prefix: {@code batch}, {@code interactive} or {@code whole}
     * @param type its parameters
     * @param maxNodes its largest size
     */
    public record Stream(String name, JobType type, int maxNodes) {
        public Stream {
            if (maxNodes < 1) {
                throw new IllegalArgumentException("largest size must be >= 1: " + maxNodes);
            }
        }
    }

    /**
     * @param types the types in tie order (the first wins a tie), one or two
     * @param startHour hour of day at time 0
     * @param scale inter-arrival scale of {@link DailyCycle} (1 = the model's own load)
     * @param clock how arrival times are kept
     * @param jobs number of jobs
     * @param streams this replication's streams
     * @param scope prefix of the stream names, or null
     * @param provenance what to report as the workload's provenance
     */
    public LublinWorkload(
            List<Stream> types,
            int startHour,
            double scale,
            DailyCycle.Clock clock,
            int jobs,
            RandomStreams streams,
            String scope,
            Map<String, Object> provenance) {
        if (types.isEmpty() || types.size() > 2) {
            throw new IllegalArgumentException("one or two job types, got " + types.size());
        }
        if (jobs < 1) {
            throw new IllegalArgumentException("number of jobs must be >= 1: " + jobs);
        }
        this.types = List.copyOf(types);
        this.startHour = startHour;
        this.scale = scale;
        this.clock = clock;
        this.jobs = jobs;
        this.streams = streams;
        this.scope = scope;
        this.provenance = new LinkedHashMap<>(provenance);
    }

    @Override
    public Jobs iterator() {
        return new Jobs();
    }

    /** The job stream; {@link #lastType()} tells which type the last job was of. */
    public final class Jobs implements Iterator<Job> {
        private final List<Source> sources = new ArrayList<>();
        private int made;
        private String lastType;

        private Jobs() {
            for (Stream s : types) {
                sources.add(new Source(s, streams, scope, startHour, scale, clock));
            }
        }

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
            // the first source in tie order that arrives strictly first (interactive wins ties)
            Source s = sources.get(0);
            for (int i = 1; i < sources.size(); i++) {
                if (sources.get(i).arrivals.peek() < s.arrivals.peek()) {
                    s = sources.get(i);
                }
            }
            double t = s.arrivals.next();
            int nodes = s.size();
            lastType = s.name;
            return Job.of(made, Math.floor(t), s.runtime(nodes), nodes);
        }

        /** The stream name of the last job's type ({@code batch}, {@code interactive}, {@code whole}). */
        public String lastType() {
            return lastType;
        }
    }

    @Override
    public Map<String, Object> provenance() {
        return provenance;
    }

    /** The draws of one type: its arrivals, sizes and runtimes on their own streams. */
    private static final class Source {
        final String name;
        final DailyCycle arrivals;
        final JobType type;
        final int maxNodes;
        final UniformRandomProvider sizes;
        final UniformRandomProvider runtimes;
        final ContinuousSampler gamma1;
        final ContinuousSampler gamma2;

        Source(Stream s, RandomStreams streams, String scope, int startHour, double scale, DailyCycle.Clock clock) {
            this.name = s.name();
            String prefix = (scope == null ? "" : scope + "/") + s.name() + "/";
            this.type = s.type();
            this.maxNodes = s.maxNodes();
            this.arrivals = new DailyCycle(type, startHour, scale, clock, streams.stream(prefix + "arrivals"));
            this.sizes = streams.stream(prefix + "sizes");
            this.runtimes = streams.stream(prefix + "runtimes");
            this.gamma1 = AhrensDieterMarsagliaTsangGammaSampler.of(runtimes, type.a1(), type.b1());
            this.gamma2 = AhrensDieterMarsagliaTsangGammaSampler.of(runtimes, type.a2(), type.b2());
        }

        /** The reference's {@code calc_number_of_nodes}, cut to the largest size. */
        int size() {
            double u = sizes.nextDouble();
            if (u <= type.serialProb()) {
                return 1;
            }
            double lo;
            double hi;
            if (sizes.nextDouble() <= type.uProb()) {
                lo = type.uLow();
                hi = type.uMed();
            } else {
                lo = type.uMed();
                hi = type.uHi();
            }
            double par = sizes.nextDouble() * (hi - lo) + lo;
            if (u <= type.serialProb() + type.pow2Prob()) {
                par = Math.floor(par + 0.5);
            }
            return (int) Math.min(maxNodes, Math.floor(Math.pow(2, par) + 0.5));
        }

        /** The reference's {@code time_from_nodes}: whole seconds of exp(hyper-gamma <= 12). */
        double runtime(int nodes) {
            double p = type.firstGammaShare(nodes);
            double x;
            do {
                x = runtimes.nextDouble() <= p ? gamma1.sample() : gamma2.sample();
            } while (x > Moments.TOO_MUCH_TIME);
            return Math.floor(Math.exp(x));
        }
    }
}
