package org.schedlab.schedulers.easy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.backfill.ShadowPlanner;
import org.schedlab.schedulers.backfill.ShadowPlanner.HeadPlan;
import org.schedlab.schedulers.backfill.ShadowPlanner.Run;
import org.schedlab.schedulers.predict.RuntimePredictor;
import org.schedlab.schedulers.predict.RuntimePredictors;
import org.schedlab.schedulers.queue.OrderedQueue;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.queue.QueueScheduler;

/**
 * EASY backfilling (Lifka 1995; Mu'alem and Feitelson, IEEE TPDS 12(6), 2001) in the topology-aware
 * form needed by Pascual, Navaridas and Miguel-Alonso, "Effects of topology-aware allocation
 * policies on scheduling performance", JSSPP 2009, section 3: only the queue head holds a
 * reservation, and the reservation is planned on a what-if copy of the allocator rather than on a
 * processor count, so it stays valid for contiguous allocators.
 *
 * <p>Each pass (once per timestamp by default, see {@link org.schedlab.core.sched.PassMode}):
 *
 * <ol>
 *   <li>Start head jobs while the allocator finds them a place.
 *   <li>Shadow time: on {@link Allocator#copy()} release the running jobs in order of expected end
 *       {@code max(start + estimate, now)}, all jobs of one expected end together (within a
 *       group: earlier start, then job order), until the head fits; that expected end is the
 *       shadow time {@code S}, and the copy, with every job expected to end by {@code S}
 *       released, is the state the reservation counts on.
 *   <li>Backfill, in queue order, every later job the allocator places now (placement {@code P})
 *       that either ends by its estimate no later than {@code S}, or leaves the head's reservation
 *       intact: with {@code P} marked busy on the what-if state, the head still fits. Such a job
 *       stays marked busy on the what-if state for the rest of the pass.
 * </ol>
 *
 * <p>On a flat machine this is exactly the count-based rule (start a job that ends by {@code S}
 * or uses at most the "extra" processors free at {@code S} beyond the head's need, then decrease
 * the extra); the tests hold the two to identical schedules, and when {@link
 * CountsSuffice} the pass runs that count-based rule directly, with no copy. The extra
 * processors are those free at {@code S} as Mu'alem and Feitelson define them: every job expected
 * to end by {@code S} counts, including jobs tied with the one that first lets the head fit
 * (releases before issue 9 stopped at that job and undercounted). Decisions where the sources are
 * silent: the what-if state is updated incrementally rather than rebuilt after each backfill; only
 * the allocator's own placement {@code P} is tested, not every possible placement. A job that
 * outlives its estimate keeps running and is expected to end now.
 *
 * <p>Cost per pass: O(log R) per start and departure for the running set. When the head waits and
 * some later job is no larger than the free count (otherwise nothing is planned): on an allocator
 * whose counts decide what fits ({@link CountsSuffice}, a flat machine) no copy at all,
 * one walk over the running jobs expected to end by the shadow time and one {@code find} per queued
 * job whose size is at most the free count; on a topology the plan waits until some queued job
 * has a placement now, and then costs one allocator copy, one release per running job expected to
 * end by the shadow time with a {@link Allocator#fits} for the head after each group, and one
 * more {@code fits} on the what-if state per later candidate that would run past {@code S} and
 * is not already ruled out by a count test. A pass of plain EASY in arrival order on counts that
 * follows arrivals only (nothing started or ended since the last pass) reads just the jobs that
 * arrived since, and reuses the last plan while no running job's expected end has passed.
 *
 * <p><b>{@code easy:kill}</b>: the variant that section 3 of Pascual et al. describes, where the
 * reservation is made on processor counts and, when it cannot be honoured on the topology, "advanced"
 * jobs are killed. It plans and backfills exactly as the count-based rule above (the count
 * form of {@link ShadowPlanner}, whatever the allocator), with the real allocator's placement for every start.
 * The head's reservation is due once enough processors are free by count (the count-based shadow
 * time is now). If the allocator then cannot place the head, the pass kills advanced jobs:
 *
 * <ol>
 *   <li>Advanced jobs are the running jobs that arrived after the head (each started while the
 *       head waited, so it overtook it), except those expected to end by now ({@code start +
 *       estimate <= now}, which leave at once by their estimate).
 *   <li>They are released on an allocator copy, the most recently started first (among equal
 *       starts the later arrival first), until the head fits. If it does not fit with all of them
 *       released, nobody is killed and the head waits (only older jobs stand in its way).
 *   <li>Of the released jobs, each but the last is then put back on the copy, the earliest started
 *       first, and stays spared when the head still fits; the rest are killed, most recently
 *       started first, and the head starts at once on the allocator's placement.
 * </ol>
 *
 * A killed job is queued again at its own arrival position, behind the head, with its original
 * submit time: the kill is the scheduler's doing, so the job keeps its place in the FCFS order, and
 * its wait (to the start of the run that completes it) includes the time it lost. The engine counts
 * the kills and the lost processor time ({@code kills}, {@code lostWork}). On an allocator where
 * counts decide ({@link CountsSuffice}) the head always fits once enough processors are
 * free, so {@code easy:kill} never kills and gives exactly {@code easy}'s schedule (tested).
 *
 * <p><b>{@code easy:order=NAME}</b>: the queue order ({@link QueueOrders}: {@code
 * fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf} and any order a module registers). The head, which holds the reservation, is
 * the first waiting job in that order, and the later jobs are tried for backfilling in that order;
 * equal scores fall back to arrival order, then job id. A time-dependent order ({@code wfp3}) is
 * scored again at every pass, so the head may change from one pass to the next. {@code order=fcfs}
 * (the default) is arrival order and runs the code path of plain {@code easy}, with identical
 * schedules. {@code easy:kill} takes only {@code order=fcfs}: its kill rule is defined by arrival
 * (which jobs overtook the head, where a killed job goes back).
 *
 * <p>The planning (running jobs by expected end, shadow time, what-if admission of candidates)
 * is {@link ShadowPlanner}, which other policies can reuse.
 */
