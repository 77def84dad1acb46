package org.schedlab.experiments.run;

import java.util.Map;
import org.schedlab.core.metrics.MetricsSummary;

/**
 * The outcome of one replication.
 *
 * @param summary the run's figures
 * @param workload the workload's provenance (source, convention profile, dropped counts)
 */
public record RunResult(MetricsSummary summary, Map<String, Object> workload) {
    public RunResult {
        workload = Map.copyOf(workload);
    }
}
