package org.schedlab.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** Where replications run, and that no replication past the maximum is ever started. */
class ReplicationsThreadsTest {
    @Test
    void oneThreadRunsOnTheCaller() {
        Thread caller = Thread.currentThread();
        Set<Boolean> onCaller = ConcurrentHashMap.newKeySet();
        Replications.run(1, StoppingRule.fixed(3), i -> onCaller.add(Thread.currentThread() == caller), b -> 0);
        assertThat(onCaller).containsExactly(true);
    }

    @Test
    void moreThreadsRunOnDaemonWorkersEvenWhenTheCallerIsNoDaemon() throws InterruptedException {
        Set<String> where = ConcurrentHashMap.newKeySet();
        // new threads inherit the daemon flag of the thread that makes them: start from one that has none
        Thread starter = new Thread(() -> Replications.run(
                2,
                StoppingRule.fixed(3),
                i -> where.add(Thread.currentThread().getName()
                        + (Thread.currentThread().isDaemon() ? " daemon" : "")),
                b -> 0));
        starter.setDaemon(false);
        starter.start();
        starter.join();
        assertThat(where).containsExactly("replication daemon");
    }

    @Test
    void aParallelRunNeverStartsAReplicationBeyondTheMaximum() {
        Set<Integer> started = ConcurrentHashMap.newKeySet();
        // the metric never settles, so the run goes to max = 7: a batch of 4, then exactly 3
        List<Integer> results = Replications.run(
                4,
                new StoppingRule("m", 0.001, 2, 7),
                i -> {
                    started.add(i);
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return i;
                },
                i -> i % 2 == 0 ? 1.0 : 100.0);
        assertThat(results).containsExactly(0, 1, 2, 3, 4, 5, 6);
        assertThat(started).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6);
    }

    @Test
    void aFailingReplicationFailsTheRunWithItsOwnException() {
        IllegalArgumentException bad = new IllegalArgumentException("replication 1 failed");
        assertThatThrownBy(() -> Replications.run(
                        2,
                        StoppingRule.fixed(3),
                        i -> {
                            if (i == 1) {
                                throw bad;
                            }
                            return i;
                        },
                        i -> i))
                .isSameAs(bad);
        AssertionError error = new AssertionError("broken");
        assertThatThrownBy(() -> Replications.run(
                        2,
                        StoppingRule.fixed(3),
                        i -> {
                            throw error;
                        },
                        i -> 0))
                .isSameAs(error);
    }

    @Test
    void anInterruptWhileWaitingFailsTheRunAndKeepsTheInterruptFlag() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> Replications.run(2, StoppingRule.fixed(2), i -> i, i -> i))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("interrupted while waiting for a replication");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }
}
