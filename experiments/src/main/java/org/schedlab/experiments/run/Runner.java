package org.schedlab.experiments.run;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.TimingAllocator;
import org.schedlab.core.alloc.WorkCounting;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.PlacementMeasuresListener;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.EngineMachine;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Clock;
import org.schedlab.core.sim.Engine;
import org.schedlab.core.sim.QueueBound;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.stats.Replications;

/** Runs a {@link RunSpec}: one replication, or replications under its stopping rule. */
public final class Runner {
    private final Registry registry;
    private final RunSpec spec;
    private final Machine machine;
    private long maxQueue = QueueBound.DEFAULT;

    /**
     * Builds something of the machine, refusing a machine too large to build (its arrays would
     * exceed Java's limits or the memory) as bad input naming the machine, not as a crash.
     */
    private static <T> T tooLarge(RunSpec spec, java.util.function.Supplier<T> build) {
        try {
            return build.get();
        } catch (NegativeArraySizeException | OutOfMemoryError e) {
            throw new BadInputException("--machine " + spec.machine().text() + ": too large to simulate here ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())
                    + "); use fewer processors");
        }
    }

    /** Validates the whole spec up front so that bad input fails before any simulation starts. */
    public Runner(Registry registry, RunSpec spec) {
        this.registry = registry;
        this.spec = spec;
        this.machine = tooLarge(spec, () -> registry.machine(spec.machine(), spec.allocator()));
        registry.validateScheduler(spec.scheduler());
        registry.checkCapabilities(spec.scheduler(), machine);
        if (machine instanceof EngineMachine own) {
            // refuses a scheduler it cannot run
            tooLarge(spec, () -> own.newEngine(registry.scheduler(spec.scheduler())));
            if (spec.timeAllocator()) {
                throw new BadInputException(machine.describe() + " runs its own engine; it has no allocator to time");
            }
        }
        workload(0);
    }

    public Machine machine() {
        return machine;
    }

