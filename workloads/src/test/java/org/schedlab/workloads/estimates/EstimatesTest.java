package org.schedlab.workloads.estimates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.distribution.UniformContinuousDistribution;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.lublin.LublinWorkloadFactory;

/** The estimate conventions against the statistics the paper reports and their own laws. */
class EstimatesTest {
    /** Share of the maximal estimate in the default model: 89% less ranks 2..20 of the head law. */
    private static final double MAX_SHARE = 0.2173;

    private static List<Job> lublin(int jobs, String estimates) {
        WorkloadParams params = new WorkloadParams(
                new FlatMachineFactory().create(Spec.of("flat:128"), null),
                new RandomStreams(7, 0),
                Double.NaN,
                0.7,
                jobs,
                Map.of(Estimates.KEY, estimates));
        Workload w = Estimates.apply(params, p -> new LublinWorkloadFactory().create(Spec.of("lublin"), p));
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    /** Shares of the jobs on the estimate values, largest first. */
    private static double[] shares(List<Job> jobs) {
        Map<Double, Integer> counts = new HashMap<>();
        jobs.forEach(j -> counts.merge(j.estimate(), 1, Integer::sum));
        return counts.values().stream()
                .sorted((a, b) -> b - a)
                .mapToDouble(c -> c / (double) jobs.size())
                .toArray();
    }

    @Test
    void tsafrirGivesEveryJobAnEstimateAtLeastItsRuntimeWithThePapersModes() {
        List<Job> jobs = lublin(30_000, "tsafrir");
        for (Job j : jobs) {
            assertThat(j.estimate()).isGreaterThanOrEqualTo(j.runtime());
        }
        double[] s = shares(jobs);
        // about 90% of the jobs on 20 values (the model: 89%), about half on 5 (the model: 54%)
        assertThat(Arrays.stream(s, 0, 20).sum()).isCloseTo(0.89, within(0.005));
        assertThat(Arrays.stream(s, 0, 5).sum()).isCloseTo(0.544, within(0.01));
        // the maximal estimate (lublin's longest runtime, 162754 s) is the most popular value
        double max = jobs.stream().mapToDouble(Job::estimate).max().orElseThrow();
        assertThat(max).isEqualTo(162_754);
        long atMax = jobs.stream().filter(j -> j.estimate() == max).count();
        assertThat(atMax / 30_000.0).isCloseTo(MAX_SHARE, within(0.002)).isEqualTo(s[0]);
        // the number of distinct values grows with the jobs: 90 + 20000 x 250/60000
        assertThat(s.length).isLessThanOrEqualTo(TsafrirModel.binCount(30_000)).isGreaterThan(150);
        assertThat(TsafrirModel.binCount(30_000)).isEqualTo(173);
    }

    @Test
    void aGivenMaximumAndShareArePinnedAndLongerRuntimesCut() {
        List<Job> jobs = lublin(20_000, "tsafrir:36000:30");
        long atMax = jobs.stream().filter(j -> j.estimate() == 36_000).count();
        assertThat(atMax).isEqualTo(6000);
        for (Job j : jobs) {
            assertThat(j.runtime()).isLessThanOrEqualTo(36_000);
            assertThat(j.estimate()).isBetween(j.runtime(), 36_000.0);
        }
    }

    @Test
    void theHistogramSumsToTheJobsAndItsHeadHoldsTheModelsShares() {
        TreeMap<Integer, Integer> h =
                TsafrirModel.histogram(100_000, 64_800, Double.NaN, RandomSource.XO_SHI_RO_256_PP.create(1L));
        assertThat(h.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(100_000);
        assertThat(h.lastKey()).isEqualTo(64_800);
        assertThat(h.get(64_800) / 100_000.0).isCloseTo(MAX_SHARE, within(0.001));
        assertThat(TsafrirModel.headTimes(64_800))
                .hasSize(20)
                .startsWith(64_800)
                .contains(300, 600, 900, 1200, 1800, 3600, 7200, 10_800, 14_400, 18_000, 21_600, 28_800, 36_000);
    }

    @Test
    void factorDrawsUniformlyBetweenTheRuntimeAndFTimesIt() {
        List<Job> jobs = lublin(20_000, "factor:3");
        double[] u = new double[jobs.size()];
        for (int i = 0; i < u.length; i++) {
            Job j = jobs.get(i);
            assertThat(j.estimate()).isBetween(j.runtime(), 3 * j.runtime());
            u[i] = (j.estimate() / j.runtime() - 1) / 2;
        }
        var uniform = UniformContinuousDistribution.of(0, 1);
        assertThat(KolmogorovSmirnovTest.withDefaults()
                        .test(u, uniform::cumulativeProbability)
                        .getPValue())
                .isGreaterThan(0.001);
    }

    @Test
    void theSameSeedGivesTheSameEstimates() {
        assertThat(lublin(2000, "tsafrir")).isEqualTo(lublin(2000, "tsafrir"));
    }

    /** A workload of jobs with runtimes in model time units (all below an hour). */
    private static final class Short implements Workload {
        @Override
        public Iterator<Job> iterator() {
            List<Job> jobs = new ArrayList<>();
            for (int i = 1; i <= 50; i++) {
                jobs.add(Job.of(i, i, 1.5, 1));
            }
            return jobs.iterator();
        }
    }

    private static void refused(String spec, String message) {
        WorkloadParams params =
                new WorkloadParams(null, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, Map.of("estimates", spec));
        assertThatThrownBy(() -> Estimates.apply(params, p -> new Short()).iterator())
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void anUnknownModelIsNamed() {
        refused("magic", "option estimates=magic: expected tsafrir[:MAXEST[:SHARE]] or factor:F");
    }

    @Test
    void aMaximumBelowAnHourIsRefused() {
        refused("tsafrir:600", "MAXEST in whole seconds >= 3600");
    }

    @Test
    void aShareAboveAllJobsIsRefused() {
        refused("tsafrir:7200:120", "SHARE in percent [0, 100]");
    }

    @Test
    void aFactorBelowOneIsRefused() {
        refused("factor:0.5", "factor:F with a finite F >= 1");
    }

    @Test
    void runtimesInOtherUnitsNeedAnExplicitMaximum() {
        refused("tsafrir", "the largest runtime is 2; give one as tsafrir:MAXEST");
    }

    @Test
    void aHistogramThatCannotCoverTheRuntimesIsRefused() {
        // 50 jobs of 1.5 s under a maximum of 1 h: feasible; every job at 3600 s is not with 0%
        WorkloadParams params = new WorkloadParams(
                null, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, Map.of("estimates", "tsafrir:3600:0"));
        Workload w = Estimates.apply(params, p -> new Workload() {
            @Override
            public Iterator<Job> iterator() {
                List<Job> jobs = new ArrayList<>();
                for (int i = 1; i <= 50; i++) {
                    jobs.add(Job.of(i, i, 3600, 1));
                }
                return jobs.iterator();
            }
        });
        assertThatThrownBy(w::iterator)
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("cannot give every job an estimate >= its runtime");
    }
}
