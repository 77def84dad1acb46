package org.schedlab.schedulers.fcfs;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.queue.OrderedQueue;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.queue.QueueScheduler;

/**
 * First-Come-First-Served: jobs start strictly in arrival order; only the oldest waiting job may
 * start, as soon as the allocator finds it a placement. Each pass (once per timestamp by default,
 * see {@link org.schedlab.core.sched.PassMode}) starts queue-head jobs while they fit. (Used as the baseline by every paper; FCFS equals Window-1 in
 * Ababneh and Bani-Mohammad, Simulation Modelling Practice and Theory, 2011.)
 *
 * <p>Cost per event: one {@code find} per job started plus one for the head that does not fit.
 *
 * <p><b>{@code fcfs:order=NAME}</b>: a priority queue without backfilling. The waiting jobs are
 * ranked by a {@link QueueOrder} (equal scores by arrival, then job id) and only the first in that
 * order may start, while it fits: PReMAS's {@code pqueue[COMPARATOR]} ({@code
 * simulator/scheduler/PQScheduler.java}), whose comparators are the orders {@code sjf} ({@code
 * shortfirst}), {@code ljf} ({@code longfirst}), {@code largest}, {@code smallest}, {@code saf}
 * ({@code ssd}) and {@code laf} ({@code lsd}). {@code order=fcfs} is plain FCFS.
 */
public final class FcfsScheduler extends QueueScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "fcfs";

    /** {@code fcfs[:order=NAME]} with the built-in queue orders ({@link QueueOrders#builtIn()}). */
    public static final NamedSchedulerFactory FACTORY = factory(QueueOrders.builtIn());

    /**
     * {@code fcfs[:order=NAME]} with NAME one of {@code orders}: the factory the schedulers module
     * registers, built from every registered order.
     */
    public static NamedSchedulerFactory factory(QueueOrders orders) {
        return new NamedSchedulerFactory(
                NAME,
                "fcfs[:order=NAME]  first-come-first-served, strict arrival order; order=" + orders.names()
                        + " makes it a priority queue without backfilling (only the first in that order starts)",
                spec -> {
                    String usage = "fcfs[:order=NAME] with NAME one of " + orders.names();
                    spec.requireArgs(0, 1, usage);
                    if (spec.args().isEmpty()) {
                        return new FcfsScheduler();
                    }
                    String arg = spec.args().get(0);
                    if (!arg.startsWith("order=")) {
                        throw spec.error("unknown option '" + arg + "' (expected " + usage + ")");
                    }
                    return new FcfsScheduler(orders.get(spec, arg.substring("order=".length())));
                });
    }

    private final OrderedQueue ordered;

    /** Plain FCFS. */
    public FcfsScheduler() {
        this(QueueOrders.FCFS);
    }

    /** A priority queue without backfilling in {@code order} ({@code fcfs} is plain FCFS). */
    public FcfsScheduler(QueueOrder order) {
        this.ordered = order.isArrival() ? null : new OrderedQueue(queue, order);
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        if (ordered == null) {
            queue.add(job, nextPosition());
        } else {
            ordered.add(job, nextPosition());
        }
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {}

    @Override
    public void pass(SchedulerContext ctx) {
        if (ordered == null) {
            headsThenOvertakers(ctx);
            return;
        }
        ordered.refresh(ctx.now());
        for (int first = ordered.first(); first >= 0; first = ordered.first()) {
            Job job = ordered.get(first);
            if (job.request().processors() > ctx.allocator().free()) {
                return;
            }
            Allocation placement = ctx.allocator().find(job.request());
            if (placement == null) {
                return;
            }
            queue.remove(ordered.position(first));
            ctx.start(job, placement);
        }
    }
}
