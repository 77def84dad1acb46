package org.schedlab.gang.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.workloads.synthetic.DowneyWorkload;

/** The contract every scheme keeps under the gang engine, run over all four schemes. */
class SchemeContractTest {
    static Stream<Arguments> schemesAndLoads() {
        List<Arguments> a = new ArrayList<>();
        for (Scheme s : Scheme.values()) {
            for (double rho : new double[] {0.3, 0.9}) {
                for (long seed = 1; seed <= 3; seed++) {
                    a.add(Arguments.of(s, rho, seed));
                }
            }
        }
        return a.stream();
    }

    private static List<Job> workload(int processors, double rho, long seed, int jobs) {
        DowneyWorkload w = new DowneyWorkload(
                processors,
                DowneyWorkload.SizeRule.DRAWN,
                DowneyWorkload.rateFor(rho, processors, DowneyWorkload.SizeRule.DRAWN),
                jobs,
                new RandomStreams(seed, 0));
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    /** Records every event per job. */
    private static final class Log implements SimulationListener {
        final Map<Integer, double[]> ends = new java.util.HashMap<>();
        int starts;
        int arrivals;

        @Override
        public void onArrival(Job job, double now) {
            arrivals++;
        }

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            starts++;
            assertThat(now).isGreaterThanOrEqualTo(job.submit()).isLessThan(job.submit() + 1);
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            assertThat(ends.put(job.id(), new double[] {start, end}))
                    .as("job ends once")
                    .isNull();
            assertThat(end - job.submit()).as("turnaround at least the runtime").isGreaterThanOrEqualTo(job.runtime());
            assertThat(allocation.processors()).isEqualTo(job.procs());
        }
    }

    @ParameterizedTest
    @MethodSource("schemesAndLoads")
    void everyJobEndsOnceAndTheMatrixAuditsCleanAfterEverySlot(Scheme scheme, double rho, long seed) {
        List<Job> jobs = workload(16, rho, seed, 300);
        Log log = new Log();
        GangSimulation sim = new GangSimulation(16, scheme).auditEverySlot(true);
        sim.addListener(log);
        sim.run(jobs.iterator());
        assertThat(log.arrivals).isEqualTo(300);
        assertThat(log.starts).isEqualTo(300);
        assertThat(log.ends).hasSize(300);
        assertThat(sim.matrix().rows()).isZero();
        Map<String, Double> f = sim.figures();
        assertThat(f.get("slotsMax")).isGreaterThanOrEqualTo(1);
        assertThat(f.get("slotsMean")).isPositive().isLessThanOrEqualTo(f.get("slotsMax"));
        assertThat(f.get("utilization")).isPositive().isLessThanOrEqualTo(1.0);
    }

    @ParameterizedTest
    @EnumSource(Scheme.class)
    void sameInputsGiveIdenticalFigures(Scheme scheme) {
        List<Job> jobs = workload(32, 0.7, 5, 500);
        GangSimulation a = new GangSimulation(32, scheme);
        a.run(jobs.iterator());
        GangSimulation b = new GangSimulation(32, scheme);
        b.run(jobs.iterator());
        assertThat(a.figures()).isEqualTo(b.figures());
    }

    @ParameterizedTest
    @EnumSource(Scheme.class)
    void aJobAloneRunsEverySlotAndEndsAfterExactlyItsRuntime(Scheme scheme) {
        Metrics metrics = new Metrics(8);
        GangSimulation sim = new GangSimulation(8, scheme);
        sim.addListener(metrics);
        sim.run(List.of(Job.of(1, 2.5, 7, 3), Job.of(2, 100, 4, 8)).iterator());
        // job 1 waits for the slot boundary at 3 and ends at 10; job 2 runs 100..104
        assertThat(metrics.summary().meanTurnaround()).isEqualTo((7.5 + 4) / 2);
        assertThat(sim.figures().get("slotsMax")).isEqualTo(1.0);
        assertThat(sim.figures().get("slotsMean")).isEqualTo(11.0 / (104 - 2.5));
        // active processor-slots 3*7 + 8*4 over 8 processors x span 101.5
        assertThat(sim.figures().get("utilization")).isEqualTo((21.0 + 32) / (8 * 101.5));
    }

    @Test
    void twoJobsThatCannotShareASlotTimeShare() {
        // two full-width jobs: two slots, each job runs every other slot
        Metrics metrics = new Metrics(4);
        GangSimulation sim = new GangSimulation(4, Scheme.BR);
        sim.addListener(metrics);
        sim.run(List.of(Job.of(1, 0, 3, 4), Job.of(2, 0, 3, 3)).iterator());
        // job 1 runs slots 0, 2, 4 -> ends at 5; job 2 runs 1, 3, 5 -> ends at 6
        assertThat(metrics.summary().meanTurnaround()).isEqualTo(5.5);
        assertThat(sim.figures().get("slotsMax")).isEqualTo(2.0);
    }

    @ParameterizedTest
    @EnumSource(Scheme.class)
    void multipleSlotsLetAJobUseTheIdleHalfOfAnotherSlot(Scheme scheme) {
        // P = 4; at time 0 arrive A (2 procs, 10 slots), B (2 procs, 6 slots), C (2 procs, 10).
        // Every scheme makes S1 = [A A B B] and S2 = [C C . .]. In one slot per job, B runs in
        // every other slot (0, 2, ..., 10) and ends at 11; with multiple slots B also takes the
        // idle half of S2 and runs in every slot, ending at 6.
        double[] end = new double[1];
        GangSimulation sim = new GangSimulation(4, scheme).auditEverySlot(true);
        sim.addListener(new SimulationListener() {
            @Override
            public void onEnd(Job job, Allocation allocation, double start, double e) {
                if (job.id() == 2) {
                    end[0] = e;
                }
            }
        });
        sim.run(List.of(Job.of(1, 0, 10, 2), Job.of(2, 0, 6, 2), Job.of(3, 0, 10, 2))
                .iterator());
        assertThat(end[0]).isEqualTo(scheme.multipleSlots() ? 6.0 : 11.0);
        assertThat(sim.figures().get("slotsMax")).isEqualTo(2.0);
    }

    @Test
    void aJobWiderThanTheMachineIsBadInput() {
        GangSimulation sim = new GangSimulation(8, Scheme.BC);
        assertThatThrownBy(() -> sim.run(List.of(Job.of(7, 0, 1, 9)).iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("job 7 asks for 9 processors");
    }

    @Test
    void anUnsortedWorkloadIsBadInput() {
        GangSimulation sim = new GangSimulation(8, Scheme.BR);
        assertThatThrownBy(() ->
                        sim.run(List.of(Job.of(1, 5, 1, 1), Job.of(2, 3, 1, 1)).iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("not sorted");
    }
}
