package org.schedlab.experiments.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.experiments.view.MachineLayout;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleRecorder;

/**
 * SchedLab's own FCFS, EASY and conservative schedules of random workloads pass {@code check}
 * under their scheduler's rules, in both pass modes, with exact, generous and short estimates
 * (jobs running past them), and same-second ties; and the rules are not vacuous: each run checks
 * heads and jobs, and delaying one checked job past its bound makes the check fail.
 */
class OurSchedulesPassTest {
    @TempDir
    static Path dir;

    private static final Registry REGISTRY = Registry.discover();

    static Stream<Arguments> runs() {
        List<Arguments> out = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            for (String scheduler : List.of("fcfs", "easy", "conservative")) {
                for (PassMode passes : PassMode.values()) {
                    out.add(Arguments.of(
                            seed, scheduler, passes, seed % 3 == 0 ? "short" : seed % 3 == 1 ? "exact" : "long"));
                }
            }
        }
        return out.stream();
    }

    /** A random workload of 300 jobs on 32 processors, with submit times on whole seconds (ties). */
    static Path workload(long seed, String estimates) throws IOException {
        Path f = dir.resolve("w" + seed + "-" + estimates + ".csv");
        if (Files.exists(f)) {
            return f;
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        StringBuilder b = new StringBuilder("id,submit,runtime,procs,estimate\n");
        double t = 0;
        for (int id = 1; id <= 300; id++) {
            t += Math.floor(rnd.nextDouble() * 60); // several jobs per second now and then
            int procs = rnd.nextInt(10) == 0 ? 32 : 1 + (int) Math.floor(Math.pow(2, rnd.nextDouble() * 5));
            double runtime = rnd.nextInt(20) == 0 ? 0 : Math.floor(1 + rnd.nextDouble() * 600);
            double estimate = switch (estimates) {
                case "exact" -> runtime;
                case "long" -> runtime * (1 + Math.floor(rnd.nextDouble() * 4));
                default -> rnd.nextBoolean() ? Math.floor(runtime / 2) : runtime * 2; // half run past
            };
            b.append(id)
                    .append(',')
                    .append((long) t)
                    .append(',')
                    .append((long) runtime)
                    .append(',')
                    .append(procs)
                    .append(',')
                    .append((long) estimate)
                    .append('\n');
        }
        return Files.writeString(f, b);
    }

    static Schedule run(Path jobs, String scheduler, PassMode passes) {
        RunSpec spec = new RunSpec(
                Spec.parse("machine", "flat:32"),
                null,
                Spec.parse("scheduler", scheduler),
                Spec.parse("workload", "jobs:" + jobs, "jobs"),
                Double.NaN,
                Double.NaN,
                0,
                Map.of(),
                1,
                StoppingRule.fixed(1),
                10,
                false,
                "default",
                passes,
                EventOrder.DEFAULT);
        Runner runner = new Runner(REGISTRY, spec);
        Schedule.Builder b = new Schedule.Builder(runner.machine().describe());
        runner.runOnce(0, List.of(new ScheduleRecorder(b::add, job -> -1)));
        return b.build();
    }

    @ParameterizedTest(name = "seed {0} {1} {2} estimates {3}")
    @MethodSource("runs")
    void ourScheduleKeepsItsRules(long seed, String scheduler, PassMode passes, String estimates) throws IOException {
        Schedule s = run(workload(seed, estimates), scheduler, passes);
        MachineLayout flat = MachineLayout.parse("test", s.machine());
        CheckReport r = ScheduleCheck.check(s, flat, scheduler);
        assertThat(r.firstViolation()).as("%s", r).isEmpty();
        CheckReport.Outcome rule = r.outcomes().get(r.outcomes().size() - 1);
        if (!scheduler.equals("fcfs") && !estimates.equals("short")) {
            // not vacuous (with half the jobs past their estimates, most are rightly skipped): jobs
            // waited and were checked
            assertThat(rule.checked() - rule.skipped()).as("%s", rule).isGreaterThan(5);
            // and moving one checked job later than its bound breaks the rule
            Schedule late = delayOneWaitingJob(s, flat, scheduler);
            assertThat(ScheduleCheck.check(late, flat, scheduler).outcomes())
                    .filteredOn(o -> o.rule() == rule.rule())
                    .singleElement()
                    .satisfies(o -> assertThat(o.violations()).isPositive());
        }
    }

    /**
     * The schedule with the last job that waited moved 10^7 time units later, past every bound.
     */
    private static Schedule delayOneWaitingJob(Schedule s, MachineLayout flat, String scheduler) {
        List<Schedule.Job> jobs = new ArrayList<>(ScheduleCheck.arrivalOrder(s.jobs()));
        for (int i = jobs.size() - 1; i >= 0; i--) {
            Schedule.Job j = jobs.get(i);
            if (j.start() > j.submit() && j.end() > j.start()) {
                double shift = 1e7;
                jobs.set(
                        i,
                        new Schedule.Job(
                                j.id(),
                                j.submit(),
                                j.start() + shift,
                                j.end() + shift,
                                j.procs(),
                                j.allocation(),
                                j.user(),
                                j.slots(),
                                j.runtime(),
                                j.estimate()));
                return new Schedule(s.machine(), jobs);
            }
        }
        throw new AssertionError("no job waited");
    }
}
