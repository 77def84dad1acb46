package org.schedlab.gang.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.gang.scheme.GangSchedulerFactory;
import org.schedlab.gang.sim.GangSimulation;

class GangMachineTest {
    private final GangMachineFactory factory = new GangMachineFactory();

    @Test
    void buildsAnEngineMachineForTheGangSchemes() {
        var m = factory.create(Spec.of("gang:128"), null);
        assertThat(m.describe()).isEqualTo("gang:128");
        assertThat(m.capacity()).isEqualTo(128);
        var engine = ((GangMachine) m).newEngine(new GangSchedulerFactory().create(Spec.of("gang:brmms")));
        assertThat(engine).isInstanceOf(GangSimulation.class);
        assertThatThrownBy(m::newAllocator).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void anOptionalRowLimitStopsARunAsDiverged() {
        var m = (GangMachine) factory.create(Spec.of("gang:8:1"), null);
        assertThat(m.describe()).isEqualTo("gang:8:1");
        var engine = m.newEngine(new GangSchedulerFactory().create(Spec.of("gang:bc")));
        // two 8-processor jobs at once need two rows: beyond a limit of one
        List<Job> jobs = List.of(Job.of(1, 0, 5, 8), Job.of(2, 0, 5, 8));
        assertThatThrownBy(() -> engine.run(jobs.iterator()))
                .isInstanceOf(org.schedlab.core.sim.RunDiverged.class)
                .hasMessageContaining("more than 1 slots");
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:0"), null))
                .isInstanceOf(BadInputException.class);
    }

    @Test
    void badSpecsAreRefusedWithOneMessage() {
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:100"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'gang:100': P must be a power of two (buddy blocks), got 100");
        assertThatThrownBy(() -> factory.create(Spec.of("gang:8"), Spec.parse("--allocator", "mpl")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("no allocator option");
        assertThatThrownBy(() -> new GangSchedulerFactory().create(Spec.parse("--scheduler", "gang:xx")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown gang scheme 'xx'");
    }

    @Test
    void aSpaceSharingSchedulerIsRefusedOnAGangMachine() {
        Scheduler fcfs = new Scheduler() {
            @Override
            public void onArrival(Job job, SchedulerContext ctx) {}

            @Override
            public void onDeparture(Job job, SchedulerContext ctx) {}

            @Override
            public int waiting() {
                return 0;
            }
        };
        assertThatThrownBy(() -> new GangMachine(8).newEngine(fcfs))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("runs only the gang schemes");
    }

    @Test
    void aGangSchemeOnASpaceSharingMachineIsRefusedAtItsFirstEvent() {
        Simulation sim = new Simulation(new FlatAllocator(8), new GangSchedulerFactory().create(Spec.of("gang:br")));
        assertThatThrownBy(() -> sim.run(List.of(Job.of(1, 0, 1, 1)).iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("runs only on a gang machine");
    }
}
