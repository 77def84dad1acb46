package org.schedlab.experiments.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.FigureSelection;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.repro.plan.Sha256;
import org.schedlab.experiments.repro.plan.Shards;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.plan.WorkPlan;
import org.schedlab.experiments.repro.plan.WorkUnit;
import org.schedlab.experiments.repro.report.OutputFolder;
import org.schedlab.experiments.repro.report.OutputLock;
import org.schedlab.experiments.run.Papers;
import org.schedlab.experiments.run.Registry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab reproduce PAPER|all}: runs a paper's figures and writes CSV, PNG, report and manifest. */
@Command(
        name = "reproduce",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Reproduce a paper's figures and claims (PAPER id from 'schedlab list', or all).")
final class ReproduceCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(paramLabel = "PAPER", arity = "0..1", description = "a paper id, or all (omit with --spec)")
    String paper;

    @Option(
            names = "--spec",
            paramLabel = "FILE.yaml",
            description = "run your own experiment described in YAML instead of a paper (- reads it from standard"
                    + " input)")
    Path spec;

    @Option(names = "--quick", description = "small runs on the same code path (the default)")
    boolean quick;

    @Option(names = "--full", description = "the paper's own settings (long)")
    boolean full;

    @Option(
            names = "--out",
            description = "output directory (default results/PAPER; with 'all', one folder per paper inside)")
    Path out;

    @Option(names = "--threads", description = "worker threads (default: all cores)")
    Integer threads;

    @Option(names = "--seed", defaultValue = "1", description = "master seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--traces", description = "trace directory (default: $SCHEDLAB_TRACES, else ../shared/data/traces)")
    Path traces;

    @Option(
            names = "--figures",
            split = ",",
            paramLabel = "ID",
            description = "run only these figures (comma-separated ids, e.g. fig2,fig3); needs one PAPER or --spec")
    java.util.Set<String> figures;

    @Option(
            names = "--reading",
            paramLabel = "NAME",
            description = "where the paper is ambiguous: run it under reading NAME (see 'schedlab list'), a"
                    + " combination NAME1,NAME2, or all (every reading, each into OUT/readings/NAME, and a readings"
                    + " table in OUT/report.md); default: default (the paper's settings as described)")
    String reading;

    @Option(names = "--no-progress", description = "never show the progress bar")
    boolean noProgress;

    @Option(
            names = "--force",
            description = "replace files of the output folder named like outputs even when no manifest of the folder"
                    + " lists them (without it such files, e.g. your own fig2.csv, are refused)")
    boolean force;

    @Option(
            names = "--plan",
            description = "print the work units (id and estimated cost in simulated jobs) and run nothing;"
                    + " with --shard I/N only shard I's")
    boolean plan;

    @Option(
            names = "--shard",
            paramLabel = "I/N",
            description = "run only shard I of N (0 <= I < N) of the work units, one result file per unit under"
                    + " OUT/units (complete units are kept: running a shard again resumes it); then 'schedlab merge'")
    String shard;

    /** Where the paper being run stands among the selected ones, for its progress line. */
    private String position = "";

    @Override
    public Integer call() throws IOException {
        if (quick && full) {
            throw new BadInputException("--quick and --full exclude each other");
        }
        Mode mode = full ? Mode.FULL : Mode.QUICK;
        int[] sh = shard == null ? null : parseShard(shard);
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (threadCount < 1) {
            throw new BadInputException("--threads must be >= 1, got " + threadCount);
        }
        if (reading != null && reading.isBlank()) {
            throw new BadInputException("--reading: empty (give a reading's name, NAME1,NAME2 or all)");
        }
        if (out != null && !plan) {
            // the output folder first, before the registry and any experiment file are read
            // (about a second): a folder that cannot take the outputs is refused at once
            OutputFolder.checkFolder(outOption(), out);
        }
        if (spec != null) {
            if (paper != null) {
                throw new BadInputException("give either a PAPER or --spec, not both");
            }
            if (spec.toString().equals("-")) {
                spec = org.schedlab.workloads.io.TextFiles.standardInput();
            }
            Paper custom = ExperimentFile.load(spec);
            String title = custom.toString();
            try {
                if (figures != null) { // only these figures, as for a paper
                    custom = new FigureSelection(custom, figures);
                }
                Shards.Header h = new Shards.Header(
                        custom.id(),
                        spec.toAbsolutePath().normalize().toString(),
                        Sha256.of(spec),
                        mode,
                        seed,
                        figures == null ? List.of() : new ArrayList<>(figures));
                validate(custom, mode, out, sh);
                run(custom, title, mode, out, threadCount, h, sh);
            } catch (BadInputException e) {
                String m = String.valueOf(e.getMessage());
                throw m.startsWith(spec.toString()) ? e : new BadInputException(spec + ": " + m, e);
            }
            return 0;
        }
        if (paper == null) {
            throw new BadInputException("reproduce: missing PAPER (a paper id, or all) or --spec FILE");
        }
        Registry registry = Registry.discover();
        List<Papers.Paper> selected = new ArrayList<>();
        if (paper.equals("all")) {
            selected.addAll(registry.papers().values());
        }
        if (figures != null && paper.equals("all")) {
            throw new BadInputException("--figures needs a single PAPER, not 'all'");
        }
        if (paper.equals("all") && reading != null && !reading.equals("all") && !reading.equals(Reading.DEFAULT_NAME)) {
            throw new BadInputException("--reading " + reading
                    + " needs a single PAPER (with 'all' papers only --reading" + " all or default)");
        }
        if (selected.isEmpty()) {
            selected.add(registry.paper(paper, "reproduce"));
        }
        // everything that can be checked before any simulation, for every selected paper
        Map<String, Paper> impls = new java.util.LinkedHashMap<>();
        for (Papers.Paper p : selected) {
            Paper impl = p.reproduction().get();
            if (figures != null) {
                impl = new FigureSelection(impl, figures);
            }
            impls.put(p.id(), impl);
            Path dir = out == null ? null : (paper.equals("all") ? out.resolve(p.id()) : out);
            validate(impl, mode, dir, sh);
        }
        for (int i = 0; i < selected.size(); i++) {
            Papers.Paper p = selected.get(i);
            Path dir = out == null ? null : (paper.equals("all") ? out.resolve(p.id()) : out);
            Shards.Header h = new Shards.Header(
                    p.id(), null, null, mode, seed, figures == null ? List.of() : new ArrayList<>(figures));
            position = selected.size() == 1 ? "" : ", paper " + (i + 1) + " of " + selected.size();
            run(impls.get(p.id()), p.title(), mode, dir, threadCount, h, sh);
        }
        return 0;
    }

    /**
     * The papers to run for the {@code --reading} selection: the default reading alone, one
     * (possibly combined) reading, or every reading with the default first.
     */
    static List<Paper> variants(Paper impl, String selection) {
        if (selection == null || selection.equals(Reading.DEFAULT_NAME)) {
            return List.of(impl);
        }
        if (!selection.equals("all")) {
            return List.of(impl.underReading(selection));
        }
        List<Paper> all = new ArrayList<>(List.of(impl));
        for (Reading r : impl.readings()) {
            all.add(impl.underReading(r.name()));
        }
        return all;
    }

    /**
     * The output folder: {@code --out} when given (for 'all' papers, its subfolder), else {@code
     * results/PAPER}, and for a single reading other than the default {@code
     * results/PAPER/readings/NAME}.
     */
    private static Path folder(Path given, Paper impl, List<Paper> variants) {
        if (given != null) {
            return given;
        }
        Path base = Path.of("results", impl.id());
        return variants.size() == 1 ? Reproduction.readingFolder(base, variants.get(0)) : base;
    }

    private void run(Paper impl, String title, Mode mode, Path given, int threadCount, Shards.Header header, int[] sh)
            throws IOException {
        List<Paper> variants = variants(impl, reading);
        Path dir = folder(given, impl, variants);
        String selection =
                variants.size() > 1 ? "all" : variants.get(0).reading().name();
        ReproductionRunner runner = new ReproductionRunner(Registry.discover(), traceDirectory(), seed, threadCount);
        var o = command.commandLine().getOut();
        var err = command.commandLine().getErr();
        if (plan) {
            for (Paper v : variants) {
                printPlan(o, v, mode, sh);
            }
            return;
        }
        if (sh != null) {
            for (Paper v : variants) {
                Path vdir = variants.size() > 1 ? Reproduction.readingFolder(dir, v) : dir;
                Shards.Header vh = header.forReading(v.reading().name(), selection);
                List<WorkUnit> mine =
                        WorkPlan.assign(WorkPlan.units(v.sweeps(mode)), sh[1]).get(sh[0]);
                String label = impl.id()
                        + (v.reading().isDefault() ? "" : " [" + v.reading().name() + "]");
                Shards.ShardSummary s;
                try (Progress progress =
                        Progress.open(!noProgress, err, label + " " + sh[0] + "/" + sh[1], mine.size(), "units")) {
                    started(progress, label + position + ", shard " + sh[0] + "/" + sh[1], mine.size(), mode);
                    s = Shards.runShard(v, vh, vdir, runner, sh[0], sh[1], err::println, progress::stepTo);
                }
                o.printf(
                        java.util.Locale.ROOT,
                        "%s: shard %d/%d: %d work units (%d already complete, %d run%s) in %s; when every shard is done: "
                                + "schedlab merge --out %s%n",
                        label,
                        sh[0],
                        sh[1],
                        s.units(),
                        s.complete(),
                        s.ran(),
                        s.redone() == 0 ? "" : ", " + s.redone() + " of them redone",
                        vdir.resolve(UnitStore.DIR),
                        given == null ? dir : given);
            }
            return;
        }
        int points = variants.size() == 1
                ? runner.pointCount(variants.get(0).sweeps(mode))
                : Reproduction.distinctUnits(variants, mode, seed);
        List<Reproduction.Summary> summaries;
        try (OutputLock lock = OutputLock.acquire(outOption(), dir, commandLine(), err::println);
                Progress progress = Progress.open(!noProgress, err, impl.id(), points, "units")) {
            started(progress, impl.id() + position, points, mode);
            if (variants.size() == 1) {
                summaries = List.of(Reproduction.execute(
                        variants.get(0), title, mode, dir, runner, seed, commandLine(), progress::stepTo));
            } else {
                summaries = Reproduction.executeReadings(
                        variants, title, mode, dir, runner, seed, commandLine(), progress::stepTo);
            }
        }
        for (int i = 0; i < variants.size(); i++) {
            Paper v = variants.get(i);
            Path vdir = variants.size() > 1 ? Reproduction.readingFolder(dir, v) : dir;
            printSummary(command.commandLine(), label(impl, v), vdir, summaries.get(i));
        }
    }

    /**
     * The line a paper's run starts with when progress goes to a log rather than a bar: {@code
     * gang-2000, paper 2 of 5: 96 work units (quick)}.
     */
    private static void started(Progress progress, String who, int units, Mode mode) {
        if (progress.printsLines()) {
            progress.line(who + ": " + units + (units == 1 ? " work unit" : " work units") + " ("
                    + mode.name().toLowerCase(java.util.Locale.ROOT) + ")");
        }
    }

    /** How messages name the output folder: the option when given, else the default folder. */
    private String outOption() {
        return out != null ? "--out" : "output folder";
    }

    /**
     * Checks, before any simulation, what a run of {@code impl} needs: the output folder (a folder
     * or creatable, writable, with space, holding no special file under an output's name) and, when
     * the trace folder was named ({@code --traces} or {@code $SCHEDLAB_TRACES}), every trace the
     * selected figures read.
     */
    private void validate(Paper impl, Mode mode, Path given, int[] sh) {
        List<Paper> variants = variants(impl, reading);
        Path traceDir = traceDirectory();
        boolean named = traces != null
                || (System.getenv("SCHEDLAB_TRACES") != null
                        && !System.getenv("SCHEDLAB_TRACES").isBlank());
        if (named) {
            java.util.Set<String> missing = new java.util.TreeSet<>();
            java.util.Set<String> needed = new java.util.TreeSet<>();
            for (Paper v : variants) {
                for (org.schedlab.experiments.repro.paper.Sweep s : v.sweeps(mode)) {
                    if (s.trace() != null) {
                        needed.add(s.trace());
                        if (!Files.isRegularFile(traceDir.resolve(s.trace()))) {
                            missing.add(s.trace());
                        }
                    }
                }
            }
            if (!missing.isEmpty()) {
                String option = traces != null ? "--traces " + traces : "SCHEDLAB_TRACES=" + traceDir;
                String text = option + ": missing " + String.join(", ", missing) + " (needed by " + impl.id()
                        + "; download from the Parallel Workloads Archive,"
                        + " https://www.cs.huji.ac.il/labs/parallel/workload/";
                if (missing.size() == needed.size()) {
                    // none of the logs: the run would make nothing
                    throw new BadInputException(text + ", or run other --figures)");
                }
                // some of them: the figures that read the others run, these are skipped (and said so)
                command.commandLine()
                        .getErr()
                        .println("schedlab: note: " + text + "); the figures that need them are skipped");
            }
        }
        if (plan) {
            return;
        }
        Path dir = folder(given, impl, variants);
        // no output of the run may be the experiment file
        CommandFiles files = new CommandFiles().input("--spec", spec);
        for (Paper v : variants) {
            files.outputsIn(
                    outOption(), variants.size() > 1 ? Reproduction.readingFolder(dir, v) : dir, v.outputFiles());
        }
        files.check();
        if (sh != null) {
            Reproduction.checkOutput(outOption(), dir, List.of(), force);
            return;
        }
        Reproduction.checkOutput(outOption(), dir, variants, force);
    }

    /** A paper's id with its reading when it is not the default. */
    static String label(Paper impl, Paper variant) {
        return impl.id()
                + (variant.reading().isDefault()
                        ? ""
                        : " [reading " + variant.reading().name() + "]");
    }

    private static void printPlan(java.io.PrintWriter o, Paper impl, Mode mode, int[] sh) {
        List<WorkUnit> units = WorkPlan.units(impl.sweeps(mode));
        List<WorkUnit> shown =
                sh == null ? units : WorkPlan.assign(units, sh[1]).get(sh[0]);
        long total = shown.stream().mapToLong(WorkUnit::cost).sum();
        o.printf(
                java.util.Locale.ROOT,
                "%s (%s)%s: %d work units, estimated cost %,d simulated jobs%n",
                impl.id()
                        + (impl.reading().isDefault()
                                ? ""
                                : " [reading " + impl.reading().name() + "]"),
                mode.name().toLowerCase(java.util.Locale.ROOT),
                sh == null ? "" : ", shard " + sh[0] + "/" + sh[1],
                shown.size(),
                total);
        o.println("unit\tkind\treplications\testimatedCost");
        for (WorkUnit u : shown) {
            String reps = switch (u.kind()) {
                case BLOCK -> u.from() + ".." + (u.to() - 1);
                case ADAPTIVE ->
                    u.sweep().rule().min() + "-" + u.sweep().rule().max() + " (until "
                            + u.sweep().rule().relativeError() + " relative error)";
                case TIMING -> (u.sweep().timing().warmup() + u.sweep().timing().rounds()) + " rounds per point";
            };
            o.println(
                    u.id() + "\t" + u.kind().name().toLowerCase(java.util.Locale.ROOT) + "\t" + reps + "\t" + u.cost());
        }
    }

    /** Prints a reproduction's summary line and its notes on removed and foreign files. */
    static void printSummary(picocli.CommandLine cl, String id, Path dir, Reproduction.Summary s) {
        var err = cl.getErr();
        if (s.reused() > 0) {
            err.println(id + ": resumed a run into " + dir + " that was stopped: reused " + s.reused()
                    + " finished work unit(s), ran the others");
        }
        if (!s.removed().isEmpty()) {
            err.println(id + ": removed " + s.removed().size() + " stale output file(s) of an earlier run from " + dir
                    + ": " + String.join(", ", s.removed()));
        }
        if (!s.kept().isEmpty()) {
            err.println(id + ": kept " + s.kept().size() + " output file(s) of an earlier run in " + dir
                    + " (outputs this run did not make, or made only in part): " + String.join(", ", s.kept()));
        }
        if (!s.foreign().isEmpty()) {
            err.println(id + ": left " + s.foreign().size() + " file(s) in " + dir + " that reproduce does not own: "
                    + String.join(", ", s.foreign()));
        }
        int checks = s.checkPass() + s.checkFail() + s.checkInconclusive();
        cl.getOut()
                .printf(
                        java.util.Locale.ROOT,
                        "%s: %d figures (%d skipped); claims %d PASS, %d FAIL, %d INCONCLUSIVE, %d SKIPPED%s%s%s; report"
                                + " %s%n",
                        id,
                        s.figures(),
                        s.skippedFigures(),
                        s.pass(),
                        s.fail(),
                        s.inconclusive(),
                        s.skipped(),
                        s.notJudged() == 0 ? "" : ", " + s.notJudged() + " NOT JUDGED",
                        s.keptVerdicts() == 0
                                ? ""
                                : " (" + s.keptVerdicts() + " verdicts kept from earlier runs: their figures did not"
                                        + " run)",
                        checks == 0
                                ? ""
                                : "; checks " + s.checkPass() + " PASS, " + s.checkFail() + " FAIL"
                                        + (s.checkInconclusive() == 0
                                                ? ""
                                                : ", " + s.checkInconclusive() + " INCONCLUSIVE"),
                        dir.resolve("report.md"));
    }

    /** {@code I/N} as {@code [I, N]}, or bad input naming the option. */
    static int[] parseShard(String text) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("(\\d{1,9})/(\\d{1,9})").matcher(text.trim());
        if (!m.matches()) {
            throw new BadInputException(
                    "--shard " + text + ": expected I/N, shard I of N counted from 0 (e.g. --shard 0/4)");
        }
        int i = Integer.parseInt(m.group(1));
        int n = Integer.parseInt(m.group(2));
        if (n < 1) {
            throw new BadInputException("--shard " + text + ": N must be at least 1");
        }
        if (i >= n) {
            throw new BadInputException(
                    "--shard " + text + ": I must be in 0.." + (n - 1) + " (shards are counted from 0)");
        }
        return new int[] {i, n};
    }

    Path traceDirectory() {
        return traceDirectory(traces, System.getenv());
    }

    /**
     * The trace directory: {@code --traces}, else {@code $SCHEDLAB_TRACES}, else {@code
     * ../shared/data/traces} of the checkout when it exists, else none. A directory named by the
     * option or the environment that does not exist is bad input.
     */
    static Path traceDirectory(Path option, Map<String, String> env) {
        if (option != null) {
            if (!Files.isDirectory(option)) {
                throw new BadInputException("--traces " + option + ": not a directory");
            }
            return option;
        }
        String fromEnv = env.get("SCHEDLAB_TRACES");
        if (fromEnv != null && !fromEnv.isBlank()) {
            if (!Files.isDirectory(Path.of(fromEnv))) {
                throw new BadInputException("SCHEDLAB_TRACES=" + fromEnv + ": not a directory");
            }
            return Path.of(fromEnv);
        }
        String home = env.get("SCHEDLAB_HOME");
        Path base = home != null ? Path.of(home) : Path.of(".");
        Path shared = base.resolve("../shared/data/traces").normalize();
        return Files.isDirectory(shared) ? shared : null;
    }

    private String commandLine() {
        return "schedlab "
                + String.join(" ", command.commandLine().getParseResult().originalArgs());
    }
}
