package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;

/** The scheduler tester passes a correct FCFS and catches a planted bug: a scheduler that loses jobs. */
class SchedulerContractPlantedBugTest {
    /** Strict arrival order; with {@code lose}, every 37th job is dropped on arrival. */
    private static final class Fifo implements Scheduler {
        private final ArrayDeque<Job> queue = new ArrayDeque<>();
        private final boolean lose;

        Fifo(boolean lose) {
            this.lose = lose;
        }

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            if (!(lose && job.id() % 37 == 0)) {
                queue.add(job);
            }
            drain(ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            drain(ctx);
        }

        private void drain(SchedulerContext ctx) {
            while (!queue.isEmpty() && ctx.tryStart(queue.peek())) {
                queue.poll();
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }
    }

    private static SchedulerContract over(boolean lose) {
        return new SchedulerContract() {
            @Override
            protected List<String> specs() {
                return List.of(lose ? "lossy" : "fifo");
            }

            @Override
            protected Scheduler scheduler(String spec) {
                return new Fifo(lose);
            }
        };
    }

    @Test
    void aCorrectSchedulerPasses() {
        SchedulerContract c = over(false);
        for (SchedulerContract.TestMachine m : c.machines()) {
            assertThatCode(() -> c.check("fifo", m, 1)).doesNotThrowAnyException();
        }
    }

    @Test
    void aSchedulerThatLosesJobsFails() {
        SchedulerContract c = over(true);
        // the engine's end-of-run audit, run by the tester, names the lost jobs
        assertThatThrownBy(() -> c.check("lossy", c.machines().get(0), 1)).hasMessageContaining("never started");
    }
}
