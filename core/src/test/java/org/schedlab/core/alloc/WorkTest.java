package org.schedlab.core.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import org.junit.jupiter.api.Test;

/** Allocator work per job under both cost models. */
class WorkTest {
    @Test
    void perJobFiguresDivideByCommitsOrReleases() {
        Work w = new Work(4, 5, 40, 15, 12, 10);
        assertThat(w.allocationUnitsPerJob()).isEqualTo(10.0);
        assertThat(w.releaseUnitsPerJob()).isEqualTo(3.0);
        assertThat(w.allocationComparisonsPerJob()).isEqualTo(3.0);
        assertThat(w.releaseComparisonsPerJob()).isEqualTo(2.0);
        assertThat(w.perJob())
                .containsExactly(
                        entry(Work.ALLOCATION_UNITS, 10.0),
                        entry(Work.RELEASE_UNITS, 3.0),
                        entry(Work.ALLOCATION_RELEASE_UNITS, 13.0),
                        entry(Work.ALLOCATION_COMPARISONS, 3.0),
                        entry(Work.RELEASE_COMPARISONS, 2.0),
                        entry(Work.ALLOCATION_RELEASE_COMPARISONS, 5.0));
    }

    @Test
    void noJobsMeansZeroNotNaN() {
        Work w = new Work(0, 0, 7, 3, 2, 1);
        assertThat(w.perJob().values()).containsOnly(0.0);
        assertThat(new Work(2, 0, 3, 9, 1, 9).perJob().get(Work.ALLOCATION_RELEASE_UNITS))
                .isEqualTo(1.5);
    }
}
