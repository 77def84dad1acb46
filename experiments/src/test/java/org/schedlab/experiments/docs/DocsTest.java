package org.schedlab.experiments.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation's promises, checked on every build: a short README with a status table that
 * matches the results file it is generated from, a README per module, the task-oriented pages
 * under {@code docs/}, and no relative link (file or heading) that leads nowhere.
 */
class DocsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void readmeIsShort() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
        assertTrue(lines.size() <= 250, "README.md has " + lines.size() + " lines, at most 250");
    }

    @Test
    void everyModuleHasAShortReadme() throws IOException {
        String pom = Files.readString(ROOT.resolve("pom.xml"));
        Matcher m = MODULE.matcher(pom);
        List<String> problems = new ArrayList<>();
        int modules = 0;
        while (m.find()) {
            modules++;
            Path readme = ROOT.resolve(m.group(1)).resolve("README.md");
            if (!Files.isRegularFile(readme)) {
                problems.add(m.group(1) + ": no README.md");
            } else if (Files.readAllLines(readme).size() >= 200) {
                problems.add(m.group(1) + ": README.md has 200 lines or more");
            }
        }
        assertTrue(modules >= 9, "the root pom lists " + modules + " modules");
        assertEquals(List.of(), problems);
    }

    @Test
    void docsHoldTheTaskPages() {
        for (String page : List.of("guide", "reproductions", "cluster", "extending", "benchmarks", "testing")) {
            assertTrue(
                    Files.isRegularFile(ROOT.resolve("docs").resolve(page + ".md")), "docs/" + page + ".md is missing");
        }
    }

    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path md : markdownFiles()) {
            String text = Files.readString(md, StandardCharsets.UTF_8);
            Matcher m = LINK.matcher(stripCode(text));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z]+:.*")) {
                    continue; // http:, https:, mailto:
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String anchor = hash < 0 ? null : target.substring(hash + 1);
                Path resolved =
                        file.isEmpty() ? md : md.getParent().resolve(file).normalize();
                String where = ROOT.relativize(md) + ": " + target;
                if (!Files.exists(resolved)) {
                    broken.add(where + " (no such file)");
                } else if (anchor != null
                        && resolved.toString().endsWith(".md")
                        && !anchors(resolved).contains(anchor)) {
                    broken.add(where + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    /**
     * The README's status table is written by {@code scripts/status.sh} from {@code
     * docs/results/status.csv}; every row must show the counts and times the file holds.
     */
    @Test
    void statusTableMatchesItsResultsFile() throws IOException {
        Path csv = ROOT.resolve("docs/results/status.csv");
        assertTrue(Files.isRegularFile(csv), "docs/results/status.csv is missing");
        List<String> rows = Files.readAllLines(csv);
        List<String> header = List.of(rows.get(0).split(","));
        Map<String, Map<String, String>> cells = new LinkedHashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] v = row.split(",", -1);
            String paper = v[header.indexOf("paper")];
            String mode = v[header.indexOf("mode")];
            String notJudged = v[header.indexOf("notJudged")];
            String verdicts = v[header.indexOf("pass")]
                    + " / "
                    + v[header.indexOf("fail")]
                    + " / "
                    + v[header.indexOf("inconclusive")]
                    + (Integer.parseInt(notJudged) > 0 ? " (+" + notJudged + " not judged)" : "");
            String wall =
                    String.format(Locale.ROOT, "%.0f", Double.parseDouble(v[header.indexOf("elapsedSeconds")])) + " s";
            Map<String, String> p = cells.computeIfAbsent(paper, k -> new LinkedHashMap<>());
            p.put(mode, verdicts);
            p.put(mode + "-wall", wall);
        }
        assertTrue(!cells.isEmpty(), "docs/results/status.csv has no rows");
        String readme = Files.readString(ROOT.resolve("README.md"));
        int begin = readme.indexOf("<!-- status:begin -->");
        int end = readme.indexOf("<!-- status:end -->");
        assertTrue(begin >= 0 && end > begin, "README.md has no status block");
        Map<String, String[]> shown = new LinkedHashMap<>();
        for (String line : readme.substring(begin, end).split("\n")) {
            if (line.startsWith("| ") && !line.startsWith("| paper")) {
                String[] c = line.split("\\|");
                shown.put(c[1].strip(), c);
            }
        }
        assertEquals(cells.keySet(), shown.keySet(), "papers in the status table");
        for (Map.Entry<String, Map<String, String>> e : cells.entrySet()) {
            String[] c = shown.get(e.getKey());
            Map<String, String> want = e.getValue();
            String paper = e.getKey();
            assertEquals(want.getOrDefault("quick", "-"), c[2].strip(), paper + " --quick");
            assertEquals(want.getOrDefault("quick-wall", "-"), c[3].strip(), paper + " wall");
            assertEquals(want.getOrDefault("full", "-"), c[4].strip(), paper + " --full");
            assertEquals(want.getOrDefault("full-wall", "-"), c[5].strip(), paper + " wall");
        }
    }

    private static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        try (Stream<Path> top = Files.list(ROOT)) {
            top.map(d -> d.resolve("README.md"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .forEach(files::add);
        }
        return files;
    }

    /** Fenced code blocks and inline code hold no links. */
    private static String stripCode(String text) {
        return text.replaceAll("(?s)```.*?```", "").replaceAll("`[^`\n]*`", "");
    }

    /** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
    static Set<String> anchors(Path md) throws IOException {
        Set<String> out = new HashSet<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(md, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            if (fenced || !line.startsWith("#")) {
                continue;
            }
            String title = line.replaceFirst("^#+\\s*", "").strip();
            String slug = title.toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum);
            out.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return out;
    }
}
