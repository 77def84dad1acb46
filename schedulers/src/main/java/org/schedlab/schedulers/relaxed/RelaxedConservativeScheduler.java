package org.schedlab.schedulers.relaxed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.relaxed.ChangePlan.Change;
import org.schedlab.schedulers.relaxed.ChangePlan.Entry;

/**
 * The relaxed conservative backfilling family of PReMAS (Knox College; public copy {@code
 * long1710/Network-Topology}, {@code simulator/scheduler/StatefulScheduler.java}, whose managers
 * {@code OpportunisticManager}, {@code RestrictiveManager}, {@code MaxManager} and {@code
 * EvenLessManager} define them; no paper is cited there). Each keeps a conservative plan
 * ({@link ChangePlan}): an arriving job gets the earliest slot that delays no planned job, and a
 * job starts when its planned start comes. They differ in what happens when the plan changes:
 *
 * <ul>
 *   <li>{@code opportunistic[:passes=N][:order=NAME]} ("prioritized compression"): when a job ends
 *       before its estimate, the waiting jobs are visited in the queue order and the first that can
 *       move earlier moves to its earliest slot; the visit starts again from the first job, until
 *       no job moves. With {@code passes=N} at most N jobs move so; when the N-th moves, a
 *       compression in the order of planned starts follows. {@code passes=0} is compression only.
 *   <li>{@code restrictive[:order=NAME]} ("lazy compression"): no compression; a job moves only
 *       when it can start now (at every pass, before each start, and when a job ends early). An
 *       arriving job's slot is first offered to the waiting jobs in queue order, each taking its
 *       earliest slot if it starts no later than the arriving job's slot ends; then the arriving
 *       job gets its earliest slot.
 *   <li>{@code hole-preserving[:order=NAME]} (PReMAS's {@code max}, "explicit hole
 *       preservation"): a job moves only when it can start now, tried at every arrival, at every
 *       pass before each start and when a job ends early. PReMAS moves a job elsewhere too when
 *       its new slot is not a hole ({@code isHole}), but that test is true whenever the plan holds
 *       any job's end, so it never refuses; this is what is reproduced.
 *   <li>{@code even-less-conservative[:passes=N][:order=NAME]} (N default 1): a second plan holds each job's
 *       guarantee, its slot at arrival in that plan. At every arrival and early end the working
 *       plan is made a copy of the guarantees; then N times over, the waiting jobs in queue order
 *       are each placed at their earliest slot, a visit starting again from the first job after a
 *       job moves. A job moved to start now keeps the guarantees only if the guarantee plan, with
 *       the job's slot replaced by the new one, never needs more processors than the machine has;
 *       otherwise the guarantees become the working plan. A compression follows.
 * </ul>
 *
 * <p>The queue order ({@code order=NAME}, default {@code fcfs}) is PReMAS's comparator; it is
 * scored once, at the job's arrival, so an order that depends on the time is refused. Every job
 * is planned for its estimate on processor counts (a machine on which counts decide what fits).
 * The steps follow PReMAS's: an arrival and a departure change the plan at once, and the due jobs
 * start at the pass, in plan order, none after the first that does not fit. A job that outlives
 * its estimate (estimates below runtimes, which PReMAS's traces never have) leaves its planned end
 * in the past: its processors count as free in the plan, and a job planned there starts once they
 * are.
 *
 * <p>Cost: finding a slot reads the plan's sorted arrays from now, O(P) for P planned changes, and
 * stops at the start that matters (now for a job that may only start now, the old start for a job
 * that may only move earlier, the arriving job's end for restrictive). A compression places every
 * waiting job (O(Q P)); an opportunistic visit may restart after every move (O(Q² P) per early
 * end without a pass cap); even-less-conservative does N visits per arrival and early end.
 */
public final class RelaxedConservativeScheduler implements PassScheduler {
    /** The members of the family. */
    public enum Mode {
        /** PReMAS's {@code opportunistic[comparator(,passes)]}. */
        OPPORTUNISTIC("opportunistic"),
        /** PReMAS's {@code restric[comparator]}. */
        RESTRICTIVE("restrictive"),
        /** PReMAS's {@code max[comparator]}. */
        HOLE_PRESERVING("hole-preserving"),
        /** PReMAS's {@code elc[comparator,passes]}. */
        EVEN_LESS_CONSERVATIVE("even-less-conservative");

