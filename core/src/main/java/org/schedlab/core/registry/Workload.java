package org.schedlab.core.registry;

import java.util.Iterator;
import java.util.Map;
import org.schedlab.core.job.Job;

/**
 * A stream of jobs in non-decreasing submit order, produced lazily so that a large trace is never
 * held in memory twice. Each call to {@link #iterator()} starts the stream afresh.
 */
public interface Workload extends Iterable<Job> {
    @Override
    Iterator<Job> iterator();

    /**
     * Provenance for outputs: the source, the convention profile in force and, after a full pass,
     * counts of records dropped or modified. Keys are stable; values are strings, numbers or maps.
     */
    default Map<String, Object> provenance() {
        return Map.of();
    }
}
