package org.schedlab.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * The stopping rule at its bounds, which replications a parallel run computes, where they run,
 * and how a failing replication or an interrupt reaches the caller.
 */
class StoppingAndReplicationEdgesTest {
    @Test
    void theRuleIsCheckedFromTheMinimumOnAndAtItsTarget() {
        StoppingRule rule = new StoppingRule("m", 0.1, 2, 10);
        assertThat(rule.satisfied(ConfidenceInterval.of95(new double[] {5}))).isFalse();
        assertThat(rule.satisfied(ConfidenceInterval.of95(new double[] {5, 5}))).isTrue();
        // a relative error of exactly the target is enough
        assertThat(rule.satisfied(new ConfidenceInterval(10, 1, 3, 0.95))).isTrue();
        assertThat(rule.satisfied(new ConfidenceInterval(10, 1.01, 3, 0.95))).isFalse();
        assertThat(rule.satisfied(new ConfidenceInterval(10, 5, 10, 0.95))).isTrue();
        // a target of 0 means: run to the maximum
        StoppingRule toMax = new StoppingRule("m", 0, 2, 10);
        assertThat(toMax.satisfied(ConfidenceInterval.of95(new double[] {5, 5, 5})))
                .isFalse();
    }

    @Test
    void aParallelRunComputesOnlyTheReplicationsItNeeds() {
        Set<Integer> computed = ConcurrentHashMap.newKeySet();
        // constant values: relative error 0 <= 0.5 as soon as the minimum of 3 is reached
        List<Integer> r = Replications.run(
                2,
                new StoppingRule("m", 0.5, 3, 10),
                i -> {
                    computed.add(i);
                    return i;
                },
                i -> 1.0);
        assertThat(r).containsExactly(0, 1, 2);
        assertThat(computed).containsExactlyInAnyOrder(0, 1, 2);
        Set<Integer> fixed = ConcurrentHashMap.newKeySet();
        assertThat(Replications.run(
                        8,
                        StoppingRule.fixed(5),
                        i -> {
                            fixed.add(i);
                            return i;
                        },
                        i -> i))
                .containsExactly(0, 1, 2, 3, 4);
        assertThat(fixed).containsExactlyInAnyOrder(0, 1, 2, 3, 4);
        // run to the maximum of 3 on two threads: a first batch of two, then only the third
        Set<Integer> capped = ConcurrentHashMap.newKeySet();
        assertThat(Replications.run(
                        2,
                        new StoppingRule("m", 0, 2, 3),
                        i -> {
                            capped.add(i);
                            return i;
                        },
                        i -> i))
                .containsExactly(0, 1, 2);
        assertThat(capped).containsExactlyInAnyOrder(0, 1, 2);
    }

    @Test
    void poolThreadsAreDaemonsAlsoWhenTheCallerIsNot() throws InterruptedException {
        // threads inherit the daemon flag of the thread that creates them: call from a non-daemon one
        List<List<Thread>> out = new java.util.ArrayList<>();
        Thread caller = new Thread(
                () -> out.add(Replications.run(2, StoppingRule.fixed(2), i -> Thread.currentThread(), t -> 1.0)));
        caller.setDaemon(false);
        caller.start();
        caller.join();
        assertThat(out).hasSize(1);
        assertThat(out.get(0))
                .hasSize(2)
                .allSatisfy(t -> assertThat(t.isDaemon()).isTrue());
    }

    @Test
    void oneThreadRunsOnTheCallerAndMoreOnDaemonThreads() {
        Thread caller = Thread.currentThread();
        List<Thread> serial = Replications.run(1, StoppingRule.fixed(2), i -> Thread.currentThread(), t -> 1.0);
        assertThat(serial).containsOnly(caller);
        List<Thread> parallel = Replications.run(2, StoppingRule.fixed(2), i -> Thread.currentThread(), t -> 1.0);
        assertThat(parallel).doesNotContain(caller).allSatisfy(t -> {
            assertThat(t.getName()).isEqualTo("replication");
            assertThat(t.isDaemon()).isTrue();
        });
    }

    @Test
    void aFailingReplicationThrowsItsOwnException() {
        assertThatThrownBy(() -> Replications.run(
                        2,
                        StoppingRule.fixed(2),
                        i -> {
                            throw new IllegalArgumentException("replication " + i + " failed");
                        },
                        i -> 1.0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("replication 0 failed");
        assertThatThrownBy(() -> Replications.run(
                        2,
                        StoppingRule.fixed(2),
                        i -> {
                            throw new AssertionError("broken");
                        },
                        i -> 1.0))
                .isInstanceOf(AssertionError.class)
                .hasMessage("broken");
    }

    @Test
    void anInterruptedCallerGetsAnErrorAndKeepsItsInterrupt() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> Replications.run(2, StoppingRule.fixed(2), i -> i, i -> 1.0))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("interrupted while waiting for a replication");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }
}