        private final String label;

        Mode(String label) {
            this.label = label;
        }

        /** The registered scheduler name. */
        public String label() {
            return label;
        }
    }

    /** Unbounded passes ({@code opportunistic} without {@code passes=}). */
    public static final int UNBOUNDED = -1;

    /** The factory of {@code mode}'s scheduler, with {@code order=NAME} one of {@code orders}. */
    public static NamedSchedulerFactory factory(Mode mode, QueueOrders orders) {
        String synopsis = switch (mode) {
            case OPPORTUNISTIC ->
                "opportunistic[:passes=N][:order=NAME]  conservative backfilling that"
                        + " moves the first job of the queue order that can start earlier, again and again, when a"
                        + " job ends early (N moves at most, then compression); PReMAS's opportunistic";
            case RESTRICTIVE ->
                "restrictive[:order=NAME]  conservative backfilling without compression: a"
                        + " job moves only to start now, and an arriving job's slot goes first to the queue;"
                        + " PReMAS's restric";
            case HOLE_PRESERVING ->
                "hole-preserving[:order=NAME]  conservative backfilling without"
                        + " compression: at arrivals, passes and early ends a job moves only to start now;"
                        + " PReMAS's max";
            case EVEN_LESS_CONSERVATIVE ->
                "even-less-conservative[:passes=N][:order=NAME]  conservative"
                        + " backfilling that may break a plan but not the guarantees given at arrival; N visits"
                        + " of the queue per arrival and early end (default 1), then compression; PReMAS's elc";
        };
        return new NamedSchedulerFactory(
                        mode.label(),
                        synopsis + "; order=" + orders.names() + " (default fcfs)",
                        spec -> create(spec, mode, orders))
                .requiring(CountsSuffice.class);
    }

    private static RelaxedConservativeScheduler create(Spec spec, Mode mode, QueueOrders orders) {
        boolean takesPasses = mode == Mode.OPPORTUNISTIC || mode == Mode.EVEN_LESS_CONSERVATIVE;
        String usage = mode.label()
                + (takesPasses ? "[:passes=N]" : "")
                + "[:order=NAME] with N >= 0 and NAME one of " + orders.names();
        spec.requireArgs(0, 2, usage);
        QueueOrder order = null;
        Integer passes = null;
        for (String arg : spec.args()) {
            if (arg.startsWith("order=") && order == null) {
                order = orders.get(spec, arg.substring("order=".length()));
                if (order.dependsOnTime()) {
                    throw spec.error("order '" + order.name() + "' depends on the time; " + mode.label()
                            + " scores a job once, at its arrival; expected " + usage);
                }
            } else if (takesPasses && arg.startsWith("passes=") && passes == null) {
                passes = spec.intPart(arg.substring("passes=".length()), "passes", 0, Integer.MAX_VALUE, usage);
            } else {
                throw spec.error("unknown or repeated option '" + arg + "'; expected " + usage);
            }
        }
        if (passes == null) {
            passes = mode == Mode.EVEN_LESS_CONSERVATIVE ? 1 : UNBOUNDED;
        }
        return new RelaxedConservativeScheduler(mode, order == null ? QueueOrders.FCFS : order, passes);
    }

    private final Mode mode;
    private final QueueOrder order;
    private final int passes;

    private final ChangePlan plan = new ChangePlan();
    /** ELC's guarantees: a plan of the same jobs, the running ones by their end. */
    private final ChangePlan guarantee = new ChangePlan();
    /** The waiting jobs in the queue order (score at arrival, then arrival). */
    private final TreeSet<Entry> queue;

    private final IdentityHashMap<Job, Entry> waiting = new IdentityHashMap<>();
    private final IdentityHashMap<Job, Entry> running = new IdentityHashMap<>();
    private final IdentityHashMap<Entry, Double> scores = new IdentityHashMap<>();
    private long arrivals;
    /** Opportunistic's rounds of visits (one per early end) and the edits of the present round. */
    private long round;

    private int edits;
    private double[] editedFrom = new double[16];
    private int free = -1;
    private int capacity;

