package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;

/** The waiting queue across a regrowth: a gap in positions, the job at position 0, the edges. */
class WaitingQueueEdgeTest {
    private static Job job(int id, int procs) {
        return Job.of(id, 0, 1, procs);
    }

    @Test
    void aFarPositionAfterTheFirstKeepsTheFirstJob() {
        WaitingQueue q = new WaitingQueue();
        Job first = job(1, 4);
        Job far = job(2, 1);
        q.add(first, 0);
        q.add(far, 100);
        q.checkInvariants();
        assertThat(q.get(0)).isSameAs(first);
        assertThat(q.get(100)).isSameAs(far);
        assertThat(q.first()).isZero();
        assertThat(q.next(1, 2)).isEqualTo(100);
        assertThat(q.remove(0)).isSameAs(first);
        assertThat(q.first()).isEqualTo(100);
        q.checkInvariants();
    }

    @Test
    void positionsOutsideTheStoredRangeHoldNothing() {
        WaitingQueue q = new WaitingQueue();
        assertThat(q.get(16)).isNull();
        assertThat(q.get(-1)).isNull();
        q.add(job(1, 1), 3);
        assertThat(q.get(16)).isNull();
        assertThat(q.get(3)).isNotNull();
    }

    @Test
    void aDecreasingPositionIsNamedWithTheLastOne() {
        WaitingQueue q = new WaitingQueue();
        q.add(job(1, 1), 5);
        assertThatThrownBy(() -> q.add(job(2, 1), 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("positions must increase: 3 after 5");
    }
}
