package org.schedlab.workloads.swf;

import java.util.OptionalInt;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.ConventionProfile;

/**
 * {@code swf:PATH}: a Standard Workload Format trace, plain or gzip, under the convention profile
 * given by the {@code key=value} options (see {@link ConventionProfile}). {@code --jobs N} keeps
 * only the first N jobs that pass the profile.
 */
public final class SwfWorkloadFactory implements WorkloadFactory {
    /** The registered name. */
    public static final String NAME = "swf";

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        spec.requireArgs(1, 1, "swf:PATH");
        params.requireNoArrivalRate(NAME);
        params.requireKnownOptions(NAME, ConventionProfile.KEYS);
        ConventionProfile profile = ConventionProfile.fromOptions(params.options());
        // the largest count the machine serves, not its processors: a mesh's request mapping may
        // serve less (the square rule on a W x H mesh with W > H), and such jobs are oversize too
        OptionalInt machineSize = params.machine() == null
                ? OptionalInt.empty()
                : OptionalInt.of(params.machine().largestRequest());
        return new SwfWorkload(TextFiles.path(spec, "swf:PATH"), profile, machineSize, Math.max(0, params.jobs()));
    }

    @Override
    public String synopsis() {
        return "swf:PATH  SWF trace (plain or .gz); options procs=, invalid=, estimate=, overrun=, origin=,"
                + " partition=, queue=, load-factor=, nodes-divisor=, oversize=";
    }
}
