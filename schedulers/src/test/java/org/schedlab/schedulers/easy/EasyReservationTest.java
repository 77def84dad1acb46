package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.PassWatch;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;

/**
 * EASY never delays the head, on a flat and on a contiguous machine: when no job outlives its
 * estimate, every job that was ever the queue head starts no later than the first shadow time
 * computed for it. A checking wrapper reads the reservation after every pass; a listener checks
 * every start.
 */
class EasyReservationTest {
    static Stream<Arguments> seeds() {
        return Machines.NAMES.stream()
                .flatMap(m -> LongStream.rangeClosed(1, 30).mapToObj(s -> Arguments.of(m, s)));
    }

    /** Remembers the first reservation of every head and checks that none moves later. */
    private static final class ReservationRecorder {
        final IdentityHashMap<Job, Double> firstShadow = new IdentityHashMap<>();
        final PassWatch<EasyScheduler> watch = new PassWatch<>(new EasyScheduler(), this::record);
        int reservations;

        private void record(SchedulerContext ctx) {
            EasyScheduler.Reservation r = watch.scheduler().reservation();
            if (r != null) {
                assertThat(r.shadow()).isGreaterThanOrEqualTo(ctx.now());
                Double before = firstShadow.putIfAbsent(r.head(), r.shadow());
                if (before != null) {
                    assertThat(r.shadow())
                            .as("reservation of job %d moved later", r.head().id())
                            .isLessThanOrEqualTo(before);
                }
                reservations++;
            }
        }
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("seeds")
    void headStartsByItsFirstShadowTime(String machine, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 400, 32, false);
        ReservationRecorder recorder = new ReservationRecorder();
        ScheduleRun.starts(recorder.watch, Machines.allocator(machine, 32), jobs, new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                Double shadow = recorder.firstShadow.get(job);
                if (shadow != null) {
                    assertThat(now)
                            .as("job %d reserved for %s", job.id(), shadow)
                            .isLessThanOrEqualTo(shadow);
                }
            }
        });
        assertThat(recorder.reservations).isPositive();
    }
}
