package org.schedlab.multicluster.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.schedlab.multicluster.alloc.ClusterAllocation;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.capacity.CapacityLoss;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;
import org.schedlab.multicluster.workload.ComponentLaw;

/**
 * The value types and size laws of the multicluster model (Bucur and Epema, JSSPP 2000): equality,
 * spellings, the edges of every range check, and exact small cases of the laws. Written against
 * the mutants PIT found surviving (docs/testing.md).
 */
class ValuesAndLawsTest {
    @Test
    void requestsAreEqualByKindAndComponentsInOrder() {
        CoAllocationRequest a = new CoAllocationRequest(new int[] {4, 3, 1, 2}, RequestKind.UNORDERED);
        CoAllocationRequest same = new CoAllocationRequest(new int[] {4, 3, 1, 2}, RequestKind.UNORDERED);
        assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(a).isNotEqualTo(a.withKind(RequestKind.ORDERED));
        assertThat(a).isNotEqualTo(new CoAllocationRequest(new int[] {4, 3, 2, 1}, RequestKind.UNORDERED));
        assertThat(a).isNotEqualTo("unordered(4+3+1+2)");
        assertThat(a.hashCode()).isNotEqualTo(a.withKind(RequestKind.ORDERED).hashCode());
        assertThat(a).hasToString("unordered(4+3+1+2)");
        assertThat(CoAllocationRequest.total(5)).hasToString("total(5)");
        assertThat(a.processors()).isEqualTo(10);
    }

    @Test
    void aComponentOfOneIsTheSmallestAccepted() {
        assertThat(new CoAllocationRequest(new int[] {1}, RequestKind.ORDERED).processors())
                .isEqualTo(1);
        assertThatThrownBy(() -> new CoAllocationRequest(new int[] {2, 0}, RequestKind.ORDERED))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(">= 1");
    }

