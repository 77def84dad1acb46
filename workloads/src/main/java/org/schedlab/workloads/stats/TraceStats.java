package org.schedlab.workloads.stats;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Workload;
import org.schedlab.workloads.swf.ProfiledRecord;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Summary of a workload: job count, mean runtime, mean size, mean interarrival time, largest job,
 * and the offered load defined by Pascual, Navaridas and Miguel-Alonso ("Effects of
 * topology-aware allocation policies on scheduling performance", JSSPP 2009, LNCS 5798, eq. 2).
 *
 * <p>Offered load, as implemented: with the jobs in file order and n of them, let k = ceil(n / 100)
 * be the warm-up jobs, {@code T_start} the submit time of the k-th job and {@code A} the last
 * submit time. The counted jobs J are the jobs after the first k whose termination is at or
 * before {@code A} (jobs ending in the cool-down are left out). {@code T_end} is the last
 * termination among J. Then {@code load = sum over J of size * runtime / (P * (T_end - T_start))}.
 *
 * <p>Termination: for an SWF trace, submit + wait (field 3) + runtime, with the wait taken as 0
 * when the log does not know it (-1); times are those of the profile (so a load factor scales the
 * submit time but not the logged wait). For any other workload the wait is unknown and taken as
 * 0, so termination = submit + runtime.
 *
 * <p>Cost: two streaming passes over the workload (the first counts the jobs and finds the last
 * arrival that the second needs); memory does not grow with the workload.
 *
 * @param jobs number of jobs
 * @param meanRuntime mean runtime
 * @param meanSize mean processor count
 * @param meanInterarrival (last submit - first submit) / (jobs - 1); NaN for fewer than 2 jobs
 * @param maxProcessors largest processor count
 * @param processors P, the machine size used for the offered load; 0 when unknown
 * @param offeredLoad the offered load; NaN when {@code processors} is 0 or the window is empty
 * @param loadJobs number of jobs counted in the offered load (the set J)
 * @param loadStart {@code T_start}
 * @param loadEnd {@code T_end}
 */
public record TraceStats(
        long jobs,
        double meanRuntime,
        double meanSize,
        double meanInterarrival,
        int maxProcessors,
        int processors,
        double offeredLoad,
        long loadJobs,
        double loadStart,
        double loadEnd) {

    public TraceStats {
        if (jobs < 0 || loadJobs < 0 || loadJobs > jobs || processors < 0) {
            throw new IllegalArgumentException("inconsistent trace statistics");
        }
    }

    /**
     * Statistics of {@code workload}; for an {@link SwfWorkload} the termination uses the logged
     * wait time.
     *
     * @param processors P for the offered load; 0 to skip it
     */
    public static TraceStats of(Workload workload, int processors) {
        if (processors < 0) {
            throw new IllegalArgumentException("processors must be >= 0: " + processors);
        }
        Summary first = new Summary();
        forEach(workload, first::add);
        if (first.n == 0) {
            return new TraceStats(
                    0, Double.NaN, Double.NaN, Double.NaN, 0, processors, Double.NaN, 0, Double.NaN, Double.NaN);
        }
        long warmUp = (first.n + 99) / 100;
        LoadWindow window = new LoadWindow(warmUp, first.lastSubmit);
        if (processors > 0) {
            forEach(workload, window::add);
        }
        double span = window.end - window.start;
        double load = processors > 0 && window.count > 0 && span > 0 ? window.work / (processors * span) : Double.NaN;
        return new TraceStats(
                first.n,
                first.runtimeSum / first.n,
                first.sizeSum / first.n,
                first.n > 1 ? (first.lastSubmit - first.firstSubmit) / (first.n - 1) : Double.NaN,
                first.maxProcs,
                processors,
                load,
                window.count,
                processors > 0 ? window.start : Double.NaN,
                processors > 0 && window.count > 0 ? window.end : Double.NaN);
    }

    /** The statistics as stable key/value pairs for JSON or table output. */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jobs", jobs);
        m.put("meanRuntime", meanRuntime);
        m.put("meanSize", meanSize);
        m.put("meanInterarrival", meanInterarrival);
        m.put("maxProcessors", maxProcessors);
        m.put("processors", processors);
        m.put("offeredLoad", offeredLoad);
        m.put("offeredLoadJobs", loadJobs);
        m.put("offeredLoadStart", loadStart);
        m.put("offeredLoadEnd", loadEnd);
        return m;
    }

    /** One job as the statistics see it. */
    private interface JobSink {
        void add(Job job, double termination);
    }

    private static void forEach(Workload workload, JobSink sink) {
        if (workload instanceof SwfWorkload swf) {
            Iterator<ProfiledRecord> it = swf.records();
            while (it.hasNext()) {
                ProfiledRecord r = it.next();
                double wait = Math.max(0, r.source().waitTime());
                sink.add(r.job(), r.job().submit() + wait + r.job().runtime());
            }
        } else {
            for (Job job : workload) {
                sink.add(job, job.submit() + job.runtime());
            }
        }
    }

    /** First pass: counts, sums, extremes. */
    private static final class Summary {
        long n;
        double runtimeSum;
        double sizeSum;
        double firstSubmit;
        double lastSubmit;
        int maxProcs;

        void add(Job job, double termination) {
            if (n == 0) {
                firstSubmit = job.submit();
            }
            n++;
            runtimeSum += job.runtime();
            sizeSum += job.procs();
            lastSubmit = job.submit();
            maxProcs = Math.max(maxProcs, job.procs());
        }
    }

    /** Second pass: the jobs counted by the offered load. */
    private static final class LoadWindow {
        final long warmUp;
        final double lastArrival;
        long index;
        long count;
        double work;
        double start = Double.NaN;
        double end = Double.NEGATIVE_INFINITY;

        LoadWindow(long warmUp, double lastArrival) {
            this.warmUp = warmUp;
            this.lastArrival = lastArrival;
        }

        void add(Job job, double termination) {
            index++;
            if (index <= warmUp) {
                start = job.submit();
                return;
            }
            if (termination <= lastArrival) {
                count++;
                work += job.procs() * job.runtime();
                end = Math.max(end, termination);
            }
        }
    }
}
