package org.schedlab.schedulers.backfill;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.JobMap;

/**
 * EASY's planning as a reusable component (Lifka 1995; Mu'alem and Feitelson, IEEE TPDS 12(6),
 * 2001; the what-if form on an allocator copy of Pascual, Navaridas and Miguel-Alonso, JSSPP 2009,
 * section 3): it keeps the running jobs in order of expected end and, for a waiting job that holds
 * the one reservation (the head, in whatever order a policy ranks its queue), plans the shadow time
 * and decides which other jobs may start now without delaying it. {@link
 * org.schedlab.schedulers.easy.EasyScheduler} is this planner plus arrival (or another {@link
 * org.schedlab.schedulers.queue.QueueOrder}) order; a new policy that reserves for one job reuses
 * it the same way:
 *
 * <pre>{@code
 * planner.started(job, placement, now, order);    // at every start
 * planner.ended(job);                              // at every departure
 * HeadPlan plan = planner.plan(head, allocator, now, Capabilities.has(allocator, CountsSuffice.class));
 * for (Job job : candidates) {                     // the policy's backfilling order
 *     if (plan.excludes(job)) continue;            // cheap count test, before any find
 *     Allocation p = allocator.find(job.request());
 *     if (p != null && plan.admit(job, p)) start(job, p);
 * }
 * }</pre>
 *
 * <p>The shadow time: release the running jobs in order of expected end {@code max(start +
 * estimate, now)}, all jobs of one expected end together, until the head fits; that end is the
 * shadow time {@code S}, and the state with every job expected to end by {@code S} released is
 * what the reservation counts on. A candidate is admitted if it ends by its estimate no later than
 * {@code S}, or if the head still fits on that state with the candidate's placement marked busy
 * (then it stays marked for the rest of the plan). Two forms make the same decisions on an
 * allocator whose counts decide what fits: on counts ({@code byCounts}, no copy; also {@code
 * easy:kill}'s rule on any allocator) the state is a free count, planned at once; on a what-if
 * {@link Allocator#copy()} the plan is made only when the first candidate has a placement now.
 * The class comment of {@code EasyScheduler} lists the costs and the decisions where the sources
 * are silent.
 */
public final class ShadowPlanner {
    /**
     * A job the policy started.
     *
     * @param job the job
     * @param allocation where it runs
     * @param start when it started
     * @param estimatedEnd {@code start + estimate}
     * @param order the policy's number for it (EASY: its arrival number), the last tie-break
     */
    public record Run(Job job, Allocation allocation, double start, double estimatedEnd, int order) {}

    /**
     * By expected end, then start, then the policy's number. Written out: the running set compares
     * at every start and end, and a chain of {@code comparingDouble().thenComparing...()} costs a
     * call per link (EASY on KTH-SP2 spent a tenth of its time in them).
     */
    public static final Comparator<Run> BY_ESTIMATED_END = (a, b) -> {
        int c = Double.compare(a.estimatedEnd(), b.estimatedEnd());
        if (c == 0) {
            c = Double.compare(a.start(), b.start());
        }
        return c != 0 ? c : Integer.compare(a.order(), b.order());
    };

    /**
     * The running jobs sorted by {@link #BY_ESTIMATED_END}, in an array: a start or an end is a
     * binary search and a shift of the later runs (a machine runs at most as many jobs as it has
     * processors), and a plan reads them in order without a tree's pointer chasing.
     */
    private Run[] running = new Run[16];

    private int runningCount;

    /** Starts and ends noted so far: a plan made since the last change still describes the running set. */
    private long changes;

    /**
     * Up to this many running jobs, a departing job's run is found by a scan of {@link #running};
     * beyond it, through {@link #runs}. A scan of a few dozen runs costs less than hashing the job
     * on its start and again on its end and then searching for its run (EASY on KTH-SP2, about 40
     * running jobs, spent about 6% of its time on that); a map keeps the cost flat on a machine
     * that runs hundreds.
     */
    private static final int SCAN_LIMIT = 64;

