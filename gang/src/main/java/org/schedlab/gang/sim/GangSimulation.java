package org.schedlab.gang.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.Metrics;
import org.schedlab.core.metrics.MetricsSummary;
import org.schedlab.core.sim.Clock;
import org.schedlab.core.sim.Engine;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.Row;
import org.schedlab.gang.scheme.Extras;
import org.schedlab.gang.scheme.GangPolicy;
import org.schedlab.gang.scheme.Scheme;

/**
 * The slot-stepped gang-scheduling engine (algorithms.md 4.1). The time unit is one slot. While
 * the matrix has rows, each step runs one slot:
 *
 * <ol>
 *   <li>every job with a copy in the current row does one slot of work;
 *   <li>jobs whose work reaches their runtime end at the end of the slot (all copies removed);
 *   <li>jobs that arrived by the end of the slot are placed, in arrival order;
 *   <li>the scheme deletes rows and hands out extra copies ({@link GangPolicy#afterEvents});
 *   <li>the next slot runs the row that followed the one just run (new rows join at the end of
 *       the cycle; if the row just run was deleted, the one after it).
 * </ol>
 *
 * By default the slot clock is global ({@link SlotClock#GLOBAL}): slots begin at whole times (0, 1,
 * 2, ...), also when the machine is empty, where the clock jumps to the first slot boundary at or
 * after the next arrival. So every job waits less than one slot before it is placed (0.5 on
 * average), whether the machine is busy or not, its turnaround is its end minus its arrival, and
 * all slot times are exact integers. With {@link SlotClock#JUMP} an empty machine starts its next
 * slot at the next arrival itself; a job arriving while the machine is busy still waits for the
 * end of the current slot.
 *
 * <p>Figures ({@link #figures()}), with the paper's symbols: {@code utilization} = r_a, the active
 * processor-slots (job size x runtime) over {@code P} x the span from the first arrival to the last
 * end (replaces the core metric, which would count the held blocks for the whole stay); {@code
 * slotsMean} = n_a, the time-average number of rows over that span; {@code slotsMax} = n_l; {@code
 * meanTurnaroundSmall|Medium|Large} = t_sa, t_ma, t_la (runtime 1-12, 13-60, over 60 slots);
 * t_ta is the core {@code meanTurnaround}. Class means come from a core {@link Metrics} with a
 * classifier.
 *
 * <p>Deterministic: no randomness; equal inputs give bit-identical results.
 */
public final class GangSimulation implements Engine {
    /** Upper runtime bound (slots) of the small class. */
    public static final int SMALL_MAX = 12;
    /** Upper runtime bound (slots) of the medium class. */
    public static final int MEDIUM_MAX = 60;

    private final OusterhoutMatrix matrix;
    private final GangPolicy policy;
    private final Scheme scheme;
    private final Blocks blocks;
    private SlotClock clock = SlotClock.GLOBAL;
    private final List<SimulationListener> listeners = new ArrayList<>();
    private final List<GangJob> running = new ArrayList<>();
    /** The jobs that end in the current slot (reused from slot to slot). */
    private final List<GangJob> done = new ArrayList<>();

    private final Metrics classes;
    private final Map<GangJob, Double> placedAt = new IdentityHashMap<>();
    private boolean auditEverySlot;
    private int rowLimit = Integer.MAX_VALUE;
    private boolean ran;

    private double now;
    private double firstSubmit = Double.NaN;
    private double lastEnd;
    private double lastSubmitSeen;
    private double rowArea;
    private double activeArea;
    private int maxRows;
    private long arrived;
    private long ended;
    private long slots;

    /** An engine for a machine of {@code processors} (a power of two) under {@code scheme}. */
    public GangSimulation(int processors, Scheme scheme) {
        this(processors, scheme, Blocks.WHOLE);
    }

    /**
     * An engine for a machine of {@code processors} (a power of two) under {@code scheme}, with
     * jobs on whole blocks or ({@link Blocks#PARTIAL}, not BC) on the first p processors of them.
     */
    public GangSimulation(int processors, Scheme scheme, Blocks blocks) {
        this(processors, scheme, blocks, Extras.EVERY_EVENT);
    }

