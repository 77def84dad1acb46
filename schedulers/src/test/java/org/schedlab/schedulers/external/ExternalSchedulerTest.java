package org.schedlab.schedulers.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.easy.EasyScheduler;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.End;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Start;
import org.schedlab.schedulers.external.Protocol.Welcome;
import org.schedlab.schedulers.fcfs.FcfsScheduler;

/**
 * The adapter with deciders in the same JVM: Java twins of the Python examples give the built-in
 * schedules job for job (starts and placements), the shortcuts (eager starts, wake thresholds,
 * passes in which nothing can start) change nothing but the number of exchanges, and every
 * broken rule ends the run with one line naming the pass.
 */
class ExternalSchedulerTest {
    static List<Arguments> machines() {
        List<Arguments> out = new ArrayList<>();
        for (PassMode mode : PassMode.values()) {
            for (long seed = 1; seed <= 4; seed++) {
                out.add(Arguments.of("flat", (Supplier<Allocator>) () -> new FlatAllocator(24), mode, seed));
                out.add(Arguments.of("line", (Supplier<Allocator>) () -> new ContiguousAllocator(24), mode, seed));
            }
        }
        return out;
    }

    /** Start time and placement of every job. */
    static Map<Integer, String> schedule(Scheduler s, Allocator a, List<Job> jobs, PassMode mode) {
        Map<Integer, String> placed = new java.util.TreeMap<>();
        ScheduleRun.starts(
                s,
                a,
                jobs,
                new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        placed.put(job.id(), now + "@" + allocation.describe());
                    }
                },
                mode);
        if (s instanceof ExternalScheduler e) {
            e.close();
        }
        return placed;
    }

    @ParameterizedTest(name = "{0}, {2}, seed {3}")
    @MethodSource("machines")
    void javaFcfsTwinGivesFcfsSchedule(String name, Supplier<Allocator> machine, PassMode mode, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 400, 24, true);
        Map<Integer, String> want = schedule(new FcfsScheduler(), machine.get(), jobs, mode);
        for (boolean eager : new boolean[] {false, true}) {
            for (boolean wake : new boolean[] {false, true}) {
                assertThat(schedule(new ExternalScheduler(new JavaFcfs(eager, wake)), machine.get(), jobs, mode))
                        .as("eager %s, wake %s", eager, wake)
                        .isEqualTo(want);
            }
        }
    }

    @ParameterizedTest(name = "{0}, {2}, seed {3}")
    @MethodSource("machines")
    void javaEasyTwinGivesEasySchedule(String name, Supplier<Allocator> machine, PassMode mode, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 400, 24, true);
        Map<Integer, String> want = schedule(new EasyScheduler(), machine.get(), jobs, mode);
        for (boolean eager : new boolean[] {false, true}) {
            assertThat(schedule(new ExternalScheduler(new JavaEasy(eager)), machine.get(), jobs, mode))
                    .as("eager %s", eager)
                    .isEqualTo(want);
        }
    }

    /** Many seeds for the shortcuts together, where a stale one would show (small machine, many ties). */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"flat", "line"})
    void shortcutsAgreeWithTheBuiltInOnManySeeds(String name) {
        for (long seed = 100; seed < 160; seed++) {
            List<Job> jobs = RandomJobs.flat(seed, 300, 12, true);
            for (PassMode mode : PassMode.values()) {
                Supplier<Allocator> machine =
                        name.equals("flat") ? () -> new FlatAllocator(12) : () -> new ContiguousAllocator(12);
                assertThat(schedule(new ExternalScheduler(new JavaFcfs(true, true)), machine.get(), jobs, mode))
                        .as("fcfs, seed %d, %s", seed, mode)
                        .isEqualTo(schedule(new FcfsScheduler(), machine.get(), jobs, mode));
                assertThat(schedule(new ExternalScheduler(new JavaEasy(true)), machine.get(), jobs, mode))
                        .as("easy, seed %d, %s", seed, mode)
                        .isEqualTo(schedule(new EasyScheduler(), machine.get(), jobs, mode));
            }
        }
    }

    @Test
    void shortcutsSpareExchangesButNotDecisions() {
        List<Job> jobs = RandomJobs.flat(7, 400, 24, true);
        int[] asked = new int[4];
        int i = 0;
        for (boolean eager : new boolean[] {false, true}) {
            for (boolean wake : new boolean[] {false, true}) {
                JavaFcfs d = new JavaFcfs(eager, wake);
                schedule(new ExternalScheduler(d), new FlatAllocator(24), jobs, PassMode.PER_TIME);
                asked[i++] = d.passes;
            }
        }
        // plain, wake, eager, eager + wake: each shortcut alone and both together ask fewer times
        assertThat(asked[1]).isLessThan(asked[0]);
        assertThat(asked[2]).isLessThan(asked[0]);
        assertThat(asked[3]).isLessThan(asked[1]).isLessThan(asked[2]);
    }

    @Test
    void aWakeThresholdEndsWithTheEagerStartOfItsHead() {
        // t=1: H (8) waits, S (1) could start: FCFS is asked and says "wake me at 8 free". t=10: R
        // ends, H and S fit together: the engine starts them (eager). t=12: A (1) and B (2) arrive
        // with 2 free: FCFS starts A now; the old threshold of 8 must not hold it back
        List<Job> jobs = List.of(
                Job.of(1, 0, 10, 5),
                Job.of(2, 1, 100, 8),
                Job.of(3, 1, 1, 1),
                Job.of(4, 12, 5, 1),
                Job.of(5, 12, 5, 2));
        Map<Integer, String> want = schedule(new FcfsScheduler(), new FlatAllocator(10), jobs, PassMode.PER_TIME);
        assertThat(want.get(4)).startsWith("12.0@");
        assertThat(schedule(
                        new ExternalScheduler(new JavaFcfs(true, true)),
                        new FlatAllocator(10),
                        jobs,
                        PassMode.PER_TIME))
                .isEqualTo(want);
    }

    @Test
    void passesWhereNothingCanStartAreNotAskedUnlessEveryPassIsWanted() {
        List<Job> jobs = RandomJobs.flat(3, 300, 24, false);
        List<Integer> free = new ArrayList<>();
        List<Integer> smallest = new ArrayList<>();
        Decider d = recording(false, free, smallest);
        ExternalScheduler s = new ExternalScheduler(d);
        schedule(s, new FlatAllocator(24), jobs, PassMode.PER_TIME);
        assertThat(free).isNotEmpty();
        for (int k = 0; k < free.size(); k++) {
            assertThat(smallest.get(k)).as("pass %d", k).isLessThanOrEqualTo(free.get(k));
        }
        List<Integer> everyFree = new ArrayList<>();
        List<Integer> everySmallest = new ArrayList<>();
        schedule(
                new ExternalScheduler(recording(true, everyFree, everySmallest)),
                new FlatAllocator(24),
                jobs,
                PassMode.PER_TIME);
        assertThat(everyFree.size()).isGreaterThan(free.size());
        assertThat(java.util.stream.IntStream.range(0, everyFree.size())
                        .anyMatch(k -> everySmallest.get(k) > everyFree.get(k)))
                .isTrue();
    }

    /** FCFS that records, at each pass it is asked, the free count and the smallest waiting request. */
    private static Decider recording(boolean everyPass, List<Integer> free, List<Integer> smallest) {
        JavaFcfs fcfs = new JavaFcfs(false, false);
        return new Decider() {
            @Override
            public Greeting greet(Welcome welcome) {
                fcfs.greet(welcome);
                return new Greeting(Protocol.VERSION, "recording", everyPass, false);
            }

            @Override
            public Decision decide(Message message) {
                Decision d = fcfs.decide(message);
                free.add(fcfs.free
                        + d.starts().stream()
                                .mapToInt(s -> fcfs.running.get(s.id()).procs())
                                .sum());
                smallest.add(java.util.stream.Stream.concat(
                                fcfs.queue.values().stream(),
                                d.starts().stream().map(s -> fcfs.running.get(s.id())))
                        .mapToInt(MirrorDecider.Known::procs)
                        .min()
                        .orElse(Integer.MAX_VALUE));
                return d;
            }
        };
    }

    @Test
    void theEndCarriesWhatTheDeciderHasNotHeard() {
        List<End> ends = new ArrayList<>();
        JavaFcfs fcfs = new JavaFcfs(true, false);
        Decider d = new Decider() {
            @Override
            public Greeting greet(Welcome welcome) {
                return fcfs.greet(welcome);
            }

            @Override
            public Decision decide(Message message) {
                return fcfs.decide(message);
            }

            @Override
            public void end(End end) {
                ends.add(end);
            }
        };
        List<Job> jobs = List.of(Job.of(1, 0, 10, 4), Job.of(2, 5, 3, 4));
        ExternalScheduler s = new ExternalScheduler(d);
        new Simulation(new FlatAllocator(8), s).run(jobs.iterator());
        s.close();
        s.close(); // idempotent
        // both jobs fit at once on arrival: eager starts, never asked; the end tells all
        assertThat(fcfs.passes).isZero();
        assertThat(ends).hasSize(1);
        End e = ends.get(0);
        assertThat(e.now()).isEqualTo(10.0);
        assertThat(e.arrivals()).extracting(Protocol.Arrival::id).containsExactly(1, 2);
        assertThat(e.started()).containsExactly(new Protocol.Started(1, 0), new Protocol.Started(2, 5));
        assertThat(e.departures()).containsExactly(new Protocol.Departure(2, 8), new Protocol.Departure(1, 10));
    }

    // ---- broken rules: one line each, naming the pass --------------------------------------

    /** A decider that answers every pass with {@code answer} applied to the pass. */
    private static Decider answering(Function<Pass, Decision> answer) {
        return new Decider() {
            @Override
            public Greeting greet(Welcome welcome) {
                return new Greeting(Protocol.VERSION, "test", false, false);
            }

            @Override
            public Decision decide(Message message) {
                return answer.apply((Pass) message);
            }
        };
    }

    private static void run(Decider d, Allocator a, Job... jobs) {
        new Simulation(a, new ExternalScheduler(d)).run(List.of(jobs).iterator());
    }

    @Test
    void startOfAJobThatNeverArrived() {
        assertThatThrownBy(() -> run(answering(p -> Decision.start(99)), new FlatAllocator(8), Job.of(1, 0, 10, 4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider starts job 99, which is not waiting (no such job has"
                        + " arrived and not ended)");
    }

    @Test
    void startOfARunningJob() {
        assertThatThrownBy(() -> run(
                        answering(p -> p.now() == 0 ? Decision.start(1) : Decision.start(1, 2)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 4),
                        Job.of(2, 1, 10, 4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 2 at t=1: the decider starts job 1, which is not waiting (it is running)");
    }

    @Test
    void startThatDoesNotFit() {
        // at t=1 job 3 could start (1 processor of 2 free), so the decider is asked
        assertThatThrownBy(() -> run(
                        answering(p -> p.now() == 0 ? Decision.start(1) : Decision.start(2)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 6),
                        Job.of(2, 1, 10, 4),
                        Job.of(3, 1, 10, 1)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 2 at t=1: the decider starts job 2, which does not fit now (it asks for 4"
                        + " processors, 2 are free)");
    }

    @Test
    void startThatDoesNotFitOnATopology() {
        // line of 8: job 1 on 0-2, job 2 on 3-5, job 1 ends: 0-2 and 6-7 free, 5 in all, no run of 4
        assertThatThrownBy(() -> run(
                        answering(p ->
                                p.now() < 2 ? Decision.start(p.arrivals().get(0).id()) : Decision.start(3)),
                        new ContiguousAllocator(8),
                        Job.of(1, 0, 2, 3),
                        Job.of(2, 1, 10, 3),
                        Job.of(3, 2, 10, 4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 3 at t=2: the decider starts job 3, which does not fit now (it asks for 4"
                        + " processors, 5 are free)");
    }

    @Test
    void idleMachineWithJobsWaiting() {
        assertThatThrownBy(() -> run(answering(p -> Decision.NONE), new FlatAllocator(8), Job.of(1, 0, 10, 4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider leaves 1 waiting jobs on an idle machine (job 1"
                        + " first); nothing would ever ask it again");
    }

    @Test
    void wakeBeyondTheMachine() {
        assertThatThrownBy(() ->
                        run(answering(p -> Decision.start(1).wakeAt(9)), new FlatAllocator(8), Job.of(1, 0, 10, 4)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider asks to be woken when 9 processors are free, on a"
                        + " machine of 8");
    }

    @Test
    void namedProcessorsRunTheJobThere() {
        List<String> placed = new ArrayList<>();
        Simulation sim = new Simulation(
                new FlatAllocator(8),
                new ExternalScheduler(answering(p -> new Decision(List.of(new Start(1, List.of(7, 2, 5))), null, 0))));
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                placed.add(allocation.describe());
            }
        });
        sim.run(List.of(Job.of(1, 0, 10, 3)).iterator());
        assertThat(placed).containsExactly(new org.schedlab.core.flat.ProcessorSet(new int[] {2, 5, 7}).describe());
    }

    @Test
    void namedProcessorsThatAreBusy() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(
                                List.of(new Start(p.arrivals().get(0).id(), List.of(0, 1))), null, 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2),
                        Job.of(2, 1, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 2 at t=1: the decider starts job 2 on processors [0, 1]: some of them are"
                        + " busy");
    }

    @Test
    void namedProcessorsOfTheWrongCount() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(new Start(1, List.of(0, 1, 2))), null, 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider starts job 1 on processors [0, 1, 2]: 3 processors"
                        + " for a job that asks for 2");
    }

    @Test
    void namedProcessorTwice() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(new Start(1, List.of(3, 3))), null, 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider starts job 1 on processors [3, 3]: processor 3 is"
                        + " named twice");
    }

    @Test
    void namedProcessorOffTheMachine() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(new Start(1, List.of(3, 8))), null, 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider starts job 1 on processors [3, 8]: processor 8 is"
                        + " not on the machine (0 to 7)");
    }

    @Test
    void namedProcessorsOnATopology() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(new Start(1, List.of(0, 1))), null, 0)),
                        new ContiguousAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider starts job 1 on processors [0, 1], but only a flat"
                        + " machine takes named processors (\"placements\":false)");
    }

    @Test
    void questionAboutAJobThatIsNotWaiting() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(), new Protocol.Fits(List.of(5)), 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider asks whether job 5, which is not waiting (no such job"
                        + " has arrived and not ended)");
    }

    @Test
    void admitAroundAHeadThatFits() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(), new Protocol.Admit(2, 1), 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2),
                        Job.of(2, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider asks to admit job 2 around job 1, which fits now: a"
                        + " reservation is planned only for a job that must wait");
    }

    @Test
    void admitAroundItself() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(), new Protocol.Admit(1, 1), 0)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider asks to admit job 1 around itself");
    }

    @Test
    void wakeInADecisionThatAsks() {
        assertThatThrownBy(() -> run(
                        answering(p -> new Decision(List.of(), new Protocol.Fits(List.of(1)), 3)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=0: the decider sets \"w\" in a decision that asks a question; it"
                        + " belongs to the last");
    }

    @Test
    void anotherProtocolVersionIsRefusedAtTheHandshake() {
        Decider d = new Decider() {
            @Override
            public Greeting greet(Welcome welcome) {
                return new Greeting(2, "future", false, false);
            }

            @Override
            public Decision decide(Message message) {
                return Decision.NONE;
            }
        };
        assertThatThrownBy(() -> run(d, new FlatAllocator(8), Job.of(1, 0, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: handshake: the decider speaks protocol version 2, this engine 1");
    }

    @Test
    void aRepeatedLiveIdIsRefused() {
        assertThatThrownBy(() -> run(
                        answering(p -> Decision.start(1)),
                        new FlatAllocator(8),
                        Job.of(1, 0, 10, 2),
                        Job.of(1, 1, 10, 2)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("decider: pass 1 at t=1: job id 1 arrives while another job 1 has not ended; the protocol"
                        + " names jobs by id");
    }
}