    @Test
    void allocationsAreEqualByTheirCounts() {
        ClusterAllocation a = new ClusterAllocation(new int[] {4, 0, 3});
        ClusterAllocation same = new ClusterAllocation(new int[] {4, 0, 3});
        assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(a).isNotEqualTo(new ClusterAllocation(new int[] {3, 0, 4}));
        assertThat(a.hashCode()).isNotEqualTo(new ClusterAllocation(new int[] {3, 0, 4}).hashCode());
        assertThat(a).isNotEqualTo("0:4;2:3");
        assertThat(a).hasToString("ClusterAllocation[0:4;2:3]");
        // one processor is the smallest placement
        assertThat(new ClusterAllocation(new int[] {0, 1}).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new ClusterAllocation(new int[] {0, 0})).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void spellings() {
        assertThat(List.of(RequestKind.values()))
                .extracting(RequestKind::spelling)
                .containsExactly("total", "ordered", "unordered");
        assertThat(List.of(Placement.values())).extracting(Placement::spelling).containsExactly("ff", "wf");
        assertThat(Placement.bySpelling("wf")).isEqualTo(Placement.WORST_FIT);
        assertThat(Placement.bySpelling("bf")).isNull();
    }

    @Test
    void theCdfOfAUniformLaw() {
        SizeDistribution u = SizeDistribution.uniform(2, 5);
        assertThat(u.cdf(0)).isZero();
        assertThat(u.cdf(1)).isZero();
        assertThat(u.cdf(2)).isEqualTo(0.25);
        assertThat(u.cdf(3)).isEqualTo(0.5);
        assertThat(u.cdf(4)).isEqualTo(0.75);
        assertThat(u.cdf(5)).isEqualTo(1.0);
        assertThat(u.cdf(50)).isEqualTo(1.0);
        assertThat(u.isUniform()).isTrue();
        assertThat(u).hasToString("uniform[2,5]");
        assertThat(SizeDistribution.truncatedGeometric(0.5, 3).isUniform()).isFalse();
    }

    @Test
    void aOnePointUniformLawAlwaysDrawsItsPoint() {
        var s = SizeDistribution.uniform(3, 3).sampler(RandomSource.XO_RO_SHI_RO_128_PP.create(7L));
        for (int i = 0; i < 20; i++) {
            assertThat(s.sample()).isEqualTo(3);
        }
    }

    @Test
    void weightsAreNormalisedAndTrailingZerosDropped() {
        SizeDistribution w = SizeDistribution.ofWeights(new double[] {0, 1, 3, 0, 0}, "w");
        assertThat(w.max()).isEqualTo(2);
        assertThat(w.pmf(1)).isEqualTo(0.25);
        assertThat(w.pmf(2)).isEqualTo(0.75);
        assertThat(w).hasToString("w");
        assertThatThrownBy(() -> SizeDistribution.ofWeights(new double[] {0, 0, 0}, "zero"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sum to 0");
    }

    @Test
    void theSumOfTwoCopiesIsTheConvolution() {
        SizeDistribution w = SizeDistribution.ofWeights(new double[] {0, 1, 3}, "w");
        SizeDistribution two = w.sumOf(2);
        assertThat(two.min()).isEqualTo(2);
        assertThat(two.max()).isEqualTo(4);
        assertThat(two.pmf(2)).isCloseTo(0.0625, within(1e-15));
        assertThat(two.pmf(3)).isCloseTo(0.375, within(1e-15));
        assertThat(two.pmf(4)).isCloseTo(0.5625, within(1e-15));
        assertThat(w.sumOf(1)).isSameAs(w);
    }

    @Test
    void theEdgesOfTheGeometricLaws() {
        assertThat(SizeDistribution.truncatedGeometric(0.5, 1).pmf(1)).isEqualTo(1.0);
        assertThat(SizeDistribution.evenFavoured(0.5, 1).pmf(1)).isEqualTo(1.0);
        // weights q, 3 q^2 with q = 0.5: 0.5 and 0.75
        assertThat(SizeDistribution.evenFavoured(0.5, 2).pmf(2)).isCloseTo(0.6, within(1e-15));
        for (double q : new double[] {0.0, 1.0}) {
            assertThatThrownBy(() -> SizeDistribution.truncatedGeometric(q, 4))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> SizeDistribution.evenFavoured(q, 4)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> SizeDistribution.truncatedGeometric(0.5, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SizeDistribution.evenFavoured(0.5, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void capacityLossNeedsSizesThatFitTheCluster() {
        SizeDistribution u = SizeDistribution.uniform(1, 4);
        // the largest size equal to the cluster is fine
        assertThat(CapacityLoss.idleProbabilities(u, 4)).hasSize(5);
        assertThat(CapacityLoss.idleSet(u, 4)).isNotEmpty();
        assertThat(CapacityLoss.approximation(u, 4)).isPositive();
        assertThatThrownBy(() -> CapacityLoss.idleProbabilities(u, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CapacityLoss.idleSet(u, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CapacityLoss.approximation(u, 3, new int[] {0}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CapacityLoss.binFilling(SizeDistribution.uniform(1, 1), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cluster size must be >= 1");
    }

    @Test
    void theRealisticComponentLaw() {
        ComponentLaw r = ComponentLaw.realistic();
        assertThat(r.max()).isEqualTo(8);
        assertThat(r.weights()).containsExactly(0.7, 0.3);
        assertThat(ComponentLaw.uniform(2, 6).max()).isEqualTo(6);
    }

    @Test
    void totalsOfExactlyTheLargestIntAreAccepted() {
        assertThat(new CoAllocationRequest(new int[] {Integer.MAX_VALUE}, RequestKind.TOTAL).processors())
                .isEqualTo(Integer.MAX_VALUE);
        assertThat(new ClusterAllocation(new int[] {Integer.MAX_VALUE - 1, 1}).processors())
                .isEqualTo(Integer.MAX_VALUE);
        assertThatThrownBy(() -> new CoAllocationRequest(new int[] {Integer.MAX_VALUE, 1}, RequestKind.TOTAL))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large");
    }

    @Test
    void aZeroQIsRefusedByTheLawsOwnCheck() {
        assertThatThrownBy(() -> SizeDistribution.truncatedGeometric(0.0, 4)).hasMessageContaining("0 < q < 1");
        assertThatThrownBy(() -> SizeDistribution.evenFavoured(0.0, 4)).hasMessageContaining("0 < q < 1");
    }

    @Test
    void aOneProcessorClusterLosesNothingToOneProcessorJobs() {
        SizeDistribution one = SizeDistribution.uniform(1, 1);
        assertThat(CapacityLoss.binFilling(one, 1)).isZero();
        assertThat(CapacityLoss.idleProbabilities(one, 1)).containsExactly(1.0, 0.0);
    }
}
