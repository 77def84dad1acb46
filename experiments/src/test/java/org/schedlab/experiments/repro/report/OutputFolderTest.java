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
    void figuresRunIntoAUsedFolderLeavesNoStaleFigure() throws IOException {
        String out = dir.toString();
        run("reproduce", "window-2011", "--quick", "--figures", "fig9", "--out", out, "--no-progress");
        assertThat(dir.resolve("fig9.csv")).exists();
        List<String> firstKeys = keys(dir.resolve("manifest.json"));
        // an output of another experiment, listed by the folder's manifest, and a file of the user's
        Files.writeString(dir.resolve("old-study.csv"), "series,x\n");
        String manifest = Files.readString(dir.resolve("manifest.json"));
        Files.writeString(
                dir.resolve("manifest.json"),
                manifest.replace("\"outputs\" : [", "\"outputs\" : [ \"old-study.csv\","));
        Files.writeString(dir.resolve("my-notes.txt"), "mine");
        Files.writeString(dir.resolve(".fig2.csv.123.tmp"), "half-written");

        String[] io = run("reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out, "--no-progress");

        assertThat(files())
                .containsExactly("fig8.csv", "fig8.png", "manifest.json", "my-notes.txt", "report.html", "report.md");
        assertThat(io[1])
                .contains("removed 4 stale output file(s)", ".fig2.csv.123.tmp, fig9.csv, fig9.png, old-study.csv")
                .contains("left 1 file(s)", "does not own: my-notes.txt");
        assertThat(Files.readString(dir.resolve("manifest.json")))
                .contains("\"outputs\" : [ \"fig8.csv\", \"fig8.png\", \"manifest.json\", \"report.html\","
                        + " \"report.md\" ]");
        assertThat(keys(dir.resolve("manifest.json"))).isEqualTo(firstKeys);
        assertThat(Files.readString(dir.resolve("report.md"))).doesNotContain("![fig9]");
    }
}
