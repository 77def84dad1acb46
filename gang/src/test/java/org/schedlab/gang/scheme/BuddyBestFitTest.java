package org.schedlab.gang.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;

/** BC's best fit inside a row: the smallest idle super-block, ties to the leftmost. */
class BuddyBestFitTest {
    @Test
    void anEmptyRowGivesItsLeftmostBlock() {
        OusterhoutMatrix m = new OusterhoutMatrix(4);
        m.addRow();
        assertThat(ConventionalBuddyPolicy.bestFit(m.row(0), 1, 4)).isEqualTo(new Block(0, 1));
        assertThat(ConventionalBuddyPolicy.bestFit(m.row(0), 2, 4)).isEqualTo(new Block(0, 2));
        // a whole machine of one bit-set word: the super-block stops at the machine
        OusterhoutMatrix wide = new OusterhoutMatrix(64);
        wide.addRow();
        assertThat(ConventionalBuddyPolicy.bestFit(wide.row(0), 1, 64)).isEqualTo(new Block(0, 1));
        assertThat(ConventionalBuddyPolicy.bestFit(wide.row(0), 64, 64)).isEqualTo(new Block(0, 64));
    }

    @Test
    void theHoleNextToABusyBuddyBeatsALargerIdleBlock() {
        // P1 busy: P2 is idle alone (its super-block is itself), P3-P4 idle together
        OusterhoutMatrix m = new OusterhoutMatrix(4);
        m.addRow();
        m.place(new GangJob(Job.of(1, 0, 5, 1), 0, new Block(0, 1)), 0, false);
        assertThat(ConventionalBuddyPolicy.bestFit(m.row(0), 1, 4)).isEqualTo(new Block(1, 1));
        assertThat(ConventionalBuddyPolicy.bestFit(m.row(0), 2, 4)).isEqualTo(new Block(2, 2));
        assertThat(ConventionalBuddyPolicy.bestFit(m.row(0), 4, 4)).isNull();
    }
}
