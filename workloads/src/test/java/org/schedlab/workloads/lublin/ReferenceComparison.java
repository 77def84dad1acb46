package org.schedlab.workloads.lublin;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;

/**
 * Compares samples of {@code lublin} with samples of the reference program {@code m_lublin99.c}
 * (which is not part of this project: build it yourself, set its {@code SIZE} to the sample size
 * and write its SWF output to files). Every marginal it names gets a two-sample test from Commons
 * Statistics at significance {@link #ALPHA}: chi-square on binned counts (sizes by power-of-two
 * ranges, runtimes and inter-arrival times on log2 bins, hour of day) and Kolmogorov-Smirnov on
 * the raw values (ties broken by the library's randomised p-value). Adjacent bins are pooled until
 * each holds at least 20 jobs of the two samples together.
 *
 * <p>Run: {@code java ... ReferenceComparison REF_DIR SEED [key=value ...]} (options as for the
 * {@code lublin} workload, e.g. {@code clock=reference}); prints a Markdown table.
 */
public final class ReferenceComparison {
    /** Significance of each test. */
    public static final double ALPHA = 0.01;

    private ReferenceComparison() {}

    /** One sample: submit times, runtimes, sizes and types (1 batch, 0 interactive) in job order. */
    record Sample(long[] submit, long[] runtime, int[] size, int[] type) {
        int n() {
            return size.length;
        }

        /** The jobs of one type, in job order. */
        Sample ofType(int t) {
            List<long[]> rows = new ArrayList<>();
            for (int i = 0; i < n(); i++) {
                if (type[i] == t) {
                    rows.add(new long[] {submit[i], runtime[i], size[i], type[i]});
                }
            }
            return of(rows);
        }

        /** The share of batch jobs. */
        double batchShare() {
            return Arrays.stream(type).filter(t -> t == 1).count() / (double) n();
        }

        /** Inter-arrival times (n - 1 of them). */
        double[] gaps() {
            double[] g = new double[n() - 1];
            for (int i = 1; i < n(); i++) {
                g[i - 1] = submit[i] - submit[i - 1];
            }
            return g;
        }

        double[] runtimes(IntPredicate sizeClass) {
            List<Double> out = new ArrayList<>();
            for (int i = 0; i < n(); i++) {
                if (sizeClass.test(size[i])) {
                    out.add((double) runtime[i]);
                }
            }
            return out.stream().mapToDouble(Double::doubleValue).toArray();
        }

        double[] sizes() {
            return Arrays.stream(size).asDoubleStream().toArray();
        }

        double[] hours() {
            return Arrays.stream(submit).mapToDouble(t -> (t % 86_400) / 3600).toArray();
        }
    }

    /** One row of the result: a marginal, its test and summaries of both samples. */
    public record Row(
            String quantity, String test, double statistic, double p, double[] reference, double[] ours, int bins) {
        /** Whether the test does not reject equality at {@link #ALPHA}. */
        public boolean pass() {
            return p >= ALPHA;
        }
    }

