package org.schedlab.schedulers.maui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.backfill.ShadowPlanner;
import org.schedlab.schedulers.backfill.ShadowPlanner.HeadPlan;

/**
 * The Maui-like weighted-priority scheduler: EASY backfilling whose queue is ranked by a weighted
 * sum of priority factors, as the Maui scheduler ranks its idle jobs (Jackson, Snell and Clement,
 * "Core algorithms of the Maui scheduler", JSSPP 2001, LNCS 2221; the Maui administrator's guide,
 * "Job prioritization"), in the simplified form of pyss's {@code MauiScheduler} ({@code
 * src/schedulers/maui_scheduler.py}, which cites the same sources). A job's priority at a pass at
 * time {@code now} is
 *
 * <pre>{@code
 * wait x (now - submit) + xfactor x (now - submit + estimate) / estimate
 *     + bypass x (times bypassed) + size x processors
 * }</pre>
 *
 * larger first. Two sets of weights rank the queue: the list weights choose the head, and the
 * backfill weights order the candidates behind it. Each pass:
 *
 * <ol>
 *   <li>The queue is sorted by list priority, largest first; equal priorities keep the order the
 *       queue had after the previous pass (a stable sort), and new arrivals join at its end in
 *       arrival order.
 *   <li>Heads start while they are placed.
 *   <li>The jobs behind the head are sorted by backfill priority (stable), and that order is kept
 *       for the next pass. Each candidate that is placed now and keeps the head's reservation
 *       starts, as in EASY ({@link ShadowPlanner}).
 *   <li>Every backfilled job counts one bypass for each job left waiting that arrived before it.
 * </ol>
 *
 * With the default weights (wait 1, the others 0, in both sets) the queue is in arrival order and
 * the schedule is plain EASY's.
 *
 * <p>The expansion factor is {@code (wait + estimate) / estimate}, an estimate below 1 s counting
 * as 1 s; {@code expansion=whole} takes its whole part, as pyss's Python 2 integer division does.
 * Maui's user and administrator quality of service have no field in SWF (pyss reads them as 0), so
 * they are not factors here.
 *
 * <p>Cost per pass: O(Q log Q) for the two sorts over Q waiting jobs (linear when the order did
 * not change), one {@code find} per candidate no larger than the free count, and, when a bypass
 * weight is not 0, O(Q) per backfilled job for the bypass counts.
 */
