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

    /**
     * The departure's own turn among the events of its second: right after {@link #onDeparture},
     * except for a job that leaves early under {@link EventOrder#onTimeEndsFirst()} with per-event
     * passes, whose turn comes just before its own pass, at its place among the second's
     * departures (where pyss handles its termination event, {@code new_events_on_job_termination}).
     * A scheduler that learns from ended jobs (a runtime predictor) learns here, so that the
     * passes before the turn do not know the job's runtime yet. Default: nothing.
     */
    default void onDepartureTurn(Job job, SchedulerContext ctx) {}

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