    /** Reads fields 2 (submit), 4 (runtime), 5 (processors) and 15 (queue: the type) of an SWF file. */
    static Sample readSwf(Path file) throws IOException {
        List<long[]> rows = new ArrayList<>();
        try (Stream<String> lines = Files.lines(file)) {
            lines.map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith(";"))
                    .forEach(l -> {
                        String[] f = l.split("\\s+");
                        rows.add(new long[] {
                            Long.parseLong(f[1]), Long.parseLong(f[3]), Long.parseLong(f[4]), Long.parseLong(f[14])
                        });
                    });
        }
        return of(rows);
    }

    /** {@code n} jobs of {@code lublin} on {@code flat:128}, one replication of a seed, with options. */
    static Sample ours(int n, long seed, int replication, Map<String, String> options) {
        WorkloadParams params = new WorkloadParams(
                new FlatMachineFactory().create(Spec.of("flat:128"), null),
                new RandomStreams(seed, replication),
                Double.NaN,
                Double.NaN,
                n,
                options);
        List<long[]> rows = new ArrayList<>();
        LublinWorkload.Jobs jobs =
                ((LublinWorkload) new LublinWorkloadFactory().create(Spec.of("lublin"), params)).iterator();
        while (jobs.hasNext()) {
            Job j = jobs.next();
            long type = jobs.lastType().equals("batch") ? 1 : 0;
            rows.add(new long[] {(long) j.submit(), (long) j.runtime(), j.procs(), type});
        }
        return of(rows);
    }

    private static Sample of(List<long[]> rows) {
        long[] s = new long[rows.size()];
        long[] r = new long[rows.size()];
        int[] n = new int[rows.size()];
        int[] t = new int[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            s[i] = rows.get(i)[0];
            r[i] = rows.get(i)[1];
            n[i] = (int) rows.get(i)[2];
            t[i] = (int) rows.get(i)[3];
        }
        return new Sample(s, r, n, t);
    }

    /** The size classes of the runtime rows. */
    static final Map<String, IntPredicate> SIZE_CLASSES = new LinkedHashMap<>();

    static {
        SIZE_CLASSES.put("runtime, serial jobs", k -> k == 1);
        SIZE_CLASSES.put("runtime, 2-4 processors", k -> k >= 2 && k <= 4);
        SIZE_CLASSES.put("runtime, 5-16 processors", k -> k >= 5 && k <= 16);
        SIZE_CLASSES.put("runtime, 17-64 processors", k -> k >= 17 && k <= 64);
        SIZE_CLASSES.put("runtime, 65-128 processors", k -> k >= 65);
    }

    /**
     * Every comparison of the reference runs with ours. Pooled over the runs, per job type (whose
     * jobs draw sizes and runtimes independently): sizes, runtimes per size class and the joint
     * cells of size class and runtime. Per run, compared as R values against R values with KS (the
     * runs are independent, the jobs within a run are not: arrivals come in bursts and the
     * inter-arrival times are heavy-tailed, so a test that counts every job as independent rejects
     * equal models, as the reference against itself shows): the share of batch jobs, the mean of
     * ln(1 + inter-arrival) of all jobs and of each type, the daily cycle (the mean of cos and of
     * sin of 2 pi hour / 24, and the share of arrivals from 8:00 to 18:00), the mean size and the
     * mean ln(runtime).
     */
    static List<Row> compare(List<Sample> ref, List<Sample> ours) {
        List<Row> rows = new ArrayList<>();
        Sample allRef = concat(ref);
        Sample allOurs = concat(ours);
        for (int t : new int[] {0, 1}) {
            String name = t == 1 ? "batch" : "interactive";
            Sample a = allRef.ofType(t);
            Sample b = allOurs.ofType(t);
            if (a.n() == 0 && b.n() == 0) {
                continue;
            }
            rows.add(chi(
                    name + ": size (chi-square, power-of-two ranges)",
                    a.sizes(),
                    b.sizes(),
                    ReferenceComparison::sizeBin));
            rows.add(ks(name + ": size (KS)", a.sizes(), b.sizes()));
            for (Map.Entry<String, IntPredicate> c : SIZE_CLASSES.entrySet()) {
                double[] x = a.runtimes(c.getValue());
                double[] y = b.runtimes(c.getValue());
                if (x.length + y.length >= 100) {
                    rows.add(chi(
                            name + ": " + c.getKey() + " (chi-square, log2 bins)", x, y, ReferenceComparison::log2Bin));
                }
            }
            rows.add(joint(name + ": size class x runtime (chi-square, joint cells)", a, b));
        }
        perRun(rows, "per run: batch share", ref, ours, Sample::batchShare);
        perRun(rows, "per run: mean ln(1 + inter-arrival s)", ref, ours, s -> meanLog(s.gaps()));
        perRun(
                rows,
                "per run: interactive mean ln(1 + inter-arrival s)",
                ref,
                ours,
                s -> meanLog(s.ofType(0).gaps()));
        perRun(
                rows,
                "per run: batch mean ln(1 + inter-arrival s)",
                ref,
                ours,
                s -> meanLog(s.ofType(1).gaps()));
        perRun(rows, "per run: daily cycle, mean cos(2 pi hour / 24)", ref, ours, s -> harmonic(s, true));
        perRun(rows, "per run: daily cycle, mean sin(2 pi hour / 24)", ref, ours, s -> harmonic(s, false));
        perRun(rows, "per run: share of arrivals 8:00-18:00", ref, ours, ReferenceComparison::daytime);
        perRun(
                rows,
                "per run: mean size",
                ref,
                ours,
                s -> Arrays.stream(s.size()).average().orElse(0));
        perRun(rows, "per run: mean ln(runtime s)", ref, ours, s -> meanLog(runtimes(s)));
        return rows;
    }

    private static Sample concat(List<Sample> samples) {
        List<long[]> rows = new ArrayList<>();
        for (Sample s : samples) {
            for (int i = 0; i < s.n(); i++) {
                rows.add(new long[] {s.submit()[i], s.runtime()[i], s.size()[i], s.type()[i]});
            }
        }
        return of(rows);
    }

    private static double meanLog(double[] v) {
        return Arrays.stream(v).map(x -> Math.log(1 + x)).average().orElse(0);
    }

    private static double harmonic(Sample s, boolean cos) {
        return Arrays.stream(s.hours())
                .map(h -> cos ? Math.cos(2 * Math.PI * h / 24) : Math.sin(2 * Math.PI * h / 24))
                .average()
                .orElse(0);
    }

    private static double daytime(Sample s) {
        return Arrays.stream(s.hours()).filter(h -> h >= 8 && h < 18).count() / (double) s.n();
    }

    private static void perRun(
            List<Row> rows,
            String name,
            List<Sample> ref,
            List<Sample> ours,
            java.util.function.ToDoubleFunction<Sample> f) {
        double[] a = ref.stream().mapToDouble(f).toArray();
        double[] b = ours.stream().mapToDouble(f).toArray();
        rows.add(ks(name + " (KS over runs)", a, b));
    }

    private static double[] runtimes(Sample s) {
        return s.runtimes(k -> true);
    }

    /** Bins of sizes: 1, 2, 3, 4, 5-7, 8, 9-15, 16, ...: each power of two and each range between. */
    static int sizeBin(double size) {
        int k = (int) size;
        int log = 31 - Integer.numberOfLeadingZeros(k);
        return Integer.bitCount(k) == 1 ? 2 * log : 2 * log + 1;
    }

    /** Bins of whole seconds: 0, 1, 2-3, 4-7, ... */
    static int log2Bin(double seconds) {
        long s = (long) seconds;
        return s <= 0 ? 0 : 64 - Long.numberOfLeadingZeros(s);
    }

    private static Row chi(String name, double[] ref, double[] ours, java.util.function.DoubleToIntFunction bin) {
        int max = 0;
        for (double v : ref) {
            max = Math.max(max, bin.applyAsInt(v));
        }
        for (double v : ours) {
            max = Math.max(max, bin.applyAsInt(v));
        }
        long[] a = new long[max + 1];
        long[] b = new long[max + 1];
        for (double v : ref) {
            a[bin.applyAsInt(v)]++;
        }
        for (double v : ours) {
            b[bin.applyAsInt(v)]++;
        }
        long[][] pooled = pool(a, b);
        var r = ChiSquareTest.withDefaults().test(pooled[0], pooled[1]);
        return new Row(
                name, "chi-square", r.getStatistic(), r.getPValue(), summary(ref), summary(ours), pooled[0].length);
    }

    /** Joint law of size class and runtime bin: one contingency test over the cells. */
    private static Row joint(String name, Sample ref, Sample ours) {
        List<IntPredicate> classes = new ArrayList<>(SIZE_CLASSES.values());
        List<long[]> a = new ArrayList<>();
        List<long[]> b = new ArrayList<>();
        for (IntPredicate c : classes) {
            long[] x = new long[20];
            long[] y = new long[20];
            for (double v : ref.runtimes(c)) {
                x[log2Bin(v)]++;
            }
            for (double v : ours.runtimes(c)) {
                y[log2Bin(v)]++;
            }
            long[][] p = pool(x, y);
            for (int i = 0; i < p[0].length; i++) {
                a.add(new long[] {p[0][i]});
                b.add(new long[] {p[1][i]});
            }
        }
        long[] x = a.stream().mapToLong(v -> v[0]).toArray();
        long[] y = b.stream().mapToLong(v -> v[0]).toArray();
        var r = ChiSquareTest.withDefaults().test(x, y);
        return new Row(name, "chi-square", r.getStatistic(), r.getPValue(), new double[0], new double[0], x.length);
    }

    /** Merges adjacent bins until each holds at least 20 jobs of both samples together. */
    static long[][] pool(long[] a, long[] b) {
        List<long[]> out = new ArrayList<>();
        long sa = 0;
        long sb = 0;
        for (int i = 0; i < a.length; i++) {
            sa += a[i];
            sb += b[i];
            if (sa + sb >= 20) {
                out.add(new long[] {sa, sb});
                sa = 0;
                sb = 0;
            }
        }
        if (sa + sb > 0) {
            if (out.isEmpty()) {
                out.add(new long[] {sa, sb});
            } else {
                long[] last = out.get(out.size() - 1);
                last[0] += sa;
                last[1] += sb;
            }
        }
        return new long[][] {
            out.stream().mapToLong(v -> v[0]).toArray(),
            out.stream().mapToLong(v -> v[1]).toArray()
        };
    }

    private static Row ks(String name, double[] ref, double[] ours) {
        var r = KolmogorovSmirnovTest.withDefaults()
                .with(RandomSource.XO_SHI_RO_256_PP.create(20_050_101L))
                .test(ref, ours);
        return new Row(name, "KS", r.getStatistic(), r.getPValue(), summary(ref), summary(ours), 0);
    }

    /** Mean, 10th, 50th, 90th and 99th percentiles (nearest rank). */
    static double[] summary(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        double mean = Arrays.stream(s).average().orElse(Double.NaN);
        return new double[] {mean, rank(s, 0.10), rank(s, 0.50), rank(s, 0.90), rank(s, 0.99), s.length};
    }

    private static double rank(double[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    /** The rows as a Markdown table. */
    static void print(List<Row> rows, PrintStream out) {
        out.println("| quantity | n ref / ours | mean ref / ours | p10 | p50 | p90 | p99 | test | bins | statistic |"
                + " p | at 0.01 |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|---|");
        for (Row r : rows) {
            StringBuilder sb = new StringBuilder("| ").append(r.quantity()).append(" | ");
            if (r.reference().length == 0) {
                sb.append("| | | | | | ");
            } else {
                sb.append(fmt(r.reference()[5]))
                        .append(" / ")
                        .append(fmt(r.ours()[5]))
                        .append(" | ");
                for (int i = 0; i < 5; i++) {
                    sb.append(fmt(r.reference()[i]))
                            .append(" / ")
                            .append(fmt(r.ours()[i]))
                            .append(" | ");
                }
            }
            sb.append(r.test())
                    .append(" | ")
                    .append(r.bins() == 0 ? "" : Integer.toString(r.bins()))
                    .append(" | ")
                    .append(String.format(Locale.ROOT, "%.4g", r.statistic()))
                    .append(" | ")
                    .append(String.format(Locale.ROOT, "%.3g", r.p()))
                    .append(" | ")
                    .append(r.pass() ? "pass" : "FAIL")
                    .append(" |");
            out.println(sb);
        }
    }

    private static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.0f" : "%.2f", v);
    }

    /**
     * Compares reference runs with as many runs of ours (replications 0, 1, ... of the seed), each
     * of the same number of jobs as its reference run.
     *
     * @param args {@code REF_DIR SEED [key=value ...]}: every {@code *.swf} file of the directory
     *     is one reference run
     */
    public static void main(String[] args) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(Path.of(args[0]))) {
            files = list.filter(f -> f.toString().endsWith(".swf")).sorted().toList();
        }
        long seed = Long.parseLong(args[1]);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 2; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            options.put(kv[0], kv[1]);
        }
        List<Sample> ref = new ArrayList<>();
        List<Sample> ours = new ArrayList<>();
        for (int r = 0; r < files.size(); r++) {
            ref.add(readSwf(files.get(r)));
            ours.add(ours(ref.get(r).n(), seed, r, options));
        }
        print(compare(ref, ours), System.out);
    }
}
