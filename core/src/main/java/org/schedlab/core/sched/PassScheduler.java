package org.schedlab.core.sched;

/**
 * A scheduler whose decisions are made in passes over its whole queue (FCFS, EASY, conservative
 * backfilling), as opposed to a per-event policy whose rule depends on which event happened
 * (Window-K, OOCB, the delay-based scheme).
 *
 * <p>{@link #onArrival} and {@link #onDeparture} of a pass scheduler only record the event; the
 * engine then calls {@link #pass} once per timestamp after all its events ({@link
 * PassMode#PER_TIME}, the default) or after each event ({@link PassMode#PER_EVENT}). The kind is
 * stated by the type, so the engine never needs to know a scheduler's name.
 */
public interface PassScheduler extends Scheduler {
    /** Starts whatever the policy starts now, given every event applied so far. */
    void pass(SchedulerContext ctx);
}
