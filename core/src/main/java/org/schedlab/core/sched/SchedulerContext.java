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
     * Starts {@code job} as {@link #start(Job, Allocation)} does, telling the engine that the
     * scheduler expects it to run {@code expectedRuntime} (a runtime predictor's value instead of
     * the user's estimate). The engine reads it only for {@link EventOrder#onTimeEndsFirst()}: a
     * job then ends on time when it ends at start + {@code expectedRuntime}, or, having outlived
     * that, at start + its estimate (where a planner extends an outlived booking). The default ignores it.
     */
    default void start(Job job, Allocation allocation, double expectedRuntime) {
        start(job, allocation);
    }

    /**
     * Kills the running {@code job} now: its departure is cancelled, its processors are freed at
     * once, and it waits again. The scheduler that kills a job must queue it again itself (the
     * engine checks at the end that every job has ended exactly once). Only a scheduler whose
     * {@link Scheduler#mayKill()} is true calls this; the lost work, processors times the time the
     * job ran, is counted by the engine.
     *
     * @throws UnsupportedOperationException if this engine cannot kill jobs (the default)
     * @throws IllegalStateException if {@code job} is not running
     */
    default void kill(Job job) {
        throw new UnsupportedOperationException("this engine cannot kill running jobs (job " + job.id() + ")");
    }

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
