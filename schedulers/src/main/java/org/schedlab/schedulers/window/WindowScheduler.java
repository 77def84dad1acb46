package org.schedlab.schedulers.window;

import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.queue.QueueScheduler;
import org.schedlab.schedulers.queue.WaitingQueue;

/**
 * The window-based scheme of Ababneh and Bani-Mohammad, "A new window-based job scheduling scheme
 * for 2D mesh multicomputers", Simulation Modelling Practice and Theory 19 (2011), section 4, and
 * with an unbounded window the aggressive out-of-order scheme (OO, Ababneh 2001, as described in
 * section 2.4 of the same paper).
 *
 * <p>The window covers up to {@code K} consecutive arrivals, beginning with the oldest job still
 * waiting. Its size counts served ("done") jobs as well as waiting ("pending") ones, so a served job
 * in the middle of the window still takes a seat until the window moves past it. Jobs that arrive
 * while the window is full wait outside it and are not tried until the window reaches them.
 *
 * <ul>
 *   <li>Arrival: if the window has room the new job joins it and is tried at once; otherwise it
 *       waits outside, untried.
 *   <li>Departure: the pending window jobs are tried in arrival order. Whenever the window's head
 *       starts, the window moves to the next waiting job, pulls outside jobs in up to {@code K}, and
 *       the scan begins again at the new head. A job that is not the head only changes to done.
 * </ul>
 *
 * <p>Representation: every arrival gets a position (its arrival number); the window is the
 * position range {@code [winStart, winEnd)}, pending and outside jobs share one {@link
 * WaitingQueue}, and a done job is simply absent from it. Decision where the paper is silent: a job
 * served on arrival while no job waits leaves the window at once (its seat is freed), as in the
 * paper's Example 2.
 *
 * <p>Cost per departure: one {@code find} per window job whose size is at most the free
 * processor count, plus O(log n) per skipped stretch; jobs larger than the free count are never
 * visited and the scan ends when nothing is free, so a long queue of large jobs is not rescanned.
 */
public final class WindowScheduler extends QueueScheduler {
    /** The registered name of the windowed scheme. */
    public static final String NAME = "window";

    /** The registered name of the unbounded window (aggressive out-of-order). */
    public static final String OO_NAME = "oo";

    /** Window size meaning "no bound". */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    /** {@code window:K}, K >= 1 or {@code inf}. */
    public static final NamedSchedulerFactory WINDOW_FACTORY = new NamedSchedulerFactory(
            NAME,
            "window:K  window of K consecutive jobs from the oldest waiting one (Ababneh 2011), K >= 1 or inf",
            spec -> {
                spec.requireArgs(1, 1, "window:K with K >= 1 or inf");
                return new WindowScheduler(spec.intOrInfArg(0, "window size K", 1));
            });

    /** {@code oo}, no arguments: the window scheme with an unbounded window. */
    public static final NamedSchedulerFactory OO_FACTORY = new NamedSchedulerFactory(
            OO_NAME, "oo  aggressive out-of-order: any waiting job that fits starts, in arrival order", spec -> {
                spec.requireArgs(0, 0, "oo (no arguments)");
                return new WindowScheduler(UNBOUNDED);
            });

    private final int k;
    private int winStart;
    private int winEnd;

    /**
     * @param k the window size, {@code >= 1}; {@link #UNBOUNDED} gives OO
     */
    public WindowScheduler(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("window size must be >= 1: " + k);
        }
        this.k = k;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        int position = nextPosition();
        if (windowSize() >= k) {
            queue.add(job, position);
            return;
        }
        // the window has room, so no job waits outside it and this job is the next seat
        winEnd = position + 1;
        if (!tryStartNew(job, ctx)) {
            queue.add(job, position);
        }
        normalize();
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        int p = candidate(winStart, allocator);
        while (p >= 0) {
            if (tryStartQueued(p, ctx)) {
                if (p == winStart) {
                    normalize();
                    p = candidate(winStart, allocator);
                    continue;
                }
            }
            p = candidate(p + 1, allocator);
        }
    }

    /** The next pending window position at or after {@code from} that might fit, or -1. */
    private int candidate(int from, Allocator allocator) {
        int p = queue.next(from, allocator.free());
        return p < winEnd ? p : -1;
    }

    /** Moves the window's start to the oldest waiting job and refills it up to K seats. */
    private void normalize() {
        int oldest = queue.first();
        winStart = oldest < 0 ? arrivals() : oldest;
        winEnd = (int) Math.min((long) winStart + k, arrivals());
    }

    private long windowSize() {
        return (long) winEnd - winStart;
    }

    @Override
    public void checkInvariants() {
        super.checkInvariants();
        int oldest = queue.first();
        if (winStart != (oldest < 0 ? arrivals() : oldest)) {
            throw new IllegalStateException(
                    "window starts at " + winStart + " but the oldest waiting job is at " + oldest);
        }
        if (windowSize() > k || winEnd > arrivals()) {
            throw new IllegalStateException("window [" + winStart + ", " + winEnd + ") exceeds K = " + k + " or the "
                    + arrivals() + " arrivals");
        }
        if (winEnd < arrivals() && windowSize() < k) {
            throw new IllegalStateException("jobs wait outside a window that has room");
        }
    }
}
