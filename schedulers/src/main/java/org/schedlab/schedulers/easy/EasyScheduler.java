package org.schedlab.schedulers.easy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
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
 * is not already ruled out by a count test.
 *
 * <p><b>{@code easy:kill}</b>: the variant that section 3 of Pascual et al. describes, where the
 * reservation is made on processor counts and, when it cannot be honoured on the topology, "advanced"
 * jobs are killed. It plans and backfills exactly as the count-based rule above ({@code
 * backfillByCounts}, whatever the allocator), with the real allocator's placement for every start.
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
 */
public final class EasyScheduler extends QueueScheduler implements PassScheduler {
    /** The registered name. */
    public static final String NAME = "easy";

    /** The argument of the variant that kills advanced jobs. */
    public static final String KILL = "kill";

    /** {@code easy} or {@code easy:kill}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            "easy[:kill]  EASY backfilling, reservation for the queue head planned on the allocator;"
                    + " easy:kill plans on processor counts and kills backfilled jobs that block the head",
            spec -> {
                spec.requireArgs(0, 1, "easy or easy:kill");
                if (spec.args().isEmpty()) {
                    return new EasyScheduler();
                }
                if (!spec.args().get(0).equals(KILL)) {
                    throw spec.error("unknown option '" + spec.args().get(0) + "' (expected easy or easy:kill)");
                }
                return new EasyScheduler(true);
            });

    /**
     * The head's reservation computed by the latest pass.
     *
     * @param head the queue head
     * @param shadow the time by which the head is guaranteed to start if running jobs end by their
     *     estimates
     */
    public record Reservation(Job head, double shadow) {}

    /** A job this scheduler started. {@code order} is its arrival number (job order). */
    private record Run(Job job, Allocation allocation, double start, double estimatedEnd, int order) {}

    private static final Comparator<Run> BY_ESTIMATED_END = Comparator.comparingDouble(Run::estimatedEnd)
            .thenComparingDouble(Run::start)
            .thenComparingInt(Run::order);

    /** easy:kill's kill order: latest start first, then the later arrival. */
    private static final Comparator<Run> MOST_RECENT_FIRST =
            Comparator.comparingDouble(Run::start).thenComparingInt(Run::order).reversed();

    private final TreeSet<Run> running = new TreeSet<>(BY_ESTIMATED_END);
    private final IdentityHashMap<Job, Run> runs = new IdentityHashMap<>();
    private final List<Run> overdue = new ArrayList<>();
    private Reservation reservation;
    private final boolean kill;

    /** EASY that never breaks a reservation ({@code easy}). */
    public EasyScheduler() {
        this(false);
    }

    /**
     * @param kill whether the reservation is planned on processor counts and honoured by killing
     *     advanced jobs ({@code easy:kill})
     */
    public EasyScheduler(boolean kill) {
        this.kill = kill;
    }

    @Override
    public boolean mayKill() {
        return kill;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        queue.add(job, nextPosition());
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        Run run = runs.remove(job);
        if (run == null || !running.remove(run)) {
            throw new IllegalStateException("job " + job.id() + " ended but this scheduler did not start it");
        }
    }

    /**
     * The reservation planned by the latest pass, or {@code null} if that pass planned none: the
     * queue was empty after it, or no waiting job was small enough to backfill, or (on a topology)
     * none had a placement now (the plan is only made when a candidate needs it).
     */
    public Reservation reservation() {
        return reservation;
    }

    @Override
    public void pass(SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        int head = queue.first();
        while (head >= 0 && (startIfPlaced(head, ctx) || (kill && killFor(head, ctx)))) {
            head = queue.first();
        }
        if (head < 0) {
            reservation = null;
            return;
        }
        int p = queue.next(head + 1, allocator.free());
        if (p < 0) {
            reservation = null; // nothing could be backfilled: no need to plan
            return;
        }
        Job headJob = queue.get(head);
        if (kill || Capabilities.has(allocator, CountsSuffice.class)) {
            backfillByCounts(headJob, p, ctx);
        } else {
            backfillOnCopy(headJob, p, ctx);
        }
    }

    /**
     * The pass after the head, when processor counts decide what fits ({@link
     * CountsSuffice}): the what-if state is its free count, so the shadow time and the
     * extra processors come from the running jobs' sizes alone and no allocator is copied. Makes
     * exactly the decisions {@link #backfillOnCopy} makes on such an allocator.
     */
    private void backfillByCounts(Job headJob, int p, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        int need = headJob.request().processors();
        double now = ctx.now();
        int whatIfFree = allocator.free();
        double shadow = Double.NaN;
        Iterator<Run> it = running.iterator();
        Run run = it.hasNext() ? it.next() : null;
        boolean overdue = false;
        while (run != null && run.estimatedEnd() <= now) {
            whatIfFree += run.allocation().processors();
            overdue = true;
            run = it.hasNext() ? it.next() : null;
        }
        if (overdue && whatIfFree >= need) {
            shadow = now;
        }
        while (Double.isNaN(shadow) && run != null) {
            double end = run.estimatedEnd();
            while (run != null && run.estimatedEnd() == end) {
                whatIfFree += run.allocation().processors();
                run = it.hasNext() ? it.next() : null;
            }
            if (whatIfFree >= need) {
                shadow = end;
            }
        }
        if (Double.isNaN(shadow)) {
            throw new IllegalStateException("job " + headJob.id() + " does not fit even with every running job gone");
        }
        reservation = new Reservation(headJob, shadow);

        for (; p >= 0; p = queue.next(p + 1, allocator.free())) {
            Job job = queue.get(p);
            boolean endsByShadow = now + job.estimate() <= shadow;
            if (!endsByShadow && whatIfFree - job.request().processors() < need) {
                continue; // cannot leave the head's processors free at the shadow time
            }
            Allocation placement = allocator.find(job.request());
            if (placement == null) {
                continue;
            }
            if (!endsByShadow) {
                whatIfFree -= placement.processors();
            }
            start(p, placement, ctx);
        }
    }

