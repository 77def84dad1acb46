package org.schedlab.fattree.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.tree.KaryNTree;
import org.schedlab.schedulers.easy.EasyScheduler;

/**
 * {@code easy:kill} (EASY planned on processor counts, advanced jobs killed when the head's
 * reservation cannot be placed) on fat trees: a schedule worked out by hand on a 2-ary 3-tree, and
 * the engine's contract on random streams under the locality-aware policies.
 */
class EasyKillFatTreeTest {
    private static Job job(int id, double submit, double runtime, int procs) {
        return new Job(id, submit, runtime, runtime, procs, new ProcessorRequest(procs));
    }

    /** Start, kill and end events with times only (placements are checked through the times). */
    static final class Log implements SimulationListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void onStart(Job job, Allocation allocation, double now) {
            events.add("start " + job.id() + " @" + now);
        }

        @Override
        public void onKill(Job job, Allocation allocation, double start, double killedAt) {
            events.add("kill " + job.id() + " @" + killedAt + " from " + start);
        }
    }

    private static Simulation run(EasyScheduler scheduler, String allocator, KaryNTree tree, List<Job> jobs, Log log) {
        Simulation sim = new Simulation(FatTreeAllocators.create(Spec.of(allocator), tree), scheduler)
                .auditEveryEvent(true)
                .addListener(log);
        sim.run(jobs.iterator());
        return sim;
    }

    /**
     * 2-ary 3-tree (nodes 0-7; pairs below stage-1 switches, quads below stage-2), contiguous:
     *
     * <pre>
     * t=0  A (1 node, 100 s) on 0, B (1, 100 s) on 1, X (2, 10 s) on 2-3, C (1, 10 s) on 4
     * t=1  H (4 nodes, a level-2 job: needs one quad) waits: 3 free. By count X and C end at 10
     *      leaving 6 free: shadow 10, extra 2 (topology-aware EASY's copy also gives 10: quad 4-7)
     * t=2  J (1 node, 50 s) fits on 5 and uses one extra processor: backfilled. (Topology-aware
     *      EASY refuses it: with 5 busy at 10 neither quad has 4 free nodes.)
     * t=10 X and C end: free {2, 3, 4, 6, 7}, 5 by count, but the quads have 2 and 3 free. J, the
     *      only advanced job, is killed after 8 s; H takes quad 4-7; J restarts on 2.
     * </pre>
     */
    @Test
    void killsTheBackfilledJobInTheHeadsQuad() {
        KaryNTree tree = KaryNTree.complete(2, 3);
        List<Job> jobs = List.of(
                job(1, 0, 100, 1), // A
                job(2, 0, 100, 1), // B
                job(3, 0, 10, 2), // X
                job(4, 0, 10, 1), // C
                job(5, 1, 10, 4), // H
                job(6, 2, 50, 1)); // J
        Log kill = new Log();
        Simulation sim = run(new EasyScheduler(true), "contiguous", tree, jobs, kill);
        assertThat(kill.events)
                .containsExactly(
                        "start 1 @0.0",
                        "start 2 @0.0",
                        "start 3 @0.0",
                        "start 4 @0.0",
                        "start 6 @2.0",
                        "kill 6 @10.0 from 2.0",
                        "start 5 @10.0",
                        "start 6 @10.0");
        assertThat(sim.kills()).isEqualTo(1);
        assertThat(sim.lostWork()).isEqualTo(8.0);

        Log plain = new Log();
        Simulation easy = run(new EasyScheduler(), "contiguous", tree, jobs, plain);
        assertThat(plain.events)
                .containsExactly(
                        "start 1 @0.0",
                        "start 2 @0.0",
                        "start 3 @0.0",
                        "start 4 @0.0",
                        "start 5 @10.0",
                        "start 6 @10.0");
        assertThat(easy.figures()).isEmpty();

        // non-contiguous: counts decide, H starts at 10 without a kill and J at 2 keeps running
        Log flat = new Log();
        Simulation non = run(new EasyScheduler(true), "noncontiguous", tree, jobs, flat);
        assertThat(non.kills()).isZero();
        assertThat(flat.events).contains("start 6 @2.0", "start 5 @10.0").doesNotContain("start 6 @10.0");
    }

    static Stream<Arguments> policiesAndSeeds() {
        List<Arguments> out = new ArrayList<>();
        for (String spec : List.of("contiguous", "quasi:10", "quasi:40")) {
            for (long seed = 1; seed <= 15; seed++) {
                out.add(Arguments.of(spec, seed));
            }
        }
        return out.stream();
    }

    /**
     * Audited after every event; every job ends once, after its last start and at that start plus
     * its runtime; the lost work equals the sum over the kills; a kill is followed at once by the
     * start of an older job.
     */
    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("policiesAndSeeds")
    void keepsTheContract(String policy, long seed) {
        KaryNTree tree = new KaryNTree(4, 3, 56);
        List<Job> jobs = FatTreeSchedulingTest.jobs(seed, 400, tree.installed());
        Map<Integer, Double> running = new HashMap<>();
        Map<Integer, Integer> ends = new HashMap<>();
        double[] lost = {0};
        long[] kills = {0};
        List<Job> killedNow = new ArrayList<>();
        Simulation sim = new Simulation(FatTreeAllocators.create(Spec.of(policy), tree), new EasyScheduler(true))
                .auditEveryEvent(true);
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                assertThat(now).isGreaterThanOrEqualTo(job.submit());
                assertThat(running.put(job.id(), now)).isNull();
                for (Job k : killedNow) {
                    assertThat(job.id()).isLessThan(k.id());
                }
                killedNow.clear();
            }

            @Override
            public void onKill(Job job, Allocation allocation, double start, double killedAt) {
                assertThat(running.remove(job.id())).isEqualTo(start);
                assertThat(killedAt).isLessThan(start + job.runtime());
                killedNow.add(job);
                kills[0]++;
                lost[0] += (double) allocation.processors() * (killedAt - start);
            }

            @Override
            public void onEnd(Job job, Allocation allocation, double start, double end) {
                assertThat(running.remove(job.id())).isEqualTo(start);
                assertThat(end).isEqualTo(start + job.runtime());
                ends.merge(job.id(), 1, Integer::sum);
            }
        });
        sim.run(jobs.iterator());
        assertThat(ends)
                .hasSize(jobs.size())
                .allSatisfy((id, n) -> assertThat(n).isEqualTo(1));
        assertThat(sim.kills()).isEqualTo(kills[0]);
        assertThat(sim.lostWork()).isEqualTo(lost[0]);
    }

    /** Not vacuous: on these streams contiguous allocation does make the variant kill. */
    @Test
    void killsHappenOnRandomStreams() {
        KaryNTree tree = new KaryNTree(4, 3, 56);
        long kills = 0;
        for (long seed = 1; seed <= 15; seed++) {
            Simulation sim =
                    new Simulation(FatTreeAllocators.create(Spec.of("contiguous"), tree), new EasyScheduler(true));
            sim.run(FatTreeSchedulingTest.jobs(seed, 400, tree.installed()).iterator());
            kills += sim.kills();
        }
        assertThat(kills).isGreaterThan(15);
    }
}
