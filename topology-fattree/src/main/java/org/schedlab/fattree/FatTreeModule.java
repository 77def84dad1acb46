package org.schedlab.fattree;

import com.google.inject.AbstractModule;
import org.schedlab.core.wiring.Registries;
import org.schedlab.fattree.alloc.FatTreeAllocators;
import org.schedlab.fattree.machine.FatTreeMachineFactory;

/** Registers the {@code fattree} machine family with its allocators. */
public final class FatTreeModule extends AbstractModule {
    @Override
    protected void configure() {
        Registries.machines(binder()).addBinding(FatTreeMachineFactory.NAME).to(FatTreeMachineFactory.class);
        FatTreeAllocators.BUILT_IN.forEach(
                f -> Registries.allocators(binder()).addBinding().toInstance(f));
    }
}
