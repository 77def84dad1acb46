package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.PassWatch;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;

/**
 * The counts-only plan kept across passes ({@link CountPlan}) plans exactly as the plan rebuilt at
 * every pass ({@link Plan}, the scheduler before it existed, kept as {@link
 * ConservativeScheduler#rebuildingEveryPass}): on random flat workloads, with and without jobs
 * that outlive their estimates (reservations dropped and made again), in both pass modes, under
 * the default rules (the only ones the counts-only plan serves) and several queue orders, every reservation
 * after every pass and every start are the same.
 */
class PlanAgreementTest {
    static Stream<Arguments> cases() {
        return Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                .flatMap(mode -> Stream.of("fcfs", "sjf", "wfp3")
                        .flatMap(order ->
                                LongStream.rangeClosed(1, 8).mapToObj(seed -> Arguments.of(mode, order, seed))));
    }

    private record Run(Map<Integer, Double> starts, List<List<ConservativeScheduler.Reservation>> passes) {}

    private static Run run(ConservativeScheduler scheduler, List<Job> jobs, int capacity, PassMode mode) {
        List<List<ConservativeScheduler.Reservation>> passes = new ArrayList<>();
        PassWatch<ConservativeScheduler> watch =
                new PassWatch<>(scheduler, ctx -> passes.add(scheduler.reservations()));
        Map<Integer, Double> starts = ScheduleRun.starts(watch, Machines.allocator("flat", capacity), jobs, mode);
        return new Run(starts, passes);
    }

    @ParameterizedTest(name = "{0} order={1} seed {2}")
    @MethodSource("cases")
    void sameReservationsAfterEveryPass(PassMode mode, String orderName, long seed) {
        QueueOrder order = QueueOrders.builtIn().all().get(orderName);
        int capacity = seed % 2 == 0 ? 32 : 128;
        List<Job> jobs = RandomJobs.flat(seed, 250, capacity, seed % 3 != 0);
        Rules rules = Rules.DEFAULT;
        Run counts = run(new ConservativeScheduler(rules, order), jobs, capacity, mode);
        Run rebuilt = run(ConservativeScheduler.rebuildingEveryPass(rules, order), jobs, capacity, mode);
        assertThat(counts.passes()).hasSameSizeAs(rebuilt.passes());
        for (int i = 0; i < counts.passes().size(); i++) {
            assertThat(counts.passes().get(i))
                    .as("reservations after pass %d", i)
                    .isEqualTo(rebuilt.passes().get(i));
        }
        assertThat(counts.starts()).isEqualTo(rebuilt.starts());
        assertThat(counts.passes().stream().mapToInt(List::size).sum())
                .as("the workload keeps jobs waiting")
                .isGreaterThan(100);
    }
}
