package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.Registries;

/** The flat machine, a machine's defaults, named scheduler factories and the registry binders. */
class MachineAndFactoriesTest {
    @Test
    void theFlatMachineHasNProcessorsAndAFreshFlatAllocatorEachTime() {
        Machine m = new FlatMachineFactory().create(Spec.of("flat:24"), null);
        assertThat(m.describe()).isEqualTo("flat:24");
        assertThat(m.capacity()).isEqualTo(24);
        assertThat(m.shape()).containsExactly(24);
        assertThat(m.geometry()).isEqualTo(new Geometry.Flat(24));
        assertThat(m.largestRequest()).isEqualTo(24);
        Allocator a = m.newAllocator();
        assertThat(a).isInstanceOf(FlatAllocator.class);
        assertThat(a.capacity()).isEqualTo(24);
        assertThat(m.newAllocator()).isNotSameAs(a);
        Job j = Job.of(1, 0, 1, 3);
        assertThat(m.map(j)).isSameAs(j);
        assertThat(new FlatMachineFactory().synopsis()).startsWith("flat:N ");
    }

    @Test
    void theFlatMachineTakesOnlyItsOwnAllocatorAndOneCount() {
        FlatMachineFactory f = new FlatMachineFactory();
        assertThat(f.create(Spec.of("flat:2"), Spec.of("flat")).capacity()).isEqualTo(2);
        assertThatThrownBy(() -> f.create(Spec.of("flat:2"), Spec.parse("--allocator", "mpl")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--allocator 'mpl': a flat machine has only its implicit allocator (omit --allocator)");
        assertThatThrownBy(() -> f.create(Spec.of("flat"), null)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> f.create(Spec.of("flat:2:3"), null)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> f.create(Spec.of("flat:0"), null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("must be >= 1, got 0");
    }

    private static final Scheduler IDLE = new Scheduler() {
        @Override
        public void onArrival(Job job, SchedulerContext ctx) {}

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {}

        @Override
        public int waiting() {
            return 0;
        }
    };

    @Test
    void aNamedSchedulerFactoryBuildsOnlyItsOwnNameAndKeepsItsCapabilities() {
        NamedSchedulerFactory f = new NamedSchedulerFactory("idle", "idle  does nothing", s -> IDLE);
        assertThat(f.create(Spec.parse("--scheduler", "idle:1"))).isSameAs(IDLE);
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "busy")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'busy': this factory builds 'idle' schedulers, not 'busy'");
        assertThat(f.requires(Spec.of("idle"))).isEmpty();
        NamedSchedulerFactory g = f.requiring(TestsPlacements.class).requiring(CountsSuffice.class);
        assertThat(g.requires(Spec.of("idle"))).containsExactlyInAnyOrder(TestsPlacements.class, CountsSuffice.class);
        assertThat(g.name()).isEqualTo("idle");
        assertThat(g.synopsis()).isEqualTo("idle  does nothing");
        assertThat(f.requires(Spec.of("idle"))).isEmpty();
        assertThatThrownBy(() -> new NamedSchedulerFactory("a:b", "x", s -> IDLE))
                .hasMessageContaining("no colon: 'a:b'");
        assertThatThrownBy(() -> new NamedSchedulerFactory("", "x", s -> IDLE)).hasMessageContaining("non-empty");
    }

    @Test
    void theRegistryBindersCollectRegistrationsFromModules() {
        NamedSchedulerFactory idle = new NamedSchedulerFactory("idle", "idle", s -> IDLE);
        FlatMachineFactory flat = new FlatMachineFactory();
        Injector injector = Guice.createInjector(new AbstractModule() {
            @Override
            protected void configure() {
                Registries.machines(binder()).addBinding("flat").toInstance(flat);
                Registries.schedulers(binder()).addBinding("idle").toInstance(idle);
                // the binders come back usable even where nothing is registered yet
                Registries.workloads(binder()).permitDuplicates();
                Registries.allocators(binder()).permitDuplicates();
            }
        });
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {})))
                .containsExactly(Map.entry("flat", flat));
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {})))
                .containsExactly(Map.entry("idle", idle));
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {})))
                .isEmpty();
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Set<AllocatorFactory>>() {})))
                .isEmpty();
    }
}
