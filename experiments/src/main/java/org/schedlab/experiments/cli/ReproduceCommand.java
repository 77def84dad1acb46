package org.schedlab.experiments.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.coalloc2000.Coalloc2000;
import org.schedlab.experiments.fattree2009.Fattree2009;
import org.schedlab.experiments.gang2000.Gang2000;
import org.schedlab.experiments.mpl2009.Mpl2009;
import org.schedlab.experiments.repro.ExperimentFile;
import org.schedlab.experiments.repro.FigureSelection;
import org.schedlab.experiments.repro.Mode;
import org.schedlab.experiments.repro.Paper;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.ReproductionRunner;
import org.schedlab.experiments.run.Papers;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.window2011.Window2011;
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
    /** The papers whose reproduction is implemented, by id. */
    static final Map<String, Paper> IMPLEMENTED = Map.of(
            Window2011.ID,
            new Window2011(),
            Mpl2009.ID,
            new Mpl2009(),
            Gang2000.ID,
            new Gang2000(),
            Fattree2009.ID,
            new Fattree2009(),
            Coalloc2000.ID,
            new Coalloc2000());

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(paramLabel = "PAPER", arity = "0..1", description = "a paper id, or all (omit with --spec)")
    String paper;

    @Option(
            names = "--spec",
            paramLabel = "FILE.yaml",
            description = "run your own experiment described in YAML instead of a paper")
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
            description = "run only these figures (comma-separated ids, e.g. fig2,fig3); needs one PAPER")
    java.util.Set<String> figures;

    @Option(names = "--no-progress", description = "never show the progress bar")
    boolean noProgress;

    @Override
    public Integer call() throws IOException {
        if (quick && full) {
            throw new BadInputException("--quick and --full exclude each other");
        }
        Mode mode = full ? Mode.FULL : Mode.QUICK;
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (threadCount < 1) {
            throw new BadInputException("--threads must be >= 1, got " + threadCount);
        }
        if (spec != null) {
            if (paper != null) {
                throw new BadInputException("give either a PAPER or --spec, not both");
            }
            Paper custom = ExperimentFile.load(spec);
            try {
                run(custom, custom.toString(), mode, out == null ? Path.of("results", custom.id()) : out, threadCount);
            } catch (BadInputException e) {
                String m = String.valueOf(e.getMessage());
                throw m.startsWith(spec.toString()) ? e : new BadInputException(spec + ": " + m, e);
            }
            return 0;
        }
        if (paper == null) {
            throw new BadInputException("reproduce: missing PAPER (a paper id, or all) or --spec FILE");
        }
        List<Papers.Paper> selected = new ArrayList<>();
        for (Papers.Paper p : Papers.ALL) {
            if (paper.equals("all") || paper.equals(p.id())) {
                selected.add(p);
            }
        }
        if (figures != null && paper.equals("all")) {
            throw new BadInputException("--figures needs a single PAPER, not 'all'");
        }
        if (selected.isEmpty()) {
            throw new BadInputException("reproduce: unknown paper '" + paper + "' (known: all, "
                    + String.join(
                            ", ", Papers.ALL.stream().map(Papers.Paper::id).toList()) + ")");
        }
        var o = command.commandLine().getOut();
        for (Papers.Paper p : selected) {
            Paper impl = IMPLEMENTED.get(p.id());
            if (impl == null) {
                o.println(p.id() + ": not yet implemented (" + p.title() + ")");
                continue;
            }
            if (figures != null) {
                impl = new FigureSelection(impl, figures);
            }
            Path dir = out == null ? Path.of("results", p.id()) : (paper.equals("all") ? out.resolve(p.id()) : out);
            run(impl, p.title(), mode, dir, threadCount);
        }
        return 0;
    }

    private void run(Paper impl, String title, Mode mode, Path dir, int threadCount) throws IOException {
        ReproductionRunner runner = new ReproductionRunner(Registry.discover(), traceDirectory(), seed, threadCount);
        int points = runner.pointCount(impl.sweeps(mode));
        Reproduction.Summary s;
        try (Progress progress = Progress.open(!noProgress, impl.id(), points, "points")) {
            s = Reproduction.execute(impl, title, mode, dir, runner, seed, commandLine(), progress::stepTo);
        }
        var err = command.commandLine().getErr();
        if (!s.removed().isEmpty()) {
            err.println(impl.id() + ": removed " + s.removed().size() + " stale output file(s) of an earlier run from "
                    + dir + ": " + String.join(", ", s.removed()));
        }
        if (!s.foreign().isEmpty()) {
            err.println(impl.id() + ": left " + s.foreign().size() + " file(s) in " + dir
                    + " that reproduce does not own: " + String.join(", ", s.foreign()));
        }
        command.commandLine()
                .getOut()
                .printf(
                        java.util.Locale.ROOT,
                        "%s: %d figures (%d skipped); claims %d PASS, %d FAIL, %d INCONCLUSIVE, %d SKIPPED%s; report %s%n",
                        impl.id(),
                        s.figures(),
                        s.skippedFigures(),
                        s.pass(),
                        s.fail(),
                        s.inconclusive(),
                        s.skipped(),
                        s.notJudged() == 0 ? "" : ", " + s.notJudged() + " NOT JUDGED",
                        dir.resolve("report.md"));
    }

    private Path traceDirectory() {
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
