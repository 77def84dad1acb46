package org.schedlab.gang;

import com.google.inject.Binder;
import com.google.inject.Module;
import org.schedlab.core.wiring.Registries;
import org.schedlab.gang.machine.GangMachineFactory;
import org.schedlab.gang.scheme.GangSchedulerFactory;

/**
 * Registers the {@code gang} machine family and the {@code gang:*} schemes. The {@code downey}
 * workload the gang paper uses lives in the workloads module.
 */
public final class GangModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(GangMachineFactory.NAME).toInstance(new GangMachineFactory());
        Registries.schedulers(binder).addBinding(GangSchedulerFactory.NAME).toInstance(new GangSchedulerFactory());
    }
}
