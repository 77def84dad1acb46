package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The audit of the idle bit sets: no bit may be set at or above the row count. */
class IdleColumnsAuditTest {
    @Test
    void aBitAtOrAboveTheRowCountIsReported() {
        IdleColumns c = new IdleColumns(4);
        c.appendRow();
        c.appendRow();
        assertThat(c.tailClear()).isTrue();
        // an idle mark for row 2 of a two-row matrix: the first position past the end
        c.set(2, 3, 4, true);
        assertThat(c.tailClear()).isFalse();
        c.set(2, 3, 4, false);
        assertThat(c.tailClear()).isTrue();
        c.set(5, 0, 1, true);
        assertThat(c.tailClear()).isFalse();
    }

    @Test
    void theAuditReadsPastTheFirstWord() {
        IdleColumns c = new IdleColumns(2);
        for (int i = 0; i < 70; i++) {
            c.appendRow();
        }
        assertThat(c.tailClear()).isTrue();
        c.set(100, 1, 2, true);
        assertThat(c.tailClear()).isFalse();
    }
}
