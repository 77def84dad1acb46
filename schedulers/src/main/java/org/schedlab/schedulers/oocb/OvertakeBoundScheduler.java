package org.schedlab.schedulers.oocb;

import org.schedlab.core.job.Job;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.NamedSchedulerFactory;
import org.schedlab.schedulers.queue.OvertakeCounts;
import org.schedlab.schedulers.queue.QueueScheduler;

/**
 * Out-of-order scheduling with a bound on how often the oldest waiting job may be overtaken. Two
 * published schemes share this mechanism and are both built here:
 *
 * <ul>
 *   <li>{@code oocb:B} — the reservation-free variant of Das Sharma and Pradhan's bounded scheme
 *       (IEEE IPPS 1998), as used for comparison by Ababneh and Bani-Mohammad, Simulation
 *       Modelling Practice and Theory 19 (2011), sections 2.2 and 5. On arrival only the new job
 *       is tried, and only when the queue head may still be overtaken.
 *   <li>{@code fpfs:MAXJUMPS} — Fit Processors First Served of Bucur and Epema, "The influence of
 *       the structure and sizes of jobs on the performance of co-allocation", JSSPP 2000, section
 *       2.3. Every event runs a full pass: the head first, then the rest of the queue in order.
 * </ul>
 *
 * <p>Every waiting job counts the jobs behind it that started before it. A job that starts while
 * an older one waits overtakes all older waiting jobs, so the head always holds the largest count,
 * and overtaking is allowed while the head's count is below the bound {@code B}. {@code B = 0} is
 * FCFS and an unbounded {@code B} is OO. The condition is checked before every overtaking
 * attempt. Decisions (algorithms.md 2.4): B counts overtakes of the head, and waiting jobs, not
 * only new arrivals, may overtake on a departure.
 *
 * <p>On machines where a job that fits keeps fitting when processors are freed (every allocator
 * here), the two modes give the same schedule: an arrival frees nothing, so in a full pass only
 * the newcomer can be new. They are kept apart so that each follows its paper.
 *
 * <p>Cost per event: one {@code find} per candidate whose size is at most the free count,
 * O(log n) per skipped stretch and per counter update.
 */
public final class OvertakeBoundScheduler extends QueueScheduler {
    /** The registered name of OOCB. */
    public static final String OOCB_NAME = "oocb";

    /** The registered name of FPFS. */
    public static final String FPFS_NAME = "fpfs";

    /** Bound meaning "no bound". */
    public static final long UNBOUNDED = Integer.MAX_VALUE;

    /** {@code oocb:B}, B >= 0 or {@code inf}; {@code oocb} alone is OOCB-8. */
    public static final NamedSchedulerFactory OOCB_FACTORY = new NamedSchedulerFactory(
            OOCB_NAME, "oocb[:B]  out-of-order, head overtaken at most B times (B >= 0 or inf, default 8)", spec -> {
                spec.requireArgs(0, 1, "oocb or oocb:B with B >= 0 or inf");
                long b = spec.args().isEmpty() ? 8 : spec.intOrInfArg(0, "bound B", 0);
                return new OvertakeBoundScheduler(b, Mode.ARRIVAL_TRIES_NEWCOMER);
            });

    /** {@code fpfs:MAXJUMPS}, MAXJUMPS >= 0; {@code fpfs} alone is FPFS-7. */
    public static final NamedSchedulerFactory FPFS_FACTORY = new NamedSchedulerFactory(
            FPFS_NAME,
            "fpfs[:MAXJUMPS]  fit processors first served with aging (Bucur 2000), MAXJUMPS >= 0, default 7",
            spec -> {
                spec.requireArgs(0, 1, "fpfs or fpfs:MAXJUMPS with MAXJUMPS >= 0");
                long b = spec.args().isEmpty() ? 7 : spec.intArg(0, "MAXJUMPS", 0);
                return new OvertakeBoundScheduler(b, Mode.FULL_PASS);
            });

    /** What an arrival does. */
    public enum Mode {
        /** OOCB: try only the newcomer, if the head may be overtaken. */
        ARRIVAL_TRIES_NEWCOMER,
        /** FPFS: a full pass over the queue, as on a departure. */
        FULL_PASS
    }

    private final long bound;
    private final Mode mode;
    private final OvertakeCounts counts = new OvertakeCounts();

    /**
     * @param bound how many times the head may be overtaken, {@code >= 0}; {@link #UNBOUNDED} for
     *     no bound
     * @param mode what an arrival does
     */
    public OvertakeBoundScheduler(long bound, Mode mode) {
        if (bound < 0) {
            throw new IllegalArgumentException("bound must be >= 0: " + bound);
        }
        this.bound = bound;
        this.mode = mode;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        int position = nextPosition();
        if (mode == Mode.FULL_PASS) {
            queue.add(job, position);
            headsThenOvertakers(ctx);
            return;
        }
        if (queue.isEmpty()) {
            if (!tryStartNew(job, ctx)) {
                queue.add(job, position);
            }
            return;
        }
        if (mayOvertake(ctx) && tryStartNew(job, ctx)) {
            counts.overtakeBy(position);
            return;
        }
        queue.add(job, position);
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        headsThenOvertakers(ctx);
    }

    @Override
    protected boolean mayOvertake(SchedulerContext ctx) {
        int head = queue.first();
        return head < 0 || counts.countOf(head) < bound;
    }

    @Override
    protected void overtook(int position) {
        counts.overtakeBy(position);
    }

    @Override
    public void checkInvariants() {
        super.checkInvariants();
        int head = queue.first();
        if (head >= 0 && counts.countOf(head) > bound) {
            throw new IllegalStateException("head overtaken " + counts.countOf(head) + " times, bound " + bound);
        }
    }
}
