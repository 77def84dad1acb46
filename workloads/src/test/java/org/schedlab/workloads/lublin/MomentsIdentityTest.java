package org.schedlab.workloads.lublin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The means of {@link Moments} against their definitions from the size law and the two truncated
 * runtime gammas (whose pieces the brute-force test in {@code LublinWorkloadTest} checks).
 */
class MomentsIdentityTest {
    @Test
    void theMeansAreTheSumsOverTheSizeLaw() {
        for (JobType t : List.of(JobType.BATCH, JobType.INTERACTIVE)) {
            double[] g1 = Moments.floorExpMoments(t.a1(), t.b1());
            double[] g2 = Moments.floorExpMoments(t.a2(), t.b2());
            for (int max : new int[] {1, 128}) {
                Moments m = new Moments(t, max);
                double size = 0;
                double runtime = 0;
                double work = 0;
                for (int k = 1; k <= max; k++) {
                    double p = Math.max(0, Math.min(1, t.pa() * k + t.pb()));
                    // E[runtime | size k]: the mixture of the two truncated gammas, renormalised
                    double r = (p * g1[1] + (1 - p) * g2[1]) / (p * g1[0] + (1 - p) * g2[0]);
                    assertThat(m.meanRuntime(k)).as("%s k=%d", t, k).isCloseTo(r, within(1e-9 * r));
                    size += k * m.sizeProbability(k);
                    runtime += m.sizeProbability(k) * r;
                    work += m.sizeProbability(k) * k * r;
                }
                assertThat(m.meanSize()).isCloseTo(size, within(1e-12 * size));
                assertThat(m.meanRuntime()).isCloseTo(runtime, within(1e-9 * runtime));
                assertThat(m.meanWork()).isCloseTo(work, within(1e-9 * work));
                // a one-processor machine: every job has size 1
                if (max == 1) {
                    assertThat(m.meanSize()).isCloseTo(1, within(1e-12));
                }
                assertThat(m.meanSize()).isBetween(1 - 1e-12, max + 1e-12); // the size law sums to 1 up to rounding
                assertThat(m.meanRuntime()).isBetween(1.0, (double) Moments.MAX_RUNTIME);
            }
        }
    }
}
