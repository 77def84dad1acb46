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
import org.schedlab.core.sim.RunDiverged;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunResult;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.workloads.profile.NamedProfiles;

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

    /**
     * Work units {@link #run} will report for these sweeps (for progress bars): one per simulated
     * point, plus one per point and round of a timing phase.
     */
    public int pointCount(List<Sweep> sweeps) {
        int n = 0;
        for (Sweep s : sweeps) {
            if (available(s)) {
                int timing = s.timing() == null
                        ? 0
                        : s.timing().warmup() + s.timing().rounds();
                n += s.xs().size() * s.series().size() * (1 + timing);
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
        Results results = new Results(seed);
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
            try {
                runners.add(new Runner(registry, t.runSpec(false)));
            } catch (BadInputException e) {
                throw new BadInputException(
                        "sweep '" + t.sweep.id() + "', series '" + t.series.label() + "': " + e.getMessage(), e);
            }
        }
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
                futures.add(pool.submit(() -> {
                    try {
                        return t.point(runner.runReplications(1, rep -> List.of()));
                    } catch (RunDiverged d) {
                        // a run that left any steady state has no figures: reported as diverged
                        return t.diverged(d.getMessage());
                    }
                }));
            }
            List<Results.Point> points = new ArrayList<>();
            int done = 0;
            for (Future<Results.Point> f : futures) {
                points.add(get(f));
                progress.accept(++done);
            }
            // the timing phase runs alone, after every simulation, so our own workers do not disturb it
            Map<Task, Map<String, double[]>> timings = timingPhase(tasks, done, progress);
            for (int i = 0; i < tasks.size(); i++) {
                Map<String, double[]> t = timings.get(tasks.get(i));
                Results.Point p = points.get(i);
                if (p.diverged() != null) {
                    results.diverge(p);
                } else {
                    results.add(t == null ? p : p.withTimings(t));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return results;
    }

    /**
     * Runs the timing phase of every timed sweep (see {@link Sweep.Timing}) serially and returns,
     * per point, {@code allocateNanos}, {@code releaseNanos} and their sum {@code
     * allocateReleaseNanos} per job, one value per timed round.
     */
    private Map<Task, Map<String, double[]>> timingPhase(List<Task> tasks, int done, IntConsumer progress) {
        Map<Task, Map<String, double[]>> out = new java.util.HashMap<>();
        Map<Sweep, List<Task>> bySweep = new LinkedHashMap<>();
        for (Task t : tasks) {
            if (t.sweep.timing() != null) {
                bySweep.computeIfAbsent(t.sweep, k -> new ArrayList<>()).add(t);
            }
        }
        for (Map.Entry<Sweep, List<Task>> e : bySweep.entrySet()) {
            Sweep.Timing timing = e.getKey().timing();
            // point-major: the series' runs at one point follow each other, so a burst of machine
            // load hits them alike and their per-round differences stay small
            List<Task> ts = new ArrayList<>(e.getValue());
            List<Double> xs = e.getKey().xs();
            ts.sort(java.util.Comparator.comparingInt(t -> xs.indexOf(t.x)));
            List<Runner> timed = new ArrayList<>();
            for (Task t : ts) {
                timed.add(new Runner(registry, t.runSpec(true)));
                double[] none = new double[timing.rounds()];
                Map<String, double[]> m = new LinkedHashMap<>();
                m.put("allocateNanos", none.clone());
                m.put("releaseNanos", none.clone());
                m.put("allocateReleaseNanos", none.clone());
                out.put(t, m);
            }
            for (int round = -timing.warmup(); round < timing.rounds(); round++) {
                for (int i = 0; i < ts.size(); i++) {
                    RunResult r = timed.get(i).runOnce(0, List.of());
                    if (round >= 0) {
                        Map<String, double[]> m = out.get(ts.get(i));
                        double a = r.timings().get("allocateNanos");
                        double b = r.timings().get("releaseNanos");
                        m.get("allocateNanos")[round] = a;
                        m.get("releaseNanos")[round] = b;
                        m.get("allocateReleaseNanos")[round] = a + b;
                    }
                    progress.accept(++done);
                }
            }
        }
        return out;
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

        RunSpec runSpec(boolean timed) {
            // a profile's trace conventions apply to traces only, under the sweep's own options
            Map<String, String> options = sweep.workload().startsWith("swf:")
                    ? NamedProfiles.get("profile", sweep.profile()).with(sweep.options())
                    : new LinkedHashMap<>(sweep.options());
            double load = sweep.load();
            double utilization = Double.NaN;
            switch (sweep.x()) {
                case LOAD -> load = x;
                case UTILIZATION -> utilization = x;
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
                    utilization,
                    sweep.jobs(),
                    options,
                    seed,
                    sweep.rule(),
                    10.0,
                    timed,
                    sweep.profile(),
                    sweep.passes());
        }

        /** A point whose runs diverged: no figures, only the reason. */
        Results.Point diverged(String reason) {
            return new Results.Point(
                    sweep.id(),
                    series.label(),
                    x,
                    Map.of(),
                    0,
                    Map.of(),
                    false,
                    new Results.Stop(
                            "diverged",
                            sweep.rule().metric(),
                            Double.NaN,
                            sweep.rule().relativeError()),
                    reason);
        }

        Results.Point point(List<RunResult> runs) {
            // the core metrics, then the engine's own figures; an engine's figure of the same name
            // replaces the core metric (RunResult.value), e.g. the gang engine's utilization r_a
            java.util.Set<String> names = new java.util.LinkedHashSet<>(MetricsSummary.NAMES);
            names.addAll(runs.get(0).figures().keySet());
            Map<String, double[]> samples = new LinkedHashMap<>();
            for (String name : names) {
                samples.put(name, runs.stream().mapToDouble(r -> r.value(name)).toArray());
            }
            Map<String, ConfidenceInterval> metrics = new LinkedHashMap<>();
            samples.forEach((name, v) -> metrics.put(name, ConfidenceInterval.of95(v)));
            // a trace has no random input: its single pass is the value, not a sample
            boolean exact = sweep.trace() != null;
            StoppingRule rule = sweep.rule();
            double achieved = metrics.get(rule.metric()).relativeError();
            String kind;
            if (rule.relativeError() == 0 || rule.min() == rule.max()) {
                kind = "fixed";
            } else if (achieved <= rule.relativeError()) {
                kind = "target";
            } else {
                kind = "max";
            }
            return new Results.Point(
                    sweep.id(),
                    series.label(),
                    x,
                    metrics,
                    runs.size(),
                    samples,
                    exact,
                    new Results.Stop(kind, rule.metric(), achieved, rule.relativeError()),
                    null);
        }
    }
}
