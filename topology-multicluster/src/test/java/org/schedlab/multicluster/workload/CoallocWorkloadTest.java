package org.schedlab.multicluster.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.multicluster.machine.MulticlusterMachineFactory;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;

class CoallocWorkloadTest {
    private static Machine multi(String spec, String alloc) {
        return new MulticlusterMachineFactory().create(Spec.of(spec), alloc == null ? null : Spec.of(alloc));
    }

    private static Workload workload(String spec, Machine m, double load, double util, int jobs) {
        boolean realistic = spec.startsWith(CoallocWorkloadFactory.REALISTIC);
        return new CoallocWorkloadFactory(realistic)
                .create(
                        Spec.parse("--workload", spec),
                        new WorkloadParams(m, new RandomStreams(5, 0), load, util, jobs, Map.of()));
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void componentsPerJobFollowTheMachineAndTheKindToo() {
        List<Job> js = jobs(workload("coalloc:1:4", multi("multicluster:4x8", "ordered"), 1.0, Double.NaN, 500));
        assertThat(js).hasSize(500);
        for (Job j : js) {
            CoAllocationRequest r = (CoAllocationRequest) j.request();
            assertThat(r.size()).isEqualTo(4);
            assertThat(r.kind()).isEqualTo(RequestKind.ORDERED);
            assertThat(j.procs()).isEqualTo(r.processors());
            for (int c : r.components()) {
                assertThat(c).isBetween(1, 4);
            }
        }
        assertThat(js).isSortedAccordingTo((a, b) -> Double.compare(a.submit(), b.submit()));
    }

    @Test
    void onAFlatMachineKComponentsMakeTotalRequests() {
        Machine flat = new FlatMachineFactory().create(Spec.of("flat:32"), null);
        Job j = jobs(workload("coalloc:1:4:4", flat, 1.0, Double.NaN, 1)).get(0);
        CoAllocationRequest r = (CoAllocationRequest) j.request();
        assertThat(r.kind()).isEqualTo(RequestKind.TOTAL);
        assertThat(r.size()).isEqualTo(4);
    }

    @Test
    void sameSeedSameJobsAndEveryPassIsTheSame() {
        Workload w = workload("coalloc-realistic", multi("multicluster:4x8", null), Double.NaN, 0.5, 200);
        assertThat(jobs(w)).isEqualTo(jobs(w));
        Workload again = workload("coalloc-realistic", multi("multicluster:4x8", null), Double.NaN, 0.5, 200);
        assertThat(jobs(again)).isEqualTo(jobs(w));
    }

    @ParameterizedTest
    @CsvSource({"coalloc:1:4, 10.0", "coalloc:1:8, 18.0"})
    void utilizationSetsTheRateFromTheMeanSize(String spec, double meanSize) {
        CoallocWorkload w = (CoallocWorkload) workload(spec, multi("multicluster:4x8", "total"), Double.NaN, 0.6, 10);
        assertThat(w.meanSize()).isCloseTo(meanSize, within(1e-12));
        assertThat(w.rate()).isCloseTo(0.6 * 32 / meanSize, within(1e-12));
    }

    @Test
    void realisticMeanIsTheMixtureMean() {
        SizeDistribution even = SizeDistribution.evenFavoured(0.9, 8);
        double q = 0.9;
        double num = 0;
        double den = 0;
        for (int n = 1; n <= 8; n++) {
            double w = (n % 2 == 0 ? 3 : 1) * Math.pow(q, n);
            num += n * w;
            den += w;
        }
        assertThat(even.mean()).isCloseTo(num / den, within(1e-12));
        assertThat(ComponentLaw.realistic().mean()).isCloseTo(0.7 * num / den + 0.3 * 2.5, within(1e-12));
    }

    @Test
    void componentSizesAreUniformByChiSquare() {
        List<Job> js = jobs(workload("coalloc:1:8", multi("multicluster:4x8", null), 1.0, Double.NaN, 20_000));
        long[] counts = new long[8];
        for (Job j : js) {
            for (int c : ((CoAllocationRequest) j.request()).components()) {
                counts[c - 1]++;
            }
        }
        double p = ChiSquareTest.withDefaults().test(counts).getPValue();
        assertThat(p).isGreaterThan(0.001);
    }

    @Test
    void meanServiceIsOneAndArrivalsArePoisson() {
        List<Job> js = jobs(workload("coalloc:1:4", multi("multicluster:4x8", null), 2.0, Double.NaN, 50_000));
        double meanRun = js.stream().mapToDouble(Job::runtime).average().orElseThrow();
        assertThat(meanRun).isCloseTo(1.0, within(0.02));
        assertThat(js.get(js.size() - 1).submit() / js.size()).isCloseTo(0.5, within(0.01));
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "coalloc => --workload 'coalloc': expected coalloc:N1:N2 or coalloc:N1:N2:K with 1 <= N1 <= N2, K >= 1",
                "coalloc:4:1 => --workload 'coalloc:4:1': N2 must be >= N1, got [4, 1]",
                "coalloc:0:4 => --workload 'coalloc:0:4': N1 (smallest component) must be >= 1, got 0",
                "coalloc:1:4:0 => --workload 'coalloc:1:4:0': K (components per job) must be >= 1, got 0",
                "coalloc-realistic:2:3 => --workload 'coalloc-realistic:2:3': expected coalloc-realistic or"
                        + " coalloc-realistic:K with K >= 1 components per job"
            })
    void badSpecs(String spec, String message) {
        assertThatThrownBy(() -> workload(spec, multi("multicluster:4x8", null), 1.0, Double.NaN, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @Test
    void missingLoadOrJobsIsBadInput() {
        assertThatThrownBy(() -> workload("coalloc:1:4", multi("multicluster:4x8", null), Double.NaN, Double.NaN, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload coalloc needs --load (arrival rate) or --utilization");
        assertThatThrownBy(() -> workload("coalloc:1:4", multi("multicluster:4x8", null), 1.0, Double.NaN, 0))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload coalloc needs --jobs N with N >= 1");
    }
}
