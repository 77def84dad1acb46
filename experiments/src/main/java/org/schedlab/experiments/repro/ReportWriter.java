package org.schedlab.experiments.repro;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Writes {@code report.md}: per figure the chart and its numbers (or why it was skipped), then
 * every claim with the paper's value, ours, the tolerance and PASS/FAIL as measured.
 */
final class ReportWriter {
    private ReportWriter() {}

    /**
     * One evaluated claim.
     *
     * @param claim the claim
     * @param verdict the verdict, or null when an input was skipped
     * @param error a failure while evaluating, or null
     */
    record Evaluated(Claim claim, Claim.Verdict verdict, String error) {}

    static void write(
            Path file,
            Paper paper,
            String title,
            Mode mode,
            Results results,
            Map<String, List<FigureCsv.Row>> figureRows,
            List<Evaluated> claims,
            String notes)
            throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Reproduction of ").append(paper.id()).append("\n\n");
        md.append(title).append("\n\n");
        md.append("Mode: `").append(mode.name().toLowerCase(Locale.ROOT)).append("`. ");
        md.append("Provenance (command, commit, seed, traces, machine) is in `manifest.json`.\n\n");
        long pass = claims.stream()
                .filter(c -> c.verdict() != null && c.verdict().pass())
                .count();
        long fail = claims.stream()
                .filter(c -> c.verdict() != null && !c.verdict().pass())
                .count();
        long skip = claims.size() - pass - fail;
        md.append(String.format(Locale.ROOT, "Claims: %d PASS, %d FAIL, %d SKIPPED.%n%n", pass, fail, skip));
        if (!notes.isBlank()) {
            md.append(notes.strip()).append("\n\n");
        }
        md.append("## Claims\n\n| claim | paper | ours | tolerance | verdict |\n|---|---|---|---|---|\n");
        for (Evaluated e : claims) {
            String verdict;
            String ours;
            if (e.error() != null) {
                verdict = "FAIL";
                ours = "error: " + e.error();
            } else if (e.verdict() == null) {
                verdict = "SKIPPED";
                ours = "input not run";
            } else {
                verdict = e.verdict().pass() ? "PASS" : "FAIL";
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
                    .append(verdict)
                    .append(" |\n");
        }
        md.append("\n## Figures\n\n");
        for (Figure f : paper.figures()) {
            md.append("### ").append(f.id()).append(": ").append(f.caption()).append("\n\n");
            String skipped = results.skipReason(f.sweep());
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
        if (!paper.unavailable().isEmpty()) {
            md.append("## Not reproduced\n\n");
            paper.unavailable().forEach(u -> md.append("- ").append(u).append('\n'));
        }
        Files.writeString(file, md.toString(), StandardCharsets.UTF_8);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    static String fmt(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
