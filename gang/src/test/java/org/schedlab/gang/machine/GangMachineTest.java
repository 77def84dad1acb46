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
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.scheme.GangScheduler;
import org.schedlab.gang.scheme.GangSchedulerFactory;
import org.schedlab.gang.scheme.Scheme;
import org.schedlab.gang.sim.GangSimulation;
import org.schedlab.gang.sim.SlotClock;

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
        // the largest P is accepted (nothing is built yet), twice that is refused before any array is made
        assertThat(factory.create(Spec.of("gang:16777216"), null)).isNotNull();
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:33554432"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'gang:33554432': P must be at most 16777216 (2^24), got 33554432");
        assertThatThrownBy(() -> factory.create(Spec.of("gang:8"), Spec.parse("--allocator", "mpl")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("no allocator option");
        assertThatThrownBy(() -> new GangSchedulerFactory().create(Spec.parse("--scheduler", "gang:xx")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown gang scheme 'xx'");
    }

    @Test
    void theSlotClockAndTheBlockReadingAreOptions() {
        var m = (GangMachine) factory.create(Spec.of("gang:8:1000:clock=jump"), null);
        assertThat(m.describe()).isEqualTo("gang:8:1000:clock=jump");
        assertThat(m.clock()).isEqualTo(SlotClock.JUMP);
        assertThat(factory.create(Spec.of("gang:8:clock=jump"), null).describe())
                .isEqualTo("gang:8:clock=jump");
        assertThat(factory.create(Spec.of("gang:8:clock=global"), null).describe())
                .isEqualTo("gang:8");
        var partial = (GangScheduler) new GangSchedulerFactory().create(Spec.of("gang:brmms:blocks=partial"));
        assertThat(partial.blocks()).isEqualTo(Blocks.PARTIAL);
        assertThat(partial.scheme()).isEqualTo(Scheme.BRMMS);
        assertThat(((GangScheduler) new GangSchedulerFactory().create(Spec.of("gang:bc:blocks=whole"))).blocks())
                .isEqualTo(Blocks.WHOLE);
        GangSimulation engine = (GangSimulation) m.newEngine(partial);
        assertThat(engine.clock()).isEqualTo(SlotClock.JUMP);
        assertThat(engine.blocks()).isEqualTo(Blocks.PARTIAL);
    }

    @Test
    void badOptionsAreRefusedWithOneMessageNamingTheSpec() {
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:clock=soon"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--machine 'gang:8:clock=soon': unknown clock 'soon'");
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:colour=red"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--machine 'gang:8:colour=red': unknown option 'colour=red'");
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:clock=jump:100"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("options come after P and ROWS");
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:clock=jump:clock=jump"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("given twice");
        assertThatThrownBy(() -> factory.create(Spec.parse("--machine", "gang:8:1:2"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected gang:P[:ROWS][:clock=global|jump]");
        GangSchedulerFactory s = new GangSchedulerFactory();
        assertThatThrownBy(() -> s.create(Spec.parse("--scheduler", "gang:bc:blocks=partial")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'gang:bc:blocks=partial': BC allocates whole buddy blocks; blocks=partial"
                        + " applies to br, brms and brmms");
        assertThatThrownBy(() -> s.create(Spec.parse("--scheduler", "gang:br:blocks=half")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler 'gang:br:blocks=half': unknown blocks 'half'");
        assertThatThrownBy(() -> s.create(Spec.parse("--scheduler", "gang:br:size=3")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--scheduler 'gang:br:size=3': unknown option 'size=3'");
        assertThatThrownBy(() -> s.create(Spec.parse("--scheduler", "gang:br:blocks=partial:x")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected gang:SCHEME[:blocks=whole|partial]");
        assertThatThrownBy(() -> s.create(Spec.parse("--scheduler", "gang:blocks=partial")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected gang:SCHEME");
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
