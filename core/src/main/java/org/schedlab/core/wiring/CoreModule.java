package org.schedlab.core.wiring;

import com.google.inject.AbstractModule;
import org.schedlab.core.flat.FlatMachineFactory;

/**
 * Declares the four registries (so that they exist even when empty) and registers the flat
 * machine. Other modules add to the same {@code MapBinder}s through {@link Registries}.
 */
public final class CoreModule extends AbstractModule {
    @Override
    protected void configure() {
        Registries.machines(binder()).addBinding(FlatMachineFactory.NAME).to(FlatMachineFactory.class);
        Registries.schedulers(binder());
        Registries.workloads(binder());
        Registries.allocators(binder());
    }
}
