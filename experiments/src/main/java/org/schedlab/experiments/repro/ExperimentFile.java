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
import java.util.List;
import java.util.Map;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.stats.StoppingRule;

/**
 * A user's own experiment as a YAML file: sweeps and figures in the same shape as a reproduced
 * paper's, run by {@code schedlab reproduce --spec FILE}. Unknown keys are errors; the seed comes
 * from the command line and is echoed in the manifest.
 *
 * <pre>{@code
 * id: my-study
 * sweeps:
 *   - id: uniform
 *     machine: mesh:32x32
 *     workload: mesh-uniform
 *     jobs: 2000
 *     parameter: load           # load | load-factor | template
 *     points: [0.5, 1.0, 1.5]
 *     replications: {fixed: 3}  # or {relativeError: 0.05, metric: meanTurnaround, min: 3, max: 50}
 *     series:
 *       - {label: FCFS, scheduler: fcfs, allocator: mpl}
 *       - {label: OO, scheduler: oo, allocator: mpl}
 * figures:
 *   - {id: tat, sweep: uniform, metric: meanTurnaround, xLabel: Load, yLabel: Turnaround}
 * }</pre>
 */
public record ExperimentFile(String id, String title, List<SweepEntry> sweeps, List<FigureEntry> figures) {

    /** One sweep; see {@link Sweep} for the meaning of each key. */
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
            Boolean timeAllocator) {}

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
            Boolean logY) {}

    /** Reads and validates {@code file}. */
    public static Paper load(Path file) {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        ExperimentFile e;
        try {
            e = yaml.readValue(Files.readString(file), ExperimentFile.class);
        } catch (NoSuchFileException ex) {
            throw new BadInputException("--spec " + file + ": file not found");
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
            throw new BadInputException("--spec " + file + ": cannot read (" + ex.getMessage() + ")");
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

    private Paper toPaper(Path file) {
        String where = file.toString();
        String paperId = require(id, where, "id");
        List<Sweep> sw = require(sweeps, where, "sweeps").stream()
                .map(s -> sweep(require(s, where, "sweeps[] entry (an empty '-' item)"), where))
                .toList();
        List<Figure> figs = require(figures, where, "figures").stream()
                .map(f -> require(f, where, "figures[] entry (an empty '-' item)"))
                .map(f -> new Figure(
                        require(f.id(), where, "figures[].id"),
                        f.caption() == null ? f.id() : f.caption(),
                        require(f.sweep(), where, "figures[].sweep"),
                        require(f.metric(), where, "figures[].metric"),
                        f.xLabel() == null ? "x" : f.xLabel(),
                        f.yLabel() == null ? f.metric() : f.yLabel(),
                        f.scale() == null ? 1 : f.scale(),
                        Boolean.TRUE.equals(f.logY())))
                .toList();
        for (Figure f : figs) {
            if (sw.stream().noneMatch(s -> s.id().equals(f.sweep()))) {
                throw new BadInputException(where + ": figure " + f.id() + " names unknown sweep '" + f.sweep() + "'");
            }
        }
        String heading = title == null ? paperId : title;
        return new Paper() {
            @Override
            public String id() {
                return paperId;
            }

            @Override
            public List<Sweep> sweeps(Mode mode) {
                return sw;
            }

            @Override
            public List<Figure> figures() {
                return figs;
            }

            @Override
            public List<Claim> claims() {
                return List.of();
            }

            @Override
            public String toString() {
                return heading;
            }
        };
    }

    private static Sweep sweep(SweepEntry s, String where) {
        String sid = require(s.id(), where, "sweeps[].id");
        String w = where + " sweep " + sid;
        Sweep.Parameter p;
        String param = require(s.parameter(), w, "parameter");
        switch (param) {
            case "load" -> p = Sweep.Parameter.LOAD;
            case "load-factor" -> p = Sweep.Parameter.LOAD_FACTOR;
            case "template" -> p = Sweep.Parameter.TEMPLATE;
            default ->
                throw new BadInputException(
                        w + ": parameter must be load, load-factor or template, got '" + param + "'");
        }
        Replications r = require(s.replications(), w, "replications");
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
                    require(s.series(), w, "series").stream()
                            .map(e -> require(e, w, "series[] entry (an empty '-' item)"))
                            .map(e -> new Sweep.Series(
                                    require(e.label(), w, "series[].label"),
                                    require(e.scheduler(), w, "series[].scheduler"),
                                    e.allocator()))
                            .toList(),
                    rule,
                    Boolean.TRUE.equals(s.timeAllocator()));
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