public final class MauiScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "maui";

    /** The prefix of the backfill weights' keys. */
    public static final String BACKFILL_PREFIX = "bf-";

    /**
     * The priority factors' weights.
     *
     * @param waitTime per second waited since submission
     * @param xfactor per unit of expansion factor {@code (wait + estimate) / estimate}
     * @param bypass per time the job was bypassed by a later arrival that backfilled
     * @param size per processor requested
     */
    public record Weights(double waitTime, double xfactor, double bypass, double size) {
        /** Wait 1, the others 0: arrival order. */
        public static final Weights DEFAULT = new Weights(1, 0, 0, 0);

        public Weights {
            for (double w : new double[] {waitTime, xfactor, bypass, size}) {
                if (!Double.isFinite(w)) {
                    throw new IllegalArgumentException("a weight must be finite, got " + w);
                }
            }
        }
    }

    private static final String USAGE = "maui[:wait=W][:xfactor=W][:bypass=W][:size=W][:bf-wait=W][:bf-xfactor=W]"
            + "[:bf-bypass=W][:bf-size=W][:expansion=real|whole]";

    /** {@code maui[:KEY=W...][:expansion=real|whole]}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            USAGE + "  Maui-like priority (Jackson, Snell and Clement, JSSPP 2001, as pyss's MauiScheduler):"
                    + " EASY backfilling over a queue ranked by wait x (now - submit) + xfactor x expansion factor"
                    + " + bypass x times bypassed + size x processors, larger first; the plain keys weigh the"
                    + " head's order, the bf- keys the backfilling order (defaults: wait 1, others 0, which is"
                    + " EASY); expansion=whole takes the factor's whole part (pyss)",
            MauiScheduler::create);

    private static MauiScheduler create(Spec spec) {
        spec.requireArgs(0, 9, USAGE);
        double[] list = {1, 0, 0, 0};
        double[] backfill = {1, 0, 0, 0};
        boolean[] seen = new boolean[8];
        boolean whole = false;
        boolean expansionSeen = false;
        List<String> keys = List.of("wait", "xfactor", "bypass", "size");
        for (String arg : spec.args()) {
            int eq = arg.indexOf('=');
            String key = eq < 0 ? arg : arg.substring(0, eq);
            String value = eq < 0 ? null : arg.substring(eq + 1);
            if (key.equals("expansion") && value != null && !expansionSeen) {
                expansionSeen = true;
                whole = switch (value) {
                    case "real" -> false;
                    case "whole" -> true;
                    default -> throw spec.error("expansion must be real or whole, got '" + value + "'");
                };
                continue;
            }
            boolean bf = key.startsWith(BACKFILL_PREFIX);
            int k = keys.indexOf(bf ? key.substring(BACKFILL_PREFIX.length()) : key);
            if (k < 0 || value == null || seen[k + (bf ? 4 : 0)]) {
                throw spec.error("unknown or repeated option '" + arg + "' (expected " + USAGE + ")");
            }
            seen[k + (bf ? 4 : 0)] = true;
            double w;
            try {
                w = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw spec.error(key + " must be a number, got '" + value + "'");
            }
            if (!Double.isFinite(w)) {
                throw spec.error(key + " must be a finite number, got '" + value + "'");
            }
            (bf ? backfill : list)[k] = w;
        }
        return new MauiScheduler(
                new Weights(list[0], list[1], list[2], list[3]),
                new Weights(backfill[0], backfill[1], backfill[2], backfill[3]),
                whole);
    }

    /** A waiting job, its arrival number and its bypass count. */
    static final class Waiting {
        final Job job;
        final int arrival;
        int bypassed;
        double priority;

        Waiting(Job job, int arrival) {
            this.job = job;
            this.arrival = arrival;
        }
    }

    private final Weights listWeights;
    private final Weights backfillWeights;
    private final boolean wholeExpansion;
    private final boolean countsBypass;
    private final ShadowPlanner planner = new ShadowPlanner();
    /** The merge sort's scratch array ({@link #sortLargestFirst}), kept from pass to pass. */
    private Waiting[] spare;
    /**
     * The queue in the order the latest pass left it, arrivals since at its end: {@code
     * queue[0..size)}. An array rather than a list, so that the two stable sorts of every pass run
     * in place on a range ({@link #sortLargestFirst}) instead of copying out and back through a
     * list iterator.
     */
    private Waiting[] queue = new Waiting[16];

    private int size;

    private int arrivals;

    /**
     * @param list the weights that choose the head
     * @param backfill the weights that order the backfilling candidates
     * @param wholeExpansion whether the expansion factor is cut to its whole part (pyss)
     */
    public MauiScheduler(Weights list, Weights backfill, boolean wholeExpansion) {
        this.listWeights = java.util.Objects.requireNonNull(list, "list");
        this.backfillWeights = java.util.Objects.requireNonNull(backfill, "backfill");
        this.wholeExpansion = wholeExpansion;
        this.countsBypass = list.bypass() != 0 || backfill.bypass() != 0;
    }

    /** The weights that choose the head. */
    public Weights listWeights() {
        return listWeights;
    }

    /** The weights that order the backfilling candidates. */
    public Weights backfillWeights() {
        return backfillWeights;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        if (size == queue.length) {
            queue = Arrays.copyOf(queue, 2 * size);
        }
        queue[size++] = new Waiting(job, arrivals++);
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        planner.ended(job);
    }

    @Override
    public int waiting() {
        return size;
    }

    @Override
    public void pass(SchedulerContext ctx) {
        if (size == 0) {
            return;
        }
        Allocator allocator = ctx.allocator();
        double now = ctx.now();
        rank(0, listWeights, now);
        int started = 0;
        while (started < size && startIfPlaced(queue[started], ctx)) {
            started++;
        }
        if (started > 0) {
            System.arraycopy(queue, started, queue, 0, size - started);
            Arrays.fill(queue, size - started, size, null);
            size -= started;
        }
        if (size < 2) {
            return;
        }
        rank(1, backfillWeights, now);
        Waiting head = queue[0];
        HeadPlan plan = null;
        List<Waiting> backfilled = null;
        for (int i = 1; i < size; i++) {
            Waiting w = queue[i];
            Job job = w.job;
            if (job.request().processors() > allocator.free()) {
                continue;
            }
            if (plan == null) {
                plan = planner.plan(head.job, allocator, now, Capabilities.has(allocator, CountsSuffice.class));
            }
            if (plan.excludes(job)) {
                continue;
            }
            Allocation placement = allocator.find(job.request());
            if (placement == null || !plan.admit(job, placement)) {
                continue;
            }
            ctx.start(job, placement);
            planner.started(job, placement, now, w.arrival);
            if (backfilled == null) {
                backfilled = new ArrayList<>();
            }
            backfilled.add(w);
            queue[i] = null;
        }
        if (backfilled != null) {
            int kept = 0;
            for (int i = 0; i < size; i++) {
                if (queue[i] != null) {
                    queue[kept++] = queue[i];
                }
            }
            Arrays.fill(queue, kept, size, null);
            size = kept;
            if (countsBypass) {
                for (Waiting b : backfilled) {
                    for (int i = 0; i < size; i++) {
                        if (queue[i].arrival < b.arrival) {
                            queue[i].bypassed++;
                        }
                    }
                }
            }
        }
    }

    /** Sorts {@code queue[from..]} by priority under {@code weights}, largest first, stably. */
    private void rank(int from, Weights weights, double now) {
        for (int i = from; i < size; i++) {
            Waiting w = queue[i];
            w.priority = priority(w, weights, now);
        }
        spare = sortLargestFirst(queue, from, size, spare);
    }

    /**
     * Sorts {@code q[from, to)} by priority, largest first in {@link Double#compare}'s order,
     * stably: the order {@link Arrays#sort} gives with that comparator, by a merge sort that
     * compares the priority fields itself ({@link #before}) instead of calling a comparator (the
     * library's sort, a comparator call per comparison, took a third of weighted Maui's time on
     * SDSC-BLUE). A queue already in order (Maui's default weights keep
     * arrival order) costs one comparison per job; two halves already in order are not merged.
     *
     * @param spare an array at least as long as {@code q}, or {@code null}
     * @return {@code spare}, or a longer array made in its place
     */
    static Waiting[] sortLargestFirst(Waiting[] q, int from, int to, Waiting[] spare) {
        int i = from + 1;
        while (i < to && !before(q[i], q[i - 1])) {
            i++;
        }
        if (i >= to) {
            return spare; // already in order
        }
        Waiting[] tmp = spare != null && spare.length >= q.length ? spare : new Waiting[q.length];
        mergeSort(q, tmp, from, to);
        return tmp;
    }

    /** Whether {@code a} goes strictly before {@code b}: {@code Double.compare(b.priority, a.priority) < 0}. */
    private static boolean before(Waiting a, Waiting b) {
        double x = a.priority;
        double y = b.priority;
        if (x > y) {
            return true;
        }
        if (x < y) {
            return false;
        }
        return Double.compare(y, x) < 0; // equal, a zero of each sign, or NaN: as the comparator
    }

    private static void mergeSort(Waiting[] q, Waiting[] tmp, int lo, int hi) {
        if (hi - lo <= 16) {
            for (int i = lo + 1; i < hi; i++) {
                Waiting x = q[i];
                int j = i - 1;
                while (j >= lo && before(x, q[j])) {
                    q[j + 1] = q[j];
                    j--;
                }
                q[j + 1] = x;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(q, tmp, lo, mid);
        mergeSort(q, tmp, mid, hi);
        if (!before(q[mid], q[mid - 1])) {
            return; // the halves are already in order
        }
        System.arraycopy(q, lo, tmp, lo, hi - lo);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            if (j >= hi || (i < mid && !before(tmp[j], tmp[i]))) { // the left one first on a tie: stable
                q[k] = tmp[i++];
            } else {
                q[k] = tmp[j++];
            }
        }
        Arrays.fill(tmp, lo, hi, null);
    }

    private double priority(Waiting w, Weights weights, double now) {
        double wait = now - w.job.submit();
        double p = weights.waitTime() * wait;
        if (weights.xfactor() != 0) {
            double estimate = Math.max(1, w.job.estimate());
            double expansion = (wait + estimate) / estimate;
            p += weights.xfactor() * (wholeExpansion ? Math.floor(expansion) : expansion);
        }
        if (weights.bypass() != 0) {
            p += weights.bypass() * w.bypassed;
        }
        if (weights.size() != 0) {
            p += weights.size() * w.job.request().processors();
        }
        return p;
    }

    private boolean startIfPlaced(Waiting w, SchedulerContext ctx) {
        Job job = w.job;
        if (job.request().processors() > ctx.allocator().free()) {
            return false;
        }
        Allocation placement = ctx.allocator().find(job.request());
        if (placement == null) {
            return false;
        }
        ctx.start(job, placement);
        planner.started(job, placement, ctx.now(), w.arrival);
        return true;
    }

    @Override
    public void checkInvariants() {
        planner.checkInvariants();
        for (int i = 0; i < size; i++) {
            Waiting w = queue[i];
            if (w == null || w.bypassed < 0) {
                throw new IllegalStateException("maui: a queue entry is missing or has a negative bypass count");
            }
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "maui(list=%s, backfill=%s)", listWeights, backfillWeights);
    }
}
