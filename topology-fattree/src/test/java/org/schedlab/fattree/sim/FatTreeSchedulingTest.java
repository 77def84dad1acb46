package org.schedlab.fattree.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocator;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.alloc.TreePlacement;
import org.schedlab.fattree.tree.KaryNTree;
import org.schedlab.schedulers.easy.EasyScheduler;
import org.schedlab.schedulers.fcfs.FcfsScheduler;

/**
 * The fat-tree allocators under the real FCFS and EASY schedulers (algorithms.md 5.3): with the
 * non-contiguous policy the schedule equals the flat machine's job for job; with the contiguous
 * and quasi-contiguous policies EASY never delays the head past its reservation, and every
 * placement respects the policy's level bound.
 */
class FatTreeSchedulingTest {
    private static final KaryNTree TREE = new KaryNTree(4, 3, 56);

    static Stream<Arguments> seeds() {
        return LongStream.rangeClosed(1, 25).mapToObj(Arguments::of);
    }

    static Stream<Arguments> localityPoliciesAndSeeds() {
        List<Arguments> out = new ArrayList<>();
        for (String spec : List.of("contiguous", "quasi:10", "quasi:40")) {
            for (long seed = 1; seed <= 25; seed++) {
                out.add(Arguments.of(spec, seed));
            }
        }
        return out.stream();
    }

    /** Integer times so events coincide; sizes mostly small, some near the machine; exact estimates or longer. */
    static List<Job> jobs(long seed, int n, int capacity) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>(n);
        double t = 0;
        for (int i = 0; i < n; i++) {
            t += rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(1, 5);
            double runtime = rnd.nextInt(10) == 0 ? 0 : rnd.nextInt(1, 40);
            double estimate = runtime + (rnd.nextBoolean() ? 0 : rnd.nextInt(0, 30));
            int procs = rnd.nextInt(4) != 0 ? rnd.nextInt(1, 9) : rnd.nextInt(1, capacity + 1);
            jobs.add(new Job(i + 1, t, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        return jobs;
    }

    static Map<Integer, Double> starts(Scheduler scheduler, Allocator allocator, List<Job> jobs, SimulationListener l) {
        Map<Integer, Double> started = new LinkedHashMap<>();
        Simulation sim = new Simulation(allocator, scheduler).auditEveryEvent(true);
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                assertThat(now).isGreaterThanOrEqualTo(job.submit());
                assertThat(started.put(job.id(), now)).isNull();
            }
        });
        if (l != null) {
            sim.addListener(l);
        }
        sim.run(jobs.iterator());
        assertThat(started).hasSize(jobs.size());
        allocator.checkInvariants();
        assertThat(allocator.free()).isEqualTo(allocator.capacity());
        return started;
    }

    static FatTreeAllocator tree(String spec) {
        return FatTreeAllocators.create(Spec.of(spec), TREE);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void nonContiguousEasyIsFlatEasyJobForJob(long seed) {
        List<Job> jobs = jobs(seed, 400, TREE.installed());
        assertThat(starts(new EasyScheduler(), tree("noncontiguous"), jobs, null))
                .isEqualTo(starts(new EasyScheduler(), new FlatAllocator(TREE.installed()), jobs, null));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void nonContiguousFcfsIsFlatFcfsJobForJob(long seed) {
        List<Job> jobs = jobs(seed, 300, TREE.installed());
        assertThat(starts(new FcfsScheduler(), tree("noncontiguous"), jobs, null))
                .isEqualTo(starts(new FcfsScheduler(), new FlatAllocator(TREE.installed()), jobs, null));
    }

    /** Passes events through and remembers the first reservation of every head. */
    private static final class ReservationRecorder implements PassScheduler {
        final EasyScheduler easy = new EasyScheduler();
        final IdentityHashMap<Job, Double> firstShadow = new IdentityHashMap<>();
        int reservations;

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            easy.onArrival(job, ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            easy.onDeparture(job, ctx);
        }

        @Override
        public void pass(SchedulerContext ctx) {
            easy.pass(ctx);
            EasyScheduler.Reservation r = easy.reservation();
            if (r != null) {
                firstShadow.putIfAbsent(r.head(), r.shadow());
                reservations++;
            }
        }

        @Override
        public int waiting() {
            return easy.waiting();
        }

        @Override
        public void checkInvariants() {
            easy.checkInvariants();
        }
    }

    /** With estimates never shorter than runtimes, a head starts no later than its first shadow time. */
    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("localityPoliciesAndSeeds")
    void easyNeverViolatesTheHeadsReservation(String spec, long seed) {
        List<Job> jobs = jobs(seed, 400, TREE.installed());
        ReservationRecorder recorder = new ReservationRecorder();
        int[] late = {0};
        starts(recorder, tree(spec), jobs, new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                Double shadow = recorder.firstShadow.get(job);
                if (shadow != null && now > shadow) {
                    late[0]++;
                }
            }
        });
        assertThat(recorder.reservations).isPositive();
        assertThat(late[0]).as("heads started after their reservation").isZero();
    }

    /** Every placement made during a run stays within the policy's level bound. */
    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("localityPoliciesAndSeeds")
    void placementsDuringARunRespectTheLevelBound(String spec, long seed) {
        List<Job> jobs = jobs(seed, 300, TREE.installed());
        int allowed = spec.equals("contiguous") ? 0 : 1;
        starts(new EasyScheduler(), tree(spec), jobs, new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                TreePlacement p = (TreePlacement) allocation;
                int bound = Math.min(TREE.n(), TREE.jobLevel(job.procs()) + allowed);
                assertThat(p.level()).as("job %d on %s", job.id(), p.describe()).isLessThanOrEqualTo(bound);
            }
        });
    }

    /**
     * Under FCFS every job starts no earlier on a contiguous machine than on a non-contiguous one:
     * by induction, once the jobs before it have started later, fewer nodes are free at any time,
     * and contiguity asks for more than a count.
     */
    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("localityPoliciesAndSeeds")
    void underFcfsLocalityNeverStartsAJobEarlier(String spec, long seed) {
        List<Job> jobs = jobs(seed, 300, TREE.installed());
        Map<Integer, Double> local = starts(new FcfsScheduler(), tree(spec), jobs, null);
        Map<Integer, Double> flat = starts(new FcfsScheduler(), tree("noncontiguous"), jobs, null);
        for (Job j : jobs) {
            assertThat(local.get(j.id())).as("job %d", j.id()).isGreaterThanOrEqualTo(flat.get(j.id()));
        }
        assertThat(local).isNotEqualTo(flat);
    }
}
