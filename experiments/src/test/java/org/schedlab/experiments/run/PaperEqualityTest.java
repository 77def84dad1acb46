package org.schedlab.experiments.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The hand-written equals and hashCode of {@link Papers.Paper} keep the record contract: equal
 * exactly when every component is equal, and equal papers hash alike.
 */
class PaperEqualityTest {
    private static final Supplier<org.schedlab.experiments.repro.paper.Paper> MAKE = () -> null;
    private static final Supplier<org.schedlab.experiments.repro.paper.Paper> OTHER = () -> null;

    @Test
    void papersAreEqualExactlyWhenEveryComponentIs() {
        Papers.Paper p = new Papers.Paper("p", "a title", MAKE);
        Papers.Paper same = new Papers.Paper(new String("p"), new String("a title"), MAKE);
        assertThat(p).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(p).isNotEqualTo(null).isNotEqualTo("p");
        for (Papers.Paper other : List.of(
                new Papers.Paper("q", "a title", MAKE),
                new Papers.Paper("p", "another title", MAKE),
                new Papers.Paper("p", "a title", OTHER))) {
            assertThat(p).as(other.toString()).isNotEqualTo(other);
            assertThat(other).as(other.toString()).isNotEqualTo(p);
        }
    }
}
