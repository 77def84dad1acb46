package org.schedlab.experiments.repro.paper;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.run.Fairness;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * An experiment as a YAML file: sweeps and figures, run by {@code schedlab reproduce --spec FILE}.
 * The reproduced papers use the same format (resources {@code papers/<id>.yaml}); their claims
 * stay in Java. Unknown keys are errors; the seed comes from the command line and is echoed in the
 * manifest. Every key, with its default, is listed in docs/experiments-yaml.md (a test keeps that
 * page and these records in step).
 *
 * <pre>{@code
 * id: my-study
 * timeUnit: s                  # the clock of the synthetic workloads, for the CSVs' unit column
 *                              # (optional; default "time units"; trace sweeps are always in s)
 * seriesSets:                  # named lists of series, used by several sweeps (optional)
 *   two:
 *     - {label: FCFS, scheduler: fcfs, allocator: mpl}
 *     - {label: OO, scheduler: oo, allocator: mpl}
 * defaults:                    # keys every sweep starts from (optional)
 *   machine: mesh:32x32
 *   jobs: 10000
 *   quick: {jobs: 2000}        # --quick overrides (the main keys are the --full settings)
 * sweeps:
 *   - id: uniform
 *     workload: mesh-uniform
 *     parameter: load           # load | utilization | load-factor | template
 *     points: [0.5, 1.0, 1.5]
 *     replications: {fixed: 3}  # or {relativeError: 0.05, metric: meanTurnaround, min: 3, max: 50}
 *     seriesSet: two            # or series: [ {label: ..., scheduler: ..., allocator: ...} ]
 *     quick: {points: [0.5, 1.5]}
 *     profile: default          # trace conventions and pass mode by name (optional, see 'schedlab list')
 *     passes: per-time          # or per-event: overrides the profile's pass mode (optional)
 *     fairness: true            # also measure fair start times: the unfairness metrics (optional;
 *                               # counts-only machines, a side simulation at every arrival)
 * figures:
 *   - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}
 *   # optional: also: [other-sweep] joins further sweeps (series labels must differ),
 *   #           only: [FCFS] draws only the listed series; scale: 100; logY: true
 *   #           paper: the paper's published values drawn on the figure (see FigurePaper)
 * }</pre>
 *
 * <p>A sweep's settings in a mode are merged from four entries, the most specific winning:
 * {@code sweep.quick > sweep > defaults.quick > defaults} in {@code --quick} mode, {@code sweep >
 * defaults} in {@code --full} mode.
 */
