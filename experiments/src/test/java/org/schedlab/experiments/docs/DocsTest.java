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
 * under {@code docs/}, pages in the present tense (no heading that dates a stretch of work), and no
 * reference that leads nowhere: a relative link (file or heading), a path with an anchor in code or
 * comments, or a README section named in prose.
 */
class DocsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void readmeIsShort() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
        assertTrue(lines.size() <= 200, "README.md has " + lines.size() + " lines, at most 200");
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
     * docs/results/status.csv}; every row must show the counts and times the file holds, a headline
     * reading's (a row of its own, named after the paper and the reading) included.
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
            String reading = v[header.indexOf("reading")];
            // a headline reading's row (judged on the same runs) is named after the paper and it
            String paper =
                    v[header.indexOf("paper")] + (reading.equals("default") ? "" : ", reading `" + reading + "`");
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

    /**
     * What dates a stretch of work in a heading: a date, a clock time, a session, an issue number,
     * or a written-out month. Such headings belong to a work log; history is {@code git log}.
     */
    static final Pattern DATED_HEADING = Pattern.compile(
            "\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}:\\d{2}\\b|\\bUTC\\b|\\bsessions?\\b|\\bissues? #?\\d+"
                    + "|\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.? \\d{1,2}\\b"
                    + "|\\b\\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b",
            Pattern.CASE_INSENSITIVE);

    /** A diary's way of naming when something was done, anywhere in a page ("the fifth session"). */
    static final Pattern DIARY = Pattern.compile(
            "\\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|this|that|previous|next|last"
                    + "|later|earlier|same|each|every|another) sessions?\\b",
            Pattern.CASE_INSENSITIVE);

    @Test
    void noPageIsAWorkLog() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path md : pages()) {
            found.addAll(workLog(ROOT.relativize(md).toString(), Files.readString(md, StandardCharsets.UTF_8)));
        }
        assertEquals(List.of(), found);
    }

    @Test
    void theWorkLogCheckFailsOnPlantedHeadings() {
        String page = String.join(
                "\n",
                "# Benchmarks",
                "## Start-up and whole-process speed",
                "### Issue 32, fourth session (2026-11-28, 01:54 to 04:54 UTC): conservative's searches",
                "### The warm event loop (issue 32, second pass)",
                "### Runs of 28 November",
                "### Mesh allocators at 32x32, 2026-11-27",
                "```",
                "# 2026-11-28 inside a code block is not a heading",
                "```",
                "Measured on the fifth session's host.",
                "A Slurm session of the browser test is not a work log.");
        assertEquals(
                List.of(
                        "p.md:3: heading dates a stretch of work: ### Issue 32, fourth session (2026-11-28, 01:54 to"
                                + " 04:54 UTC): conservative's searches",
                        "p.md:4: heading dates a stretch of work: ### The warm event loop (issue 32, second pass)",
                        "p.md:5: heading dates a stretch of work: ### Runs of 28 November",
                        "p.md:6: heading dates a stretch of work: ### Mesh allocators at 32x32, 2026-11-27",
                        "p.md:10: names a work session: fifth session"),
                workLog("p.md", page));
    }

    /** Headings that date work, and diary phrases outside code, in one page. */
    static List<String> workLog(String name, String text) {
        List<String> found = new ArrayList<>();
        boolean fenced = false;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            if (line.startsWith("#") && DATED_HEADING.matcher(line).find()) {
                found.add(name + ":" + (i + 1) + ": heading dates a stretch of work: " + line);
                continue;
            }
            Matcher m = DIARY.matcher(line.replaceAll("`[^`]*`", ""));
            if (m.find()) {
                found.add(name + ":" + (i + 1) + ": names a work session: " + m.group());
            }
        }
        return found;
    }

    /** README.md and every page under docs/. */
    private static List<Path> pages() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    /**
     * A path with an anchor written in code, comments, scripts or resources ({@code
     * docs/guide.md#files-in-and-out}, {@code core/README.md#x}), read from the repository root.
     */
    static final Pattern ANCHORED_PATH = Pattern.compile("((?:[\\w-]+/)?README\\.md|docs/[\\w-]+\\.md)#([\\w-]+)");

    /**
     * A README section named in prose: {@code (README, "Benchmarks")}, {@code the README section
     * "Results"}, {@code the README's "Profiles" section}, {@code topology-mesh README, "Cost model"},
     * {@code gang/README.md, "Readings"}, {@code the top-level README, "Benchmarks"}.
     */
    static final Pattern README_SECTION = Pattern.compile("(?:([\\w-]+)/README\\.md|([\\w-]+)(?:'s)? README"
            + "|(?<![\\w/.-])README(?:\\.md)?)(?:'s)?(?: section)?(?:,\\s*|\\s+)\"([^\"]+)\"");

    @Test
    void everySectionNamedOutsideALinkExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path file : textFiles()) {
            String rel = ROOT.relativize(file).toString().replace('\\', '/');
            broken.addAll(namedSections(rel, Files.readString(file, StandardCharsets.UTF_8)));
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void theSectionCheckFailsOnPlantedReferences() throws IOException {
        String text = String.join(
                "\n",
                "/**",
                " * Measured by hand (README, \"Benchmarks\"); see the README section",
                " * \"Status\" and docs/guide.md#no-such-heading, or docs/guide.md#files-in-and-out.",
                " * The topology-mesh README, \"Cost model\", and gang/README.md, \"Readings\".",
                " */");
        assertEquals(
                List.of(
                        "core/src/main/java/X.java: docs/guide.md#no-such-heading (no such heading)",
                        "core/src/main/java/X.java: core/README.md \"Benchmarks\" (no such section)",
                        "core/src/main/java/X.java: core/README.md \"Status\" (no such section)",
                        "core/src/main/java/X.java: gang/README.md \"Readings\" (no such section)"),
                namedSections("core/src/main/java/X.java", text));
        assertEquals(
                List.of("scripts/x: README.md \"Benchmarks\" (no such section)"),
                namedSections("scripts/x", "# numbers in the top-level README, \"Benchmarks\""));
        // a bare README inside a module is that module's; in docs/ or at the top, the top-level one
        assertEquals(
                List.of("docs/x.md: README.md \"Cost model\" (no such section)"),
                namedSections("docs/x.md", "(README, \"Cost model\")"));
        assertEquals(List.of(), namedSections("topology-mesh/src/X.java", "(README, \"Cost model\")"));
        // a module README's title is not one of its sections; a possessive names the module too
        assertEquals(
                List.of("benchmarks/src/X.java: benchmarks/README.md \"Benchmarks\" (no such section)"),
                namedSections("benchmarks/src/X.java", "see the README section \"Benchmarks\""));
        assertEquals(List.of(), namedSections("docs/x.md", "(topology-mesh's README, \"Cost model\")"));
    }

    /** Anchored paths (outside Markdown) and README sections named in {@code text} that lead nowhere. */
    static List<String> namedSections(String rel, String text) throws IOException {
        List<String> broken = new ArrayList<>();
        if (!rel.endsWith(".md")) {
            Matcher a = ANCHORED_PATH.matcher(text);
            while (a.find()) {
                Path target = ROOT.resolve(a.group(1));
                if (!Files.isRegularFile(target)) {
                    broken.add(rel + ": " + a.group() + " (no such file)");
                } else if (!anchors(target).contains(a.group(2))) {
                    broken.add(rel + ": " + a.group() + " (no such heading)");
                }
            }
        }
        // one line of prose: comment markers and line breaks dropped
        String prose = text.replaceAll("\\s*\\n\\s*(?:\\*(?!/)|//|#)?\\s*", " ");
        Matcher m = README_SECTION.matcher(prose);
        while (m.find()) {
            String readme;
            String word = m.group(2);
            if (m.group(1) != null) {
                readme = m.group(1) + "/README.md";
            } else if (word != null && isModule(word)) {
                readme = word + "/README.md";
            } else if (word != null && List.of("top-level", "main", "root").contains(word)) {
                readme = "README.md";
            } else {
                // "the README": the README of the module the text is in, else the top-level one
                String top = rel.contains("/") ? rel.substring(0, rel.indexOf('/')) : "";
                readme = isModule(top) ? top + "/README.md" : "README.md";
            }
            Path target = ROOT.resolve(readme);
            String section = m.group(3).toLowerCase(Locale.ROOT);
            if (!Files.isRegularFile(target)) {
                broken.add(rel + ": " + readme + " (no such file)");
            } else if (headings(target, 2).stream()
                    .noneMatch(h -> h.toLowerCase(Locale.ROOT).startsWith(section))) {
                broken.add(rel + ": " + readme + " \"" + m.group(3) + "\" (no such section)");
            }
        }
        return broken;
    }

    private static boolean isModule(String name) {
        return !name.isEmpty()
                && !name.equals("docs")
                && Files.isRegularFile(ROOT.resolve(name).resolve("README.md"));
    }

    /** Sources, scripts, resources and pages of the repository, without build output and this package's tests. */
    private static List<Path> textFiles() throws IOException {
        Set<String> kinds = Set.of("java", "md", "yaml", "yml", "sh", "py", "js", "html", "properties");
        try (Stream<Path> all = Files.walk(ROOT)) {
            return all.filter(Files::isRegularFile)
                    .filter(p -> {
                        String rel = ROOT.relativize(p).toString().replace('\\', '/');
                        String name = p.getFileName().toString();
                        int dot = name.lastIndexOf('.');
                        boolean script = rel.startsWith(".ci/") || (rel.startsWith("scripts/") && dot < 0);
                        return (script || (dot > 0 && kinds.contains(name.substring(dot + 1))))
                                && !rel.matches("(?:.*/)?(?:target|node_modules)/.*|\\.git/.*|results/.*")
                                && !rel.startsWith("experiments/src/test/java/org/schedlab/experiments/docs/");
                    })
                    .sorted()
                    .toList();
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

    /** The titles of a page's headings of level {@code minLevel} or deeper, outside code blocks, in order. */
    static List<String> headings(Path md, int minLevel) throws IOException {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(md, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            if (!fenced && line.startsWith("#".repeat(minLevel))) {
                out.add(line.replaceFirst("^#+\\s*", "").strip());
            }
        }
        return out;
    }

    /** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
    static Set<String> anchors(Path md) throws IOException {
        Set<String> out = new HashSet<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (String title : headings(md, 1)) {
            String slug = title.toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum);
            out.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return out;
    }
}
