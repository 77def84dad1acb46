package org.schedlab.fattree.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The engine (FCFS and EASY from the schedulers module on the fat-tree allocators) against the
 * independent {@link ReferenceFatTreeScheduling} on random job streams: every start time equal,
 * for every policy, on complete trees and on trees with uninstalled nodes.
 */
class ReferenceAgreementTest {
    private static final List<KaryNTree> TREES = List.of(
            new KaryNTree(4, 3, 56), KaryNTree.complete(2, 5), new KaryNTree(3, 3, 20), KaryNTree.complete(4, 2));
    private static final List<String> ALLOCATORS =
            List.of("noncontiguous", "contiguous", "quasi:0", "quasi:20", "quasi:40", "quasi:100");

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String scheduler : List.of("fcfs", "easy", "easy:kill")) {
            for (String allocator : ALLOCATORS) {
                // easy:kill is EASY where counts decide what fits (non-contiguous): it never kills
                if (scheduler.equals("easy:kill") && !allocator.equals("noncontiguous")) {
                    continue;
                }
                for (KaryNTree tree : TREES) {
                    for (long seed = 1; seed <= 6; seed++) {
                        out.add(Arguments.of(scheduler, allocator, tree, seed));
                    }
                }
            }
        }
        return out.stream();
    }

    /**
     * Integer times so that arrivals and ends coincide; some runtimes 0; mostly small jobs, some
     * close to the machine; estimates mostly at or above the runtime, some below it (the job then
     * outlives its estimate and is expected to end "now").
     */
    static List<Job> jobs(long seed, int n, int capacity) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>(n);
        double t = 0;
        for (int i = 0; i < n; i++) {
            t += rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(1, 6);
            double runtime = rnd.nextInt(10) == 0 ? 0 : rnd.nextInt(1, 40);
            double estimate = rnd.nextInt(8) == 0
                    ? Math.max(1, runtime - rnd.nextInt(1, 10))
                    : runtime + (rnd.nextBoolean() ? 0 : rnd.nextInt(0, 30));
            int procs = rnd.nextInt(4) != 0 ? rnd.nextInt(1, Math.min(9, capacity) + 1) : rnd.nextInt(1, capacity + 1);
            jobs.add(new Job(i, t, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        return jobs;
    }

    @ParameterizedTest(name = "{0} {1} on {2}, seed {3}")
    @MethodSource("cases")
    void everyStartTimeEqualsTheReference(String scheduler, String allocator, KaryNTree tree, long seed) {
        List<Job> jobs = jobs(seed, 300, tree.installed());
        double[] engine =
                EngineRuns.starts(scheduler, allocator, tree, jobs, null).starts();
        double[] reference = ReferenceFatTreeScheduling.starts(
                scheduler.equals("easy:kill") ? "easy" : scheduler, allocator, tree, jobs);
        assertThat(engine).containsExactly(reference);
    }

    /** The streams are not trivial: EASY backfills, and locality makes some jobs wait longer. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("trees")
    void theStreamsExerciseBackfillingAndFragmentation(KaryNTree tree) {
        int backfilled = 0;
        int later = 0;
        for (long seed = 1; seed <= 6; seed++) {
            List<Job> jobs = jobs(seed, 300, tree.installed());
            double[] fcfs = ReferenceFatTreeScheduling.starts("fcfs", "contiguous", tree, jobs);
            double[] easy = ReferenceFatTreeScheduling.starts("easy", "contiguous", tree, jobs);
            double[] flat = ReferenceFatTreeScheduling.starts("fcfs", "noncontiguous", tree, jobs);
            for (int i = 1; i < jobs.size(); i++) {
                if (easy[i] < easy[i - 1]) {
                    backfilled++;
                }
                if (fcfs[i] > flat[i]) {
                    later++;
                }
            }
        }
        assertThat(backfilled)
                .as("jobs started before an earlier arrival under EASY")
                .isGreaterThan(20);
        assertThat(later).as("jobs delayed by contiguity under FCFS").isGreaterThan(20);
    }

    static Stream<Arguments> trees() {
        return TREES.stream().map(Arguments::of);
    }
}
