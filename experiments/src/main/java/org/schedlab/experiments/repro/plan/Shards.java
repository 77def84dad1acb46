package org.schedlab.experiments.repro.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Reading;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Sweep;

/**
 * Sharded reproductions: shard {@code I} of {@code N} runs its share of the work units ({@link
 * WorkPlan#assign}) and writes one result file per unit ({@link UnitStore}); a merge assembles
 * every unit's result into the same outputs a single run writes (the orchestrator's {@code write}).
 * Replication {@code i} of a point draws from streams of (master seed, {@code i}) whichever unit,
 * shard or thread runs it, and a single run goes through the same units, so sharded and single
 * runs agree bit for bit (the wall-clock timing phase aside).
 *
 * <p>A shard skips units whose file is complete, so a killed shard started again loses at most
 * the units that were in flight. The folder's {@value #PLAN} records what the units belong to
 * (paper, spec file, mode, seed, figure selection); a shard or merge of anything else into the
 * same folder is refused.
 */
public final class Shards {
    /** The file in {@code units/} that names the sweep the units belong to. */
    public static final String PLAN = "plan.txt";

    private Shards() {}

    /**
     * What the units of a folder belong to.
     *
     * @param paper the paper id (for a spec file, its id)
     * @param spec the absolute path of the {@code --spec} file, or null for a built-in paper
     * @param specSha256 the spec file's SHA-256, or null
     * @param mode the mode
     * @param seed the master seed
     * @param figures the {@code --figures} selection, sorted, or empty for all
     * @param reading the reading these units belong to ({@code default}, a reading's name, or a
     *     combination {@code a+b})
     * @param readings the {@code --reading} selection of the run ({@code all} when every reading of
     *     the paper ran, each into its own folder; else the same as {@code reading})
     */
    public record Header(
            String paper,
            String spec,
            String specSha256,
            Mode mode,
            long seed,
            List<String> figures,
            String reading,
            String readings) {
        public Header {
            figures = List.copyOf(new TreeSet<>(figures));
        }

        /** The header of a run of the default reading alone. */
        public Header(String paper, String spec, String specSha256, Mode mode, long seed, List<String> figures) {
            this(paper, spec, specSha256, mode, seed, figures, Reading.DEFAULT_NAME, Reading.DEFAULT_NAME);
        }

        /** This header for the units of {@code reading} within the selection {@code readings}. */
        public Header forReading(String reading, String readings) {
            return new Header(paper, spec, specSha256, mode, seed, figures, reading, readings);
        }

        String text() {
            String t = "schedlab-plan 1\npaper\t" + paper + "\nspec\t" + (spec == null ? "-" : spec) + "\nspecSha256\t"
                    + (specSha256 == null ? "-" : specSha256) + "\nmode\t"
                    + mode.name().toLowerCase(java.util.Locale.ROOT) + "\nseed\t" + seed + "\nfigures\t"
                    + (figures.isEmpty() ? "-" : String.join(",", figures)) + "\n";
            // readings: written only when not the default, so default plans read as before
            if (!reading.equals(Reading.DEFAULT_NAME) || !readings.equals(Reading.DEFAULT_NAME)) {
                t += "reading\t" + reading + "\nreadings\t" + readings + "\n";
            }
            return t;
        }

        static Header parse(String text, Path file) {
            Map<String, String> m = new LinkedHashMap<>();
            String[] lines = text.split("\n");
            if (lines.length == 0 || !lines[0].equals("schedlab-plan 1")) {
                throw new BadInputException(file + ": not a plan file of schedlab");
            }
            for (int i = 1; i < lines.length; i++) {
                String[] p = lines[i].split("\t", 2);
                if (p.length == 2) {
                    m.put(p[0], p[1]);
                }
            }
            try {
                String figures = m.get("figures");
                return new Header(
                        m.get("paper"),
                        dash(m.get("spec")),
                        dash(m.get("specSha256")),
                        Mode.valueOf(m.get("mode").toUpperCase(java.util.Locale.ROOT)),
                        Long.parseLong(m.get("seed")),
                        figures == null || figures.equals("-") ? List.of() : List.of(figures.split(",")),
                        m.getOrDefault("reading", Reading.DEFAULT_NAME),
                        m.getOrDefault("readings", Reading.DEFAULT_NAME));
            } catch (RuntimeException e) {
                throw new BadInputException(file + ": damaged plan file (" + e.getMessage() + ")");
            }
        }

        private static String dash(String s) {
            return s == null || s.equals("-") ? null : s;
        }

        /** The reproduce options that select these units (for messages). */
        public String options() {
            return (spec == null ? paper : "--spec " + spec) + " --"
                    + mode.name().toLowerCase(java.util.Locale.ROOT)
                    + (seed == 1 ? "" : " --seed " + seed)
                    + (figures.isEmpty() ? "" : " --figures " + String.join(",", figures))
                    + (readings.equals(Reading.DEFAULT_NAME) ? "" : " --reading " + readings);
        }
    }

    /** The header of the units in {@code out}, or null when it holds none. */
    public static Header header(Path out) throws IOException {
        Path f = out.resolve(UnitStore.DIR).resolve(PLAN);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        return Header.parse(Files.readString(f, StandardCharsets.UTF_8), f);
    }

    /**
     * What a shard did.
     *
     * @param units the shard's units
     * @param complete units whose complete file was found and kept
     * @param ran units run now
     * @param redone of those, units whose file was incomplete, corrupt or stale
     */
    public record ShardSummary(int units, int complete, int ran, int redone) {}