    /**
     * The runs by job, hashed on the job's id (an identity map would install an identity hash in
     * the header of every job it sees once), or {@code null} while no more than {@link
     * #SCAN_LIMIT} jobs ever ran at once; made when more do, and kept from then on.
     */
    private JobMap<Run> runs;

    /** Notes that {@code job} started on {@code placement} at {@code now}. */
    public void started(Job job, Allocation placement, double now, int order) {
        started(job, placement, now, order, job.estimate());
    }

    /**
     * Notes that {@code job} started on {@code placement} at {@code now}, booked for {@code
     * runtime} (a predictor's value instead of the estimate).
     */
    public void started(Job job, Allocation placement, double now, int order, double runtime) {
        add(new Run(job, placement, now, now + runtime, order));
    }

    /**
     * Books again up to its estimate every running job that has outlived a booking shorter than
     * its estimate: its booked end is at or before {@code now} and its runtime is longer than its
     * booking (it did not end at the booked end). The correction of a prediction that ran
     * out (Tsafrir, Etsion and Feitelson, IEEE TPDS 18(6), 2007, section 3; pyss's {@code
     * JobPredictionIsOverEvent}, which comes before every other event of its second). A job booked
     * for its estimate and still running stays expected to end now, as in plain EASY.
     */
    public void extendOutlived(double now) {
        int by = firstEndingAfter(now);
        java.util.List<Run> outlived = null;
        for (int i = 0; i < by; i++) {
            Run r = running[i];
            double byEstimate = r.start() + r.job().estimate();
            if (byEstimate > r.estimatedEnd() && r.start() + r.job().runtime() > r.estimatedEnd()) {
                if (outlived == null) {
                    outlived = new java.util.ArrayList<>();
                }
                outlived.add(r);
            }
        }
        if (outlived != null) {
            for (Run r : outlived) {
                ended(r.job());
                add(new Run(
                        r.job(), r.allocation(), r.start(), r.start() + r.job().estimate(), r.order()));
            }
        }
    }

    private void add(Run run) {
        Job job = run.job();
        double now = run.start();
        int at = search(run);
        if (at >= 0) {
            throw new IllegalStateException("job " + job.id() + " started twice at " + now);
        }
        at = -at - 1;
        if (runningCount == running.length) {
            running = java.util.Arrays.copyOf(running, 2 * runningCount);
        }
        System.arraycopy(running, at, running, at + 1, runningCount - at);
        running[at] = run;
        runningCount++;
        if (runs != null) {
            runs.put(job, run);
        } else if (runningCount > SCAN_LIMIT) {
            runs = new JobMap<>();
            for (int i = 0; i < runningCount; i++) {
                runs.put(running[i].job(), running[i]);
            }
        }
        changes++;
    }

    /**
     * Notes that {@code job} ended (or was killed) and returns its run.
     *
     * @throws IllegalStateException if it was not noted as started
     */
    public Run ended(Job job) {
        int at = -1;
        if (runs != null) {
            Run run = runs.remove(job);
            at = run == null ? -1 : search(run);
        } else {
            for (int i = 0; i < runningCount; i++) {
                if (running[i].job() == job) {
                    at = i;
                    break;
                }
            }
        }
        if (at < 0) {
            throw new IllegalStateException("job " + job.id() + " ended but this scheduler did not start it");
        }
        Run run = running[at];
        System.arraycopy(running, at + 1, running, at, runningCount - at - 1);
        running[--runningCount] = null;
        changes++;
        return run;
    }

    /** The running jobs in order of expected end (read-only view). */
    public List<Run> running() {
        return Collections.unmodifiableList(java.util.Arrays.asList(running).subList(0, runningCount));
    }

    /** {@link java.util.Arrays#binarySearch} of {@code run} among the running jobs. */
    private int search(Run run) {
        return java.util.Arrays.binarySearch(running, 0, runningCount, run, BY_ESTIMATED_END);
    }

