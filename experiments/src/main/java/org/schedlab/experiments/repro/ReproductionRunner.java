package org.schedlab.experiments.repro;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunResult;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;

/**
 * Runs every point of a paper's sweeps, in parallel over points, and collects the results in a
 * fixed order, so the output does not depend on the thread count. Every point uses the same master
 * seed (common random numbers across policies); replications inside a point run serially.
 */
public final class ReproductionRunner {
    private final Registry registry;
    private final Path traces;
    private final long seed;
    private final int threads;

    /**
     * @param registry the plug-ins
     * @param traces the trace directory, or null when none is available
     * @param seed the master seed
     * @param threads worker threads, {@code >= 1}
     */
    public ReproductionRunner(Registry registry, Path traces, long seed, int threads) {
        this.registry = registry;
        this.traces = traces;
        this.seed = seed;
        this.threads = threads;
    }

    /** The trace file a sweep needs, or null if the sweep is synthetic. */
    public Path tracePath(Sweep sweep) {
        if (sweep.trace() == null) {
            return null;
        }
        return traces == null ? Path.of(sweep.trace()) : traces.resolve(sweep.trace());
    }

    /** Number of points {@link #run} will simulate for these sweeps (for progress bars). */
    public int pointCount(List<Sweep> sweeps) {
        int n = 0;
        for (Sweep s : sweeps) {
            if (available(s)) {
                n += s.xs().size() * s.series().size();
            }
        }
        return n;
    }

    private boolean available(Sweep s) {
        Path p = tracePath(s);
        return p == null || Files.isRegularFile(p);
    }

    /**
     * Runs the sweeps. A sweep whose trace is missing is recorded as skipped.
     *
     * @param progress called with the number of finished points after each one
     */
    public Results run(List<Sweep> sweeps, IntConsumer progress) {
        Results results = new Results();
        List<Task> tasks = new ArrayList<>();
        for (Sweep s : sweeps) {
            if (!available(s)) {
                results.skip(
                        s.id(),
                        "trace " + s.trace() + " not found in " + (traces == null ? "(no trace directory)" : traces)
                                + "; download it from the Parallel Workloads Archive and pass --traces DIR");
                continue;
            }
            for (Sweep.Series series : s.series()) {
                for (double x : s.xs()) {
                    tasks.add(new Task(s, series, x));
                }
            }
        }
        // validate every spec before the first simulation, so bad specs fail fast
        List<Runner> runners = new ArrayList<>();
        for (Task t : tasks) {
            runners.add(new Runner(registry, t.runSpec()));
        }
        warmUpTimedAllocators(tasks, runners);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread th = new Thread(r, "reproduce");
            th.setDaemon(true);
            return th;
        });
        try {
            List<Future<Results.Point>> futures = new ArrayList<>();
            for (int i = 0; i < tasks.size(); i++) {
                Task t = tasks.get(i);
                Runner runner = runners.get(i);
                futures.add(pool.submit(() -> t.point(runner.runReplications(1, rep -> List.of()))));
            }
            int done = 0;
            for (Future<Results.Point> f : futures) {
                results.add(get(f));
                progress.accept(++done);
            }
        } finally {
            pool.shutdownNow();
        }
        return results;
    }

    /**
     * Runs one discarded replication of the first point of every timed series, so that wall-clock
     * allocator timings are not dominated by whichever series happens to run first in a cold JVM.
     */
    private static void warmUpTimedAllocators(List<Task> tasks, List<Runner> runners) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < tasks.size(); i++) {
            Task t = tasks.get(i);
            if (t.sweep.timeAllocator() && seen.add(t.sweep.id() + "/" + t.series.label())) {
                runners.get(i).runOnce(0, List.of());
            }
        }
    }

    private static <T> T get(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private final class Task {
        final Sweep sweep;
        final Sweep.Series series;
        final double x;

        Task(Sweep sweep, Sweep.Series series, double x) {
            this.sweep = sweep;
            this.series = series;
            this.x = x;
        }

        RunSpec runSpec() {
            Map<String, String> options = new LinkedHashMap<>(sweep.options());
            double load = sweep.load();
            switch (sweep.x()) {
                case LOAD -> load = x;
                case LOAD_FACTOR -> options.put("load-factor", Sweep.format(x));
                case TEMPLATE -> {}
            }
            String workload = Sweep.fill(sweep.workload(), x);
            Path trace = tracePath(sweep);
            if (trace != null) {
                workload = workload.replace("{trace}", trace.toString());
            }
            String allocator = Sweep.fill(series.allocator(), x);
            return new RunSpec(
                    Spec.parse("machine", Sweep.fill(sweep.machine(), x)),
                    allocator == null ? null : Spec.parse("allocator", allocator),
                    Spec.parse("scheduler", Sweep.fill(series.scheduler(), x)),
                    Spec.parse("workload", workload, "swf", "jobs"),
                    load,
                    Double.NaN,
                    sweep.jobs(),
                    options,
                    seed,
                    sweep.rule(),
                    10.0,
                    sweep.timeAllocator());
        }

        Results.Point point(List<RunResult> runs) {
            Map<String, double[]> samples = new LinkedHashMap<>();
            for (String name : MetricsSummary.NAMES) {
                samples.put(
                        name,
                        runs.stream().mapToDouble(r -> r.summary().value(name)).toArray());
            }
            // wall-clock allocator costs, present only when the sweep asked for them
            for (String name : new java.util.TreeSet<>(runs.get(0).timings().keySet())) {
                samples.put(
                        name,
                        runs.stream().mapToDouble(r -> r.timings().get(name)).toArray());
            }
            if (samples.containsKey("allocateNanos") && samples.containsKey("releaseNanos")) {
                samples.put(
                        "allocateReleaseNanos",
                        runs.stream()
                                .mapToDouble(r -> r.timings().get("allocateNanos")
                                        + r.timings().get("releaseNanos"))
                                .toArray());
            }
            Map<String, ConfidenceInterval> metrics = new LinkedHashMap<>();
            samples.forEach((name, v) -> metrics.put(name, ConfidenceInterval.of95(v)));
            // a trace has no random input: its single pass is the value, not a sample
            boolean exact = sweep.trace() != null;
            return new Results.Point(sweep.id(), series.label(), x, metrics, runs.size(), samples, exact);
        }
    }
}
