package org.schedlab.schedulers.easy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.queue.QueueOrders;

/** EASY under a ranked queue: the head is the first of the ranking, and later jobs backfill. */
class EasyOrderedBackfillTest {
    @Test
    void theOrderComesFromTheSpec() {
        assertThat(((EasyScheduler) EasyScheduler.FACTORY.create(Spec.of("easy"))).order())
                .isSameAs(QueueOrders.FCFS);
        assertThat(((EasyScheduler) EasyScheduler.FACTORY.create(Spec.of("easy:order=sjf"))).order())
                .isSameAs(QueueOrders.SJF);
    }

    @Test
    void aJobBehindTheRankedHeadBackfills() {
        // four processors; A holds three until 10. B (all four, estimate 2) heads the
        // shortest-first queue and is planned for 10; C (one, estimate 3) ends by 5 and starts at 2
        List<String> starts = new ArrayList<>();
        new Simulation(new FlatAllocator(4), EasyScheduler.FACTORY.create(Spec.of("easy:order=sjf")))
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        starts.add(job.id() + "@" + now);
                    }
                })
                .auditEveryEvent(true)
                .run(List.of(
                                Job.of(1, 0, 10, 3),
                                new Job(2, 1, 2, 2, 4, new ProcessorRequest(4)),
                                new Job(3, 2, 3, 3, 1, new ProcessorRequest(1)))
                        .iterator());
        assertThat(starts).containsExactly("1@0.0", "3@2.0", "2@10.0");
    }
}
