package org.schedlab.workloads;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.workloads.csv.JobsWorkloadFactory;
import org.schedlab.workloads.lublin.LublinWorkloadFactory;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import org.schedlab.workloads.swf.SwfWorkloadFactory;
import org.schedlab.workloads.synthetic.DowneyWorkloadFactory;
import org.schedlab.workloads.synthetic.MeshSides;
import org.schedlab.workloads.synthetic.MeshWorkloadFactory;

/** Registers the workloads of this module by name ({@code swf}, {@code jobs}, {@code mesh-*}, {@code downey},
 * {@code lublin}) and the built-in convention profiles ({@link NamedProfiles#BUILT_IN}). */
public final class WorkloadsModule extends AbstractModule {
    @Override
    protected void configure() {
        MapBinder<String, WorkloadFactory> workloads = Registries.workloads(binder());
        workloads.addBinding(SwfWorkloadFactory.NAME).toInstance(new SwfWorkloadFactory());
        workloads.addBinding(JobsWorkloadFactory.NAME).toInstance(new JobsWorkloadFactory());
        workloads.addBinding(MeshSides.UNIFORM.workloadName()).toInstance(new MeshWorkloadFactory(MeshSides.UNIFORM));
        workloads
                .addBinding(MeshSides.DECREASING.workloadName())
                .toInstance(new MeshWorkloadFactory(MeshSides.DECREASING));
        workloads.addBinding(DowneyWorkloadFactory.NAME).toInstance(new DowneyWorkloadFactory());
        workloads.addBinding(LublinWorkloadFactory.NAME).toInstance(new LublinWorkloadFactory());
        MapBinder<String, NamedProfile> profiles = NamedProfiles.registry(binder());
        NamedProfiles.BUILT_IN.forEach(
                (name, profile) -> profiles.addBinding(name).toInstance(profile));
    }
}
