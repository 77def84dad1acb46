package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.schedlab.gang.matrix.Jobs.job;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The situation of Fig. 1 of Zhou, Walsh and Brent (JSSPP 2000): eight processors, three slots,
 * nine jobs; J' and J'' in S2 end. Our reconstruction of the figure (buddy-aligned):
 *
 * <pre>
 * S1: J1 J1 J2 J2 J3 J3 J3 J3
 * S2: J' J' J" J" J4 J4 .  .
 * S3: J5 J5 J6 J6 .  .  J7 J7
 * </pre>
 */
class Fig1Test {
    private OusterhoutMatrix m;
    private GangJob j1;
    private GangJob j2;
    private GangJob j7;
    private GangJob jPrime;
    private GangJob jSecond;

    @BeforeEach
    void figure1a() {
        m = Jobs.matrix(8, 3);
        j1 = job(1, 0, 2);
        j2 = job(2, 2, 2);
        j7 = job(7, 6, 2);
        jPrime = job(8, 0, 2);
        jSecond = job(9, 2, 2);
        m.place(j1, 0, false);
        m.place(j2, 0, false);
        m.place(job(3, 4, 4), 0, false);
        m.place(jPrime, 1, false);
        m.place(jSecond, 1, false);
        m.place(job(4, 4, 2), 1, false);
        m.place(job(5, 0, 2), 2, false);
        m.place(job(6, 2, 2), 2, false);
        m.place(j7, 2, false);
        m.checkInvariants();
        m.removeAll(jPrime);
        m.removeAll(jSecond);
        m.checkInvariants();
    }

    @Test
    void fig1bExtraCopiesFillTheFreedCellsAndANewJobThenNeedsAFourthSlot() {
        m.place(j1, 1, true);
        m.place(j2, 1, true);
        m.place(j7, 1, true);
        m.checkInvariants();
        assertThat(m.rows()).isEqualTo(3);
        assertThat(j1.copies()).isEqualTo(2);
        // no block of four has an idle slot on every processor: a job of four needs a new slot
        assertThat(m.freeTree().best(4)).isNull();
        // while the cells of the extra copies still count as free for BRMMS
        assertThat(m.freeOrExtraTree().best(4)).isEqualTo(new Block(0, 4));
    }

    @Test
    void fig1cRepackingEmptiesASlotWithoutMovingAnyJobToOtherProcessors() {
        assertThat(m.freeTree().root()).as("every processor has an idle slot").isPositive();
        String before = columns();
        int row = m.makeIdle(new Block(0, 8));
        assertThat(m.row(row).isEmpty()).isTrue();
        assertThat(columns()).as("each processor keeps the same jobs").isEqualTo(before);
        m.deleteRow(row);
        m.checkInvariants();
        assertThat(m.rows()).isEqualTo(2);
        assertThat(m.freeTree().root()).isZero();
    }

    /** For each processor the sorted ids of the jobs on it, over all rows. */
    private String columns() {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < m.processors(); p++) {
            java.util.List<Integer> ids = new java.util.ArrayList<>();
            for (int r = 0; r < m.rows(); r++) {
                if (m.cell(r, p) != null) {
                    ids.add(m.cell(r, p).job().id());
                }
            }
            java.util.Collections.sort(ids);
            sb.append(p).append(ids).append(';');
        }
        return sb.toString();
    }
}
