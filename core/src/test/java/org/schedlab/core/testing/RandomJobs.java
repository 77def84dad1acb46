package org.schedlab.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;

/**
 * Seeded random workloads for a flat machine, made to provoke the edge cases: integer times so
 * that arrivals and departures coincide, zero runtimes, a mix of small and machine-filling jobs,
 * and (optionally) estimates shorter than the runtime.
 */
public final class RandomJobs {
    private RandomJobs() {}

    /**
     * @param seed the seed
     * @param n number of jobs
     * @param capacity processors of the flat machine
     * @param overruns whether some jobs outlive their estimates
     */
    public static List<Job> flat(long seed, int n, int capacity, boolean overruns) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>(n);
        double t = 0;
        for (int i = 0; i < n; i++) {
            t += rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(1, 6);
            double runtime = rnd.nextInt(10) == 0 ? 0 : rnd.nextInt(1, 40);
            int procs = rnd.nextBoolean() ? rnd.nextInt(1, Math.max(2, capacity / 4)) : rnd.nextInt(1, capacity + 1);
            double estimate;
            if (overruns && rnd.nextInt(5) == 0) {
                estimate = rnd.nextInt(0, (int) runtime + 1);
            } else {
                estimate = runtime + (rnd.nextBoolean() ? 0 : rnd.nextInt(0, 30));
            }
            jobs.add(new Job(i + 1, t, runtime, estimate, procs, new ProcessorRequest(procs)));
        }
        return jobs;
    }
}
