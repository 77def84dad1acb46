package org.schedlab.mesh;

import com.google.inject.AbstractModule;
import org.schedlab.core.wiring.Registries;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.machine.MeshMachineFactory;

/** Registers the {@code mesh} machine family and its allocators (the synthetic mesh workloads live in the workloads module). */
public final class MeshModule extends AbstractModule {
    @Override
    protected void configure() {
        Registries.machines(binder()).addBinding(MeshMachineFactory.NAME).to(MeshMachineFactory.class);
        MeshAllocators.BUILT_IN.forEach(
                f -> Registries.allocators(binder()).addBinding().toInstance(f));
    }
}
