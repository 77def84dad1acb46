package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.experiments.cli.SchedLabCli;
import org.schedlab.experiments.mpl2009.Mpl2009;
import org.schedlab.experiments.repro.judge.Evaluation;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.window2011.Window2011;

/**
 * The quick reproduction of each implemented paper, through the command line: the report must be
 * complete (every figure drawn or explicitly skipped, every claim evaluated), whatever the
 * verdicts. Stochastic claims are not asserted to PASS.
 */
class QuickReproductionTest {
    @TempDir
    Path out;

    private static Paper paper(String id) {
        return id.equals(Window2011.ID) ? new Window2011() : new Mpl2009();
    }

    @ParameterizedTest
    @ValueSource(strings = {Window2011.ID, Mpl2009.ID})
    void reportIsComplete(String id) throws IOException {
        List<String> args =
                new ArrayList<>(List.of("reproduce", id, "--quick", "--out", out.toString(), "--no-progress"));
        Path traces = Path.of("../../shared/data/traces");
        if (Files.isDirectory(traces)) {
            args.addAll(List.of("--traces", traces.toString()));
        }
        StringWriter stdout = new StringWriter();
        StringWriter stderr = new StringWriter();
        int status = SchedLabCli.execute(
                args.toArray(String[]::new), new PrintWriter(stdout, true), new PrintWriter(stderr, true));
        assertThat(status).as(stderr.toString()).isZero();
        assertThat(stdout.toString()).startsWith(id + ":");

        Paper paper = paper(id);
        String report = Files.readString(out.resolve("report.md"));
        for (Figure f : paper.figures()) {
            String section = report.substring(report.indexOf("### " + f.id() + ": "));
            if (section.lines().skip(2).findFirst().orElse("").startsWith("SKIPPED")) {
                assertThat(out.resolve(f.id() + ".png")).doesNotExist();
            } else {
                assertThat(out.resolve(f.id() + ".csv")).exists();
                assertThat(out.resolve(f.id() + ".png")).exists();
                assertThat(Files.size(out.resolve(f.id() + ".png"))).isGreaterThan(1000);
            }
        }
        long verdicts = report.lines()
                .filter(l -> l.matches("\\|.*\\| (PASS|FAIL|INCONCLUSIVE|SKIPPED|NOT JUDGED) \\|.*\\|"))
                .count();
        assertThat(verdicts).isEqualTo(Evaluation.allClaims(paper).size());
        assertThat(report).doesNotContain("error:");
        String manifest = Files.readString(out.resolve("manifest.json"));
        assertThat(manifest).contains("\"paper\" : \"" + id + "\"", "\"seed\" : 1", "\"mode\" : \"quick\"");
    }
}
