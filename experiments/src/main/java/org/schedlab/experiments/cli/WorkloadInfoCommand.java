package org.schedlab.experiments.cli;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.experiments.run.Registry;
import org.schedlab.workloads.estimates.Estimates;
import org.schedlab.workloads.stats.TraceStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code schedlab workload-info SPEC --machine M}: the statistics of any workload (a trace, a jobs
 * file or a synthetic model with its load options) on a machine: those of {@code trace-info}
 * (jobs, means, offered load by the fat-tree paper's eq. 2) plus distribution summaries of size,
 * runtime, estimate and inter-arrival time and the popularity of estimate values.
 */
@Command(
        name = "workload-info",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Print the statistics of a workload (trace or model) on a machine: jobs, size, runtime,"
                + " estimate and inter-arrival summaries, offered load.")
final class WorkloadInfoCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(paramLabel = "SPEC", description = "a workload: swf:PATH, jobs:PATH, lublin, mesh-uniform, ...")
    String workload;

    @Option(names = "--machine", required = true, description = "the machine (the load and sizes refer to it)")
    String machine;

    @Option(names = "--allocator", description = "allocation policy of the machine (default: the machine's own)")
    String allocator;

    @Option(names = "--load", description = "arrival rate in jobs per time unit (synthetic workloads)")
    Double load;

    @Option(names = "--utilization", description = "target offered load (synthetic workloads that support it)")
    Double utilization;

    @Option(names = "--jobs", description = "number of jobs (synthetic workloads; the first N of a trace)")
    Integer jobs;

    @Option(names = "--seed", defaultValue = "1", description = "master seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--replication", defaultValue = "0", description = "replication index (default: ${DEFAULT-VALUE})")
    int replication;

    @picocli.CommandLine.Mixin
    ConventionOptions conventions = new ConventionOptions();

    @Option(names = "--format", defaultValue = "table", description = "table, json or csv (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    public Integer call() {
        if (jobs != null && jobs < 1) {
            throw new BadInputException("--jobs must be >= 1, got " + jobs);
        }
        if (replication < 0) {
            throw new BadInputException("--replication must be >= 0, got " + replication);
        }
        Registry registry = Registry.discover();
        Machine m = registry.machine(
                Spec.parse("--machine", machine), allocator == null ? null : Spec.parse("--allocator", allocator));
        Spec spec = Spec.parse("--workload", workload, "swf", "jobs", "batsim");
        Map<String, String> options = conventions.toMap(spec.name().equals("swf"));
        WorkloadParams params = new WorkloadParams(
                m,
                new RandomStreams(seed, replication),
                load == null ? Double.NaN : load,
                utilization == null ? Double.NaN : utilization,
                jobs == null ? 0 : jobs,
                options);
        Workload w = limited(registry.workload(spec, params));
        // the trace statistics from the workload as read (a trace's logged waits count there)
        Map<String, String> plain = new HashMap<>(options);
        plain.remove(Estimates.KEY);
        Workload read = limited(registry.workload(spec, withOptions(params, plain)));
        TraceStats stats = TraceStats.of(read, m.capacity());
        if (stats.jobs() == 0) {
            throw new BadInputException("workload " + spec.text() + " has no jobs");
        }
        Map<String, Object> out = new LinkedHashMap<>(stats.describe());
        out.put("offeredLoadNote", offeredLoadNote(w.provenance()));
        out.putAll(distributions(w));
        out.put("machine", m.describe());
        out.put("workload", spec.text());
        out.put("seed", seed);
        out.put("replication", replication);
        out.put("profile", conventions.namedProfile().name());
        out.put("input", w.provenance());
        command.commandLine().getOut().println(format.render(out));
        return 0;
    }

    /**
     * Which offered load is which: {@code offeredLoad} is measured on the jobs printed, while a
     * model's {@code input.offeredLoad} is what its laws give in expectation (the {@code
     * --utilization} target when given). A finite sample of a heavy-tailed model approaches the
     * expectation slowly ({@code lublin} at 0.7 on {@code flat:128}: 0.61 at 10,000 jobs, 0.69 at
     * 1,000,000), so the two differ without anything being wrong.
     */
    static String offeredLoadNote(Map<String, Object> input) {
        String measured = "offeredLoad is measured on these jobs (eq. 2 of Pascual et al. 2009: the jobs after the"
                + " first 1% that end by the last arrival)";
        if (input == null || !input.containsKey("offeredLoad")) {
            return measured;
        }
        return measured + "; input.offeredLoad is what the model's laws give in expectation (the --utilization"
                + " target when given), which the measured one approaches as --jobs grows";
    }

    private static WorkloadParams withOptions(WorkloadParams p, Map<String, String> options) {
        return new WorkloadParams(p.machine(), p.streams(), p.load(), p.utilization(), p.jobs(), options);
    }

    /** At most {@code --jobs} jobs of {@code w} (a trace may hold more). */
    private Workload limited(Workload w) {
        if (jobs == null) {
            return w;
        }
        return new Workload() {
            @Override
            public java.util.Iterator<Job> iterator() {
                java.util.Iterator<Job> it = w.iterator();
                return new java.util.Iterator<>() {
                    int taken;

                    @Override
                    public boolean hasNext() {
                        return taken < jobs && it.hasNext();
                    }

                    @Override
                    public Job next() {
                        taken++;
                        return it.next();
                    }
                };
            }

            @Override
            public Map<String, Object> provenance() {
                return w.provenance();
            }
        };
    }

    /** Summaries of size, runtime, estimate and inter-arrival, and the estimate values' popularity. */
    static Map<String, Object> distributions(Workload w) {
        int n = 0;
        double[] size = new double[1024];
        double[] runtime = new double[1024];
        double[] estimate = new double[1024];
        double[] gap = new double[1024];
        double last = Double.NaN;
        long below = 0;
        Map<Double, Long> values = new HashMap<>();
        for (Job j : w) {
            if (n == size.length) {
                size = Arrays.copyOf(size, 2 * n);
                runtime = Arrays.copyOf(runtime, 2 * n);
                estimate = Arrays.copyOf(estimate, 2 * n);
                gap = Arrays.copyOf(gap, 2 * n);
            }
            size[n] = j.procs();
            runtime[n] = j.runtime();
            estimate[n] = j.estimate();
            gap[n] = Double.isNaN(last) ? Double.NaN : j.submit() - last;
            last = j.submit();
            if (j.estimate() < j.runtime()) {
                below++;
            }
            values.merge(j.estimate(), 1L, Long::sum);
            n++;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("size", summary(Arrays.copyOf(size, n)));
        out.put("runtime", summary(Arrays.copyOf(runtime, n)));
        out.put("estimate", summary(Arrays.copyOf(estimate, n)));
        out.put("interarrival", summary(n > 1 ? Arrays.copyOfRange(gap, 1, n) : new double[0]));
        Map<String, Object> e = new LinkedHashMap<>();
        long[] counts =
                values.values().stream().mapToLong(Long::longValue).sorted().toArray();
        long top20 = 0;
        for (int i = 0; i < Math.min(20, counts.length); i++) {
            top20 += counts[counts.length - 1 - i];
        }
        double max =
                values.keySet().stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        e.put("distinct", values.size());
        e.put("shareTop20Values", n == 0 ? Double.NaN : top20 / (double) n);
        e.put("shareMaxValue", n == 0 ? Double.NaN : values.getOrDefault(max, 0L) / (double) n);
        e.put("belowRuntime", below);
        out.put("estimateValues", e);
        return out;
    }

    private static Map<String, Object> summary(double[] v) {
        Map<String, Object> m = new LinkedHashMap<>();
        double[] s = v.clone();
        Arrays.sort(s);
        m.put("mean", Arrays.stream(s).average().orElse(Double.NaN));
        m.put("p10", rank(s, 0.10));
        m.put("p50", rank(s, 0.50));
        m.put("p90", rank(s, 0.90));
        m.put("p99", rank(s, 0.99));
        m.put("max", s.length == 0 ? Double.NaN : s[s.length - 1]);
        return m;
    }

    /** Nearest-rank percentile. */
    private static double rank(double[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
