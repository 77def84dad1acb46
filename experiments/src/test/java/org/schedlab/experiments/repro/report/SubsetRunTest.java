package org.schedlab.experiments.repro.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.cli.CliRunner;

/**
 * A run of some figures into a folder of a complete run (issue 53) keeps every other output byte
 * for byte and merges into the folder's report and manifest: the earlier verdicts of the claims it
 * did not judge stay, marked with the run that judged them, and the counts stay those of the whole
 * paper. A user's own file under an output's name is refused unless the folder's runs own it.
 */
class SubsetRunTest {
    @TempDir
    Path dir;

    /** The claim counts of a summary line ("claims 6 PASS, 0 FAIL, 22 INCONCLUSIVE, 0 SKIPPED"). */
    private static String counts(String summary) {
        Matcher m = Pattern.compile("claims \\d+ PASS, \\d+ FAIL, \\d+ INCONCLUSIVE, \\d+ SKIPPED")
                .matcher(summary);
        assertThat(m.find()).as(summary).isTrue();
        return m.group();
    }

    private static Map<String, JsonNode> verdicts(Path folder) throws IOException {
        Map<String, JsonNode> byId = new LinkedHashMap<>();
        for (JsonNode v : new ObjectMapper()
                .readTree(folder.resolve("manifest.json").toFile())
                .path("verdicts")) {
            byId.put(v.path("claim").asText(), v);
        }
        return byId;
    }

