package org.schedlab.experiments.run;

import java.util.Iterator;
import java.util.List;
import java.util.function.IntFunction;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.stats.Replications;

/** Runs a {@link RunSpec}: one replication, or replications under its stopping rule. */
public final class Runner {
    private final Registry registry;
    private final RunSpec spec;
    private final Machine machine;

    /** Validates the whole spec up front so that bad input fails before any simulation starts. */
    public Runner(Registry registry, RunSpec spec) {
        this.registry = registry;
        this.spec = spec;
        this.machine = registry.machine(spec.machine(), spec.allocator());
        registry.validateScheduler(spec.scheduler());
        workload(0);
    }

    public Machine machine() {
        return machine;
    }

    /** The workload of replication {@code replication}. */
    public Workload workload(int replication) {
        WorkloadParams params = new WorkloadParams(
                machine,
                new RandomStreams(spec.seed(), replication),
                spec.load(),
                spec.utilization(),
                spec.jobs(),
                spec.options());
        return registry.workload(spec.workload(), params);
    }

    /** Runs replication {@code replication} with extra listeners (schedule writers, progress). */
    public RunResult runOnce(int replication, List<SimulationListener> listeners) {
        Workload workload = workload(replication);
        Metrics metrics = new Metrics(machine.capacity(), spec.slowdownThreshold(), null);
        Simulation sim = new Simulation(machine.newAllocator(), registry.scheduler(spec.scheduler()));
        sim.addListener(metrics);
        listeners.forEach(sim::addListener);
        Iterator<Job> jobs = workload.iterator();
        sim.run(new Iterator<>() {
            @Override
            public boolean hasNext() {
                return jobs.hasNext();
            }

            @Override
            public Job next() {
                return machine.map(jobs.next());
            }
        });
        return new RunResult(metrics.summary(), workload.provenance());
    }

    /** Runs replications under the spec's stopping rule on {@code threads} threads. */
    public List<RunResult> runReplications(int threads, IntFunction<List<SimulationListener>> listeners) {
        return Replications.run(
                threads,
                spec.rule(),
                i -> runOnce(i, listeners.apply(i)),
                r -> r.summary().value(spec.rule().metric()));
    }
}
