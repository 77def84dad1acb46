package org.schedlab.gang;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.gang.machine.GangMachineFactory;
import org.schedlab.gang.scheme.GangSchedulerFactory;

class GangModuleTest {
    @Test
    void theGuiceModuleRegistersTheMachineAndTheSchemes() {
        Injector injector = Guice.createInjector(new GangModule());
        Map<String, MachineFactory> machines =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}));
        Map<String, SchedulerFactory> schedulers =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}));
        assertThat(machines).containsOnlyKeys("gang");
        assertThat(machines.get("gang")).isInstanceOf(GangMachineFactory.class);
        assertThat(schedulers).containsOnlyKeys("gang");
        assertThat(schedulers.get("gang")).isInstanceOf(GangSchedulerFactory.class);
    }
}