    /**
     * A scheduler of {@code mode} with the queue ranked by {@code order} (a time-independent one)
     * and {@code passes} as the pass cap ({@link #UNBOUNDED} for none; used by opportunistic and
     * even-less-conservative).
     */
    public RelaxedConservativeScheduler(Mode mode, QueueOrder order, int passes) {
        this.mode = Objects.requireNonNull(mode, "mode");
        this.order = Objects.requireNonNull(order, "order");
        if (order.dependsOnTime()) {
            throw new IllegalArgumentException("order " + order.name() + " depends on the time");
        }
        if (passes < UNBOUNDED || (mode == Mode.EVEN_LESS_CONSERVATIVE && passes < 0)) {
            throw new IllegalArgumentException("passes " + passes);
        }
        this.passes = passes;
        this.queue =
                new TreeSet<>(Comparator.<Entry>comparingDouble(scores::get).thenComparingLong(e -> e.index));
    }

    /** The member of the family. */
    public Mode mode() {
        return mode;
    }

    private void knowMachine(SchedulerContext ctx) {
        if (free < 0) {
            capacity = ctx.allocator().capacity();
            free = ctx.allocator().free();
        }
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        knowMachine(ctx);
        double now = ctx.now();
        Entry e = new Entry(job, arrivals++);
        scores.put(e, order.score(job, job.submit()));
        waiting.put(job, e);
        plan.put(e, plan.earliest(e, free, now));
        switch (mode) {
            case OPPORTUNISTIC -> queue.add(e);
            case RESTRICTIVE -> restrictiveArrival(e, now);
            case HOLE_PRESERVING -> {
                queue.add(e);
                startableNow(now);
            }
            case EVEN_LESS_CONSERVATIVE -> {
                double g = guarantee.earliest(e, free, now);
                guarantee.changes.add(e.guaranteedStart = new Change(e, g, true));
                guarantee.changes.add(e.guaranteedEnd = new Change(e, g + e.estimate, false));
                queue.add(e);
                copyGuarantees();
                evenLessVisits(now);
            }
        }
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        knowMachine(ctx);
        Entry e = running.remove(job);
        if (e == null) {
            throw new IllegalStateException("job " + job.id() + " ended but this scheduler did not start it");
        }
        double now = ctx.now();
        plan.changes.remove(e.end);
        free += e.processors;
        if (now == e.end.time()) { // on time: the plan is right, nothing moves
            if (mode == Mode.EVEN_LESS_CONSERVATIVE) {
                guarantee.changes.remove(e.guaranteedEnd);
            }
            return;
        }
        switch (mode) {
            case OPPORTUNISTIC -> opportunisticVisits(now);
            case RESTRICTIVE, HOLE_PRESERVING -> startableNow(now);
            case EVEN_LESS_CONSERVATIVE -> {
                guarantee.changes.remove(e.guaranteedEnd);
                copyGuarantees();
                evenLessVisits(now);
            }
        }
    }

    @Override
    public void pass(SchedulerContext ctx) {
        knowMachine(ctx);
        double now = ctx.now();
        while (true) {
            if (mode == Mode.RESTRICTIVE || mode == Mode.HOLE_PRESERVING) {
                startableNow(now);
            }
            Entry due = null;
            for (Change c : plan.changes) {
                if (c.time() > now) {
                    break;
                }
                if (c.start()) {
                    due = c.entry();
                    break;
                }
            }
            if (due == null) {
                return;
            }
            Allocation placement = ctx.allocator().find(due.job.request());
            if (placement == null) {
                return;
            }
            start(ctx, due, placement, now);
        }
    }

    private void start(SchedulerContext ctx, Entry e, Allocation placement, double now) {
        plan.changes.remove(e.start);
        e.start = null;
        free -= e.processors;
        waiting.remove(e.job);
        queue.remove(e);
        scores.remove(e);
        running.put(e.job, e);
        if (mode == Mode.EVEN_LESS_CONSERVATIVE) {
            guarantee.changes.remove(e.guaranteedStart);
            guarantee.changes.remove(e.guaranteedEnd);
            e.guaranteedStart = null;
            e.guaranteedEnd = new Change(e, now + e.estimate, false);
            guarantee.changes.add(e.guaranteedEnd);
            if (!holds(guarantee)) {
                guaranteesFromPlan();
            }
        }
        ctx.start(e.job, placement);
    }

