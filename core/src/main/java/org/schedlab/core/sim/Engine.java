package org.schedlab.core.sim;

import java.util.Iterator;
import java.util.Map;
import org.schedlab.core.job.Job;

/**
 * Runs one replication of a workload to completion and reports every job's events to its
 * listeners. {@link Simulation} is the engine of every space-sharing machine (a job holds its
 * processors alone from start to end). A machine family whose jobs share processors in time (gang
 * scheduling) cannot be driven by that engine and supplies its own through {@link
 * org.schedlab.core.registry.EngineMachine}; the rest of the tool chain (metrics, replications,
 * random streams, the command line) stays the same.
 */
public interface Engine {
    /** Adds an observer; listeners are called in the order added. */
    Engine addListener(SimulationListener listener);

    /**
     * Runs the whole workload to completion; an engine runs once.
     *
     * @throws org.schedlab.core.spec.BadInputException for a workload this engine refuses
     */
    void run(Iterator<Job> jobs);

    /**
     * Figures only this engine measures, by stable name, after {@link #run}. A figure named like
     * a {@link org.schedlab.core.metrics.MetricsSummary} metric replaces that metric in the run's
     * output: an engine uses this when a core definition does not fit its model (a gang engine
     * reports as {@code utilization} the active processor-slots, since a time-shared job holds its
     * processors far longer than it uses them). Default: none.
     */
    default Map<String, Double> figures() {
        return Map.of();
    }
}
