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
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.plan.AtomicFiles;
import org.schedlab.experiments.repro.plan.UnitStore;

/**
 * The output folder of one reproduction and the files it owns there. Before writing, a run removes
 * the files it owns: the paper's own output names ({@link Paper#outputFiles}), every file the
 * folder's previous {@code manifest.json} lists as an output (that manifest is about to be
 * replaced, and a result without its manifest is not a result), and temporary files left by a
 * killed run. The manifest goes first, so a run killed while cleaning or writing leaves no
 * manifest: an incomplete folder never looks complete. Every other file is left alone and
 * reported.
 *
 * <p>A run of some figures ({@code --figures}) owns only what it writes: the outputs of the
 * figures it did not run are never removed, nor a table it fills only in part. Those an earlier run of the same paper listed in its
 * manifest are kept and listed again, as kept, in the new manifest; others are left alone like any
 * file the run does not own.
 */
public final class OutputFolder {
    public static final String MANIFEST = "manifest.json";

    /**
     * A hidden file that lists the names a run owns in the folder while it writes them (from the
     * removal of the old manifest to the writing of the new one): a run killed in between leaves
     * outputs without a manifest, and the next run knows them as its own by this list, not as
     * files of the user's.
     */
    public static final String PENDING = ".schedlab-pending";

    /** The folder of the finished work units of a run that has not written its outputs yet. */
    public static final String RESUME = ".schedlab-resume";

    private final Path dir;
    private final List<String> removed;
    private final List<String> foreign;
    private final List<String> kept;
    private final String keptFrom;
    private final Set<String> written = new LinkedHashSet<>();

    private OutputFolder(Path dir, List<String> removed, List<String> foreign, List<String> kept, String keptFrom) {
        this.dir = dir;
        this.removed = removed;
        this.foreign = foreign;
        this.kept = kept;
        this.keptFrom = keptFrom;
    }

    /** Removes what {@code paper}'s run owns in {@code dir}; see the class comment. */
    public static OutputFolder clean(Path dir, Paper paper) throws IOException {
        return clean(dir, paper, Set.of());
    }

