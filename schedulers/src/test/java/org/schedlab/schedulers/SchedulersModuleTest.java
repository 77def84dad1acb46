package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.schedulers.easy.EasyScheduler;
import org.schedlab.schedulers.testing.Registered;

class SchedulersModuleTest {
    /** Every name the module registers. */
    private static final String[] NAMES = {
        "fcfs",
        "window",
        "oo",
        "oocb",
        "fpfs",
        "delay",
        "easy",
        "conservative",
        "opportunistic",
        "restrictive",
        "hole-preserving",
        "even-less-conservative",
        "scan",
        "maui",
        "external"
    };

    @Test
    void registersEveryNameOnce() {
        assertThat(Registered.factories()).containsOnlyKeys(NAMES);
    }

    @Test
    void aFreshInjectorBindsEveryFactoryByItsName() {
        // built here rather than taken from Registered, whose map is made once per JVM in a static
        // initializer (PIT swaps mutated classes into a running JVM, so it never sees that run again)
        Map<String, SchedulerFactory> factories = Guice.createInjector(new CoreModule(), new SchedulersModule())
                .getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}));
        assertThat(factories).containsOnlyKeys(NAMES);
        factories.forEach((name, factory) ->
                assertThat(((NamedSchedulerFactory) factory).name()).isEqualTo(name));
        assertThat(factories.get("easy").create(Spec.of("easy"))).isInstanceOf(EasyScheduler.class);
    }

    @Test
    void synopsisStartsWithTheName() {
        Registered.factories()
                .forEach((name, factory) -> assertThat(factory.synopsis()).startsWith(name));
    }

    @Test
    void factoryRefusesAnotherName() {
        assertThatThrownBy(() -> Registered.factories().get("fcfs").create(Spec.of("easy")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("builds 'fcfs' schedulers");
    }

    @Test
    void nameWithColonIsRefused() {
        assertThatThrownBy(() -> new NamedSchedulerFactory("a:b", "x", s -> null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
