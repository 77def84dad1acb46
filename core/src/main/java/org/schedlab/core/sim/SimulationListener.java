package org.schedlab.core.sim;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;

/** Observes a simulation's job events (metrics, schedule writers, progress). */
public interface SimulationListener {
    /** {@code job} arrived at {@code now}, before the scheduler saw it. */
    default void onArrival(Job job, double now) {}

    /** {@code job} started at {@code now} on {@code allocation}. */
    default void onStart(Job job, Allocation allocation, double now) {}

    /**
     * {@code job}, started at {@code start} on {@code allocation}, was killed at {@code killedAt}
     * (its processors are free again and it waits to be started anew; it will start and end
     * again later).
     */
    default void onKill(Job job, Allocation allocation, double start, double killedAt) {}

    /** {@code job}, started at {@code start} on {@code allocation}, ended at {@code end}. */
    default void onEnd(Job job, Allocation allocation, double start, double end) {}
}
