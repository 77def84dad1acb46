package org.schedlab.core.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.WorkloadFactory;

/** The four registries a module contributes to, read back from the injector. */
class RegistriesTest {
    @Test
    void contributionsArriveInTheRegistries() {
        FlatMachineFactory flat = new FlatMachineFactory();
        NamedSchedulerFactory none = new NamedSchedulerFactory("none", "none", spec -> null);
        NamedAllocatorFactory<Geometry.Flat> any = new NamedAllocatorFactory<>(
                Geometry.Flat.class, "any", "any", "any rule", (spec, g) -> new FlatAllocator(g.processors()));
        WorkloadFactory noWorkload = new WorkloadFactory() {
            @Override
            public org.schedlab.core.registry.Workload create(
                    org.schedlab.core.spec.Spec spec, org.schedlab.core.registry.WorkloadParams params) {
                return null;
            }

            @Override
            public String synopsis() {
                return "none";
            }
        };
        Injector injector = Guice.createInjector(new AbstractModule() {
            @Override
            protected void configure() {
                Registries.machines(binder()).addBinding("flat").toInstance(flat);
                Registries.schedulers(binder()).addBinding("none").toInstance(none);
                Registries.workloads(binder()).addBinding("none").toInstance(noWorkload);
                Registries.allocators(binder()).addBinding().toInstance(any);
            }
        });
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {})))
                .containsExactly(Map.entry("flat", flat));
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {})))
                .containsExactly(Map.entry("none", none));
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {})))
                .containsExactly(Map.entry("none", noWorkload));
        assertThat(injector.getInstance(Key.get(new TypeLiteral<Set<AllocatorFactory>>() {})))
                .containsExactly(any);
    }
}
