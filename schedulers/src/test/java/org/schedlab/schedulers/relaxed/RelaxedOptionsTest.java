package org.schedlab.schedulers.relaxed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.relaxed.RelaxedConservativeScheduler.Mode;
import org.schedlab.schedulers.testing.Registered;

/** The options each member of the family takes, and what a scheduler reports of itself. */
class RelaxedOptionsTest {
    @Test
    void onlyOpportunisticAndEvenLessConservativeTakeAPassCap() {
        assertThat(((RelaxedConservativeScheduler) Registered.scheduler("opportunistic:passes=2")).mode())
                .isEqualTo(Mode.OPPORTUNISTIC);
        assertThat(((RelaxedConservativeScheduler) Registered.scheduler("even-less-conservative:passes=0")).mode())
                .isEqualTo(Mode.EVEN_LESS_CONSERVATIVE);
        assertThatThrownBy(() -> Registered.scheduler("restrictive:passes=2"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("passes=2");
        assertThatThrownBy(() -> Registered.scheduler("hole-preserving:passes=2"))
                .isInstanceOf(BadInputException.class);
        assertThat(((RelaxedConservativeScheduler) Registered.scheduler("hole-preserving:order=sjf")).mode())
                .isEqualTo(Mode.HOLE_PRESERVING);
    }

    @Test
    void aPassCapBelowUnboundedIsRefusedAndEvenLessConservativeNeedsOne() {
        // opportunistic: -1 is no cap
        new RelaxedConservativeScheduler(Mode.OPPORTUNISTIC, QueueOrders.FCFS, RelaxedConservativeScheduler.UNBOUNDED);
        assertThatThrownBy(() -> new RelaxedConservativeScheduler(Mode.OPPORTUNISTIC, QueueOrders.FCFS, -2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RelaxedConservativeScheduler(
                        Mode.EVEN_LESS_CONSERVATIVE, QueueOrders.FCFS, RelaxedConservativeScheduler.UNBOUNDED))
                .isInstanceOf(IllegalArgumentException.class);
        new RelaxedConservativeScheduler(Mode.EVEN_LESS_CONSERVATIVE, QueueOrders.FCFS, 0);
    }

    @Test
    void aNewSchedulerWaitsForNobodyAndPlansNothing() {
        RelaxedConservativeScheduler s = new RelaxedConservativeScheduler(Mode.RESTRICTIVE, QueueOrders.FCFS, 0);
        assertThat(s.waiting()).isZero();
        assertThat(s.plannedStarts()).isEmpty();
        assertThat(s.mode()).isEqualTo(Mode.RESTRICTIVE);
    }

    @Test
    void arrivalsWaitWithTheirPlannedStartsInQueueOrder() {
        SchedulerContext ctx = mock(SchedulerContext.class);
        when(ctx.allocator()).thenReturn(new FlatAllocator(10));
        when(ctx.now()).thenReturn(0.0);
        RelaxedConservativeScheduler s = new RelaxedConservativeScheduler(Mode.RESTRICTIVE, QueueOrders.FCFS, 0);
        s.onArrival(new Job(1, 0, 5, 5, 8, new ProcessorRequest(8)), ctx);
        s.onArrival(new Job(2, 0, 3, 3, 4, new ProcessorRequest(4)), ctx);
        // nothing started yet (no pass): the first fits now, the second after it, at 5
        assertThat(s.waiting()).isEqualTo(2);
        assertThat(s.plannedStarts()).containsExactly(0.0, 5.0);
        s.checkInvariants();
    }
}
