package org.schedlab.experiments.repro;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.FigureSelection;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Notes;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.repro.plan.Sha256;
import org.schedlab.experiments.repro.plan.Shards;
import org.schedlab.experiments.repro.plan.UnitResult;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.plan.WorkPlan;
import org.schedlab.experiments.repro.plan.WorkUnit;
import org.schedlab.experiments.repro.report.ChartWriter;
import org.schedlab.experiments.repro.report.FigureCsv;
import org.schedlab.experiments.repro.report.HtmlReport;
import org.schedlab.experiments.repro.report.KeptVerdicts;
import org.schedlab.experiments.repro.report.OutputFolder;
import org.schedlab.experiments.repro.report.ReadingsReport;
import org.schedlab.experiments.repro.report.ReportWriter;
import org.schedlab.experiments.run.BuildInfo;

/**
 * Runs one paper end to end and writes its outputs: a tidy CSV and a PNG per figure, {@code
 * report.md} and {@code manifest.json}. Simulation, CSV and plotting are separate steps; the PNGs
 * are drawn from the CSVs alone.
 */
public final class Reproduction {
    private Reproduction() {}

    /**
     * Counts of the evaluated claims.
     *
     * @param pass claims that hold with their intervals taken into account
     * @param fail claims contradicted with their intervals taken into account (or whose evaluation
     *     failed)
     * @param inconclusive claims whose intervals decide neither way
     * @param skipped claims whose input sweep was skipped
     * @param notJudged wall-clock claims, shown but not judged
     * @param figures figures drawn
     * @param skippedFigures figures skipped (missing trace)
     * @param removed earlier output files this run removed from the output folder (file names)
     * @param foreign files in the output folder this run does not own and left alone
     * @param checkPass checks of the paper's own arithmetic that hold ({@link Claim.Kind#CHECK},
     *     not counted among the claims)
     * @param checkFail checks that do not hold (or whose evaluation failed)
     * @param checkInconclusive checks their intervals do not decide
     * @param kept outputs of an earlier run kept in the folder (a run of some figures)
     * @param reused work units whose results a stopped run into the folder had finished (not run again)
     * @param keptVerdicts claims and checks whose verdict is an earlier run's: their figures did
     *     not run this time (a run of some figures into a folder of the same paper)
     */
    public record Summary(
            int pass,
            int fail,
            int inconclusive,
            int skipped,
            int notJudged,
            int figures,
            int skippedFigures,
            List<String> removed,
            List<String> foreign,
            int checkPass,
            int checkFail,
            int checkInconclusive,
            List<String> kept,
            int reused,
            int keptVerdicts) {
        public Summary {
            removed = List.copyOf(removed);
            foreign = List.copyOf(foreign);
            kept = List.copyOf(kept);
        }

        /** This summary with {@code n} work units reused from a stopped run. */
        public Summary withReused(int n) {
            return new Summary(
                    pass,
                    fail,
                    inconclusive,
                    skipped,
                    notJudged,
                    figures,
                    skippedFigures,
                    removed,
                    foreign,
                    checkPass,
                    checkFail,
                    checkInconclusive,
                    kept,
                    n,
                    keptVerdicts);
        }

        /** A summary without checks. */
        public Summary(
                int pass,
                int fail,
                int inconclusive,
                int skipped,
                int notJudged,
                int figures,
                int skippedFigures,
                List<String> removed,
                List<String> foreign) {
            this(
                    pass,
                    fail,
                    inconclusive,
                    skipped,
                    notJudged,
                    figures,
                    skippedFigures,
                    removed,
                    foreign,
                    0,
                    0,
                    0,
                    List.of(),
                    0,
                    0);
        }
    }

    /**
     * Runs {@code paper} in {@code mode} and writes into {@code out}.
     *
     * @param title the paper's full reference, for the report
     * @param command the command line, for the manifest
     * @param progress receives the number of finished points
     */
    public static Summary execute(
            Paper paper,
            String title,
            Mode mode,
            Path out,
            ReproductionRunner runner,
            long seed,
            String command,
            IntConsumer progress)
            throws IOException {
        Instant start = Instant.now();
        List<Sweep> sweeps = paper.sweeps(mode);
        // validates every spec first; writes nothing but the finished units' files
        Ran ran = runResumable(WorkPlan.units(sweeps), out, runner, seed, progress);
        Results results = runner.assemble(sweeps, ran.results());
        Summary s = write(paper, title, mode, out, results, runner, seed, command, start);
        removeResumable(out);
        return s.withReused(ran.reused());
    }

