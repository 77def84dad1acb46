package org.schedlab.schedulers.conservative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.schedulers.queue.QueueOrders;

/** What a conservative scheduler reports: its order and rules, and reservations it gave up. */
class ConservativeAccessorsTest {
    @Test
    void theSpecChoosesOrderAndRules() {
        ConservativeScheduler d = (ConservativeScheduler) ConservativeScheduler.FACTORY.create(Spec.of("conservative"));
        assertThat(d.order()).isSameAs(QueueOrders.FCFS);
        assertThat(d.rules()).isEqualTo(Rules.DEFAULT);
        ConservativeScheduler s =
                (ConservativeScheduler) ConservativeScheduler.FACTORY.create(Spec.of("conservative:order=sjf"));
        assertThat(s.order()).isSameAs(QueueOrders.SJF);
        assertThatThrownBy(() -> ConservativeScheduler.FACTORY.create(Spec.of("conservative:order=zzz")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown order 'zzz'; known orders: ");
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aJobOutlivingItsEstimateDropsTheReservationBehindIt(boolean flat) {
        // A holds both processors 0..10 but estimated 5; B (both processors) arrives at 1 and is
        // planned for 5; when C arrives at 6, A still runs, so B's reservation is given up
        ConservativeScheduler s = (ConservativeScheduler) ConservativeScheduler.FACTORY.create(Spec.of("conservative"));
        List<String> starts = new ArrayList<>();
        // flat: the counts-only plan; a contiguous machine: the plan of placements
        new Simulation(flat ? new FlatAllocator(2) : new ContiguousAllocator(2), s)
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        starts.add(job.id() + "@" + now);
                    }
                })
                .auditEveryEvent(true)
                .run(List.of(
                                new Job(1, 0, 10, 5, 2, new ProcessorRequest(2)),
                                new Job(2, 1, 1, 1, 2, new ProcessorRequest(2)),
                                new Job(3, 6, 1, 1, 2, new ProcessorRequest(2)))
                        .iterator());
        assertThat(starts).containsExactly("1@0.0", "2@10.0", "3@11.0");
        assertThat(s.droppedReservations()).isPositive();
    }

    @Test
    void equalScoresAreRankedByArrivalNotById() {
        // one processor, busy until 10; jobs 5 and 3 (in that stream order) arrive together with
        // equal estimates: shortest-job-first ties go to the earlier arrival, job 5
        ConservativeScheduler s =
                (ConservativeScheduler) ConservativeScheduler.FACTORY.create(Spec.of("conservative:order=sjf"));
        List<String> starts = new ArrayList<>();
        List<Integer> waitingAtArrivals = new ArrayList<>();
        new Simulation(new FlatAllocator(1), s)
                .addListener(new SimulationListener() {
                    @Override
                    public void onArrival(Job job, double now) {
                        waitingAtArrivals.add(s.waiting());
                    }

                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        starts.add(job.id() + "@" + now);
                    }
                })
                .run(List.of(Job.of(1, 0, 10, 1), Job.of(5, 1, 2, 1), Job.of(3, 1, 2, 1))
                        .iterator());
        assertThat(starts).containsExactly("1@0.0", "5@10.0", "3@12.0");
        // listeners hear an arrival before the scheduler: 5 waits when 3 arrives
        assertThat(waitingAtArrivals).containsExactly(0, 0, 1);
    }
}
