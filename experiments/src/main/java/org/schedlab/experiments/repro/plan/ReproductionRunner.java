package org.schedlab.experiments.repro.plan;

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
import org.schedlab.core.metrics.FairStartTimes;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.metrics.QueueGrowth;
import org.schedlab.core.sim.RunDiverged;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.run.Fairness;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunResult;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * Runs every point of a paper's sweeps, in parallel over points, and collects the results in a
 * fixed order, so the output does not depend on the thread count. Every point uses the same master
 * seed (common random numbers across policies); replications inside a point run serially.
 */
public final class ReproductionRunner {
    /**
     * The sample that holds each replication's queue growth per arrival ({@link QueueGrowth}; NaN
     * for runs too short for a verdict): a point is stable when no replication's growth exceeds
     * {@link QueueGrowth#THRESHOLD}.
     */
    public static final String QUEUE_GROWTH = Results.QUEUE_GROWTH;

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

    /** Work units {@link #run} will report for these sweeps (for progress bars); see {@link WorkPlan}. */
    public int pointCount(List<Sweep> sweeps) {
        return WorkPlan.units(sweeps).size();
    }

    private boolean available(Sweep s) {
        Path p = tracePath(s);
        return p == null || Files.isRegularFile(p);
    }

    private String skipReason(Sweep s) {
        return "trace " + s.trace() + " not found in " + (traces == null ? "(no trace directory)" : traces)
                + "; download it from the Parallel Workloads Archive and pass --traces DIR";
    }

    /**
     * Runs the sweeps: every work unit of {@link WorkPlan#units}, then {@link #assemble}. A sweep
     * whose trace is missing is recorded as skipped.
     *
     * @param progress called with the number of finished units after each one
     */
    public Results run(List<Sweep> sweeps, IntConsumer progress) {
        List<WorkUnit> units = WorkPlan.units(sweeps);
        Map<String, UnitResult> done = execute(units, (u, r) -> {}, 0, progress);
        return assemble(sweeps, done);
    }

    /** Receives each unit's result as soon as it is computed. */
    @FunctionalInterface
    public interface Sink {
        void accept(WorkUnit unit, UnitResult result) throws java.io.IOException;
    }

