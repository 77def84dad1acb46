package org.schedlab.schedulers.fcfs;

import java.util.ArrayDeque;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.NamedSchedulerFactory;

/**
 * First-Come-First-Served: jobs start strictly in arrival order; only the oldest waiting job may
 * start, as soon as the allocator finds it a placement. After every event the scheduler starts
 * queue-head jobs while they fit. (Used as the baseline by every paper; FCFS equals Window-1 in
 * Ababneh and Bani-Mohammad, Simulation Modelling Practice and Theory, 2011.)
 *
 * <p>Cost per event: one {@code find} per job started plus one for the head that does not fit.
 */
public final class FcfsScheduler implements Scheduler {
    /** The registered name. */
    public static final String NAME = "fcfs";

    /** {@code fcfs}, no arguments. */
    public static final NamedSchedulerFactory FACTORY =
            new NamedSchedulerFactory(NAME, "fcfs  first-come-first-served, strict arrival order", spec -> {
                spec.requireArgs(0, 0, "fcfs (no arguments)");
                return new FcfsScheduler();
            });

    private final ArrayDeque<Job> queue = new ArrayDeque<>();

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        queue.addLast(job);
        if (queue.size() == 1) {
            pass(ctx);
        }
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        pass(ctx);
    }

    private void pass(SchedulerContext ctx) {
        while (!queue.isEmpty() && ctx.tryStart(queue.peekFirst())) {
            queue.removeFirst();
        }
    }

    @Override
    public int waiting() {
        return queue.size();
    }
}
