package org.schedlab.experiments.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.capacity.BinFilling;
import org.schedlab.multicluster.capacity.CapacityLoss;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code schedlab capacity-loss}: the capacity loss (one minus the maximal utilization) of a
 * single cluster or a multicluster, analytically or by bin filling (Bucur and Epema, JSSPP 2000,
 * section 3). Total requests of C components are one bin of C x N processors filled with the sum
 * law; ordered and unordered requests fill the C clusters with the allocator's placement rules.
 */
@Command(
        name = "capacity-loss",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Capacity loss of a (multi)cluster: analytic approximation (eqs. 3-4), exact bin-filling"
                + " expectation (eqs. 1-2 and exact multicluster filling) or bin-filling simulation.")
final class CapacityLossCommand implements Callable<Integer> {
    /** Stream name of the bin-filling simulation. */
    static final String STREAM = "binfill";

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--clusters", defaultValue = "1", description = "number of clusters C (default: ${DEFAULT-VALUE})")
    int clusters;

    @Option(names = "--size", required = true, description = "processors per cluster N")
    int size;

    @Option(names = "--components", description = "component sizes uniform on N1:N2 (give this or --geometric)")
    String components;

    @Option(
            names = "--geometric",
            description = "component sizes truncated geometric on [1, N] with parameter q, 0 < q < 1 (Table 2)")
    Double geometric;

    @Option(
            names = "--requests",
            defaultValue = "total",
            description = "total, ordered or unordered (default: ${DEFAULT-VALUE})")
    String requests;

    @Option(
            names = "--placement",
            defaultValue = "ff",
            description = "ff or wf for unordered requests (default: ${DEFAULT-VALUE})")
    String placement;

    @Option(names = "--share", description = "let components of one unordered request share a cluster")
    boolean share;

    @Option(
            names = "--method",
            defaultValue = "exact",
            description = "approx (eq. 3 over {0..max-1} = eq. 4 for uniform sizes), approx-exact-set (eq. 3 over"
                    + " the exact set I), exact (bin-filling expectation without sampling) or binfill (simulation)"
                    + " (default: ${DEFAULT-VALUE})")
    String method;

    @Option(names = "--runs", defaultValue = "10000", description = "bin-filling runs (default: ${DEFAULT-VALUE})")
    long runs;

    @Option(names = "--seed", defaultValue = "1", description = "master seed for binfill (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--format", defaultValue = "table", description = "table or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    /** Range limits: beyond them arrays and counts would overflow (checked before any work). */
    static final int MAX_CLUSTERS = 1 << 16;

    static final long MAX_PROCESSORS = 1 << 24;

    static final long MAX_RUNS = 1_000_000_000L;

    @Override
    public Integer call() {
        if (clusters < 1) {
            throw new BadInputException("--clusters must be >= 1, got " + clusters);
        }
        if (size < 1) {
            throw new BadInputException("--size must be >= 1, got " + size);
        }
        if (clusters > MAX_CLUSTERS) {
            throw new BadInputException("--clusters must be at most " + MAX_CLUSTERS + ", got " + clusters);
        }
        if ((long) clusters * size > MAX_PROCESSORS) {
            throw new BadInputException("--clusters " + clusters + " times --size " + size
                    + " processors is too many (at most " + MAX_PROCESSORS + " in all)");
        }
        if (runs > MAX_RUNS) {
            throw new BadInputException("--runs must be at most " + MAX_RUNS + ", got " + runs);
        }
        SizeDistribution law = law();
        if (law.max() > size) {
            throw new BadInputException("components up to " + law.max() + " do not fit clusters of --size " + size);
        }
        RequestKind kind = kind();
        Placement rule = Placement.bySpelling(placement.toLowerCase(Locale.ROOT));
        if (rule == null) {
            throw new BadInputException("--placement must be ff or wf, got '" + placement + "'");
        }
        int[] sizes = new int[clusters];
        java.util.Arrays.fill(sizes, size);
        BinFilling filling = new BinFilling(sizes, kind, rule, share, law, clusters);
        Map<String, Object> out = new LinkedHashMap<>();
        double loss;
        switch (method) {
            case "approx", "approx-exact-set" -> {
                if (kind != RequestKind.TOTAL) {
                    throw new BadInputException("--method " + method + " is the single-cluster approximation: use"
                            + " --requests total (or --method exact|binfill)");
                }
                SizeDistribution total = law.sumOf(clusters);
                loss = method.equals("approx")
                        ? CapacityLoss.approximation(total, clusters * size)
                        : CapacityLoss.approximationExactSet(total, clusters * size);
            }
            case "exact" -> {
                try {
                    loss = filling.exact();
                } catch (IllegalArgumentException e) {
                    throw new BadInputException("--method exact: " + e.getMessage(), e);
                }
            }
            case "binfill" -> {
                if (runs < 2) {
                    throw new BadInputException("--runs must be >= 2, got " + runs);
                }
                BinFilling.Estimate e = filling.run(runs, new RandomStreams(seed, 0).stream(STREAM));
                loss = e.capacityLoss();
                out.put("halfWidth", e.halfWidth());
                out.put("runs", e.runs());
                out.put("placements", e.placements());
                out.put("seed", seed);
            }
            default ->
                throw new BadInputException(
                        "--method must be approx, approx-exact-set, exact or binfill, got '" + method + "'");
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("capacityLoss", loss);
        result.put("maxUtilization", 1 - loss);
        result.put("method", method);
        result.putAll(out);
        result.put("clusters", clusters);
        result.put("size", size);
        result.put("components", law.toString());
        result.put("requests", kind.spelling());
        if (kind == RequestKind.UNORDERED) {
            result.put("placement", rule.spelling());
            result.put("share", share);
        }
        command.commandLine().getOut().println(format.render(result));
        return 0;
    }

    private SizeDistribution law() {
        if ((components == null) == (geometric == null)) {
            throw new BadInputException("give exactly one of --components N1:N2 and --geometric q");
        }
        if (geometric != null) {
            if (!(geometric > 0 && geometric < 1)) {
                throw new BadInputException("--geometric must be in (0, 1), got " + geometric);
            }
            return SizeDistribution.truncatedGeometric(geometric, size);
        }
        String[] parts = components.split(":", -1);
        String usage = "--components '" + components + "': expected N1:N2 with 1 <= N1 <= N2";
        if (parts.length != 2) {
            throw new BadInputException(usage);
        }
        int n1;
        int n2;
        try {
            n1 = Integer.parseInt(parts[0].strip());
            n2 = Integer.parseInt(parts[1].strip());
        } catch (NumberFormatException e) {
            throw new BadInputException(usage, e);
        }
        if (n1 < 1 || n2 < n1) {
            throw new BadInputException(usage);
        }
        return SizeDistribution.uniform(n1, n2);
    }

    private RequestKind kind() {
        for (RequestKind k : RequestKind.values()) {
            if (k.spelling().equals(requests.toLowerCase(Locale.ROOT))) {
                return k;
            }
        }
        throw new BadInputException("--requests must be total, ordered or unordered, got '" + requests + "'");
    }
}
