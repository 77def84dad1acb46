package org.schedlab.core.testing;

import java.util.function.Consumer;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;

/**
 * Runs a pass scheduler unchanged and hands it to an observer after every pass, so a test can
 * audit its state (reservations, queue length) at the points where it decides.
 *
 * @param <S> the scheduler's type
 */
public final class PassWatch<S extends PassScheduler> implements PassScheduler {
    private final S scheduler;
    private final Consumer<SchedulerContext> afterPass;

    public PassWatch(S scheduler, Consumer<SchedulerContext> afterPass) {
        this.scheduler = scheduler;
        this.afterPass = afterPass;
    }

    /** The watched scheduler. */
    public S scheduler() {
        return scheduler;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        scheduler.onArrival(job, ctx);
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        scheduler.onDeparture(job, ctx);
    }

    @Override
    public void pass(SchedulerContext ctx) {
        scheduler.pass(ctx);
        afterPass.accept(ctx);
    }

    @Override
    public int waiting() {
        return scheduler.waiting();
    }

    @Override
    public void checkInvariants() {
        scheduler.checkInvariants();
    }
}
