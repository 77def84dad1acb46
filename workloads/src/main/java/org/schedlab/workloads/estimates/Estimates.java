package org.schedlab.workloads.estimates;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;
import java.util.function.Function;
import org.apache.commons.rng.UniformRandomProvider;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;

/**
 * The workload convention {@code estimates=MODEL}, usable on any workload (a trace, a jobs file or
 * a synthetic model): it replaces every job's user runtime estimate, never below the runtime.
 *
 * <ul>
 *   <li>{@code tsafrir[:MAXEST[:SHARE]]}: the model of Tsafrir, Etsion and Feitelson (JSSPP
 *       2005), see {@link TsafrirModel}. MAXEST is the maximal estimate in seconds (at least 3600;
 *       default: the workload's declared maximal runtime, provenance key {@code maxRuntime}, else
 *       its largest runtime); SHARE the percent of jobs on it (default: the model's, about 22%).
 *       Runtimes above MAXEST are cut to it, as in the reference, and counted.
 *   <li>{@code factor:F}: uniform on {@code [r, F r]} for a job of runtime r (F &gt;= 1), the
 *       "f-model" of Mu'alem and Feitelson used by many backfilling studies.
 * </ul>
 *
 * <p>Draws come from the replication's stream {@value #STREAM}, so adding the convention changes
 * no other draw. {@code tsafrir} needs every runtime first: it reads the workload once for the
 * runtimes (8 bytes a job), then streams it again with the estimates (4 bytes a job).
 */
public final class Estimates {
    /** The option key. */
    public static final String KEY = "estimates";
    /** The random stream of the estimates. */
    public static final String STREAM = "estimates";

    private Estimates() {}

    /**
     * The workload {@code create} builds from {@code params}, with estimates drawn by the model of
     * the option {@value #KEY} when it is given (the option is removed before {@code create} sees
     * it).
     */
    public static Workload apply(WorkloadParams params, Function<WorkloadParams, Workload> create) {
        String spec = params.options().get(KEY);
        if (spec == null) {
            return create.apply(params);
        }
        Map<String, String> rest = new HashMap<>(params.options());
        rest.remove(KEY);
        WorkloadParams inner = new WorkloadParams(
                params.machine(), params.streams(), params.load(), params.utilization(), params.jobs(), rest);
        String[] parts = spec.strip().split(":", -1);
        Model model = parse(spec, parts);
        return new EstimatedWorkload(create.apply(inner), model, spec.strip(), params.streams());
    }

    /** A parsed estimate model. */
    sealed interface Model permits Tsafrir, Factor {}

    /** {@code tsafrir[:MAXEST[:SHARE]]}; absent parts are 0 / NaN. */
    record Tsafrir(int maxEstimate, double maxShare) implements Model {}

    /** {@code factor:F}. */
    record Factor(double factor) implements Model {}

    static Model parse(String spec, String[] parts) {
        switch (parts[0]) {
            case "tsafrir" -> {
                if (parts.length > 3) {
                    throw bad(spec, "tsafrir, tsafrir:MAXEST or tsafrir:MAXEST:SHARE");
                }
                int max = 0;
                double share = Double.NaN;
                if (parts.length >= 2) {
                    try {
                        max = Integer.parseInt(parts[1]);
                    } catch (NumberFormatException e) {
                        max = -1;
                    }
                    if (max < 3600) {
                        throw bad(spec, "MAXEST in whole seconds >= 3600, such as tsafrir:36000");
                    }
                }
                if (parts.length == 3) {
                    try {
                        share = Double.parseDouble(parts[2]);
                    } catch (NumberFormatException e) {
                        share = -1;
                    }
                    if (!(share >= 0 && share <= 100)) {
                        throw bad(spec, "SHARE in percent [0, 100], such as tsafrir:64800:23.8");
                    }
                }
                return new Tsafrir(max, share);
            }
            case "factor" -> {
                double f = parts.length == 2 ? parseOrNaN(parts[1]) : Double.NaN;
                if (!(f >= 1) || Double.isInfinite(f)) {
                    throw bad(spec, "factor:F with a finite F >= 1, such as factor:3");
                }
                return new Factor(f);
            }
            default -> throw bad(spec, "tsafrir[:MAXEST[:SHARE]] or factor:F");
        }
    }

