package org.schedlab.schedulers.conservative;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.predict.RuntimePredictor;
import org.schedlab.schedulers.predict.RuntimePredictors;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;

/**
 * Conservative backfilling (Mu'alem and Feitelson, "Utilization, predictability, workloads, and
 * user runtime estimates in scheduling the IBM SP2 with backfilling", IEEE TPDS 12(6), 2001,
 * section 2): every waiting job holds a reservation, made in arrival order on a plan of the
 * machine's future occupancy built from the running jobs' estimates; a job starts when its
 * reservation comes, so a job that starts early (backfills) only uses a hole in which it delays no
 * reservation made before it.
 *
 * <p>Each pass (once per timestamp by default, see {@link org.schedlab.core.sched.PassMode}):
 *
 * <ol>
 *   <li>Plan the future from the live allocator: running jobs leave at their expected ends
 *       ({@code start + estimate}; a job past its estimate leaves just after now). A job due now
 *       whose processors are still held by a job whose departure at this very time is pending
 *       starts at the pass after that departure.
 *   <li>Put back every reservation still valid (a reservation can only become invalid when a
 *       running job outlives its estimate; the job then gets a new one below).
 *   <li>If a job departed since the last pass (it may have left before its estimate), compress:
 *       in arrival order, each reservation is taken out and the job gets the earliest slot no
 *       later than it had. Then every job without a reservation gets the earliest slot, in arrival
 *       order.
 *   <li>Start, in arrival order, every job whose reservation starts now.
 * </ol>
 *
 * <p>The earliest slot is searched at the plan's breakpoints (now, expected ends, reservation
 * ends): on a flat machine a processor count decides ({@link CountsSuffice}); on a
 * topology the allocator's own placement at the breakpoint must stay free for the whole estimate
 * on every planned state (decision, as for {@code easy}: other placements are not searched), and
 * the job later starts exactly on the planned placement. Reservations never move later while
 * jobs keep to their estimates (an audited test property).
 *
 * <p>Cost per pass: a plan of O(R + Q) states (on a topology, one allocator copy per breakpoint);
 * each reservation searched costs O(K) placements and state checks over K breakpoints.
 *
 * <p>Where simulators differ, {@link Rules} holds switches (spec options, e.g. {@code
 * conservative:compress=planned-start:compress-when=per-departure:compress-on-time=no:zero=first-change}
 * for PReMAS's rules); the steps above are the defaults.
 *
 * <p><b>{@code conservative:order=NAME}</b>: the queue order ({@link QueueOrders}: {@code
 * fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf} and any order a module registers) replaces arrival order wherever the steps
 * above say "in arrival order": which job without a reservation is placed first, in which order a
 * compression re-places the reservations, and in which order due jobs start. Equal scores fall
 * back to arrival order, then job id. The waiting jobs are ranked at every pass (and, with {@code
 * compress-when=per-departure}, at every departure), so a time-dependent order ({@code wfp3}) is
 * scored again each time; a reservation once made still never moves later. {@code
 * compress=planned-start} keeps its own order (old planned start) whatever the queue order. {@code
 * order=fcfs} (the default) is arrival order and leaves every schedule as it was.
 *
 * <p><b>{@code conservative:predict=P}</b>: every job is planned, and booked once started, for
 * the runtime predictor {@code P} ({@link RuntimePredictors}) instead of its estimate, everywhere
 * the steps above say "estimate". {@code predict=double} is the doubled estimates of Tsafrir and
 * Feitelson, "The dynamics of backfilling: solving the mystery of why increased inaccuracy may
 * help", IISWC 2006 (pyss's {@code DoubleConservativeScheduler}, {@code
 * src/schedulers/double_conservative_scheduler.py}). It takes the predictors that fix a job's
 * runtime once and that a job keeping to its estimate never outlives ({@code estimate}, {@code
 * exact}, {@code double}, {@code double-exact}): a prediction below the runtime would need
 * EASY++'s booking again up to the estimate, which conservative's reservations do not have.
 *
 * <p>The plan itself ({@link Plan}, {@link Occupancy}, {@link Slot}) is public, for policies that
 * reserve for more than one job in their own way.
 */
