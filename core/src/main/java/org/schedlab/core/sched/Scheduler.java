package org.schedlab.core.sched;

import org.schedlab.core.job.Job;

/**
 * A job scheduler: decides which waiting job starts next. It keeps its own queue, asks the
 * allocator (through the context) whether and where a job fits, and starts jobs through {@link
 * SchedulerContext#start}. Schedulers are topology-agnostic.
 *
 * <p>The engine calls exactly one of these methods per event, in the engine's deterministic event
 * order (departures before arrivals at equal times, then job order). A per-event policy (Window-K,
 * OOCB) decides inside these callbacks; a pass-based policy (FCFS, EASY, conservative) implements
 * {@link PassScheduler}, records events here and decides in {@link PassScheduler#pass}.
 */
public interface Scheduler {
    /** A job has arrived (its submit time is {@code ctx.now()}). */
    void onArrival(Job job, SchedulerContext ctx);

    /** A running job has ended and its processors are already free. */
    void onDeparture(Job job, SchedulerContext ctx);

    /** Number of jobs this scheduler holds that have not started yet. */
    int waiting();

    /**
     * Whether this scheduler may kill running jobs ({@link SchedulerContext#kill}). The engine then
     * reports the kills and the lost work among its figures, also when there were none. Default
     * {@code false}.
     */
    default boolean mayKill() {
        return false;
    }

    /**
     * Audits the scheduler's own state.
     *
     * @throws IllegalStateException describing the first violation found
     */
    default void checkInvariants() {}
}
