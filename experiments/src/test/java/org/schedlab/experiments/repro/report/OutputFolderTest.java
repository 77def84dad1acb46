package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.cli.SchedLabCli;

/** A run into a used folder leaves no stale result, keeps files it does not own and says so. */
class OutputFolderTest {
    @TempDir
    Path dir;

    private String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SchedLabCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(status).as(err.toString()).isZero();
        return new String[] {out.toString(), err.toString()};
    }

    private static List<String> keys(Path manifest) throws IOException {
        Matcher m = Pattern.compile("\"([A-Za-z0-9]+)\" :").matcher(Files.readString(manifest));
        List<String> keys = new java.util.ArrayList<>();
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    private List<String> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aRunOfSomeFiguresKeepsTheOtherFiguresOfAnEarlierRun() throws IOException {
        String out = dir.toString();
        run("reproduce", "window-2011", "--quick", "--figures", "fig9", "--out", out, "--no-progress");
        assertThat(dir.resolve("fig9.csv")).exists();
        byte[] fig9 = Files.readAllBytes(dir.resolve("fig9.csv"));
        byte[] fig9png = Files.readAllBytes(dir.resolve("fig9.png"));
        List<String> firstKeys = keys(dir.resolve("manifest.json"));
        Files.writeString(dir.resolve("my-notes.txt"), "mine");
        Files.writeString(dir.resolve(".fig2.csv.123.tmp"), "half-written");

        String[] io = run("reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out, "--no-progress");

        assertThat(files())
                .containsExactly(
                        "fig8.csv",
                        "fig8.png",
                        "fig9.csv",
                        "fig9.png",
                        "manifest.json",
                        "my-notes.txt",
                        "report.html",
                        "report.md");
        assertThat(Files.readAllBytes(dir.resolve("fig9.csv"))).isEqualTo(fig9);
        assertThat(Files.readAllBytes(dir.resolve("fig9.png"))).isEqualTo(fig9png);
        assertThat(io[1])
                .contains("removed 1 stale output file(s)", ".fig2.csv.123.tmp")
                .contains("kept 2 output file(s) of an earlier run", "fig9.csv, fig9.png")
                .contains("left 1 file(s)", "does not own: my-notes.txt");
        String manifest = Files.readString(dir.resolve("manifest.json"));
        assertThat(manifest)
                .contains("\"outputs\" : [ \"fig8.csv\", \"fig8.png\", \"manifest.json\", \"report.html\","
                        + " \"report.md\" ]")
                .contains("\"kept\" : [ \"fig9.csv\", \"fig9.png\" ]");
        assertThat(keys(dir.resolve("manifest.json"))).isEqualTo(firstKeys);
        assertThat(Files.readString(dir.resolve("report.md")))
                .doesNotContain("![fig9]")
                .contains("Kept from an earlier run", "fig9.csv");

        // the kept files stay kept by the next run of some figures; a listed file that is not one of
        // the paper's outputs (another study's) is stale and removed
        Files.writeString(
                dir.resolve("manifest.json"),
                Files.readString(dir.resolve("manifest.json")).replace("\"kept\" : [", "\"kept\" : [ \"old.csv\","));
        Files.writeString(dir.resolve("old.csv"), "series,x\n");
        String[] again = run("reproduce", "window-2011", "--quick", "--figures", "fig9", "--out", out, "--no-progress");
        assertThat(again[1])
                .contains("kept 2 output file(s)", "fig8.csv, fig8.png")
                .contains("removed 1 stale output file(s)", "old.csv");
        assertThat(files()).contains("fig8.csv", "fig9.csv").doesNotContain("old.csv");
    }

    @Test
    void aRunThatFillsATableInPartKeepsTheWholeTableOfAnEarlierRun() throws IOException {
        String out = dir.toString();
        // figs 6 and 7 draw the two sweeps whose stable points fill the max-utilization table
        run("reproduce", "window-2011", "--quick", "--figures", "fig6,fig7", "--out", out, "--no-progress");
        Path table = dir.resolve("max-utilization.csv");
        byte[] whole = Files.readAllBytes(table);
        assertThat(Files.readString(table)).doesNotContain(",skipped");

        String[] io = run("reproduce", "window-2011", "--quick", "--figures", "fig7", "--out", out, "--no-progress");

        assertThat(Files.readAllBytes(table)).isEqualTo(whole);
        assertThat(io[1]).contains("kept 3 output file(s)", "fig6.csv, fig6.png, max-utilization.csv");
        assertThat(Files.readString(dir.resolve("manifest.json")))
                .contains("\"kept\" : [ \"fig6.csv\", \"fig6.png\", \"max-utilization.csv\" ]");
        // the part this run made is in its report
        assertThat(Files.readString(dir.resolve("report.md"))).contains("uniform-decreasing");

        // into a folder without an earlier table, the part is written, its other cells skipped
        Path fresh = dir.resolve("fresh");
        run("reproduce", "window-2011", "--quick", "--figures", "fig7", "--out", fresh.toString(), "--no-progress");
        assertThat(Files.readString(fresh.resolve("max-utilization.csv"))).contains(",skipped", ",simulated");
    }

    @Test
    void aRunIntoAFolderOfAnotherPaperRemovesThatPapersListedOutputs() throws IOException {
        String out = dir.toString();
        run("reproduce", "window-2011", "--quick", "--figures", "fig9", "--out", out, "--no-progress");
        Files.writeString(
                dir.resolve("manifest.json"),
                Files.readString(dir.resolve("manifest.json"))
                        .replace("\"paper\" : \"window-2011\"", "\"paper\" : \"other\""));
        String[] io = run("reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out, "--no-progress");
        assertThat(files()).doesNotContain("fig9.csv", "fig9.png");
        assertThat(io[1]).contains("removed", "fig9.csv, fig9.png");
    }
}
