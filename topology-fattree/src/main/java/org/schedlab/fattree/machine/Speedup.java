package org.schedlab.fattree.machine;

import org.schedlab.core.job.Job;

/**
 * The locality gain of Pascual, Navaridas and Miguel-Alonso (JSSPP 2009, section 6): under a
 * locality-aware policy every parallel job (more than one processor) runs {@code runtime * (1 -
 * factor)}; sequential jobs keep their runtime, and so do all jobs under the non-contiguous policy.
 * Estimates are not scaled (algorithms.md 5.4), so EASY plans with the user's estimate.
 *
 * <p>Applied when a job is mapped onto the machine, after the trace's convention profile (which
 * has already cut a runtime to its estimate under {@code overrun=cut}).
 *
 * @param factor the fraction of the runtime saved, in {@code [0, 1)}
 * @param applies whether the machine's policy is locality-aware
 */
public record Speedup(double factor, boolean applies) {
    /** No speed-up. */
    public static final Speedup NONE = new Speedup(0, false);

    public Speedup {
        if (!(factor >= 0 && factor < 1)) {
            throw new IllegalArgumentException("speed-up must be in [0, 1), got " + factor);
        }
    }

    /** The job as it runs on this machine. */
    public Job apply(Job job) {
        if (!applies || factor == 0 || job.request().processors() <= 1) {
            return job;
        }
        return job.withRuntime(job.runtime() * (1 - factor));
    }
}
