package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;

/**
 * Runs a workload through the engine with every-event auditing and checks the basic contract: no
 * job starts before it is submitted, every job starts once and ends once, at start + runtime.
 * Returns the start time of every job, keyed by job id (ids are unique in test workloads).
 */
public final class ScheduleRun {
    private ScheduleRun() {}

    public static Map<Integer, Double> starts(Scheduler scheduler, Allocator allocator, List<Job> jobs) {
        return starts(scheduler, allocator, jobs, (SimulationListener) null);
    }

    public static Map<Integer, Double> starts(
            Scheduler scheduler, Allocator allocator, List<Job> jobs, SimulationListener extra) {
        return starts(scheduler, allocator, jobs, extra, PassMode.PER_TIME);
    }

    public static Map<Integer, Double> starts(Scheduler scheduler, Allocator allocator, List<Job> jobs, PassMode mode) {
        return starts(scheduler, allocator, jobs, null, mode);
    }

    public static Map<Integer, Double> starts(
            Scheduler scheduler, Allocator allocator, List<Job> jobs, SimulationListener extra, PassMode mode) {
        return starts(scheduler, allocator, jobs, extra, mode, EventOrder.DEFAULT);
    }

    public static Map<Integer, Double> starts(
            Scheduler scheduler,
            Allocator allocator,
            List<Job> jobs,
            SimulationListener extra,
            PassMode mode,
            EventOrder order) {
        Map<Integer, Double> started = new LinkedHashMap<>();
        Map<Integer, Integer> ends = new HashMap<>();
        Simulation sim =
                new Simulation(allocator, scheduler, mode).eventOrder(order).auditEveryEvent(true);
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                assertThat(now).as("start of job %d", job.id()).isGreaterThanOrEqualTo(job.submit());
                assertThat(started.put(job.id(), now))
                        .as("job %d started twice", job.id())
                        .isNull();
            }

            @Override
            public void onEnd(Job job, Allocation allocation, double start, double end) {
                ends.merge(job.id(), 1, Integer::sum);
                assertThat(end).isEqualTo(start + job.runtime());
            }
        });
        if (extra != null) {
            sim.addListener(extra);
        }
        sim.run(jobs.iterator());
        assertThat(started).hasSize(jobs.size());
        assertThat(ends)
                .hasSize(jobs.size())
                .allSatisfy((id, n) ->
                        assertThat(n).as("job %d ended %d times", id, n).isEqualTo(1));
        return started;
    }
}
