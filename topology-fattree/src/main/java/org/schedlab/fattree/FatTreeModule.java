package org.schedlab.fattree;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.Multibinder;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.machine.FatTreeMachineFactory;

/** Registers the {@code fattree} machine family with its allocators. */
public final class FatTreeModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(FatTreeMachineFactory.NAME).to(FatTreeMachineFactory.class);
        Multibinder<AllocatorFactory> allocators = Registries.allocators(binder);
        for (AllocatorFactory f : FatTreeAllocators.BUILT_IN) {
            allocators.addBinding().toInstance(f);
        }
    }
}