    /**
     * Removes what {@code paper}'s run owns in {@code dir}, except {@code notRun}: output names of
     * the paper this run does not write (the other figures of a {@code --figures} run), which are
     * kept when the earlier manifest of the same paper lists them and left alone otherwise.
     */
    public static OutputFolder clean(Path dir, Paper paper, Set<String> notRun) throws IOException {
        Previous previous = previous(dir.resolve(MANIFEST));
        Set<String> owned = new LinkedHashSet<>(paper.outputFiles());
        owned.addAll(previous.outputs());
        owned.addAll(pendingNames(dir));
        boolean samePaper =
                paper.id().equals(previous.paper()) && paper.reading().name().equals(previous.reading());
        Set<String> keep = new LinkedHashSet<>();
        for (String n : notRun) {
            if (!previous.outputs().contains(n) || samePaper) {
                keep.add(n);
            }
        }
        owned.removeAll(keep);
        TreeSet<String> removed = new TreeSet<>();
        TreeSet<String> foreign = new TreeSet<>();
        TreeSet<String> kept = new TreeSet<>();
        // what this run owns, recorded before the manifest that said so goes
        Set<String> pending = new TreeSet<>(owned);
        pending.addAll(keep);
        pending.addAll(pendingNames(dir));
        AtomicFiles.writeString(dir.resolve(PENDING), String.join("\n", pending) + "\n");
        if (Files.deleteIfExists(dir.resolve(MANIFEST))) {
            removed.add(MANIFEST);
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if ((name.equals(UnitStore.DIR) || name.equals(ReadingsReport.DIR) || name.equals(RESUME))
                        && Files.isDirectory(f)) {
                    // the work units of sharded runs (merge reads them) and the other readings' own
                    // output folders (each with its own manifest): kept
                    continue;
                } else if (name.equals(OutputLock.FILE) || name.equals(PENDING)) {
                    continue;
                } else if (!Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    foreign.add(name);
                } else if (keep.contains(name) && previous.outputs().contains(name)) {
                    kept.add(name);
                } else if (owned.contains(name)
                        || (name.startsWith(".") && (name.endsWith(".tmp") || name.endsWith(".partial")))) {
                    Files.delete(f);
                    removed.add(name);
                } else {
                    foreign.add(name);
                }
            }
        }
        return new OutputFolder(
                dir, new ArrayList<>(removed), new ArrayList<>(foreign), new ArrayList<>(kept), previous.describe());
    }

    /**
     * Checks, before any simulation, that {@code dir} can hold a run's outputs: it is a directory
     * or can be created as one, files can be created in it, and its file system has space left.
     *
     * @param option the option that named the folder, for messages
     * @throws BadInputException naming the option, the folder and the reason
     */
    public static void checkFolder(String option, Path dir) {
        String name = option + " " + dir;
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException(name + ": is a file, not a folder (choose a folder for the outputs)");
        }
        for (Path p = dir.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new BadInputException(name + ": " + p + " is a file, not a folder");
                }
                break;
            }
        }
        // the folder is made only to check it, and removed again: a run that fails later (a bad
        // spec found when the simulations are set up) leaves no empty folder behind
        Path firstMissing = null;
        for (Path p = dir.toAbsolutePath().normalize(); p != null && !Files.exists(p); p = p.getParent()) {
            firstMissing = p;
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException(name + ": cannot create the folder: " + AtomicFiles.reason(e), e);
        }
        try {
            Path probe =
                    dir.resolve(".schedlab-probe." + ProcessHandle.current().pid() + ".tmp");
            try {
                Files.deleteIfExists(probe);
                Files.createFile(probe);
            } catch (IOException e) {
                throw new BadInputException(name + ": cannot write in the folder: " + AtomicFiles.reason(e), e);
            } finally {
                try {
                    Files.deleteIfExists(probe);
                } catch (IOException e) {
                    // a hidden probe file; harmless
                }
            }
            try {
                long free = Files.getFileStore(dir).getUsableSpace();
                if (free < MIN_FREE_BYTES) {
                    throw new BadInputException(name + ": no space left on its file system (" + free
                            + " bytes free; a run needs at least " + MIN_FREE_BYTES / (1024 * 1024) + " MiB)");
                }
            } catch (IOException e) {
                // the space cannot be known here; a full disk is still reported when a write fails
            }
        } finally {
            removeCreated(dir.toAbsolutePath().normalize(), firstMissing);
        }
    }

    /** Ends the writing of the folder's outputs: its new manifest says what it owns now. */
    public void done() throws IOException {
        Files.deleteIfExists(dir.resolve(PENDING));
    }

    /**
     * Refuses, before any simulation, a regular file in {@code dir} named as one of {@code names}
     * (outputs of the run) that the folder's run records do not own: neither its {@code
     * manifest.json} (outputs and kept files) nor the list a run that was stopped while writing
     * left ({@value #PENDING}) name it. Such a file is the user's (a {@code fig15.csv} of their
     * own), and a run never replaces it without {@code --force}.
     *
     * @param option how messages name the folder (e.g. {@code --out})
     * @throws BadInputException naming the folder and the files
     */
    public static void checkUnowned(String option, Path dir, List<String> names) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        Set<String> owned = new LinkedHashSet<>(previous(dir.resolve(MANIFEST)).outputs());
        owned.addAll(pendingNames(dir));
        List<String> theirs = new ArrayList<>();
        for (String n : new TreeSet<>(names)) {
            if (!owned.contains(n) && Files.isRegularFile(dir.resolve(n), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                theirs.add(n);
            }
        }
        if (!theirs.isEmpty()) {
            String listed = String.join(", ", theirs.subList(0, Math.min(5, theirs.size())))
                    + (theirs.size() > 5 ? " and " + (theirs.size() - 5) + " more" : "");
            throw new BadInputException(option + " " + dir + ": " + listed + (theirs.size() == 1 ? " is" : " are")
                    + " not an output of an earlier run here (no " + MANIFEST + " of this folder lists "
                    + (theirs.size() == 1 ? "it" : "them") + "); refusing to replace "
                    + (theirs.size() == 1 ? "it" : "them") + " (move "
                    + (theirs.size() == 1 ? "it" : "them") + ", choose another --out, or give --force)");
        }
    }

    /** The names {@value #PENDING} lists (plain file names only), or none. */
    private static Set<String> pendingNames(Path dir) {
        Set<String> names = new TreeSet<>();
        Path f = dir.resolve(PENDING);
        if (Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            try {
                for (String n : Files.readAllLines(f, java.nio.charset.StandardCharsets.UTF_8)) {
                    if (plainName(n)) {
                        names.add(n);
                    }
                }
            } catch (IOException e) {
                // unreadable: it owns nothing
            }
        }
        return names;
    }

    /** A file name in the folder: never a path out of it. */
    private static boolean plainName(String name) {
        return !name.isEmpty() && !name.contains("/") && !name.contains("\\") && !name.startsWith("..");
    }

    /** Removes the empty folders from {@code dir} up to {@code top} (made by a check), best effort. */
    public static void removeCreated(Path dir, Path top) {
        if (top == null) {
            return;
        }
        for (Path p = dir; p != null; p = p.getParent()) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                return; // not empty (a concurrent run wrote into it) or not ours to remove
            }
            if (p.equals(top)) {
                return;
            }
        }
    }

    /** The least free space {@link #checkFolder} accepts: a run's CSVs, charts and reports. */
    public static final long MIN_FREE_BYTES = 1024L * 1024;

    /**
     * Refuses, before any simulation, output names of {@code paper} in {@code dir} that exist but
     * are not regular files (a symbolic link, a pipe, a device, a folder): a run never replaces them.
     */
    public static void checkTargets(String option, Path dir, Paper paper) {
        for (String n : paper.outputFiles()) {
            Path f = dir.resolve(n);
            if (Files.exists(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && !Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException(option + " " + dir + ": " + n + " is " + AtomicFiles.kind(f)
                        + ", not a regular file; refusing to replace it (remove it or choose another --out)");
            }
        }
    }

    /** What the folder's earlier manifest says: its paper, reading, outputs and run. */
    private record Previous(String paper, String reading, List<String> outputs, String describe) {}

    /** The earlier manifest's paper and outputs (plain file names only; kept ones included), or none. */
    private static Previous previous(Path manifest) {
        List<String> out = new ArrayList<>();
        if (!Files.isRegularFile(manifest)) {
            return new Previous(null, null, out, null);
        }
        try {
            JsonNode root = new ObjectMapper().readTree(manifest.toFile());
            for (String field : List.of("outputs", "kept")) {
                for (JsonNode n : root.path(field)) {
                    String name = n.asText();
                    // never follow a path out of the folder
                    if (plainName(name)) {
                        out.add(name);
                    }
                }
            }
            String describe = "mode " + root.path("mode").asText("?") + ", seed "
                    + root.path("seed").asText("?") + ", started "
                    + root.path("started").asText("?");
            return new Previous(
                    root.path("paper").asText(null), root.path("reading").asText(Reading.DEFAULT_NAME), out, describe);
        } catch (IOException e) {
            // an unreadable manifest lists nothing; it is replaced anyway
            return new Previous(null, null, List.of(), null);
        }
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

    /** Outputs of an earlier run of the same paper kept because this run did not make them, sorted. */
    public List<String> kept() {
        return kept;
    }

    /** The earlier run the kept outputs come from (mode, seed, start), or null. */
    public String keptFrom() {
        return keptFrom;
    }

    /** Files of the folder this run does not own, sorted; a file this run wrote is not listed. */
    public List<String> foreign() {
        return foreign.stream().filter(n -> !written.contains(n)).toList();
    }

    public Path dir() {
        return dir;
    }
}
