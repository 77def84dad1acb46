package org.schedlab.core.wiring;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.WorkloadFactory;

/**
 * The named registries every module contributes to. A module registers with, e.g.,
 * {@code Registries.schedulers(binder()).addBinding("window").to(WindowFactory.class)}.
 */
public final class Registries {
    private Registries() {}

    /** Machine families by name ({@code flat}, {@code mesh}, ...). */
    public static MapBinder<String, MachineFactory> machines(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, MachineFactory.class);
    }

    /** Schedulers by name ({@code fcfs}, {@code window}, ...). */
    public static MapBinder<String, SchedulerFactory> schedulers(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, SchedulerFactory.class);
    }

    /** Workloads by name ({@code swf}, {@code jobs}, {@code mesh-uniform}, ...). */
    public static MapBinder<String, WorkloadFactory> workloads(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, WorkloadFactory.class);
    }
}
