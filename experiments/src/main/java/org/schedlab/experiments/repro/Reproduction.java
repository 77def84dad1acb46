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
            List<String> foreign) {
        public Summary {
            removed = List.copyOf(removed);
            foreign = List.copyOf(foreign);
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
        Results results = runner.run(sweeps, progress); // validates every spec first; writes nothing
        return write(paper, title, mode, out, results, runner, seed, command, start);
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
        List<Sweep> sweeps = paper.sweeps(mode);
        Files.createDirectories(out);
        OutputFolder folder = OutputFolder.clean(out, paper);

        Map<String, List<FigureCsv.Row>> rows = new LinkedHashMap<>();
        int drawn = 0;
        int skippedFigures = 0;
        for (Figure f : paper.figures()) {
            if (results.skipReason(f) != null) {
                skippedFigures++;
                continue;
            }
            Path csv = out.resolve(f.id() + ".csv");
            rows.put(f.id(), FigureCsv.write(f, results, csv));
            ChartWriter.write(f, f.id() + ": " + f.caption(), csv, out.resolve(f.id() + ".png"));
            folder.wrote(f.id() + ".csv", f.id() + ".png");
            drawn++;
        }
        List<TableResult> tables = new ArrayList<>();
        for (Table t : paper.tables()) {
            TableResult tr = TableResult.of(t, paper, results);
            if (tr.cells().stream().allMatch(c -> c.kind().equals("skipped"))) {
                continue;
            }
            tr.writeCsv(out.resolve(t.id() + ".csv"));
            folder.wrote(t.id() + ".csv");
            tables.add(tr);
        }

        List<ReportWriter.Evaluated> evaluated = new ArrayList<>();
        for (Claim c : paper.allClaims()) {
            try {
                evaluated.add(new ReportWriter.Evaluated(c, c.check().apply(results), null));
            } catch (RuntimeException e) {
                evaluated.add(new ReportWriter.Evaluated(c, null, e.getMessage()));
            }
        }
        String notes = paper instanceof Notes n ? n.notes(mode) : "";
        ReportWriter.write(out.resolve("report.md"), paper, title, mode, results, rows, tables, evaluated, notes);
        folder.wrote("report.md", OutputFolder.MANIFEST);

        writeManifest(out.resolve(OutputFolder.MANIFEST), paper, mode, sweeps, runner, seed, command, start, folder);
        return new Summary(
                (int) ReportWriter.count(evaluated, "PASS"),
                (int) ReportWriter.count(evaluated, "FAIL"),
                (int) ReportWriter.count(evaluated, "INCONCLUSIVE"),
                (int) ReportWriter.count(evaluated, "SKIPPED"),
                (int) ReportWriter.count(evaluated, "NOT JUDGED"),
                drawn,
                skippedFigures,
                folder.removed(),
                folder.foreign());
    }

    /** Optional free text for the top of a paper's report (operational definitions, caveats). */
    public interface Notes {
        String notes(Mode mode);
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
            OutputFolder folder)
            throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("paper", paper.id());
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
        m.put("traces", traces);
        m.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("started", start.toString());
        m.put("elapsedSeconds", Duration.between(start, Instant.now()).toMillis() / 1000.0);
        byte[] json =
                new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
        AtomicFiles.writeBytes(file, o -> o.write(json));
    }
}
