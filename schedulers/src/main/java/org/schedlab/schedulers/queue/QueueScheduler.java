package org.schedlab.schedulers.queue;

import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;

/**
 * The common skeleton of the queue-based schedulers: a {@link WaitingQueue} indexed by arrival
 * number, and the "heads first, then overtakers" pass shared by FCFS, OOCB, FPFS and the
 * delay-based scheme, which differ only in when a later job may overtake the head.
 */
public abstract class QueueScheduler implements Scheduler {
    /** Waiting jobs by arrival number. */
    protected final WaitingQueue queue = new WaitingQueue();

    private int arrivals;

    /** Numbers the next arrival: 0, 1, 2, ... in job order. */
    protected final int nextPosition() {
        return arrivals++;
    }

    /** How many jobs have arrived. */
    protected final int arrivals() {
        return arrivals;
    }

    /**
     * Starts head jobs while the allocator places them; then, while {@link #mayOvertake} allows,
     * tries the later jobs in arrival order (only those no larger than the free count). Cost: one
     * {@code find} per job tried, O(log n) per skipped stretch.
     */
    protected final void headsThenOvertakers(SchedulerContext ctx) {
        int head = queue.first();
        while (head >= 0 && tryStartQueued(head, ctx)) {
            head = queue.first();
        }
        // mayOvertake only reads state, so asking it before the (dearer) search for the next
        // candidate decides the same; FCFS, which never overtakes, then skips the search.
        if (head < 0 || !mayOvertake(ctx)) {
            return;
        }
        for (int p = queue.next(head + 1, ctx.allocator().free());
                p >= 0;
                p = queue.next(p + 1, ctx.allocator().free())) {
            if (tryStartQueued(p, ctx)) {
                overtook(p);
            }
            if (!mayOvertake(ctx)) {
                return;
            }
        }
    }

    /** Starts the queued job at {@code position} if it fits, removing it from the queue. */
    protected final boolean tryStartQueued(int position, SchedulerContext ctx) {
        if (!tryStartNew(queue.get(position), ctx)) {
            return false;
        }
        queue.remove(position);
        return true;
    }

    /** Starts {@code job}, which is not queued, if it fits. */
    protected final boolean tryStartNew(Job job, SchedulerContext ctx) {
        if (!ctx.tryStart(job)) {
            return false;
        }
        started(job, ctx);
        return true;
    }

    /** Whether a job behind the head may be tried now. The default never allows it (FCFS). */
    protected boolean mayOvertake(SchedulerContext ctx) {
        return false;
    }

    /** Called after the job at {@code position} started ahead of the head. */
    protected void overtook(int position) {}

    /** Called after every start made through this class. */
    protected void started(Job job, SchedulerContext ctx) {}

    @Override
    public int waiting() {
        return queue.size();
    }

    @Override
    public void checkInvariants() {
        queue.checkInvariants();
    }
}
