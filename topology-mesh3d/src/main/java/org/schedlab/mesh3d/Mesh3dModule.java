package org.schedlab.mesh3d;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.mesh3d.alloc.Mesh3dAllocators;
import org.schedlab.mesh3d.machine.Mesh3dMachineFactory;
import org.schedlab.mesh3d.metrics.Mesh3dMeasures;

/**
 * Registers the {@code mesh3d} machine family, its allocators and the placement measures its
 * machines report ({@link Mesh3dMeasures}).
 */
public final class Mesh3dModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(Mesh3dMachineFactory.NAME).to(Mesh3dMachineFactory.class);
        Multibinder<AllocatorFactory> allocators = Registries.allocators(binder);
        for (AllocatorFactory f : Mesh3dAllocators.BUILT_IN) {
            allocators.addBinding().toInstance(f);
        }
        MapBinder<String, PlacementMeasure> measures = Registries.placementMeasures(binder);
        for (PlacementMeasure m : Mesh3dMeasures.DECLARED) {
            measures.addBinding(m.name()).toInstance(m);
        }
    }
}
