package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A row's bit set across 64-bit words: blocks of 64 processors and more, the scan for busy
 * processors up to the last word, and placements refused on busy cells.
 */
class RowBitsTest {
    @Test
    void blocksOfAWholeWordOrMoreAreTestedWordByWord() {
        Row r = new Row(128);
        GangJob j = Jobs.job(1, 64, 64);
        r.set(64, 128, j);
        assertThat(r.isIdle(new Block(0, 64))).isTrue();
        assertThat(r.isIdle(new Block(64, 64))).isFalse();
        assertThat(r.isIdle(new Block(0, 128))).isFalse();
        r.set(64, 128, null);
        assertThat(r.isIdle(new Block(0, 128))).isTrue();
        assertThat(r.isIdle(new Block(64, 64))).isTrue();
        r.set(5, 6, Jobs.job(2, 5, 1));
        assertThat(r.isIdle(new Block(64, 64))).isTrue();
        assertThat(r.isIdle(new Block(0, 64))).isFalse();
        assertThat(r.isIdle(new Block(0, 128))).isFalse();
    }

    @Test
    void nextBusyScansIntoTheSecondWordAndStopsAtTheEnd() {
        Row r = new Row(128);
        r.set(70, 71, Jobs.job(1, 70, 1));
        assertThat(r.nextBusy(0)).isEqualTo(70);
        assertThat(r.nextBusy(70)).isEqualTo(70);
        assertThat(r.nextBusy(71)).isEqualTo(-1);
        assertThat(r.nextBusy(128)).isEqualTo(-1);
        Row one = new Row(64);
        one.set(63, 64, Jobs.job(2, 63, 1));
        assertThat(one.nextBusy(0)).isEqualTo(63);
        // the engine asks from the end of the last job's cells: the processor count itself
        assertThat(one.nextBusy(64)).isEqualTo(-1);
    }

    @Test
    void aJobIsNotPlacedOrShiftedOntoBusyCells() {
        OusterhoutMatrix m = Jobs.matrix(4, 2);
        m.place(Jobs.job(1, 1, 1), 0, false);
        GangJob pair = Jobs.job(2, 0, 2);
        assertThatThrownBy(() -> m.place(pair, 0, false))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("J2@0-1 does not fit in row 0");
        m.place(pair, 1, false);
        assertThatThrownBy(() -> m.shift(pair, 1, 0))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot shift to row 0");
        assertThat(m.cell(0, 0)).isNull();
        m.checkInvariants();
    }

    @Test
    void theCursorMayBeSetToTheFirstRow() {
        OusterhoutMatrix m = Jobs.matrix(2, 2);
        m.setCursor(1);
        m.setCursor(0);
        assertThat(m.cursor()).isZero();
    }

    @Test
    void treesReportTheirSizeAndCompareNodeByNode() {
        assertThat(new WorkloadTree(8).processors()).isEqualTo(8);
        assertThat(WorkloadTree.of(new int[] {1, 2}).sameAs(WorkloadTree.of(new int[] {1, 2})))
                .isTrue();
        assertThat(WorkloadTree.of(new int[] {1, 2}).sameAs(WorkloadTree.of(new int[] {1, 3})))
                .isFalse();
    }
}
