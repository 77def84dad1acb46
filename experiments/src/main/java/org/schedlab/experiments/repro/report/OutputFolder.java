package org.schedlab.experiments.repro.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.plan.UnitStore;

/**
 * The output folder of one reproduction and the files it owns there. Before writing, a run removes
 * the files it owns: the paper's own output names ({@link Paper#outputFiles}), every file the
 * folder's previous {@code manifest.json} lists as an output (that manifest is about to be
 * replaced, and a result without its manifest is not a result), and temporary files left by a
 * killed run. The manifest goes first, so a run killed while cleaning or writing leaves no
 * manifest: an incomplete folder never looks complete. Every other file is left alone and
 * reported.
 */
public final class OutputFolder {
    public static final String MANIFEST = "manifest.json";

    private final Path dir;
    private final List<String> removed;
    private final List<String> foreign;
    private final Set<String> written = new LinkedHashSet<>();

    private OutputFolder(Path dir, List<String> removed, List<String> foreign) {
        this.dir = dir;
        this.removed = removed;
        this.foreign = foreign;
    }

    /** Removes what {@code paper}'s run owns in {@code dir}; see the class comment. */
    public static OutputFolder clean(Path dir, Paper paper) throws IOException {
        Set<String> owned = new LinkedHashSet<>(paper.outputFiles());
        owned.addAll(previousOutputs(dir.resolve(MANIFEST)));
        TreeSet<String> removed = new TreeSet<>();
        TreeSet<String> foreign = new TreeSet<>();
        if (Files.deleteIfExists(dir.resolve(MANIFEST))) {
            removed.add(MANIFEST);
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if ((name.equals(UnitStore.DIR) || name.equals(ReadingsReport.DIR)) && Files.isDirectory(f)) {
                    // the work units of sharded runs (merge reads them) and the other readings' own
                    // output folders (each with its own manifest): kept
                    continue;
                } else if (!Files.isRegularFile(f)) {
                    foreign.add(name);
                } else if (owned.contains(name) || (name.startsWith(".") && name.endsWith(".tmp"))) {
                    Files.delete(f);
                    removed.add(name);
                } else {
                    foreign.add(name);
                }
            }
        }
        return new OutputFolder(dir, new ArrayList<>(removed), new ArrayList<>(foreign));
    }

    /** The output names an earlier manifest lists (plain file names only), or none. */
    private static List<String> previousOutputs(Path manifest) {
        List<String> out = new ArrayList<>();
        if (!Files.isRegularFile(manifest)) {
            return out;
        }
        try {
            JsonNode outputs = new ObjectMapper().readTree(manifest.toFile()).path("outputs");
            for (JsonNode n : outputs) {
                String name = n.asText();
                // never follow a path out of the folder
                if (!name.isEmpty() && !name.contains("/") && !name.contains("\\") && !name.startsWith("..")) {
                    out.add(name);
                }
            }
        } catch (IOException e) {
            // an unreadable manifest lists nothing; it is replaced anyway
        }
        return out;
    }

    /** Records files this run wrote. */
    public void wrote(String... names) {
        written.addAll(List.of(names));
    }

    /** Files written by this run, sorted. */
    public List<String> written() {
        return List.copyOf(new TreeSet<>(written));
    }

    /** Earlier outputs removed, sorted; a file this run wrote again counts as replaced, not listed. */
    public List<String> removed() {
        return removed.stream().filter(n -> !written.contains(n)).toList();
    }

    /** Files of the folder this run does not own, sorted. */
    public List<String> foreign() {
        return foreign;
    }

    Path dir() {
        return dir;
    }
}
