package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.PassWatch;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.easy.EasyScheduler;

/**
 * The defining property of conservative backfilling, audited after every pass on a flat and on a
 * contiguous machine in both pass modes: while jobs keep to their estimates, no reservation ever
 * moves later and every job starts no later than its first reservation, so no start delays a
 * reservation made before it. And with never more than one job waiting, it equals EASY.
 */
class ConservativeReservationTest {
    static Stream<Arguments> cases() {
        return Machines.NAMES.stream()
                .flatMap(m -> Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                        .flatMap(mode -> LongStream.rangeClosed(1, 12).mapToObj(s -> Arguments.of(m, mode, s))));
    }

    /** Audits the reservations after every pass. */
    private static final class Auditor {
        final IdentityHashMap<Job, Double> first = new IdentityHashMap<>();
        final IdentityHashMap<Job, Double> latest = new IdentityHashMap<>();
        final PassWatch<ConservativeScheduler> watch = new PassWatch<>(new ConservativeScheduler(), this::audit);
        long reservations;

        private void audit(SchedulerContext ctx) {
            for (ConservativeScheduler.Reservation r : watch.scheduler().reservations()) {
                assertThat(r.start())
                        .as("job %d has a reservation", r.job().id())
                        .isGreaterThanOrEqualTo(ctx.now());
                first.putIfAbsent(r.job(), r.start());
                Double before = latest.put(r.job(), r.start());
                if (before != null) {
                    assertThat(r.start())
                            .as("reservation of job %d moved later", r.job().id())
                            .isLessThanOrEqualTo(before);
                }
                reservations++;
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void reservationsNeverMoveLater(String machine, PassMode mode, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 250, 32, false);
        Auditor auditor = new Auditor();
        ScheduleRun.starts(
                auditor.watch,
                Machines.allocator(machine, 32),
                jobs,
                new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        Double reserved = auditor.first.get(job);
                        if (reserved != null) {
                            assertThat(now)
                                    .as("job %d reserved for %s", job.id(), reserved)
                                    .isLessThanOrEqualTo(reserved);
                        }
                    }
                },
                mode);
        assertThat(auditor.reservations).isPositive();
        assertThat(auditor.watch.scheduler().droppedReservations()).isZero();
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void equalsEasyWhenJobsQueueAlone(String machine, PassMode mode, long seed) {
        // one arrival every 30 s, at most 40 s of work each: a job waits at most behind the running ones
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            double runtime = rnd.nextInt(1, 41);
            int procs = rnd.nextInt(1, 33);
            double estimate = runtime + rnd.nextInt(0, 20);
            jobs.add(new Job(i + 1, 30.0 * i, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        EasyScheduler easyScheduler = new EasyScheduler();
        int[] longest = {0};
        PassWatch<EasyScheduler> watch =
                new PassWatch<>(easyScheduler, ctx -> longest[0] = Math.max(longest[0], easyScheduler.waiting()));
        var easy = ScheduleRun.starts(watch, Machines.allocator(machine, 32), jobs, mode);
        assertThat(longest[0]).as("longest queue").isEqualTo(1);
        assertThat(ScheduleRun.starts(new ConservativeScheduler(), Machines.allocator(machine, 32), jobs, mode))
                .isEqualTo(easy);
    }
}