    /**
     * Sets the bound on each run's waiting queue ({@link QueueBound}; default {@link
     * QueueBound#DEFAULT}): a run whose queue exceeds it stops with {@link QueueBound.Exceeded}.
     */
    public Runner maxQueue(long jobs) {
        if (jobs < 1) {
            throw new BadInputException("--max-queue must be >= 1, got " + jobs);
        }
        this.maxQueue = jobs;
        return this;
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

    /**
     * Runs replication {@code replication} with extra listeners (schedule writers, progress). With
     * a job count in the spec, at most that many jobs are taken from the workload (for a trace:
     * its leading jobs).
     */
    public RunResult runOnce(int replication, List<SimulationListener> listeners) {
        Workload workload = workload(replication);
        Metrics metrics = new Metrics(machine.capacity(), spec.slowdownThreshold(), null);
        TimingAllocator timing = null;
        WorkCounting counting = null;
        Engine engine;
        Scheduler scheduler = registry.scheduler(spec.scheduler());
        if (machine instanceof EngineMachine own) {
            engine = own.newEngine(scheduler);
        } else {
            Allocator allocator = machine.newAllocator();
            counting = allocator instanceof WorkCounting c ? c : null;
            timing = spec.timeAllocator() ? new TimingAllocator(allocator) : null;
            engine = new Simulation(timing != null ? timing : allocator, scheduler, spec.passes())
                    .eventOrder(spec.events());
        }
        engine.addListener(metrics);
        engine.addListener(new QueueBound(maxQueue));
        PlacementMeasuresListener measures = machine.placementMeasures().names().isEmpty()
                ? null
                : new PlacementMeasuresListener(machine.placementMeasures());
        if (measures != null) {
            engine.addListener(measures);
        }
        listeners.forEach(engine::addListener);
        long limit = spec.jobs() > 0 ? spec.jobs() : Long.MAX_VALUE;
        // the workload is read ahead on a thread of its own: parsing or drawing the jobs runs
        // beside the simulation, which sees the same jobs in the same order
        try (PrefetchedJobs jobs = new PrefetchedJobs(workload.iterator(), limit, "workload")) {
            engine.run(new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return jobs.hasNext();
                }

                @Override
                public Job next() {
                    return machine.map(jobs.next());
                }
            });
            close(scheduler); // a decider that fails at the end fails the run
        } catch (BadInputException e) {
            closeQuietly(scheduler, e);
            // the engine's refusals name the job, not the file it came from
            String m = String.valueOf(e.getMessage());
            if (m.startsWith("job ") || m.startsWith("workload is not sorted")) {
                // a time beyond the clock's range from a synthetic workload: its load (or the
                // utilization it was derived from) placed it there
                boolean clock = m.contains(Clock.RANGE_NOTE);
                String load = !clock
                        ? ""
                        : !Double.isNaN(spec.load())
                                ? " at load " + spec.load()
                                : !Double.isNaN(spec.utilization()) ? " at utilization " + spec.utilization() : "";
                throw new BadInputException(spec.workload().text() + load + ": " + m, e);
            }
            throw e;
        } catch (RuntimeException | Error e) {
            closeQuietly(scheduler, e);
            throw e;
        }
        if (metrics.summary().jobs() == 0) {
            throw new BadInputException("workload " + spec.workload().text() + " has no jobs" + droppedNote(workload));
        }
        // a fixed order: unit files and printed output list the timings the same way at every run
        Map<String, Double> timings = new LinkedHashMap<>();
        if (timing != null) {
            timings.put("allocateNanos", timing.allocateNanosPerJob());
            timings.put("releaseNanos", timing.releaseNanosPerJob());
        }
        // the engine's own figures, then the allocator's counted work per job (deterministic) when
        // it counts; an allocator that does not count adds nothing
        Map<String, Double> figures = new LinkedHashMap<>(engine.figures());
        if (counting != null) {
            figures.putAll(counting.work().perJob());
        }
        if (measures != null) {
            figures.putAll(measures.figures());
        }
        return new RunResult(metrics.summary(), workload.provenance(), timings, figures);
    }

    /**
     * Closes a scheduler that holds something beyond the run (an external decider's process: it
     * hears the end of the run and must exit cleanly).
     */
    private static void close(Scheduler scheduler) {
        if (scheduler instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Closes {@code scheduler} after {@code failure}, keeping what the close itself throws as suppressed. */
    private static void closeQuietly(Scheduler scheduler, Throwable failure) {
        try {
            close(scheduler);
        } catch (RuntimeException e) {
            if (e != failure) {
                failure.addSuppressed(e);
            }
        }
    }

    /**
     * The pass mode the runs follow: the spec's for a pass-based scheduler, {@code per-event} for
     * a per-event policy (see {@link Simulation#effectivePassMode()}).
     */
    public PassMode passMode() {
        return !(machine instanceof EngineMachine) && registry.scheduler(spec.scheduler()) instanceof PassScheduler
                ? spec.passes()
                : PassMode.PER_EVENT;
    }

    /** For an empty trace: how many records were read and why they were dropped. */
    private static String droppedNote(Workload workload) {
        Map<String, Object> p = workload.provenance();
        Object records = p.get("records");
        if (records == null) {
            return "";
        }
        StringBuilder why = new StringBuilder();
        if (p.get("dropped") instanceof Map<?, ?> dropped) {
            dropped.forEach((reason, n) -> {
                if (n instanceof Number num && num.longValue() > 0) {
                    why.append(why.length() == 0 ? "; dropped: " : ", ")
                            .append(reason)
                            .append(' ')
                            .append(n);
                }
            });
        }
        return " (" + records + " job records read" + why + ")";
    }

    /** Runs replications under the spec's stopping rule on {@code threads} threads. */
    public List<RunResult> runReplications(int threads, IntFunction<List<SimulationListener>> listeners) {
        return Replications.run(
                threads,
                spec.rule(),
                i -> runOnce(i, listeners.apply(i)),
                r -> r.value(spec.rule().metric()));
    }
}