    /**
     * Runs shard {@code shard} of {@code shards} of {@code paper} into {@code out}.
     *
     * @param warn receives one line per unit file found incomplete, corrupt or stale
     * @param progress receives the number of the shard's units done (complete ones first)
     */
    public static ShardSummary runShard(
            Paper paper,
            Header header,
            Path out,
            ReproductionRunner runner,
            int shard,
            int shards,
            Consumer<String> warn,
            IntConsumer progress)
            throws IOException {
        if (shards < 1 || shard < 0 || shard >= shards) {
            throw new BadInputException("--shard " + shard + "/" + shards + ": need 0 <= I < N");
        }
        List<WorkUnit> units = WorkPlan.units(paper.sweeps(header.mode()));
        List<WorkUnit> mine = WorkPlan.assign(units, shards).get(shard);
        UnitStore store = new UnitStore(out, header.seed());
        Files.createDirectories(store.dir());
        claim(store.dir(), header);
        Path marker = store.dir().resolve("shards-of-" + shards);
        if (!Files.exists(marker)) {
            AtomicFiles.writeString(marker, "");
        }
        List<WorkUnit> todo = new ArrayList<>();
        int complete = 0;
        int redone = 0;
        for (WorkUnit u : mine) {
            UnitStore.Lookup l = store.read(u);
            if (l.result() != null && !l.result().status().equals(UnitResult.SKIPPED)) {
                complete++;
            } else {
                todo.add(u);
                if (l.problem() != null) {
                    warn.accept("unit " + u.id() + ": " + l.problem() + "; running it again");
                    redone++;
                }
            }
        }
        progress.accept(complete);
        runner.execute(todo, store::write, complete, progress);
        return new ShardSummary(mine.size(), complete, todo.size(), redone);
    }

    /** Records {@code header} as the owner of the units in {@code dir}, or refuses another one. */
    private static void claim(Path dir, Header header) throws IOException {
        Header existing = header(dir.getParent());
        if (existing == null) {
            AtomicFiles.writeString(dir.resolve(PLAN), header.text());
        } else if (!existing.equals(header)) {
            throw new BadInputException(dir.getParent() + " holds work units of another reproduction ("
                    + existing.options() + "); use another --out, or remove " + dir);
        }
    }

    /**
     * The results assembled from the unit files of {@code out}, which hold the units of {@code
     * paper} (under the header's reading).
     *
     * @throws BadInputException when units are missing, naming how many, their shards and ids
     */
    public static Results results(Paper paper, Header header, Path out, ReproductionRunner runner) throws IOException {
        List<Sweep> sweeps = paper.sweeps(header.mode());
        List<WorkUnit> units = WorkPlan.units(sweeps);
        UnitStore store = new UnitStore(out, header.seed());
        Map<String, UnitResult> byId = new LinkedHashMap<>();
        List<WorkUnit> missing = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (WorkUnit u : units) {
            UnitStore.Lookup l = store.read(u);
            if (l.result() == null) {
                missing.add(u);
                if (l.problem() != null) {
                    problems.add(l.problem());
                }
            } else {
                byId.put(u.id(), l.result());
            }
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(missingMessage(paper, header, out, units, missing, problems));
        }
        removeTemporaries(store.dir());
        return runner.assemble(sweeps, byId);
    }

    private static String missingMessage(
            Paper paper, Header header, Path out, List<WorkUnit> units, List<WorkUnit> missing, List<String> problems)
            throws IOException {
        StringBuilder b = new StringBuilder("merge: " + missing.size() + " of " + units.size() + " work units of "
                + paper.id() + " in " + out.resolve(UnitStore.DIR) + " are missing or incomplete");
        if (!problems.isEmpty()) {
            b.append(" (").append(problems.size()).append(" incomplete or corrupt)");
        }
        List<Integer> counts = shardCounts(out.resolve(UnitStore.DIR));
        if (counts.isEmpty()) {
            b.append(": ").append(ids(missing));
        } else {
            int n = counts.get(counts.size() - 1);
            Map<String, Integer> shardOf = WorkPlan.shardOf(units, n);
            Map<Integer, List<WorkUnit>> byShard = new java.util.TreeMap<>();
            missing.forEach(u -> byShard.computeIfAbsent(shardOf.get(u.id()), k -> new ArrayList<>())
                    .add(u));
            List<String> parts = new ArrayList<>();
            byShard.forEach((k, l) -> parts.add("shard " + k + "/" + n + ": " + l.size() + " (" + ids(l) + ")"));
            b.append(": ").append(String.join("; ", parts));
            String which = byShard.size() == 1 ? byShard.keySet().iterator().next() + "/" + n : "I/" + n;
            b.append(". Run ")
                    .append(byShard.size() == 1 ? "that shard" : "those shards")
                    .append(" again (schedlab reproduce ")
                    .append(header.options())
                    .append(" --shard ")
                    .append(which)
                    .append(" --out ")
                    .append(out)
                    .append("), then merge again");
        }
        return b.toString();
    }

    private static String ids(List<WorkUnit> l) {
        List<String> ids = l.stream().limit(5).map(WorkUnit::id).toList();
        return String.join(", ", ids) + (l.size() > 5 ? ", ... " + (l.size() - 5) + " more" : "");
    }

    /** The shard counts shards used in {@code dir} (from their markers), ascending. */
    private static List<Integer> shardCounts(Path dir) throws IOException {
        TreeSet<Integer> n = new TreeSet<>();
        if (Files.isDirectory(dir)) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "shards-of-*")) {
                for (Path f : files) {
                    try {
                        n.add(Integer.parseInt(f.getFileName().toString().substring("shards-of-".length())));
                    } catch (NumberFormatException e) {
                        // not ours
                    }
                }
            }
        }
        return new ArrayList<>(n);
    }

    /** Temporary files left by killed shards (no shard is running when a merge runs). */
    private static void removeTemporaries(Path dir) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
        }
    }
}
