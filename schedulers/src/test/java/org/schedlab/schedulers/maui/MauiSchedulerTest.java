package org.schedlab.schedulers.maui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** The Maui-like weighted-priority scheduler on hand-computed schedules, and its spec's errors. */
class MauiSchedulerTest {
    private static Job job(int id, double submit, double runtime, int procs) {
        return new Job(id, submit, runtime, runtime, procs, new ProcessorRequest(procs), 1);
    }

    private static List<String> starts(String spec, int processors, List<Job> jobs) {
        List<String> starts = new ArrayList<>();
        new Simulation(new FlatAllocator(processors), MauiScheduler.FACTORY.create(Spec.of(spec)))
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

    /**
     * Four processors, job 1 holds them until 10. At 10 the waits are 9, 8 and 7: by wait alone
     * job 2 starts (2 processors), job 3 (4) waits for it and job 4 (1 processor, 20 s) may not
     * run past the shadow time 15 with none to spare there: EASY's schedule. With 10 per processor
     * job 3 scores 48 against 29 and 17, starts at 10, and jobs 2 and 4 start together at 15.
     */
    private static final List<Job> SIZE = List.of(job(1, 0, 10, 4), job(2, 1, 5, 2), job(3, 2, 5, 4), job(4, 3, 20, 1));

    @Test
    void theSizeWeightPutsWideJobsFirst() {
        assertThat(starts("maui", 4, SIZE)).containsExactly("1@0", "2@10", "3@15", "4@20");
        assertThat(starts("maui:size=10", 4, SIZE)).containsExactly("1@0", "3@10", "2@15", "4@15");
    }

    /**
     * Ranked by size alone, job 4 (3 processors) would go before job 2 (2) at 10. But job 3,
     * which arrived after job 2, backfilled at 2 (it ends at 7, before the shadow time 10): job 2
     * was bypassed once, and at 2 per bypass it scores 4 against job 4's 3.
     */
    private static final List<Job> BYPASS =
            List.of(job(1, 0, 10, 3), job(2, 1, 10, 2), job(3, 2, 5, 1), job(4, 3, 10, 3));

    @Test
    void aBypassedJobGainsPriority() {
        assertThat(starts("maui:wait=0:size=1", 4, BYPASS)).containsExactly("1@0", "3@2", "4@10", "2@20");
        assertThat(starts("maui:wait=0:size=1:bypass=2", 4, BYPASS)).containsExactly("1@0", "3@2", "2@10", "4@20");
    }

    /**
     * At 10 job 2 (estimate 8, waited 9) has an expansion factor of 17/8 = 2.125 and job 3
     * (estimate 5, waited 8) 13/5 = 2.6: job 3 starts first. Cut to whole parts both are 2, and the
     * tie keeps the queue's order, arrival.
     */
    private static final List<Job> EXPANSION = List.of(job(1, 0, 10, 4), job(2, 1, 8, 4), job(3, 2, 5, 4));

    @Test
    void theExpansionFactorIsRealOrItsWholePart() {
        assertThat(starts("maui:wait=0:xfactor=1", 4, EXPANSION)).containsExactly("1@0", "3@10", "2@15");
        assertThat(starts("maui:wait=0:xfactor=1:expansion=whole", 4, EXPANSION))
                .containsExactly("1@0", "2@10", "3@18");
    }

    @Test
    void theDefaultWeightsAreArrivalOrder() {
        MauiScheduler maui = (MauiScheduler) MauiScheduler.FACTORY.create(Spec.of("maui"));
        assertThat(maui.listWeights()).isEqualTo(MauiScheduler.Weights.DEFAULT);
        assertThat(maui.backfillWeights()).isEqualTo(MauiScheduler.Weights.DEFAULT);
        MauiScheduler bf = (MauiScheduler) MauiScheduler.FACTORY.create(Spec.of("maui:bf-size=-1.5:bf-wait=0"));
        assertThat(bf.backfillWeights()).isEqualTo(new MauiScheduler.Weights(0, 0, 0, -1.5));
        assertThat(bf.listWeights()).isEqualTo(MauiScheduler.Weights.DEFAULT);
    }

    @Test
    void badSpecsAreRefusedWithOneLine() {
        assertBad("maui:age=1", "unknown or repeated option 'age=1'");
        assertBad("maui:size=1:size=2", "unknown or repeated option 'size=2'");
        assertBad("maui:bf-bypass", "unknown or repeated option 'bf-bypass'");
        assertBad("maui:size=big", "size must be a number, got 'big'");
        assertBad("maui:wait=NaN", "wait must be a finite number, got 'NaN'");
        assertBad("maui:expansion=floor", "expansion must be real or whole, got 'floor'");
    }

    private static void assertBad(String spec, String message) {
        assertThatThrownBy(() -> MauiScheduler.FACTORY.create(Spec.of(spec)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(message)
                .hasMessageNotContaining("\n");
    }
}
