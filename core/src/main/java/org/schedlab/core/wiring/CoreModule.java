package org.schedlab.core.wiring;

import com.google.inject.Binder;
import com.google.inject.Module;
import org.schedlab.core.flat.FlatMachineFactory;

/**
 * Declares the four registries (so that they exist even when empty) and registers the flat
 * machine and its built-in allocator. Other modules add to the same binders through {@link
 * Registries}.
 */
public final class CoreModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(FlatMachineFactory.NAME).to(FlatMachineFactory.class);
        Registries.schedulers(binder);
        Registries.workloads(binder);
        Registries.allocators(binder).addBinding().toInstance(FlatMachineFactory.FLAT);
    }
}
