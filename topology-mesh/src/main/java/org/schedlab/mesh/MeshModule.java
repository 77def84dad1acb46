package org.schedlab.mesh;

import com.google.inject.AbstractModule;
import org.schedlab.core.wiring.Registries;
import org.schedlab.mesh.machine.MeshMachineFactory;
import org.schedlab.mesh.workload.MeshWorkloadFactory;

/** Registers the {@code mesh} machine family and the synthetic mesh workloads. */
public final class MeshModule extends AbstractModule {
    @Override
    protected void configure() {
        Registries.machines(binder()).addBinding(MeshMachineFactory.NAME).to(MeshMachineFactory.class);
        Registries.workloads(binder())
                .addBinding(MeshWorkloadFactory.UNIFORM)
                .toInstance(MeshWorkloadFactory.uniform());
        Registries.workloads(binder())
                .addBinding(MeshWorkloadFactory.DECREASING)
                .toInstance(MeshWorkloadFactory.decreasing());
    }
}
