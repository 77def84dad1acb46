package org.schedlab.core.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.ForwardingAllocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;

/**
 * The engine's callbacks in hand-computed runs: when passes run (per time, per event, and the
 * deferred passes of on-time ends), the same-second orders of {@link EventOrder}, kills with their
 * counts and figures, and the audits (issue 28: mutants that survived the core suite).
 */
class EventOrderAndAuditTest {
    private static Job job(int id, double submit, double runtime, double estimate, int procs) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs));
    }

    /** FIFO that logs every callback; starts jobs in its passes only (a pass scheduler). */
    static final class PassFifo implements PassScheduler {
        final Deque<Job> queue = new ArrayDeque<>();
        final List<String> log = new ArrayList<>();

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            log.add("A" + job.id() + "@" + ctx.now());
            queue.add(job);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            log.add("D" + job.id() + "@" + ctx.now());
        }

        @Override
        public void pass(SchedulerContext ctx) {
            log.add("P@" + ctx.now());
            while (!queue.isEmpty() && ctx.tryStart(queue.peek())) {
                queue.poll();
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }
    }

    /**
     * Logs every callback and starts what fits at every event, oldest first (or newest first);
     * its audit fails after {@code failAfter} departures.
     */
    static final class EventFifo implements Scheduler {
        final Deque<Job> queue = new ArrayDeque<>();
        final List<String> log = new ArrayList<>();
        boolean newestFirst;
        int departures;
        int failAfter = -1;

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            log.add("A" + job.id() + "@" + ctx.now());
            queue.add(job);
            startAll(ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            log.add("D" + job.id() + "@" + ctx.now());
            departures++;
            startAll(ctx);
        }

        private void startAll(SchedulerContext ctx) {
            while (!queue.isEmpty()) {
                Job j = newestFirst ? queue.peekLast() : queue.peekFirst();
                if (!ctx.tryStart(j)) {
                    return;
                }
                queue.remove(j);
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }

        @Override
        public void checkInvariants() {
            if (departures == failAfter) {
                throw new IllegalStateException("scheduler audit after " + departures + " departures");
            }
        }
    }

    /** Logs starts, ends, arrivals and kills. */
    static final class Listener implements SimulationListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void onArrival(Job job, double now) {
            events.add("arrive " + job.id() + " @" + now);
        }

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            events.add("start " + job.id() + " @" + now);
        }

        @Override
        public void onKill(Job job, Allocation allocation, double start, double killedAt) {
            events.add("kill " + job.id() + " @" + killedAt + " from " + start);
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            events.add("end " + job.id() + " @" + end);
        }
    }

    /** 1 and 2 at 0 (5 and 3 units, one processor each), 3 (two processors) at 3, on two processors. */
    private static List<Job> passJobs() {
        return List.of(Job.of(1, 0, 5, 1), Job.of(2, 0, 3, 1), Job.of(3, 3, 1, 2));
    }

    @Test
    void perTimePassesRunOnceAfterTheLastEventOfATimestamp() {
        PassFifo s = new PassFifo();
        Listener l = new Listener();
        Simulation sim = new Simulation(new FlatAllocator(2), s).addListener(l);
        assertThat(sim.effectivePassMode()).isEqualTo(PassMode.PER_TIME);
        sim.auditEveryEvent(true).run(passJobs().iterator());
        // at 3 job 3 arrives after 2 left, but needs both processors: it starts at 5
        assertThat(s.log)
                .containsExactly(
                        "A1@0.0", "A2@0.0", "P@0.0", "D2@3.0", "A3@3.0", "P@3.0", "D1@5.0", "P@5.0", "D3@6.0", "P@6.0");
        assertThat(l.events)
                .containsExactly(
                        "arrive 1 @0.0",
                        "arrive 2 @0.0",
                        "start 1 @0.0",
                        "start 2 @0.0",
                        "end 2 @3.0",
                        "arrive 3 @3.0",
                        "end 1 @5.0",
                        "start 3 @5.0",
                        "end 3 @6.0");
        assertThat(sim.arrived()).isEqualTo(3);
        assertThat(sim.started()).isEqualTo(3);
        assertThat(sim.ended()).isEqualTo(3);
        assertThat(sim.now()).isEqualTo(6.0);
        assertThat(sim.kills()).isZero();
        assertThat(sim.figures()).isEmpty();
    }

    @Test
    void perEventPassesFollowEveryEvent() {
        PassFifo s = new PassFifo();
        Simulation sim = new Simulation(new FlatAllocator(2), s, PassMode.PER_EVENT);
        assertThat(sim.effectivePassMode()).isEqualTo(PassMode.PER_EVENT);
        sim.run(passJobs().iterator());
        assertThat(s.log)
                .containsExactly(
                        "A1@0.0", "P@0.0", "A2@0.0", "P@0.0", "D2@3.0", "P@3.0", "A3@3.0", "P@3.0", "D1@5.0", "P@5.0",
                        "D3@6.0", "P@6.0");
    }

    @Test
    void aSchedulerWithoutPassesFollowsItsRuleAtEveryEvent() {
        assertThat(new Simulation(new FlatAllocator(2), new EventFifo(), PassMode.PER_TIME).effectivePassMode())
                .isEqualTo(PassMode.PER_EVENT);
    }

    @Test
    void arrivalsFirstPutsAnArrivalBeforeADepartureOfTheSameTime() {
        List<Job> jobs = List.of(Job.of(1, 0, 3, 1), Job.of(2, 3, 1, 1));
        EventFifo dflt = new EventFifo();
        new Simulation(new FlatAllocator(1), dflt).run(jobs.iterator());
        assertThat(dflt.log).containsExactly("A1@0.0", "D1@3.0", "A2@3.0", "D2@4.0");
        EventFifo first = new EventFifo();
        new Simulation(new FlatAllocator(1), first)
                .eventOrder(new EventOrder(true, false, false))
                .run(jobs.iterator());
        assertThat(first.log).containsExactly("A1@0.0", "A2@3.0", "D1@3.0", "D2@4.0");
    }

    @Test
    void endsByStartOrdersSameTimeDeparturesByTheirStart() {
        // 1 holds both processors until 4; 2 (at 1) and 3 (at 2) wait and start at 4, newest first,
        // so 3 starts before 2; both end at 7
        List<Job> jobs = List.of(Job.of(1, 0, 4, 2), Job.of(2, 1, 3, 1), Job.of(3, 2, 3, 1));
        EventFifo byJob = new EventFifo();
        byJob.newestFirst = true;
        new Simulation(new FlatAllocator(2), byJob).run(jobs.iterator());
        assertThat(byJob.log).containsExactly("A1@0.0", "A2@1.0", "A3@2.0", "D1@4.0", "D2@7.0", "D3@7.0");
        EventFifo byStart = new EventFifo();
        byStart.newestFirst = true;
        new Simulation(new FlatAllocator(2), byStart)
                .eventOrder(new EventOrder(false, true, false))
                .run(jobs.iterator());
        assertThat(byStart.log).containsExactly("A1@0.0", "A2@1.0", "A3@2.0", "D1@4.0", "D3@7.0", "D2@7.0");
    }

    @Test
    void onTimeEndsLeaveFirstAmongSameTimeDepartures() {
        // 1 ends before its estimate, 2 exactly at it; both end at 5
        List<Job> jobs = List.of(job(1, 0, 5, 10, 1), job(2, 0, 5, 5, 1));
        EventFifo dflt = new EventFifo();
        new Simulation(new FlatAllocator(2), dflt).run(jobs.iterator());
        assertThat(dflt.log).containsExactly("A1@0.0", "A2@0.0", "D1@5.0", "D2@5.0");
        EventFifo onTime = new EventFifo();
        new Simulation(new FlatAllocator(2), onTime)
                .eventOrder(new EventOrder(false, false, true))
                .run(jobs.iterator());
        assertThat(onTime.log).containsExactly("A1@0.0", "A2@0.0", "D2@5.0", "D1@5.0");
    }

    @Test
    void underArrivalsFirstOnlyOnTimeEndsPrecedeTheSecondsArrivals() {
        // 1 ends on time at 5, 2 early at 5, 3 arrives at 5 and takes 1's processor
        List<Job> jobs = List.of(job(1, 0, 5, 5, 1), job(2, 0, 5, 9, 1), job(3, 5, 1, 1, 1));
        EventFifo s = new EventFifo();
        new Simulation(new FlatAllocator(2), s)
                .eventOrder(new EventOrder(true, false, true))
                .auditEveryEvent(true)
                .run(jobs.iterator());
        assertThat(s.log).containsExactly("A1@0.0", "A2@0.0", "D1@5.0", "A3@5.0", "D2@5.0", "D3@6.0");
    }

    @Test
    void anOnTimeEndsPassWaitsForTheEarlyEndsThatStartedAfterIt() {
        // on time 1 started first: its pass runs just before the early end of 2 (started after it)
        PassFifo s = new PassFifo();
        new Simulation(new FlatAllocator(2), s, PassMode.PER_EVENT)
                .eventOrder(new EventOrder(false, false, true))
                .auditEveryEvent(true)
                .run(List.of(job(1, 0, 5, 5, 1), job(2, 0, 5, 9, 1)).iterator());
        assertThat(s.log).containsExactly("A1@0.0", "P@0.0", "A2@0.0", "P@0.0", "D1@5.0", "P@5.0", "D2@5.0", "P@5.0");
    }

    @Test
    void anOnTimeEndsPassRunsAfterTheSecondWhenNoLaterStartedEndFollows() {
        // early 1 started before on-time 2: 2 leaves first, its pass comes after the second's
        // last event (after 1's own pass)
        PassFifo s = new PassFifo();
        new Simulation(new FlatAllocator(2), s, PassMode.PER_EVENT)
                .eventOrder(new EventOrder(false, false, true))
                .run(List.of(job(1, 0, 5, 9, 1), job(2, 0, 5, 5, 1)).iterator());
        assertThat(s.log).containsExactly("A1@0.0", "P@0.0", "A2@0.0", "P@0.0", "D2@5.0", "D1@5.0", "P@5.0", "P@5.0");
    }

    /** Kills the running job when job 2 arrives, runs 2, and restarts the killed one after it. */
    static final class Preempting implements Scheduler {
        final Deque<Job> queue = new ArrayDeque<>();
        Job running;

        @Override
        public boolean mayKill() {
            return true;
        }

        @Override
        public void onArrival(Job job, SchedulerContext ctx) {
            if (job.id() == 2 && running != null) {
                ctx.kill(running);
                queue.addFirst(running);
                running = null;
                queue.addFirst(job);
            } else {
                queue.add(job);
            }
            startNext(ctx);
        }

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {
            running = null;
            startNext(ctx);
        }

        private void startNext(SchedulerContext ctx) {
            if (running == null && !queue.isEmpty() && ctx.tryStart(queue.peek())) {
                running = queue.poll();
            }
        }

        @Override
        public int waiting() {
            return queue.size();
        }
    }

    @Test
    void aKillIsCountedWithItsLostWorkAndTheJobRunsAgain() {
        Listener l = new Listener();
        Simulation sim = new Simulation(new FlatAllocator(1), new Preempting()).addListener(l);
        assertThat(sim.figures()).containsEntry(Simulation.KILLS, 0.0).containsEntry(Simulation.LOST_WORK, 0.0);
        sim.auditEveryEvent(true)
                .run(List.of(Job.of(1, 1, 10, 1), Job.of(2, 3, 1, 1)).iterator());
        assertThat(l.events)
                .containsExactly(
                        "arrive 1 @1.0",
                        "start 1 @1.0",
                        "arrive 2 @3.0",
                        "kill 1 @3.0 from 1.0",
                        "start 2 @3.0",
                        "end 2 @4.0",
                        "start 1 @4.0",
                        "end 1 @14.0");
        assertThat(sim.kills()).isEqualTo(1);
        assertThat(sim.lostWork()).isEqualTo(2.0);
        assertThat(sim.started()).isEqualTo(3);
        assertThat(sim.ended()).isEqualTo(2);
        assertThat(sim.arrived()).isEqualTo(2);
        assertThat(sim.figures())
                .containsExactly(
                        java.util.Map.entry(Simulation.KILLS, 1.0), java.util.Map.entry(Simulation.LOST_WORK, 2.0));
    }

    private static List<Job> twoEnds() {
        return List.of(Job.of(1, 0, 1, 1), Job.of(2, 0, 2, 1));
    }

    @Test
    void auditEveryEventCatchesASchedulerAuditThatFailsOnlyInTheMiddle() {
        EventFifo off = new EventFifo();
        off.failAfter = 1;
        new Simulation(new FlatAllocator(2), off).run(twoEnds().iterator());
        assertThat(off.departures).isEqualTo(2);
        EventFifo on = new EventFifo();
        on.failAfter = 1;
        Simulation sim = new Simulation(new FlatAllocator(2), on).auditEveryEvent(true);
        assertThatThrownBy(() -> sim.run(twoEnds().iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("scheduler audit after 1 departures");
        assertThat(sim.now()).isEqualTo(1.0);
    }

    @Test
    void theRunAuditsTheSchedulerAtTheEnd() {
        EventFifo s = new EventFifo();
        s.failAfter = 2;
        Simulation sim = new Simulation(new FlatAllocator(2), s);
        assertThatThrownBy(() -> sim.run(twoEnds().iterator()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("scheduler audit after 2 departures");
        assertThat(sim.ended()).isEqualTo(2);
    }

    /** A flat machine whose own audit fails on demand. */
    static final class FailingAudit extends ForwardingAllocator {
        boolean broken;

        FailingAudit() {
            super(new FlatAllocator(2));
        }

        @Override
        public Allocator copy() {
            return this;
        }

        @Override
        public void checkInvariants() {
            if (broken) {
                throw new IllegalStateException("allocator audit");
            }
        }
    }

    @Test
    void checkInvariantsAuditsTheAllocatorAndTheScheduler() {
        FailingAudit a = new FailingAudit();
        EventFifo s = new EventFifo();
        Simulation sim = new Simulation(a, s);
        sim.checkInvariants();
        a.broken = true;
        assertThatThrownBy(sim::checkInvariants).hasMessage("allocator audit");
        a.broken = false;
        s.failAfter = 0;
        assertThatThrownBy(sim::checkInvariants).hasMessage("scheduler audit after 0 departures");
    }
}
