package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.schedulers.testing.Machines;
import org.schedlab.schedulers.testing.RandomJobs;
import org.schedlab.schedulers.testing.Registered;
import org.schedlab.schedulers.testing.ScheduleRun;

/**
 * Schedulers that the papers declare equal give identical start times on random workloads, on a
 * flat and on a contiguous machine.
 */
class IdentityTest {
    static Stream<Arguments> seeds() {
        return Machines.NAMES.stream()
                .flatMap(m -> LongStream.rangeClosed(1, 15).mapToObj(s -> Arguments.of(m, s)));
    }

    private String machine;

    private Map<Integer, Double> run(String spec, List<Job> jobs, int capacity) {
        return ScheduleRun.starts(Registered.scheduler(spec), Machines.allocator(machine, capacity), jobs);
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("seeds")
    void windowOneOocbZeroAndFpfsZeroAreFcfs(String machineName, long seed) {
        machine = machineName;
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        Map<Integer, Double> fcfs = run("fcfs", jobs, 32);
        assertThat(run("window:1", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("oocb:0", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("fpfs:0", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("delay:fixed:0", jobs, 32)).isEqualTo(fcfs);
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("seeds")
    void unboundedWindowAndUnboundedOocbAreOo(String machineName, long seed) {
        machine = machineName;
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        Map<Integer, Double> oo = run("oo", jobs, 32);
        assertThat(run("window:inf", jobs, 32)).isEqualTo(oo);
        assertThat(run("oocb:inf", jobs, 32)).isEqualTo(oo);
        assertThat(run("window:100000", jobs, 32)).isEqualTo(oo);
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("seeds")
    void oocbAndFpfsAgreeOnMonotoneMachines(String machineName, long seed) {
        machine = machineName;
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        assertThat(run("fpfs:3", jobs, 32)).isEqualTo(run("oocb:3", jobs, 32));
    }
}
