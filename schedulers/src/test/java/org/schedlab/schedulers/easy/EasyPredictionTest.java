package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * EASY with runtime predictors and shortest-job backfilling, on hand-computed schedules: EASY++
 * (Tsafrir, Etsion and Feitelson, TPDS 2007), SJBF, perfect, doubled, head- and tail-doubled EASY.
 */
class EasyPredictionTest {
    private static Job job(int id, double submit, double runtime, double estimate, int procs, int user) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs), user);
    }

    private static List<String> starts(String spec, int processors, EventOrder order, List<Job> jobs) {
        List<String> starts = new ArrayList<>();
        new Simulation(new FlatAllocator(processors), EasyScheduler.FACTORY.create(Spec.of(spec)))
                .eventOrder(order)
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        starts.add(job.id() + "@" + (long) now);
                    }
                })
                .auditEveryEvent(true)
                .run(jobs.iterator());
        return starts;
    }

    private static List<String> starts(String spec, int processors, List<Job> jobs) {
        return starts(spec, processors, EventOrder.DEFAULT, jobs);
    }

    /**
     * Four processors. A holds three until 10; B (all four) waits with its reservation at 10. C
     * (estimate 8) and D (estimate 3) arrive together and one processor is free: in queue order C
     * takes it (it ends by 10); shortest first D takes it, and C, which would then end at 13, after
     * the shadow time with no processor to spare, waits until B has run.
     */
    private static final List<Job> SJBF =
            List.of(job(1, 0, 10, 10, 3, 1), job(2, 1, 5, 5, 4, 1), job(3, 2, 8, 8, 1, 1), job(4, 2, 3, 3, 1, 1));

    /** The golden file's case: plain EASY starts job 3 at 1, the look-ahead jobs 4 and 5. */
    private static final List<Job> LOOKAHEAD = List.of(
            job(1, 0, 10, 10, 6, 1),
            job(2, 1, 5, 5, 8, 1),
            job(3, 1, 8, 8, 3, 1),
            job(4, 1, 8, 8, 2, 1),
            job(5, 1, 20, 20, 2, 1));

    @Test
    void lookaheadStartsTheBestSetInsteadOfTheFirstThatFits() {
        assertThat(starts("easy", 10, LOOKAHEAD)).containsExactly("1@0", "3@1", "4@9", "2@10", "5@15");
        assertThat(starts("easy:backfill=lookahead", 10, LOOKAHEAD))
                .containsExactly("1@0", "4@1", "5@1", "2@10", "3@15");
        // with one spare processor fewer at the shadow time (head of 9), job 5 may not run past it:
        // {3} (24) beats {4} (16)
        List<Job> tighter = new ArrayList<>(LOOKAHEAD);
        tighter.set(1, job(2, 1, 5, 5, 9, 1));
        assertThat(starts("easy:backfill=lookahead", 10, tighter).subList(0, 2)).containsExactly("1@0", "3@1");
        assertThatThrownBy(() -> EasyScheduler.FACTORY.create(Spec.of("easy:backfill=best")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown backfill order 'best' (expected queue, sjf or lookahead)");
        assertThatThrownBy(() -> EasyScheduler.FACTORY.create(Spec.of("easy:kill:backfill=lookahead")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("easy:kill takes no predictor and no backfill order");
    }

    @Test
    void sjbfTriesTheShortestCandidateFirst() {
        assertThat(starts("easy", 4, SJBF)).containsExactly("1@0", "3@2", "2@10", "4@15");
        assertThat(starts("easy:backfill=sjf", 4, SJBF)).containsExactly("1@0", "4@2", "2@10", "3@15");
        assertThat(starts("easy:backfill=queue", 4, SJBF)).containsExactly("1@0", "3@2", "2@10", "4@15");
    }

    /**
     * Three processors, estimates of 100 for user 7. Jobs 1 and 2 of user 7 run 2 and 4 s, so job
     * 3 of user 7 (two processors, runs 10 s) is predicted to run (2 + 4) / 2 = 3 s: booked until 8.
     * Job 4 (all three processors) waits with its reservation at 8. Job 5 (one processor, estimate
     * 5, user 9 without history) would end at 11, after the shadow time with nothing to spare, and
     * waits. At 8 (job 6 arrives) job 3 has outlived its prediction and is booked again up to its
     * estimate (105): the shadow time moves to 105 and job 5 backfills. Job 4 starts when job 3
     * ends at 15, job 6 (estimate 1000) after it.
     */
    private static final List<Job> EXPIRY = List.of(
            job(1, 0, 2, 100, 1, 7),
            job(2, 0, 4, 100, 1, 7),
            job(3, 5, 10, 100, 2, 7),
            job(4, 6, 1, 50, 3, 9),
            job(5, 6, 2, 5, 1, 9),
            job(6, 8, 1, 1000, 1, 9));

    @Test
    void easyPlusPlusPredictsFromTheUsersLastTwoJobsAndCorrectsAnOutlivedPrediction() {
        assertThat(starts("easy:predict=user-last2:backfill=sjf", 3, EXPIRY))
                .containsExactly("1@0", "2@0", "3@5", "5@8", "4@15", "6@16");
        assertThat(starts("easy:predict=user-last2", 3, EXPIRY))
                .containsExactly("1@0", "2@0", "3@5", "5@8", "4@15", "6@16");
        // with the estimates, the shadow time is 105 from the start and job 5 backfills at once
        assertThat(starts("easy", 3, EXPIRY)).containsExactly("1@0", "2@0", "3@5", "5@6", "4@15", "6@16");
    }

    @Test
    void perfectAndDoubledEstimates() {
        // two processors; A (estimate 10, runs 4) holds one; B (both) waits; C (one, estimate 6,
        // runs 3) arrives at 1. With the estimates the shadow is 10 and C (ends by 7) backfills;
        // with exact runtimes the shadow is 4 and C (ends by 4) backfills too; doubled, the shadow
        // is 20 and C (ends by 13) backfills; with doubled runtimes, shadow 8 and C ends by 7.
        List<Job> jobs = List.of(job(1, 0, 4, 10, 1, 1), job(2, 1, 2, 2, 2, 1), job(3, 1, 3, 6, 1, 1));
        assertThat(starts("easy", 2, jobs)).containsExactly("1@0", "3@1", "2@4");
        assertThat(starts("easy:predict=exact", 2, jobs)).containsExactly("1@0", "3@1", "2@4");
        // C runs 4 (estimate 4): with exact runtimes it ends at 5, after the shadow at 4, and waits
        List<Job> longer = List.of(job(1, 0, 4, 10, 1, 1), job(2, 1, 2, 2, 2, 1), job(3, 1, 4, 4, 1, 1));
        assertThat(starts("easy", 2, longer)).containsExactly("1@0", "3@1", "2@5");
        assertThat(starts("easy:predict=exact", 2, longer)).containsExactly("1@0", "2@4", "3@6");
        // doubled runtimes: A booked until 8, the shadow; C booked for 8 ends by 9 and waits too
        assertThat(starts("easy:predict=double-exact", 2, longer)).containsExactly("1@0", "2@4", "3@6");
        // doubled estimates: the shadow is 20 and C, booked for 8, ends by 9
        assertThat(starts("easy:predict=double", 2, longer)).containsExactly("1@0", "3@1", "2@5");
    }

    /**
     * Tail doubling books a candidate for twice its estimate; head doubling books a job started at
     * the head for twice its estimate. Two processors: A (one, estimate 5) starts at the head; B
     * (both) waits, planned at 5 (at 10 when A is head-doubled); C (one, estimate 3) arrives at 1 and
     * ends by 4 (by 7 when tail-doubled, past the shadow at 5: it waits).
     */
    @Test
    void headAndTailDoubling() {
        List<Job> jobs = List.of(job(1, 0, 5, 5, 1, 1), job(2, 1, 2, 2, 2, 1), job(3, 1, 3, 3, 1, 1));
        assertThat(starts("easy", 2, jobs)).containsExactly("1@0", "3@1", "2@5");
        assertThat(starts("easy:tail-predict=double", 2, jobs)).containsExactly("1@0", "2@5", "3@7");
        assertThat(starts("easy:head-predict=double", 2, jobs)).containsExactly("1@0", "3@1", "2@5");
        // C estimate 7: ends by 8, after A's estimated end 5 but before A's head-doubled end 10
        List<Job> later = List.of(job(1, 0, 5, 5, 1, 1), job(2, 1, 2, 2, 2, 1), job(3, 1, 7, 7, 1, 1));
        assertThat(starts("easy", 2, later)).containsExactly("1@0", "2@5", "3@7");
        assertThat(starts("easy:head-predict=double", 2, later)).containsExactly("1@0", "3@1", "2@8");
    }

    /**
     * Shrinking EASY books half the estimate. Two processors: A (one, estimate 10, runs 10) is
     * booked until 5; B (both) waits with its reservation at 5; C (one, estimate 10, booked for 5)
     * would end by 6 and waits. At 5 (D arrives) A has outlived its booking and is booked again
     * until 10: the shadow moves to 10 and C, ending by 10, backfills. With the estimates C would
     * end past the shadow at 10 whenever it started, and runs after B.
     */
    @Test
    void shrinkingHalvesTheEstimate() {
        List<Job> jobs =
                List.of(job(1, 0, 10, 10, 1, 1), job(2, 1, 2, 2, 2, 1), job(3, 1, 2, 10, 1, 1), job(4, 5, 1, 50, 1, 1));
        assertThat(starts("easy", 2, jobs)).containsExactly("1@0", "2@10", "3@12", "4@12");
        assertThat(starts("easy:predict=half", 2, jobs)).containsExactly("1@0", "3@5", "2@10", "4@12");
    }

    @Test
    void badOptionsAreRefused() {
        assertThatThrownBy(() -> EasyScheduler.FACTORY.create(Spec.of("easy:predict=oracle")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown predictor 'oracle'")
                .hasMessageContaining("user-last2");
        assertThatThrownBy(() -> EasyScheduler.FACTORY.create(Spec.of("easy:backfill=ljf")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown backfill order 'ljf'");
        assertThatThrownBy(() -> EasyScheduler.FACTORY.create(Spec.of("easy:kill:predict=exact")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("easy:kill takes no predictor");
        assertThat(((EasyScheduler) EasyScheduler.FACTORY.create(Spec.of("easy")))
                        .predictions()
                        .plain())
                .isTrue();
        assertThat(((EasyScheduler) EasyScheduler.FACTORY.create(Spec.of("easy:predict=estimate")))
                        .predictions()
                        .plain())
                .isTrue();
    }
}
