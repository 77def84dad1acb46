package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * {@code easy:kill} on random workloads (coinciding events, zero runtimes, jobs that outlive their
 * estimates): audited after every event, never more processors busy than the machine has, every
 * job ends exactly once after its last start, every kill followed at once by the start of an older
 * job (the head it was killed for), the lost work the engine reports equal to the sum over the
 * kills. On a flat machine it is {@code easy}, job for job.
 */
class EasyKillPropertyTest {
    private static final int CAPACITY = 24;

    /** Checks the contract event by event and sums the kills. */
    static final class Audit implements SimulationListener {
        final PassMode mode;
        final Map<Integer, Double> running = new HashMap<>();
        final Map<Integer, Integer> ends = new HashMap<>();
        final Map<Integer, Integer> starts = new HashMap<>();
        final List<Job> killedNow = new ArrayList<>();
        double killTime = Double.NaN;
        int busy;
        long kills;
        double lost;

        Audit(PassMode mode) {
            this.mode = mode;
        }

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            assertThat(now).as("start of job %d", job.id()).isGreaterThanOrEqualTo(job.submit());
            assertThat(running.put(job.id(), now))
                    .as("job %d started while running", job.id())
                    .isNull();
            starts.merge(job.id(), 1, Integer::sum);
            busy += allocation.processors();
            assertThat(busy).isLessThanOrEqualTo(CAPACITY);
            if (!killedNow.isEmpty()) {
                // the first start after kills is the head they were made for: older, same time
                assertThat(now).isEqualTo(killTime);
                for (Job k : killedNow) {
                    assertThat(job.id())
                            .as("head %d vs killed %d", job.id(), k.id())
                            .isLessThan(k.id());
                }
                killedNow.clear();
            }
        }

        @Override
        public void onKill(Job job, Allocation allocation, double start, double killedAt) {
            assertThat(running.remove(job.id()))
                    .as("killed job %d was running", job.id())
                    .isEqualTo(start);
            assertThat(killedAt).isGreaterThanOrEqualTo(start);
            if (mode == PassMode.PER_TIME) {
                // every departure at this time is applied before the pass: a job never dies at its end
                assertThat(killedAt).isLessThan(start + job.runtime());
            }
            if (!killedNow.isEmpty()) {
                assertThat(killedAt).isEqualTo(killTime);
            }
            killTime = killedAt;
            killedNow.add(job);
            busy -= allocation.processors();
            kills++;
            lost += (double) allocation.processors() * (killedAt - start);
        }

        @Override
        public void onEnd(Job job, Allocation allocation, double start, double end) {
            assertThat(running.remove(job.id()))
                    .as("ended job %d was running", job.id())
                    .isEqualTo(start);
            assertThat(end).isEqualTo(start + job.runtime());
            ends.merge(job.id(), 1, Integer::sum);
            busy -= allocation.processors();
        }
    }

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 25);
    }

    private static Audit run(long seed, PassMode mode) {
        List<Job> jobs = RandomJobs.flat(seed, 400, CAPACITY, true);
        Audit audit = new Audit(mode);
        Simulation sim = new Simulation(new ContiguousAllocator(CAPACITY), Registered.scheduler("easy:kill"), mode)
                .auditEveryEvent(true)
                .addListener(audit);
        sim.run(jobs.iterator());
        assertThat(audit.ends)
                .hasSize(jobs.size())
                .allSatisfy((id, n) ->
                        assertThat(n).as("job %d ended %d times", id, n).isEqualTo(1));
        assertThat(audit.running).isEmpty();
        assertThat(audit.busy).isZero();
        assertThat(sim.kills()).isEqualTo(audit.kills);
        assertThat(sim.lostWork()).isEqualTo(audit.lost);
        assertThat(sim.figures()).containsEntry("kills", (double) audit.kills).containsEntry("lostWork", audit.lost);
        long restarts = audit.starts.values().stream().mapToLong(n -> n - 1).sum();
        assertThat(restarts).as("every kill is followed by a restart").isEqualTo(audit.kills);
        return audit;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void contiguousMachineKeepsTheContract(long seed) {
        run(seed, PassMode.PER_TIME);
        run(seed, PassMode.PER_EVENT);
    }

    /** Not vacuous: the random workloads do make the variant kill. */
    @Test
    void killsHappen() {
        long kills = seeds().map(s -> run(s, PassMode.PER_TIME).kills).sum();
        assertThat(kills).isGreaterThan(25);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void flatMachineGivesEasysSchedule(long seed) {
        List<Job> jobs = RandomJobs.flat(seed, 400, CAPACITY, true);
        for (PassMode mode : PassMode.values()) {
            assertThat(ScheduleRun.starts(Registered.scheduler("easy:kill"), new FlatAllocator(CAPACITY), jobs, mode))
                    .as("%s", mode)
                    .isEqualTo(
                            ScheduleRun.starts(Registered.scheduler("easy"), new FlatAllocator(CAPACITY), jobs, mode));
        }
    }
}
