package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * {@code easy:kill} on a line of processors where a job needs a contiguous run of ids (first fit),
 * schedules worked out by hand.
 */
class EasyKillTest {
    private static Job job(int id, double submit, double runtime, int procs) {
        return new Job(id, submit, runtime, runtime, procs, new ProcessorRequest(procs));
    }

    /** Every start, kill and end, in engine order. */
    static final class Events implements SimulationListener {
        final List<String> log = new ArrayList<>();

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            log.add("start " + job.id() + " @" + now + " on " + allocation.describe());
        }

        @Override
        public void onKill(Job job, Allocation allocation, double start, double killedAt) {
            log.add("kill " + job.id() + " @" + killedAt + " (ran from " + start + ")");
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            log.add("end " + job.id() + " @" + end);
        }
    }

    private static Simulation run(
            Scheduler scheduler,
            int capacity,
            List<Job> jobs,
            Events events,
            PassMode mode,
            SimulationListener... more) {
        Simulation sim = new Simulation(new ContiguousAllocator(capacity), scheduler, mode)
                .auditEveryEvent(true)
                .addListener(events);
        for (SimulationListener l : more) {
            sim.addListener(l);
        }
        sim.run(jobs.iterator());
        return sim;
    }

    /**
     * Two advanced jobs; the later one is spared because the head fits without killing it.
     *
     * <pre>
     * line of 8, first fit
     * t=0  A (1 proc, ends 100) on 0; X (4 procs, estimate 10) on 1-4; free {5, 6, 7}
     * t=1  H (5 procs) waits: 3 free. By count X's end at 10 leaves 7 free: shadow 10, extra 2
     * t=2  J1 (1 proc, runs 50) uses one extra processor: on 5, extra 1
     * t=3  J2 (1 proc, runs 50) uses the other: on 6, extra 0
     * t=10 X ends: free {1, 2, 3, 4, 7}, 5 by count but no run of 5. The reservation is due.
     *      Advanced (arrived after H): J2 (started 3), J1 (started 2). Most recent first: without
     *      J2, free {1-4, 6, 7}: no run of 5; without J1 too, {1-7}: H fits. Sparing pass: J2 back
     *      on 6 leaves {1-5, 7}, H still fits on 1-5, so J2 is spared. J1 is killed after 8 s on
     *      1 processor (lost work 8), H starts on 1-5, J1 (the new head) restarts on 7 and ends 60.
     * </pre>
     *
     * Topology-aware {@code easy} keeps J1 and J2 waiting (each would break H's block at 10): they
     * start at 10 on 6 and 7.
     */
    @Test
    void killsTheFewestMostRecentAdvancedJobsThatLetTheHeadFit() {
        List<Job> jobs = List.of(
                job(1, 0, 100, 1), // A
                job(2, 0, 10, 4), // X
                job(3, 1, 10, 5), // H
                job(4, 2, 50, 1), // J1
                job(5, 3, 50, 1)); // J2
        for (PassMode mode : PassMode.values()) {
            Events events = new Events();
            Simulation sim = run(Registered.scheduler("easy:kill"), 8, jobs, events, mode);
            assertThat(events.log)
                    .as("%s", mode)
                    .containsExactly(
                            "start 1 @0.0 on 0-0",
                            "start 2 @0.0 on 1-4",
                            "start 4 @2.0 on 5-5",
                            "start 5 @3.0 on 6-6",
                            "end 2 @10.0",
                            "kill 4 @10.0 (ran from 2.0)",
                            "start 3 @10.0 on 1-5",
                            "start 4 @10.0 on 7-7",
                            "end 3 @20.0",
                            "end 5 @53.0",
                            "end 4 @60.0",
                            "end 1 @100.0");
            assertThat(sim.kills()).isEqualTo(1);
            assertThat(sim.lostWork()).isEqualTo(8.0);
            assertThat(sim.figures()).containsExactly(Map.entry("kills", 1.0), Map.entry("lostWork", 8.0));
        }
        assertThat(ScheduleRun.starts(new EasyScheduler(), new ContiguousAllocator(8), jobs))
                .containsExactlyInAnyOrderEntriesOf(Map.of(1, 0.0, 2, 0.0, 3, 10.0, 4, 10.0, 5, 10.0));
    }

    /**
     * A kill that makes the killed job wait, and the wait it then reports.
     *
     * <pre>
     * line of 6, first fit
     * t=0  A (1 proc, ends 100) on 0; X (2 procs, estimate 10) on 1-2; free {3, 4, 5}
     * t=1  H (4 procs, runs 30) waits: by count X's end at 10 leaves 5 free, shadow 10, extra 1
     * t=2  J (1 proc, runs 50) uses the extra processor: on 3
     * t=4  K (2 procs, runs 5) ends by the shadow time: backfilled on 4-5, ends at 9
     * t=10 X ends: free {1, 2, 4, 5}: 4 by count, no run of 4. Without J (advanced; K is gone)
     *      1-5 are free: J is killed after 8 s on 1 processor, H starts on 1-4, and J, queued again
     *      at its own place and now the head, restarts on 5. Its wait is 10 - 2 = 8 s.
     * </pre>
     */
    @Test
    void killedJobKeepsItsSubmitTimeAndPlace() {
        List<Job> jobs = List.of(
                job(1, 0, 100, 1), // A
                job(2, 0, 10, 2), // X
                job(3, 1, 30, 4), // H
                job(4, 2, 50, 1), // J
                job(5, 4, 5, 2)); // K
        Events events = new Events();
        Metrics metrics = new Metrics(6);
        Simulation sim = run(Registered.scheduler("easy:kill"), 6, jobs, events, PassMode.PER_TIME, metrics);
        assertThat(events.log)
                .containsExactly(
                        "start 1 @0.0 on 0-0",
                        "start 2 @0.0 on 1-2",
                        "start 4 @2.0 on 3-3",
                        "start 5 @4.0 on 4-5",
                        "end 5 @9.0",
                        "end 2 @10.0",
                        "kill 4 @10.0 (ran from 2.0)",
                        "start 3 @10.0 on 1-4",
                        "start 4 @10.0 on 5-5",
                        "end 3 @40.0",
                        "end 4 @60.0",
                        "end 1 @100.0");
        assertThat(sim.kills()).isEqualTo(1);
        assertThat(sim.lostWork()).isEqualTo(8.0);
        // waits A 0, X 0, H 9, J 8 (from its submit to its second start), K 0
        assertThat(metrics.summary().meanWait()).isEqualTo(17.0 / 5);
        assertThat(metrics.summary().maxWait()).isEqualTo(9.0);
        // busy: A 100, X 20, H 120, J 50 + 8 killed, K 10 = 308 over 6 x 100
        assertThat(metrics.summary().utilization()).isEqualTo(308.0 / 600);
    }

    /**
     * Killing every advanced job would not let the head fit: nobody is killed.
     *
     * <pre>
     * line of 6, first fit
     * t=0  A (1 proc, ends 100) on 0; X (2 procs, estimate 10) on 1-2; B (1 proc, ends 100) on 3
     * t=1  H (3 procs) waits: 2 free; by count X's end at 10 leaves 4 free, shadow 10, extra 1
     * t=2  J (1 proc, runs 50) uses the extra processor: on 4
     * t=10 X ends: free {1, 2, 5}, 3 by count, no run of 3. Without J: {1, 2, 4, 5}, still no run
     *      of 3 (B holds 3), so J is not killed.
     * t=52 J ends: free {1, 2, 4, 5}: H still waits.
     * t=100 A and B end: H starts on 0-2.
     * </pre>
     */
    @Test
    void noKillWhenKillingCannotHelp() {
        List<Job> jobs = List.of(
                job(1, 0, 100, 1), // A
                job(2, 0, 10, 2), // X
                job(3, 0, 100, 1), // B
                job(4, 1, 10, 3), // H
                job(5, 2, 50, 1)); // J
        Events events = new Events();
        Simulation sim = run(Registered.scheduler("easy:kill"), 6, jobs, events, PassMode.PER_TIME);
        assertThat(events.log)
                .containsExactly(
                        "start 1 @0.0 on 0-0",
                        "start 2 @0.0 on 1-2",
                        "start 3 @0.0 on 3-3",
                        "start 5 @2.0 on 4-4",
                        "end 2 @10.0",
                        "end 5 @52.0",
                        "end 1 @100.0",
                        "end 3 @100.0",
                        "start 4 @100.0 on 0-2",
                        "end 4 @110.0");
        assertThat(sim.kills()).isZero();
        assertThat(sim.figures()).containsExactly(Map.entry("kills", 0.0), Map.entry("lostWork", 0.0));
    }

    @Test
    void onlyTheKillVariantMayKill() {
        assertThat(Registered.scheduler("easy").mayKill()).isFalse();
        assertThat(Registered.scheduler("easy:kill").mayKill()).isTrue();
        Simulation plain = new Simulation(new ContiguousAllocator(4), Registered.scheduler("easy"));
        plain.run(List.of(job(1, 0, 1, 1)).iterator());
        assertThat(plain.figures()).isEmpty();
    }
}
