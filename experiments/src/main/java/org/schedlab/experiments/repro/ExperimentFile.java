package org.schedlab.experiments.repro;

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
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * An experiment as a YAML file: sweeps and figures, run by {@code schedlab reproduce --spec FILE}.
 * The reproduced papers use the same format (resources {@code papers/<id>.yaml}); their claims
 * stay in Java. Unknown keys are errors; the seed comes from the command line and is echoed in the
 * manifest.
 *
 * <pre>{@code
 * id: my-study
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
 * figures:
 *   - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}
 *   # optional: also: [other-sweep] joins further sweeps (series labels must differ),
 *   #           only: [FCFS] draws only the listed series; scale: 100; logY: true
 * }</pre>
 *
 * <p>A sweep's settings in a mode are merged from four entries, the most specific winning:
 * {@code sweep.quick > sweep > defaults.quick > defaults} in {@code --quick} mode, {@code sweep >
 * defaults} in {@code --full} mode.
 */
public record ExperimentFile(
        String id,
        String title,
        NotesEntry notes,
        List<String> unavailable,
        Map<String, List<SeriesEntry>> seriesSets,
        SweepEntry defaults,
        List<SweepEntry> sweeps,
        List<FigureEntry> figures,
        List<TableEntry> tables,
        List<Explanation> explanations) {

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
                    null);
        }

        private static <T> T or(T a, T b) {
            return a != null ? a : b;
        }
    }

    private static final SweepEntry EMPTY = new SweepEntry(
            null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);

    /** A sweep's timing phase; see {@link Sweep.Timing}. */
    public record TimingEntry(Integer warmup, Integer rounds) {}

    /** One series of a sweep. */
    public record SeriesEntry(String label, String scheduler, String allocator) {}

    /** Either a fixed count or a relative-error rule. */
    public record Replications(Integer fixed, Double relativeError, String metric, Integer min, Integer max) {}

    /** One figure; see {@link Figure}. */
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
            List<String> only) {}

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
            List<Table.Source> rows,
            List<Table.Source> columns,
            List<List<Double>> paper) {}

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
        } catch (JsonMappingException ex) {
            int line = ex.getLocation() == null ? 0 : ex.getLocation().getLineNr();
            throw new BadInputException(file + ":" + line + ": " + ex.getOriginalMessage());
        } catch (IOException ex) {
            throw new BadInputException(file + ": cannot parse (" + ex.getMessage() + ")");
        }
        if (e == null) {
            throw new BadInputException(file + ": empty experiment file");
        }
        return e.toPaper(file);
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

    private DescribedPaper toPaper(String where) {
        String paperId = require(id, where, "id");
        Map<Mode, List<Sweep>> byMode = new EnumMap<>(Mode.class);
        for (Mode mode : Mode.values()) {
            List<Sweep> sw = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            for (SweepEntry s : require(sweeps, where, "sweeps")) {
                Sweep built = sweep(merged(require(s, where, "sweeps[] entry (an empty '-' item)"), mode), where);
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
                                require(f.metric(), where, "figures[].metric"),
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
            tabs.add(table(t, where, sw));
        }
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
        return new DescribedPaper(
                paperId,
                title == null ? paperId : title,
                byMode,
                figs,
                tabs,
                why,
                notes == null ? new NotesEntry(null, null, null) : notes,
                unavailable == null ? List.of() : unavailable);
    }

    private static Table table(TableEntry t, String where, List<Sweep> sweeps) {
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
        Table table;
        try {
            table = new Table(
                    tid,
                    t.caption() == null ? tid : t.caption(),
                    t.unit() == null ? "" : t.unit(),
                    t.scale() == null ? 1 : t.scale(),
                    new Table.Source(null, t.sweep(), t.series(), t.x(), t.metric(), t.analytic()),
                    rows,
                    cols,
                    paper,
                    t.tolerance() == null ? Double.NaN : t.tolerance());
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
                require(s.metric(), at, "metric");
                if (sweeps.stream().noneMatch(sw -> sw.id().equals(s.sweep()))) {
                    throw new BadInputException(at + ": unknown sweep '" + s.sweep() + "'");
                }
                if (s.x() != null && !s.x().equals("first") && !s.x().equals("last")) {
                    try {
                        Double.parseDouble(s.x());
                    } catch (NumberFormatException ex) {
                        throw new BadInputException(at + ": x must be a number, first or last, got '" + s.x() + "'");
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

    private Sweep sweep(SweepEntry s, String where) {
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
                        r.metric() == null ? "meanTurnaround" : r.metric(),
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
                                    require(e.scheduler(), w, "series[].scheduler"),
                                    e.allocator()))
                            .toList(),
                    rule,
                    s.timing() == null
                            ? null
                            : new Sweep.Timing(
                                    s.timing().warmup() == null ? 1 : s.timing().warmup(),
                                    require(s.timing().rounds(), w, "timing.rounds")),
                    profile.name(),
                    s.passes() == null ? profile.passes() : PassMode.parse(w + ": passes", s.passes()));
        } catch (IllegalArgumentException ex) {
            throw new BadInputException(w + ": " + ex.getMessage());
        }
    }

    private static <T> T require(T value, String where, String key) {
        if (value == null) {
            throw new BadInputException(where + ": missing key '" + key + "'");
        }
        return value;
    }
}