    private static Map<String, byte[]> outputs(Path folder) throws IOException {
        Map<String, byte[]> m = new LinkedHashMap<>();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.sorted().toList()) {
                String n = p.getFileName().toString();
                if (n.endsWith(".csv") || n.endsWith(".png")) {
                    m.put(n, Files.readAllBytes(p));
                }
            }
        }
        return m;
    }

    /** Runs {@code paper} whole, then {@code figure} alone into the same folder, and checks the merge. */
    private void subsetKeepsTheEarlierVerdicts(String paper, String figure) throws IOException {
        Path out = dir.resolve(paper);
        CliRunner whole = CliRunner.ok("reproduce", paper, "--quick", "--out", out.toString(), "--no-progress");
        Map<String, JsonNode> before = verdicts(out);
        Map<String, byte[]> outputsBefore = outputs(out);
        String reportBefore = Files.readString(out.resolve("report.md"));
        assertThat(before).isNotEmpty();

        CliRunner subset = CliRunner.ok(
                "reproduce", paper, "--quick", "--figures", figure, "--out", out.toString(), "--no-progress");

        // the counts of the whole paper, and how many verdicts were kept
        assertThat(counts(subset.out())).isEqualTo(counts(whole.out()));
        assertThat(subset.out())
                .containsPattern("\\(\\d+ verdicts kept from earlier runs: their figures did not run\\)");
        // every other output byte for byte; the subset's own figure is the same numbers again
        assertThat(outputs(out)).containsOnlyKeys(outputsBefore.keySet().toArray(new String[0]));
        for (Map.Entry<String, byte[]> e : outputsBefore.entrySet()) {
            assertThat(Files.readAllBytes(out.resolve(e.getKey())))
                    .as(e.getKey())
                    .isEqualTo(e.getValue());
        }
        // the manifest keeps every verdict; each says which run judged it
        Map<String, JsonNode> after = verdicts(out);
        assertThat(after.keySet()).containsExactlyElementsOf(before.keySet());
        String firstRun = before.values().iterator().next().path("judged").asText();
        List<String> keptIds = new ArrayList<>();
        List<String> judgedIds = new ArrayList<>();
        after.forEach((id, v) -> {
            assertThat(v.path("verdict").asText())
                    .as(id)
                    .isEqualTo(before.get(id).path("verdict").asText());
            assertThat(v.path("measured")).as(id).isEqualTo(before.get(id).path("measured"));
            (v.path("judged").asText().equals(firstRun) ? keptIds : judgedIds).add(id);
        });
        assertThat(keptIds).isNotEmpty();
        assertThat(judgedIds).as("the subset judged its own claims again").isNotEmpty();
        // the report lists every claim: the kept ones marked with the run that judged them
        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("Kept from an earlier run into this folder (" + firstRun + ")");
        assertThat(report).contains("verdicts are kept from earlier runs into this folder");
        // as many SKIPPED as the whole run had (claims of traces this machine does not have)
        assertThat(report.split("\\| SKIPPED \\|", -1).length)
                .isEqualTo(reportBefore.split("\\| SKIPPED \\|", -1).length);
        assertThat(reportBefore).doesNotContain("Kept from an earlier run");

        // a second subset keeps the same verdicts, marked once, with the run that judged them
        CliRunner.ok("reproduce", paper, "--quick", "--figures", figure, "--out", out.toString(), "--no-progress");
        Map<String, JsonNode> again = verdicts(out);
        for (String id : keptIds) {
            assertThat(again.get(id).path("judged").asText()).isEqualTo(firstRun);
            assertThat(again.get(id).path("why")).isEqualTo(before.get(id).path("why"));
        }
        assertThat(Files.readString(out.resolve("report.md"))).doesNotContain("this time. Kept from an earlier run");
    }

    @Test
    void aSubsetOfWindow2011KeepsTheEarlierVerdicts() throws IOException {
        subsetKeepsTheEarlierVerdicts("window-2011", "fig2");
    }

    @Test
    void aSubsetOfGang2000KeepsTheEarlierVerdicts() throws IOException {
        subsetKeepsTheEarlierVerdicts("gang-2000", "fig3");
    }

    @Test
    void aUsersFileUnderAnOutputsNameIsRefusedUnlessForced() throws IOException {
        Path out = Files.createDirectory(dir.resolve("mine"));
        Files.writeString(out.resolve("fig8.csv"), "my own numbers\n");
        Files.writeString(out.resolve("notes.txt"), "mine too\n");
        CliRunner refused = CliRunner.run(
                "reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out.toString(), "--no-progress");
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.out()).isEmpty();
        assertThat(refused.err().strip())
                .isEqualTo("schedlab: --out " + out + ": fig8.csv is not an output of an earlier run here (no"
                        + " manifest.json of this folder lists it); refusing to replace it (move it, choose another"
                        + " --out, or give --force)");
        assertThat(Files.readString(out.resolve("fig8.csv"))).isEqualTo("my own numbers\n");
        // a file the run would not write is no concern of it
        CliRunner.ok(
                "reproduce", "window-2011", "--quick", "--figures", "fig9", "--out", out.toString(), "--no-progress");
        assertThat(Files.readString(out.resolve("fig8.csv"))).isEqualTo("my own numbers\n");
        // --force replaces it; from then on the folder's manifest owns it
        CliRunner.ok(
                "reproduce",
                "window-2011",
                "--quick",
                "--figures",
                "fig8",
                "--force",
                "--out",
                out.toString(),
                "--no-progress");
        assertThat(Files.readString(out.resolve("fig8.csv"))).startsWith("series,x,metric,");
        CliRunner.ok(
                "reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out.toString(), "--no-progress");
        assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine too\n");
    }

    @Test
    void outputsOfARunStoppedWhileWritingAreItsOwn() throws IOException {
        Path out = dir.resolve("stopped");
        CliRunner.ok(
                "reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out.toString(), "--no-progress");
        // as a run killed between removing the old manifest and writing the new one leaves it
        Files.delete(out.resolve("manifest.json"));
        Files.writeString(out.resolve(OutputFolder.PENDING), "fig8.csv\nfig8.png\nreport.md\nreport.html\n");
        CliRunner.ok(
                "reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out.toString(), "--no-progress");
        assertThat(out.resolve(OutputFolder.PENDING)).doesNotExist();
        assertThat(out.resolve("manifest.json")).exists();
        // without the list, the same files would be the user's
        Files.delete(out.resolve("manifest.json"));
        CliRunner refused = CliRunner.run(
                "reproduce", "window-2011", "--quick", "--figures", "fig8", "--out", out.toString(), "--no-progress");
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("fig8.csv, fig8.png, report.html, report.md are not an output");
    }
}
