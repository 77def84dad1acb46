package org.schedlab.schedulers.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.CountsOnly;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.easy.EasyScheduler;

/**
 * EASY's shadow plan on an allocator copy ({@code ShadowPlanner.CopyPlan}, the form topology
 * machines get) against the counts-only form a flat machine gets: a flat allocator that hides its
 * {@link CountsSuffice} capability must give the same starts, since on it counts decide what fits
 * whichever form asks. Random flat workloads, with and without jobs outliving their estimates, both
 * pass modes, fcfs and sjf orders (sjf ranks a job other than the oldest first). The count form
 * of plain EASY carries its plan over passes that follow arrivals only ({@link
 * ShadowPlanner#carry}) while the copy form plans afresh at every pass, so this also holds the
 * carried plans to fresh ones, on longer runs too (queues of hundreds of jobs, many passes after
 * arrivals only).
 */
class PlacementPlanAgreementTest {
    static Stream<Arguments> cases() {
        return Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                .flatMap(mode -> Stream.of("easy", "easy:order=sjf")
                        .flatMap(spec -> LongStream.rangeClosed(1, 8)
                                .mapToObj(seed -> Arguments.of(mode, spec, seed, seed > 6 ? 3000 : 300))));
    }

    @ParameterizedTest(name = "{0} {1} seed {2}, {3} jobs")
    @MethodSource("cases")
    void copyPlanStartsEqualCountPlanStarts(PassMode mode, String spec, long seed, int n) {
        int capacity = seed % 2 == 0 ? 32 : 128;
        List<Job> jobs = RandomJobs.flat(seed, n, capacity, seed % 3 != 0);
        Map<Integer, Double> counts = ScheduleRun.starts(
                EasyScheduler.FACTORY.create(Spec.of(spec)), new FlatAllocator(capacity), jobs, mode);
        Map<Integer, Double> copies = ScheduleRun.starts(
                EasyScheduler.FACTORY.create(Spec.of(spec)), new CountsOnly(new FlatAllocator(capacity)), jobs, mode);
        assertThat(copies).isEqualTo(counts);
    }
}
