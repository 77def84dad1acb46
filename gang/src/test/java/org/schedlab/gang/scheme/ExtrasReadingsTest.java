package org.schedlab.gang.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.sim.GangSimulation;
import org.schedlab.gang.sim.MatrixListener;
import org.schedlab.workloads.synthetic.DowneyWorkload;

/**
 * The readings of how BRMS and BRMMS hand out extra copies ({@link Extras}): a cap on the copies
 * per job, and copies only after departures; on hand-built matrices, a hand-computed run, random
 * runs audited after every slot, and the scheduler spec.
 */
class ExtrasReadingsTest {
    private static GangJob job(int id, long order, int start, int size) {
        return new GangJob(Job.of(id, 0, 10, size), order, new Block(start, size));
    }

    @Test
    void aCapOfOneCopyLeavesTheThirdRowIdleForTheJobThatHasOne() {
        // S1: 1 2   S2: . .   S3: . .  -- without a cap job 1 and job 2 fill both idle rows; with
        // copies=1 each takes one extra copy and the third row stays empty
        OusterhoutMatrix free = new OusterhoutMatrix(2);
        OusterhoutMatrix capped = new OusterhoutMatrix(2);
        for (OusterhoutMatrix m : List.of(free, capped)) {
            for (int i = 0; i < 3; i++) {
                m.addRow();
            }
            m.place(job(1, 0, 0, 1), 0, false);
            m.place(job(2, 1, 1, 1), 0, false);
        }
        RepackingPolicy.assignExtraSlots(free);
        RepackingPolicy.assignExtraSlots(capped, 1);
        assertThat(free.render()).isEqualTo("S1: 1 2\nS2: +1 +2\nS3: +1 +2\n");
        assertThat(capped.render()).isEqualTo("S1: 1 2\nS2: +1 +2\nS3: . .\n");
        capped.checkInvariants();
    }

    @Test
    void copiesAfterDeparturesOnlyLeaveAnArrivalsRowOpen() {
        // P = 2, BRMS, all jobs of size 1 and 5 slots. A arrives at 0 and takes P1 of S1; B and C
        // arrive at 1: B takes P2 of S1, C finds no idle cell and opens S2 on P1. By default B at
        // once gets the idle P2 of C's new row as an extra copy; with extras=departures the cell
        // stays idle, open to the next arrival, until a job ends.
        List<Job> jobs = List.of(Job.of(1, 0, 5, 1), Job.of(2, 1, 5, 1), Job.of(3, 1, 5, 1));
        List<String> seen = new ArrayList<>();
        List<String> seenDepartures = new ArrayList<>();
        run(jobs, Extras.EVERY_EVENT, seen);
        run(jobs, new Extras(Integer.MAX_VALUE, true), seenDepartures);
        // at 1: A and B share S1, C opens S2 (job ids: 1 = A, 2 = B, 3 = C)
        assertThat(seen.get(1)).isEqualTo("1.0|S1: 1 2\nS2: 3 +2\n");
        assertThat(seenDepartures.get(1)).isEqualTo("1.0|S1: 1 2\nS2: 3 .\n");
    }

    private static void run(List<Job> jobs, Extras extras, List<String> seen) {
        GangSimulation sim = new GangSimulation(2, Scheme.BRMS, Blocks.WHOLE, extras).auditEverySlot(true);
        sim.addListener(new MatrixListener() {
            @Override
            public void onMatrix(double now, OusterhoutMatrix matrix) {
                seen.add(now + "|" + matrix.render());
            }
        });
        sim.run(jobs.iterator());
        assertThat(sim.ended()).isEqualTo(jobs.size());
    }

    @Test
    void randomRunsKeepTheCapAndTheInvariants() {
        for (long seed = 1; seed <= 3; seed++) {
            List<Job> jobs = new ArrayList<>();
            new DowneyWorkload(
                            32,
                            DowneyWorkload.SizeRule.DRAWN,
                            DowneyWorkload.rateFor(0.7, 32, DowneyWorkload.SizeRule.DRAWN),
                            400,
                            new RandomStreams(seed, 0))
                    .forEach(jobs::add);
            for (Scheme s : List.of(Scheme.BRMS, Scheme.BRMMS)) {
                for (Blocks b : Blocks.values()) {
                    for (Extras e :
                            List.of(new Extras(1, false), new Extras(Integer.MAX_VALUE, true), new Extras(0, false))) {
                        int[] most = {0};
                        GangSimulation sim = new GangSimulation(32, s, b, e).auditEverySlot(true);
                        sim.addListener(new MatrixListener() {
                            @Override
                            public void onMatrix(double now, OusterhoutMatrix m) {
                                for (int r = 0; r < m.rows(); r++) {
                                    for (int p = 0; p < m.processors(); p++) {
                                        GangJob j = m.cell(r, p);
                                        if (j != null) {
                                            most[0] = Math.max(most[0], j.copies() - 1);
                                        }
                                    }
                                }
                            }
                        });
                        sim.run(jobs.iterator());
                        assertThat(sim.ended()).isEqualTo(jobs.size());
                        assertThat(most[0]).isLessThanOrEqualTo(e.maxCopies());
                    }
                }
            }
        }
    }

    @Test
    void noExtraCopiesAtAllIsBr() {
        List<Job> jobs = new ArrayList<>();
        new DowneyWorkload(
                        32,
                        DowneyWorkload.SizeRule.DRAWN,
                        DowneyWorkload.rateFor(0.5, 32, DowneyWorkload.SizeRule.DRAWN),
                        300,
                        new RandomStreams(7, 0))
                .forEach(jobs::add);
        GangSimulation br = new GangSimulation(32, Scheme.BR);
        GangSimulation brms0 = new GangSimulation(32, Scheme.BRMS, Blocks.WHOLE, new Extras(0, false));
        br.run(jobs.iterator());
        brms0.run(jobs.iterator());
        Map<String, Double> a = br.figures();
        Map<String, Double> b = brms0.figures();
        assertThat(b).isEqualTo(a);
    }

    @Test
    void theSpecTakesTheOptionsForTheMultipleSlotSchemesOnly() {
        GangSchedulerFactory f = new GangSchedulerFactory();
        GangScheduler g = (GangScheduler) f.create(Spec.parse("--scheduler", "gang:brms:blocks=partial:copies=1"));
        assertThat(g.extras()).isEqualTo(new Extras(1, false));
        assertThat(g.blocks()).isEqualTo(Blocks.PARTIAL);
        g = (GangScheduler) f.create(Spec.parse("--scheduler", "gang:brmms:extras=departures"));
        assertThat(g.extras()).isEqualTo(new Extras(Integer.MAX_VALUE, true));
        assertThat(((GangScheduler) f.create(Spec.parse("--scheduler", "gang:brms"))).extras())
                .isEqualTo(Extras.EVERY_EVENT);
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "gang:br:copies=1")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'gang:br:copies=1': br gives no extra copies; copies= and extras= apply to"
                        + " brms and brmms");
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "gang:brms:copies=-1")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("copies=-1: expected the most extra copies per job, an integer >= 0");
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "gang:brms:extras=never")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown extras 'never'");
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "gang:brms:copies=1:copies=2")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("repeated option 'copies=2'");
        assertThat(new Extras(2, true).spelling()).isEqualTo(":copies=2:extras=departures");
        assertThat(Extras.EVERY_EVENT.spelling()).isEmpty();
    }
}