    /**
     * The hidden folder inside the output folder that holds the result file of every work unit a
     * run has finished ({@link UnitStore}'s format), while the run lasts. A run that is stopped
     * (SIGKILL included: each file is written whole or not at all) leaves it, and the next run into
     * the folder reuses every complete unit whose definition, seed included, is still the same, and
     * runs only the others. Results read back are bit for bit the ones written, so the outputs are
     * those of an uninterrupted run. It is removed once the run's outputs are written.
     */
    public static final String RESUME = OutputFolder.RESUME;

    /**
     * Results of a run of work units.
     *
     * @param results by unit id, in the order of the units
     * @param reused how many were read from a stopped run's files instead of run
     */
    record Ran(Map<String, UnitResult> results, int reused) {}

    /**
     * Runs {@code units}, reusing the complete results a stopped run left in {@code out}'s {@value
     * #RESUME} and recording each new result there as soon as it is computed.
     */
    static Ran runResumable(List<WorkUnit> units, Path out, ReproductionRunner runner, long seed, IntConsumer progress)
            throws IOException {
        UnitStore store = UnitStore.at(out.resolve(RESUME), seed);
        boolean stopped = Files.isDirectory(store.dir());
        Map<String, UnitResult> reused = new LinkedHashMap<>();
        List<WorkUnit> todo = new ArrayList<>();
        for (WorkUnit u : units) {
            // an incomplete, corrupt or stale file (other settings, another seed) is run again
            UnitResult r = stopped ? store.read(u).result() : null;
            if (r != null && !r.status().equals(UnitResult.SKIPPED)) {
                reused.put(u.id(), r);
            } else {
                todo.add(u);
            }
        }
        if (!reused.isEmpty()) {
            progress.accept(reused.size());
        }
        Map<String, UnitResult> fresh;
        try {
            // the folder is made by the first unit written (after every spec is validated)
            fresh = runner.execute(todo, store::write, reused.size(), progress);
        } finally {
            if (Files.isDirectory(store.dir())) {
                try (java.util.stream.Stream<Path> left = Files.list(store.dir())) {
                    if (left.findAny().isEmpty()) {
                        Files.delete(store.dir());
                    }
                }
            }
        }
        Map<String, UnitResult> all = new LinkedHashMap<>();
        for (WorkUnit u : units) {
            all.put(u.id(), reused.containsKey(u.id()) ? reused.get(u.id()) : fresh.get(u.id()));
        }
        return new Ran(all, reused.size());
    }

