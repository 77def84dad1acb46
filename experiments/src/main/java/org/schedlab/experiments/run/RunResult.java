package org.schedlab.experiments.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.metrics.MetricsSummary;

/**
 * The outcome of one replication. Both maps keep the order they were given in ({@code Map.copyOf}
 * would not: its iteration order changes from one JVM to the next, and the printed output with it).
 *
 * @param summary the run's figures
 * @param workload the workload's provenance (source, convention profile, dropped counts)
 * @param timings wall-clock allocator costs ({@code allocateNanos}, {@code releaseNanos} per job)
 *     when the spec asked for them, else empty; not deterministic
 * @param figures figures only the run's engine measures ({@link
 *     org.schedlab.core.sim.Engine#figures()}), e.g. the gang engine's slot counts, then the work
 *     per job counted by an allocator that counts ({@link
 *     org.schedlab.core.alloc.WorkCounting}, names from {@link org.schedlab.core.alloc.Work});
 *     empty for the space-sharing engine with an allocator that does not count
 */
public record RunResult(
        MetricsSummary summary,
        Map<String, Object> workload,
        Map<String, Double> timings,
        Map<String, Double> figures) {
    public RunResult {
        workload = Collections.unmodifiableMap(new LinkedHashMap<>(workload));
        timings = Collections.unmodifiableMap(new LinkedHashMap<>(timings));
        figures = Collections.unmodifiableMap(new LinkedHashMap<>(figures));
    }

    /**
     * The figure {@code name}: the engine's own when it has one by that name (it replaces the core
     * metric), else the core metric.
     */
    public double value(String name) {
        Double own = figures.get(name);
        return own != null ? own : summary.value(name);
    }
}
