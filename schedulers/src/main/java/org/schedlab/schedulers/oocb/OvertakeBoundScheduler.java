package org.schedlab.schedulers.oocb;

import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.Spec;
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
 *       2.3. By default ({@code search=events}) every event runs a full pass: the head first, then
 *       the rest of the queue in order. With {@code search=departures} only departures run that
 *       pass; an arrival starts at once only when nobody waits and it fits, and otherwise joins
 *       the queue.
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
 * here), OOCB's arrival rule and FPFS's full pass on arrival give the same schedule: an arrival
 * frees nothing, so in a full pass only the newcomer can be new. They are kept apart so that each
 * follows its paper.
 *
 * <p><b>When FPFS searches.</b> Section 2.3 of the paper says what the search does (from the head
 * towards the tail, starting the jobs that fit, never passing a job that has been jumped MaxJumps
 * times) but not when the scheduler makes it. {@code search=events} reads it as made at every
 * arrival and departure, so a newcomer that fits may jump a blocked head at once. {@code
 * search=departures} reads the search as a walk over jobs that are already in the queue, made
 * when processors come free: an arriving job starts on the spot only when nobody waits and it
 * fits (the usual arrival to a queue with a free server), and otherwise waits for the next
 * departure, where it is tried in its turn behind every older job. Two hints make this reading
 * plausible:
 * the policy is presented as a search of the queue, which a job not yet queued is not part of;
 * and the paper's own reasoning about capacity loss (section 3.2) pictures scheduling as starting
 * jobs from the head of the queue whenever a job leaves. Under this reading an arrival never
 * overtakes, so jump counters grow only at departures, and a newcomer waits even when it fits
 * behind a blocked head. With MaxJumps = 0 both readings are FCFS.
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

    /** The option key of FPFS's search moment: {@code search=events} or {@code search=departures}. */
    public static final String SEARCH = "search";

    /** {@code search=events}, the default: a full pass at every arrival and departure. */
    public static final String SEARCH_EVENTS = "events";

    /** {@code search=departures}: arrivals only join the queue (or start when nobody waits). */
    public static final String SEARCH_DEPARTURES = "departures";

    private static final String FPFS_USAGE =
            "fpfs[:MAXJUMPS][:" + SEARCH + "=" + SEARCH_EVENTS + "|" + SEARCH_DEPARTURES + "] with MAXJUMPS >= 0";

    /**
     * {@code fpfs[:MAXJUMPS][:search=events|departures]}, MAXJUMPS >= 0 (default 7, also when only
     * the option is given, as in {@code fpfs:search=departures}), searching at every event (the
     * default, also spelled {@code search=events}) or only at departures.
     */
    public static final NamedSchedulerFactory FPFS_FACTORY = new NamedSchedulerFactory(
            FPFS_NAME,
            "fpfs[:MAXJUMPS][:search=events|departures]  fit processors first served with aging (Bucur 2000),"
                    + " MAXJUMPS >= 0, default 7; the queue is searched at every event (default) or only"
                    + " at departures (arrivals join the queue unless nobody waits)",
            OvertakeBoundScheduler::fpfs);

    /** What an arrival does. */
    public enum Mode {
        /** OOCB: try only the newcomer, if the head may be overtaken. */
        ARRIVAL_TRIES_NEWCOMER,
        /** FPFS, {@code search=events}: a full pass over the queue, as on a departure. */
        FULL_PASS,
        /**
         * FPFS, {@code search=departures}: the newcomer starts only if the queue is empty and it
         * fits; otherwise it joins the queue and waits for a departure's pass.
         */
        ARRIVAL_JOINS_QUEUE
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
        if (mode == Mode.ARRIVAL_JOINS_QUEUE) {
            // the last pass left the head blocked and an arrival frees nothing, so a non-empty
            // queue needs no look now
            if (!queue.isEmpty() || !tryStartNew(job, ctx)) {
                queue.add(job, position);
            }
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

    /** Builds FPFS from {@code fpfs[:MAXJUMPS][:search=events|departures]}. */
    private static OvertakeBoundScheduler fpfs(Spec spec) {
        spec.requireArgs(0, 2, FPFS_USAGE);
        List<String> args = spec.args();
        // MAXJUMPS is the first argument unless that one is already an option
        int first = !args.isEmpty() && !args.get(0).contains("=") ? 1 : 0;
        long b = first == 1 ? spec.intArg(0, "MAXJUMPS", 0) : 7;
        Mode mode = Mode.FULL_PASS;
        if (args.size() > first + 1) {
            throw spec.error("expected " + FPFS_USAGE);
        }
        if (args.size() > first) {
            String option = args.get(first);
            int eq = option.indexOf('=');
            if (eq < 0 || !option.substring(0, eq).equals(SEARCH)) {
                throw spec.error("unknown option '" + option + "'; expected " + FPFS_USAGE);
            }
            String value = option.substring(eq + 1);
            mode = switch (value) {
                case SEARCH_EVENTS -> Mode.FULL_PASS;
                case SEARCH_DEPARTURES -> Mode.ARRIVAL_JOINS_QUEUE;
                default ->
                    throw spec.error("unknown search '" + value + "'; known: " + SEARCH_EVENTS
                            + " (a full pass at every event, the default), " + SEARCH_DEPARTURES
                            + " (a pass at every departure; arrivals join the queue unless nobody waits)");
            };
        }
        return new OvertakeBoundScheduler(b, mode);
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
