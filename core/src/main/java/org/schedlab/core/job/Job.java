package org.schedlab.core.job;

/**
 * One job of a workload. Immutable.
 *
 * <p>Times are in the workload's own unit (seconds for SWF traces, the model's unit for synthetic
 * workloads). The engine orders jobs by their position in the workload stream ("job order"),
 * which for a well-formed workload agrees with non-decreasing {@code submit}.
 *
 * @param id the workload's job number (SWF field 1); not necessarily consecutive
 * @param submit submit (arrival) time, {@code >= 0}
 * @param runtime how long the job runs once started, {@code >= 0}
 * @param estimate the user's runtime estimate, {@code >= 0}; workloads fill a missing estimate
 *     according to their convention profile (by default with the runtime)
 * @param procs the processor count as logged or drawn
 * @param request what the job asks of the machine (after topology mapping)
 * @param user the user who submitted it (SWF field 12), or {@link #NO_USER}; per-user runtime
 *     predictors read it
 */
public record Job(int id, double submit, double runtime, double estimate, int procs, Request request, int user) {
    /** The user of a job whose workload names none. */
    public static final int NO_USER = -1;

    public Job {
        if (!(submit >= 0) || Double.isInfinite(submit)) {
            throw new IllegalArgumentException("job " + id + ": submit time must be finite and >= 0: " + submit);
        }
        if (!(runtime >= 0) || Double.isInfinite(runtime)) {
            throw new IllegalArgumentException("job " + id + ": runtime must be finite and >= 0: " + runtime);
        }
        if (!(estimate >= 0) || Double.isInfinite(estimate)) {
            throw new IllegalArgumentException("job " + id + ": estimate must be finite and >= 0: " + estimate);
        }
        if (procs <= 0) {
            throw new IllegalArgumentException("job " + id + ": processors must be positive: " + procs);
        }
        if (request == null) {
            throw new IllegalArgumentException("job " + id + ": request is null");
        }
    }

    /** A job of no known user ({@link #NO_USER}). */
    public Job(int id, double submit, double runtime, double estimate, int procs, Request request) {
        this(id, submit, runtime, estimate, procs, request, NO_USER);
    }

    /** A job with no separate estimate (estimate = runtime) asking for {@code procs} processors. */
    public static Job of(int id, double submit, double runtime, int procs) {
        return new Job(id, submit, runtime, runtime, procs, new ProcessorRequest(procs));
    }

    /** This job with another request (used by topology request mappers). */
    public Job withRequest(Request newRequest) {
        return new Job(id, submit, runtime, estimate, procs, newRequest, user);
    }

    /** This job with another submit time (used by load scaling). */
    public Job withSubmit(double newSubmit) {
        return new Job(id, newSubmit, runtime, estimate, procs, request, user);
    }

    /** This job with another runtime (used by runtime transforms such as a speed-up). */
    public Job withRuntime(double newRuntime) {
        return new Job(id, submit, newRuntime, estimate, procs, request, user);
    }
}
