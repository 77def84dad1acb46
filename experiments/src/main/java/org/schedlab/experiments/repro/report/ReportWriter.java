package org.schedlab.experiments.repro.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.schedlab.experiments.repro.judge.Evaluated;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.judge.TableResult;
import org.schedlab.experiments.repro.paper.Explanation;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Numbers;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * Writes {@code report.md}: per figure the chart and its numbers (or why it was skipped), then
 * every claim with the paper's value, ours with its interval, the tolerance and the verdict.
 */
public final class ReportWriter {
    private ReportWriter() {}

    public static long count(List<Evaluated> claims, String label) {
        return claims.stream().filter(c -> c.label().equals(label)).count();
    }

    public static void write(
            Path file,
            Evaluation evaluation,
            String title,
            Mode mode,
            Map<String, List<FigureCsv.Row>> figureRows,
            String notes,
            ReadingsReport readings)
            throws IOException {
        Paper paper = evaluation.paper();
        Results results = evaluation.results();
        List<TableResult> tables = evaluation.tables();
        List<Evaluated> claims = evaluation.claimsOnly();
        List<Evaluated> checks = evaluation.checksOnly();
        Reading reading = paper.reading();
        StringBuilder md = new StringBuilder();
        md.append("# Reproduction of ").append(paper.id()).append("\n\n");
        md.append(title).append("\n\n");
        md.append("Mode: `").append(mode.name().toLowerCase(Locale.ROOT)).append("`. ");
        md.append("Reading: `")
                .append(reading.name())
                .append("` (")
                .append(reading.assumes().strip())
                .append("). ");
        md.append("Provenance (command, commit, seed, traces, machine) is in `manifest.json`.\n\n");
        md.append("Claims: ").append(counts(claims)).append('.');
        if (!checks.isEmpty()) {
            md.append(" Checks of the paper's own arithmetic: ")
                    .append(counts(checks))
                    .append('.');
        }
        md.append("\n\n");
        for (String line : headlineCounts(evaluation, mode)) {
            md.append(line).append("\n\n");
        }
        if (!notes.isBlank()) {
            md.append(notes.strip()).append("\n\n");
        }
        md.append("## Claims\n\n");
        md.append("Each claim is judged on 95% intervals (Student t over replications; comparisons between series"
                + " on paired per-replication differences, since every series sees the same random jobs): PASS"
                + " when the whole interval satisfies it, FAIL when the whole interval contradicts it, INCONCLUSIVE"
                + " when the interval straddles the boundary. Values from one pass over a trace involve no"
                + " sampling and are marked exact. Claims about wall-clock time show the numbers of the timing phase"
                + " but are NOT JUDGED: they would vary between runs of the same seed. Every verdict is judged under"
                + " the reading named in its row; 'why' gives the explanation of a FAIL or INCONCLUSIVE and what would"
                + " settle an inconclusive one.\n\n");
        claimTable(md, claims, reading);
        if (!checks.isEmpty()) {
            md.append("\n## Checks\n\n");
            md.append("Arithmetic on the paper's own formulas and numbers (exact computations of its equations,"
                    + " consistency of its printed tables). These say nothing about the simulator, so they are"
                    + " counted apart from the claims.\n\n");
            claimTable(md, checks, reading);
        }
        if (readings != null) {
            readings.markdown(md);
        }
        structural(md, paper, results);
        List<Results.Point> missed = results.missedTargets();
        md.append("\n## Stopping rule\n\n");
        if (missed.isEmpty()) {
            md.append("Every point met its stopping rule (a fixed count, or its target relative error).\n");
        } else {
            md.append(missed.size())
                    .append(" point(s) stopped at their maximum replications above the target relative error"
                            + " (column `stop` = `max` in the CSVs; `ruleRelError` is the precision reached):\n\n");
            md.append(
                    "| sweep | series | x | replications | metric | reached | target |\n|---|---|---|---|---|---|---|\n");
            for (Results.Point p : missed) {
                md.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %s | %d | %s | %.1f%% | %.1f%% |%n",
                        p.sweep(),
                        p.series(),
                        Sweep.format(p.x()),
                        p.replications(),
                        p.stop().metric(),
                        100 * p.stop().achieved(),
                        100 * p.stop().target()));
            }
        }
        if (!results.diverged().isEmpty()) {
            md.append("\n## Diverged points\n\n")
                    .append("These points' runs were stopped because they left any steady state; they have no"
                            + " numbers, their table cells read **diverged** and their figures omit them:\n\n")
                    .append("| sweep | series | x | reason |\n|---|---|---|---|\n");
            for (Results.Point p : results.diverged()) {
                md.append("| ")
                        .append(p.sweep())
                        .append(" | ")
                        .append(p.series())
                        .append(" | ")
                        .append(Sweep.format(p.x()))
                        .append(" | ")
                        .append(p.diverged())
                        .append(" |\n");
            }
        }
        md.append("\n## Figures\n\n");
        for (Figure f : paper.figures()) {
            md.append("### ").append(f.id()).append(": ").append(f.caption()).append("\n\n");
            String skipped = results.skipReason(f);
            if (skipped != null) {
                md.append("SKIPPED: ").append(skipped).append("\n\n");
                continue;
            }
            md.append("![").append(f.id()).append("](").append(f.id()).append(".png)\n\n");
            md.append("Data: `")
                    .append(f.id())
                    .append(".csv`. ")
                    .append(f.yLabel())
                    .append(" by ")
                    .append(f.xLabel())
                    .append(":\n\n");
            List<FigureCsv.Row> rows = figureRows.get(f.id());
            TreeSet<Double> xs = new TreeSet<>();
            rows.forEach(r -> xs.add(r.x()));
            md.append("| series |");
            xs.forEach(x -> md.append(' ').append(Sweep.format(x)).append(" |"));
            md.append("\n|---|");
            xs.forEach(x -> md.append("---|"));
            md.append('\n');
            rows.stream().map(FigureCsv.Row::series).distinct().forEach(series -> {
                md.append("| ").append(series).append(" |");
                for (double x : xs) {
                    String v = rows.stream()
                            .filter(r -> r.series().equals(series) && r.x() == x)
                            .findFirst()
                            .map(r -> fmt(r.mean()))
                            .orElse("");
                    md.append(' ').append(v).append(" |");
                }
                md.append('\n');
            });
            md.append('\n');
        }
        if (!tables.isEmpty()) {
            md.append("## Tables\n\n");
            md.append("Each cell: ours ± 95% half-width (replications) · the paper's value · ours minus the"
                    + " paper's. Analytic cells are computed, not simulated; exact cells come from one pass over a"
                    + " trace.\n\n");
            for (TableResult t : tables) {
                md.append("### ")
                        .append(t.table().id())
                        .append(": ")
                        .append(t.table().caption())
                        .append("\n\n");
                md.append("Data: `").append(t.table().id()).append(".csv`.\n\n");
                md.append(t.markdown()).append('\n');
            }
        }
        if (!paper.unavailable().isEmpty()) {
            md.append("## Not reproduced\n\n");
            paper.unavailable().forEach(u -> md.append("- ").append(u).append('\n'));
        }
        AtomicFiles.writeString(file, md.toString());
    }

    /**
     * For the default reading: one line per headline reading of the paper ({@link
     * Paper#headlineReadings}) with its claim counts, judged on the same results. status.sh reads
     * these lines ("Claims under the reading `NAME`").
     */
    static List<String> headlineCounts(Evaluation evaluation, Mode mode) {
        Paper paper = evaluation.paper();
        if (!paper.reading().isDefault()) {
            return List.of();
        }
        List<String> out = new java.util.ArrayList<>();
        for (String name : paper.headlineReadings()) {
            Paper other = paper.underReading(name);
            Evaluation e = Evaluation.of(other, evaluation.results(), mode);
            out.add("Claims under the reading `" + name + "` ("
                    + other.reading().assumes().strip() + "; the same runs, judged as it reads the paper): "
                    + counts(e.claimsOnly()) + ".");
        }
        return out;
    }

    private static String counts(List<Evaluated> claims) {
        long notJudged = count(claims, "NOT JUDGED");
        return String.format(
                Locale.ROOT,
                "%d PASS, %d FAIL, %d INCONCLUSIVE, %d SKIPPED%s",
                count(claims, "PASS"),
                count(claims, "FAIL"),
                count(claims, "INCONCLUSIVE"),
                count(claims, "SKIPPED"),
                notJudged == 0 ? "" : ", " + notJudged + " NOT JUDGED (wall clock)");
    }

    private static void claimTable(StringBuilder md, List<Evaluated> claims, Reading reading) {
        md.append("| claim | paper | ours (95% interval) | tolerance | reading | verdict | why |\n"
                + "|---|---|---|---|---|---|---|\n");
        for (Evaluated e : claims) {
            String ours;
            if (e.error() != null) {
                ours = "error: " + e.error();
            } else if (e.verdict() == null) {
                ours = "input not run";
            } else {
                ours = e.verdict().measured();
            }
            md.append("| ")
                    .append(cell(e.claim().statement()))
                    .append(" | ")
                    .append(cell(e.claim().paperValue()))
                    .append(" | ")
                    .append(cell(ours))
                    .append(" | ")
                    .append(cell(e.claim().tolerance()))
                    .append(" | ")
                    .append(reading.name())
                    .append(" | ")
                    .append(e.label())
                    .append(" | ")
                    .append(cell(e.explanation()))
                    .append(" |\n");
        }
    }

    /** Series that came out identical, with the paper's explanation when it has one. */
    private static void structural(StringBuilder md, Paper paper, Results results) {
        List<String> lines = new java.util.ArrayList<>();
        java.util.Set<Explanation> used = new java.util.HashSet<>();
        for (Sweep s : paper.sweeps(Mode.FULL)) {
            for (List<String> group : results.identicalSeries(s.id())) {
                StringBuilder l = new StringBuilder("- `" + s.id() + "`: " + String.join(" = ", group)
                        + " on every metric at every point, bit for bit.");
                for (Explanation x : paper.explanations()) {
                    if (x.sweeps().contains(s.id()) && group.containsAll(x.series())) {
                        if (used.add(x)) {
                            l.append(" Why: ").append(x.text().strip());
                        } else {
                            l.append(" Why: as above.");
                        }
                    }
                }
                lines.add(l.toString());
            }
        }
        for (Explanation x : paper.explanations()) {
            for (String sweep : x.sweeps()) {
                if (results.ran(sweep)
                        && results.identicalSeries(sweep).stream().noneMatch(g -> g.containsAll(x.series()))) {
                    lines.add("- `" + sweep + "`: " + String.join(" = ", x.series())
                            + " was expected (a structural result) but not observed in this run.");
                }
            }
        }
        if (!lines.isEmpty()) {
            md.append("\n## Structural results\n\n");
            lines.forEach(l -> md.append(l).append('\n'));
        }
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    /** An analytic value to 4 significant digits, without trailing zeros (0.03126, 62.5). */
    static String analytic(double v) {
        return Numbers.analytic(v);
    }

    static String fmt(double v) {
        return Numbers.fmt(v);
    }
}
