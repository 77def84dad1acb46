package org.schedlab.gang;

import com.google.inject.AbstractModule;
import org.schedlab.core.wiring.Registries;
import org.schedlab.gang.machine.GangMachineFactory;
import org.schedlab.gang.scheme.GangSchedulerFactory;
import org.schedlab.gang.workload.DowneyWorkloadFactory;

/** Registers the {@code gang} machine family, the {@code gang:*} schemes and the {@code downey} workload. */
public final class GangModule extends AbstractModule {
    @Override
    protected void configure() {
        Registries.machines(binder()).addBinding(GangMachineFactory.NAME).toInstance(new GangMachineFactory());
        Registries.schedulers(binder()).addBinding(GangSchedulerFactory.NAME).toInstance(new GangSchedulerFactory());
        Registries.workloads(binder()).addBinding(DowneyWorkloadFactory.NAME).toInstance(new DowneyWorkloadFactory());
    }
}
