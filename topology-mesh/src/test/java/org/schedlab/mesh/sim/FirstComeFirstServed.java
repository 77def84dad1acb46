package org.schedlab.mesh.sim;

import java.util.ArrayDeque;
import java.util.Deque;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;

/** A minimal strict FCFS for tests (the schedulers module is not a dependency). */
final class FirstComeFirstServed implements Scheduler {
    private final Deque<Job> queue = new ArrayDeque<>();

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        queue.add(job);
        startHeads(ctx);
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        startHeads(ctx);
    }

    private void startHeads(SchedulerContext ctx) {
        for (Job head = queue.peek(); head != null && ctx.tryStart(head); head = queue.peek()) {
            queue.poll();
        }
    }

    @Override
    public int waiting() {
        return queue.size();
    }
}