    /**
     * An engine as {@link #GangSimulation(int, Scheme, Blocks)}, with a reading of how BRMS and BRMMS
     * hand out extra copies ({@link Extras}).
     */
    public GangSimulation(int processors, Scheme scheme, Blocks blocks, Extras extras) {
        this.matrix = new OusterhoutMatrix(processors, blocks);
        this.scheme = scheme;
        this.blocks = blocks;
        this.policy = scheme.policy(blocks, extras);
        this.classes = new Metrics(processors, Metrics.DEFAULT_SLOWDOWN_THRESHOLD, GangSimulation::sizeClass);
    }

    /** The runtime class of a job: {@code small}, {@code medium} or {@code large}. */
    public static String sizeClass(Job job) {
        double t = Math.max(1, Math.ceil(job.runtime()));
        return t <= SMALL_MAX ? "small" : t <= MEDIUM_MAX ? "medium" : "large";
    }

    public Scheme scheme() {
        return scheme;
    }

    public Blocks blocks() {
        return blocks;
    }

    public SlotClock clock() {
        return clock;
    }

    /** Sets when slots begin on an empty machine (default {@link SlotClock#GLOBAL}). */
    public GangSimulation clock(SlotClock c) {
        this.clock = java.util.Objects.requireNonNull(c);
        return this;
    }

    /** The matrix (for tests and benchmarks; do not change it from outside). */
    public OusterhoutMatrix matrix() {
        return matrix;
    }

    /** Audits the matrix after every slot (tests). {@link #run} always audits at the end. */
    public GangSimulation auditEverySlot(boolean on) {
        this.auditEverySlot = on;
        return this;
    }

