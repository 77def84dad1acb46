package org.schedlab.workloads.batsim;

import java.util.OptionalInt;
import java.util.Set;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.io.WorkloadOptions;

/**
 * {@code batsim:PATH}: a Batsim JSON workload of delay profiles (see the package documentation).
 * Option {@code oversize=keep|drop} (default {@code keep}: a job asking for more processors than
 * the machine serves is refused with its JSON pointer; {@code drop} drops it).
 */
public final class BatsimWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "batsim";

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(1, 1, "batsim:PATH");
        params.requireNoArrivalRate(NAME);
        params.requireKnownOptions(NAME, Set.of(WorkloadOptions.OVERSIZE));
        boolean drop = WorkloadOptions.dropOversize(params);
        OptionalInt largest = params.machine() == null
                ? OptionalInt.empty()
                : OptionalInt.of(params.machine().largestRequest());
        return new BatsimWorkload(TextFiles.path(spec, "batsim:PATH"), largest, drop);
    }

    @Override
    public String synopsis() {
        return "batsim:PATH  Batsim JSON workload (delay profiles); option oversize=keep|drop";
    }
}