    /**
     * The pass after the head on a topology: the reservation is planned on a what-if copy of the
     * allocator, made only once some later job has a placement now (until then no plan is
     * needed, and {@code find} on the real allocator does not depend on it).
     */
    private void backfillOnCopy(Job headJob, int p, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        int need = headJob.request().processors();
        double now = ctx.now();
        Allocator whatIf = null;
        double shadow = Double.NaN;
        reservation = null;

        for (; p >= 0; p = queue.next(p + 1, allocator.free())) {
            Job job = queue.get(p);
            if (whatIf != null && crowdsHead(job, whatIf, shadow, now, need)) {
                continue;
            }
            Allocation placement = allocator.find(job.request());
            if (placement == null) {
                continue;
            }
            if (whatIf == null) {
                whatIf = allocator.copy();
                shadow = shadowTime(headJob, whatIf, now);
                reservation = new Reservation(headJob, shadow);
                if (crowdsHead(job, whatIf, shadow, now, need)) {
                    continue;
                }
            }
            if (now + job.estimate() > shadow) {
                whatIf.commit(placement);
                if (!whatIf.fits(headJob.request())) {
                    whatIf.release(placement);
                    continue;
                }
            }
            start(p, placement, ctx);
        }
    }

    /**
     * The cheap count test: {@code job} would still run at the shadow time and too few processors
     * would then be left free on {@code whatIf} for the head's {@code need}.
     */
    private static boolean crowdsHead(Job job, Allocator whatIf, double shadow, double now, int need) {
        return now + job.estimate() > shadow && whatIf.free() - job.request().processors() < need;
    }

    /**
     * Releases running jobs on {@code whatIf} in order of expected end, one group of equal expected
     * end at a time, until the head fits, and returns that group's expected end. Leaves {@code
     * whatIf} in the state at the shadow time: every job expected to end by then is released.
     */
    private double shadowTime(Job headJob, Allocator whatIf, double now) {
        overdue.clear();
        for (Run run : running) {
            if (run.estimatedEnd() > now) {
                break;
            }
            overdue.add(run);
        }
        for (Run run : overdue) {
            whatIf.release(run.allocation());
        }
        if (!overdue.isEmpty() && fits(headJob, whatIf)) {
            return now;
        }
        Iterator<Run> later = running.tailSet(overdueBound(now), false).iterator();
        Run run = later.hasNext() ? later.next() : null;
        while (run != null) {
            double end = run.estimatedEnd();
            while (run != null && run.estimatedEnd() == end) {
                whatIf.release(run.allocation());
                run = later.hasNext() ? later.next() : null;
            }
            if (fits(headJob, whatIf)) {
                return end;
            }
        }
        throw new IllegalStateException("job " + headJob.id() + " does not fit even with every running job gone");
    }

    /** A key just after every run whose estimated end is at most {@code now}. */
    private static Run overdueBound(double now) {
        return new Run(null, null, Double.POSITIVE_INFINITY, now, Integer.MAX_VALUE);
    }

    private static boolean fits(Job headJob, Allocator whatIf) {
        return whatIf.free() >= headJob.request().processors() && whatIf.fits(headJob.request());
    }

    /**
     * {@code easy:kill}: when the head's reservation is due (enough processors free by count) but
     * the allocator cannot place it, kills advanced jobs as the class comment says and starts the
     * head.
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
        for (Run run : running) {
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
            running.remove(run);
            runs.remove(run.job());
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

    private boolean startIfPlaced(int position, SchedulerContext ctx) {
        Job job = queue.get(position);
        if (job.request().processors() > ctx.allocator().free()) {
            return false;
        }
        Allocation placement = ctx.allocator().find(job.request());
        if (placement == null) {
            return false;
        }
        start(position, placement, ctx);
        return true;
    }

    private void start(int position, Allocation placement, SchedulerContext ctx) {
        Job job = queue.remove(position);
        ctx.start(job, placement);
        double now = ctx.now();
        Run run = new Run(job, placement, now, now + job.estimate(), position);
        running.add(run);
        runs.put(job, run);
    }

    @Override
    public void checkInvariants() {
        super.checkInvariants();
        if (running.size() != runs.size()) {
            throw new IllegalStateException(running.size() + " runs ordered but " + runs.size() + " indexed");
        }
    }
}
