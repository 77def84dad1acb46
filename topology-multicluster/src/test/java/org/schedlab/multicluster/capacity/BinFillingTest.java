package org.schedlab.multicluster.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.request.RequestKind;
import org.schedlab.multicluster.sizes.SizeDistribution;

/** Bin filling: simulation against the exact expectation, and Table 3 of Bucur and Epema (JSSPP 2000). */
class BinFillingTest {
    private static BinFilling fourByEight(RequestKind kind, int n2) {
        return new BinFilling(
                new int[] {8, 8, 8, 8}, kind, Placement.FIRST_FIT, false, SizeDistribution.uniform(1, n2), 4);
    }

    /** Table 3 (bin filling, 4 clusters of 8, First Fit, distinct clusters): maximal utilization. */
    @ParameterizedTest(name = "[1,{0}] ordered {1} unordered {2}")
    @CsvSource({"4, 0.685, 0.722", "8, 0.578, 0.608"})
    void table3(int n2, double paperOrdered, double paperUnordered) {
        assertThat(1 - fourByEight(RequestKind.ORDERED, n2).exact()).isCloseTo(paperOrdered, within(0.003));
        assertThat(1 - fourByEight(RequestKind.UNORDERED, n2).exact()).isCloseTo(paperUnordered, within(0.003));
    }

    @ParameterizedTest(name = "{0} {1} share={2}")
    @CsvSource({
        "TOTAL, FIRST_FIT, false",
        "ORDERED, FIRST_FIT, false",
        "UNORDERED, FIRST_FIT, false",
        "UNORDERED, WORST_FIT, false",
        "UNORDERED, FIRST_FIT, true",
        "UNORDERED, WORST_FIT, true"
    })
    void simulationAgreesWithTheExactExpectation(RequestKind kind, Placement placement, boolean share) {
        BinFilling b = new BinFilling(new int[] {8, 6, 8}, kind, placement, share, SizeDistribution.uniform(1, 5), 3);
        double exact = b.exact();
        BinFilling.Estimate e = b.run(200_000, RandomSource.XO_SHI_RO_256_PP.create(42L));
        assertThat(e.runs()).isEqualTo(200_000);
        assertThat(e.placements()).isPositive();
        assertThat(e.halfWidth()).isPositive().isLessThan(0.002);
        // a 95% interval misses now and then; 2 half-widths keeps this test honest yet stable at a fixed seed
        assertThat(e.capacityLoss()).isCloseTo(exact, within(2 * e.halfWidth()));
    }

    @Test
    void singleClusterSimulationAgreesWithEquations1And2() {
        SizeDistribution f = SizeDistribution.uniform(1, 16);
        BinFilling.Estimate e = BinFilling.singleCluster(f, 32).run(200_000, RandomSource.XO_SHI_RO_256_PP.create(7L));
        assertThat(e.capacityLoss()).isCloseTo(CapacityLoss.binFilling(f, 32), within(2 * e.halfWidth()));
    }

    @Test
    void totalRequestsOnAMulticlusterFillOneBinOfTheSum() {
        BinFilling total = new BinFilling(
                new int[] {8, 8, 8, 8},
                RequestKind.TOTAL,
                Placement.FIRST_FIT,
                false,
                SizeDistribution.uniform(1, 4),
                4);
        assertThat(total.exact())
                .isCloseTo(
                        CapacityLoss.binFilling(SizeDistribution.uniform(1, 4).sumOf(4), 32), within(1e-15));
    }

    @Test
    void orderedSingleComponentOnOneClusterIsTheSingleClusterCase() {
        SizeDistribution f = SizeDistribution.uniform(4, 5);
        BinFilling one = new BinFilling(new int[] {32}, RequestKind.ORDERED, Placement.FIRST_FIT, false, f, 1);
        assertThat(one.exact()).isCloseTo(CapacityLoss.binFilling(f, 32), within(1e-12));
    }

    @Test
    void sameSeedSameEstimate() {
        BinFilling b = fourByEight(RequestKind.UNORDERED, 8);
        assertThat(b.run(1000, RandomSource.XO_SHI_RO_256_PP.create(3L)))
                .isEqualTo(b.run(1000, RandomSource.XO_SHI_RO_256_PP.create(3L)));
    }

    @Test
    void tooLargeForExactSaysSo() {
        BinFilling big = new BinFilling(
                new int[] {32, 32, 32, 32, 32, 32, 32, 32, 32, 32},
                RequestKind.ORDERED,
                Placement.FIRST_FIT,
                false,
                SizeDistribution.uniform(1, 16),
                10);
        assertThatThrownBy(big::exact)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("use the simulation");
    }
}
