package org.schedlab.schedulers.conservative;

import org.schedlab.core.alloc.Allocation;

/**
 * A reservation: {@code placement} is held over {@code [start, end)}.
 *
 * @param start when the job is planned to start
 * @param end when it is expected to end: {@code start + estimate}, and never equal to the start,
 *     so that even a job estimated at 0 s holds its processors at its start time
 * @param placement the processors it is planned on (a processor count on a flat machine)
 */
public record Slot(double start, double end, Allocation placement) {
    /** A slot of {@code estimate} from {@code start} (at least one instant long). */
    public static Slot of(double start, double estimate, Allocation placement) {
        return new Slot(start, end(start, estimate), placement);
    }

    /** The end of a slot of {@code estimate} from {@code start}: never the start itself. */
    static double end(double start, double estimate) {
        double end = start + estimate;
        return end > start ? end : Math.nextUp(start);
    }
}
