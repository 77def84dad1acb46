package org.schedlab.experiments.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.ToIntFunction;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.ConventionStatistics;
import org.schedlab.core.metrics.FairStartTimes;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.metrics.QueueGrowth;
import org.schedlab.core.metrics.StatisticsConventions;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sim.QueueBound;
import org.schedlab.core.sim.RunDiverged;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.formats.ScheduleFormat;
import org.schedlab.experiments.formats.ScheduleHeader;
import org.schedlab.experiments.formats.ScheduleWriter;
import org.schedlab.experiments.formats.TimeSeries;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.run.Fairness;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunResult;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleCsv;
import org.schedlab.experiments.view.ScheduleRecorder;
import org.schedlab.experiments.view.TraceClock;
import org.schedlab.experiments.view.ViewPage;
import org.schedlab.schedulers.external.ExternalScheduler;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.swf.SwfWorkload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code schedlab simulate}: one run, or replications, of a machine x scheduler x workload. */
@Command(
        name = "simulate",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Simulate a workload on a machine under a scheduler and print the metrics.")
final class SimulateCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--machine", required = true, description = "flat:N, mesh:WxH, ... (see 'schedlab list')")
    String machine;

    @Option(names = "--allocator", description = "allocation policy of the machine (default: the machine's own)")
    String allocator;

    @Option(
            names = "--scheduler",
            defaultValue = "fcfs",
            description = "fcfs, window:K, oo, ... (default: ${DEFAULT-VALUE})")
    String scheduler;

    @Option(
            names = "--workload",
            required = true,
            description = "swf:PATH, jobs:PATH (- as PATH reads standard input), mesh-uniform, ...")
    String workload;

    @Option(
            names = "--speedup",
            paramLabel = "F",
            description = "fat trees: parallel jobs run (1-F) x runtime under contiguous and quasi allocation"
                    + " (0 <= F < 1; same as the machine option speedup=F)")
    Double speedup;

    @Option(names = "--load", description = "arrival rate in jobs per time unit (synthetic workloads)")
    Double load;

    @Option(names = "--utilization", description = "target offered load (synthetic workloads that support it)")
    Double utilization;

    @Option(names = "--jobs", description = "number of jobs (synthetic workloads)")
    Integer jobs;

    @Option(names = "--seed", defaultValue = "1", description = "master seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--replications", description = "run exactly R replications")
    Integer replications;

    @Option(
            names = "--rel-error",
            description = "replicate until the 95%% CI of --metric is within this relative error")
    Double relError;

    @Option(
            names = "--metric",
            defaultValue = "meanTurnaround",
            description = "metric for --rel-error (default: ${DEFAULT-VALUE})")
    String metric;

    @Option(
            names = "--min-replications",
            defaultValue = "3",
            description = "with --rel-error (default: ${DEFAULT-VALUE})")
    int minReplications;

    @Option(
            names = "--max-replications",
            defaultValue = "100",
            description = "with --rel-error (default: ${DEFAULT-VALUE})")
    int maxReplications;

    @Option(names = "--threads", description = "worker threads for replications (default: all cores)")
    Integer threads;

    @picocli.CommandLine.Mixin
    ConventionOptions conventions = new ConventionOptions();

    @Option(
            names = "--passes",
            paramLabel = "MODE",
            description = "pass-based schedulers (fcfs, easy, conservative): per-time, one pass per timestamp"
                    + " after all its events, or per-event, one pass after every event"
                    + " (default: the profile's, per-time for 'default')")
    String passes;

    @Option(
            names = "--event-order",
            paramLabel = "ORDER",
            description = "same-second events: departures-first (SchedLab), or any of arrivals-first, ends-by-start,"
                    + " on-time-ends-first joined by + (default: the profile's)")
    String eventOrder;

    @Option(
            names = "--slowdown-threshold",
            defaultValue = "10",
            description = "bounded-slowdown threshold (default: ${DEFAULT-VALUE})")
    double slowdownThreshold;

    @Option(
            names = "--schedule-out",
            paramLabel = "FILE.csv",
            description = "write each job's submit, start, end and allocation (first replication); - writes it to"
                    + " standard output (the metrics then go to standard error)")
    Path scheduleOut;

    @Option(
            names = "--schedule-format",
            paramLabel = "FORMAT",
            description = "format of --schedule-out: schedlab (SchedLab's CSV), evalys (Batsim's jobs.csv, which"
                    + " evalys reads) or swf (SWF with the simulated waits) (default: by the file name: .swf or"
                    + " .swf.gz is swf, jobs.csv or *_jobs.csv is evalys, else schedlab)")
    String scheduleFormat;

    @Option(
            names = "--series-out",
            paramLabel = "FILE.csv",
            description = "write utilization, queue length and waiting work over time (first replication): one row"
                    + " per event time, or per --series-step")
    Path seriesOut;

    @Option(
            names = "--series-step",
            paramLabel = "S",
            description = "with --series-out: one row every S time units (the state at that time) instead of one per"
                    + " event")
    Double seriesStep;

    @Option(
            names = "--view",
            paramLabel = "FILE.html",
            description =
                    "write a self-contained page that draws the schedule (first replication; see 'schedlab view')")
    Path viewOut;

    @Option(names = "--format", defaultValue = "table", description = "table, json or csv (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Option(names = "--no-progress", description = "never show the progress bar")
    boolean noProgress;

    @Option(
            names = "--fairness",
            description = "measure each job's strict and relaxed fair start time (PReMAS's side simulation at every"
                    + " arrival) and the unfairness: a 'fairness' section in the output and, with --schedule-out,"
                    + " the columns strict_fst, relaxed_fst, strict_unfairness, relaxed_unfairness")
    boolean fairness;

    @Option(
            names = "--max-queue",
            paramLabel = "N",
            defaultValue = "" + QueueBound.DEFAULT,
            description = "stop a run whose waiting queue grows beyond N jobs (an offered load the machine cannot"
                    + " serve), with exit status 2 (default: ${DEFAULT-VALUE})")
    long maxQueue;

    @Option(
            names = "--statistics",
            arity = "0..1",
            fallbackValue = PROFILE_STATISTICS,
            paramLabel = "CONVENTIONS",
            description = "a 'statistics' section: the jobs counted under CONVENTIONS (trim=PERCENT, late=drop|keep,"
                    + " unit=drop|keep joined by ':') and their tail (tail=BSLD, default 3; worst=PERCENT, default"
                    + " 10); without a value, the profile's (pyss: trim=1:late=drop:unit=drop)")
    String statistics;

    /** {@code --statistics} without a value: the profile's conventions. */
    private static final String PROFILE_STATISTICS = "(profile)";

    @Override
    public Integer call() throws IOException {
        Registry registry = Registry.discover();
        RunSpec spec = spec(registry);
        Runner runner = new Runner(registry, spec).maxQueue(maxQueue);
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (threadCount < 1) {
            throw new BadInputException("--threads must be >= 1, got " + threadCount);
        }
        boolean scheduleToStdout = scheduleOut != null && scheduleOut.toString().equals("-");
        ScheduleFormat scheduleFormatChosen = scheduleFormat();
        if (seriesStep != null && seriesOut == null) {
            throw new BadInputException("--series-step needs --series-out");
        }
        if (seriesStep != null && !(seriesStep > 0 && seriesStep < Double.POSITIVE_INFINITY)) {
            throw new BadInputException("--series-step must be a positive number, got " + seriesStep);
        }
        // before anything is written: no output may overwrite the workload or another output
        new CommandFiles()
                .input("--workload", workloadFile(spec))
                .output("--schedule-out", scheduleOut)
                .output("--view", viewOut)
                .output("--series-out", seriesOut)
                .check();
        if (viewOut != null) {
            ViewPage.checkWritable("--view", viewOut);
        }
        if (ExternalScheduler.onStandardStreams(spec.scheduler())) {
            // the decider speaks on standard input and output: nothing else may write there during the run
            if (scheduleToStdout) {
                throw new BadInputException("--schedule-out - and --scheduler "
                        + spec.scheduler().text() + " both need standard output; write the schedule to a file");
            }
            if (spec.rule().max() > 1) {
                throw new BadInputException("--scheduler " + spec.scheduler().text()
                        + " speaks with the program that started SchedLab, for one run: use one replication");
            }
        }
        StatisticsConventions counting = statistics == null
                ? null
                : statistics.equals(PROFILE_STATISTICS)
                        ? conventions.namedProfile().statisticsConventions()
                        : StatisticsConventions.parse("--statistics", statistics);
        Map<Integer, ConventionStatistics> counted = new java.util.concurrent.ConcurrentHashMap<>();
        Map<Integer, FairStartTimes> fair = new java.util.concurrent.ConcurrentHashMap<>();
        if (fairness) {
            Fairness.check(registry, spec, runner, "--fairness");
        }
        ScheduleCsv.Extra extra = new ScheduleCsv.Extra(
                        runner.machine().placementMeasures().names(), Schedule.Job::measures)
                .and(fairness ? fairColumns(fair) : ScheduleCsv.Extra.NONE);
        Path scheduleTmp = scheduleOut == null || scheduleToStdout ? null : prepareScheduleFile(scheduleOut);
        String machineText = runner.machine().describe();
        Schedule.Builder kept = viewOut == null && seriesOut == null ? null : new Schedule.Builder(machineText);
        ScheduleHeader header = new ScheduleHeader(
                machineText,
                runner.machine().capacity(),
                slowdownThreshold,
                "simulate --machine " + machine + " --scheduler " + scheduler + " --workload " + workload + " --seed "
                        + seed + " --profile " + spec.profile() + " (first replication)");
        try (ScheduleWriter writer = scheduleOut == null
                ? null
                : scheduleToStdout
                        ? scheduleFormatChosen.open(
                                standardOutput(command.commandLine().getOut()), header, "standard output", extra)
                        : scheduleFormatChosen.open(
                                Files.newOutputStream(scheduleTmp), header, "--schedule-out " + scheduleOut, extra)) {
            Map<Integer, QueueGrowth> growth = new java.util.concurrent.ConcurrentHashMap<>();
            ScheduleRecorder recorder = null;
            if (writer != null || kept != null) {
                ToIntFunction<Job> users = users(spec);
                recorder = new ScheduleRecorder(
                        job -> {
                            if (writer != null) {
                                writer.accept(job);
                            }
                            if (kept != null) {
                                kept.add(fairness ? withFairStarts(job, fair.get(0)) : job);
                            }
                        },
                        users,
                        runner.machine().placementMeasures());
            }
            List<RunResult> results;
            try {
                results = run(spec, runner, threadCount, recorder, growth, fair, counting, counted);
            } catch (RunDiverged d) {
                // a run that left any steady state (its queue beyond --max-queue) has no figures
                throw new BadInputException("simulate: " + d.getMessage()
                        + (d instanceof QueueBound.Exceeded ? "; --max-queue N sets the bound" : ""));
            }
            if (writer != null) {
                writer.close();
                if (scheduleTmp != null) {
                    AtomicFiles.commit(scheduleTmp, scheduleOut, "--schedule-out");
                }
            }
            Schedule schedule = kept == null ? null : kept.build();
            if (seriesOut != null) {
                int capacity = runner.machine().capacity();
                double step = seriesStep == null ? Double.NaN : seriesStep;
                CommandFiles.write("--series-out", seriesOut, w -> TimeSeries.write(schedule, capacity, step, w));
            }
            if (viewOut != null) {
                long t0 = System.nanoTime();
                ViewPage.write(
                        schedule,
                        "simulate --machine " + machine + " --scheduler " + scheduler + " --workload " + workload
                                + " (seed " + seed + ", first replication)",
                        spec.workload().name().equals("swf") ? "s" : "time units",
                        runner.workload(0) instanceof SwfWorkload swf
                                ? TraceClock.ofSwf(swf.header(), swf.profile()).orElse(null)
                                : null,
                        viewOut);
                command.commandLine()
                        .getErr()
                        .printf(
                                java.util.Locale.ROOT,
                                "view: %s (%d jobs, written in %.1f s)%n",
                                viewOut,
                                schedule.jobs().size(),
                                (System.nanoTime() - t0) / 1e9);
            }
            Map<String, Object> report = report(spec, runner, results);
            OutputFormat.requireFinite(
                    "--workload " + workload,
                    report,
                    "the run's jobs leave it without a value, e.g. a utilization over a makespan of 0");
            Map<String, Object> stability = stability(growth, results.size());
            report.put("stability", stability);
            if (fairness) {
                report.put("fairness", fairnessSummary(fair));
            }
            if (counting != null) {
                Map<String, Object> section = new LinkedHashMap<>();
                section.put("conventions", counting.spelling());
                section.putAll(averaged(counted, ConventionStatistics::summary));
                report.put("statistics", section);
            }
            if (Boolean.TRUE.equals(stability.get("unstable"))) {
                command.commandLine()
                        .getErr()
                        .println("warning: unstable: the waiting queue grew by "
                                + OutputFormat.format((double) stability.get("queueGrowthPerArrival"))
                                + " jobs per arrival over the second half of the arrivals (threshold "
                                + QueueGrowth.THRESHOLD + "); the offered load is beyond what this machine,"
                                + " allocator and scheduler can serve, so the means describe this run of "
                                + results.get(0).summary().jobs() + " jobs, not a steady state");
            }
            (scheduleToStdout
                            ? command.commandLine().getErr()
                            : command.commandLine().getOut())
                    .println(format.render(report));
            return 0;
        } finally {
            AtomicFiles.discard(scheduleTmp);
        }
    }

    /**
     * The user written in a job's row: the trace's user id (SWF field 12), which the workload
     * gives every job it reads, for {@code swf:} workloads; -1 (none) for others.
     */
    private static ToIntFunction<Job> users(RunSpec spec) {
        return spec.workload().name().equals("swf") ? Job::user : job -> -1;
    }

    /** The schedule's fairness columns, from the first replication's fair start times. */
    private static ScheduleCsv.Extra fairColumns(Map<Integer, FairStartTimes> fair) {
        return new ScheduleCsv.Extra(
                List.of("strict_fst", "relaxed_fst", "strict_unfairness", "relaxed_unfairness"), j -> {
                    FairStartTimes f = fair.get(0);
                    double strict = f.strict(j.id());
                    double relaxed = f.relaxed(j.id());
                    return org.schedlab.experiments.repro.paper.Sweep.format(strict) + ","
                            + org.schedlab.experiments.repro.paper.Sweep.format(relaxed) + ","
                            + org.schedlab.experiments.repro.paper.Sweep.format(Math.max(0, j.start() - strict)) + ","
                            + org.schedlab.experiments.repro.paper.Sweep.format(Math.max(0, j.start() - relaxed));
                });
    }

    /** The row of {@code job} with its fair start times, for the view's card. */
    private static Schedule.Job withFairStarts(Schedule.Job job, FairStartTimes f) {
        return job.withFairStarts(f.strict(job.id()), f.relaxed(job.id()));
    }

    /** Each fairness figure averaged over the replications. */
    private static Map<String, Object> fairnessSummary(Map<Integer, FairStartTimes> fair) {
        return averaged(fair, FairStartTimes::summary);
    }

    /** Each figure of the replications' summaries averaged over the replications. */
    private static <T> Map<String, Object> averaged(
            Map<Integer, T> byReplication, java.util.function.Function<T, Map<String, Double>> summary) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int rep = 0; byReplication.containsKey(rep); rep++) {
            int r = rep;
            summary.apply(byReplication.get(rep))
                    .forEach((k, v) -> m.merge(k, v, (a, b) -> ((Double) a * r + (Double) b) / (r + 1)));
        }
        return m;
    }

    private List<RunResult> run(
            RunSpec spec,
            Runner runner,
            int threadCount,
            ScheduleRecorder writer,
            Map<Integer, QueueGrowth> growth,
            Map<Integer, FairStartTimes> fair,
            StatisticsConventions counting,
            Map<Integer, ConventionStatistics> counted) {
        boolean single = spec.rule().max() == 1;
        try (Progress progress = single
                ? Progress.open(
                        !noProgress,
                        command.commandLine().getErr(),
                        "simulate",
                        spec.jobs() > 0 ? spec.jobs() : -1,
                        "jobs")
                : Progress.open(
                        !noProgress,
                        command.commandLine().getErr(),
                        "replications",
                        spec.rule().max(),
                        "runs")) {
            List<RunResult> results = runner.runReplications(threadCount, rep -> {
                List<SimulationListener> ls = new ArrayList<>();
                QueueGrowth g = new QueueGrowth();
                growth.put(rep, g);
                ls.add(g);
                if (fairness) {
                    FairStartTimes f = Fairness.listener(Registry.discover(), spec, runner);
                    fair.put(rep, f);
                    ls.add(f);
                }
                if (counting != null) {
                    ConventionStatistics c = new ConventionStatistics(counting, spec.slowdownThreshold());
                    counted.put(rep, c);
                    ls.add(c);
                }
                if (single) {
                    ls.add(new SimulationListener() {
                        long n;

                        @Override
                        public void onArrival(Job job, double now) {
                            if ((++n & 1023) == 0) {
                                progress.stepTo(n);
                            }
                        }
                    });
                }
                if (rep == 0 && writer != null) {
                    ls.add(writer);
                }
                return ls;
            });
            progress.stepTo(single ? results.get(0).summary().jobs() : results.size());
            return results;
        }
    }

    /** Builds and validates the run spec from the options. */
    private RunSpec spec(Registry registry) {
        if (replications != null && relError != null) {
            throw new BadInputException("--replications and --rel-error exclude each other");
        }
        StoppingRule rule;
        if (relError != null) {
            if (!(relError > 0 && relError < 1)) {
                throw new BadInputException("--rel-error must be in (0, 1), got " + relError);
            }
            if (minReplications < 2 || maxReplications < minReplications) {
                throw new BadInputException("need 2 <= --min-replications <= --max-replications, got " + minReplications
                        + " and " + maxReplications);
            }
            if (!MetricsSummary.NAMES.contains(metric)) {
                throw new BadInputException("--metric: unknown metric '" + metric + "' (known: "
                        + String.join(", ", MetricsSummary.NAMES) + ")");
            }
            rule = new StoppingRule(metric, relError, minReplications, maxReplications);
        } else {
            int r = replications == null ? 1 : replications;
            if (r < 1) {
                throw new BadInputException("--replications must be >= 1, got " + r);
            }
            rule = StoppingRule.fixed(r);
        }
        if (jobs != null && jobs < 1) {
            throw new BadInputException("--jobs must be >= 1, got " + jobs);
        }
        requirePositive("--load", load);
        requirePositive("--utilization", utilization);
        requirePositive("--slowdown-threshold", slowdownThreshold);
        Spec workloadSpec = Spec.parse("--workload", workload, "swf", "jobs", "batsim");
        Map<String, String> options = conventions.toMap(workloadSpec.name().equals("swf"));
        NamedProfile profile = conventions.namedProfile();
        PassMode passMode = passes == null ? profile.passes() : PassMode.parse("--passes", passes);
        EventOrder events = eventOrder == null ? profile.events() : EventOrder.parse("--event-order", eventOrder);
        return new RunSpec(
                machineSpec(registry),
                allocator == null ? null : Spec.parse("--allocator", allocator),
                Spec.parse("--scheduler", profile.schedulerSpec(scheduler)),
                workloadSpec,
                load == null ? Double.NaN : load,
                utilization == null ? Double.NaN : utilization,
                jobs == null ? 0 : jobs,
                options,
                seed,
                rule,
                slowdownThreshold,
                false,
                profile.name(),
                passMode,
                events);
    }

    /**
     * The {@code --machine} spec, with {@code --speedup F} appended as the machine option {@code
     * speedup=F} for families that take it.
     */
    private Spec machineSpec(Registry registry) {
        Spec plain = Spec.parse("--machine", machine);
        if (speedup == null) {
            return plain;
        }
        if (!(speedup >= 0 && speedup < 1)) {
            throw new BadInputException("--speedup must be in [0, 1), got " + speedup);
        }
        Spec alloc = allocator == null ? null : Spec.parse("--allocator", allocator);
        registry.machine(plain, alloc); // errors about the machine itself come first
        Spec withSpeedup = Spec.parse("--machine", machine.strip() + ":speedup=" + speedup);
        try {
            registry.machine(withSpeedup, alloc);
        } catch (BadInputException e) {
            throw new BadInputException("--speedup " + speedup + ": machine '" + machine
                    + "' takes no speed-up, or takes it once (fattree:K:N does): " + e.getMessage());
        }
        return withSpeedup;
    }

    private static void requirePositive(String option, Double value) {
        if (value != null && !(value > 0 && value < Double.POSITIVE_INFINITY)) {
            throw new BadInputException(option + " must be a positive number, got " + value);
        }
    }

    private static Map<String, Object> report(RunSpec spec, Runner runner, List<RunResult> results) {
        Map<String, Object> out = new LinkedHashMap<>();
        // core metrics first, then the engine's own figures (sorted); an engine figure named like
        // a core metric replaces it (Engine#figures)
        java.util.Set<String> names = new java.util.LinkedHashSet<>(MetricsSummary.NAMES);
        names.addAll(new java.util.TreeSet<>(results.get(0).figures().keySet()));
        List<Map<String, Double>> values = results.stream()
                .map(r -> {
                    Map<String, Double> m = new LinkedHashMap<>();
                    names.forEach(n -> m.put(n, r.value(n)));
                    return m;
                })
                .toList();
        Map<String, Object> ci = new LinkedHashMap<>();
        for (String name : names) {
            double[] v = values.stream().mapToDouble(m -> m.get(name)).toArray();
            ConfidenceInterval interval = ConfidenceInterval.of95(v);
            out.put(name, name.equals("jobs") && results.size() == 1 ? (Object) (long) v[0] : (Object) interval.mean());
            ci.put(name, interval.halfWidth());
        }
        out.put("replications", results.size());
        if (results.size() > 1) {
            out.put("ci95", ci);
        }
        out.put("machine", runner.machine().describe());
        out.put("scheduler", spec.scheduler().text());
        out.put("workload", spec.workload().text());
        out.put("seed", spec.seed());
        out.put("slowdownThreshold", spec.slowdownThreshold());
        if (!Double.isNaN(spec.load())) {
            out.put("load", spec.load());
        }
        if (!Double.isNaN(spec.utilization())) {
            out.put("utilization.target", spec.utilization());
        }
        out.put("profile", spec.profile());
        out.put("passes", runner.passMode().spelling());
        if (!spec.events().isDefault()) {
            out.put("eventOrder", spec.events().spelling());
        }
        out.put("input", results.get(0).workload());
        return out;
    }

    /**
     * The {@link QueueGrowth} verdict over the first {@code replications} runs: unstable when any
     * run is; the growth is the largest over the runs (null fields without a verdict).
     */
    private static Map<String, Object> stability(Map<Integer, QueueGrowth> growth, int replications) {
        double worst = Double.NaN;
        boolean unstable = false;
        for (int r = 0; r < replications; r++) {
            QueueGrowth g = growth.get(r);
            if (g == null || Double.isNaN(g.growthPerArrival())) {
                continue;
            }
            worst = Double.isNaN(worst) ? g.growthPerArrival() : Math.max(worst, g.growthPerArrival());
            unstable |= g.unstable();
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("unstable", Double.isNaN(worst) ? null : (Object) unstable);
        out.put("queueGrowthPerArrival", Double.isNaN(worst) ? null : (Object) worst);
        out.put("threshold", QueueGrowth.THRESHOLD);
        out.put(
                "waitingAtLastArrival",
                growth.get(0) == null ? null : (Object) growth.get(0).waitingAtLastArrival());
        return out;
    }

    /**
     * The format of {@code --schedule-out}: {@code --schedule-format}, else the file name's
     * ({@link ScheduleFormat#forPath}); standard output gets SchedLab's CSV unless told otherwise.
     */
    private ScheduleFormat scheduleFormat() {
        if (scheduleFormat != null) {
            if (scheduleOut == null) {
                throw new BadInputException("--schedule-format needs --schedule-out");
            }
            return ScheduleFormat.parse("--schedule-format", scheduleFormat);
        }
        return scheduleOut == null || scheduleOut.toString().equals("-")
                ? ScheduleFormat.SCHEDLAB
                : ScheduleFormat.forPath(scheduleOut);
    }

    /** The workload's file for {@code swf:}, {@code jobs:} and {@code batsim:} workloads, else null. */
    private static Path workloadFile(RunSpec spec) {
        return switch (spec.workload().name()) {
            case "swf", "jobs", "batsim" ->
                TextFiles.path(spec.workload(), spec.workload().name() + ":PATH");
            default -> null;
        };
    }

    /**
     * Checks {@code target} (a regular file or a new one in an existing folder) and creates the
     * hidden temporary file the schedule is written to; it is renamed over {@code target} when the
     * run is complete, and removed on every other exit.
     */
    private static Path prepareScheduleFile(Path target) {
        AtomicFiles.checkTarget("--schedule-out", target);
        return AtomicFiles.createTemporary(target, ".partial");
    }

    /**
     * Standard output for the schedule CSV: closing it flushes but leaves the stream open (the
     * command still prints on it), and a write failure is reported as an I/O error.
     */
    private static java.io.Writer standardOutput(java.io.PrintWriter stdout) {
        return new java.io.FilterWriter(stdout) {
            @Override
            public void write(String str, int off, int len) throws IOException {
                stdout.write(str, off, len);
            }

            @Override
            public void close() throws IOException {
                stdout.flush();
                check();
            }

            private void check() throws IOException {
                if (stdout.checkError()) {
                    throw new IOException(SchedLabCli.standardOutputProblem());
                }
            }
        };
    }
}
