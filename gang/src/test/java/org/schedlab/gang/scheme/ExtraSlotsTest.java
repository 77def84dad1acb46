package org.schedlab.gang.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.sim.GangSimulation;

/**
 * Extra slots handed out in arrival order across blocks (BRMS), on hand-built matrices and one
 * hand-computed run, including the first job of a run (arrival order 0) and the largest order the
 * heap key holds.
 */
class ExtraSlotsTest {
    private static GangJob job(int id, long order, int start, int size) {
        return new GangJob(Job.of(id, 0, 10, size), order, new Block(start, size));
    }

    @Test
    void roundOneServesBlocksByTheArrivalOrderOfTheirNextJob() {
        // S1: 1 2   S2: 3 .   S3: . 4  (orders: 1 -> 0, 2 -> 1, 3 -> 2, 4 -> 3)
        // processor 1 is idle in S2, processor 2 in S3: job 1 takes S3, then job 2 (order 1,
        // before job 3) takes S2; jobs 3 and 4 find their blocks full.
        OusterhoutMatrix m = new OusterhoutMatrix(2);
        for (int i = 0; i < 3; i++) {
            m.addRow();
        }
        m.place(job(1, 0, 0, 1), 0, false);
        m.place(job(2, 1, 1, 1), 0, false);
        m.place(job(3, 2, 0, 1), 1, false);
        m.place(job(4, 3, 1, 1), 2, false);
        RepackingPolicy.assignExtraSlots(m);
        assertThat(m.render()).isEqualTo("S1: 1 2\nS2: 3 +2\nS3: +1 4\n");
        m.checkInvariants();
    }

    @Test
    void theLargestArrivalOrderTheKeyHoldsIsServedAndALargerOneRefused() {
        OusterhoutMatrix m = new OusterhoutMatrix(2);
        m.addRow();
        m.addRow();
        m.place(job(1, Integer.MAX_VALUE, 0, 1), 0, false);
        m.place(job(2, 5, 1, 1), 1, false);
        RepackingPolicy.assignExtraSlots(m);
        assertThat(m.render()).isEqualTo("S1: 1 +2\nS2: +1 2\n");

        OusterhoutMatrix n = new OusterhoutMatrix(2);
        n.addRow();
        n.addRow();
        n.place(job(1, Integer.MAX_VALUE + 1L, 0, 1), 0, false);
        n.place(job(2, 5, 1, 1), 1, false);
        assertThatThrownBy(() -> RepackingPolicy.assignExtraSlots(n))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("J1@0-0 has arrival order 2147483648 outside 0..2^31-1");
    }

    @Test
    void theFirstJobOfARunGetsAnExtraSlot() {
        // P = 2, BRMS, all at 0: A (10 slots) and X (10) fill S1, Y (1 slot) takes P1 in S2 and Z
        // (10) P2 there. Y ends at 2; A, the first arrival, takes its place as an extra copy and
        // runs every slot: 10 slots done at 11. X then runs every other slot (6 by 11) until it
        // ends at 19; Z (5 by 10, 9 by 18) runs alone once S1 is deleted and ends at 20.
        List<String> ends = new ArrayList<>();
        GangSimulation sim = new GangSimulation(2, Scheme.BRMS).auditEverySlot(true);
        sim.addListener(new SimulationListener() {
            @Override
            public void onEnd(Job job, Allocation allocation, double start, double end) {
                ends.add(job.id() + "@" + end);
            }
        });
        sim.run(List.of(Job.of(1, 0, 10, 1), Job.of(2, 0, 10, 1), Job.of(3, 0, 1, 1), Job.of(4, 0, 10, 1))
                .iterator());
        assertThat(ends).containsExactly("3@2.0", "1@11.0", "2@19.0", "4@20.0");
    }
}
