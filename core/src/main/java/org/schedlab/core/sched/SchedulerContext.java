package org.schedlab.core.sched;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;

/** What a scheduler sees of the simulation while it handles one event. */
public interface SchedulerContext {
    /** The current simulated time. */
    double now();

    /**
     * The live allocator. Schedulers call {@link Allocator#find} and {@link Allocator#copy} on it;
     * they never commit or release directly (use {@link #start}).
     */
    Allocator allocator();

    /**
     * Starts {@code job} now on {@code allocation} (which must come from {@code allocator().find}
     * for the current state). The job ends at {@code now() + job.runtime()}.
     */
    void start(Job job, Allocation allocation);

    /**
     * Starts {@code job} now if the allocator finds a placement for it.
     *
     * @return whether the job started
     */
    default boolean tryStart(Job job) {
        Allocation a = allocator().find(job.request());
        if (a == null) {
            return false;
        }
        start(job, a);
        return true;
    }
}
