package org.schedlab.experiments.repro.paper;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.stats.StoppingRule;

/**
 * One family of simulation runs behind one or more figures: every series (a scheduler/allocator
 * pair) at every point of a swept parameter. Spec strings may contain {@code {x}}, replaced by the
 * point's value (integral values without a fraction), e.g. {@code window:{x}} or {@code
 * mesh:{x}x{x}}.
 *
 * @param id stable id, used in file names
 * @param machine machine spec template
 * @param workload workload spec template; {@code {trace}} is replaced by the path of {@code trace}
 * @param trace the trace file this sweep reads (checked for presence), or null for synthetic
 * @param options workload convention options
 * @param jobs jobs per run (synthetic) or the number of leading trace jobs used (0 = all)
 * @param load the arrival rate when it is not the swept parameter (NaN when not used)
 * @param x what the swept value sets
 * @param xs the points
 * @param series the compared policies
 * @param rule replications per point
 * @param timing when not null, a timing phase measures the allocator's wall-clock cost per job at
 *     every point (not deterministic, so apart from the simulation runs, which are never timed)
 * @param profile the named profile of trace conventions
 * @param passes the pass mode
 * @param fairness whether each run also measures every job's fair start times and adds the
 *     run-level unfairness figures ({@code Fairness.FIGURES}) to its point
 */
public record Sweep(
        String id,
        String machine,
        String workload,
        String trace,
        Map<String, String> options,
        int jobs,
        double load,
        Parameter x,
        List<Double> xs,
        List<Series> series,
        StoppingRule rule,
        Timing timing,
        String profile,
        PassMode passes,
        boolean fairness) {
    public Sweep {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        if (profile == null || passes == null) {
            throw new IllegalArgumentException("sweep " + id + " needs a profile and a pass mode");
        }
        xs = List.copyOf(xs);
        series = List.copyOf(series);
        if (xs.isEmpty() || series.isEmpty()) {
            throw new IllegalArgumentException("sweep " + id + " needs points and series");
        }
    }

    /**
     * The timing phase of a sweep: after every simulation has finished, each series replays
     * replication 0 of each point serially, {@code warmup} untimed rounds to warm the JIT, then
     * {@code rounds} timed rounds, interleaved across series so that changes in machine load hit
     * every series alike. The interval of a timing is over rounds, and rounds pair up across series.
     *
     * @param warmup untimed rounds, {@code >= 0}
     * @param rounds timed rounds, {@code >= 2} (an interval needs two)
     */
    public record Timing(int warmup, int rounds) {
        public Timing {
            if (warmup < 0 || rounds < 2) {
                throw new IllegalArgumentException(
                        "timing needs warmup >= 0 and rounds >= 2, got warmup " + warmup + ", rounds " + rounds);
            }
        }
    }

    /** What the swept value sets. */
    public enum Parameter {
        /** The arrival rate ({@code --load}). */
        LOAD,
        /**
         * The offered load ({@code --utilization}), for workloads defined by it, e.g. the gang
         * paper's rho = lambda x mean size x mean runtime / P ({@code downey}).
         */
        UTILIZATION,
        /** The trace load factor (submit times x 1/F). */
        LOAD_FACTOR,
        /** Only the {@code {x}} placeholders in the spec templates. */
        TEMPLATE
    }

    /**
     * One compared policy.
     *
     * @param label the legend name (the paper's name for the policy)
     * @param scheduler scheduler spec template
     * @param allocator allocator spec template, or null for the machine's default
     */
    public record Series(String label, String scheduler, String allocator) {}

    /** {@code template} with {@code {x}} replaced by {@code x}. */
    public static String fill(String template, double x) {
        return template == null ? null : template.replace("{x}", format(x));
    }

    /** Integral values without a fraction, others in shortest form (locale-independent). */
    public static String format(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            return Long.toString((long) x);
        }
        return Double.toString(x);
    }
}
