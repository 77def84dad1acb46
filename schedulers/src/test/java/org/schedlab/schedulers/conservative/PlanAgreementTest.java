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
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.PassWatch;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.testing.Registered;

/**
 * The counts-only plan kept across passes ({@link CountPlan}) plans exactly as the plan rebuilt at
 * every pass ({@link Plan}, the scheduler before it existed, kept as {@link
 * ConservativeScheduler#rebuildingEveryPass}): on random flat workloads, with and without jobs
 * that outlive their estimates (reservations dropped and made again), in both pass modes, every
 * reservation after every pass and every start are the same: under the default rules with several
 * queue orders, and under PReMAS's rules ({@link Rules}) one by one and together, on workloads with
 * jobs estimated at 0 s (whose passes plan on {@link Plan}, the next pass on counts making its
 * profile afresh) and without.
 */
class PlanAgreementTest {
    static Stream<Arguments> cases() {
        return Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                .flatMap(mode -> Stream.of("fcfs", "sjf", "wfp3")
                        .flatMap(order ->
                                LongStream.rangeClosed(1, 8).mapToObj(seed -> Arguments.of(mode, order, seed))));
    }

    /**
     * PReMAS's rules one by one, together, and with the queue ranked. {@code compress-on-time=no}
     * goes with {@code compress=planned-start}, as in PReMAS: with compressions in arrival order
     * and only at early departures, a job can keep a reservation at the old end of a job that a
     * later compression moved, a time at which no event comes, and the run ends with jobs waiting
     * (on either plan).
     */
    static Stream<Arguments> ruleCases() {
        List<String> rules = List.of(
                "compress=planned-start",
                "compress-when=per-departure",
                "compress=planned-start:compress-when=per-departure:compress-on-time=no",
                "zero=first-change",
                "compress=planned-start:compress-when=per-departure",
                "compress=planned-start:compress-when=per-departure:compress-on-time=no:zero=first-change",
                "compress=planned-start:compress-when=per-departure:compress-on-time=no:zero=first-change:order=sjf");
        return Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                .flatMap(mode -> rules.stream()
                        .flatMap(r -> LongStream.rangeClosed(1, 8).mapToObj(seed -> Arguments.of(mode, r, seed))));
    }

    private record Run(Map<Integer, Double> starts, List<List<ConservativeScheduler.Reservation>> passes) {}

    private static Run run(ConservativeScheduler scheduler, List<Job> jobs, int capacity, PassMode mode) {
        return run(scheduler, jobs, capacity, mode, EventOrder.DEFAULT);
    }

    private static Run run(
            ConservativeScheduler scheduler, List<Job> jobs, int capacity, PassMode mode, EventOrder events) {
        List<List<ConservativeScheduler.Reservation>> passes = new ArrayList<>();
        PassWatch<ConservativeScheduler> watch =
                new PassWatch<>(scheduler, ctx -> passes.add(scheduler.reservations()));
        Map<Integer, Double> starts =
                ScheduleRun.starts(watch, Machines.allocator("flat", capacity), jobs, null, mode, events);
        return new Run(starts, passes);
    }

    private static void assertSame(Run counts, Run rebuilt) {
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

    @ParameterizedTest(name = "{0} order={1} seed {2}")
    @MethodSource("cases")
    void sameReservationsAfterEveryPass(PassMode mode, String orderName, long seed) {
        QueueOrder order = QueueOrders.builtIn().all().get(orderName);
        int capacity = seed % 2 == 0 ? 32 : 128;
        List<Job> jobs = RandomJobs.flat(seed, 250, capacity, seed % 3 != 0);
        Rules rules = Rules.DEFAULT;
        Run counts = run(new ConservativeScheduler(rules, order), jobs, capacity, mode);
        Run rebuilt = run(ConservativeScheduler.rebuildingEveryPass(rules, order), jobs, capacity, mode);
        assertSame(counts, rebuilt);
    }

    /**
     * PReMAS's rules, under PReMAS's order of a second's events. Odd seeds keep the jobs estimated
     * at 0 s; even seeds give them 1 s, so that {@code zero=first-change} runs on counts
     * throughout. {@code compress-on-time=no} without {@code zero=first-change} gets no 0-s jobs:
     * with them that combination can end the run with jobs still waiting, on either plan (PReMAS
     * never has it: it places its 0-s jobs by its own rule).
     */
    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("ruleCases")
    void sameReservationsUnderPremasRules(PassMode mode, String options, long seed) {
        int capacity = seed % 4 < 2 ? 32 : 128;
        List<Job> jobs = RandomJobs.flat(seed + 100, 250, capacity, seed % 3 != 0);
        boolean zeroSettledOnTimeNo = options.contains("compress-on-time=no") && !options.contains("zero=first-change");
        if (seed % 2 == 0 || zeroSettledOnTimeNo) {
            jobs = jobs.stream()
                    .map(j ->
                            j.estimate() > 0 ? j : new Job(j.id(), j.submit(), j.runtime(), 1, j.procs(), j.request()))
                    .toList();
        }
        String spec = "conservative:" + options;
        ConservativeScheduler counts = (ConservativeScheduler) Registered.scheduler(spec);
        ConservativeScheduler rebuilding = ConservativeScheduler.rebuildingEveryPass(counts.rules(), counts.order());
        EventOrder events = new EventOrder(false, true, false);
        Run rebuilt = run(rebuilding, jobs, capacity, mode, events);
        assertSame(run(counts, jobs, capacity, mode, events), rebuilt);
    }
}
