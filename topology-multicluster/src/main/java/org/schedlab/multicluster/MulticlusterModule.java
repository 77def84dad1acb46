package org.schedlab.multicluster;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.multicluster.machine.MulticlusterMachineFactory;
import org.schedlab.multicluster.workload.CoallocWorkloadFactory;

/** Registers the {@code multicluster} machine family, its allocators and the {@code coalloc} workloads. */
public final class MulticlusterModule implements Module {
    @Override
    public void configure(Binder binder) {
        Registries.machines(binder).addBinding(MulticlusterMachineFactory.NAME).to(MulticlusterMachineFactory.class);
        Multibinder<AllocatorFactory> allocators = Registries.allocators(binder);
        for (AllocatorFactory f : MulticlusterMachineFactory.BUILT_IN) {
            allocators.addBinding().toInstance(f);
        }
        MapBinder<String, WorkloadFactory> workloads = Registries.workloads(binder);
        CoallocWorkloadFactory uniform = new CoallocWorkloadFactory(false);
        CoallocWorkloadFactory realistic = new CoallocWorkloadFactory(true);
        workloads.addBinding(uniform.name()).toInstance(uniform);
        workloads.addBinding(realistic.name()).toInstance(realistic);
    }
}
