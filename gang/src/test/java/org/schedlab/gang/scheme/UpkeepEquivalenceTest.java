package org.schedlab.gang.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.WorkloadTree;

/**
 * The schemes' indexed placement and upkeep against a direct transcription of the rules of
 * algorithms.md 4.5 (extra copies in rounds over every running job in arrival order; BRMMS scans
 * the matrix for the jobs on a block). Two matrices see the same random arrivals and departures;
 * after every step they must hold the same jobs in the same cells with the same number of shifts.
 * Also checks that a second upkeep call changes nothing (the engine skips it in quiet slots). The
 * re-packing schemes run with whole and with partial blocks (a job on the first p processors of its
 * block; the reference then finds the jobs on a block by their cells).
 */
class UpkeepEquivalenceTest {
    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Scheme s : Scheme.values()) {
            for (Blocks blocks : Blocks.values()) {
                if (!s.repacks() && blocks == Blocks.PARTIAL) {
                    continue;
                }
                for (long seed = 1; seed <= 15; seed++) {
                    out.add(Arguments.of(s, blocks, seed));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void indexedUpkeepEqualsTheRoundScanAndIsIdempotent(Scheme scheme, Blocks blocks, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int processors = 1 << (3 + rnd.nextInt(3)); // 8..32
        OusterhoutMatrix fast = new OusterhoutMatrix(processors, blocks);
        OusterhoutMatrix slow = new OusterhoutMatrix(processors, blocks);
        List<GangJob> fastRunning = new ArrayList<>();
        List<GangJob> slowRunning = new ArrayList<>();
        GangPolicy policy = scheme.policy(blocks);
        long order = 0;
        for (int step = 0; step < 400; step++) {
            boolean arrive = fastRunning.isEmpty() || rnd.nextInt(100) < 55;
            if (arrive) {
                int size = 1 + rnd.nextInt(processors);
                Job job = Job.of((int) order + 1, step, 10, size);
                fastRunning.add(policy.place(job, order, fast));
                slowRunning.add(
                        scheme.repacks()
                                ? referencePlace(job, order, slow, scheme, blocks)
                                : policy.place(job, order, slow));
                order++;
            } else {
                int i = rnd.nextInt(fastRunning.size());
                fast.removeAll(fastRunning.remove(i));
                slow.removeAll(slowRunning.remove(i));
            }
            policy.afterEvents(fast);
            if (scheme.repacks()) {
                referenceUpkeep(slow, slowRunning, scheme);
            } else {
                policy.afterEvents(slow);
            }
            fast.checkInvariants();
            assertThat(fast.render()).isEqualTo(slow.render());
            assertThat(fast.shifts()).isEqualTo(slow.shifts());
            String before = fast.render();
            long shifts = fast.shifts();
            policy.afterEvents(fast);
            assertThat(fast.render()).isEqualTo(before);
            assertThat(fast.shifts()).isEqualTo(shifts);
        }
    }

    private static WorkloadTree tree(OusterhoutMatrix m, Scheme s) {
        return s.minimisesSlots() ? m.freeOrExtraTree() : m.freeTree();
    }

    private static GangJob referencePlace(Job job, long order, OusterhoutMatrix m, Scheme s, Blocks blocks) {
        int size = Block.sizeFor(job.procs());
        Block b = tree(m, s).best(size);
        if (b == null) {
            m.addRow();
            b = tree(m, s).best(size);
        }
        if (s.minimisesSlots()) {
            for (GangJob j : m.jobsIntersecting(b)) {
                m.removeExtras(j);
            }
        }
        int r = m.makeIdle(b);
        GangJob g = new GangJob(job, order, b, blocks);
        m.place(g, r, false);
        return g;
    }

    private static void referenceUpkeep(OusterhoutMatrix m, List<GangJob> running, Scheme s) {
        Block all = new Block(0, m.processors());
        while (tree(m, s).root() > 0) {
            if (s.minimisesSlots()) {
                for (GangJob j : running) {
                    m.removeExtras(j);
                }
            }
            m.deleteRow(m.makeIdle(all));
        }
        if (!s.multipleSlots()) {
            return;
        }
        boolean changed;
        do {
            changed = false;
            for (GangJob j : running) {
                if (m.freeTree().value(j.block()) > 0) {
                    m.place(j, m.makeIdle(j.block()), true);
                    changed = true;
                }
            }
        } while (changed);
    }
}
