package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The matrix's bookkeeping on hand-built cases: row indexes and the cursor across deletions, the
 * counts returned when extra copies are dropped, which row {@code makeIdle} keeps, and the audit
 * naming a corrupted cell (issue 28: mutants that survived the rest of the suite).
 */
class MatrixBookkeepingTest {
    @Test
    void blocksAndCellsAreReported() {
        assertThat(new OusterhoutMatrix(4).blocks()).isEqualTo(Blocks.WHOLE);
        assertThat(new OusterhoutMatrix(4, Blocks.PARTIAL).blocks()).isEqualTo(Blocks.PARTIAL);
        OusterhoutMatrix m = Jobs.matrix(2, 1);
        GangJob a = Jobs.job(1, 1, 1);
        m.place(a, 0, false);
        assertThat(m.cell(0, 1)).isSameAs(a);
        assertThat(m.cell(0, 0)).isNull();
    }

    @Test
    void indexOfFollowsDeletionsAndForgetsDeletedRows() {
        OusterhoutMatrix m = Jobs.matrix(2, 3);
        Row r0 = m.row(0);
        Row r1 = m.row(1);
        Row r2 = m.row(2);
        assertThat(m.indexOf(r1)).isEqualTo(1);
        assertThat(m.indexOf(r2)).isEqualTo(2);
        m.deleteRow(0);
        // r0 still believes it is row 0, but row 0 is now r1
        assertThat(m.indexOf(r0)).isEqualTo(-1);
        assertThat(m.indexOf(r1)).isZero();
        assertThat(m.indexOf(r2)).isEqualTo(1);
        m.deleteRow(1);
        // r2 believes it is row 1, which is past the end now
        assertThat(m.indexOf(r2)).isEqualTo(-1);
        assertThat(m.indexOf(r1)).isZero();
    }

    @Test
    void deletingARowBeforeTheCursorKeepsItOnTheSameRow() {
        OusterhoutMatrix m = Jobs.matrix(2, 3);
        Row r2 = m.row(2);
        m.setCursor(2);
        m.deleteRow(0);
        assertThat(m.cursor()).isEqualTo(1);
        assertThat(m.row(m.cursor())).isSameAs(r2);
        // deleting the cursor row itself moves it to the row that followed (here: the first again)
        m.deleteRow(1);
        assertThat(m.cursor()).isZero();
    }

    @Test
    void theCursorMayPointJustPastTheLastRow() {
        OusterhoutMatrix m = Jobs.matrix(2, 2);
        m.setCursor(2);
        assertThat(m.cursor()).isZero();
        int added = m.addRow();
        assertThat(m.cursor()).isEqualTo(added);
        assertThatThrownBy(() -> m.setCursor(4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cursor 4 outside 0..3");
        assertThatThrownBy(() -> m.setCursor(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void droppingExtraCopiesReturnsHowManyWentAway() {
        OusterhoutMatrix m = Jobs.matrix(4, 3);
        GangJob a = Jobs.job(1, 0, 2);
        GangJob b = Jobs.job(2, 2, 2);
        GangJob c = Jobs.job(3, 2, 2);
        m.place(a, 0, false);
        m.place(a, 1, true);
        m.place(a, 2, true);
        m.place(b, 0, false);
        m.place(b, 1, true);
        m.place(c, 2, false);
        assertThat(m.removeExtras(c)).isZero();
        assertThat(m.removeExtrasOn(new Block(0, 4))).isEqualTo(3);
        assertThat(a.copies()).isEqualTo(1);
        assertThat(b.copies()).isEqualTo(1);
        m.place(a, 1, true);
        assertThat(m.removeExtras(a)).isEqualTo(1);
        m.checkInvariants();
    }

    @Test
    void makeIdleKeepsTheEarlierRowWhenTheLeftHalfIsIdleFirst() {
        // S1: . X    S2: Y .  -> the left half is idle in S1, the right in S2: X moves to S2
        OusterhoutMatrix m = Jobs.matrix(2, 2);
        GangJob x = Jobs.job(1, 1, 1);
        GangJob y = Jobs.job(2, 0, 1);
        m.place(x, 0, false);
        m.place(y, 1, false);
        assertThat(m.makeIdle(new Block(0, 2))).isZero();
        assertThat(m.render()).isEqualTo("S1: . .\nS2: 2 1\n");
        assertThat(m.shifts()).isEqualTo(1);
    }

    @Test
    void makeIdleKeepsTheEarlierRowWhenTheRightHalfIsIdleFirst() {
        // S1: X .    S2: . Y  -> the right half is idle in S1, the left in S2: X moves to S2
        OusterhoutMatrix m = Jobs.matrix(2, 2);
        GangJob x = Jobs.job(1, 0, 1);
        GangJob y = Jobs.job(2, 1, 1);
        m.place(x, 0, false);
        m.place(y, 1, false);
        assertThat(m.makeIdle(new Block(0, 2))).isZero();
        assertThat(m.render()).isEqualTo("S1: . .\nS2: 1 2\n");
    }

    @Test
    void theAuditNamesAJobFoundJustPastItsCells() {
        OusterhoutMatrix m = Jobs.matrix(4, 1);
        GangJob a = Jobs.job(1, 0, 2);
        GangJob b = Jobs.job(2, 2, 2);
        m.place(a, 0, false);
        m.place(b, 0, false);
        m.checkInvariants();
        m.row(0).cells[2] = a;
        assertThatThrownBy(m::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageEndingWith("found on processor 2 in row 0");
    }

    @Test
    void theAuditNamesAJobMissingOneOfItsCells() {
        OusterhoutMatrix m = Jobs.matrix(4, 1);
        GangJob a = Jobs.job(1, 0, 2);
        m.place(a, 0, false);
        m.row(0).cells[1] = null;
        assertThatThrownBy(m::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageEndingWith("does not hold all its cells in row 0 (processor 1)");
    }
}
