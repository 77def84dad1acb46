package org.schedlab.benchmarks.swf;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.schedlab.core.job.Job;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.swf.SwfReader;
import org.schedlab.workloads.swf.SwfRecord;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Reading a gzip SWF trace, the first thing every trace run does. One operation reads one whole
 * file of {@code jobs} job lines:
 *
 * <ul>
 *   <li>{@code gunzip}: only the gzip decoding, the bytes read and thrown away (the floor: no
 *       parser can be faster than this);
 *   <li>{@code records}: {@link SwfReader} returning every {@link SwfRecord};
 *   <li>{@code workloadJobs}: {@link SwfWorkload} with the default profile returning every job (the path
 *       of {@code schedlab simulate --workload swf:...}).
 * </ul>
 *
 * <p>The file is synthetic, written in the setup with a fixed seed and deleted afterwards: column
 * widths and value ranges like those of the Parallel Workloads Archive's cleaned logs (integers,
 * {@code -1} for unknown, a CPU-time field with two decimals in most lines). No trace is read.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class SwfReadBench {
    /** Job lines in the file. */
    @Param({"100000"})
    public int jobs;

    private Path dir;
    private Path file;

    /** Writes the synthetic trace. */
    @Setup
    public void write() throws IOException {
        dir = Files.createTempDirectory("swf-bench");
        file = dir.resolve("synthetic.swf.gz");
        writeSynthetic(file, jobs, 42);
    }

    /** Deletes it. */
    @TearDown
    public void delete() throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(dir);
    }

    /** Writes {@code jobs} job lines after a short header, gzip-compressed. */
    public static void writeSynthetic(Path file, int jobs, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        try (Writer w = TextFiles.create(file)) {
            w.write("; Version: 2.2\n; Computer: synthetic\n; MaxJobs: " + jobs + "\n; MaxProcs: 128\n;\n");
            long submit = 0;
            for (int i = 1; i <= jobs; i++) {
                submit += rnd.nextInt(600);
                int procs = 1 << rnd.nextInt(8);
                int run = rnd.nextInt(50_000);
                String cpu = rnd.nextInt(10) < 7 ? String.format(Locale.ROOT, "%.2f", rnd.nextDouble() * run) : "-1";
                w.write(String.format(
                        Locale.ROOT,
                        "%6d %10d %6d %6d %4d %8s %5d %4d %6d %5d %2d %4d %3d %3d %2d %2d %2d %2d%n",
                        i,
                        submit,
                        rnd.nextInt(10_000),
                        run,
                        procs,
                        cpu,
                        -1,
                        procs,
                        3600 * (1 + rnd.nextInt(18)),
                        -1,
                        rnd.nextInt(10) < 8 ? 1 : 0,
                        1 + rnd.nextInt(300),
                        1 + rnd.nextInt(20),
                        -1,
                        rnd.nextInt(5),
                        -1,
                        -1,
                        -1));
            }
        }
    }

    /** Gzip decoding alone, through the same buffer sizes as the reader. */
    @Benchmark
    public long gunzip() throws IOException {
        byte[] buf = new byte[1 << 16];
        long n = 0;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file), 1 << 16)) {
            for (int r; (r = in.read(buf)) >= 0; ) {
                n += r;
            }
        }
        return n;
    }

    /** Every record of the file. */
    @Benchmark
    public long records() {
        long sum = 0;
        try (SwfReader in = SwfReader.open(file)) {
            while (in.hasNext()) {
                SwfRecord r = in.next();
                sum += r.jobNumber() + r.allocatedProcessors();
            }
        }
        return sum;
    }

    /** Every job of the file under the default profile. */
    @Benchmark
    public double workloadJobs() {
        double sum = 0;
        for (Iterator<Job> it = SwfWorkload.of(file).iterator(); it.hasNext(); ) {
            sum += it.next().runtime();
        }
        return sum;
    }
}
