package org.schedlab.gang.scheme;

import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;

/** What an allocation scheme decides in the gang engine: where a new job goes, and the upkeep after events. */
public interface GangPolicy {
    /**
     * Places the own copy of a newly arrived job, adding a row when it fits nowhere.
     *
     * @param job the job (processors at most the matrix width)
     * @param order its arrival order
     * @return the job as placed in {@code matrix}
     */
    GangJob place(Job job, long order, OusterhoutMatrix matrix);

    /**
     * Called once after the departures and arrivals at the end of a slot: deletes rows that can
     * go, and hands out extra copies where the scheme does. Must be idempotent: a second call
     * right after the first changes nothing (the engine skips the call after slots without
     * departures or arrivals). The jobs are the matrix's own ({@link OusterhoutMatrix#jobsOn}).
     */
    void afterEvents(OusterhoutMatrix matrix);

    /**
     * {@link #afterEvents(OusterhoutMatrix)}, told whether a job ended in the step: a scheme that
     * hands out extra copies only after departures ({@link Extras#onDeparturesOnly}) needs to know.
     * The engine calls this one.
     */
    default void afterEvents(OusterhoutMatrix matrix, boolean departed) {
        afterEvents(matrix);
    }
}
