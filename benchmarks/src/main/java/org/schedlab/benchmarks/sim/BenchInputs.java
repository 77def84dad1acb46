package org.schedlab.benchmarks.sim;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.schedulers.SchedulersModule;
import org.schedlab.workloads.synthetic.MeshSides;
import org.schedlab.workloads.synthetic.MeshWorkload;

/** What the simulation benchmarks share: schedulers by spec, traces, synthetic jobs, a job counter. */
public final class BenchInputs {
    /** Where the shared traces live, relative to the repository root (the usual working directory). */
    public static final Path TRACES = Path.of("..", "shared", "data", "traces");

    private static final Map<String, SchedulerFactory> SCHEDULERS = Guice.createInjector(
                    new CoreModule(), new SchedulersModule())
            .getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}));

    private BenchInputs() {}

    /** A fresh scheduler for a spec such as {@code window:240}, as the command line builds it. */
    public static Scheduler scheduler(String specText) {
        Spec spec = Spec.parse("--scheduler", specText);
        SchedulerFactory factory = SCHEDULERS.get(spec.name());
        if (factory == null) {
            throw new IllegalArgumentException("no scheduler named " + spec.name() + "; known: " + SCHEDULERS.keySet());
        }
        return factory.create(spec);
    }

    /**
     * The trace file: {@code name} itself if it exists, else {@code name} in {@link #TRACES} seen
     * from the working directory or its parent (a test runs inside the module directory).
     *
     * @return the file, or null when none exists
     */
    public static Path findTrace(String name) {
        Path given = Path.of(name);
        if (Files.isRegularFile(given)) {
            return given;
        }
        for (Path base : List.of(Path.of(""), Path.of(".."))) {
            Path p = base.resolve(TRACES).resolve(name);
            if (Files.isRegularFile(p)) {
                return p.normalize();
            }
        }
        return null;
    }

    /** All jobs of the window paper's synthetic model with {@code L x L} side limits, in memory. */
    public static List<Job> meshJobs(MeshSides sides, int limit, double rate, int jobs, long seed) {
        List<Job> out = new ArrayList<>(jobs);
        new MeshWorkload(sides, limit, limit, rate, jobs, new RandomStreams(seed, 0))
                .iterator()
                .forEachRemaining(out::add);
        return out;
    }

    /** Secondary result: jobs simulated, reported per second next to the simulations per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class JobCounter {
        /** Jobs simulated in this iteration. */
        public long jobs;

        /** Counts per iteration. */
        @Setup(Level.Iteration)
        public void reset() {
            jobs = 0;
        }
    }
}
