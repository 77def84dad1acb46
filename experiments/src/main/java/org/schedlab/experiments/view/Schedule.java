package org.schedlab.experiments.view;

import java.util.ArrayList;
import java.util.List;

/**
 * One run's schedule: the machine it ran on and, per job, its times and placement, as a schedule
 * CSV holds them ({@link ScheduleCsv}). Rows are in the order jobs ended.
 *
 * @param machine the machine as it describes itself, e.g. {@code mesh:32x32/mpl}
 * @param jobs the jobs, in the order they ended
 */
public record Schedule(String machine, List<Job> jobs) {
    public Schedule {
        if (machine == null || machine.isBlank()) {
            throw new IllegalArgumentException("a schedule names its machine");
        }
        jobs = List.copyOf(jobs);
    }

    /**
     * One job of a schedule.
     *
     * @param id the workload's job id
     * @param submit arrival time
     * @param start start time
     * @param end end time
     * @param procs processors held
     * @param allocation the placement in the machine's notation ({@code Allocation.describe()})
     * @param user the trace's user id, or -1 when the workload has none
     * @param slots gang machines: the job's copies in the Ousterhout matrix, {@code ROW:FROM-TO}
     *     joined by {@code ;}, an extra copy's row prefixed with {@code *}; empty elsewhere
     * @param runtime the job's own runtime (the workload's, before any time-sharing): {@code end -
     *     start} on machines that run a job alone, longer on gang machines; NaN when not known
     * @param estimate the runtime estimate the scheduler was given (SWF requested time, Batsim
     *     walltime); NaN when not known
     * @param measures the machine's per-job measures of the placement ({@link
     *     org.schedlab.core.metrics.PlacementMeasures}) as CSV fields joined by commas, in the
     *     order of the measure names; empty when the machine has none
     * @param strictFst the strict fair start time ({@code simulate --fairness}, the schedule's
     *     {@code strict_fst} column); NaN when not known
     * @param relaxedFst the relaxed fair start time ({@code relaxed_fst}); NaN when not known
     */
    public record Job(
            int id,
            double submit,
            double start,
            double end,
            int procs,
            String allocation,
            int user,
            String slots,
            double runtime,
            double estimate,
            String measures,
            double strictFst,
            double relaxedFst) {
        public Job {
            if (slots == null) {
                slots = "";
            }
            if (allocation == null) {
                allocation = "";
            }
            if (measures == null) {
                measures = "";
            }
        }

        /** A job without fair start times. */
        public Job(
                int id,
                double submit,
                double start,
                double end,
                int procs,
                String allocation,
                int user,
                String slots,
                double runtime,
                double estimate,
                String measures) {
            this(
                    id,
                    submit,
                    start,
                    end,
                    procs,
                    allocation,
                    user,
                    slots,
                    runtime,
                    estimate,
                    measures,
                    Double.NaN,
                    Double.NaN);
        }

        /** This job with its strict and relaxed fair start times. */
        public Job withFairStarts(double strict, double relaxed) {
            return new Job(
                    id,
                    submit,
                    start,
                    end,
                    procs,
                    allocation,
                    user,
                    slots,
                    runtime,
                    estimate,
                    measures,
                    strict,
                    relaxed);
        }

        /** Whether the fair start times are known. */
        public boolean hasFairStarts() {
            return !Double.isNaN(strictFst) && !Double.isNaN(relaxedFst);
        }

        /** A job without placement measures. */
        public Job(
                int id,
                double submit,
                double start,
                double end,
                int procs,
                String allocation,
                int user,
                String slots,
                double runtime,
                double estimate) {
            this(id, submit, start, end, procs, allocation, user, slots, runtime, estimate, "");
        }

        /** A job whose runtime is {@code end - start} and whose estimate is not known. */
        public Job(
                int id, double submit, double start, double end, int procs, String allocation, int user, String slots) {
            this(id, submit, start, end, procs, allocation, user, slots, end - start, Double.NaN);
        }

        /** Turnaround (response) time: end minus submit. */
        public double turnaround() {
            return end - submit;
        }

        /** Whether the estimate is known. */
        public boolean hasEstimate() {
            return !Double.isNaN(estimate);
        }

        /** Waiting time: start minus submit. */
        public double waited() {
            return start - submit;
        }
    }

    /** Collects the jobs of a run as they end. */
    public static final class Builder {
        private final String machine;
        private final List<Job> jobs = new ArrayList<>();

        public Builder(String machine) {
            this.machine = machine;
        }

        public Builder add(Job job) {
            jobs.add(job);
            return this;
        }

        public Schedule build() {
            return new Schedule(machine, jobs);
        }
    }
}
