package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.List;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;

/** The scheduler tester passes a correct FCFS and catches a planted bug: a scheduler that loses jobs. */
class SchedulerContractPlantedBugTest {
    /** Strict arrival order; with {@code lose}, every 37th job is dropped on arrival. */
    private static class Fifo implements Scheduler {
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
        assertThatThrownBy(() -> c.check("lossy", c.machines().get(0), 1))
                .hasMessageStartingWith("runs by the contract: lossy on flat:24, seed 1, at time ")
                .hasMessageContaining("never started");
    }

    /** A scheduler that throws: the failure names the check, spec, machine, seed and how far the run got. */
    @Test
    void anExceptionFromTheSchedulerNamesTheSeedAndHowFarTheRunGot() {
        SchedulerContract c = new SchedulerContract() {
            @Override
            protected List<String> specs() {
                return List.of("thrower");
            }

            @Override
            protected Scheduler scheduler(String spec) {
                return new Fifo(false) {
                    @Override
                    public void onArrival(Job job, SchedulerContext ctx) {
                        if (job.id() == 40) {
                            throw new IllegalStateException("planted failure");
                        }
                        super.onArrival(job, ctx);
                    }
                };
            }
        };
        assertThatThrownBy(() -> c.check("thrower", c.machines().get(1), 2))
                .hasMessageStartingWith("runs by the contract: thrower on line:24, seed 2, at time ")
                .hasMessageMatching("(?s).* after \\d+ starts and \\d+ ends: threw .*planted failure.*")
                .hasRootCauseMessage("planted failure");
    }

    @Test
    void dynamicTestsNameCheckSpecMachineAndSeed() {
        SchedulerContract c = over(false);
        assertThat(c.schedulerContract().map(DynamicNode::getDisplayName))
                .hasSize(c.machines().size() * c.seeds().length)
                .contains("runs by the contract: fifo on line:24, seed 3");
    }
}
