package org.schedlab.experiments.fattree2009;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.run.Registry;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import org.schedlab.workloads.stats.TraceStats;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Computes the figure data of Pascual, Navaridas and Miguel-Alonso, "Effects of topology-aware
 * allocation policies on scheduling performance" (JSSPP 2009): Fig. 3 (mean wait of contiguous and
 * quasi-contiguous allocation relative to non-contiguous, speed-up 0) and Figs. 4-7 (mean total
 * time and mean wait against the speed-up), for FCFS and EASY on the three traces of section 4,
 * with the break-even speed-ups of section 6 and the offered load of eq. 2 next to the paper's
 * values ({@link Fattree2009Published}).
 *
 * <pre>
 * java ... org.schedlab.experiments.fattree2009.Fattree2009Runner [--quick|--full] [--traces DIR]
 *     [--out DIR] [--threads N] [--jobs N]
 * </pre>
 *
 * <p>{@code --quick} (the default) simulates the first 10,000 jobs of each trace that survive the
 * {@code fattree-2009} profile at speed-ups 0, 10, ..., 50 %; {@code --full} whole traces at 0, 5,
 * ..., 50 %. Each trace is read once; the runs share its jobs and go through the same registry,
 * machines and schedulers as {@code schedlab simulate}, so any point can be re-run with {@code
 * simulate --profile fattree-2009}. Output (deterministic except {@code timings.csv}): {@code
 * runs.csv}, {@code fig3.csv}, {@code fig4.csv} ... {@code fig7.csv} with their PNGs, {@code
 * breakeven.csv}, {@code load.csv} and {@code report.md}.
 *
 * <p>Standalone on purpose: the reproduction pipeline is being rewritten, and this class will
 * become that pipeline's description of the paper.
 */
public final class Fattree2009Runner {
    /** Jobs per trace in quick mode. */
    static final int QUICK_JOBS = 10_000;

    /**
     * The run configuration.
     *
     * @param quick quick or full mode
     * @param traces directory of the gzip SWF traces
     * @param out output directory
     * @param threads worker threads
     * @param jobs leading jobs per trace, 0 for all
     */
    record Options(boolean quick, Path traces, Path out, int threads, int jobs) {
        List<Double> speedups() {
            double step = quick ? 0.10 : 0.05;
            List<Double> xs = new ArrayList<>();
            for (int i = 0; i * step <= Fattree2009Published.MAX_SPEEDUP + 1e-9; i++) {
                xs.add(Math.round(i * step * 100) / 100.0);
            }
            return xs;
        }
    }

    /** One simulated point. */
    record Point(Fattree2009Published.Trace trace, String scheduler, String allocator, double speedup) {
        String machine() {
            Fattree2009Published.Trace t = trace;
            return "fattree:" + t.k() + ":" + t.n() + ":installed=" + t.installed()
                    + (speedup > 0 ? ":speedup=" + speedup : "");
        }
    }

    /** A point's metrics; {@code seconds} is wall-clock and not part of the deterministic output. */
    record Outcome(Point point, long jobs, double meanWait, double maxWait, double meanTotal, double seconds) {}

    /**
     * A trace as read under the profile, with its offered load.
     *
     * @param trace the paper's description
     * @param jobs the jobs simulated
     * @param keptJobs jobs of the whole trace that survive the profile
     * @param loadInstalled eq. 2 with P = installed processors
     * @param loadTree eq. 2 with P = k^n tree nodes
     */
    record LoadedTrace(
            Fattree2009Published.Trace trace, List<Job> jobs, long keptJobs, double loadInstalled, double loadTree) {}

    private Fattree2009Runner() {}

    /** Entry point; exit status 2 with one message on bad input. */
    public static void main(String[] args) {
        try {
            Options options = parse(args);
            run(options, System.err);
        } catch (BadInputException e) {
            System.err.println("fattree2009: " + e.getMessage());
            System.exit(2);
        } catch (IOException e) {
            System.err.println("fattree2009: " + e.getMessage());
            System.exit(1);
        }
    }