    /**
     * Opportunistic: the first job of the queue order that can move earlier moves, and the visit
     * starts again, until a visit moves nothing or {@link #passes} jobs moved (then a compression).
     */
    private void opportunisticVisits(double now) {
        if (passes == 0) {
            plan.compress(free, now);
            return;
        }
        boolean moved = false;
        round++;
        edits = 0;
        for (int times = 0; passes == UNBOUNDED || times < passes; times++) {
            moved = false;
            for (Entry e : queue) {
                double old = e.start.time();
                if (old <= now || sameAnswer(e)) { // nothing earlier than now, or than last time
                    continue;
                }
                double t = placeAgain(e, now);
                if (t != old) {
                    edited(Math.min(t, old));
                }
                e.searchedInRound = round;
                e.editsWhenSearched = edits;
                e.searchHorizon = plan.horizon;
                if (t < old) {
                    moved = true;
                    break;
                }
            }
            if (!moved) {
                break;
            }
        }
        if (moved) { // the cap cut the moves short
            plan.compress(free, now);
        }
    }

    /**
     * Whether {@code e}'s slot search would answer as it did last time in this round of visits:
     * every edit of the plan since then lies after what that search read (the free count and the
     * time stay the same within a round, and the search passes over the job's own slot). The
     * answer was then the job's present start, so it would not move.
     */
    private boolean sameAnswer(Entry e) {
        if (e.searchedInRound != round) {
            return false;
        }
        for (int i = e.editsWhenSearched; i < edits; i++) {
            if (editedFrom[i] <= e.searchHorizon) {
                return false;
            }
        }
        return true;
    }

    /** Notes an edit of the plan in this round: changes added or taken out from {@code from} on. */
    private void edited(double from) {
        if (edits == editedFrom.length) {
            editedFrom = Arrays.copyOf(editedFrom, edits * 2);
        }
        editedFrom[edits++] = from;
    }

    /**
     * Restrictive's arrival: the arriving job's slot is offered to the queue in order, each job
     * taking its earliest slot when that starts no later than the arriving job's slot ends and is
     * not its own start; the arriving job stays out of the plan meanwhile unless it takes one.
     */
    private void restrictiveArrival(Entry arriving, double now) {
        plan.take(arriving);
        queue.add(arriving);
        double until = arriving.start.time() + arriving.estimate;
        boolean placed = false;
        // a job planned after until, whose changes are not in the span, and wider than the most
        // processors free in it cannot take a slot by until: it is not searched
        int most = plan.mostFree(free, now, until);
        for (Entry e : queue) {
            double old = e.start.time();
            if (e != arriving && e.estimate > 0 && old > until && e.processors > most) {
                continue;
            }
            double t = plan.earliest(e, free, now, until); // e's own slot passed over
            if (t <= until && t != old) {
                if (e != arriving) {
                    plan.take(e);
                }
                plan.put(e, t);
                placed |= e == arriving;
                most = plan.mostFree(free, now, until);
            }
        }
        if (!placed) {
            plan.put(arriving, plan.earliest(arriving, free, now));
        }
    }

    /**
     * Moves {@code e} to its earliest start (its own slot passed over) and returns it. The search
     * reads the plan only up to the old start, where the job fitted before, unless it fits nowhere
     * by then; a job that stays keeps its changes.
     */
    private double placeAgain(Entry e, double now) {
        double old = e.start.time();
        double t = plan.earliest(e, free, now, old);
        if (t == old) {
            return t;
        }
        if (t > old) {
            t = plan.earliest(e, free, now);
        }
        plan.take(e);
        plan.put(e, t);
        return t;
    }