public final class EasyScheduler extends QueueScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "easy";

    /** The argument of the variant that kills advanced jobs. */
    public static final String KILL = "kill";

    /** The key of the queue-order option. */
    public static final String ORDER = "order";

    /** The key of the predictor option (every job). */
    public static final String PREDICT = "predict";

    /** The key of the predictor of jobs started at the head of the queue. */
    public static final String HEAD_PREDICT = "head-predict";

    /** The key of the predictor of backfilling candidates. */
    public static final String TAIL_PREDICT = "tail-predict";

    /** The key of the backfilling order option. */
    public static final String BACKFILL = "backfill";

    /**
     * {@code easy[:kill][:order=NAME][:predict=P][:head-predict=P][:tail-predict=P][:backfill=queue|sjf|lookahead]}
     * with the built-in queue orders ({@link QueueOrders#builtIn()}).
     */
    public static final NamedSchedulerFactory FACTORY = factory(QueueOrders.builtIn());

    /**
     * The same with NAME one of {@code orders}: the factory the schedulers module registers, built
     * from every registered order.
     */
    public static NamedSchedulerFactory factory(QueueOrders orders) {
        return new NamedSchedulerFactory(
                NAME,
                "easy[:kill][:order=NAME][:predict=P][:head-predict=P][:tail-predict=P][:backfill=queue|sjf|lookahead]  EASY"
                        + " backfilling, reservation for the queue head planned on the allocator;"
                        + " easy:kill plans on processor counts and kills backfilled jobs that block the head;"
                        + " order=" + orders.names() + " ranks the queue (default fcfs);"
                        + " predict=" + RuntimePredictors.names() + " plans with predicted runtimes (default estimate;"
                        + " head-/tail-predict for jobs started at the head / backfilled);"
                        + " backfill=sjf tries candidates shortest prediction first (SJBF);"
                        + " backfill=lookahead starts the set of candidates of largest processors x estimate that"
                        + " keeps the reservation (Shmueli and Feitelson, JPDC 65(9), 2005, as pyss's"
                        + " LookAheadEasyBackFillScheduler)."
                        + " EASY++ (Tsafrir, Etsion and Feitelson, TPDS 2007) is easy:predict=user-last2:backfill=sjf",
                spec -> create(spec, orders));
    }

    private static EasyScheduler create(org.schedlab.core.spec.Spec spec, QueueOrders orders) {
        String usage = "easy[:kill][:order=NAME][:predict=P][:head-predict=P][:tail-predict=P]"
                + "[:backfill=queue|sjf|lookahead]"
                + " with NAME one of " + orders.names() + " and P one of " + RuntimePredictors.names();
        spec.requireArgs(0, 6, usage);
        boolean kill = false;
        QueueOrder order = null;
        String predict = null;
        String headPredict = null;
        String tailPredict = null;
        Backfill backfill = null;
        for (String arg : spec.args()) {
            if (arg.equals(KILL) && !kill) {
                kill = true;
            } else if (arg.startsWith(ORDER + "=") && order == null) {
                order = orders.get(spec, arg.substring(ORDER.length() + 1));
            } else if (arg.startsWith(PREDICT + "=") && predict == null) {
                predict = arg.substring(PREDICT.length() + 1);
            } else if (arg.startsWith(HEAD_PREDICT + "=") && headPredict == null) {
                headPredict = arg.substring(HEAD_PREDICT.length() + 1);
            } else if (arg.startsWith(TAIL_PREDICT + "=") && tailPredict == null) {
                tailPredict = arg.substring(TAIL_PREDICT.length() + 1);
            } else if (arg.startsWith(BACKFILL + "=") && backfill == null) {
                backfill = Backfill.of(spec, arg.substring(BACKFILL.length() + 1));
            } else {
                throw spec.error("unknown option '" + arg + "' (expected " + usage + ")");
            }
        }
        order = order == null ? QueueOrders.FCFS : order;
        if (kill && !order.isArrival()) {
            throw spec.error("easy:kill takes only order=fcfs: its kills are defined by arrival order");
        }
        String all = predict == null ? RuntimePredictors.ESTIMATE : predict;
        RuntimePredictor shared = RuntimePredictors.make(spec, all);
        RuntimePredictor head =
                headPredict == null || headPredict.equals(all) ? shared : RuntimePredictors.make(spec, headPredict);
        RuntimePredictor tail =
                tailPredict == null || tailPredict.equals(all) ? shared : RuntimePredictors.make(spec, tailPredict);
        backfill = backfill == null ? Backfill.QUEUE : backfill;
        if (kill && (backfill != Backfill.QUEUE || !head.isEstimate() || !tail.isEstimate())) {
            throw spec.error("easy:kill takes no predictor and no backfill order");
        }
        return new EasyScheduler(kill, order, new Predictions(head, tail, backfill));
    }

    /** Which waiting jobs EASY backfills, and in which order it tries them ({@code backfill=}). */
    public enum Backfill {
        /** Every candidate that keeps the reservation, tried in queue order. */
        QUEUE,
        /**
         * Every candidate that keeps the reservation, tried shortest {@code tail} prediction first,
         * equal predictions in queue order: SJBF (Tsafrir, Etsion and Feitelson, IEEE TPDS 18(6),
         * 2007, section 6).
         */
        SJF,
        /**
         * The set of candidates that keeps the reservation and has the largest total score {@code
         * processors x estimate}, chosen by dynamic programming over the candidates in queue order
         * and the processors free now, then started in queue order: the look-ahead of Shmueli and
         * Feitelson, "Backfilling with lookahead to optimize the packing of parallel jobs", JPDC
         * 65(9), 2005, in the form of pyss's {@code LookAheadEasyBackFillScheduler} ({@code
         * src/schedulers/lookahead_easy_scheduler.py}). Row {@code j}, budget {@code k} (0 to the
         * free count): the best set among the first {@code j} candidates either without candidate
         * {@code j}, or as the best set of row {@code j - 1} at budget {@code k - size(j)} with
         * {@code j} added, if {@code j} then still starts now without delaying the head (at most the
         * processors free now, and, if it runs past the shadow time, at most the spare processors
         * there) and the score is at least the other's (a tie takes {@code j}). The answer is the
         * best set at the full free count. Processor counts decide the choice; on a topology each
         * chosen job then needs a placement now and the what-if state's admission. Cost per pass:
         * O(candidates x free processors), one small object per improved entry.
         */
        LOOKAHEAD;

        static Backfill of(org.schedlab.core.spec.Spec spec, String text) {
            return switch (text) {
                case "queue" -> QUEUE;
                case "sjf" -> SJF;
                case "lookahead" -> LOOKAHEAD;
                default -> throw spec.error("unknown backfill order '" + text + "' (expected queue, sjf or lookahead)");
            };
        }
    }

    /**
     * The runtimes EASY plans with and the way it picks candidates.
     *
     * @param head the predictor of the jobs started at the head of the queue (their booking until
     *     they end or outlive it)
     * @param tail the predictor of the backfilling candidates (the test against the shadow time and
     *     the booking of a backfilled job)
     * @param backfill which candidates are backfilled, in which order
     */
    public record Predictions(RuntimePredictor head, RuntimePredictor tail, Backfill backfill) {
        /** Plain EASY: the user's estimate, candidates in queue order. */
        public static final Predictions ESTIMATES =
                new Predictions(RuntimePredictors.estimate(), RuntimePredictors.estimate(), Backfill.QUEUE);

        public Predictions {
            java.util.Objects.requireNonNull(backfill, "backfill");
        }

        /** Whether this is plain EASY's planning. */
        public boolean plain() {
            return head.isEstimate() && tail.isEstimate() && backfill == Backfill.QUEUE;
        }
    }

    /**
     * The head's reservation computed by the latest pass.
     *
     * @param head the queue head
     * @param shadow the time by which the head is guaranteed to start if running jobs end by their
     *     estimates
     */
    public record Reservation(Job head, double shadow) {}

    /** easy:kill's kill order: latest start first, then the later arrival. */
    private static final Comparator<Run> MOST_RECENT_FIRST =
            Comparator.comparingDouble(Run::start).thenComparingInt(Run::order).reversed();

    private final ShadowPlanner planner = new ShadowPlanner();

    /**
     * What the last pass of plain EASY in arrival order on processor counts leaves to the next
     * one: whether it left anything ({@code carrying}), the head that waited, the planner's
     * changes and the arrivals when it ended, and its count plan ({@link ShadowPlanner#carry}), or
     * {@code null} when no job behind the head was small enough to plan for. When nothing started
     * or ended since, the next pass sees the same head waiting on the same free processors; every
     * job that waited at the last pass was refused then and stays refused (the free count and the
     * spare processors only fell, the time only grew, and a job too large for the free count stays
     * too large), so that pass tries only the jobs that arrived since, read directly at their queue
     * positions with no search, and decides exactly as a full pass would. With a plan it carries
     * only while no running job's expected end has passed since; without one, time does not
     * matter. About half of EASY's passes on a busy trace follow arrivals only.
     */
    private boolean carrying;

    private HeadPlan carried;
    private int carriedHead;
    private long carriedChanges;
    private int carriedArrivals;
    private final OrderedQueue ordered;
    private Reservation reservation;
    private final boolean kill;
    private final Predictions predictions;

    /** EASY that never breaks a reservation ({@code easy}). */
    public EasyScheduler() {
        this(false);
    }

    /**
     * @param kill whether the reservation is planned on processor counts and honoured by killing
     *     advanced jobs ({@code easy:kill})
     */
    public EasyScheduler(boolean kill) {
        this(kill, QueueOrders.FCFS);
    }

    /**
     * @param kill as {@link #EasyScheduler(boolean)}; needs arrival order
     * @param order the queue order
     */
    public EasyScheduler(boolean kill, QueueOrder order) {
        this(kill, order, Predictions.ESTIMATES);
    }

    /**
     * @param kill as {@link #EasyScheduler(boolean)}; needs arrival order and plain predictions
     * @param order the queue order
     * @param predictions the runtimes planned with and the candidates' order
     */
    public EasyScheduler(boolean kill, QueueOrder order, Predictions predictions) {
        if (kill && !order.isArrival()) {
            throw new IllegalArgumentException("easy:kill needs arrival order, not " + order.name());
        }
        if (kill && !predictions.plain()) {
            throw new IllegalArgumentException("easy:kill plans with the estimates only");
        }
        this.kill = kill;
        this.ordered = new OrderedQueue(queue, order);
        this.predictions = predictions;
    }

    /** The runtimes planned with. */
    public Predictions predictions() {
        return predictions;
    }

    /** The queue order. */
    public QueueOrder order() {
        return ordered.order();
    }

    @Override
    public boolean mayKill() {
        return kill;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        ordered.add(job, nextPosition());
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        planner.ended(job);
    }

    /** A learning predictor learns the job's runtime at the departure's turn. */
    @Override
    public void onDepartureTurn(Job job, SchedulerContext ctx) {
        if (!predictions.plain()) {
            predictions.head().ended(job);
            if (predictions.tail() != predictions.head()) {
                predictions.tail().ended(job);
            }
        }
    }

    /**
     * The reservation planned by the latest pass, or {@code null} if that pass planned none: the
     * queue was empty after it, or no waiting job was small enough to backfill, or (on a topology)
     * none had a placement now (the plan is only made when a candidate needs it). A pass after
     * arrivals only that carries the last pass's plan (see {@link #carrying}) keeps its
     * reservation, which still holds: the same head, the same shadow time.
     */
    public Reservation reservation() {
        return reservation;
    }

    @Override
    public void pass(SchedulerContext ctx) {
        if (!predictions.plain()) {
            predictedPass(ctx);
            return;
        }
        Allocator allocator = ctx.allocator();
        double now = ctx.now();
        ordered.refresh(now);
        int head = ordered.first();
        if (carrying && head == carriedHead && carriedChanges == planner.changes()) {
            HeadPlan resumed = carried == null ? null : planner.carry(carried, carriedChanges, now);
            if (carried == null || resumed != null) {
                backfillArrivals(head, resumed, ctx);
                return;
            }
        }
        carrying = false;
        while (head >= 0 && (startIfPlaced(head, ctx) || (kill && killFor(head, ctx)))) {
            head = ordered.first();
        }
        if (head < 0) {
            reservation = null;
            return;
        }
        boolean byCounts = kill || Capabilities.has(allocator, CountsSuffice.class);
        boolean carries = byCounts && !kill && ordered.order().isArrival();
        int p = ordered.next(head, allocator.free());
        if (p < 0) {
            reservation = null; // nothing could be backfilled: no need to plan
            if (carries) {
                carry(head, null);
            }
            return;
        }
        Job headJob = ordered.get(head);
        HeadPlan plan = planner.plan(headJob, allocator, now, byCounts);
        for (; p >= 0; p = ordered.next(p, allocator.free())) {
            backfill(p, plan, ctx);
        }
        reservation = plan.planned() ? new Reservation(headJob, plan.shadow()) : null;
        if (carries) {
            carry(head, plan);
        }
    }

    /**
     * The pass after arrivals only (see {@link #carrying}): tries the jobs that arrived since the
     * last pass, in arrival order, with the last pass's {@code plan}, or with a new plan once one of
     * them is no larger than the free count if the last pass had none.
     */
    private void backfillArrivals(int head, HeadPlan plan, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        for (int q = carriedArrivals, end = arrivals(); q < end; q++) {
            Job job = queue.get(q); // nothing started since the last pass: every arrival since waits
            if (job.request().processors() > allocator.free()) {
                continue;
            }
            if (plan == null) {
                Job headJob = queue.get(head);
                plan = planner.plan(headJob, allocator, ctx.now(), true);
                reservation = new Reservation(headJob, plan.shadow());
            }
            backfill(q, plan, ctx);
        }
        carry(head, plan);
    }

    /** Starts the waiting job at {@code cursor} if {@code plan} lets it start now. */
    private void backfill(int cursor, HeadPlan plan, SchedulerContext ctx) {
        Job job = ordered.get(cursor);
        if (plan.excludes(job)) {
            return; // cannot leave the head's processors free at the shadow time
        }
        Allocation placement = ctx.allocator().find(job.request());
        if (placement != null && plan.admit(job, placement)) {
            start(cursor, placement, ctx);
        }
    }

    /** Notes what this pass leaves to the next ({@link #carrying}). */
    private void carry(int head, HeadPlan plan) {
        carrying = true;
        carried = plan;
        carriedHead = head;
        carriedChanges = planner.changes();
        carriedArrivals = arrivals();
    }

    /**
     * The pass with predicted runtimes: jobs that outlived their prediction are booked again up to
     * their estimate; heads start as in {@link #pass} and are booked for their head prediction;
     * candidates are tested and booked with their tail prediction, in queue order or (SJBF)
     * shortest tail prediction first, equal predictions in queue order (Tsafrir, Etsion and
     * Feitelson, IEEE TPDS 18(6), 2007, sections 3 and 6).
     */
    private void predictedPass(SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        double now = ctx.now();
        planner.extendOutlived(now);
        ordered.refresh(now);
        int head = ordered.first();
        while (head >= 0 && startHeadPredicted(head, ctx)) {
            head = ordered.first();
        }
        if (head < 0) {
            reservation = null;
            return;
        }
        int p = ordered.next(head, allocator.free());
        if (p < 0) {
            reservation = null;
            return;
        }
        Job headJob = ordered.get(head);
        HeadPlan plan = planner.plan(headJob, allocator, now, Capabilities.has(allocator, CountsSuffice.class));
        RuntimePredictor tail = predictions.tail();
        int n = 0;
        for (; p >= 0; p = ordered.next(p, allocator.free())) {
            if (n == candidates.length) {
                candidates = java.util.Arrays.copyOf(candidates, 2 * n);
                candidateRuntimes = java.util.Arrays.copyOf(candidateRuntimes, 2 * n);
            }
            candidates[n] = p;
            candidateRuntimes[n++] = tail.predict(ordered.get(p));
        }
        if (predictions.backfill() == Backfill.LOOKAHEAD) {
            HeadPlan counts = Capabilities.has(allocator, CountsSuffice.class)
                    ? plan
                    : planner.plan(headJob, allocator, now, true);
            boolean[] chosen = lookAhead(n, now, allocator.free(), counts.shadow(), counts.spare());
            for (int i = 0; i < n; i++) {
                if (chosen[i]) {
                    Job job = ordered.get(candidates[i]);
                    Allocation placement = allocator.find(job.request());
                    if (placement != null && plan.admit(job, placement, candidateRuntimes[i])) {
                        start(candidates[i], placement, ctx, candidateRuntimes[i]);
                    }
                }
            }
            reservation = plan.planned() ? new Reservation(headJob, plan.shadow()) : null;
            return;
        }
        Integer[] byRuntime = null;
        if (predictions.backfill() == Backfill.SJF && n > 1) {
            byRuntime = new Integer[n];
            for (int i = 0; i < n; i++) {
                byRuntime[i] = i;
            }
            double[] r = candidateRuntimes;
            java.util.Arrays.sort(byRuntime, (a, b) -> {
                int c = Double.compare(r[a], r[b]);
                return c != 0 ? c : Integer.compare(a, b);
            });
        }
        for (int k = 0; k < n; k++) {
            int i = byRuntime == null ? k : byRuntime[k];
            Job job = ordered.get(candidates[i]);
            double runtime = candidateRuntimes[i];
            if (job.request().processors() > allocator.free() || plan.excludes(job, runtime)) {
                continue;
            }
            Allocation placement = allocator.find(job.request());
            if (placement != null && plan.admit(job, placement, runtime)) {
                start(candidates[i], placement, ctx, runtime);
            }
        }
        reservation = plan.planned() ? new Reservation(headJob, plan.shadow()) : null;
    }

    /**
     * {@link Backfill#LOOKAHEAD}'s choice among the pass's {@code n} candidates (queue order, with
     * their tail predictions): which of them start now. {@code free} processors are free now;
     * {@code spare} are free at the shadow time beyond the head's need.
     *
     * <p>The table is one row updated in place; which candidate improved which budget is kept as
     * one bit per (candidate, budget) in {@link #improved}, and the chosen set is read back from
     * the full budget, last candidate first (the set a linked list of choices per budget would
     * hold, without an object per improvement). Each candidate's bits take whole words, written
     * whole for the budgets it can reach, so the table is never cleared: a budget below the
     * candidate's size is never read.
     */
    private boolean[] lookAhead(int n, double now, int free, double shadow, int spare) {
        // The budgets stop at the candidates' total size when that is below the free count: a
        // budget at or above the total of the candidates seen so far holds the same entry as that
        // total (the same sets fit, and each candidate compares the same entries), so the entry
        // of the whole free count is the entry of the total.
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += ordered.get(candidates[i]).request().processors();
        }
        int budget = (int) Math.min(free, total);
        double[] score = new double[budget + 1];
        int[] usedNow = new int[budget + 1];
        int[] usedAfter = new int[budget + 1];
        int rowWords = (budget >>> 6) + 1;
        long words = (long) n * rowWords;
        long[] marks = marks(words);
        for (int i = 0; i < n; i++) {
            Job job = ordered.get(candidates[i]);
            int size = job.request().processors();
            boolean pastShadow = now + candidateRuntimes[i] > shadow;
            double value = (double) size * job.estimate();
            int row = i * rowWords;
            int word = budget >>> 6;
            long bits = 0; // this candidate's marks in word `word` of its row
            // largest budget first, so every entry read is still the previous candidate's
            for (int k = budget; k >= size; k--) {
                if (k >>> 6 != word) {
                    marks[row + word] = bits;
                    bits = 0;
                    word = k >>> 6;
                }
                int from = k - size;
                if (size > free - usedNow[from] || (pastShadow && size > spare - usedAfter[from])) {
                    continue; // it would not start now, or would delay the head
                }
                double with = score[from] + value;
                if (score[k] <= with) {
                    score[k] = with;
                    usedNow[k] = usedNow[from] + size;
                    usedAfter[k] = usedAfter[from] + (pastShadow ? size : 0);
                    bits |= 1L << k;
                }
            }
            marks[row + word] = bits;
        }
        boolean[] chosen = new boolean[n];
        int k = budget;
        for (int i = n - 1; i >= 0; i--) {
            int size = ordered.get(candidates[i]).request().processors();
            if (k >= size && (marks[i * rowWords + (k >>> 6)] & (1L << k)) != 0) {
                chosen[i] = true;
                k -= size;
            }
        }
        return chosen;
    }

    /** {@link #improved}, grown to at least {@code words} words. */
    private long[] marks(long words) {
        if (improved.length < words) {
            if (words > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("the look-ahead needs a table of " + words + " words");
            }
            improved = new long[(int) Math.min(Math.max(words, 2L * improved.length), Integer.MAX_VALUE - 8)];
        }
        return improved;
    }

    /**
     * The look-ahead's marks: candidate {@code i}'s row starts at word {@code i ((budget >>> 6) + 1)},
     * bit {@code k} of it set when the candidate improved budget {@code k}.
     */
    private long[] improved = new long[0];

    /** Candidate cursors of the latest predicted pass, and their tail predictions. */
    private int[] candidates = new int[16];

    private double[] candidateRuntimes = new double[16];

    /**
     * {@code easy:kill}: when the head's reservation is due (enough processors free by count) but
     * the allocator cannot place it, kills advanced jobs as the class comment says and starts the
     * head. Arrival order only, so the cursor {@code head} is the queue position.
     *
     * @return whether the head started
     */
    private boolean killFor(int head, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        Job headJob = queue.get(head);
        if (headJob.request().processors() > allocator.free()) {
            return false; // not due yet: the count-based shadow time lies ahead
        }
        double now = ctx.now();
        List<Run> advanced = new ArrayList<>();
        for (Run run : planner.running()) {
            if (run.order() > head && run.estimatedEnd() > now) {
                advanced.add(run);
            }
        }
        if (advanced.isEmpty()) {
            return false;
        }
        advanced.sort(MOST_RECENT_FIRST);
        Allocator whatIf = allocator.copy();
        int released = 0;
        boolean fits = false;
        while (released < advanced.size() && !fits) {
            whatIf.release(advanced.get(released++).allocation());
            fits = whatIf.fits(headJob.request());
        }
        if (!fits) {
            return false;
        }
        List<Run> victims = new ArrayList<>(advanced.subList(0, released));
        for (int i = released - 2; i >= 0; i--) {
            Run run = victims.get(i);
            whatIf.commit(run.allocation());
            if (whatIf.fits(headJob.request())) {
                victims.remove(i); // spared: the head fits without killing it
            } else {
                whatIf.release(run.allocation());
            }
        }
        for (Run run : victims) {
            ctx.kill(run.job());
            planner.ended(run.job());
            queue.restore(run.job(), run.order());
        }
        Allocation placement = allocator.find(headJob.request());
        if (placement == null) {
            throw new IllegalStateException("job " + headJob.id() + " does not fit after the kills that made it fit"
                    + " on the allocator's copy");
        }
        start(head, placement, ctx);
        return true;
    }

    private boolean startIfPlaced(int cursor, SchedulerContext ctx) {
        Job job = ordered.get(cursor);
        if (job.request().processors() > ctx.allocator().free()) {
            return false;
        }
        Allocation placement = ctx.allocator().find(job.request());
        if (placement == null) {
            return false;
        }
        start(cursor, placement, ctx);
        return true;
    }

    private void start(int cursor, Allocation placement, SchedulerContext ctx) {
        int position = ordered.position(cursor);
        Job job = queue.remove(position);
        ctx.start(job, placement);
        planner.started(job, placement, ctx.now(), position);
    }

    /** Starts the head at {@code cursor} if placed, booked for its head prediction. */
    private boolean startHeadPredicted(int cursor, SchedulerContext ctx) {
        Job job = ordered.get(cursor);
        if (job.request().processors() > ctx.allocator().free()) {
            return false;
        }
        Allocation placement = ctx.allocator().find(job.request());
        if (placement == null) {
            return false;
        }
        start(cursor, placement, ctx, predictions.head().predict(job));
        return true;
    }

    /** Starts the job at {@code cursor}, booked for {@code runtime}. */
    private void start(int cursor, Allocation placement, SchedulerContext ctx, double runtime) {
        int position = ordered.position(cursor);
        Job job = queue.remove(position);
        ctx.start(job, placement, runtime);
        planner.started(job, placement, ctx.now(), position, runtime);
    }

    @Override
    public void checkInvariants() {
        super.checkInvariants();
        planner.checkInvariants();
    }
}
