package org.schedlab.schedulers.fcfs;

import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.queue.QueueScheduler;

/**
 * First-Come-First-Served: jobs start strictly in arrival order; only the oldest waiting job may
 * start, as soon as the allocator finds it a placement. Each pass (once per timestamp by default,
 * see {@link org.schedlab.core.sched.PassMode}) starts queue-head jobs while they fit. (Used as the baseline by every paper; FCFS equals Window-1 in
 * Ababneh and Bani-Mohammad, Simulation Modelling Practice and Theory, 2011.)
 *
 * <p>Cost per event: one {@code find} per job started plus one for the head that does not fit.
 */
public final class FcfsScheduler extends QueueScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "fcfs";

    /** {@code fcfs}, no arguments. */
    public static final NamedSchedulerFactory FACTORY =
            new NamedSchedulerFactory(NAME, "fcfs  first-come-first-served, strict arrival order", spec -> {
                spec.requireArgs(0, 0, "fcfs (no arguments)");
                return new FcfsScheduler();
            });

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        queue.add(job, nextPosition());
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {}

    @Override
    public void pass(SchedulerContext ctx) {
        headsThenOvertakers(ctx);
    }
}
