package org.schedlab.experiments.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.experiments.repro.paper.DescribedPaper;
import org.schedlab.experiments.repro.paper.ExperimentFile;
import org.schedlab.experiments.repro.paper.Explanation;
import org.schedlab.experiments.repro.paper.FigurePaper;
import org.schedlab.experiments.repro.paper.Table;

/**
 * {@code docs/experiments-yaml.md} lists every key the experiment file reader accepts, and only
 * those. The reader ({@link ExperimentFile}) maps YAML onto records and refuses unknown keys, so the
 * keys it accepts are the components of the records reachable from {@link ExperimentFile}; each
 * record has one section of the page, whose table's first column names the keys.
 */
class ExperimentYamlDocsTest {

    private static final Path PAGE = Path.of("..").toAbsolutePath().normalize().resolve("docs/experiments-yaml.md");

    /** The heading of the section that documents each record the reader fills. */
    static final Map<Class<?>, String> SECTIONS = Map.ofEntries(
            Map.entry(ExperimentFile.class, "Top level"),
            Map.entry(ExperimentFile.SweepEntry.class, "Sweep keys"),
            Map.entry(ExperimentFile.Replications.class, "`replications`"),
            Map.entry(ExperimentFile.SeriesEntry.class, "Series (`series[]`, `seriesSets`)"),
            Map.entry(ExperimentFile.TimingEntry.class, "`timing`"),
            Map.entry(ExperimentFile.FigureEntry.class, "`figures[]`"),
            Map.entry(FigurePaper.Entry.class, "A figure's `paper[]`"),
            Map.entry(ExperimentFile.TableEntry.class, "`tables[]`"),
            Map.entry(Table.Source.class, "A table's `rows[]` and `columns[]`"),
            Map.entry(ExperimentFile.ReadingEntry.class, "`readings[]`"),
            Map.entry(ExperimentFile.ExplainEntry.class, "`explain[]`"),
            Map.entry(Explanation.class, "`explanations[]`"),
            Map.entry(ExperimentFile.NotesEntry.class, "`notes`"));

    private static final Pattern KEY_ROW = Pattern.compile("^\\| `([A-Za-z]+)` \\|");

    @Test
    void everyKeyTheReaderAcceptsIsDocumentedAndNothingElse() throws IOException {
        Map<String, Set<String>> documented = documentedKeys(Files.readString(PAGE, StandardCharsets.UTF_8));
        List<String> problems = mismatches(accepted(), documented);
        assertThat(problems).as("docs/experiments-yaml.md against the reader").isEmpty();
    }

    @Test
    void theCheckFailsOnAPageThatMissesOrInventsAKey() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        Map<Class<?>, Set<String>> accepted = accepted();
        String missing = page.replace("| `relativeError` |", "| relativeError |");
        assertThat(mismatches(accepted, documentedKeys(missing)))
                .containsExactly("`replications`: not documented: relativeError");
        String invented = page.replace("| `max` | `100` |", "| `max` | `100` |\n| `maximum` | none | x |");
        assertThat(mismatches(accepted, documentedKeys(invented)))
                .containsExactly("`replications`: documented but not read: maximum");
        String noSection = page.replace("## `timing`", "## Timing");
        assertThat(mismatches(accepted, documentedKeys(noSection))).containsExactly("no section `timing`");
    }

    /** The page's example is a valid experiment file. */
    @Test
    void thePagesExampleIsAValidFile(@TempDir Path dir) throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?s)```yaml\\n(.*?)```").matcher(page);
        assertThat(m.find()).as("a yaml example").isTrue();
        Path file = Files.writeString(dir.resolve("example.yaml"), m.group(1));
        DescribedPaper paper = ExperimentFile.load(file);
        assertThat(paper.id()).isEqualTo("easy-vs-fcfs");
    }

    /** The keys of every record reachable from {@link ExperimentFile}, by record. */
    static Map<Class<?>, Set<String>> accepted() {
        Map<Class<?>, Set<String>> out = new LinkedHashMap<>();
        walk(ExperimentFile.class, out);
        return out;
    }

    private static void walk(Class<?> record, Map<Class<?>, Set<String>> out) {
        if (out.containsKey(record)) {
            return;
        }
        Set<String> keys = new LinkedHashSet<>();
        out.put(record, keys);
        for (RecordComponent c : record.getRecordComponents()) {
            keys.add(c.getName());
            for (Class<?> inner : records(c.getGenericType())) {
                walk(inner, out);
            }
        }
    }

    /** The record classes a component's type holds: itself, or the elements of its lists and maps. */
    private static List<Class<?>> records(Type type) {
        List<Class<?>> out = new ArrayList<>();
        if (type instanceof Class<?> c && c.isRecord()) {
            out.add(c);
        } else if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) {
                out.addAll(records(arg));
            }
        }
        return out;
    }

    /** The key column of each section's tables, by section heading. */
    static Map<String, Set<String>> documentedKeys(String page) {
        Map<String, Set<String>> out = new TreeMap<>();
        String section = null;
        for (String line : page.split("\n")) {
            if (line.startsWith("## ")) {
                section = line.substring(3).strip();
                continue;
            }
            Matcher m = KEY_ROW.matcher(line);
            if (section != null && m.find()) {
                out.computeIfAbsent(section, k -> new LinkedHashSet<>()).add(m.group(1));
            }
        }
        return out;
    }

    static List<String> mismatches(Map<Class<?>, Set<String>> accepted, Map<String, Set<String>> documented) {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<Class<?>, Set<String>> e : accepted.entrySet()) {
            String section = SECTIONS.get(e.getKey());
            if (section == null) {
                problems.add("the reader fills " + e.getKey().getName() + ": give it a section in the page and in"
                        + " SECTIONS");
                continue;
            }
            Set<String> shown = documented.get(section);
            if (shown == null) {
                problems.add("no section " + section);
                continue;
            }
            Set<String> missing = new LinkedHashSet<>(e.getValue());
            missing.removeAll(shown);
            Set<String> extra = new LinkedHashSet<>(shown);
            extra.removeAll(e.getValue());
            if (!missing.isEmpty()) {
                problems.add(section + ": not documented: " + String.join(", ", missing));
            }
            if (!extra.isEmpty()) {
                problems.add(section + ": documented but not read: " + String.join(", ", extra));
            }
        }
        return problems;
    }
}
