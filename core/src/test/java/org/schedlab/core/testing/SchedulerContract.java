package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.SimulationListener;

/**
 * The {@link Scheduler} contract, as an abstract JUnit 5 tester: a module's scheduler test extends
 * it, lists the scheduler specs to check ({@link #specs}) and builds a fresh scheduler for each
 * ({@link #scheduler}). Every spec runs seeded random workloads (coinciding arrivals and
 * departures, zero runtimes, machine-filling jobs, estimates shorter than runtimes) on several
 * machines ({@link #machines}: by default a flat one and a contiguous line) with the engine's,
 * the allocator's and the scheduler's invariants audited after every event, and must:
 *
 * <ul>
 *   <li>start no job before it arrives;
 *   <li>never hold more processors than the machine has;
 *   <li>start every job exactly once and end it once, at its start plus its runtime;
 *   <li>where the module says the policy does not depend on the pass mode ({@link
 *       #sameInBothPassModes}), start every job at the same time with one pass per timestamp and
 *       with one pass per event.
 * </ul>
 *
 * Each dynamic test is named {@code check: spec on machine, seed N}; a failure, or an exception
 * the scheduler throws, is reported with the check, the spec, the machine, the seed and how far
 * the run got (time, starts and ends).
 */
public abstract class SchedulerContract {
    /**
     * A machine to run the schedulers on.
     *
     * @param name a label for test names
     * @param allocator builds a fresh, empty allocator
     * @param map maps a workload job (a processor count) onto the machine's request type
     */
    public record TestMachine(String name, Supplier<? extends Allocator> allocator, UnaryOperator<Job> map) {
        public TestMachine {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(allocator, "allocator");
            Objects.requireNonNull(map, "map");
        }

        /** A machine whose allocator takes processor counts as they are. */
        public static TestMachine plain(String name, Supplier<? extends Allocator> allocator) {
            return new TestMachine(name, allocator, UnaryOperator.identity());
        }
    }

    /** The scheduler specs to check, e.g. {@code easy}, {@code window:4}. */
    protected abstract List<String> specs();

    /** A fresh scheduler for {@code spec}. */
    protected abstract Scheduler scheduler(String spec);

    /** The machines; by default {@code flat} and {@code line} (contiguous first fit) of 24 processors. */
    protected List<TestMachine> machines() {
        return List.of(
                TestMachine.plain("flat:24", () -> new FlatAllocator(24)),
                TestMachine.plain("line:24", () -> new ContiguousAllocator(24)));
    }

    /** The jobs of one run: by default {@link RandomJobs#flat} with 300 jobs sized for the machine. */
    protected List<Job> jobs(long seed, Allocator machine) {
        return RandomJobs.flat(seed, 300, machine.capacity(), true);
    }

    /**
     * Whether {@code spec} on {@code machine} gives the same start times with one pass per
     * timestamp ({@link PassMode#PER_TIME}) and one pass per event ({@link PassMode#PER_EVENT}).
     * Default false (not checked); a module returns true where its policy promises it.
     */
    protected boolean sameInBothPassModes(String spec, TestMachine machine) {
        return false;
    }

    /** Seeds; default 1 to 4. */
    protected long[] seeds() {
        return LongStream.rangeClosed(1, 4).toArray();
    }

    /** The check that runs a spec by the contract, as test names call it. */
    public static final String CONTRACT = "runs by the contract";

    /** The check that compares the two pass modes, as test names call it. */
    public static final String PASS_MODES = "same starts in both pass modes";

    /**
     * Every spec on every machine and seed, as dynamic tests named {@code check: spec on machine,
     * seed N}, so that Surefire's console and XML name what failed on what.
     */
    @TestFactory
    Stream<DynamicNode> schedulerContract() {
        List<DynamicNode> out = new ArrayList<>();
        for (String spec : specs()) {
            for (TestMachine m : machines()) {
                for (long seed : seeds()) {
                    String subject = spec + " on " + m.name() + ", seed " + seed;
                    out.add(DynamicTest.dynamicTest(CONTRACT + ": " + subject, () -> check(spec, m, seed)));
                    if (sameInBothPassModes(spec, m)) {
                        out.add(DynamicTest.dynamicTest(
                                PASS_MODES + ": " + subject, () -> checkPassModes(spec, m, seed)));
                    }
                }
            }
        }
        return out.stream();
    }

