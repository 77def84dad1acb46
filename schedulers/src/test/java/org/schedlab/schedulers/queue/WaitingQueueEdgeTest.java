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

    @Test
    void aJobIsRestoredOnlyBetweenTheOldestAndTheEnd() {
        WaitingQueue q = new WaitingQueue();
        assertThatThrownBy(() -> q.restore(job(9, 1), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot restore a job at position 0 into an empty queue");
        q.add(job(1, 1), 2);
        q.add(job(2, 1), 4);
        q.add(job(3, 1), 6);
        q.remove(4);
        assertThatThrownBy(() -> q.restore(job(9, 1), 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot restore a job at position 7 (oldest 2, end 7)");
        Job back = job(2, 1);
        q.restore(back, 4);
        assertThat(q.get(4)).isSameAs(back);
        assertThat(q.size()).isEqualTo(3);
        q.checkInvariants();
    }
}
