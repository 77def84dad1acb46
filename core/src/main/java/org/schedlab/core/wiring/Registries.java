package org.schedlab.core.wiring;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.WorkloadFactory;

/**
 * The named registries every module contributes to. A module registers with, e.g.,
 * {@code Registries.schedulers(binder()).addBinding("window").to(WindowFactory.class)} or {@code
 * Registries.allocators(binder()).addBinding().toInstance(factory)}.
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

    /**
     * Allocators of every machine kind ({@code mpl} for mesh geometries, {@code contiguous} for fat
     * trees, ...): a set, since each factory names the geometry type it serves and its name ({@link
     * AllocatorFactory}). A machine factory builds its allocators from the ones registered for its
     * geometry type, by any module; two factories of one geometry type and name are refused as bad
     * input, naming both.
     */
    public static Multibinder<AllocatorFactory> allocators(Binder binder) {
        return Multibinder.newSetBinder(binder, AllocatorFactory.class);
    }

    /**
     * Per-job placement measures by name ({@code pairwiseL1}, ...): what a machine's {@link
     * org.schedlab.core.metrics.PlacementMeasures} reports, declared with its unit so that a sweep's
     * figures and tables may name {@code meanNAME} and {@code maxNAME}. A module registers each
     * measure its machines compute with {@code
     * Registries.placementMeasures(binder).addBinding(m.name()).toInstance(m)}.
     */
    public static MapBinder<String, PlacementMeasure> placementMeasures(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, PlacementMeasure.class);
    }
}