    /** The index of the first running job expected to end after {@code now}. */
    private int firstEndingAfter(double now) {
        int lo = 0;
        int hi = runningCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (running[mid].estimatedEnd() <= now) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Starts planning a reservation for {@code head} at {@code now}.
     *
     * @param byCounts plan on processor counts (right when {@link org.schedlab.core.alloc.CountsSuffice}; on
     *     another allocator it is the count-only rule of {@code easy:kill})
     * @throws IllegalStateException (on counts at once, on a copy when planned) if the head does
     *     not fit even with every running job gone
     */
    public HeadPlan plan(Job head, Allocator live, double now, boolean byCounts) {
        return byCounts ? new CountPlan(head, live, now) : new CopyPlan(head, live, now);
    }

    /**
     * How many starts and ends were noted so far: while it stays the same, so do the running jobs
     * and their expected ends.
     */
    public long changes() {
        return changes;
    }

    /**
     * A count plan made at an earlier time of this run, carried to {@code now}; or {@code null}
     * when it may plan differently there. It carries over when nothing started or ended since
     * {@code since} (the caller's {@link #changes()} after its last use of the plan, whose only
     * starts were the plan's admissions, each started at once as {@link HeadPlan#admit} asks), its
     * shadow time lies after the time it was made at, and no running job's expected end falls after
     * that time and by {@code now}. The walk a new plan would make then stops at the same group of
     * expected ends with the same free count, so the new plan would have the same shadow time and
     * the same spare processors (the plan's admissions included: those jobs have started since it
     * was made). Used by EASY to skip a pass's walk over the running jobs after arrivals only.
     * O(1): the plan keeps the earliest expected end after its time.
     */
    public HeadPlan carry(HeadPlan plan, long since, double now) {
        if (!(plan instanceof CountPlan c) || since != changes || !(c.shadow > c.now) || c.nextEnd <= now) {
            return null;
        }
        c.now = now;
        return c;
    }

    /** Audits the two indexes of the running jobs. */
    public void checkInvariants() {
        if (runs != null && runningCount != runs.size()) {
            throw new IllegalStateException(runningCount + " runs ordered but " + runs.size() + " indexed");
        }
        for (int i = 1; i < runningCount; i++) {
            if (BY_ESTIMATED_END.compare(running[i - 1], running[i]) >= 0) {
                throw new IllegalStateException("running jobs out of order at " + i);
            }
        }
    }

    /** One reservation being planned during one pass. */
    public interface HeadPlan {
        /** The job the reservation is for. */
        Job head();

        /** Whether the shadow time has been planned (on a copy, only once a candidate had a placement). */
        boolean planned();

        /** The shadow time, or NaN while not {@link #planned()}. */
        double shadow();

        /**
         * The cheap test before a {@code find}: {@code candidate} would still run at the shadow time
         * and too few processors would be left for the head. False while nothing is planned.
         */
        default boolean excludes(Job candidate) {
            return excludes(candidate, candidate.estimate());
        }

        /** {@link #excludes(Job)} for a candidate expected to run {@code runtime}. */
        boolean excludes(Job candidate, double runtime);

        /**
         * Whether {@code candidate}, placed now on {@code placement} (a placement of the live
         * allocator), leaves the reservation intact; if so and it runs past the shadow time, the
         * placement stays marked busy on the what-if state. Plans the reservation first if needed.
         * The caller starts the candidate when this returns true.
         */
        default boolean admit(Job candidate, Allocation placement) {
            return admit(candidate, placement, candidate.estimate());
        }

        /** {@link #admit(Job, Allocation)} for a candidate expected to run {@code runtime}. */
        boolean admit(Job candidate, Allocation placement, double runtime);

        /**
         * The processors free at the shadow time beyond the head's need, less those of the admitted
         * candidates that run past it: the "extra" processors of Mu'alem and Feitelson. Plans on
         * processor counts only.
         *
         * @throws UnsupportedOperationException for a plan on an allocator copy
         */
        default int spare() {
            throw new UnsupportedOperationException("a plan on an allocator copy counts no spare processors");
        }
    }

    /** The count form: the what-if state is a free count. */
    private final class CountPlan implements HeadPlan {
        private final Job head;
        private double now;
        private final int need;
        private final double shadow;
        private int whatIfFree;
        /**
         * The earliest expected end of a running job after {@link #now} (infinite if none), kept up
         * to date through the admissions: the running set changes from the plan's making to its
         * carrying only by them. {@link #carry} then tests in O(1) that no expected end has passed.
         */
        private double nextEnd;

        CountPlan(Job head, Allocator live, double now) {
            this.head = head;
            this.now = now;
            this.need = head.request().processors();
            int free = live.free();
            double s = Double.NaN;
            Run[] runs = running;
            int count = runningCount;
            int i = 0;
            while (i < count && runs[i].estimatedEnd() <= now) {
                free += runs[i++].allocation().processors();
            }
            this.nextEnd = i < count ? runs[i].estimatedEnd() : Double.POSITIVE_INFINITY;
            if (i > 0 && free >= need) {
                s = now;
            }
            while (Double.isNaN(s) && i < count) {
                double end = runs[i].estimatedEnd();
                while (i < count && runs[i].estimatedEnd() == end) {
                    free += runs[i++].allocation().processors();
                }
                if (free >= need) {
                    s = end;
                }
            }
            if (Double.isNaN(s)) {
                throw new IllegalStateException("job " + head.id() + " does not fit even with every running job gone");
            }
            this.shadow = s;
            this.whatIfFree = free;
        }

        @Override
        public Job head() {
            return head;
        }

        @Override
        public boolean planned() {
            return true;
        }

        @Override
        public double shadow() {
            return shadow;
        }

        @Override
        public boolean excludes(Job candidate, double runtime) {
            return now + runtime > shadow && whatIfFree - candidate.request().processors() < need;
        }

        @Override
        public boolean admit(Job candidate, Allocation placement, double runtime) {
            double end = now + runtime;
            if (end > shadow) {
                whatIfFree -= placement.processors();
            }
            if (end > now && end < nextEnd) {
                nextEnd = end;
            }
            return true;
        }

        @Override
        public int spare() {
            return whatIfFree - need;
        }
    }

    /** The what-if form on an allocator copy, made when the first candidate has a placement. */
    private final class CopyPlan implements HeadPlan {
        private final Job head;
        private final Allocator live;
        private final double now;
        private final int need;
        private Allocator whatIf;
        private double shadow = Double.NaN;

        CopyPlan(Job head, Allocator live, double now) {
            this.head = head;
            this.live = live;
            this.now = now;
            this.need = head.request().processors();
        }

        @Override
        public Job head() {
            return head;
        }

        @Override
        public boolean planned() {
            return whatIf != null;
        }

        @Override
        public double shadow() {
            return shadow;
        }

        @Override
        public boolean excludes(Job candidate, double runtime) {
            return whatIf != null && crowdsHead(candidate, runtime);
        }

        @Override
        public boolean admit(Job candidate, Allocation placement, double runtime) {
            if (whatIf == null) {
                whatIf = live.copy();
                shadow = shadowTime();
                if (crowdsHead(candidate, runtime)) {
                    return false;
                }
            }
            if (now + runtime > shadow) {
                whatIf.commit(placement);
                if (!whatIf.fits(head.request())) {
                    whatIf.release(placement);
                    return false;
                }
            }
            return true;
        }

        private boolean crowdsHead(Job job, double runtime) {
            return now + runtime > shadow && whatIf.free() - job.request().processors() < need;
        }

        /**
         * Releases running jobs on {@code whatIf} in order of expected end, one group of equal
         * expected end at a time, until the head fits, and returns that group's expected end.
         * Leaves {@code whatIf} in the state at the shadow time.
         */
        private double shadowTime() {
            int later = firstEndingAfter(now);
            for (int i = 0; i < later; i++) {
                whatIf.release(running[i].allocation());
            }
            if (later > 0 && fits()) {
                return now;
            }
            int i = later;
            while (i < runningCount) {
                double end = running[i].estimatedEnd();
                while (i < runningCount && running[i].estimatedEnd() == end) {
                    whatIf.release(running[i++].allocation());
                }
                if (fits()) {
                    return end;
                }
            }
            throw new IllegalStateException("job " + head.id() + " does not fit even with every running job gone");
        }

        private boolean fits() {
            return whatIf.free() >= need && whatIf.fits(head.request());
        }
    }
}
