package org.schedlab.experiments.gang2000;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.Reproduction;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.run.Registry;

/**
 * A tiny gang-2000 through the reproduction pipeline: the paper's own YAML resource with fewer jobs
 * and runs, under the paper's claims.
 */
class Gang2000PipelineTest {
    @TempDir
    Path dir;

    /** The resource with {@code edits} applied (pairs of literal text and replacement). */
    private DescribedPaper tiny(String... edits) throws IOException {
        String text;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("papers/gang-2000.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        text = text.replace("jobs: 200\n", "jobs: 40\n")
                .replace("replications: {fixed: 20}", "replications: {fixed: 3}")
                .replace("jobs: 20000\n", "jobs: 120\n")
                .replace("replications: {fixed: 5}", "replications: {fixed: 3}");
        for (int i = 0; i < edits.length; i += 2) {
            assertThat(text).contains(edits[i]);
            text = text.replace(edits[i], edits[i + 1]);
        }
        return ExperimentFile.load(Files.writeString(dir.resolve("gang-tiny.yaml"), text));
    }

    private String run(DescribedPaper data, Path out) throws IOException {
        Gang2000 paper = new Gang2000(data);
        Reproduction.execute(
                paper,
                "tiny gang",
                Mode.FULL,
                out,
                new ReproductionRunner(Registry.discover(), null, 1, 2),
                1,
                "test",
                i -> {});
        return Files.readString(out.resolve("report.md"));
    }

    @Test
    void tablesCarryEngineFiguresNextToThePapersValuesAndEveryClaimIsJudged() throws IOException {
        Path out = dir.resolve("out");
        String report = run(tiny(), out);
        for (String t : List.of("table1.csv", "table2.csv")) {
            List<String> csv = Files.readAllLines(out.resolve(t));
            assertThat(csv.get(0)).isEqualTo("row,column,metric,unit,ours,ci95,replications,paper,difference,kind");
            assertThat(csv).hasSize(1 + 16 * 7);
            for (String line : csv.subList(1, csv.size())) {
                String[] f = line.split(",");
                assertThat(f[9]).isEqualTo("simulated");
                assertThat(f[6]).isEqualTo("3");
                assertThat(f[7]).isNotEmpty(); // every cell has a published value
                // the engine's clock counts slots (the file's timeUnit); r_a is a fraction
                assertThat(f[3]).isEqualTo(f[1].equals("r_a") ? "fraction" : "slots");
                double ours = Double.parseDouble(f[4]);
                switch (f[1]) {
                    // r_a is the engine's active ratio, not core's utilization
                    case "r_a" -> assertThat(ours).isGreaterThan(0).isLessThanOrEqualTo(1);
                    // n_l: the engine's largest slot count, a whole number of rows
                    case "n_l" ->
                        assertThat(ours * 3).isCloseTo(Math.rint(ours * 3), org.assertj.core.data.Offset.offset(1e-9));
                    default -> assertThat(ours).isGreaterThan(0);
                }
            }
        }
        // the first cell: 0.2 BC r_a against the paper's 0.19
        assertThat(Files.readAllLines(out.resolve("table1.csv")).get(1))
                .startsWith("0.2 BC,r_a,utilization,fraction,")
                .contains(",0.19,");
        assertThat(out.resolve("fig3.png")).exists();
        assertThat(out.resolve("fig5.csv")).exists();
        for (String id : List.of(
                "BR outperforms BC",
                "BRMMS outperforms the other three schemes",
                "BRMMS's n_a never exceeds BR's",
                "BRMS has the largest",
                "running jobs in several slots lowers t_ta",
                "BRMS's r_a falls below BC's",
                "BR performs much better than BRMS",
                "BC's mean turnaround explodes")) {
            assertThat(report)
                    .containsPattern("\\| [^|]*" + java.util.regex.Pattern.quote(id)
                            + "[^|]*\\|[^\\n]*\\| default \\| (PASS|FAIL|INCONCLUSIVE) \\|");
        }
        assertThat(report).doesNotContain("## Diverged points");
        // the paper's own Table 2: one row's t_ta contradicts its class means (a check, not a claim)
        assertThat(report)
                .contains("## Checks")
                .containsPattern("Table 2's t_ta equals its class means[^\\n]*0.9 BR prints t_ta 1151.24 but its class"
                        + " means imply 1550.8 \\(-25.8%\\)[^\\n]*\\| FAIL \\|")
                .contains("· implied by the paper's other numbers 1551 · diff")
                .contains("Erratum (0.9 BR, t_ta): the paper prints t_ta 1151.24");
    }

    /** The lines of a table CSV whose row label ends with {@code series}. */
    private static List<String> rowsOf(Path csv, String series) throws IOException {
        return Files.readAllLines(csv).stream()
                .filter(l -> l.split(",")[0].endsWith(" " + series))
                .toList();
    }

    @Test
    void theReadingsReachTheEngine() throws IOException {
        DescribedPaper data = tiny();
        run(data, dir.resolve("default"));
        String partial = run(data.underReading("partial-blocks"), dir.resolve("partial"));
        run(data.underReading("jump-clock"), dir.resolve("jump"));
        for (String t : List.of("table1.csv", "table2.csv")) {
            Path def = dir.resolve("default").resolve(t);
            // partial blocks: BC keeps whole blocks, the re-packing schemes change
            assertThat(rowsOf(dir.resolve("partial").resolve(t), "BC")).isEqualTo(rowsOf(def, "BC"));
            for (String s : List.of("BR", "BRMS", "BRMMS")) {
                assertThat(rowsOf(dir.resolve("partial").resolve(t), s))
                        .as(s + " in " + t)
                        .isNotEqualTo(rowsOf(def, s));
            }
            // the jump clock: jobs arriving at an idle machine no longer wait for a whole time
            assertThat(rowsOf(dir.resolve("jump").resolve(t), "BC")).isNotEqualTo(rowsOf(def, "BC"));
        }
        assertThat(partial).contains("Reading: `partial-blocks`");
    }

    @Test
    void runsBeyondTheRowLimitShowAsDivergedNotAsNumbers() throws IOException {
        Path out = dir.resolve("out");
        // a limit of 2 slots: the heavy loads outgrow it, the light ones need not
        String report = run(tiny("gang:128:1000", "gang:128:2"), out);
        List<String> diverged = Files.readAllLines(out.resolve("table2.csv")).stream()
                .filter(l -> l.endsWith(",diverged"))
                .toList();
        assertThat(diverged).isNotEmpty().allMatch(l -> l.split(",")[4].equals("NaN"));
        assertThat(diverged).anyMatch(l -> l.startsWith("0.9 BRMS,t_ta,"));
        assertThat(report)
                .contains("## Diverged points")
                .contains("| table2 | BRMS | 0.9 | more than 2 slots")
                .contains("**diverged** · paper 3836.59");
        // a run stopped at the row cap decides nothing: no claim that needs it can pass
        for (String claim : List.of("BC's mean turnaround explodes", "BR performs much better than BRMS")) {
            String line =
                    report.lines().filter(l -> l.contains(claim)).findFirst().orElseThrow();
            assertThat(line).contains("diverged").doesNotContain("| PASS |");
        }
        // figures never plot a diverged point: fig3 (t_ta of table1) has one row per point that ran
        long t1Diverged = Files.readAllLines(out.resolve("table1.csv")).stream()
                .filter(l -> l.contains(",t_ta,") && l.endsWith(",diverged"))
                .count();
        assertThat(Files.readAllLines(out.resolve("fig3.csv"))).hasSize((int) (1 + 16 - t1Diverged));
    }
}
