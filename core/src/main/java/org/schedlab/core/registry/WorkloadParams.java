package org.schedlab.core.registry;

import java.util.Map;
import java.util.Set;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.spec.BadInputException;

/**
 * Everything a workload may need besides its own spec string.
 *
 * @param machine the machine the workload will run on (synthetic mesh models take side lengths
 *     from it)
 * @param streams the named random streams of this replication
 * @param load arrival rate in jobs per time unit ({@code --load}), or NaN when not given
 * @param utilization target offered load ({@code --utilization}), or NaN when not given
 * @param jobs number of jobs for synthetic models ({@code --jobs}), or 0 when not given
 * @param options further {@code key=value} options (trace conventions such as {@code
 *     partition=2}, {@code load-factor=0.5}); each workload rejects keys it does not know
 */
public record WorkloadParams(
        Machine machine,
        RandomStreams streams,
        double load,
        double utilization,
        int jobs,
        Map<String, String> options) {
    public WorkloadParams {
        options = Map.copyOf(options);
    }

    /** Fails with a message naming the first key of {@link #options} not in {@code known}. */
    public void requireKnownOptions(String workload, Set<String> known) {
        for (String key : new java.util.TreeSet<>(options.keySet())) {
            if (!known.contains(key)) {
                throw new BadInputException("workload " + workload + ": unknown option '" + key + "' (known: "
                        + String.join(", ", new java.util.TreeSet<>(known)) + ")");
            }
        }
    }

    /**
     * The Poisson arrival rate of a synthetic workload: {@code --load} as given, or from {@code
     * --utilization U} the rate at which the offered load {@code rate * meanSize * meanService /
     * capacity} equals U.
     *
     * @param workload the workload's name, for messages
     * @param capacity processors of the machine the utilization refers to
     * @param meanSize mean processors per job
     * @param meanService mean service time per job
     * @throws BadInputException naming the option when neither is given or a value is not a finite
     *     number &gt; 0
     */
    public double arrivalRate(String workload, int capacity, double meanSize, double meanService) {
        if (!Double.isNaN(load)) {
            if (!(load > 0) || Double.isInfinite(load)) {
                throw new BadInputException("--load must be a finite arrival rate > 0, got " + load);
            }
            return load;
        }
        if (!Double.isNaN(utilization)) {
            if (!(utilization > 0) || Double.isInfinite(utilization)) {
                throw new BadInputException("--utilization must be finite and > 0, got " + utilization);
            }
            return utilization * capacity / (meanSize * meanService);
        }
        throw new BadInputException("workload " + workload + " needs --load (arrival rate) or --utilization");
    }

    /**
     * Refuses {@code --load} and {@code --utilization} for a workload with its own arrival times
     * (a trace or a jobs file), instead of ignoring them.
     */
    public void requireNoArrivalRate(String workload) {
        if (!Double.isNaN(load) || !Double.isNaN(utilization)) {
            throw new BadInputException((Double.isNaN(load) ? "--utilization" : "--load")
                    + " does not apply to workload " + workload
                    + ": its jobs carry their own submit times (--load-factor F scales a trace's times by 1/F)");
        }
    }
}
