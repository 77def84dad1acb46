package org.schedlab.schedulers.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.easy.EasyScheduler;

/**
 * {@link ShadowPlanner} used the way a new policy would use it, through its public API only: a
 * backfilling scheduler on a plain list, written here in 40 lines without any shadow-time code,
 * makes exactly EASY's decisions on a flat and a contiguous machine in both pass modes.
 */
class ShadowPlannerReuseTest {
    /** EASY on an array list, planning through {@link ShadowPlanner}. */
    private static final class ListEasy implements PassScheduler {
        private final List<Job> queue = new ArrayList<>();
        private final Map<Job, Integer> numbers = new IdentityHashMap<>();
        private final ShadowPlanner planner = new ShadowPlanner();
        private final boolean onCounts;

        ListEasy() {
            this(false);
        }

        /** @param onCounts plan on free counts whatever the allocator (a bug on a topology) */
        ListEasy(boolean onCounts) {
            this.onCounts = onCounts;
        }

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            numbers.put(job, numbers.size());
            queue.add(job);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            planner.ended(job);
        }

        @Override
        public void pass(SchedulerContext ctx) {
            Allocator allocator = ctx.allocator();
            while (!queue.isEmpty() && queue.get(0).request().processors() <= allocator.free()) {
                Allocation placement = allocator.find(queue.get(0).request());
                if (placement == null) {
                    break;
                }
                start(0, placement, ctx);
            }
            ShadowPlanner.HeadPlan plan = null;
            for (int i = 1; i < queue.size(); i++) {
                Job job = queue.get(i);
                if (job.request().processors() > allocator.free()) {
                    continue;
                }
                if (plan == null) {
                    plan = planner.plan(
                            queue.get(0),
                            allocator,
                            ctx.now(),
                            onCounts || Capabilities.has(allocator, CountsSuffice.class));
                }
                if (plan.excludes(job)) {
                    continue;
                }
                Allocation placement = allocator.find(job.request());
                if (placement != null && plan.admit(job, placement)) {
                    start(i--, placement, ctx);
                }
            }
        }

        private void start(int index, Allocation placement, SchedulerContext ctx) {
            Job job = queue.remove(index);
            ctx.start(job, placement);
            planner.started(job, placement, ctx.now(), numbers.get(job));
        }

        @Override
        public int waiting() {
            return queue.size();
        }

        @Override
        public void checkInvariants() {
            planner.checkInvariants();
        }
    }

    static Stream<Arguments> cases() {
        return Machines.NAMES.stream()
                .flatMap(m -> Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                        .flatMap(mode -> LongStream.rangeClosed(1, 5).mapToObj(s -> Arguments.of(m, mode, s))));
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void aPolicyOnThePlannerIsEasy(String machine, PassMode mode, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 400, 32, true);
        assertThat(ScheduleRun.starts(new ListEasy(), Machines.allocator(machine, 32), jobs, mode))
                .isEqualTo(ScheduleRun.starts(new EasyScheduler(), Machines.allocator(machine, 32), jobs, mode));
    }

    /**
     * The golden schedule on the line catches a policy that plans the head's reservation on
     * counts where topology decides; on a flat machine that policy is EASY, so no golden schedule
     * on flat could.
     */
    @org.junit.jupiter.api.Test
    void theLineGoldenScheduleCatchesAReservationPlannedOnCounts() throws Exception {
        GoldenSchedule golden = GoldenSchedule.read(Path.of(
                getClass().getResource("/golden/easy-line-head-placement.csv").toURI()));
        assertThat(ScheduleRun.starts(new ListEasy(), golden.allocator(), golden.jobs()))
                .isEqualTo(golden.expected());
        Map<Integer, Double> onCounts = ScheduleRun.starts(new ListEasy(true), golden.allocator(), golden.jobs());
        assertThat(onCounts)
                .isNotEqualTo(golden.expected())
                .containsEntry(4, 2.0)
                .containsEntry(3, 52.0);
        List<Job> jobs = RandomJobs.flat(3, 400, 32, true);
        assertThat(ScheduleRun.starts(new ListEasy(true), Machines.allocator("flat", 32), jobs))
                .isEqualTo(ScheduleRun.starts(new EasyScheduler(), Machines.allocator("flat", 32), jobs));
    }
}
