package org.schedlab.workloads;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.workloads.batsim.BatsimWorkloadFactory;
import org.schedlab.workloads.csv.JobsWorkloadFactory;
import org.schedlab.workloads.lublin.LublinWorkloadFactory;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import org.schedlab.workloads.swf.SwfWorkloadFactory;
import org.schedlab.workloads.synthetic.DowneyWorkloadFactory;
import org.schedlab.workloads.synthetic.MeshSides;
import org.schedlab.workloads.synthetic.MeshWorkloadFactory;

/** Registers the workloads of this module by name ({@code swf}, {@code jobs}, {@code batsim}, {@code mesh-*}, {@code downey},
 * {@code lublin}) and the built-in convention profiles ({@link NamedProfiles#BUILT_IN}). */
public final class WorkloadsModule implements Module {
    @Override
    public void configure(Binder binder) {
        MapBinder<String, WorkloadFactory> workloads = Registries.workloads(binder);
        workloads.addBinding(SwfWorkloadFactory.NAME).toInstance(new SwfWorkloadFactory());
        workloads.addBinding(JobsWorkloadFactory.NAME).toInstance(new JobsWorkloadFactory());
        workloads.addBinding(BatsimWorkloadFactory.NAME).toInstance(new BatsimWorkloadFactory());
        workloads.addBinding(MeshSides.UNIFORM.workloadName()).toInstance(new MeshWorkloadFactory(MeshSides.UNIFORM));
        workloads
                .addBinding(MeshSides.DECREASING.workloadName())
                .toInstance(new MeshWorkloadFactory(MeshSides.DECREASING));
        workloads.addBinding(DowneyWorkloadFactory.NAME).toInstance(new DowneyWorkloadFactory());
        workloads.addBinding(LublinWorkloadFactory.NAME).toInstance(new LublinWorkloadFactory());
        MapBinder<String, NamedProfile> profiles = NamedProfiles.registry(binder);
        for (java.util.Map.Entry<String, NamedProfile> e : NamedProfiles.BUILT_IN.entrySet()) {
            profiles.addBinding(e.getKey()).toInstance(e.getValue());
        }
    }
}
