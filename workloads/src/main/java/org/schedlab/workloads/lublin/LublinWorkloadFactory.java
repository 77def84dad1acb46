package org.schedlab.workloads.lublin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * {@code lublin}: the {@link LublinWorkload} on the machine's processors, {@code --jobs N} jobs.
 *
 * <p>Load: {@code --utilization U} scales every inter-arrival time by one factor so that the
 * offered load {@code sum over types of E[size x runtime] / (P x mean inter-arrival)} is U, with
 * the moments of the joint law ({@link Moments}); {@code --load R} does the same for an arrival
 * rate of R jobs per second; with neither the model keeps its own arrivals. The day stays 24
 * hours long (the factor multiplies the points each inter-arrival buys, see {@link DailyCycle}).
 *
 * <p>Options ({@code key=value}, all optional):
 *
 * <ul>
 *   <li>{@code types=both|none}: batch and interactive jobs, each with its own parameters and
 *       arrivals (the reference's default), or the whole-sample parameters for every job;
 *   <li>{@code size=N}: the machine size the size law is built for (default and at most: the
 *       largest count the machine maps, {@link Machine#largestRequest()}, its processors but on
 *       a mesh whose request mapping serves fewer). The published parameters are for 128 nodes; for N nodes
 *       {@code uhi} and {@code umed} move by {@code log2(N) - 7} ({@link JobType#scaledTo});
 *   <li>{@code clock=model|reference}: see {@link DailyCycle.Clock};
 *   <li>{@code start-hour=H}: the hour of day at time 0 (default 0, midnight);
 *   <li>every parameter of {@link JobType} by its key ({@code serial-prob}, {@code pow2-prob},
 *       {@code ulow}, {@code umed}, {@code uhi}, {@code uprob}, {@code a1}, {@code b1}, {@code
 *       a2}, {@code b2}, {@code pa}, {@code pb}, {@code aarr}, {@code barr}, {@code arar}, {@code
 *       anum}, {@code bnum}): for every type, or for one with the prefix {@code batch.} or {@code
 *       interactive.} (which wins); an explicit {@code uhi} or {@code umed} is not moved by
 *       {@code size};
 *   <li>{@code streams=NAME}: draw from the streams {@code NAME/...} instead.
 * </ul>
 */
public final class LublinWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "lublin";

    private static final String TYPES = "types";
    private static final String SIZE = "size";
    private static final String CLOCK = "clock";
    private static final String START_HOUR = "start-hour";
    private static final String STREAMS = "streams";
    private static final String BATCH = "batch";
    private static final String INTERACTIVE = "interactive";
    private static final String WHOLE = "whole";

    /** The workload with its exact moments, for {@code workload-info} and tests. */
    public record Model(
            LublinWorkload workload, List<Moments> moments, List<Double> meanInterarrivals, int processors) {
        /** Arrivals per second of all types together. */
        public double rate() {
            return meanInterarrivals.stream().mapToDouble(m -> 1 / m).sum();
        }

        /** The offered load on {@link #processors}: {@code sum E[size x runtime] / (P x gap)}. */
        public double offeredLoad() {
            double u = 0;
            for (int i = 0; i < moments.size(); i++) {
                u += moments.get(i).meanWork() / meanInterarrivals.get(i);
            }
            return u / processors;
        }
    }

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        return model(spec, params).workload();
    }

    /** Builds the workload and its moments. */
    public Model model(Spec spec, WorkloadParams params) {
        spec.requireArgs(0, 0, NAME + " (no arguments; options as --convention KEY=VALUE)");
        Machine machine = params.machine();
        if (machine == null) {
            throw new BadInputException("workload " + NAME + " needs a machine (--machine)");
        }
        Map<String, String> options = params.options();
        requireKnown(options);
        if (params.jobs() < 1) {
            throw new BadInputException("workload " + NAME + " needs --jobs N with N >= 1");
        }
        // the size law is built for the largest count the machine maps, the load for all processors
        int largest = machine.largestRequest();
        int processors = machine.capacity();
        boolean typed = switch (options.getOrDefault(TYPES, "both")) {
            case "both" -> true;
            case "none" -> false;
            default -> throw bad(TYPES, options.get(TYPES), "both or none");
        };
        int size = options.containsKey(SIZE) ? intOption(SIZE, options.get(SIZE), 1, largest) : largest;
        DailyCycle.Clock clock = switch (options.getOrDefault(CLOCK, "model")) {
            case "model" -> DailyCycle.Clock.MODEL;
            case "reference" -> DailyCycle.Clock.REFERENCE;
            default -> throw bad(CLOCK, options.get(CLOCK), "model or reference");
        };
        int startHour = options.containsKey(START_HOUR) ? intOption(START_HOUR, options.get(START_HOUR), 0, 23) : 0;
        String scope = options.get(STREAMS);
        if (scope != null && (scope.isBlank() || scope.contains("/"))) {
            throw new BadInputException(
                    "workload " + NAME + ": option streams must be a non-empty name without '/', got '" + scope + "'");
        }
        double log2Size = Math.log(size) / Math.log(2);
        List<LublinWorkload.Stream> streams = new ArrayList<>();
        if (typed) {
            // tie order of the reference: interactive first
            streams.add(stream(INTERACTIVE, JobType.INTERACTIVE, options, log2Size, largest));
            streams.add(stream(BATCH, JobType.BATCH, options, log2Size, largest));
        } else {
            for (String key : options.keySet()) {
                if (key.startsWith(BATCH + ".") || key.startsWith(INTERACTIVE + ".")) {
                    throw new BadInputException("workload " + NAME + ": option " + key
                            + " needs types=both (with types=none every job has the whole-sample parameters)");
                }
            }
            streams.add(stream(WHOLE, JobType.WHOLE, options, log2Size, largest));
        }
        List<Moments> moments =
                streams.stream().map(s -> new Moments(s.type(), s.maxNodes())).toList();
        double scale = scale(params, moments, clock, processors);
        List<Double> gaps =
                moments.stream().map(m -> m.meanInterarrival(scale, clock)).toList();
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("model", NAME);
        provenance.put(TYPES, typed ? "both" : "none");
        provenance.put(SIZE, size);
        provenance.put(CLOCK, clock.name().toLowerCase(Locale.ROOT));
        provenance.put(START_HOUR, startHour);
        provenance.put("interarrivalScale", scale);
        provenance.put("maxRuntime", Moments.MAX_RUNTIME);
        Model model = new Model(null, moments, gaps, processors);
        provenance.put("rate", model.rate());
        provenance.put("offeredLoad", model.offeredLoad());
        for (int i = 0; i < streams.size(); i++) {
            Map<String, Object> t = new LinkedHashMap<>();
            Moments m = moments.get(i);
            t.put("share", (1 / gaps.get(i)) / model.rate());
            t.put("maxNodes", m.maxNodes());
            t.put("meanSize", m.meanSize());
            t.put("meanRuntime", m.meanRuntime());
            t.put("meanWork", m.meanWork());
            t.put("meanInterarrival", gaps.get(i));
            t.put("parameters", streams.get(i).type().toString());
            provenance.put(streams.get(i).name(), t);
        }
        if (scope != null) {
            provenance.put(STREAMS, scope);
        }
        provenance.put("jobs", params.jobs());
        provenance.put("seed", params.streams().masterSeed());
        provenance.put("replication", params.streams().replication());
        LublinWorkload w = new LublinWorkload(
                streams, startHour, scale, clock, params.jobs(), params.streams(), scope, provenance);
        return new Model(w, moments, gaps, processors);
    }

    /** The inter-arrival scale for --utilization or --load (1 without either). */
    private static double scale(WorkloadParams params, List<Moments> moments, DailyCycle.Clock clock, int processors) {
        double[] weight = new double[moments.size()];
        double target;
        if (!Double.isNaN(params.load())) {
            if (!(params.load() > 0) || Double.isInfinite(params.load())) {
                throw new BadInputException("--load must be a finite arrival rate > 0, got " + params.load());
            }
            java.util.Arrays.fill(weight, 1);
            target = params.load();
        } else if (!Double.isNaN(params.utilization())) {
            if (!(params.utilization() > 0) || Double.isInfinite(params.utilization())) {
                throw new BadInputException("--utilization must be finite and > 0, got " + params.utilization());
            }
            for (int i = 0; i < weight.length; i++) {
                weight[i] = moments.get(i).meanWork() / processors;
            }
            target = params.utilization();
        } else {
            return 1;
        }
        return solveScale(moments, weight, target, clock);
    }

    /**
     * The scale c with {@code sum_i weight_i / gap_i(c) = target}, where {@code gap_i(c) = c mu_i
     * - delta} ({@link Moments#meanInterarrival}); closed form for the model clock ({@code delta =
     * 0}), bisection for the reference clock (the sum falls as c grows).
     */
    static double solveScale(List<Moments> moments, double[] weight, double target, DailyCycle.Clock clock) {
        double atOne = 0;
        for (int i = 0; i < moments.size(); i++) {
            atOne += weight[i] / moments.get(i).meanInterarrival(1, DailyCycle.Clock.MODEL);
        }
        double c = atOne / target;
        if (clock == DailyCycle.Clock.MODEL) {
            return c;
        }
        double lo = 0;
        for (Moments m : moments) {
            lo = Math.max(lo, 0.5 / m.meanInterarrival(1, DailyCycle.Clock.MODEL));
        }
        double hi = Math.max(c, lo) * 2 + 1;
        while (sum(moments, weight, hi, clock) > target) {
            hi *= 2;
        }
        for (int iter = 0; iter < 200 && hi - lo > 1e-15 * hi; iter++) {
            double mid = (lo + hi) / 2;
            if (sum(moments, weight, mid, clock) > target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    private static double sum(List<Moments> moments, double[] weight, double c, DailyCycle.Clock clock) {
        double s = 0;
        for (int i = 0; i < moments.size(); i++) {
            double gap = moments.get(i).meanInterarrival(c, clock);
            s += gap > 0 ? weight[i] / gap : Double.POSITIVE_INFINITY;
        }
        return s;
    }

    /** One type's parameters after the size scaling and the options. */
    private static LublinWorkload.Stream stream(
            String name, JobType published, Map<String, String> options, double log2Size, int processors) {
        Map<String, Double> common = new LinkedHashMap<>();
        Map<String, Double> own = new LinkedHashMap<>();
        for (String key : JobType.KEYS) {
            if (options.containsKey(key)) {
                common.put(key, number(key, options.get(key)));
            }
            String prefixed = name + "." + key;
            if (options.containsKey(prefixed)) {
                own.put(key, number(prefixed, options.get(prefixed)));
            }
        }
        Map<String, Double> changes = new LinkedHashMap<>(common);
        changes.putAll(own);
        JobType scaled = published.scaledTo(log2Size);
        Map<String, Double> sizes = new LinkedHashMap<>();
        // an explicit uhi or umed is taken as given; the others keep the scaling
        for (String key : List.of("ulow", "umed", "uhi")) {
            if (!changes.containsKey(key)) {
                sizes.put(key, scaled.values().get(key));
            }
        }
        sizes.putAll(changes);
        JobType type;
        try {
            type = published.with(sizes);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("workload " + NAME + " (" + name + " jobs): " + e.getMessage());
        }
        long top = (long) Math.floor(Math.pow(2, type.uHi()) + 0.5);
        if (top > processors) {
            throw new BadInputException("workload " + NAME + " (" + name + " jobs): uhi=" + type.uHi()
                    + " gives jobs of up to " + top + " processors, more than the machine takes (" + processors
                    + ")");
        }
        return new LublinWorkload.Stream(name, type, (int) top);
    }

    private static void requireKnown(Map<String, String> options) {
        Set<String> known = new TreeSet<>(List.of(TYPES, SIZE, CLOCK, START_HOUR, STREAMS));
        for (String key : JobType.KEYS) {
            known.add(key);
            known.add(BATCH + "." + key);
            known.add(INTERACTIVE + "." + key);
        }
        for (String key : new TreeSet<>(options.keySet())) {
            if (!known.contains(key)) {
                throw new BadInputException("workload " + NAME + ": unknown option '" + key + "' (known: " + TYPES
                        + ", " + SIZE + ", " + CLOCK + ", " + START_HOUR + ", " + STREAMS + " and the parameters "
                        + String.join(", ", JobType.KEYS) + ", each also as batch.KEY or interactive.KEY)");
            }
        }
    }

    private static double number(String key, String text) {
        try {
            double v = Double.parseDouble(text.strip());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw bad(key, text, "a finite number");
    }

    private static int intOption(String key, String text, int min, int max) {
        try {
            int v = Integer.parseInt(text.strip());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw bad(key, text, "an integer in [" + min + ", " + max + "]");
    }

    private static BadInputException bad(String key, String text, String expected) {
        return new BadInputException("workload " + NAME + ": option " + key + "=" + text + ": expected " + expected);
    }

    @Override
    public String synopsis() {
        return NAME + "  Lublin-Feitelson 2003 model (m_lublin99.c): batch and interactive jobs, daily cycle,"
                + " two-stage uniform log2 sizes scaled to the machine, hyper-gamma runtimes correlated with size;"
                + " --utilization U (exact, from the joint law) or --load R or the model's own arrivals;"
                + " --jobs N; options types=, size=, clock=, start-hour=, the model's parameters, streams=";
    }
}