    private static double parseOrNaN(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static BadInputException bad(String spec, String expected) {
        return new BadInputException("option " + KEY + "=" + spec + ": expected " + expected);
    }

    /** A workload with its estimates replaced. */
    static final class EstimatedWorkload implements Workload {
        private final Workload inner;
        private final Model model;
        private final String spec;
        private final RandomStreams streams;
        private final Map<String, Object> extra = new LinkedHashMap<>();
        private int[] tsafrir;
        private int maxEstimate;

        EstimatedWorkload(Workload inner, Model model, String spec, RandomStreams streams) {
            this.inner = inner;
            this.model = model;
            this.spec = spec;
            this.streams = streams;
        }

        @Override
        public Iterator<Job> iterator() {
            if (model instanceof Factor f) {
                UniformRandomProvider rng = streams.stream(STREAM);
                Iterator<Job> jobs = inner.iterator();
                return map(
                        jobs,
                        (i, j) ->
                                withEstimate(j, j.runtime(), j.runtime() * (1 + (f.factor() - 1) * rng.nextDouble())));
            }
            prepareTsafrir();
            Iterator<Job> jobs = inner.iterator();
            return map(jobs, (i, j) -> {
                if (i >= tsafrir.length) {
                    throw new IllegalStateException("the workload gave more jobs on its second pass");
                }
                return withEstimate(j, Math.min(j.runtime(), maxEstimate), tsafrir[i]);
            });
        }

        private static Job withEstimate(Job j, double runtime, double estimate) {
            return new Job(j.id(), j.submit(), runtime, Math.max(runtime, estimate), j.procs(), j.request(), j.user());
        }

        /** First pass: the runtimes, the histogram and the assignment (once per workload). */
        private synchronized void prepareTsafrir() {
            if (tsafrir != null) {
                return;
            }
            Tsafrir t = (Tsafrir) model;
            double[] runtimes = new double[1024];
            int n = 0;
            double longest = 0;
            for (Job j : inner) {
                if (n == runtimes.length) {
                    runtimes = java.util.Arrays.copyOf(runtimes, 2 * n);
                }
                runtimes[n++] = j.runtime();
                longest = Math.max(longest, j.runtime());
            }
            runtimes = java.util.Arrays.copyOf(runtimes, n);
            int max = t.maxEstimate();
            String from = "given";
            if (max == 0) {
                Object declared = inner.provenance().get("maxRuntime");
                if (declared instanceof Number num) {
                    max = (int) Math.ceil(num.doubleValue());
                    from = "the workload's maximal runtime";
                } else {
                    max = (int) Math.ceil(longest);
                    from = "the largest runtime";
                }
                if (max < 3600) {
                    throw new BadInputException("option " + KEY + "=" + spec + ": the model's estimates are seconds"
                            + " with a maximal estimate of at least 3600, but " + from + " is " + max
                            + "; give one as tsafrir:MAXEST (or use factor:F for a model in other time units)");
                }
            }
            if (n == 0) {
                tsafrir = new int[0];
                maxEstimate = max;
                return;
            }
            int cut = 0;
            for (int i = 0; i < n; i++) {
                if (runtimes[i] > max) {
                    runtimes[i] = max;
                    cut++;
                }
            }
            UniformRandomProvider rng = streams.stream(STREAM);
            TreeMap<Integer, Integer> histogram = TsafrirModel.histogram(n, max, t.maxShare(), rng);
            try {
                tsafrir = TsafrirModel.assign(runtimes, histogram, rng);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("option " + KEY + "=" + spec + ": the model cannot give every job an"
                        + " estimate >= its runtime with a maximal estimate of " + max + " s (" + e.getMessage()
                        + "); give a larger MAXEST or a larger SHARE (tsafrir:MAXEST:SHARE)");
            }
            maxEstimate = max;
            extra.put("maxEstimate", max);
            extra.put("maxEstimateFrom", from);
            extra.put("distinctEstimates", histogram.size());
            extra.put("runtimesCut", cut);
        }

        @Override
        public Map<String, Object> provenance() {
            Map<String, Object> m = new LinkedHashMap<>(inner.provenance());
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("model", spec);
            e.put("stream", STREAM);
            e.putAll(extra);
            m.put(KEY, e);
            return m;
        }

        private interface JobMap {
            Job apply(int index, Job job);
        }

        private static Iterator<Job> map(Iterator<Job> jobs, JobMap f) {
            return new Iterator<>() {
                private int index;

                @Override
                public boolean hasNext() {
                    return jobs.hasNext();
                }

                @Override
                public Job next() {
                    if (!jobs.hasNext()) {
                        throw new NoSuchElementException();
                    }
                    return f.apply(index++, jobs.next());
                }
            };
        }
    }
}
