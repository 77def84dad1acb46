package org.schedlab.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;

class SimulationTest {
    /** Strict FIFO; the engine is tested here, not the policy. */
    static final class Fifo implements Scheduler {
        final ArrayDeque<Job> queue = new ArrayDeque<>();
        final List<String> calls = new ArrayList<>();

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            calls.add("A" + job.id() + "@" + ctx.now());
            queue.add(job);
            pass(ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            calls.add("D" + job.id() + "@" + ctx.now());
            pass(ctx);
        }

        void pass(SchedulerContext ctx) {
            while (!queue.isEmpty() && ctx.tryStart(queue.peek())) {
                queue.poll();
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }
    }

    static final class Recorder implements SimulationListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            events.add("start " + job.id() + " @" + now + " on " + allocation.describe());
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            events.add("end " + job.id() + " @" + end);
        }
    }

    @Test
    void handComputedFifoScheduleOnFourProcessors() {
        // 1: 0..10 on 3; 2 (needs 2) waits for 1 -> 10..15; 3 (1 proc) arrives at 1 but FIFO keeps it
        // behind 2 -> starts 10 too (3 free after job 1 leaves, 2 + 1 fit), ends 12.
        List<Job> jobs = List.of(Job.of(1, 0, 10, 3), Job.of(2, 0.5, 5, 2), Job.of(3, 1, 2, 1));
        Fifo fifo = new Fifo();
        Recorder rec = new Recorder();
        new Simulation(new FlatAllocator(4), fifo)
                .addListener(rec)
                .auditEveryEvent(true)
                .run(jobs.iterator());
        assertThat(rec.events)
                .containsExactly(
                        "start 1 @0.0 on 0-2",
                        "end 1 @10.0",
                        "start 2 @10.0 on 0-1",
                        "start 3 @10.0 on 2",
                        "end 3 @12.0",
                        "end 2 @15.0");
    }

    @Test
    void departuresComeBeforeArrivalsAtEqualTimesAndInJobOrder() {
        // jobs 1 and 2 both end at 5; job 3 arrives at 5.
        List<Job> jobs = List.of(Job.of(1, 0, 5, 1), Job.of(2, 1, 4, 1), Job.of(3, 5, 1, 2));
        Fifo fifo = new Fifo();
        new Simulation(new FlatAllocator(2), fifo).run(jobs.iterator());
        assertThat(fifo.calls).containsExactly("A1@0.0", "A2@1.0", "D1@5.0", "D2@5.0", "A3@5.0", "D3@6.0");
    }

    @Test
    void zeroRuntimeJobEndsAtItsStart() {
        Recorder rec = new Recorder();
        new Simulation(new FlatAllocator(1), new Fifo())
                .addListener(rec)
                .run(List.of(Job.of(7, 3, 0, 1)).iterator());
        assertThat(rec.events).containsExactly("start 7 @3.0 on 0", "end 7 @3.0");
    }

    @Test
    void unsortedWorkloadIsBadInput() {
        List<Job> jobs = List.of(Job.of(1, 5, 1, 1), Job.of(2, 4, 1, 1));
        assertThatThrownBy(() -> new Simulation(new FlatAllocator(2), new Fifo()).run(jobs.iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("job 2")
                .hasMessageContaining("not sorted");
    }

    @Test
    void jobLargerThanMachineIsBadInput() {
        List<Job> jobs = List.of(Job.of(9, 0, 1, 5));
        assertThatThrownBy(() -> new Simulation(new FlatAllocator(4), new Fifo()).run(jobs.iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("job 9")
                .hasMessageContaining("never");
    }

    @Test
    void schedulerThatNeverStartsAJobIsCaught() {
        Scheduler lazy = new Scheduler() {
            int n;

            @Override
            public void onArrival(Job job, SchedulerContext ctx) {
                n++;
            }

            @Override
            public void onDeparture(Job job, SchedulerContext ctx) {}

            @Override
            public int waiting() {
                return n;
            }
        };
        assertThatThrownBy(() -> new Simulation(new FlatAllocator(4), lazy)
                        .run(List.of(Job.of(1, 0, 1, 1)).iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("never started");
    }

    @Test
    void startingAJobTwiceIsCaught() {
        Scheduler twice = new Scheduler() {
            @Override
            public void onArrival(Job job, SchedulerContext ctx) {
                ctx.tryStart(job);
                ctx.tryStart(job);
            }

            @Override
            public void onDeparture(Job job, SchedulerContext ctx) {}

            @Override
            public int waiting() {
                return 0;
            }
        };
        assertThatThrownBy(() -> new Simulation(new FlatAllocator(4), twice)
                        .run(List.of(Job.of(1, 0, 1, 1)).iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not waiting");
    }
}
