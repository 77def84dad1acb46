package org.schedlab.fattree.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.testing.Departures;
import org.schedlab.fattree.tree.KaryNTree;
import org.schedlab.schedulers.reference.TraceWorkloads;

/**
 * Issue 16's acceptance check on the paper's three traces: under the fattree-2009 conventions, the
 * engine's start time of every job, and so its mean and maximum wait, equal those of the
 * independent {@link ReferenceFatTreeScheduling} exactly, for FCFS and EASY with the
 * non-contiguous, contiguous and quasi-contiguous (qct 20) policies at a 10% speed-up. Waits are
 * summed in departure order on both sides, as the engine's metrics do, so even the floating-point
 * mean must be bit-identical.
 *
 * <p>Tagged {@code slow}: it runs only with {@code -Pslow} (the reference's naive allocators make
 * it take minutes), and each case is skipped when its trace is absent. Command: {@code mvn -B -o
 * -Pslow -pl topology-fattree verify -Dtest=TraceReferenceAgreementTest}.
 */
@Tag("slow")
class TraceReferenceAgreementTest {
    private static final double SPEEDUP = 0.1;

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        List<Object[]> traces = List.of(
                new Object[] {"HPC2N-2002-2.2-cln.swf.gz", new KaryNTree(4, 4, 240)},
                new Object[] {"LLNL-Thunder-2007-1.1-cln.swf.gz", new KaryNTree(4, 6, 4008)},
                new Object[] {"SDSC-BLUE-2000-4.2-cln.swf.gz", new KaryNTree(4, 6, 1152)});
        for (Object[] t : traces) {
            for (String scheduler : List.of("fcfs", "easy")) {
                for (String allocator : List.of("noncontiguous", "contiguous", "quasi:20")) {
                    out.add(Arguments.of(t[0], t[1], scheduler, allocator));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{2} {3} on {0}")
    @MethodSource("cases")
    void everyStartTimeEqualsTheReference(String trace, KaryNTree tree, String scheduler, String allocator)
            throws IOException {
        Path file = TraceWorkloads.TRACES.resolve(trace);
        assumeTrue(Files.isRegularFile(file), "trace not present: " + file.toAbsolutePath());
        List<Job> jobs = Fattree2009Trace.read(file, tree.installed(), SPEEDUP, !allocator.equals("noncontiguous"));

        long t0 = System.nanoTime();
        EngineRuns.Result engine = EngineRuns.starts(scheduler, allocator, tree, jobs, new Metrics(tree.installed()));
        long t1 = System.nanoTime();
        double[] reference = ReferenceFatTreeScheduling.starts(scheduler, allocator, tree, jobs);
        long t2 = System.nanoTime();

        int differing = 0;
        for (int i = 0; i < jobs.size(); i++) {
            if (Double.compare(engine.starts()[i], reference[i]) != 0) {
                differing++;
            }
        }
        double[] wait = Departures.waitsInDepartureOrder(jobs, reference);
        double sum = 0; // a plain running sum, as the engine's metrics keep it (DoubleStream.sum compensates)
        for (double w : wait) {
            sum += w;
        }
        double mean = sum / wait.length;
        double max = Arrays.stream(wait).max().orElse(0);
        MetricsSummary m = engine.metrics();
        System.out.printf(
                Locale.ROOT,
                "%-34s %-4s %-13s jobs %6d  reference mean wait %s max %s | engine mean %s max %s"
                        + " | %d starts differ | engine %.1f s, reference %.1f s%n",
                trace,
                scheduler,
                allocator,
                jobs.size(),
                Double.toString(mean),
                Double.toString(max),
                Double.toString(m.meanWait()),
                Double.toString(m.maxWait()),
                differing,
                (t1 - t0) / 1e9,
                (t2 - t1) / 1e9);
        assertThat(differing).as("jobs whose start differs from the reference").isZero();
        assertThat(m.jobs()).isEqualTo(jobs.size());
        assertThat(m.meanWait()).isEqualTo(mean);
        assertThat(m.maxWait()).isEqualTo(max);
    }
}