    /** Removes {@code out}'s {@value #RESUME} folder once the outputs it led to are written. */
    static void removeResumable(Path out) throws IOException {
        Path dir = out.resolve(RESUME);
        if (!Files.isDirectory(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (java.nio.file.DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
        }
        Files.deleteIfExists(dir);
    }

    /**
     * Writes the outputs of {@code results}, the results of {@code paper}'s sweeps in {@code mode}
     * (from one run, or assembled from the unit files of sharded runs), into {@code out}.
     *
     * @param runner the runner's trace directory and seed, for the manifest
     * @param start when the work started, for the manifest
     */
    public static Summary write(
            Paper paper,
            String title,
            Mode mode,
            Path out,
            Results results,
            ReproductionRunner runner,
            long seed,
            String command,
            Instant start)
            throws IOException {
        return write(Evaluation.of(paper, results, mode), title, mode, out, runner, seed, command, start, null);
    }

    /**
     * Writes the outputs of {@code evaluation} into {@code out}, with the readings section when
     * {@code readings} is not null (see {@link ReadingsReport}).
     */
    static Summary write(
            Evaluation evaluation,
            String title,
            Mode mode,
            Path out,
            ReproductionRunner runner,
            long seed,
            String command,
            Instant start,
            ReadingsReport readings)
            throws IOException {
        Paper paper = evaluation.paper();
        Results results = evaluation.results();
        List<Sweep> sweeps = paper.sweeps(mode);
        Files.createDirectories(out);
        // a run of some figures keeps the folder's earlier verdicts of the claims it did not judge
        String run = "mode " + mode.name().toLowerCase(java.util.Locale.ROOT) + ", seed " + seed + ", started " + start;
        KeptVerdicts.Merged verdicts = paper instanceof FigureSelection
                ? KeptVerdicts.merge(evaluation, out.resolve(OutputFolder.MANIFEST), run)
                : KeptVerdicts.none(evaluation, run);
        evaluation = verdicts.evaluation();
        OutputFolder folder = OutputFolder.clean(out, paper, notRun(evaluation, readings != null));

        Map<String, List<FigureCsv.Row>> rows = new LinkedHashMap<>();
        int drawn = 0;
        int skippedFigures = 0;
        for (Figure f : paper.figures()) {
            if (results.skipReason(f) != null) {
                skippedFigures++;
                continue;
            }
            Path csv = out.resolve(f.id() + ".csv");
            rows.put(f.id(), FigureCsv.write(f, paper, results, csv));
            ChartWriter.write(f, f.id() + ": " + f.caption(), mode, csv, out.resolve(f.id() + ".png"));
            folder.wrote(f.id() + ".csv", f.id() + ".png");
            drawn++;
        }
        for (TableResult tr : evaluation.tables()) {
            String name = tr.table().id() + ".csv";
            if (folder.kept().contains(name)) {
                continue; // an earlier run's whole table: this run made only part of it
            }
            tr.writeCsv(out.resolve(name));
            folder.wrote(name);
        }
        if (readings != null) {
            readings.writeCsv(out.resolve(ReadingsReport.CSV));
            folder.wrote(ReadingsReport.CSV);
        }

        String notes = paper instanceof Notes n ? n.notes(mode) : "";
        if (!folder.kept().isEmpty()) {
            notes = notes + " Kept from an earlier run into this folder (" + folder.keptFrom()
                    + "), not made (or made only in part) by this one: " + String.join(", ", folder.kept()) + ".";
        }
        if (verdicts.kept() > 0) {
            notes = notes + " This run judged " + (evaluation.claims().size() - verdicts.kept()) + " of the "
                    + evaluation.claims().size() + " claims and checks (" + verdicts.rejudged()
                    + " of them judged again); the other " + verdicts.kept()
                    + " verdicts are kept from earlier runs into this folder, each marked with the run that judged it.";
        }
        ReportWriter.write(out.resolve("report.md"), evaluation, title, mode, rows, notes, readings);
        HtmlReport.write(out.resolve(HtmlReport.FILE), evaluation, title, mode, rows, notes, readings);
        folder.wrote("report.md", HtmlReport.FILE, OutputFolder.MANIFEST);

        writeManifest(
                out.resolve(OutputFolder.MANIFEST),
                paper,
                mode,
                sweeps,
                runner,
                seed,
                command,
                start,
                folder,
                verdicts);
        folder.done();
        List<Evaluated> claims = evaluation.claimsOnly();
        List<Evaluated> checks = evaluation.checksOnly();
        return new Summary(
                (int) ReportWriter.count(claims, "PASS"),
                (int) ReportWriter.count(claims, "FAIL"),
                (int) ReportWriter.count(claims, "INCONCLUSIVE"),
                (int) ReportWriter.count(claims, "SKIPPED"),
                (int) ReportWriter.count(claims, "NOT JUDGED"),
                drawn,
                skippedFigures,
                folder.removed(),
                folder.foreign(),
                (int) ReportWriter.count(checks, "PASS"),
                (int) ReportWriter.count(checks, "FAIL"),
                (int) ReportWriter.count(checks, "INCONCLUSIVE"),
                folder.kept(),
                0,
                verdicts.kept());
    }

    /**
     * The output names of the paper that a run of some of its figures does not write (the other
     * figures, tables none or only some of whose cells ran): such a run must not remove them. Empty for a run
     * of every figure, which owns all of the paper's names.
     */
    private static java.util.Set<String> notRun(Evaluation evaluation, boolean readings) {
        if (!(evaluation.paper() instanceof FigureSelection)) {
            return java.util.Set.of();
        }
        java.util.Set<String> names =
                new java.util.LinkedHashSet<>(evaluation.paper().outputFiles());
        for (Figure f : evaluation.paper().figures()) {
            names.remove(f.id() + ".csv");
            names.remove(f.id() + ".png");
        }
        // a table this run fills only in part does not replace an earlier run's whole one
        evaluation.tables().stream()
                .filter(t -> !t.partial())
                .forEach(t -> names.remove(t.table().id() + ".csv"));
        if (readings) {
            names.remove(ReadingsReport.CSV);
        }
        names.removeAll(List.of("report.md", HtmlReport.FILE, OutputFolder.MANIFEST));
        return names;
    }

    /**
     * Checks, before any simulation, that {@code dir} can take the outputs of {@code variants}
     * (each reading into its folder): it is a folder or can be created, files can be written in it,
     * its file system has space, no output name there is a link, pipe, device or folder, and unless
     * {@code force}, none is a file of the user's ({@link OutputFolder#checkUnowned}).
     *
     * @param option how messages name the folder (e.g. {@code --out})
     * @throws org.schedlab.core.spec.BadInputException naming the folder and the reason
     */
    public static void checkOutput(String option, Path dir, List<Paper> variants, boolean force) {
        OutputFolder.checkFolder(option, dir);
        for (Paper v : variants) {
            Path vdir = variants.size() > 1 ? readingFolder(dir, v) : dir;
            OutputFolder.checkTargets(option, vdir, v);
            if (!force) {
                OutputFolder.checkUnowned(option, vdir, writes(v));
            }
        }
    }

    /**
     * The names a run of {@code paper} may write into its folder: its figures' CSV and PNG (of a
     * {@code --figures} run, the selected ones), its tables, the readings table and the reports.
     */
    public static List<String> writes(Paper paper) {
        List<String> names = new ArrayList<>();
        for (Figure f : paper.figures()) {
            names.add(f.id() + ".csv");
            names.add(f.id() + ".png");
        }
        paper.tables().forEach(t -> names.add(t.id() + ".csv"));
        names.addAll(List.of(ReadingsReport.CSV, "report.md", HtmlReport.FILE, OutputFolder.MANIFEST));
        return names;
    }

    /** Where the outputs of {@code paper}'s reading go when {@code out} is the default reading's folder. */
    public static Path readingFolder(Path out, Paper paper) {
        Reading r = paper.reading();
        return r.isDefault() ? out : out.resolve(ReadingsReport.DIR).resolve(r.name());
    }

    /**
     * Runs every reading of {@code variants} (the default reading first) and writes each reading's
     * outputs into its folder ({@link #readingFolder}), the default reading's report with the
     * readings section ({@link ReadingsReport}).
     *
     * @param progress receives the number of finished work units over all readings
     * @return the summaries, in the order of {@code variants}
     */
    public static List<Summary> executeReadings(
            List<Paper> variants,
            String title,
            Mode mode,
            Path out,
            ReproductionRunner runner,
            long seed,
            String command,
            IntConsumer progress)
            throws IOException {
        Instant start = Instant.now();
        // a unit that several readings share (same sweep settings, series, point and replications:
        // the same definition) runs once; e.g. a reading that changes one series reruns only it
        Map<String, WorkUnit> unique = new LinkedHashMap<>();
        for (Paper p : variants) {
            for (WorkUnit u : WorkPlan.units(p.sweeps(mode))) {
                unique.putIfAbsent(u.definition(seed), u);
            }
        }
        // unit ids repeat across readings (the same sweep, series and point): run them under ids
        // that are unique here, then hand each reading its results under its own ids
        List<String> definitions = new ArrayList<>(unique.keySet());
        List<WorkUnit> todo = new ArrayList<>();
        for (int k = 0; k < definitions.size(); k++) {
            WorkUnit u = unique.get(definitions.get(k));
            todo.add(
                    new WorkUnit(k + "#" + u.id(), u.kind(), u.sweep(), u.series(), u.x(), u.from(), u.to(), u.cost()));
        }
        Ran ran = runResumable(todo, out, runner, seed, progress);
        Map<String, UnitResult> byId = ran.results();
        Map<String, UnitResult> byDefinition = new LinkedHashMap<>();
        for (int k = 0; k < definitions.size(); k++) {
            byDefinition.put(definitions.get(k), byId.get(todo.get(k).id()));
        }
        List<Results> results = new ArrayList<>();
        for (Paper p : variants) {
            Map<String, UnitResult> mine = new LinkedHashMap<>();
            for (WorkUnit u : WorkPlan.units(p.sweeps(mode))) {
                mine.put(u.id(), byDefinition.get(u.definition(seed)));
            }
            results.add(runner.assemble(p.sweeps(mode), mine));
        }
        List<Summary> summaries = writeReadings(variants, results, title, mode, out, runner, seed, command, start);
        removeResumable(out);
        List<Summary> withReused = new ArrayList<>();
        for (int i = 0; i < summaries.size(); i++) {
            // the units are shared by the readings: the count is told once, with the default reading
            withReused.add(summaries.get(i).withReused(i == 0 ? ran.reused() : 0));
        }
        return withReused;
    }

    /** The work units {@link #executeReadings} runs for {@code variants}: each distinct unit once. */
    public static int distinctUnits(List<Paper> variants, Mode mode, long seed) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Paper p : variants) {
            for (WorkUnit u : WorkPlan.units(p.sweeps(mode))) {
                seen.add(u.definition(seed));
            }
        }
        return seen.size();
    }

