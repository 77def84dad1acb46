package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Function;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.conservative.ConservativeScheduler;
import org.schedlab.schedulers.conservative.Rules;
import org.schedlab.schedulers.easy.EasyScheduler;

/**
 * The sorted path of {@link OrderedQueue} (every order but arrival) against the arrival path: an
 * order that scores every job alike, but does not say it is arrival order, makes EASY and
 * conservative sort their queues each pass, and must give the schedules of plain {@code easy} and
 * {@code conservative} (ties fall back to arrival), on a flat and a contiguous machine, in both
 * pass modes.
 */
class OrderedPathTest {
    /** Arrival order in disguise: equal scores, sorted again at every pass. */
    private static final QueueOrder ALL_EQUAL = new QueueOrder() {
        @Override
        public String name() {
            return "all-equal";
        }

        @Override
        public String description() {
            return "every job scores 0";
        }

        @Override
        public double score(Job job, double now) {
            return 0;
        }

        @Override
        public boolean dependsOnTime() {
            return true;
        }
    };

    static Stream<Arguments> cases() {
        return Machines.NAMES.stream()
                .flatMap(m -> Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                        .flatMap(mode -> LongStream.rangeClosed(1, 6).mapToObj(s -> Arguments.of(m, mode, s))));
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void sortedPathEqualsArrivalPath(String machine, PassMode mode, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        List<Function<QueueOrder, Scheduler>> makers =
                List.of(o -> new EasyScheduler(false, o), o -> new ConservativeScheduler(Rules.DEFAULT, o));
        for (Function<QueueOrder, Scheduler> make : makers) {
            Scheduler plain = make.apply(QueueOrders.FCFS);
            assertThat(ScheduleRun.starts(make.apply(ALL_EQUAL), Machines.allocator(machine, 32), jobs, mode))
                    .as(plain.getClass().getSimpleName())
                    .isEqualTo(ScheduleRun.starts(plain, Machines.allocator(machine, 32), jobs, mode));
        }
    }
}
