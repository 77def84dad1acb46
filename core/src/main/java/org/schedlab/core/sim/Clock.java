package org.schedlab.core.sim;

import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;

/**
 * The range of the simulated clock. Times are {@code double}s in the workload's unit (seconds for
 * traces), counted from the workload's time 0 (an SWF log's start). A {@code double} holds a time
 * {@code t} to within {@code ulp(t)}, which grows with {@code t}: at 2^42 (about 4.4 x 10^12, some
 * 139,000 years in seconds) the step is 2^-10, about a millisecond, and at 10^18 it is 128 s, so a
 * job of 100 s submitted there would seem to run for 128 s or none. The engines therefore refuse,
 * as bad input naming the job, a submit time beyond {@link #LIMIT} and a job that would end beyond
 * it, and a positive runtime that vanishes when added to its start (which cannot happen within the
 * limit unless the runtime is below a millisecond there). Within the limit every time is exact to
 * 2^-10 of a unit or better, so sums and means of runtimes, waits and turnarounds mean what they
 * say.
 *
 * <p>The same limit covers loads that make service times vanish against arrival gaps: a synthetic
 * workload at a load of 10^-300 places its first arrival near 10^300, far beyond the limit, and is
 * refused at that arrival rather than reported with every runtime lost.
 */
public final class Clock {
    /** The largest time an engine accepts: 2^42 time units (about 4.4 x 10^12). */
    public static final double LIMIT = 0x1p42;

    private Clock() {}

    /** Refuses {@code job} when its submit time lies beyond {@link #LIMIT} (a job's times are never negative). */
    public static void checkSubmit(Job job) {
        double t = job.submit();
        if (t > LIMIT) {
            throw new BadInputException("job " + job.id() + ": submit time " + t + " is " + RANGE_NOTE + " " + RANGE
                    + "; shift or scale the times");
        }
    }

    /**
     * Refuses a start of {@code job} at {@code start} when its end {@code end = start + runtime}
     * lies beyond {@link #LIMIT} or a positive runtime vanished in the sum.
     */
    public static void checkEnd(Job job, double start, double end) {
        if (!(end <= LIMIT)) {
            throw new BadInputException("job " + job.id() + " would end at " + end + ", " + RANGE_NOTE + " " + RANGE
                    + " (started at " + start + " with runtime " + job.runtime() + ")");
        }
        if (end == start && job.runtime() > 0) {
            throw new BadInputException("job " + job.id() + ": runtime " + job.runtime() + " vanishes at time " + start
                    + ": " + RANGE_NOTE + " for so short a job (a double there cannot tell its end from its start)");
        }
    }

    /** Words every refusal of a time beyond the range holds (callers recognise it by them). */
    public static final String RANGE_NOTE = "beyond the clock's range";

    /** The range in words, for messages. */
    private static final String RANGE =
            "(times up to 2^42, about 4.4e12 time units or 139,000 years in seconds, where a double still resolves"
                    + " a millisecond)";
}
