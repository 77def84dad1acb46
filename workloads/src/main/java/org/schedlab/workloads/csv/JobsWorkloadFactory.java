package org.schedlab.workloads.csv;

import java.util.Set;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.io.TextFiles;

/**
 * {@code jobs:PATH}: a hand-made jobs CSV file. Option {@code unknown-columns=error|ignore}
 * (default {@code error}).
 */
public final class JobsWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "jobs";

    /** Option key deciding what happens to columns the format does not know. */
    public static final String UNKNOWN_COLUMNS = "unknown-columns";

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(1, 1, "jobs:PATH");
        params.requireNoArrivalRate(NAME);
        params.requireKnownOptions(NAME, Set.of(UNKNOWN_COLUMNS));
        String mode = params.options().getOrDefault(UNKNOWN_COLUMNS, "error");
        boolean ignore;
        switch (mode) {
            case "error" -> ignore = false;
            case "ignore" -> ignore = true;
            default ->
                throw new BadInputException(
                        "option " + UNKNOWN_COLUMNS + "=" + mode + ": expected one of error, ignore");
        }
        return new JobsCsvWorkload(TextFiles.path(spec, "jobs:PATH"), ignore);
    }

    @Override
    public String synopsis() {
        return "jobs:PATH  jobs CSV id,submit,runtime,procs[,estimate,width,height]; option unknown-columns=error|ignore";
    }
}
