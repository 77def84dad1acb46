package org.schedlab.experiments.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.FigureSelection;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.repro.plan.Sha256;
import org.schedlab.experiments.repro.plan.Shards;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.report.OutputFolder;
import org.schedlab.experiments.run.Papers;
import org.schedlab.experiments.run.Registry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code schedlab merge --out DIR}: assembles the unit files that {@code reproduce --shard I/N
 * --out DIR} wrote into the CSVs, charts, {@code report.md} and {@code manifest.json} a single run
 * writes. For {@code reproduce all}, DIR holds one folder per paper and each is merged.
 */
@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Merge the work units of sharded 'reproduce --shard I/N' runs into a single run's outputs.")
final class MergeCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--out", required = true, description = "the --out folder the shards wrote to")
    Path out;

    @Option(names = "--traces", description = "trace directory, for the manifest (default as for reproduce)")
    Path traces;

    @Option(
            names = "--force",
            description = "replace files of the folder named like outputs even when no manifest of the folder lists"
                    + " them")
    boolean force;

    @Override
    public Integer call() throws IOException {
        List<Path> folders = new ArrayList<>();
        if (Shards.header(out) != null) {
            folders.add(out);
        } else if (Files.isDirectory(out)) {
            try (DirectoryStream<Path> sub = Files.newDirectoryStream(out)) {
                for (Path p : sub) {
                    if (Files.isDirectory(p) && Shards.header(p) != null) {
                        folders.add(p);
                    }
                }
            }
            folders.sort(null);
        }
        if (folders.isEmpty()) {
            throw new BadInputException("merge: " + out + " holds no work units (no " + UnitStore.DIR + "/"
                    + Shards.PLAN + " in it or its subfolders); run 'schedlab reproduce PAPER --shard I/N --out "
                    + out + "' first");
        }
        List<String> missing = new ArrayList<>();
        for (Path dir : folders) {
            try (org.schedlab.experiments.repro.report.OutputLock lock =
                    org.schedlab.experiments.repro.report.OutputLock.acquire(
                            "--out",
                            dir,
                            "schedlab "
                                    + String.join(
                                            " ",
                                            command.commandLine()
                                                    .getParseResult()
                                                    .originalArgs()),
                            command.commandLine().getErr()::println)) {
                merge(dir);
            } catch (BadInputException e) {
                if (folders.size() == 1) {
                    throw e;
                }
                missing.add(e.getMessage());
            }
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(String.join("\n", missing));
        }
        return 0;
    }

    private void merge(Path dir) throws IOException {
        Shards.Header h = Shards.header(dir);
        Registry registry = Registry.discover();
        Paper paper;
        String title;
        if (h.spec() != null) {
            Path spec = Path.of(h.spec());
            paper = ExperimentFile.load(spec);
            if (!Sha256.of(spec).equals(h.specSha256())) {
                throw new BadInputException("merge: " + spec + " changed since the shards ran; run them again");
            }
            title = paper.toString();
        } else {
            Papers.Paper p = registry.papers().get(h.paper());
            if (p == null) {
                throw new BadInputException("merge: " + dir + " holds units of unknown paper '" + h.paper() + "'");
            }
            paper = p.reproduction().get();
            if (!h.figures().isEmpty()) {
                paper = new FigureSelection(paper, new java.util.LinkedHashSet<>(h.figures()));
            }
            title = p.title();
        }
        Path traceDir = ReproduceCommand.traceDirectory(traces, System.getenv());
        ReproductionRunner runner = new ReproductionRunner(registry, traceDir, h.seed(), 1);
        String cmd = "schedlab "
                + String.join(" ", command.commandLine().getParseResult().originalArgs())
                + " (units of: schedlab reproduce " + h.options() + " --shard I/N)";
        List<Paper> all = ReproduceCommand.variants(paper, "all");
        for (Paper v : h.readings().equals("all") ? all : List.of(paper.underReading(h.reading()))) {
            Path vdir = h.readings().equals("all") ? Reproduction.readingFolder(dir, v) : dir;
            if (!force) {
                OutputFolder.checkUnowned("--out", vdir, Reproduction.writes(v));
            }
        }
        if (!h.readings().equals("all")) {
            Paper variant = paper.underReading(h.reading());
            Reproduction.Summary s = Reproduction.merge(variant, title, h, dir, runner, cmd);
            ReproduceCommand.printSummary(command.commandLine(), ReproduceCommand.label(paper, variant), dir, s);
            return;
        }
        // every reading ran, each into its own folder: assemble them all, then write them together
        List<Paper> variants = all;
        List<org.schedlab.experiments.repro.paper.Results> results = new ArrayList<>();
        java.time.Instant start = java.time.Instant.now();
        for (Paper v : variants) {
            Path vdir = Reproduction.readingFolder(dir, v);
            Shards.Header vh = Shards.header(vdir);
            Shards.Header expected = h.forReading(v.reading().name(), "all");
            if (vh == null || !vh.equals(expected)) {
                throw new BadInputException("merge: " + vdir + " holds "
                        + (vh == null ? "no work units" : "other units (" + vh.options() + ")") + " but reading '"
                        + v.reading().name() + "' of " + paper.id()
                        + " belongs to this merge; run 'schedlab reproduce " + h.options() + " --shard I/N --out "
                        + dir + "' for every shard first");
            }
            results.add(Shards.results(v, vh, vdir, runner));
        }
        List<Reproduction.Summary> summaries =
                Reproduction.writeReadings(variants, results, title, h.mode(), dir, runner, h.seed(), cmd, start);
        for (int i = 0; i < variants.size(); i++) {
            Paper v = variants.get(i);
            ReproduceCommand.printSummary(
                    command.commandLine(),
                    ReproduceCommand.label(paper, v),
                    Reproduction.readingFolder(dir, v),
                    summaries.get(i));
        }
    }
}
