package org.schedlab.mesh;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.Multibinder;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.machine.MeshMachineFactory;

/** Registers the {@code mesh} machine family and its allocators (the synthetic mesh workloads live in the workloads module). */
public final class MeshModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(MeshMachineFactory.NAME).to(MeshMachineFactory.class);
        Multibinder<AllocatorFactory> allocators = Registries.allocators(binder);
        for (AllocatorFactory f : MeshAllocators.BUILT_IN) {
            allocators.addBinding().toInstance(f);
        }
    }
}
