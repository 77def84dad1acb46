package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.Workload;

/**
 * The workload tester passes a correct Poisson workload and catches planted bugs: an iterator that
 * does not restart, a seed that is ignored, and an offered load off by a factor.
 */
class WorkloadContractPlantedBugTest {
    /** Poisson arrivals at {@code rate}, sizes uniform on 1..16, exponential runtimes of mean 10. */
    private static Workload poisson(long seed, double rate, boolean shared, boolean ignoreSeed) {
        SplittableRandom sharedRnd = new SplittableRandom(seed);
        return () -> {
            SplittableRandom rnd = shared ? sharedRnd : new SplittableRandom(ignoreSeed ? 1 : seed);
            List<Job> jobs = new ArrayList<>();
            double t = 0;
            for (int i = 1; i <= 4000; i++) {
                t += -Math.log(1 - rnd.nextDouble()) / rate;
                int procs = 1 + rnd.nextInt(16);
                double runtime = -10 * Math.log(1 - rnd.nextDouble());
                jobs.add(new Job(i, t, runtime, runtime, procs, new ProcessorRequest(procs)));
            }
            Iterator<Job> it = jobs.iterator();
            return it;
        };
    }

    /** The offered load of rate x 8.5 x 10 / 64 at the given rate. */
    private static WorkloadContract.Case at(double rate, double claimed, boolean shared, boolean ignoreSeed) {
        return new WorkloadContract.Case(
                "poisson", seed -> poisson(seed, rate, shared, ignoreSeed), 64, 4000, claimed, 0.1);
    }

    @Test
    void aCorrectWorkloadPasses() {
        WorkloadContract.Case c = at(0.5, 0.5 * 8.5 * 10 / 64, false, false);
        assertThatCode(() -> WorkloadContract.restartable(c)).doesNotThrowAnyException();
        assertThatCode(() -> WorkloadContract.deterministic(c)).doesNotThrowAnyException();
        assertThatCode(() -> WorkloadContract.wellFormed(c)).doesNotThrowAnyException();
        assertThatCode(() -> WorkloadContract.offeredLoad(c)).doesNotThrowAnyException();
    }

    @Test
    void anIteratorThatDoesNotRestartFails() {
        assertThatThrownBy(() -> WorkloadContract.restartable(at(0.5, Double.NaN, true, false)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("a second iterator gives the same jobs");
    }

    @Test
    void anIgnoredSeedFails() {
        assertThatThrownBy(() -> WorkloadContract.deterministic(at(0.5, Double.NaN, false, true)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("another seed, other jobs");
    }

    @Test
    void aWrongOfferedLoadFails() {
        assertThatThrownBy(() -> WorkloadContract.offeredLoad(at(0.5, 2 * 0.5 * 8.5 * 10 / 64, false, false)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("offered load");
    }

    /** A tester over one case. */
    private static WorkloadContract over(WorkloadContract.Case c) {
        return new WorkloadContract() {
            @Override
            protected List<Case> cases() {
                return List.of(c);
            }
        };
    }

    /** Each dynamic test names its check, case and seeds; so does its failure. */
    @Test
    void dynamicTestsAndTheirFailuresNameCheckCaseAndSeed() throws Throwable {
        WorkloadContract good = over(at(0.5, 0.5 * 8.5 * 10 / 64, false, false));
        List<DynamicTest> tests =
                good.workloadContract().map(DynamicTest.class::cast).toList();
        assertThat(tests)
                .extracting(DynamicTest::getDisplayName)
                .containsExactly(
                        "restartable: poisson, seed 1",
                        "deterministic per seed: poisson, seeds 7 and 8",
                        "well formed, in submit order: poisson, seed 3",
                        "offered load: poisson, seed 11");
        for (DynamicTest t : tests) {
            t.getExecutable().execute();
        }
        WorkloadContract.Case broken = new WorkloadContract.Case(
                "broken",
                seed -> () -> {
                    throw new IllegalStateException("planted failure");
                },
                64,
                10,
                Double.NaN,
                0.1);
        DynamicTest restartable =
                (DynamicTest) over(broken).workloadContract().findFirst().orElseThrow();
        assertThatThrownBy(() -> restartable.getExecutable().execute())
                .isInstanceOf(AssertionError.class)
                .hasMessage("restartable: broken, seed 1: threw java.lang.IllegalStateException: planted failure");
    }
}
