package org.schedlab.workloads.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** The synthetic laws and workloads at the edges of their parameters. */
class SyntheticBoundsTest {
    private static final Machine FLAT8 = new FlatMachineFactory().create(Spec.of("flat:8"), null);

    /** A generator whose uniform double is {@code u} and whose bounded integers are 0. */
    private static UniformRandomProvider fixed(double u) {
        return new UniformRandomProvider() {
            @Override
            public long nextLong() {
                return 0;
            }

            @Override
            public double nextDouble() {
                return u;
            }

            @Override
            public int nextInt(int n) {
                return 0;
            }
        };
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void aOnePointRangeIsAllowedAndAnEmptyOneIsNot() {
        UniformRandomProvider rng = RandomSource.XO_SHI_RO_256_PP.create(1L);
        assertThat(Distributions.uniformInt(rng, 3, 3).sample()).isEqualTo(3);
        assertThatThrownBy(() -> Distributions.uniformInt(rng, 4, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("empty range [4, 3]");
        assertThatThrownBy(() -> Distributions.exponential(rng, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("exponential mean must be finite and > 0: 0.0");
        assertThatThrownBy(() -> new PoissonArrivals(rng, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("arrival rate must be finite and > 0: 0.0");
    }

    @Test
    void theDecreasingLawsRangesStartAtTheirCumulativeProbability() {
        // ranges [1,4] [5,8] [9,16] [17,32] with cumulative 0.4, 0.6, 0.8, 1: u = 0.4 is the first
        // value of the second range, just below it the first
        assertThat(MeshSides.DECREASING.sampler(fixed(0.4), 32).sample()).isEqualTo(5);
        assertThat(MeshSides.DECREASING.sampler(fixed(Math.nextDown(0.4)), 32).sample())
                .isEqualTo(1);
        assertThat(MeshSides.DECREASING.sampler(fixed(0.8), 32).sample()).isEqualTo(17);
        assertThat(MeshSides.DECREASING.sampler(fixed(Math.nextDown(1.0)), 32).sample())
                .isEqualTo(17);
        for (MeshSides sides : MeshSides.values()) {
            assertThatThrownBy(() -> sides.sampler(fixed(0.5), 0))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("side limit must be >= 1: 0");
            assertThatThrownBy(() -> sides.probability(1, 0))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("side limit must be >= 1: 0");
        }
    }

    @Test
    void theRoundedLogUniformLawSumsToOne() {
        // k in [2, 8]: P(k) = ln(min(k + 1/2, 8) / max(k - 1/2, 2)) / ln(8 / 2)
        double[] p = DowneyWorkload.roundedUniformLogPmf(2, 8);
        assertThat(p).hasSize(9);
        double sum = 0;
        for (int k = 2; k <= 8; k++) {
            double lo = Math.max(k - 0.5, 2);
            double hi = Math.min(k + 0.5, 8);
            assertThat(p[k]).isCloseTo(Math.log(hi / lo) / Math.log(4), within(1e-12));
            sum += p[k];
        }
        assertThat(sum).isCloseTo(1, within(1e-12));
        assertThat(DowneyWorkload.roundedUniformLogPmf(5, 5)).containsExactly(0, 0, 0, 0, 0, 1);
    }

    @Test
    void downeyMakesExactlyItsJobsOnTheSmallestMachine() {
        List<Job> one =
                jobs(new DowneyWorkload(1, DowneyWorkload.SizeRule.DRAWN, 1.0, 1, new RandomStreams(1, 0), null));
        assertThat(one).singleElement().extracting(Job::procs).isEqualTo(1);
        Iterator<Job> it =
                new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 5, new RandomStreams(1, 0), null).iterator();
        for (int i = 0; i < 5; i++) {
            assertThat(it.next().id()).isEqualTo(i + 1);
        }
        assertThat(it.hasNext()).isFalse();
        assertThatThrownBy(it::next).isInstanceOf(NoSuchElementException.class);
    }

    @Test
    void aScopeNamesItsOwnStreams() {
        RandomStreams streams = new RandomStreams(4, 0);
        List<Job> a = jobs(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, "a"));
        List<Job> again = jobs(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, "a"));
        List<Job> b = jobs(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, "b"));
        List<Job> plain = jobs(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, null));
        assertThat(again).isEqualTo(a);
        assertThat(b).isNotEqualTo(a);
        assertThat(plain).isNotEqualTo(a).isNotEqualTo(b);
        assertThat(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, "a").provenance())
                .containsEntry("streams", "a");
        assertThat(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, null).provenance())
                .doesNotContainKey("streams");
        assertThat(new DowneyWorkload(8, DowneyWorkload.SizeRule.DRAWN, 1.0, 20, streams, null).provenance())
                .containsEntry("source", "downey");
        assertThat(new DowneyWorkload(8, DowneyWorkload.SizeRule.POW2, 1.0, 20, streams, null).provenance())
                .containsEntry("source", "downey:pow2");
    }

    private static WorkloadParams params(double load, double utilization, int jobs) {
        return new WorkloadParams(FLAT8, new RandomStreams(1, 0), load, utilization, jobs, Map.of());
    }

    @Test
    void downeysFactoryTakesOneJobAndRefusesAZeroRateOrUtilization() {
        DowneyWorkloadFactory f = new DowneyWorkloadFactory();
        assertThat(jobs(f.create(Spec.of("downey"), params(Double.NaN, 0.5, 1))))
                .hasSize(1);
        Workload byLoad = f.create(Spec.of("downey"), params(0.25, Double.NaN, 3));
        assertThat(byLoad.provenance()).containsEntry("rate", 0.25);
        assertThatThrownBy(() -> f.create(Spec.of("downey"), params(0, Double.NaN, 3)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--load must be a finite arrival rate > 0, got 0.0");
        assertThatThrownBy(() -> f.create(Spec.of("downey"), params(Double.NaN, 0, 3)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--utilization must be finite and > 0, got 0.0");
    }

    @Test
    void meshWorkloadsTakeOneJobAndStopAfterTheirJobs() {
        WorkloadParams p = new WorkloadParams(FLAT8, new RandomStreams(1, 0), 0.5, Double.NaN, 1, Map.of());
        MeshWorkloadFactory f = new MeshWorkloadFactory(MeshSides.DECREASING);
        Iterator<Job> it = f.create(Spec.of("mesh-decreasing"), p).iterator();
        assertThat(it.next().id()).isEqualTo(1);
        assertThat(it.hasNext()).isFalse();
        assertThatThrownBy(it::next).isInstanceOf(NoSuchElementException.class).hasMessage("all 1 jobs were drawn");
        assertThat(f.synopsis()).startsWith("mesh-decreasing  sides from [1,4],[5,8],[9,16],[17,L]");
        assertThat(new MeshWorkloadFactory(MeshSides.UNIFORM).synopsis()).startsWith("mesh-uniform  sides uniform");
    }
}