    static Options parse(String[] args) {
        boolean quick = true;
        Path traces = defaultTraces();
        Path out = Path.of("results", "fattree2009");
        int threads = Runtime.getRuntime().availableProcessors();
        Integer jobs = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--quick" -> quick = true;
                case "--full" -> quick = false;
                case "--traces" -> traces = Path.of(value(args, ++i, a));
                case "--out" -> out = Path.of(value(args, ++i, a));
                case "--threads" -> threads = intValue(args, ++i, a);
                case "--jobs" -> jobs = intValue(args, ++i, a);
                default ->
                    throw new BadInputException("unknown option '" + a
                            + "' (known: --quick, --full, --traces DIR, --out DIR, --threads N, --jobs N)");
            }
        }
        if (!Files.isDirectory(traces)) {
            throw new BadInputException("--traces " + traces + ": not a directory");
        }
        return new Options(quick, traces, out, threads, jobs != null ? jobs : quick ? QUICK_JOBS : 0);
    }

    private static Path defaultTraces() {
        String env = System.getenv("SCHEDLAB_TRACES");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of("..", "shared", "data", "traces");
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new BadInputException(option + " needs a value");
        }
        return args[i];
    }

    private static int intValue(String[] args, int i, String option) {
        String v = value(args, i, option);
        try {
            int n = Integer.parseInt(v);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new BadInputException(option + " must be an integer >= 1, got '" + v + "'");
    }

    /** Runs every point and writes the outputs; returns the outcomes in point order. */
    static List<Outcome> run(Options options, PrintStream log) throws IOException {
        long t0 = System.nanoTime();
        Registry registry = Registry.discover();
        List<LoadedTrace> traces = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Fattree2009Published.Trace t : Fattree2009Published.TRACES) {
            Path file = options.traces().resolve(t.file());
            if (!Files.isReadable(file)) {
                missing.add(t.label() + " (" + file + ")");
                log.println("fattree2009: " + t.label() + " skipped: " + file + " not found (download " + t.file()
                        + " from the Parallel Workloads Archive)");
                continue;
            }
            log.println("fattree2009: reading " + file);
            traces.add(load(t, file, options.jobs()));
        }
        List<Point> points = points(traces, options.speedups());
        log.printf(Locale.ROOT, "fattree2009: %d runs on %d threads%n", points.size(), options.threads());
        List<Outcome> outcomes = simulate(registry, traces, points, options.threads(), log);
        double elapsed = (System.nanoTime() - t0) / 1e9;
        Fattree2009Report.write(options, traces, missing, outcomes, elapsed);
        log.printf(Locale.ROOT, "fattree2009: wrote %s in %.1f s%n", options.out(), elapsed);
        return outcomes;
    }

    static LoadedTrace load(Fattree2009Published.Trace t, Path file, int limit) {
        NamedProfile profile = NamedProfiles.get("profile", Fattree2009Published.PROFILE);
        ConventionProfile conventions = ConventionProfile.fromOptions(profile.with(Map.of()));
        SwfWorkload whole = new SwfWorkload(file, conventions, OptionalInt.of(t.installed()), 0);
        int tree = (int) Math.round(Math.pow(t.k(), t.n()));
        TraceStats installed = TraceStats.of(whole, t.installed());
        TraceStats full = TraceStats.of(whole, tree);
        SwfWorkload head = new SwfWorkload(file, conventions, OptionalInt.of(t.installed()), limit);
        List<Job> jobs = new ArrayList<>();
        head.iterator().forEachRemaining(jobs::add);
        return new LoadedTrace(t, List.copyOf(jobs), installed.jobs(), installed.offeredLoad(), full.offeredLoad());
    }

    /** Non-contiguous once per trace and scheduler (it is never accelerated), the others at every speed-up. */
    static List<Point> points(List<LoadedTrace> traces, List<Double> speedups) {
        List<Point> points = new ArrayList<>();
        for (LoadedTrace lt : traces) {
            for (String scheduler : Fattree2009Published.SCHEDULERS) {
                for (String allocator : Fattree2009Published.ALLOCATORS) {
                    if (allocator.equals("noncontiguous")) {
                        points.add(new Point(lt.trace(), scheduler, allocator, 0));
                        continue;
                    }
                    for (double s : speedups) {
                        points.add(new Point(lt.trace(), scheduler, allocator, s));
                    }
                }
            }
        }
        return points;
    }

    private static List<Outcome> simulate(
            Registry registry, List<LoadedTrace> traces, List<Point> points, int threads, PrintStream log)
            throws IOException {
        Map<String, List<Job>> jobsByTrace = new LinkedHashMap<>();
        traces.forEach(t -> jobsByTrace.put(t.trace().label(), t.jobs()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (Point p : points) {
                futures.add(pool.submit(
                        () -> simulate(registry, p, jobsByTrace.get(p.trace().label()))));
            }
            List<Outcome> outcomes = new ArrayList<>();
            int done = 0;
            for (Future<Outcome> f : futures) {
                outcomes.add(f.get());
                if (++done % 20 == 0 || done == futures.size()) {
                    log.printf(Locale.ROOT, "fattree2009: %d/%d runs%n", done, futures.size());
                }
            }
            return outcomes;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One run: the same machine, scheduler and engine as {@code schedlab simulate}. */
    static Outcome simulate(Registry registry, Point p, List<Job> jobs) {
        long t0 = System.nanoTime();
        Machine machine =
                registry.machine(Spec.parse("--machine", p.machine()), Spec.parse("--allocator", p.allocator()));
        Metrics metrics = new Metrics(machine.capacity());
        Simulation sim = new Simulation(
                machine.newAllocator(),
                registry.scheduler(Spec.parse("--scheduler", p.scheduler())),
                PassMode.PER_TIME);
        sim.addListener(metrics);
        sim.run(jobs.stream().map(machine::map).iterator());
        sim.checkInvariants();
        MetricsSummary s = metrics.summary();
        return new Outcome(p, s.jobs(), s.meanWait(), s.maxWait(), s.meanTurnaround(), (System.nanoTime() - t0) / 1e9);
    }
}