public final class ConservativeScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "conservative";

    /** The key of the queue-order option. */
    public static final String ORDER = "order";

    /** The key of the runtime-predictor option. */
    public static final String PREDICT = "predict";

    /** The predictors {@code predict=} takes: each fixes a job's runtime and is never outlived within the estimate. */
    private static final List<String> PREDICTORS = List.of("estimate", "exact", "double", "double-exact");

    /**
     * {@code conservative[:KEY=VALUE...]}, the keys of {@link Rules} and {@code order}, with the
     * built-in queue orders ({@link QueueOrders#builtIn()}).
     */
    public static final NamedSchedulerFactory FACTORY = factory(QueueOrders.builtIn());

    /**
     * {@code conservative[:KEY=VALUE...]} with {@code order=NAME} one of {@code orders}: the factory
     * the schedulers module registers, built from every registered order.
     */
    public static NamedSchedulerFactory factory(QueueOrders orders) {
        return new NamedSchedulerFactory(
                        NAME,
                        "conservative[:KEY=VALUE...]  conservative backfilling, a reservation for every waiting job;"
                                + " options " + Rules.USAGE + " (defaults first; the others are PReMAS's rules),"
                                + " order=" + orders.names() + " (default fcfs),"
                                + " predict=" + String.join("|", PREDICTORS) + " (default estimate; double is"
                                + " pyss's DoubleConservativeScheduler, Tsafrir and Feitelson, IISWC 2006)",
                        spec -> create(spec, orders))
                .requiring(TestsPlacements.class);
    }

    private static ConservativeScheduler create(Spec spec, QueueOrders orders) {
        String usage = "conservative[:KEY=VALUE...] with " + Rules.USAGE + ", order=" + orders.names() + ", predict="
                + String.join("|", PREDICTORS);
        spec.requireArgs(0, Rules.KEYS.size() + 2, usage);
        QueueOrder order = null;
        RuntimePredictor predictor = null;
        List<String> rest = new ArrayList<>();
        for (String arg : spec.args()) {
            if (arg.startsWith(ORDER + "=")) {
                if (order != null) {
                    throw spec.error("option 'order' given twice; expected " + usage);
                }
                order = orders.get(spec, arg.substring(ORDER.length() + 1));
            } else if (arg.startsWith(PREDICT + "=")) {
                if (predictor != null) {
                    throw spec.error("option 'predict' given twice; expected " + usage);
                }
                String name = arg.substring(PREDICT.length() + 1);
                predictor = RuntimePredictors.make(spec, name);
                if (!PREDICTORS.contains(name)) {
                    throw spec.error("conservative takes predict=" + String.join("|", PREDICTORS) + ", not '" + name
                            + "': a job may outlive that prediction within its estimate, and a reservation is"
                            + " never booked again up to the estimate");
                }
            } else {
                rest.add(arg);
            }
        }
        Rules rules = Rules.parse(new Spec(spec.option(), spec.text(), spec.name(), rest), 0);
        return new ConservativeScheduler(
                rules,
                order == null ? QueueOrders.FCFS : order,
                predictor == null ? RuntimePredictors.estimate() : predictor);
    }

    /** A job's planned start, as the latest pass left it. */
    public record Reservation(Job job, double start) {}

    private static final class Waiting {
        final Job job;
        final long index;
        /**
         * The job's processors and the runtime it is planned for (its estimate, or the predictor's
         * value), read at every pass: kept here, next to its slot.
         */
        final int processors;

        final double estimate;
        /** Whether the job's runtime is 0: PReMAS orders its changes first among a second's. */
        final boolean runtimeZero;

        Slot slot;
        /** Whether the job is in {@link #byStart}. */
        boolean ordered;

        Waiting(Job job, long index, double estimate) {
            this.job = job;
            this.index = index;
            this.processors = job.request().processors();
            this.estimate = estimate;
            this.runtimeZero = job.runtime() == 0;
        }
    }

    /**
     * PReMAS's order of a rebuild: old planned start, a job of runtime 0 first, then arrival.
     * Written out: a compression under PReMAS's rules sorts the waiting jobs at every departure.
     */
    private static final java.util.Comparator<Waiting> PLANNED_START = (a, b) -> {
        int c = Double.compare(a.slot.start(), b.slot.start());
        if (c != 0) {
            return c;
        }
        if (a.runtimeZero != b.runtimeZero) {
            return a.runtimeZero ? -1 : 1;
        }
        return Long.compare(a.index, b.index);
    };

    private record Run(Allocation allocation, double expectedEnd, long index) {}

    private final List<Waiting> queue = new ArrayList<>();
    private final IdentityHashMap<Job, Run> runs = new IdentityHashMap<>();
    /** The running jobs' placements by expected end, for {@link Plan}; not kept under {@link #counts}. */
    private final TreeMap<Double, List<Allocation>> ends = new TreeMap<>();
    /** Processors of the running jobs by expected end; kept for the counts-only plan. */
    private final RunningEnds endProcessors = new RunningEnds();
    /**
     * The counts-only plan, kept across passes, once a pass finds that it applies (the first pass,
     * before any job starts); from then on {@link #ends} is not kept.
     */
    private CountPlan counts;
    /**
     * Under {@link #counts}: no reservation starts before this time. The earliest start later than
     * the latest pass's time, or that time if a job due then could not start. A reservation that
     * starts before a pass's time is no longer valid (its start passed while a running job outlived
     * its estimate, or its job could not start at it), and the pass places its job again.
     */
    private double firstStart = Double.POSITIVE_INFINITY;

    private final Rules rules;
    private final QueueOrder order;
    private final RuntimePredictor predictor;
    private final boolean countPlanAllowed;
    private boolean departed;
    private long dropped;
    private long arrivals;
    /**
     * Waiting jobs placed by PReMAS's 0-s rule ({@link #loose}): while there is one, a pass plans
     * on {@link Plan}, whose instants {@link CountPlan} does not hold.
     */
    private int looseWaiting;
    /**
     * The waiting jobs with a reservation by {@link #PLANNED_START}, as the latest compression
     * under PReMAS's rules on {@link CountPlan} left them ({@link #rebuild(CountPlan, boolean)}):
     * the next one drops the jobs that started or lost their reservation, adds the jobs placed
     * since, and sorts an array that is nearly in order already.
     */
    private Waiting[] byStart = new Waiting[16];

    private int byStartSize;

    /** Conservative backfilling under SchedLab's rules ({@link Rules#DEFAULT}). */
    public ConservativeScheduler() {
        this(Rules.DEFAULT);
    }

    /** Conservative backfilling under {@code rules}. */
    public ConservativeScheduler(Rules rules) {
        this(rules, QueueOrders.FCFS);
    }

    /** Conservative backfilling under {@code rules}, the queue ranked by {@code order}. */
    public ConservativeScheduler(Rules rules, QueueOrder order) {
        this(rules, order, RuntimePredictors.estimate());
    }

    /**
     * Conservative backfilling under {@code rules}, the queue ranked by {@code order}, every job
     * planned for {@code predictor}'s runtime (one that fixes a job's runtime and that a job keeping
     * to its estimate never outlives: see the class comment).
     */
    public ConservativeScheduler(Rules rules, QueueOrder order, RuntimePredictor predictor) {
        this(rules, order, predictor, true);
    }

    private ConservativeScheduler(Rules rules, QueueOrder order, RuntimePredictor predictor, boolean countPlan) {
        this.rules = java.util.Objects.requireNonNull(rules, "rules");
        this.order = java.util.Objects.requireNonNull(order, "order");
        this.predictor = java.util.Objects.requireNonNull(predictor, "predictor");
        this.countPlanAllowed = countPlan;
    }

    /**
     * The same scheduler that never uses {@link CountPlan}: it builds a {@link Plan} afresh at
     * every pass and books every reservation again, as before the counts-only plan existed. The
     * reference of {@code PlanAgreementTest}.
     */
    static ConservativeScheduler rebuildingEveryPass(Rules rules, QueueOrder order) {
        return new ConservativeScheduler(rules, order, RuntimePredictors.estimate(), false);
    }

    /** The queue order. */
    public QueueOrder order() {
        return order;
    }

    /** The runtime every job is planned for. */
    public RuntimePredictor predictor() {
        return predictor;
    }

    /** The switches this scheduler follows. */
    public Rules rules() {
        return rules;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        Waiting w = new Waiting(job, arrivals++, predictor.predict(job));
        queue.add(w);
        if (loose(w)) {
            looseWaiting++;
        }
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        Run run = runs.remove(job);
        if (run == null) {
            throw new IllegalStateException("job " + job.id() + " ended but this scheduler did not start it");
        }
        if (counts == null) {
            List<Allocation> group = ends.get(run.expectedEnd());
            group.remove(run.allocation());
            if (group.isEmpty()) {
                ends.remove(run.expectedEnd());
            }
        }
        endProcessors.add(run.expectedEnd(), -run.allocation().processors());
        if (counts != null) {
            counts.departed(run.expectedEnd(), run.allocation().processors());
        }
        if (!rules.onTime() && ctx.now() == run.expectedEnd()) {
            return; // PReMAS: a job that keeps exactly to its estimate changes nothing in the plan
        }
        if (rules.when() == Rules.When.PER_DEPARTURE) {
            if (!queue.isEmpty()) {
                rank(ctx.now());
                plan(ctx.allocator(), ctx.now(), true);
            }
        } else {
            departed = true;
        }
    }

    @Override
    public void pass(SchedulerContext ctx) {
        boolean compress = departed;
        departed = false;
        if (queue.isEmpty()) {
            return;
        }
        double now = ctx.now();
        rank(now);
        if (plan(ctx.allocator(), now, compress)) {
            startDue(ctx, now);
        }
    }

    /**
     * Sorts the waiting jobs by the queue order at {@code now} (ties: arrival, then job id). Under
     * arrival order the list is kept as it is, in arrival order.
     */
    private void rank(double now) {
        if (order.isArrival()) {
            return;
        }
        queue.sort(java.util.Comparator.<Waiting>comparingDouble(w -> order.score(w.job, now))
                .thenComparingLong(w -> w.index)
                .thenComparingInt(w -> w.job.id()));
    }

    /**
     * Plans every waiting job at {@code now}; false when no job can be due now (the counts-only plan
     * knows it), so that the start step can be skipped.
     */
    private boolean plan(Allocator live, double now, boolean compress) {
        if (countsOnly(live)) {
            if (looseWaiting == 0) {
                return planCounts(live, now, compress);
            }
            // PReMAS's 0-s jobs hold instants, which only Plan keeps: this pass plans there, and
            // the next pass on counts makes its profile afresh
            counts.invalidate();
            planOnStates(live, now, compress, endProcessors.asGroups());
            return true;
        }
        planOnStates(live, now, compress, ends);
        return true;
    }

    /**
     * {@link #plan} on {@link Plan}, made afresh from the live allocator and the running jobs'
     * placements by expected end.
     */
    private void planOnStates(
            Allocator live, double now, boolean compress, NavigableMap<Double, ? extends Iterable<Allocation>> ends) {
        Plan plan = new Plan(Occupancy.of(live), now, ends);
        if (rules.zero() == Rules.Zero.FIRST_CHANGE) {
            if (!Capabilities.has(live, CountsSuffice.class)) {
                throw new org.schedlab.core.spec.BadInputException(
                        "--scheduler conservative: zero=first-change counts processors; it needs a machine on which"
                                + " counts decide what fits (flat)");
            }
            plan.trackSeconds();
            for (Map.Entry<Job, Run> e : runs.entrySet()) {
                if (e.getKey().runtime() == 0) { // its departure is pending now
                    Run run = e.getValue();
                    plan.runtimeZeroEnd(
                            run.expectedEnd(), run.index(), run.allocation().processors());
                }
            }
        }
        boolean rebuild = compress && rules.order() == Rules.Order.PLANNED_START;
        if (rebuild) {
            rebuild(plan);
        } else {
            for (Waiting w : queue) {
                if (w.slot == null) {
                    continue;
                }
                if (loose(w)) {
                    if (w.slot.start() < now) {
                        w.slot = null; // left behind by its second (not under PReMAS's own rules): placed again below
                        continue;
                    }
                    plan.holdInstant(w.slot, w.index); // books nothing, so nothing can make it invalid
                    continue;
                }
                if (plan.isFree(w.slot)) {
                    plan.reserve(w.slot, w.index, w.job.runtime() == 0);
                } else {
                    w.slot = null;
                    dropped++;
                }
            }
        }
        for (Waiting w : queue) {
            Slot old = w.slot;
            if (old != null && (rebuild || !compress || old.start() == now)) {
                continue;
            }
            if (old != null) {
                if (loose(w)) {
                    plan.releaseInstant(old, w.index);
                } else {
                    plan.cancel(old, w.index, w.job.runtime() == 0);
                }
            }
            w.slot = place(plan, w, old);
        }
    }

    /**
     * Whether the counts-only plan ({@link CountPlan}) serves: counts decide on this machine
     * ({@code PlanAgreementTest} holds it to {@link Plan} under every rule set). The only place
     * this scheduler asks the allocator whether counts suffice for planning.
     */
    private boolean countsOnly(Allocator live) {
        if (counts == null) {
            if (!countPlanAllowed || !Capabilities.has(live, CountsSuffice.class)) {
                return false;
            }
            counts = new CountPlan();
        }
        return true;
    }

    /**
     * {@link #plan} on {@link CountPlan}: the same steps, the profile and its reservations kept
     * across passes.
     *
     * @return whether some waiting job is planned to start now
     */
    private boolean planCounts(Allocator live, double now, boolean compress) {
        CountPlan plan = counts;
        // PReMAS's compression places every waiting job again, by old planned start
        boolean rebuild = compress && rules.order() == Rules.Order.PLANNED_START;
        boolean made = plan.advance(now, endProcessors);
        if (made && firstStart < now) { // reservations in the past are no longer free: placed again below
            if (rebuild) {
                made = false; // the rebuild below places them first, from the running jobs alone
            } else {
                for (Waiting w : queue) {
                    if (w.slot != null && w.slot.start() < now) {
                        plan.giveBack(w.slot);
                        w.slot = null;
                        dropped++;
                    }
                }
            }
        }
        if (!(made && plan.fits())) { // overbooked: the reservations are booked again while they fit
            plan.reset(live.free(), now, endProcessors);
            if (rebuild) {
                rebuild(plan, false);
            } else {
                for (Waiting w : queue) {
                    if (w.slot == null) {
                        continue;
                    }
                    if (plan.isFree(w.slot)) {
                        plan.reserve(w.slot);
                    } else {
                        w.slot = null;
                        dropped++;
                    }
                }
            }
        } else if (rebuild) {
            rebuild(plan, true);
        }
        boolean moveEarlier = compress && !rebuild;
        boolean due = false;
        double later = Double.POSITIVE_INFINITY;
        List<Waiting> waiting = queue;
        for (int q = 0, size = waiting.size(); q < size; q++) { // indexed: no iterator per pass
            Waiting w = waiting.get(q);
            Slot old = w.slot;
            if (old == null) {
                Slot slot = plan.earliest(w.processors, w.estimate, null);
                plan.reserve(slot);
                w.slot = slot;
            } else if (moveEarlier && old.start() != now) {
                moveEarlier(plan, w, old);
            }
            double start = w.slot.start();
            if (start == now) {
                due = true;
            } else if (start < later) {
                later = start;
            }
        }
        firstStart = later; // the jobs due now start in this pass; startDue says if one cannot
        return due;
    }

    /** Moves {@code w}'s reservation {@code old} to the earliest slot before it, if there is one. */
    private static void moveEarlier(CountPlan plan, Waiting w, Slot old) {
        Slot earlier = plan.earlierThan(old.start(), w.processors, w.estimate);
        if (earlier != null) { // cancel, then earliest, would give this slot
            plan.cancel(old);
            plan.reserve(earlier);
            w.slot = earlier;
        }
    }

    /**
     * PReMAS's compression on {@link CountPlan}: every waiting job with a reservation gets the
     * earliest slot again, by old planned start ({@link #PLANNED_START}), as if the plan held only
     * the running jobs and the jobs placed before it ({@link #rebuild(Plan)}).
     *
     * <p>{@code kept}: the profile still holds every reservation and they fit. Then each job is
     * asked only whether a slot before its own exists ({@link CountPlan#earlierThan}), the same
     * answer: the jobs not placed yet start no earlier than its old slot and so hold nothing
     * before it, and its old slot is free once the jobs before it are placed again (each of those
     * starts no later than it did, so it holds less of the old slot's span than it did, when
     * every reservation fitted together). Otherwise the profile holds only the running jobs
     * ({@link CountPlan#reset}) and each job is placed afresh.
     */
    private void rebuild(CountPlan plan, boolean kept) {
        Waiting[] order = byStart;
        int n = 0;
        for (int i = 0, size = byStartSize; i < size; i++) {
            Waiting w = order[i];
            order[i] = null;
            if (w.slot != null) { // a job that started has no slot (start)
                order[n++] = w;
            } else {
                w.ordered = false;
            }
        }
        List<Waiting> waiting = queue;
        for (int q = 0, size = waiting.size(); q < size; q++) {
            Waiting w = waiting.get(q);
            if (w.slot != null && !w.ordered) {
                if (n == order.length) {
                    order = java.util.Arrays.copyOf(order, 2 * n);
                    byStart = order;
                }
                order[n++] = w;
                w.ordered = true;
            }
        }
        byStartSize = n;
        java.util.Arrays.sort(order, 0, n, PLANNED_START);
        double now = plan.now();
        for (int i = 0; i < n; i++) {
            Waiting w = order[i];
            Slot old = w.slot;
            if (!kept) {
                Slot slot = plan.earliest(w.processors, w.estimate, null);
                plan.reserve(slot);
                w.slot = slot;
            } else if (old.start() != now) {
                moveEarlier(plan, w, old);
            }
        }
    }

    /** PReMAS's compression: the plan holds only the running jobs; jobs come back by old start. */
    private void rebuild(Plan plan) {
        List<Waiting> order = new ArrayList<>(queue.size());
        for (Waiting w : queue) {
            if (w.slot != null) {
                order.add(w);
            }
        }
        order.sort(PLANNED_START);
        for (Waiting w : order) {
            w.slot = place(plan, w, null);
        }
    }

    /** The earliest slot for {@code w}, never later than {@code bound}, booked in the plan. */
    private Slot place(Plan plan, Waiting w, Slot bound) {
        if (loose(w)) {
            Slot slot = plan.firstChange(w.job.request());
            slot = bound != null && bound.start() < slot.start() ? bound : slot;
            plan.holdInstant(slot, w.index);
            return slot;
        }
        Slot slot = plan.earliest(w.job.request(), w.estimate, bound);
        plan.reserve(slot, w.index, w.job.runtime() == 0);
        return slot;
    }

    /** Whether {@code w} is a 0-s job placed by PReMAS's rule (it holds nothing in the plan). */
    private boolean loose(Waiting w) {
        return rules.zero() == Rules.Zero.FIRST_CHANGE && w.job.estimate() == 0;
    }

    private void startDue(SchedulerContext ctx, double now) {
        if (rules.zero() == Rules.Zero.FIRST_CHANGE) {
            startInPremasOrder(ctx, now);
            return;
        }
        Allocator live = ctx.allocator();
        boolean countsSuffice = counts != null || Capabilities.has(live, CountsSuffice.class);
        TestsPlacements placements = countsSuffice ? null : Occupancy.placements(live);
        List<Waiting> waiting = queue;
        int size = waiting.size();
        int kept = 0; // the jobs that stay move up over the started ones: one pass, no removal shifts
        for (int q = 0; q < size; q++) {
            Waiting w = waiting.get(q);
            if (w.slot != null && w.slot.start() == now) {
                Allocation placement = countsSuffice
                        ? live.find(w.job.request()) // free processors, or null
                        : placements.isFree(w.slot.placement()) ? w.slot.placement() : null;
                if (placement != null) {
                    start(ctx, w, placement, now);
                    continue;
                }
                // a job planned to leave now has not left yet (per-event passes): at the next
                // pass this reservation is in the past
                firstStart = now;
            }
            if (kept != q) {
                waiting.set(kept, w);
            }
            kept++;
        }
        waiting.subList(kept, size).clear();
    }

    /**
     * PReMAS's starts ({@code tryToStart}, under {@code zero=first-change}, on counts): the jobs
     * due now in its order of one second's changes, jobs of runtime 0 first (0-s jobs among them),
     * then the others in queue order, and none after the first that does not fit (a job of
     * runtime 0 started just before still holds its processors until its departure, later in
     * this second, after which a pass starts the rest).
     */
    private void startInPremasOrder(SchedulerContext ctx, double now) {
        List<Waiting> due = new ArrayList<>();
        for (Waiting w : queue) {
            if (w.slot != null && w.slot.start() == now) {
                due.add(w);
            }
        }
        due.sort(java.util.Comparator.comparingInt(w -> w.job.runtime() == 0 ? 0 : 1));
        Allocator live = ctx.allocator();
        java.util.Set<Waiting> started = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Waiting w : due) {
            Allocation placement = live.find(w.job.request());
            if (placement == null) {
                break;
            }
            start(ctx, w, placement, now);
            started.add(w);
        }
        if (started.size() < due.size()) {
            firstStart = now; // as in startDue: at a later pass the reservations left are in the past
        }
        if (!started.isEmpty()) {
            queue.removeIf(started::contains);
        }
    }

    private void start(SchedulerContext ctx, Waiting w, Allocation placement, double now) {
        if (predictor.isEstimate()) {
            ctx.start(w.job, placement);
        } else {
            ctx.start(w.job, placement, w.estimate);
        }
        if (loose(w)) {
            looseWaiting--;
        }
        double expectedEnd = now + w.estimate;
        runs.put(w.job, new Run(placement, expectedEnd, w.index));
        endProcessors.add(expectedEnd, placement.processors());
        if (counts != null) {
            counts.started(w.slot, expectedEnd);
        } else {
            ends.computeIfAbsent(expectedEnd, k -> new ArrayList<>()).add(placement);
        }
        w.slot = null; // no longer waiting: byStart drops it
    }

    /** Every waiting job's planned start after the latest pass, in queue order (arrival by default). */
    public List<Reservation> reservations() {
        List<Reservation> out = new ArrayList<>(queue.size());
        for (Waiting w : queue) {
            out.add(new Reservation(w.job, w.slot == null ? Double.NaN : w.slot.start()));
        }
        return out;
    }

    /**
     * How many reservations were given up because a running job outlived its estimate and the
     * reserved processors were not free when planned again (0 while every job keeps to its
     * estimate); such a job is given a new reservation in the same pass.
     */
    public long droppedReservations() {
        return dropped;
    }

    @Override
    public int waiting() {
        return queue.size();
    }

    @Override
    public void checkInvariants() {
        if (counts != null) { // the placements by end are not kept: the counts plan reads processor counts only
            counts.checkInvariants();
            long running = 0;
            for (Run run : runs.values()) {
                running += run.allocation().processors();
            }
            if (endProcessors.total() != running) {
                throw new IllegalStateException(
                        endProcessors.total() + " processors planned to end but " + running + " running");
            }
            return;
        }
        int planned = 0;
        for (Map.Entry<Double, List<Allocation>> e : ends.entrySet()) {
            if (e.getValue().isEmpty()) {
                throw new IllegalStateException("empty group of expected end " + e.getKey());
            }
            planned += e.getValue().size();
        }
        if (planned != runs.size()) {
            throw new IllegalStateException(planned + " running jobs planned but " + runs.size() + " known");
        }
    }
}
