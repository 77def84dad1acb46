package org.schedlab.workloads.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

class DowneyWorkloadTest {
    @Test
    void exactMeansOfTheDiscretisedLawsMatchAlgorithmsSection3() {
        assertThat(DowneyWorkload.meanRuntime()).isCloseTo(24.85, within(0.005));
        assertThat(DowneyWorkload.meanSize(128, DowneyWorkload.SizeRule.DRAWN)).isCloseTo(26.17, within(0.005));
        assertThat(DowneyWorkload.meanSize(128, DowneyWorkload.SizeRule.POW2)).isCloseTo(35.6, within(0.05));
        assertThat(DowneyWorkload.rateFor(0.7, 128, DowneyWorkload.SizeRule.DRAWN))
                .isCloseTo(0.1378, within(0.00005));
    }

    @Test
    void drawnRuntimesFollowTheRoundedUniformLogLaw() {
        double[] pmf = DowneyWorkload.roundedUniformLogPmf(1, 120);
        DowneyWorkload w = new DowneyWorkload(128, DowneyWorkload.SizeRule.DRAWN, 1, 50_000, new RandomStreams(3, 0));
        // classes small 1-12, medium 13-60, large 61-120 (expected shares 52.8%, 32.9%, 14.3%)
        long[] observed = new long[3];
        for (Job j : w) {
            int t = (int) j.runtime();
            observed[t <= 12 ? 0 : t <= 60 ? 1 : 2]++;
        }
        double[] expected = new double[3];
        for (int k = 1; k <= 120; k++) {
            expected[k <= 12 ? 0 : k <= 60 ? 1 : 2] += pmf[k];
        }
        assertThat(expected[0]).isCloseTo(0.528, within(0.001));
        assertThat(ChiSquareTest.withDefaults().test(expected, observed).getPValue())
                .isGreaterThan(0.001);
    }

    @Test
    void pow2SizesArePowersOfTwo() {
        DowneyWorkload w = new DowneyWorkload(128, DowneyWorkload.SizeRule.POW2, 1, 2000, new RandomStreams(3, 0));
        for (Job j : w) {
            assertThat(Integer.bitCount(j.procs())).isEqualTo(1);
        }
    }

    @Test
    void utilizationSetsTheRateAndMissingParametersAreBadInput() {
        DowneyWorkloadFactory f = new DowneyWorkloadFactory();
        Machine m = new FlatMachineFactory().create(Spec.of("flat:128"), null);
        var w = f.create(
                Spec.of("downey"), new WorkloadParams(m, new RandomStreams(1, 0), Double.NaN, 0.7, 10, Map.of()));
        assertThat((double) w.provenance().get("rate")).isCloseTo(0.1378, within(0.00005));
        // printed as given: the same key order at every run
        assertThat(w.provenance().keySet()).containsExactly("source", "rate", "meanSize", "meanRuntime");
        assertThatThrownBy(() -> f.create(
                        Spec.of("downey"),
                        new WorkloadParams(m, new RandomStreams(1, 0), Double.NaN, Double.NaN, 10, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--utilization");
        assertThatThrownBy(() -> f.create(
                        Spec.of("downey:cube"),
                        new WorkloadParams(m, new RandomStreams(1, 0), 1, Double.NaN, 10, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown size rule 'cube'");
    }

    @Test
    void aStreamScopeGivesAnotherJobSetAndTheSameScopeTheSameOne() {
        DowneyWorkloadFactory f = new DowneyWorkloadFactory();
        Machine m = new FlatMachineFactory().create(Spec.of("flat:128"), null);
        java.util.function.Function<Map<String, String>, java.util.List<Job>> jobs = options -> {
            java.util.List<Job> out = new java.util.ArrayList<>();
            f.create(Spec.of("downey"), new WorkloadParams(m, new RandomStreams(1, 0), Double.NaN, 0.7, 50, options))
                    .forEach(out::add);
            return out;
        };
        java.util.List<Job> plain = jobs.apply(Map.of());
        java.util.List<Job> table2 = jobs.apply(Map.of("streams", "table2"));
        assertThat(jobs.apply(Map.of("streams", "table2"))).isEqualTo(table2);
        // independent streams: not one of the 50 jobs agrees in arrival time
        for (int i = 0; i < plain.size(); i++) {
            assertThat(table2.get(i).submit()).isNotEqualTo(plain.get(i).submit());
        }
        assertThatThrownBy(() -> jobs.apply(Map.of("streams", "a/b")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("option streams must be a non-empty name");
        assertThatThrownBy(() -> jobs.apply(Map.of("stream", "x")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown option 'stream'");
    }
}
