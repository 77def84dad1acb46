package org.schedlab.core.sched;

import org.schedlab.core.job.Job;

/**
 * A job scheduler: decides which waiting job starts next. It keeps its own queue, asks the
 * allocator (through the context) whether and where a job fits, and starts jobs through {@link
 * SchedulerContext#start}. Schedulers are topology-agnostic.
 *
 * <p>The engine calls exactly one of these methods per event, in the engine's deterministic event
 * order (departures before arrivals at equal times, then job order). Per-event policies (Window-K,
 * OOCB) and per-pass policies (FCFS, EASY: one scheduling pass after every event) both fit.
 */
public interface Scheduler {
    /** A job has arrived (its submit time is {@code ctx.now()}). */
    void onArrival(Job job, SchedulerContext ctx);

    /** A running job has ended and its processors are already free. */
    void onDeparture(Job job, SchedulerContext ctx);

    /** Number of jobs this scheduler holds that have not started yet. */
    int waiting();

    /**
     * Audits the scheduler's own state.
     *
     * @throws IllegalStateException describing the first violation found
     */
    default void checkInvariants() {}
}
