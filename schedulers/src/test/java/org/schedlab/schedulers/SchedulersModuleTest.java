package org.schedlab.schedulers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.testing.Registered;

class SchedulersModuleTest {
    @Test
    void registersEveryNameOnce() {
        assertThat(Registered.factories())
                .containsOnlyKeys("fcfs", "window", "oo", "oocb", "fpfs", "delay", "easy", "conservative");
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
