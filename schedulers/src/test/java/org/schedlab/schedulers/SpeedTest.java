package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.sim.Simulation;
import org.schedlab.schedulers.reference.TraceWorkloads;
import org.schedlab.schedulers.testing.Registered;

/**
 * Speed measurements (not benchmarks proper, which belong in a {@code benchmarks} module): EASY on
 * the full SDSC-BLUE trace, and the scan cost of OO and Window-K on an overloaded synthetic
 * workload of the window paper whose queue grows without bound. Tagged {@code slow}; run with
 * {@code -Pslow}. The assertions are deliberately loose: they catch quadratic behaviour, not noise.
 */
@Tag("slow")
class SpeedTest {
    @Test
    void easyOnSdscBlueTakesSeconds() throws IOException {
        Path file = TraceWorkloads.TRACES.resolve("SDSC-BLUE-2000-4.2-cln.swf.gz");
        assumeTrue(Files.isRegularFile(file), "trace not present: " + file.toAbsolutePath());
        List<Job> jobs = TraceWorkloads.readSwf(file, 1152);
        for (String spec : List.of("fcfs", "easy", "oo", "window:240")) {
            long t0 = System.nanoTime();
            Metrics metrics = new Metrics(1152);
            new Simulation(new FlatAllocator(1152), Registered.scheduler(spec))
                    .addListener(metrics)
                    .run(jobs.iterator());
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf(
                    Locale.ROOT,
                    "SDSC-BLUE flat:1152 %-10s %d jobs  %.2f s  mean wait %.2f%n",
                    spec,
                    jobs.size(),
                    seconds,
                    metrics.summary().meanWait());
            if (spec.equals("easy")) {
                assertThat(seconds).isLessThan(10);
            }
        }
    }

    /**
     * Uniform side lengths on [1, 32] (mean request about 272 of 1024 processors), exponential
     * service times of mean 1, Poisson arrivals at 4 jobs per time unit: more than the machine can
     * serve, so the queue keeps growing. Doubling the jobs must not quadruple the time.
     */
    @Test
    void outOfOrderScansStayNearLinearInAGrowingQueue() {
        for (String spec : List.of("oo", "window:240", "oocb:8", "easy")) {
            double small = timeSynthetic(spec, 20_000);
            double large = timeSynthetic(spec, 40_000);
            System.out.printf(
                    Locale.ROOT,
                    "overloaded mesh-uniform on flat:1024 %-10s 20k %.3f s, 40k %.3f s%n",
                    spec,
                    small,
                    large);
            assertThat(large).isLessThan(4 * small + 0.5);
        }
    }

    private static double timeSynthetic(String spec, int n) {
        SplittableRandom rnd = new SplittableRandom(42);
        List<Job> jobs = new ArrayList<>(n);
        double t = 0;
        for (int i = 0; i < n; i++) {
            t += -Math.log(1 - rnd.nextDouble()) / 4.0;
            double service = -Math.log(1 - rnd.nextDouble());
            ShapedRequest shape = new ShapedRequest(rnd.nextInt(1, 33), rnd.nextInt(1, 33));
            jobs.add(new Job(i, t, service, service, shape.processors(), shape));
        }
        long t0 = System.nanoTime();
        new Simulation(new FlatAllocator(1024), Registered.scheduler(spec)).run(jobs.iterator());
        return (System.nanoTime() - t0) / 1e9;
    }
}
