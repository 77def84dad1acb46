package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.schedulers.testing.Machines;
import org.schedlab.schedulers.testing.RandomJobs;
import org.schedlab.schedulers.testing.Registered;
import org.schedlab.schedulers.testing.ScheduleRun;

/**
 * Every scheduler, on a flat and on a contiguous machine: no job starts before its submit time, the
 * engine's, the allocator's and the scheduler's invariants hold after every event, every job starts
 * and ends exactly once.
 */
class ContractTest {
    /** One spec per registered name at least; several forms for the parameterised ones. */
    static final List<String> SPECS = List.of(
            "fcfs",
            "window:1",
            "window:4",
            "window:inf",
            "oo",
            "oocb",
            "oocb:0",
            "oocb:3",
            "oocb:inf",
            "fpfs",
            "fpfs:0",
            "fpfs:2",
            "fpfs:2:search=events",
            "fpfs:2:search=departures",
            "fpfs:search=departures",
            "delay",
            "delay:cumulative",
            "delay:running",
            "delay:fixed:2.5",
            "delay:count",
            "easy",
            "conservative");

    static Stream<Arguments> cases() {
        return SPECS.stream()
                .flatMap(s -> Machines.NAMES.stream()
                        .flatMap(m -> Stream.of(1L, 2L, 3L, 4L, 5L).map(seed -> Arguments.of(s, m, seed))));
    }

    @ParameterizedTest(name = "{0} on {1} seed {2}")
    @MethodSource("cases")
    void holdsTheContract(String spec, String machine, long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 500, 24, true);
        ScheduleRun.starts(Registered.scheduler(spec), Machines.allocator(machine, 24), jobs);
    }

    @Test
    void specsCoverEveryRegisteredName() {
        assertThat(SPECS.stream().map(s -> s.split(":", -1)[0]))
                .containsAll(Registered.factories().keySet());
    }
}