public record ExperimentFile(
        String id,
        String title,
        String timeUnit,
        NotesEntry notes,
        List<String> unavailable,
        Map<String, List<SeriesEntry>> seriesSets,
        SweepEntry defaults,
        List<SweepEntry> sweeps,
        List<FigureEntry> figures,
        List<TableEntry> tables,
        List<Explanation> explanations,
        List<ReadingEntry> readings,
        List<ExplainEntry> explain) {

    /** Free text for the report: always, and per mode. */
    public record NotesEntry(String all, String quick, String full) {
        String text(Mode mode) {
            StringBuilder sb = new StringBuilder(all == null ? "" : all.strip());
            String extra = mode == Mode.QUICK ? quick : full;
            if (extra != null && !extra.isBlank()) {
                sb.append(sb.length() > 0 ? " " : "").append(extra.strip());
            }
            return sb.toString();
        }
    }

    /**
     * One sweep (or the defaults, or a mode's overrides: then every key is optional); see {@link
     * Sweep} for the meaning of each key.
     */
    public record SweepEntry(
            String id,
            String machine,
            String workload,
            String trace,
            Map<String, String> options,
            Integer jobs,
            Double load,
            String parameter,
            List<Double> points,
            Replications replications,
            List<SeriesEntry> series,
            String seriesSet,
            TimingEntry timing,
            String profile,
            String passes,
            Boolean fairness,
            SweepEntry quick) {

        /** This entry with every key that {@code over} sets replaced by its value ({@code quick} dropped). */
        SweepEntry overlay(SweepEntry over) {
            if (over == null) {
                return this;
            }
            return new SweepEntry(
                    or(over.id, id),
                    or(over.machine, machine),
                    or(over.workload, workload),
                    or(over.trace, trace),
                    or(over.options, options),
                    or(over.jobs, jobs),
                    or(over.load, load),
                    or(over.parameter, parameter),
                    or(over.points, points),
                    or(over.replications, replications),
                    or(over.series, series),
                    or(over.seriesSet, seriesSet),
                    or(over.timing, timing),
                    or(over.profile, profile),
                    or(over.passes, passes),
                    or(over.fairness, fairness),
                    null);
        }

        private static <T> T or(T a, T b) {
            return a != null ? a : b;
        }
    }

    private static final SweepEntry EMPTY = new SweepEntry(
            null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);

    /** A sweep's timing phase; see {@link Sweep.Timing}. */
    public record TimingEntry(Integer warmup, Integer rounds) {}

    /** One series of a sweep. */
    public record SeriesEntry(String label, String scheduler, String allocator) {}

    /** Either a fixed count or a relative-error rule. */
    public record Replications(Integer fixed, Double relativeError, String metric, Integer min, Integer max) {}

    /** One figure; see {@link Figure}, and {@link FigurePaper} for {@code paper}. */
    public record FigureEntry(
            String id,
            String caption,
            String sweep,
            String metric,
            String xLabel,
            String yLabel,
            Double scale,
            Boolean logY,
            List<String> also,
            List<String> only,
            List<FigurePaper.Entry> paper) {}

    /**
     * One table; see {@link Table}. The table-level {@code sweep}, {@code series}, {@code x},
     * {@code metric} and {@code analytic} are the defaults of every cell; a row's keys override
     * them, a column's override both.
     *
     * <pre>{@code
     * tables:
     *   - id: max-utilization
     *     caption: Utilization at the heaviest load
     *     unit: "%"
     *     scale: 100
     *     metric: utilization
     *     x: last                      # a number, first or last
     *     tolerance: 3                 # optional: one claim per published cell
     *     passOn: interval             # optional: a cell passes only when its interval also holds
     *                                  # the paper's value; the tolerance alone decides FAIL
     *     columns: [{label: uniform, sweep: uniform}, {label: decreasing, sweep: decreasing}]
     *     rows: [{label: FCFS, series: FCFS}, {label: OO, series: OO}]
     *     paper: [[55, 51], [78.43, null]]   # rows x columns, null where the paper prints none
     * }</pre>
     */
    public record TableEntry(
            String id,
            String caption,
            String unit,
            Double scale,
            String sweep,
            String series,
            String x,
            String metric,
            String analytic,
            Double tolerance,
            Double relativeTolerance,
            String passOn,
            List<Table.Source> rows,
            List<Table.Source> columns,
            List<List<Double>> paper) {}

    /**
     * One named reading of an ambiguous paper: a set of overrides of the paper's settings, with a
     * one-line statement of what it assumes. A reading changes nothing unless it is selected
     * ({@code reproduce --reading NAME}); the paper's own keys are the {@code default} reading.
     *
     * <pre>{@code
     * readings:
     *   - name: default                 # optional: only states what the default reading assumes
     *     assumes: whole buddy blocks, drawn sizes, global slot clock
     *   - name: pow2
     *     assumes: sizes rounded up to a power of two (jobs fill their blocks)
     *     every: {workload: "downey:pow2"}          # sweep keys set in every sweep (may hold quick:)
     *   - name: short-runs
     *     assumes: runs of 1,000 jobs from an empty system
     *     sweeps: {fpfs-maxjumps: {jobs: 1000, replications: {fixed: 1000}}}   # per sweep id
     *   - name: partial-blocks
     *     assumes: ...
     *     schedulers: {"gang:br": "gang:br:blocks=partial"}   # every series running the key runs the value
     *     allocators: {"quasi:10": "quasi:10:max=below"}      # the same for allocator specs
     *   - name: stable-max
     *     assumes: ...
     *     tables: {max-utilization: {x: stable}}    # table-level cell source keys
     *   - name: partial-blocks+jump-clock
     *     assumes: ...
     *     combines: [partial-blocks, jump-clock]    # a combination of declared readings, no own keys
     * }</pre>
     *
     * @param name the stable name: letters, digits and '-' (not {@code default} or {@code all} unless
     *     it only states the default's assumptions)
     * @param assumes what the reading assumes and why it is plausible, one line
     * @param combines for a combination: the declared readings it applies, in order
     * @param every sweep keys set in every sweep (after the sweep's own keys and mode blocks)
     * @param sweeps sweep keys set in the named sweeps (after {@code every})
     * @param schedulers scheduler spec replacements, by the exact spec (template) a series names
     * @param allocators allocator spec replacements, by the exact spec a series names
     * @param tables table-level cell source keys, by table id
     * @param headline whether the default report (and the README's status table) also counts the
     *     verdicts under this reading; only a reading that needs no runs of its own (it changes how
     *     claims or tables read the paper, not a sweep or a scheduler) can be one
     */
    public record ReadingEntry(
            String name,
            String assumes,
            List<String> combines,
            SweepEntry every,
            Map<String, SweepEntry> sweeps,
            Map<String, String> schedulers,
            Map<String, String> allocators,
            Map<String, Table.Source> tables,
            Boolean headline) {

        /** Whether it changes what runs (a sweep key, a scheduler or an allocator spec). */
        boolean changesRuns() {
            return every != null
                    || (sweeps != null && !sweeps.isEmpty())
                    || (schedulers != null && !schedulers.isEmpty())
                    || (allocators != null && !allocators.isEmpty());
        }

        boolean hasOverrides() {
            return every != null
                    || (sweeps != null && !sweeps.isEmpty())
                    || (schedulers != null && !schedulers.isEmpty())
                    || (allocators != null && !allocators.isEmpty())
                    || (tables != null && !tables.isEmpty());
        }
    }

    /**
     * The explanation shown beside a claim's verdict in the report. The first entry (in file order)
     * that matches a claim, its verdict and the reading explains it.
     *
     * @param claim the claim id, or a pattern where {@code *} stands for any characters (e.g. {@code
     *     table5:*}, {@code mpl-less-work-*-every-load})
     * @param when the verdicts it explains (default FAIL and INCONCLUSIVE)
     * @param readings the readings it applies to (a reading's name or one of its parts; default all)
     * @param mode the mode whose runs it describes ({@code quick} or {@code full}; default both): an
     *     entry that quotes a run's numbers names the mode they come from. A {@code --quick} report
     *     without an entry of its own shows a {@code full} entry as a quote of the full run.
     * @param text the explanation, in our words
     */
    public record ExplainEntry(String claim, List<String> when, List<String> readings, String mode, String text) {
        /** An entry for both modes. */
        public ExplainEntry(String claim, List<String> when, List<String> readings, String text) {
            this(claim, when, readings, null, text);
        }
    }

    /** Reads and validates the resource {@code papers/<id>.yaml} (a reproduced paper's description). */
    public static DescribedPaper resource(String paperId) {
        String name = "papers/" + paperId + ".yaml";
        try (java.io.InputStream in = ExperimentFile.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), name);
        } catch (IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }

    /** Reads and validates {@code file}. */
    public static DescribedPaper load(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException ex) {
            throw new BadInputException("--spec " + file + ": file not found");
        } catch (IOException ex) {
            throw new BadInputException("--spec " + file + ": cannot read (" + ex.getMessage() + ")");
        }
        return parse(text, file.toString());
    }

    private static DescribedPaper parse(String text, String file) {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
                .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        ExperimentFile e;
        try {
            e = yaml.readValue(text, ExperimentFile.class);
        } catch (UnrecognizedPropertyException ex) {
            // records are read whole before their keys are checked, so name the path, not a line
            throw new BadInputException(
                    file + ": unknown key '" + ex.getPropertyName() + "' at " + path(ex) + " (known: "
                            + new java.util.TreeSet<>(ex.getKnownPropertyIds().stream()
                                    .map(String::valueOf)
                                    .toList()) + ")");
        } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
            // one line: file:line:column and the first line of the parser's message
            for (Throwable t = ex; t != null; t = t.getCause()) {
                if (t instanceof org.yaml.snakeyaml.error.MarkedYAMLException y && y.getProblemMark() != null) {
                    org.yaml.snakeyaml.error.Mark pm = y.getProblemMark();
                    org.yaml.snakeyaml.error.Mark cm = y.getContextMark();
                    String context = y.getContext() == null
                            ? ""
                            : " (" + y.getContext()
                                    + (cm == null
                                            ? ""
                                            : " at line " + (cm.getLine() + 1) + ", column " + (cm.getColumn() + 1))
                                    + ")";
                    throw new BadInputException(
                            file + ":" + (pm.getLine() + 1) + ":" + (pm.getColumn() + 1) + ": "
                                    + firstLine(y.getProblem()) + context,
                            ex);
                }
            }
            com.fasterxml.jackson.core.JsonLocation at = ex.getLocation();
            String where = at == null ? file : file + ":" + at.getLineNr() + ":" + at.getColumnNr();
            String m = String.valueOf(ex.getOriginalMessage()).strip();
            int nl = m.indexOf('\n');
            throw new BadInputException(
                    where + ": " + (nl < 0 ? m : m.substring(0, nl).strip()), ex);
        } catch (IOException ex) {
            throw new BadInputException(file + ": cannot parse (" + firstLine(ex.getMessage()) + ")");
        }
        if (e == null) {
            throw new BadInputException(file + ": empty experiment file");
        }
        DescribedPaper paper = e.toPaper(file, Reading.DEFAULT);
        // every declared reading must build too: a bad override is refused before anything runs
        for (Reading r : paper.readings()) {
            e.toPaper(file, r);
        }
        return paper;
    }

    private static String firstLine(String m) {
        String t = String.valueOf(m).strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl).strip();
    }

    /** Refuses a metric name no sweep produces ({@link Units#metrics}), naming where it was given. */
    /** Refuses {@code metric} of {@code sweep} when it is an unfairness figure the sweep does not measure. */
    private static void measured(String metric, Sweep sweep, String where) {
        if (!sweep.fairness() && Fairness.FIGURES.contains(metric)) {
            throw new BadInputException(where + ": " + metric + " is measured only by a sweep with 'fairness: true',"
                    + " and sweep " + sweep.id() + " has none");
        }
    }

    static String checkMetric(String metric, String where) {
        if (metric != null && !Units.isMetric(metric)) {
            throw new BadInputException(where + ": unknown metric '" + metric + "' (known: "
                    + String.join(", ", new TreeSet<>(Units.metrics())) + ")");
        }
        return metric;
    }

    /** The declared readings other than {@code default}, in file order, validated. */
    List<Reading> declaredReadings(String where) {
        List<Reading> out = new ArrayList<>();
        if (readings == null) {
            return out;
        }
        Map<String, ReadingEntry> byName = new java.util.LinkedHashMap<>();
        for (ReadingEntry r : readings) {
            String w = where + " readings[] entry";
            require(r, w, "(an empty '-' item)");
            String name = require(r.name(), w, "name");
            w = where + " reading '" + name + "'";
            if (!name.matches("[A-Za-z0-9][A-Za-z0-9+-]*")) {
                throw new BadInputException(w + ": a reading's name has letters, digits, '-' and '+' only");
            }
            if (name.contains("+") && r.combines() == null) {
                throw new BadInputException(w + ": '+' joins the parts of a combination ('combines'); a single"
                        + " reading's name has letters, digits and '-' only");
            }
            if (name.equals("all")) {
                throw new BadInputException(w + ": 'all' selects every reading and cannot be a reading's name");
            }
            if (byName.put(name, r) != null) {
                throw new BadInputException(where + ": two readings have the name '" + name + "'");
            }
            require(r.assumes(), w, "assumes");
            if (name.equals(Reading.DEFAULT_NAME) && (r.hasOverrides() || r.combines() != null)) {
                throw new BadInputException(w + ": the default reading is the paper's own keys; it only states what"
                        + " they assume (give 'assumes' alone)");
            }
            if (r.combines() != null && r.hasOverrides()) {
                throw new BadInputException(w + ": a combination ('combines') sets no keys of its own");
            }
            if (Boolean.TRUE.equals(r.headline()) && (r.changesRuns() || r.combines() != null)) {
                throw new BadInputException(w + ": a headline reading is judged on the default reading's runs, so it"
                        + " sets no sweep or scheduler keys and combines nothing");
            }
        }
        for (ReadingEntry r : byName.values()) {
            if (r.name().equals(Reading.DEFAULT_NAME)) {
                continue;
            }
            List<String> parts = List.of(r.name());
            if (r.combines() != null) {
                String w = where + " reading '" + r.name() + "'";
                if (r.combines().size() < 2
                        || new HashSet<>(r.combines()).size() != r.combines().size()) {
                    throw new BadInputException(w + ": 'combines' names at least two different readings");
                }
                for (String part : r.combines()) {
                    ReadingEntry e = byName.get(part);
                    if (e == null || e.combines() != null || part.equals(Reading.DEFAULT_NAME)) {
                        throw new BadInputException(w + ": 'combines' names '" + part
                                + "', which is not a declared reading of its own (known: "
                                + String.join(", ", singles(byName)) + ")");
                    }
                }
                parts = List.copyOf(r.combines());
            }
            out.add(new Reading(r.name(), r.assumes().strip(), parts));
        }
        return out;
    }

    /** The names of the readings declared {@code headline: true}, in file order. */
    List<String> headlineReadings() {
        List<String> out = new ArrayList<>();
        if (readings != null) {
            for (ReadingEntry r : readings) {
                if (r != null && Boolean.TRUE.equals(r.headline())) {
                    out.add(r.name());
                }
            }
        }
        return out;
    }

    private static List<String> singles(Map<String, ReadingEntry> byName) {
        return byName.values().stream()
                .filter(r -> r.combines() == null && !r.name().equals(Reading.DEFAULT_NAME))
                .map(ReadingEntry::name)
                .toList();
    }

    /** What the file says the default reading assumes, or a generic statement. */
    String defaultAssumes() {
        if (readings != null) {
            for (ReadingEntry r : readings) {
                if (r != null && Reading.DEFAULT_NAME.equals(r.name()) && r.assumes() != null) {
                    return r.assumes().strip();
                }
            }
        }
        return Reading.DEFAULT.assumes();
    }

    private ReadingEntry entry(String name) {
        for (ReadingEntry r : readings) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        throw new IllegalStateException("no reading " + name);
    }

    private static String path(JsonMappingException ex) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : ex.getPath()) {
            if (r.getFieldName() != null) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(r.getFieldName());
            } else {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.length() == 0 ? "top level" : sb.toString();
    }

    /** The paper under {@code reading} (its parts must be declared readings; none for the default). */
    DescribedPaper toPaper(String where, Reading reading) {
        String paperId = require(id, where, "id");
        if (timeUnit != null && timeUnit.isBlank()) {
            throw new BadInputException(
                    where + ": 'timeUnit' is blank (give the clock's unit, e.g. s, or leave it out)");
        }
        List<ReadingEntry> active = reading.parts().stream().map(this::entry).toList();
        Map<Mode, List<Sweep>> byMode = new EnumMap<>(Mode.class);
        for (Mode mode : Mode.values()) {
            List<Sweep> sw = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            for (SweepEntry s : require(sweeps, where, "sweeps")) {
                SweepEntry m = merged(require(s, where, "sweeps[] entry (an empty '-' item)"), mode);
                Sweep built = sweep(withReadings(m, mode, active, where), where, active);
                if (!ids.add(built.id())) {
                    throw new BadInputException(where + ": two sweeps have the id '" + built.id() + "'");
                }
                sw.add(built);
            }
            byMode.put(mode, List.copyOf(sw));
        }
        List<Sweep> sw = byMode.get(Mode.FULL);
        List<Figure> figs = (figures == null ? List.<FigureEntry>of() : figures)
                .stream()
                        .map(f -> require(f, where, "figures[] entry (an empty '-' item)"))
                        .map(f -> new Figure(
                                require(f.id(), where, "figures[].id"),
                                f.caption() == null ? f.id() : f.caption(),
                                require(f.sweep(), where, "figures[].sweep"),
                                checkMetric(
                                        require(f.metric(), where, "figures[].metric"), where + ": figure " + f.id()),
                                f.xLabel() == null ? "x" : f.xLabel(),
                                f.yLabel() == null ? f.metric() : f.yLabel(),
                                f.scale() == null ? 1 : f.scale(),
                                Boolean.TRUE.equals(f.logY()),
                                f.also() == null ? List.of() : f.also(),
                                f.only() == null ? List.of() : f.only()))
                        .toList();
        for (Figure f : figs) {
            Set<String> labels = new HashSet<>();
            for (String id : f.sweeps()) {
                Sweep s = sw.stream()
                        .filter(x -> x.id().equals(id))
                        .findFirst()
                        .orElseThrow(() -> new BadInputException(
                                where + ": figure " + f.id() + " names unknown sweep '" + id + "'"));
                measured(f.metric(), s, where + ": figure " + f.id());
                for (Sweep.Series series : s.series()) {
                    if (!labels.add(series.label())) {
                        throw new BadInputException(where + ": figure " + f.id() + " draws two series labelled '"
                                + series.label() + "' (sweeps joined with 'also' need distinct labels)");
                    }
                }
            }
            for (String label : f.only()) {
                if (!labels.contains(label)) {
                    throw new BadInputException(where + ": figure " + f.id() + " lists series '" + label
                            + "' in 'only', but its sweeps have no such series (known: "
                            + String.join(", ", new java.util.TreeSet<>(labels)) + ")");
                }
            }
        }
        List<Table> tabs = new ArrayList<>();
        for (TableEntry t : tables == null ? List.<TableEntry>of() : tables) {
            tabs.add(table(t, where, sw, active));
        }
        checkReadingTargets(where, active, byMode.get(Mode.FULL), tabs);
        figs = FigurePaper.resolve(where, figures, figs, tabs, sw);
        Set<String> outputs = new HashSet<>();
        for (String name : java.util.stream.Stream.concat(
                        figs.stream().map(Figure::id), tabs.stream().map(Table::id))
                .toList()) {
            if (!outputs.add(name)) {
                throw new BadInputException(where + ": two figures or tables have the id '" + name + "'");
            }
        }
        List<Explanation> why = explanations == null ? List.of() : explanations;
        for (Explanation x : why) {
            require(x.text(), where, "explanations[].text");
            for (String s : require(x.sweeps(), where, "explanations[].sweeps")) {
                if (sw.stream().noneMatch(k -> k.id().equals(s))) {
                    throw new BadInputException(where + ": explanation names unknown sweep '" + s + "'");
                }
            }
            if (require(x.series(), where, "explanations[].series").size() < 2) {
                throw new BadInputException(where + ": an explanation names at least two series");
            }
        }
        List<ExplainEntry> explains = explain == null ? List.of() : explain;
        for (ExplainEntry x : explains) {
            String w = where + " explain[] entry";
            require(x, w, "(an empty '-' item)");
            require(x.claim(), w, "claim");
            require(x.text(), w + " for " + x.claim(), "text");
            for (String r : x.readings() == null ? List.<String>of() : x.readings()) {
                if (!r.equals(Reading.DEFAULT_NAME)
                        && declaredReadings(where).stream()
                                .noneMatch(d -> d.name().equals(r))) {
                    throw new BadInputException(
                            w + " for " + x.claim() + ": 'readings' names unknown reading '" + r + "'");
                }
            }
            if (x.mode() != null && !List.of("quick", "full").contains(x.mode())) {
                throw new BadInputException(
                        w + " for " + x.claim() + ": 'mode' takes quick or full, got '" + x.mode() + "'");
            }
            for (String o : x.when() == null ? List.<String>of() : x.when()) {
                if (!List.of("PASS", "FAIL", "INCONCLUSIVE").contains(o)) {
                    throw new BadInputException(w + " for " + x.claim() + ": 'when' takes PASS, FAIL or INCONCLUSIVE,"
                            + " got '" + o + "'");
                }
            }
        }
        return new DescribedPaper(
                this,
                where,
                reading.isDefault() ? new Reading(Reading.DEFAULT_NAME, defaultAssumes(), List.of()) : reading,
                paperId,
                title == null ? paperId : title,
                byMode,
                figs,
                tabs,
                why,
                notes == null ? new NotesEntry(null, null, null) : notes,
                unavailable == null ? List.of() : unavailable,
                explains);
    }

    /** {@code m} with the sweep keys the active readings set for it in {@code mode}; conflicts are refused. */
    private static SweepEntry withReadings(SweepEntry m, Mode mode, List<ReadingEntry> active, String where) {
        Map<String, Object> seen = new java.util.LinkedHashMap<>();
        Map<String, String> setBy = new java.util.LinkedHashMap<>();
        SweepEntry out = m;
        for (ReadingEntry r : active) {
            SweepEntry o = EMPTY;
            if (r.every() != null) {
                o = o.overlay(r.every());
                if (mode == Mode.QUICK) {
                    o = o.overlay(r.every().quick());
                }
            }
            SweepEntry own = r.sweeps() == null ? null : r.sweeps().get(m.id());
            if (own != null) {
                o = o.overlay(own);
                if (mode == Mode.QUICK) {
                    o = o.overlay(own.quick());
                }
            }
            Map<String, Object> keys = YAML_VALUES.convertValue(o, MAP);
            if (keys.containsKey("id")) {
                throw new BadInputException(where + ": reading '" + r.name() + "' cannot change a sweep's id");
            }
            for (Map.Entry<String, Object> k : keys.entrySet()) {
                Object before = seen.put(k.getKey(), k.getValue());
                String other = setBy.put(k.getKey(), r.name());
                if (before != null && !before.equals(k.getValue())) {
                    throw new BadInputException(where + ": readings '" + other + "' and '" + r.name() + "' set '"
                            + k.getKey() + "' of sweep " + m.id() + " differently; they cannot be combined");
                }
            }
            out = out.overlay(o);
        }
        return out;
    }

    private static final ObjectMapper YAML_VALUES =
            new ObjectMapper().setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL);
    private static final com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>> MAP =
            new com.fasterxml.jackson.core.type.TypeReference<>() {};

    /** The scheduler spec of a series under the active readings (a conflict is refused). */
    private static String scheduler(String spec, List<ReadingEntry> active, String where) {
        return replaced(spec, active, where, "scheduler", ReadingEntry::schedulers);
    }

    private static String allocator(String spec, List<ReadingEntry> active, String where) {
        return spec == null ? null : replaced(spec, active, where, "allocator", ReadingEntry::allocators);
    }

    /** {@code spec} as the active readings' replacement maps of one kind have it. */
    private static String replaced(
            String spec,
            List<ReadingEntry> active,
            String where,
            String kind,
            java.util.function.Function<ReadingEntry, Map<String, String>> map) {
        String out = spec;
        String by = null;
        for (ReadingEntry r : active) {
            String to = map.apply(r) == null ? null : map.apply(r).get(spec);
            if (to == null) {
                continue;
            }
            if (by != null && !to.equals(out)) {
                throw new BadInputException(where + ": readings '" + by + "' and '" + r.name() + "' replace " + kind
                        + " '" + spec + "' differently; they cannot be combined");
            }
            out = to;
            by = r.name();
        }
        return out;
    }

    /** Every sweep, table and scheduler a reading names must exist (a typo would silently do nothing). */
    private void checkReadingTargets(String where, List<ReadingEntry> active, List<Sweep> sw, List<Table> tabs) {
        for (ReadingEntry r : active) {
            String w = where + " reading '" + r.name() + "'";
            if (r.sweeps() != null) {
                for (String id : r.sweeps().keySet()) {
                    if (sw.stream().noneMatch(x -> x.id().equals(id))) {
                        throw new BadInputException(w + ": 'sweeps' names unknown sweep '" + id + "'");
                    }
                }
            }
            if (r.tables() != null) {
                for (String id : r.tables().keySet()) {
                    if (tabs.stream().noneMatch(x -> x.id().equals(id))) {
                        throw new BadInputException(w + ": 'tables' names unknown table '" + id + "'");
                    }
                }
            }
            if (r.schedulers() != null) {
                Set<String> used = new HashSet<>();
                for (SweepEntry s : sweeps) {
                    for (Mode mode : Mode.values()) {
                        series(merged(s, mode), w).forEach(e -> used.add(e.scheduler()));
                    }
                }
                for (String spec : r.schedulers().keySet()) {
                    if (!used.contains(spec)) {
                        throw new BadInputException(w + ": 'schedulers' replaces '" + spec
                                + "', which no series runs (known: " + String.join(", ", new TreeSet<>(used)) + ")");
                    }
                }
            }
            if (r.allocators() != null) {
                Set<String> used = new HashSet<>();
                for (SweepEntry s : sweeps) {
                    for (Mode mode : Mode.values()) {
                        series(merged(s, mode), w).forEach(e -> {
                            if (e.allocator() != null) {
                                used.add(e.allocator());
                            }
                        });
                    }
                }
                for (String spec : r.allocators().keySet()) {
                    if (!used.contains(spec)) {
                        throw new BadInputException(w + ": 'allocators' replaces '" + spec
                                + "', which no series uses (known: " + String.join(", ", new TreeSet<>(used)) + ")");
                    }
                }
            }
        }
    }

    private static Table table(TableEntry t, String where, List<Sweep> sweeps, List<ReadingEntry> active) {
        String tid = require(t.id(), where, "tables[].id");
        String w = where + " table " + tid;
        List<Table.Source> rows = require(t.rows(), w, "rows");
        List<Table.Source> cols = require(t.columns(), w, "columns");
        if (rows.isEmpty() || cols.isEmpty()) {
            throw new BadInputException(w + ": needs at least one row and one column");
        }
        rows.forEach(r -> require(r.label(), w, "rows[].label"));
        cols.forEach(c -> require(c.label(), w, "columns[].label"));
        List<List<Double>> paper = t.paper();
        if (paper == null) {
            paper = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                paper.add(java.util.Collections.nCopies(cols.size(), (Double) null));
            }
        }
        Table.Source defaults = new Table.Source(null, t.sweep(), t.series(), t.x(), t.metric(), t.analytic());
        String overriddenBy = null;
        for (ReadingEntry r : active) {
            Table.Source o = r.tables() == null ? null : r.tables().get(tid);
            if (o != null) {
                if (o.label() != null) {
                    throw new BadInputException(w + ": reading '" + r.name() + "' cannot relabel a table");
                }
                if (overriddenBy != null) {
                    throw new BadInputException(w + ": readings '" + overriddenBy + "' and '" + r.name()
                            + "' both change this table; they cannot be combined");
                }
                defaults = defaults.overlay(o);
                overriddenBy = r.name();
            }
        }
        if (t.tolerance() != null && t.relativeTolerance() != null) {
            throw new BadInputException(w + ": give either 'tolerance' or 'relativeTolerance', not both");
        }
        if (t.passOn() != null && !List.of("tolerance", "interval").contains(t.passOn())) {
            throw new BadInputException(w + ": 'passOn' takes tolerance or interval, got '" + t.passOn() + "'");
        }
        Table table;
        try {
            table = new Table(
                    tid,
                    t.caption() == null ? tid : t.caption(),
                    t.unit() == null ? "" : t.unit(),
                    t.scale() == null ? 1 : t.scale(),
                    defaults,
                    rows,
                    cols,
                    paper,
                    t.relativeTolerance() != null
                            ? t.relativeTolerance()
                            : t.tolerance() == null ? Double.NaN : t.tolerance(),
                    t.relativeTolerance() != null,
                    "interval".equals(t.passOn()));
        } catch (IllegalArgumentException ex) {
            throw new BadInputException(w + ": " + ex.getMessage());
        }
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < cols.size(); c++) {
                Table.Source s = table.cell(r, c);
                String at =
                        w + " cell (" + rows.get(r).label() + ", " + cols.get(c).label() + ")";
                if (s.analytic() != null) {
                    continue;
                }
                require(s.sweep(), at, "sweep (or analytic)");
                require(s.series(), at, "series");
                checkMetric(require(s.metric(), at, "metric"), at);
                Sweep cellSweep = sweeps.stream()
                        .filter(sw -> sw.id().equals(s.sweep()))
                        .findFirst()
                        .orElseThrow(() -> new BadInputException(at + ": unknown sweep '" + s.sweep() + "'"));
                List<String> labels =
                        cellSweep.series().stream().map(Sweep.Series::label).toList();
                measured(s.metric(), cellSweep, at);
                if (!labels.contains(s.series())) {
                    throw new BadInputException(at + ": sweep " + s.sweep() + " has no series '" + s.series()
                            + "' (known: " + String.join(", ", labels) + ")");
                }
                if (s.x() != null && !List.of("first", "last", "stable").contains(s.x())) {
                    try {
                        Double.parseDouble(s.x());
                    } catch (NumberFormatException ex) {
                        throw new BadInputException(
                                at + ": x must be a number, first, last or stable, got '" + s.x() + "'");
                    }
                }
            }
        }
        return table;
    }

    /** The sweep's settings in {@code mode}: defaults, then mode defaults, then the sweep, then its mode block. */
    private SweepEntry merged(SweepEntry s, Mode mode) {
        SweepEntry d = defaults == null ? EMPTY : defaults;
        SweepEntry m = EMPTY.overlay(d);
        if (mode == Mode.QUICK) {
            m = m.overlay(d.quick());
        }
        m = m.overlay(s);
        if (mode == Mode.QUICK) {
            m = m.overlay(s.quick());
        }
        return m;
    }

    private List<SeriesEntry> series(SweepEntry s, String w) {
        if (s.series() != null && s.seriesSet() != null) {
            throw new BadInputException(w + ": give either 'series' or 'seriesSet', not both");
        }
        if (s.seriesSet() != null) {
            List<SeriesEntry> set = seriesSets == null ? null : seriesSets.get(s.seriesSet());
            if (set == null) {
                throw new BadInputException(w + ": unknown seriesSet '" + s.seriesSet() + "' (known: "
                        + (seriesSets == null ? "none" : String.join(", ", new TreeSet<>(seriesSets.keySet()))) + ")");
            }
            return set;
        }
        return require(s.series(), w, "series (or seriesSet)");
    }

    private Sweep sweep(SweepEntry s, String where, List<ReadingEntry> active) {
        String sid = require(s.id(), where, "sweeps[].id");
        String w = where + " sweep " + sid;
        Sweep.Parameter p;
        String param = require(s.parameter(), w, "parameter");
        switch (param) {
            case "load" -> p = Sweep.Parameter.LOAD;
            case "utilization" -> p = Sweep.Parameter.UTILIZATION;
            case "load-factor" -> p = Sweep.Parameter.LOAD_FACTOR;
            case "template" -> p = Sweep.Parameter.TEMPLATE;
            default ->
                throw new BadInputException(
                        w + ": parameter must be load, utilization, load-factor or template, got '" + param + "'");
        }
        Replications r = require(s.replications(), w, "replications");
        NamedProfile profile = NamedProfiles.get(w + ": profile", s.profile() == null ? "default" : s.profile());
        StoppingRule rule;
        try {
            if (r.fixed() != null) {
                rule = StoppingRule.fixed(r.fixed());
            } else {
                rule = new StoppingRule(
                        r.metric() == null ? "meanTurnaround" : replicationMetric(r.metric(), s, w),
                        require(r.relativeError(), w, "replications.relativeError (or fixed)"),
                        r.min() == null ? 3 : r.min(),
                        r.max() == null ? 100 : r.max());
            }
            return new Sweep(
                    sid,
                    require(s.machine(), w, "machine"),
                    require(s.workload(), w, "workload"),
                    s.trace(),
                    s.options() == null ? Map.of() : s.options(),
                    s.jobs() == null ? 0 : s.jobs(),
                    s.load() == null ? Double.NaN : s.load(),
                    p,
                    require(s.points(), w, "points"),
                    series(s, w).stream()
                            .map(e -> require(e, w, "series[] entry (an empty '-' item)"))
                            .map(e -> new Sweep.Series(
                                    require(e.label(), w, "series[].label"),
                                    scheduler(require(e.scheduler(), w, "series[].scheduler"), active, w),
                                    allocator(e.allocator(), active, w)))
                            .toList(),
                    rule,
                    s.timing() == null
                            ? null
                            : new Sweep.Timing(
                                    s.timing().warmup() == null ? 1 : s.timing().warmup(),
                                    require(s.timing().rounds(), w, "timing.rounds")),
                    profile.name(),
                    s.passes() == null ? profile.passes() : PassMode.parse(w + ": passes", s.passes()),
                    Boolean.TRUE.equals(s.fairness()));
        } catch (IllegalArgumentException ex) {
            throw new BadInputException(w + ": " + ex.getMessage());
        }
    }

    /** The metric a relative-error rule watches: a known one, an unfairness figure only if measured. */
    private static String replicationMetric(String metric, SweepEntry s, String w) {
        checkMetric(metric, w + " replications");
        if (!Boolean.TRUE.equals(s.fairness()) && Fairness.FIGURES.contains(metric)) {
            throw new BadInputException(
                    w + " replications: " + metric + " is measured only by a sweep with 'fairness: true'");
        }
        return metric;
    }

    private static <T> T require(T value, String where, String key) {
        if (value == null) {
            throw new BadInputException(where + ": missing key '" + key + "'");
        }
        return value;
    }
}