    /** Writes the outputs of every reading's results; see {@link #executeReadings}. */
    public static List<Summary> writeReadings(
            List<Paper> variants,
            List<Results> results,
            String title,
            Mode mode,
            Path out,
            ReproductionRunner runner,
            long seed,
            String command,
            Instant start)
            throws IOException {
        List<Evaluation> evaluations = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            evaluations.add(Evaluation.of(variants.get(i), results.get(i), mode));
        }
        ReadingsReport readings = new ReadingsReport(evaluations);
        List<Summary> out2 = new ArrayList<>();
        // the other readings first: the default reading's report links to their folders
        for (int i = 1; i < evaluations.size(); i++) {
            Evaluation e = evaluations.get(i);
            out2.add(write(e, title, mode, readingFolder(out, e.paper()), runner, seed, command, start, null));
        }
        out2.add(0, write(evaluations.get(0), title, mode, out, runner, seed, command, start, readings));
        return out2;
    }

    private static void writeManifest(
            Path file,
            Paper paper,
            Mode mode,
            List<Sweep> sweeps,
            ReproductionRunner runner,
            long seed,
            String command,
            Instant start,
            OutputFolder folder,
            KeptVerdicts.Merged verdicts)
            throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("paper", paper.id());
        m.put("reading", paper.reading().name());
        m.put("command", command);
        m.put("codeVersion", BuildInfo.gitCommit());
        m.put("mode", mode.name().toLowerCase(java.util.Locale.ROOT));
        m.put("seed", seed);
        List<Map<String, Object>> sw = new ArrayList<>();
        Map<String, Object> traces = new LinkedHashMap<>();
        for (Sweep s : sweeps) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("id", s.id());
            d.put("machine", s.machine());
            d.put("workload", s.workload());
            d.put("conventions", new java.util.TreeMap<>(s.options()));
            d.put("jobs", s.jobs());
            d.put("parameter", s.x().name().toLowerCase(java.util.Locale.ROOT));
            d.put("points", s.xs());
            d.put("series", s.series().stream().map(Sweep.Series::label).toList());
            Map<String, Object> rule = new LinkedHashMap<>();
            rule.put("metric", s.rule().metric());
            rule.put("relativeError", s.rule().relativeError());
            rule.put("min", s.rule().min());
            rule.put("max", s.rule().max());
            d.put("replications", rule);
            if (s.timing() != null) {
                Map<String, Object> timing = new LinkedHashMap<>();
                timing.put("warmupRounds", s.timing().warmup());
                timing.put("timedRounds", s.timing().rounds());
                d.put("timing", timing);
            }
            sw.add(d);
            Path t = runner.tracePath(s);
            if (t != null) {
                Object entry = "missing";
                if (Files.isRegularFile(t)) {
                    Map<String, Object> tm = new LinkedHashMap<>();
                    tm.put("path", t.toString());
                    tm.put("sha256", Sha256.of(t));
                    entry = tm;
                }
                traces.put(s.trace(), entry);
            }
        }
        m.put("sweeps", sw);
        m.put("outputs", folder.written());
        m.put("kept", folder.kept());
        m.put(KeptVerdicts.FIELD, verdicts.entries());
        m.put("traces", traces);
        m.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("started", start.toString());
        m.put("elapsedSeconds", Duration.between(start, Instant.now()).toMillis() / 1000.0);
        // beside the wall time, how busy the machine was (the 1-minute average at the end; absent
        // where the system does not report one)
        double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage();
        if (load >= 0) {
            m.put("loadAverage", load);
        }
        byte[] json =
                new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
        AtomicFiles.writeBytes(file, o -> o.write(json));
    }

    /**
     * Merges the unit files of {@code out} into the outputs of a single run.
     *
     * @throws org.schedlab.core.spec.BadInputException when units are missing, naming how many, their shards and ids
     */
    public static Summary merge(
            Paper paper, String title, Shards.Header header, Path out, ReproductionRunner runner, String command)
            throws IOException {
        Instant start = Instant.now();
        Results results = Shards.results(paper, header, out, runner);
        return write(paper, title, header.mode(), out, results, runner, header.seed(), command, start);
    }
}
