package org.schedlab.fattree.reference;

import java.util.Arrays;
import java.util.List;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.tree.KaryNTree;
import org.schedlab.schedulers.easy.EasyScheduler;
import org.schedlab.schedulers.fcfs.FcfsScheduler;

/** Runs the engine (core simulation, schedulers module, fat-tree allocators) on a job list. */
final class EngineRuns {
    private EngineRuns() {}

    /**
     * @param starts start time by job id (ids are positions in the list)
     * @param metrics the engine's own metrics
     */
    record Result(double[] starts, MetricsSummary metrics) {}

    static Result starts(String scheduler, String allocator, KaryNTree tree, List<Job> jobs, Metrics metrics) {
        Scheduler s = switch (scheduler) {
            case "fcfs" -> new FcfsScheduler();
            case "easy" -> new EasyScheduler();
            case "easy:kill" -> new EasyScheduler(true);
            default -> throw new IllegalArgumentException(scheduler);
        };
        double[] start = new double[jobs.size()];
        Arrays.fill(start, Double.NaN);
        Simulation sim = new Simulation(FatTreeAllocators.create(Spec.of(allocator), tree), s);
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                start[job.id()] = now;
            }
        });
        if (metrics != null) {
            sim.addListener(metrics);
        }
        sim.run(jobs.iterator());
        return new Result(start, metrics == null ? null : metrics.summary());
    }
}
