package org.schedlab.core.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;

/**
 * The figures of one simulation run. Times are in the workload's unit.
 *
 * @param jobs number of jobs that ended
 * @param meanWait mean of start - submit
 * @param maxWait maximum of start - submit
 * @param meanTurnaround mean of end - submit
 * @param meanBoundedSlowdown mean of max(1, (end - submit) / max(runtime, threshold))
 * @param utilization time-integrated busy processors / (capacity x (last end - first submit))
 * @param makespan last end - first submit
 * @param waitP50 median wait (HdrHistogram, about 3 significant digits)
 * @param waitP95 95th percentile of the wait
 * @param waitP99 99th percentile of the wait
 * @param byClass the same figures per job class, when a classifier was given (sorted by class)
 */
public record MetricsSummary(
        long jobs,
        double meanWait,
        double maxWait,
        double meanTurnaround,
        double meanBoundedSlowdown,
        double utilization,
        double makespan,
        double waitP50,
        double waitP95,
        double waitP99,
        SortedMap<String, MetricsSummary> byClass) {

    /** Metric names in output order; the keys of {@link #values()}. */
    public static final java.util.List<String> NAMES = java.util.List.of(
            "jobs",
            "meanWait",
            "maxWait",
            "meanTurnaround",
            "meanBoundedSlowdown",
            "utilization",
            "makespan",
            "waitP50",
            "waitP95",
            "waitP99");

    public MetricsSummary {
        byClass = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(byClass));
    }

    /** The scalar figures by name, in {@link #NAMES} order. */
    public Map<String, Double> values() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("jobs", (double) jobs);
        m.put("meanWait", meanWait);
        m.put("maxWait", maxWait);
        m.put("meanTurnaround", meanTurnaround);
        m.put("meanBoundedSlowdown", meanBoundedSlowdown);
        m.put("utilization", utilization);
        m.put("makespan", makespan);
        m.put("waitP50", waitP50);
        m.put("waitP95", waitP95);
        m.put("waitP99", waitP99);
        return m;
    }

    /** One figure by name. */
    public double value(String name) {
        Double v = values().get(name);
        if (v == null) {
            throw new IllegalArgumentException("unknown metric '" + name + "'; known: " + NAMES);
        }
        return v;
    }
}