    /**
     * Stops a run whose matrix grows beyond {@code limit} rows with {@link RowLimitExceeded} (a
     * scheme that cannot keep up with the offered load otherwise runs for a very long time).
     * Default: no limit.
     */
    public GangSimulation rowLimit(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("row limit must be >= 1: " + limit);
        }
        this.rowLimit = limit;
        return this;
    }

    /** Thrown when the matrix outgrows {@link #rowLimit}. */
    public static final class RowLimitExceeded extends org.schedlab.core.sim.RunDiverged {
        private static final long serialVersionUID = 1L;

        RowLimitExceeded(int limit, double time, long arrived) {
            super("more than " + limit + " slots at time " + time + " after " + arrived + " arrivals");
        }
    }

    @Override
    public GangSimulation addListener(SimulationListener listener) {
        listeners.add(listener);
        return this;
    }

    @Override
    public void run(Iterator<Job> jobs) {
        if (ran) {
            throw new IllegalStateException("a GangSimulation runs once; build a new one");
        }
        ran = true;
        Job next = jobs.hasNext() ? jobs.next() : null;
        while (next != null || !running.isEmpty()) {
            if (matrix.rows() == 0) {
                if (!running.isEmpty()) {
                    throw new IllegalStateException(running.size() + " jobs in a matrix without rows");
                }
                // a slot adds 1 to the clock: beyond the clock's range that would no longer move it
                Clock.checkSubmit(next);
                now = Math.max(now, clock == SlotClock.GLOBAL ? Math.ceil(next.submit()) : next.submit());
                next = arrive(next, jobs);
                policy.afterEvents(matrix, false);
                matrixChanged();
                maxRows = Math.max(maxRows, matrix.rows());
                continue;
            }
            int r = matrix.cursor();
            Row row = matrix.row(r);
            done.clear();
            for (int p = row.nextBusy(0); p >= 0; ) {
                GangJob j = row.cell(p);
                if (j.work()) {
                    done.add(j);
                }
                p = row.nextBusy(j.cellsEnd());
            }
            matrix.setCursor(r + 1);
            rowArea += matrix.rows();
            slots++;
            now += 1;
            if (done.size() > 1) {
                done.sort(Comparator.comparingLong(GangJob::order));
            }
            for (GangJob j : done) {
                depart(j);
            }
            long before = arrived;
            next = arrive(next, jobs);
            // a slot without departures or arrivals leaves the matrix as the last upkeep left it,
            // and every scheme's upkeep is idempotent there (rows already deleted, extra copies
            // already handed out), so skipping it changes nothing
            if (!done.isEmpty() || arrived != before) {
                policy.afterEvents(matrix, !done.isEmpty());
                matrixChanged();
            }
            maxRows = Math.max(maxRows, matrix.rows());
            if (maxRows > rowLimit) {
                throw new RowLimitExceeded(rowLimit, now, arrived);
            }
            if (auditEverySlot) {
                checkInvariants();
            }
        }
        checkInvariants();
        if (matrix.rows() != 0) {
            throw new IllegalStateException("all jobs ended but " + matrix.rows() + " rows remain");
        }
    }

    /** Shows the matrix to the {@link MatrixListener}s. */
    private void matrixChanged() {
        for (SimulationListener l : listeners) {
            if (l instanceof MatrixListener m) {
                m.onMatrix(now, matrix);
            }
        }
    }

    /** Places every job that has arrived by {@link #now}; returns the first one still to come. */
    private Job arrive(Job next, Iterator<Job> jobs) {
        while (next != null && next.submit() <= now) {
            Job job = next;
            if (job.procs() > matrix.processors()) {
                throw new BadInputException("job " + job.id() + " asks for " + job.procs()
                        + " processors but the machine has " + matrix.processors());
            }
            if (!Double.isNaN(firstSubmit) && job.submit() < lastSubmitSeen) {
                throw new BadInputException("workload is not sorted by submit time: job " + job.id() + " submitted at "
                        + job.submit() + " after a job submitted at " + lastSubmitSeen);
            }
            if (Double.isNaN(firstSubmit)) {
                firstSubmit = job.submit();
            }
            lastSubmitSeen = job.submit();
            for (SimulationListener l : listeners) {
                l.onArrival(job, job.submit());
            }
            GangJob g = policy.place(job, arrived++, matrix);
            running.add(g);
            placedAt.put(g, now);
            maxRows = Math.max(maxRows, matrix.rows());
            GangAllocation a = new GangAllocation(g.block(), job.procs());
            for (SimulationListener l : listeners) {
                l.onStart(job, a, now);
            }
            next = jobs.hasNext() ? jobs.next() : null;
        }
        return next;
    }

    private void depart(GangJob j) {
        matrix.removeAll(j);
        running.remove(j);
        ended++;
        lastEnd = now;
        activeArea += (double) j.processors() * j.runtime();
        GangAllocation a = new GangAllocation(j.block(), j.processors());
        double start = placedAt.remove(j);
        classes.onEnd(j.job(), a, start, now);
        for (SimulationListener l : listeners) {
            l.onEnd(j.job(), a, start, now);
        }
    }

    public long arrived() {
        return arrived;
    }

    public long ended() {
        return ended;
    }

    /** Slots run so far. */
    public long slots() {
        return slots;
    }

    /** The current time (the last end once {@link #run} returns). */
    public double now() {
        return now;
    }

    @Override
    public Map<String, Double> figures() {
        Map<String, Double> f = new LinkedHashMap<>();
        double span = lastEnd - (Double.isNaN(firstSubmit) ? 0 : firstSubmit);
        f.put("utilization", span > 0 ? activeArea / (matrix.processors() * span) : 0);
        f.put("slotsMean", span > 0 ? rowArea / span : 0);
        f.put("slotsMax", (double) maxRows);
        MetricsSummary s = classes.summary();
        for (String c : List.of("small", "medium", "large")) {
            MetricsSummary cs = s.byClass().get(c);
            String name = "meanTurnaround" + Character.toUpperCase(c.charAt(0)) + c.substring(1);
            f.put(name, cs == null ? Double.NaN : cs.meanTurnaround());
        }
        f.put("shiftsPerJob", ended == 0 ? 0 : (double) matrix.shifts() / ended);
        return f;
    }

    /** Audits the matrix and the engine's counts. */
    public void checkInvariants() {
        matrix.checkInvariants();
        if (arrived != ended + running.size()) {
            throw new IllegalStateException(
                    "arrived " + arrived + " != ended " + ended + " + running " + running.size());
        }
        for (GangJob j : running) {
            if (j.copies() == 0) {
                throw new IllegalStateException(j + " is running but has no copy in the matrix");
            }
            if (!scheme.multipleSlots() && j.copies() != 1) {
                throw new IllegalStateException(j + " has " + j.copies() + " copies under " + scheme.spelling());
            }
        }
    }
}
