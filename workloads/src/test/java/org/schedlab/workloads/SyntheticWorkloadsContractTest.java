package org.schedlab.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.WorkloadContract;
import org.schedlab.workloads.lublin.LublinWorkloadFactory;
import org.schedlab.workloads.synthetic.DowneyWorkloadFactory;
import org.schedlab.workloads.synthetic.MeshSides;
import org.schedlab.workloads.synthetic.MeshWorkloadFactory;

/**
 * The workload contract over every synthetic model of this module at --utilization 0.7 on a flat
 * machine of 256 processors. The offered load of 20,000 jobs is checked within 10%: the work per
 * job of these models has a coefficient of variation of a few units at most, so the sample load's
 * relative standard deviation is a few percent and 10% is about three of them.
 */
class SyntheticWorkloadsContractTest extends WorkloadContract {
    private static final Machine FLAT = new FlatMachineFactory().create(Spec.of("flat:256"), null);

    @Override
    protected List<Case> cases() {
        Map<String, WorkloadFactory> models = Map.of(
                "mesh-uniform", new MeshWorkloadFactory(MeshSides.UNIFORM),
                "mesh-decreasing", new MeshWorkloadFactory(MeshSides.DECREASING),
                "downey", new DowneyWorkloadFactory(),
                "lublin", new LublinWorkloadFactory());
        List<Case> out = new ArrayList<>();
        for (String name : new java.util.TreeSet<>(models.keySet())) {
            WorkloadFactory f = models.get(name);
            out.add(new Case(
                    name + " on flat:256 at 0.7",
                    seed -> f.create(
                            Spec.of(name),
                            new WorkloadParams(FLAT, new RandomStreams(seed, 0), Double.NaN, 0.7, 20_000, Map.of())),
                    256,
                    20_000,
                    0.7,
                    0.10));
        }
        return out;
    }
}