    /** Runs {@code spec} in both pass modes and checks that every job starts at the same time. */
    public final void checkPassModes(String spec, TestMachine machine, long seed) {
        String subject = spec + " on " + machine.name() + ", seed " + seed;
        Allocator perTime = machine.allocator().get();
        List<Job> jobs = jobs(seed, perTime).stream().map(machine.map()).toList();
        Map<Integer, Double> perEvent = run(
                PASS_MODES,
                subject + ", per event",
                new Progress(),
                () -> ScheduleRun.starts(scheduler(spec), machine.allocator().get(), jobs, PassMode.PER_EVENT));
        Map<Integer, Double> perTimeStarts = run(
                PASS_MODES,
                subject + ", per time",
                new Progress(),
                () -> ScheduleRun.starts(scheduler(spec), perTime, jobs, PassMode.PER_TIME));
        assertThat(perEvent)
                .as("%s: %s: starts per event against per time", PASS_MODES, subject)
                .isEqualTo(perTimeStarts);
    }

    /** Runs {@code spec} on {@code machine} with the jobs of {@code seed} and checks the contract. */
    public final void check(String spec, TestMachine machine, long seed) {
        String subject = spec + " on " + machine.name() + ", seed " + seed;
        Allocator allocator = machine.allocator().get();
        int capacity = allocator.capacity();
        List<Job> jobs = jobs(seed, allocator).stream().map(machine.map()).toList();
        int[] busy = {0};
        Progress progress = new Progress();
        run(
                CONTRACT,
                subject,
                progress,
                () -> ScheduleRun.starts(scheduler(spec), allocator, jobs, progress.and(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        busy[0] += allocation.processors();
                        assertThat(busy[0])
                                .as("%d processors busy at %s", busy[0], now)
                                .isLessThanOrEqualTo(capacity);
                    }

                    @Override
                    public void onEnd(Job job, Allocation allocation, double start, double end) {
                        busy[0] -= allocation.processors();
                    }
                })));
    }

    /**
     * Runs one simulation; a failure, or an exception thrown by the scheduler or what it calls,
     * fails naming the check, the subject (spec, machine, seed) and how far the run got.
     */
    private static <T> T run(String check, String subject, Progress progress, Supplier<T> body) {
        try {
            return body.get();
        } catch (AssertionError | RuntimeException e) {
            String what = e instanceof AssertionError ? e.getMessage() : "threw " + e;
            AssertionError named = new AssertionError(
                    check + ": " + subject + ", " + progress + ": " + what,
                    e instanceof AssertionError ? e.getCause() : e);
            named.setStackTrace(e.getStackTrace());
            throw named;
        }
    }

    /** How far a run got: the time and the number of starts and ends seen. */
    private static final class Progress implements SimulationListener {
        private double now;
        private int starts;
        private int ends;

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            this.now = now;
            starts++;
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            this.now = end;
            ends++;
        }

        /** This listener, then {@code other}. */
        SimulationListener and(SimulationListener other) {
            Progress self = this;
            return new SimulationListener() {
                @Override
                public void onStart(Job job, Allocation allocation, double now) {
                    self.onStart(job, allocation, now);
                    other.onStart(job, allocation, now);
                }

                @Override
                public void onEnd(Job job, Allocation allocation, double start, double end) {
                    self.onEnd(job, allocation, start, end);
                    other.onEnd(job, allocation, start, end);
                }
            };
        }

        @Override
        public String toString() {
            return "at time " + now + " after " + starts + " starts and " + ends + " ends";
        }
    }
}
