package org.schedlab.workloads.csv;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.io.WorkloadOptions;

/**
 * {@code jobs:PATH}: a hand-made jobs CSV file. Options {@code unknown-columns=error|ignore}
 * (default {@code error}) and {@code oversize=keep|drop} (default {@code keep}: a row asking for
 * more processors than the machine serves is refused with its file and line; {@code drop} drops
 * it). The machine's limit is {@link org.schedlab.core.registry.Machine#largestRequest()}, which on
 * a mesh under the square rule can be below its processor count.
 */
public final class JobsWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "jobs";

    /** Option key deciding what happens to columns the format does not know. */
    public static final String UNKNOWN_COLUMNS = "unknown-columns";

    /** Option key deciding what happens to rows larger than the machine serves. */
    public static final String OVERSIZE = WorkloadOptions.OVERSIZE;

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(1, 1, "jobs:PATH");
        params.requireNoArrivalRate(NAME);
        params.requireKnownOptions(NAME, Set.of(UNKNOWN_COLUMNS, OVERSIZE));
        boolean ignore = WorkloadOptions.choice(params, UNKNOWN_COLUMNS, List.of("error", "ignore"))
                .equals("ignore");
        boolean drop = WorkloadOptions.dropOversize(params);
        OptionalInt largest = params.machine() == null
                ? OptionalInt.empty()
                : OptionalInt.of(params.machine().largestRequest());
        return new JobsCsvWorkload(TextFiles.path(spec, "jobs:PATH"), ignore, largest, drop);
    }

    @Override
    public String synopsis() {
        return "jobs:PATH  jobs CSV id,submit,runtime,procs[,estimate,width,height]; options unknown-columns=error|ignore,"
                + " oversize=keep|drop";
    }
}