    /** Every waiting job, in queue order, that can start now moves to now. */
    private void startableNow(double now) {
        // the free count once every change up to now is applied: a job (not estimated at 0 s) for
        // which fewer are free, its own changes taken out, cannot start now, and is not searched
        int freeNow = free;
        for (Change c : plan.changes) {
            if (c.time() > now) {
                break;
            }
            freeNow += c.delta();
        }
        for (Entry e : queue) {
            int own = ownUpTo(e, now);
            if (e.estimate > 0 && freeNow - own < e.processors) {
                continue;
            }
            if (plan.earliest(e, free, now, now) == now) { // e's own slot passed over
                plan.take(e);
                plan.put(e, now);
                freeNow += ownUpTo(e, now) - own;
            }
        }
    }

    /** What {@code e}'s own planned changes up to {@code now} add to the free count. */
    private static int ownUpTo(Entry e, double now) {
        int own = 0;
        if (e.start.time() <= now) {
            own -= e.processors;
        }
        if (e.end.time() <= now) {
            own += e.processors;
        }
        return own;
    }

    /** Even-less-conservative's {@link #passes} visits, then a compression. */
    private void evenLessVisits(double now) {
        for (int times = 0; times < passes; times++) {
            for (Entry e : queue) {
                double old = e.start.time();
                double t = placeAgain(e, now);
                if (t == now && old != now) {
                    tryGuarantee(e);
                }
                if (t < old) {
                    break;
                }
            }
        }
        plan.compress(free, now);
    }

    /**
     * Whether moving {@code e} to its new slot keeps every guarantee: with its guaranteed slot
     * replaced by the new one, the guarantee plan never needs more processors than the machine
     * has. If not, the working plan becomes the guarantees.
     */
    private void tryGuarantee(Entry e) {
        Change gs = e.guaranteedStart;
        Change ge = e.guaranteedEnd;
        guarantee.changes.remove(gs);
        guarantee.changes.remove(ge);
        Change ns = new Change(e, e.start.time(), true);
        Change ne = new Change(e, e.end.time(), false);
        guarantee.changes.add(ne);
        guarantee.changes.add(ns);
        if (holds(guarantee)) {
            guarantee.changes.remove(ne);
            guarantee.changes.remove(ns);
            guarantee.changes.add(ge);
            guarantee.changes.add(gs);
        } else {
            guaranteesFromPlan();
        }
    }

    /**
     * Whether {@code p} never needs more processors than the machine has: the free count, read
     * second by second, never below 0 before a new second, and all free at the end.
     */
    private boolean holds(ChangePlan p) {
        int f = free;
        double last = Double.NaN;
        for (Change c : p.changes) {
            if (c.time() != last && f < 0) {
                return false;
            }
            last = c.time();
            f += c.delta();
        }
        return f == capacity;
    }

    /** The working plan becomes a copy of the guarantees. */
    private void copyGuarantees() {
        plan.changes.clear();
        for (Change c : guarantee.changes) {
            Entry e = c.entry();
            if (c.start()) {
                plan.put(e, c.time());
            } else if (e.start == null || running.containsKey(e.job)) {
                e.end = c;
                plan.changes.add(c);
            }
        }
    }

    /** The guarantees become a copy of the working plan. */
    private void guaranteesFromPlan() {
        guarantee.changes.clear();
        for (Change c : plan.changes) {
            Entry e = c.entry();
            if (c.start()) {
                e.guaranteedStart = new Change(e, c.time(), true);
                e.guaranteedEnd = new Change(e, c.time() + e.estimate, false);
                guarantee.changes.add(e.guaranteedStart);
                guarantee.changes.add(e.guaranteedEnd);
            } else if (running.containsKey(e.job)) {
                e.guaranteedEnd = c;
                guarantee.changes.add(c);
            }
        }
    }

    /** Every waiting job's planned start, in queue order. */
    public List<Double> plannedStarts() {
        List<Double> out = new ArrayList<>();
        for (Entry e : queue) {
            out.add(e.start.time());
        }
        return out;
    }

    @Override
    public int waiting() {
        return waiting.size();
    }

    @Override
    public void checkInvariants() {
        if (queue.size() != waiting.size()) {
            throw new IllegalStateException(queue.size() + " queued but " + waiting.size() + " waiting");
        }
        int planned = 0;
        for (Change c : plan.changes) {
            planned += c.start() ? 1 : 0;
        }
        if (planned != waiting.size()) {
            throw new IllegalStateException(planned + " planned starts but " + waiting.size() + " waiting");
        }
    }
}