    /**
     * Runs {@code units}: the simulation units in parallel over the worker threads, then the timing
     * units alone and serially, so our own workers do not disturb the clock. Every spec is validated
     * before the first simulation starts.
     *
     * @param sink receives every result as it completes (a shard writes it to its file there)
     * @param already units counted as done before these (for the progress count)
     * @param progress called with the number of finished units after each one
     * @return the results by unit id
     */
    public Map<String, UnitResult> execute(List<WorkUnit> units, Sink sink, int already, IntConsumer progress) {
        // validate every spec before the first simulation, so bad specs fail fast
        Map<WorkUnit, Runner> runners = new java.util.HashMap<>();
        Map<WorkUnit, RunSpec> specs = new java.util.HashMap<>();
        for (WorkUnit u : units) {
            if (u.kind() == WorkUnit.Kind.TIMING || !available(u.sweep())) {
                continue;
            }
            Task t = new Task(u.sweep(), u.series(), u.x());
            try {
                RunSpec spec = t.runSpec(false);
                specs.put(u, spec);
                Runner runner = new Runner(registry, spec);
                if (u.sweep().fairness()) {
                    Fairness.check(registry, spec, runner, "fairness: true");
                }
                runners.put(u, runner);
            } catch (BadInputException e) {
                throw new BadInputException(
                        "sweep '" + t.sweep.id() + "', series '" + t.series.label() + "': " + e.getMessage(), e);
            }
        }
        Map<String, UnitResult> out = new LinkedHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread th = new Thread(r, "reproduce");
            th.setDaemon(true);
            return th;
        });
        int done = already;
        try {
            List<WorkUnit> simulated =
                    units.stream().filter(u -> u.kind() != WorkUnit.Kind.TIMING).toList();
            // A unit whose runs are those of an earlier unit (the same run spec and replications,
            // e.g. a series the swept value does not reach, like OO at every K of a window-size
            // sweep) is not simulated again: runs are deterministic, so it takes the earlier
            // unit's result under its own id, and every output stays the same.
            List<Future<UnitResult>> futures = new ArrayList<>();
            Map<List<Object>, Integer> firstOf = new java.util.HashMap<>();
            int[] sameAs = new int[simulated.size()];
            for (int i = 0; i < simulated.size(); i++) {
                WorkUnit u = simulated.get(i);
                RunSpec spec = specs.get(u);
                Integer first = spec == null
                        ? null
                        : firstOf.putIfAbsent(
                                List.of(
                                        spec,
                                        u.kind(),
                                        u.from(),
                                        u.to(),
                                        u.sweep().fairness()),
                                i);
                sameAs[i] = first == null ? -1 : first;
                futures.add(
                        first != null
                                ? null
                                : pool.submit(() -> {
                                    UnitResult r = simulate(u, runners.get(u), specs.get(u));
                                    sink.accept(u, r);
                                    return r;
                                }));
            }
            for (int i = 0; i < futures.size(); i++) {
                WorkUnit u = simulated.get(i);
                UnitResult r;
                if (sameAs[i] < 0) {
                    r = get(futures.get(i));
                } else {
                    UnitResult first = out.get(simulated.get(sameAs[i]).id());
                    r = new UnitResult(u.id(), first.status(), first.reason(), first.samples(), first.timings());
                    try {
                        sink.accept(u, r);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }
                out.put(u.id(), r);
                progress.accept(++done);
            }
        } finally {
            pool.shutdownNow();
        }
        for (WorkUnit u : units) {
            if (u.kind() == WorkUnit.Kind.TIMING) {
                UnitResult r =
                        available(u.sweep()) ? timingPhase(u) : UnitResult.skipped(u.id(), skipReason(u.sweep()));
                try {
                    sink.accept(u, r);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                out.put(u.id(), r);
                progress.accept(++done);
            }
        }
        return out;
    }

    /** Runs a simulation unit (its replications serially). */
    private UnitResult simulate(WorkUnit u, Runner runner, RunSpec spec) {
        if (runner == null) {
            return UnitResult.skipped(u.id(), skipReason(u.sweep()));
        }
        List<RunResult> runs;
        // each replication's stability verdict (the queue growth simulate warns about), for the
        // 'stable' point of a table (see TableResult)
        Map<Integer, QueueGrowth> growth = new java.util.TreeMap<>();
        // each replication's fair start times, when the sweep measures them
        Map<Integer, FairStartTimes> fair = new java.util.TreeMap<>();
        java.util.function.IntFunction<List<SimulationListener>> listeners = rep -> {
            QueueGrowth g = new QueueGrowth();
            growth.put(rep, g);
            if (!u.sweep().fairness()) {
                return List.of(g);
            }
            FairStartTimes f = Fairness.listener(registry, spec, runner);
            fair.put(rep, f);
            return List.of(g, f);
        };
        try {
            if (u.kind() == WorkUnit.Kind.ADAPTIVE) {
                runs = runner.runReplications(1, listeners);
            } else {
                runs = new ArrayList<>();
                for (int i = u.from(); i < u.to(); i++) {
                    runs.add(runner.runOnce(i, listeners.apply(i)));
                }
            }
        } catch (RunDiverged d) {
            // a run that left any steady state has no figures: reported as diverged
            return UnitResult.diverged(u.id(), d.getMessage());
        }
        // the core metrics, then the engine's own figures; an engine's figure of the same name
        // replaces the core metric (RunResult.value), e.g. the gang engine's utilization r_a
        java.util.Set<String> names = new java.util.LinkedHashSet<>(MetricsSummary.NAMES);
        names.addAll(runs.get(0).figures().keySet());
        Map<String, double[]> samples = new LinkedHashMap<>();
        for (String name : names) {
            samples.put(name, runs.stream().mapToDouble(r -> r.value(name)).toArray());
        }
        samples.put(
                QUEUE_GROWTH,
                growth.values().stream()
                        .mapToDouble(QueueGrowth::growthPerArrival)
                        .limit(runs.size())
                        .toArray());
        // each replication's summary once (it walks every job), then one sample array per figure
        List<Map<String, Double>> summaries = fair.values().stream()
                .limit(runs.size())
                .map(FairStartTimes::summary)
                .toList();
        for (String name : fair.isEmpty() ? List.<String>of() : Fairness.FIGURES) {
            samples.put(name, summaries.stream().mapToDouble(m -> m.get(name)).toArray());
        }
        return UnitResult.done(u.id(), samples);
    }

    /**
     * Assembles the results of every unit of {@code sweeps} into points, in the order a single
     * run adds them (per sweep, series-major, then x): the blocks of a point are joined in
     * replication order; a point with a diverged block is diverged (the reason of its first such
     * block); a sweep with a skipped unit is skipped.
     *
     * @throws IllegalStateException when a unit's result is missing
     */
    public Results assemble(List<Sweep> sweeps, Map<String, UnitResult> byId) {
        Results results = new Results(seed);
        List<WorkUnit> units = WorkPlan.units(sweeps);
        for (Sweep s : sweeps) {
            List<WorkUnit> mine = units.stream().filter(u -> u.sweep() == s).toList();
            String skipped = null;
            for (WorkUnit u : mine) {
                UnitResult r = require(byId, u);
                if (r.status().equals(UnitResult.SKIPPED) && skipped == null) {
                    skipped = r.reason();
                }
            }
            if (skipped != null) {
                results.skip(s.id(), skipped);
                continue;
            }
            Map<String, Map<String, double[]>> timings = null;
            for (WorkUnit u : mine) {
                if (u.kind() == WorkUnit.Kind.TIMING) {
                    timings = byId.get(u.id()).timings();
                }
            }
            for (Sweep.Series series : s.series()) {
                for (double x : s.xs()) {
                    Task t = new Task(s, series, x);
                    String diverged = null;
                    Map<String, double[]> samples = new LinkedHashMap<>();
                    for (WorkUnit u : mine) {
                        if (u.kind() == WorkUnit.Kind.TIMING || u.series() != series || Double.compare(u.x(), x) != 0) {
                            continue;
                        }
                        UnitResult r = byId.get(u.id());
                        if (r.status().equals(UnitResult.DIVERGED)) {
                            if (diverged == null) {
                                diverged = r.reason();
                            }
                            continue;
                        }
                        r.samples().forEach((name, v) -> samples.merge(name, v, ReproductionRunner::concat));
                    }
                    if (diverged != null) {
                        results.diverge(t.diverged(diverged));
                        continue;
                    }
                    Results.Point p = t.point(samples);
                    Map<String, double[]> tm = timings == null ? null : timings.get(UnitResult.key(series.label(), x));
                    results.add(tm == null ? p : p.withTimings(tm));
                }
            }
        }
        return results;
    }

    private static UnitResult require(Map<String, UnitResult> byId, WorkUnit u) {
        UnitResult r = byId.get(u.id());
        if (r == null) {
            throw new IllegalStateException("no result for work unit " + u.id());
        }
        return r;
    }

    private static double[] concat(double[] a, double[] b) {
        double[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    /**
     * Runs the timing phase of one timed sweep (see {@link Sweep.Timing}) serially and returns,
     * per point, {@code allocateNanos}, {@code releaseNanos} and their sum {@code
     * allocateReleaseNanos} per job, one value per timed round.
     */
    private UnitResult timingPhase(WorkUnit unit) {
        Sweep sweep = unit.sweep();
        Sweep.Timing timing = sweep.timing();
        // point-major: the series' runs at one point follow each other, so a burst of machine
        // load hits them alike and their per-round differences stay small
        List<Task> ts = new ArrayList<>();
        for (double x : sweep.xs()) {
            for (Sweep.Series series : sweep.series()) {
                ts.add(new Task(sweep, series, x));
            }
        }
        Map<String, Map<String, double[]>> out = new LinkedHashMap<>();
        List<Runner> timed = new ArrayList<>();
        List<Map<String, double[]>> perTask = new ArrayList<>();
        for (Task t : ts) {
            timed.add(new Runner(registry, t.runSpec(true)));
            double[] none = new double[timing.rounds()];
            Map<String, double[]> m = new LinkedHashMap<>();
            m.put("allocateNanos", none.clone());
            m.put("releaseNanos", none.clone());
            m.put("allocateReleaseNanos", none.clone());
            out.put(UnitResult.key(t.series.label(), t.x), m);
            perTask.add(m);
        }
        for (int round = -timing.warmup(); round < timing.rounds(); round++) {
            for (int i = 0; i < ts.size(); i++) {
                RunResult r = timed.get(i).runOnce(0, List.of());
                if (round >= 0) {
                    Map<String, double[]> m = perTask.get(i);
                    double a = r.timings().get("allocateNanos");
                    double b = r.timings().get("releaseNanos");
                    m.get("allocateNanos")[round] = a;
                    m.get("releaseNanos")[round] = b;
                    m.get("allocateReleaseNanos")[round] = a + b;
                }
            }
        }
        return UnitResult.timed(unit.id(), out);
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
            NamedProfile profile = NamedProfiles.get("profile", sweep.profile());
            // a profile's trace conventions apply to traces only, under the sweep's own options
            Map<String, String> options = sweep.workload().startsWith("swf:")
                    ? profile.with(sweep.options())
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
                    Spec.parse("scheduler", profile.schedulerSpec(Sweep.fill(series.scheduler(), x))),
                    Spec.parse("workload", workload, "swf", "jobs", "batsim"),
                    load,
                    utilization,
                    sweep.jobs(),
                    options,
                    seed,
                    sweep.rule(),
                    10.0,
                    timed,
                    sweep.profile(),
                    sweep.passes(),
                    profile.events());
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

        Results.Point point(Map<String, double[]> samples) {
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
                    samples.get(rule.metric()).length,
                    samples,
                    exact,
                    new Results.Stop(kind, rule.metric(), achieved, rule.relativeError()),
                    null);
        }
    }
}
