package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.schedulers.testing.RandomJobs;
import org.schedlab.schedulers.testing.Registered;
import org.schedlab.schedulers.testing.ScheduleRun;

/** Schedulers that the papers declare equal give identical start times on random workloads. */
class IdentityTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 25);
    }

    private static Map<Integer, Double> run(String spec, List<Job> jobs, int capacity) {
        return ScheduleRun.starts(Registered.scheduler(spec), new FlatAllocator(capacity), jobs);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void windowOneOocbZeroAndFpfsZeroAreFcfs(long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        Map<Integer, Double> fcfs = run("fcfs", jobs, 32);
        assertThat(run("window:1", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("oocb:0", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("fpfs:0", jobs, 32)).isEqualTo(fcfs);
        assertThat(run("delay:fixed:0", jobs, 32)).isEqualTo(fcfs);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void unboundedWindowAndUnboundedOocbAreOo(long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        Map<Integer, Double> oo = run("oo", jobs, 32);
        assertThat(run("window:inf", jobs, 32)).isEqualTo(oo);
        assertThat(run("oocb:inf", jobs, 32)).isEqualTo(oo);
        assertThat(run("window:100000", jobs, 32)).isEqualTo(oo);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void oocbAndFpfsAgreeOnAFlatMachine(long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 300, 32, true);
        assertThat(run("fpfs:3", jobs, 32)).isEqualTo(run("oocb:3", jobs, 32));
    }
}
