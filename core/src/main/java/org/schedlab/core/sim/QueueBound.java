package org.schedlab.core.sim;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;

/**
 * A bound on the waiting queue of one run (jobs arrived and not started, a killed job waiting
 * again): the arrival that makes it exceed the bound stops the run with {@link Exceeded}, a {@link
 * RunDiverged}. A run whose offered load exceeds what the machine, its allocator and its scheduler
 * serve has no steady state, and its queue grows with every arrival, and with it the memory that
 * holds the waiting jobs, until the Java heap is full; the bound ends such a run with a message
 * instead. A reproduction reports the run as diverged (as the gang engine's row limit does); {@code
 * simulate} ends with exit status 2 and the message.
 *
 * <p>{@link #DEFAULT}: 500,000 jobs, five times the largest synthetic run of the built-in
 * reproductions (100,000 jobs) and twice the largest trace they read (243,306 records), so no
 * built-in run can reach it; it costs a few hundred bytes per waiting job, so a run reaches it
 * long before the launcher's default heap of 4 GiB is full. Cost per event: O(1).
 */
public final class QueueBound implements SimulationListener {
    /** The default bound on the waiting queue. */
    public static final int DEFAULT = 500_000;

    private final long limit;
    private long waiting;
    private long arrivals;

    /** A bound of {@code limit} waiting jobs ({@code >= 1}). */
    public QueueBound(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("queue bound must be >= 1: " + limit);
        }
        this.limit = limit;
    }

    @Override
    public void onArrival(Job job, double now) {
        arrivals++;
        if (++waiting > limit) {
            throw new Exceeded(limit, now, arrivals);
        }
    }

    @Override
    public void onStart(Job job, Allocation allocation, double now) {
        waiting--;
    }

    @Override
    public void onKill(Job job, Allocation allocation, double start, double killedAt) {
        waiting++;
    }

    /** Jobs waiting now. */
    public long waiting() {
        return waiting;
    }

    /** Thrown by the arrival that makes the queue exceed the bound. */
    public static final class Exceeded extends RunDiverged {
        private static final long serialVersionUID = 1L;

        private final long limit;

        Exceeded(long limit, double now, long arrivals) {
            super("the queue grew beyond " + String.format(java.util.Locale.ROOT, "%,d", limit)
                    + " jobs: the offered load exceeds what this machine serves (at time " + now + ", after "
                    + String.format(java.util.Locale.ROOT, "%,d", arrivals) + " arrivals)");
            this.limit = limit;
        }

        /** The bound that was exceeded. */
        public long limit() {
            return limit;
        }
    }
}
