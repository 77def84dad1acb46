package org.schedlab.gang.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;

/**
 * The situation of Fig. 2 of Zhou, Walsh and Brent (JSSPP 2000): eight processors, three slots;
 * P1 has no idle slot, P8 two; the left level-2 node is 0 and the right one 5. Our
 * reconstruction:
 *
 * <pre>
 * S1: J1 J1 .  .  .  .  J2 J2
 * S2: J3 J3 J3 J3 J5 J5 J7 .
 * S3: J4 J4 .  .  J6 J6 .  .
 * </pre>
 */
class Fig2Test {
    private OusterhoutMatrix m;
    private final List<GangJob> running = new ArrayList<>();
    private GangJob j1;
    private GangJob j2;

    private GangJob put(int id, int start, int size, int row) {
        GangJob g = new GangJob(Job.of(id, 0, 50, size), running.size(), new Block(start, size));
        m.place(g, row, false);
        running.add(g);
        return g;
    }

    @BeforeEach
    void figure2() {
        m = new OusterhoutMatrix(8);
        for (int i = 0; i < 3; i++) {
            m.addRow();
        }
        j1 = put(1, 0, 2, 0);
        j2 = put(2, 6, 2, 0);
        put(3, 0, 4, 1);
        put(4, 0, 2, 2);
        put(5, 4, 2, 1);
        put(6, 4, 2, 2);
        put(7, 6, 1, 1);
        m.checkInvariants();
        assertThat(m.freeTree().leaf(0)).isZero();
        assertThat(m.freeTree().leaf(7)).isEqualTo(2);
        assertThat(m.freeTree().value(new Block(0, 4))).isZero();
        assertThat(m.freeTree().value(new Block(4, 4))).isEqualTo(5);
    }

    @Test
    void aSizeFourArrivalGoesToTheBlockWhoseNodeIsNonZeroWithoutANewSlot() {
        GangJob g = Scheme.BR.policy().place(Job.of(10, 0, 5, 4), 7, m);
        assertThat(g.block()).isEqualTo(new Block(4, 4));
        assertThat(m.rows()).isEqualTo(3);
        m.checkInvariants();
    }

    @Test
    void j2GetsAnExtraSlotBecauseItsNodeIsNonZero() {
        assertThat(m.freeTree().value(j2.block())).isPositive();
        Scheme.BRMS.policy().afterEvents(m);
        assertThat(j2.copies()).isEqualTo(2);
        assertThat(m.rows()).isEqualTo(3);
        m.checkInvariants();
    }

    @Test
    void whenJ1EndsTheRootBecomesNonZeroAndASlotIsDeleted() {
        assertThat(m.freeTree().root()).isZero();
        m.removeAll(j1);
        running.remove(j1);
        assertThat(m.freeTree().root()).isPositive();
        Scheme.BR.policy().afterEvents(m);
        assertThat(m.rows()).isEqualTo(2);
        assertThat(m.freeTree().root()).isZero();
        m.checkInvariants();
    }

    @Test
    void conventionalBuddyNeverRepacksAndKeepsNonEmptySlots() {
        m.removeAll(j1);
        running.remove(j1);
        Scheme.BC.policy().afterEvents(m);
        assertThat(m.rows()).isEqualTo(3);
        // the first row with an idle aligned block of four is S1 (J1 gone): no shift, no new row
        GangJob g = Scheme.BC.policy().place(Job.of(11, 0, 5, 4), 8, m);
        assertThat(m.rows()).isEqualTo(3);
        assertThat(g.primary()).isSameAs(m.row(0));
        assertThat(g.block()).isEqualTo(new Block(0, 4));
        // a job of eight fits in no row: a fourth row is appended
        Scheme.BC.policy().place(Job.of(12, 0, 5, 8), 9, m);
        assertThat(m.rows()).isEqualTo(4);
        assertThat(m.shifts()).isZero();
    }

    @Test
    void brmmsArrivalTakesTheCellsOfExtraCopiesInsteadOfAddingASlot() {
        Scheme.BRMS.policy().afterEvents(m); // hands out extra copies (J2 among them)
        assertThat(m.freeTree().best(4)).as("no truly idle block of four left").isNull();
        GangJob g = Scheme.BRMMS.policy().place(Job.of(12, 0, 5, 4), 7, m);
        assertThat(m.rows()).isEqualTo(3);
        assertThat(g.block()).isEqualTo(new Block(4, 4));
        assertThat(j2.copies()).as("J2 gave its extra slot up").isEqualTo(1);
        m.checkInvariants();
    }

    @Test
    void bcBestFitTakesTheBlockInsideTheSmallestIdleSuperBlock() {
        OusterhoutMatrix one = new OusterhoutMatrix(8);
        one.addRow();
        one.place(new GangJob(Job.of(1, 0, 5, 2), 0, new Block(2, 2)), 0, false);
        // idle: [0-1] (inside busy-free super-block of 2) and [4-7] (super-block of 4)
        GangJob g = Scheme.BC.policy().place(Job.of(2, 0, 5, 1), 1, one);
        assertThat(g.block()).isEqualTo(new Block(0, 1));
        GangJob h = Scheme.BC.policy().place(Job.of(3, 0, 5, 2), 2, one);
        assertThat(h.block()).isEqualTo(new Block(4, 2));
        one.checkInvariants();
    }
}
