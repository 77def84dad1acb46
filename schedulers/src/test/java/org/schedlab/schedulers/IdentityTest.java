package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.testing.Machines;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * Schedulers that the papers declare equal give identical start times on random workloads, on a
 * flat and on a contiguous machine. The papers' per-event policies are compared with FCFS in its
 * per-event pass mode (the way the papers' simulators called it); on a flat machine FCFS gives
 * the same schedule in both pass modes.
 */
class IdentityTest {
    /** Each group must produce one schedule. */
    private static final List<List<String>> GROUPS = List.of(
            // FCFS is Window-1 (window paper, section 6), OOCB-0 and FPFS-0 (Bucur 2000, section 2.3),
            // whenever FPFS searches
            List.of("fcfs", "window:1", "oocb:0", "fpfs:0", "fpfs:0:search=departures", "delay:fixed:0"),
            // OO is the unbounded window and the unbounded overtake bound
            List.of("oo", "window:inf", "oocb:inf", "window:100000"),
            // an arrival frees nothing, so FPFS's full pass on arrival adds nothing to OOCB's
            List.of("oocb:3", "fpfs:3", "fpfs:3:search=events"),
            // fpfs alone is FPFS-7
            List.of("fpfs:7:search=departures", "fpfs:search=departures"),
            // the default queue order is arrival order
            List.of("easy", "easy:order=fcfs"),
            List.of("conservative", "conservative:order=fcfs"));

    static Stream<Arguments> cases() {
        return GROUPS.stream()
                .flatMap(g -> Machines.NAMES.stream()
                        .flatMap(m -> LongStream.rangeClosed(1, 15).mapToObj(s -> Arguments.of(g, m, s))));
    }

    @ParameterizedTest(name = "{0} on {1} seed {2}")
    @MethodSource("cases")
    void identicalStarts(List<String> group, String machine, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        Map<Integer, Double> first = ScheduleRun.starts(
                Registered.scheduler(group.get(0)), Machines.allocator(machine, 32), jobs, PassMode.PER_EVENT);
        for (String spec : group.subList(1, group.size())) {
            assertThat(ScheduleRun.starts(
                            Registered.scheduler(spec), Machines.allocator(machine, 32), jobs, PassMode.PER_EVENT))
                    .as("%s vs %s", spec, group.get(0))
                    .isEqualTo(first);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fcfsPerTimeIsWindowOneOnAFlatMachine(long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        assertThat(ScheduleRun.starts(Registered.scheduler("fcfs"), new FlatAllocator(32), jobs, PassMode.PER_TIME))
                .isEqualTo(ScheduleRun.starts(Registered.scheduler("window:1"), new FlatAllocator(32), jobs));
    }

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 15);
    }
}
