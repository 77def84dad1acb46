package org.schedlab.multicluster.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

class SizeDistributionTest {
    @Test
    void sumOfFourUniformComponentsIsTheConvolution() {
        SizeDistribution s = SizeDistribution.uniform(1, 4).sumOf(4);
        assertThat(s.min()).isEqualTo(4);
        assertThat(s.max()).isEqualTo(16);
        assertThat(s.mean()).isCloseTo(10.0, within(1e-12));
        assertThat(s.pmf(4)).isCloseTo(1.0 / 256, within(1e-15));
        assertThat(s.pmf(16)).isCloseTo(1.0 / 256, within(1e-15));
        // sum = 5: one component is 2, the others 1: 4 ways
        assertThat(s.pmf(5)).isCloseTo(4.0 / 256, within(1e-15));
        assertThat(s.cdf(16)).isEqualTo(1.0);
    }

    @Test
    void geometricIsProportionalToQToTheN() {
        SizeDistribution g = SizeDistribution.truncatedGeometric(0.8, 32);
        for (int n = 1; n < 32; n++) {
            assertThat(g.pmf(n + 1) / g.pmf(n)).isCloseTo(0.8, within(1e-12));
        }
        assertThat(g.cdf(32)).isEqualTo(1.0);
    }

    @Test
    void samplersFollowTheLawByChiSquare() {
        for (SizeDistribution f : new SizeDistribution[] {
            SizeDistribution.uniform(4, 13),
            SizeDistribution.truncatedGeometric(0.9, 32),
            SizeDistribution.evenFavoured(0.9, 8)
        }) {
            DiscreteSampler s = f.sampler(RandomSource.XO_SHI_RO_256_PP.create(11L));
            int k = f.max() - f.min() + 1;
            long[] counts = new long[k];
            double[] expected = new double[k];
            for (int i = 0; i < 100_000; i++) {
                counts[s.sample() - f.min()]++;
            }
            for (int n = f.min(); n <= f.max(); n++) {
                expected[n - f.min()] = f.pmf(n);
            }
            double p = ChiSquareTest.withDefaults().test(expected, counts).getPValue();
            assertThat(p).as("%s", f).isGreaterThan(0.001);
        }
    }
}
