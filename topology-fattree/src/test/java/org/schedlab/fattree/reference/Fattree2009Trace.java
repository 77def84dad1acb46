package org.schedlab.fattree.reference;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.schedulers.reference.TraceWorkloads;

/**
 * A minimal reader of a gzip SWF trace under the fat-tree paper's conventions (algorithms.md 5.4
 * and 5.6), written for the reference checks and independent of the workloads module: size =
 * requested processors (field 8) if positive, else allocated (field 5); records of size {@code <=
 * 0} or larger than the installed nodes dropped; every status kept; a negative runtime becomes 0;
 * estimate = field 9 if positive, else the runtime; runtime cut to the estimate; then, under a
 * locality-aware policy, every parallel job's runtime times {@code 1 - speedup}. Jobs get ids 0, 1,
 * ... in file order.
 */
final class Fattree2009Trace {

    private Fattree2009Trace() {}

    static List<Job> read(Path file, int installed, double speedup, boolean localityAware) throws IOException {
        List<Job> jobs = new ArrayList<>();
        for (String[] f : TraceWorkloads.swfFields(file)) {
            double submit = Double.parseDouble(f[1]);
            double runtime = Math.max(0, Double.parseDouble(f[3]));
            int allocated = (int) Double.parseDouble(f[4]);
            int requested = (int) Double.parseDouble(f[7]);
            double requestedTime = Double.parseDouble(f[8]);
            int size = requested > 0 ? requested : allocated;
            if (size <= 0 || size > installed) {
                continue;
            }
            double estimate = requestedTime > 0 ? requestedTime : runtime;
            runtime = Math.min(runtime, estimate);
            if (localityAware && size > 1) {
                runtime = runtime * (1 - speedup);
            }
            jobs.add(new Job(jobs.size(), submit, runtime, estimate, size, new ProcessorRequest(size)));
        }
        return jobs;
    }
}
