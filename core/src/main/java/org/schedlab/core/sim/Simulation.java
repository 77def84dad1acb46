package org.schedlab.core.sim;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.JobMap;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;

/**
 * The discrete-event engine.
 *
 * <p>Arrivals are pulled lazily from the workload iterator, one ahead, so a large trace never sits
 * in the event queue; departures live in a binary heap. Time is a {@code double}.
 *
 * <p>Deterministic order of events: the earliest event first; at equal times every departure
 * comes before every arrival; departures at equal times leave in job order (position in the
 * workload stream), and arrivals come in job order. The scheduler sees exactly one callback per
 * event. A {@link PassScheduler} is also asked for a pass: under {@link PassMode#PER_TIME} (the
 * default) once per timestamp, after the last event at that time; under {@link
 * PassMode#PER_EVENT} after every event. A pass that starts a job of runtime 0 creates a departure
 * at the same time, which is applied before the next pass. With the same inputs the run is
 * bit-identical. Other simulators' same-second orders can be chosen with {@link
 * #eventOrder(EventOrder)}.
 *
 * <p>Kills: a scheduler that {@link Scheduler#mayKill() may kill} can end a running job early
 * through {@link SchedulerContext#kill}. The job's departure is taken out of the heap, its
 * processors are released at once, listeners hear {@link SimulationListener#onKill}, and the job
 * waits again (keeping its submit time, so its wait runs from its first arrival); the scheduler
 * queues it again and starts it later as any waiting job. The engine counts the kills and the lost
 * work (processors times the time the killed run had held them) and reports both as {@link
 * #figures()} {@code kills} and {@code lostWork} when the scheduler may kill.
 *
 * <p>Refused input: a workload whose submit times decrease, a job that could never fit on the
 * empty machine ({@link Allocator#canEverFit}), and times beyond the clock's range ({@link Clock}),
 * all as {@link BadInputException}.
 *
 * <p>Cost per job: O(log R) for the departure heap (R = running jobs) plus the scheduler's and the
 * allocator's own costs.
 */
public final class Simulation implements Engine {
    private final Allocator allocator;
    private final Scheduler scheduler;
    private final PassScheduler passes;
    private final PassMode passMode;
    /**
     * The listeners in the order added. An array, not a list: the loops over it run at every
     * event, and a list's iterator is an allocation per loop that the compiler does not always
     * remove (the calls inside are megamorphic).
     */
    private SimulationListener[] listeners = new SimulationListener[0];
    /**
     * Running jobs as a binary min-heap in {@link #departsFirst} order ({@code heap[0]} leaves first),
     * written out here rather than a {@code PriorityQueue}: the event loop's dearest step, and
     * comparing inline spares a comparator call and {@code Double.compare} per sift step.
     */
    private Running[] heap = new Running[64];
    /** {@code heap[i].end} at {@code ends[i]}: the sifts compare ends without reading the runs. */
    private double[] ends = new double[64];

    private int running;
    /**
     * Start numbers of this second's on-time departures whose own pass is still due (per-event
     * passes under {@link EventOrder#onTimeEndsFirst()}), in increasing order.
     */
    private final java.util.ArrayDeque<Running> onTimePasses = new java.util.ArrayDeque<>();
    /** Waiting jobs, each with the record that will run it (made at arrival, so no boxed sequence number). */
    private final JobMap<Running> waiting = new JobMap<>();

    private final Context context = new Context();

    private double now;
    private long arrived;
    private long started;
    private long ended;
    private long kills;
    private double lostWork;
    private long busyProcessors;
    private boolean auditEveryEvent;
    private boolean ran;
    private EventOrder eventOrder = EventOrder.DEFAULT;
    private long startSeq;

    /** A simulation whose pass scheduler, if {@code scheduler} is one, runs once per timestamp. */
    public Simulation(Allocator allocator, Scheduler scheduler) {
        this(allocator, scheduler, PassMode.PER_TIME);
    }

    /**
     * A simulation with an explicit pass mode; it matters only when {@code scheduler} is a {@link
     * PassScheduler} (see {@link #effectivePassMode()}).
     */
    public Simulation(Allocator allocator, Scheduler scheduler, PassMode passMode) {
        this.allocator = allocator;
        this.scheduler = scheduler;
        this.passes = scheduler instanceof PassScheduler p ? p : null;
        this.passMode = passMode;
        if (passMode == null) {
            throw new IllegalArgumentException("pass mode must not be null");
        }
    }

    /**
     * The pass mode this run follows: the requested one for a {@link PassScheduler}, {@link
     * PassMode#PER_EVENT} for any other scheduler (its rule is applied at every event).
     */
    public PassMode effectivePassMode() {
        return passes == null ? PassMode.PER_EVENT : passMode;
    }

    @Override
    public Simulation addListener(SimulationListener listener) {
        SimulationListener[] more = Arrays.copyOf(listeners, listeners.length + 1);
        more[listeners.length] = listener;
        listeners = more;
        return this;
    }

    /**
     * Audits the engine, the allocator and the scheduler after every event (tests). Off by
     * default; {@link #run} always audits once at the end.
     */
    public Simulation auditEveryEvent(boolean on) {
        this.auditEveryEvent = on;
        return this;
    }

    /**
     * Orders same-second events as {@code order} says (default {@link EventOrder#DEFAULT}); set
     * before {@link #run}.
     */
    public Simulation eventOrder(EventOrder order) {
        if (ran) {
            throw new IllegalStateException("the event order is set before the run");
        }
        this.eventOrder = java.util.Objects.requireNonNull(order, "order");
        return this;
    }

    /**
     * Runs the whole workload to completion.
     *
     * @throws BadInputException if the workload is not sorted by submit time or a job can never fit
     * @throws IllegalStateException if a scheduler or allocator breaks its contract
     */
    @Override
    public void run(Iterator<Job> jobs) {
        if (ran) {
            throw new IllegalStateException("a Simulation runs once; build a new one");
        }
        ran = true;
        Job next = jobs.hasNext() ? jobs.next() : null;
        long seq = 0;
        double lastSubmit = 0;
        while (next != null || running > 0) {
            Running first = running > 0 ? heap[0] : null;
            boolean onTimeEnd = false;
            if (first != null && (next == null || departsBefore(first, next))) {
                onTimeEnd = eventOrder.onTimeEndsFirst() && first.onTime();
                boolean deferred = onTimeEnd && passes != null && passMode == PassMode.PER_EVENT;
                if (deferred) {
                    onTimePasses.add(first);
                } else {
                    passesOfOnTimeEndsBefore(first.startSeq);
                }
                pollDeparture();
                now = first.end;
                allocator.release(first.allocation);
                busyProcessors -= first.allocation.processors();
                ended++;
                for (SimulationListener l : listeners) {
                    l.onEnd(first.job, first.allocation, first.start, first.end);
                }
                scheduler.onDeparture(first.job, context);
                if (!deferred) {
                    scheduler.onDepartureTurn(first.job, context);
                }
            } else {
                Job job = next;
                if (job.submit() < lastSubmit) {
                    throw new BadInputException("workload is not sorted by submit time: job " + job.id()
                            + " submitted at " + job.submit() + " after a job submitted at " + lastSubmit);
                }
                Clock.checkSubmit(job);
                if (!allocator.canEverFit(job.request())) {
                    throw new BadInputException("job " + job.id() + " asks for " + job.request()
                            + " but the machine (" + allocator.capacity()
                            + " processors) can never hold it");
                }
                lastSubmit = job.submit();
                now = job.submit();
                arrived++;
                if (waiting.put(job, new Running(job, seq++)) != null) {
                    throw new BadInputException("job " + job.id() + " appears twice in the workload stream");
                }
                for (SimulationListener l : listeners) {
                    l.onArrival(job, now);
                }
                scheduler.onArrival(job, context);
                next = jobs.hasNext() ? jobs.next() : null;
            }
            // an on-time departure under per-event passes has its pass deferred (below), also
            // when it is the second's last event: a pass here would come before its turn
            if (passes != null && (passMode == PassMode.PER_EVENT ? !onTimeEnd : !moreEventsAt(next))) {
                passes.pass(context);
            }
            if (!onTimePasses.isEmpty() && !moreEventsAt(next)) {
                passesOfOnTimeEndsBefore(Long.MAX_VALUE);
            }
            if (auditEveryEvent) {
                checkInvariants();
            }
        }
        checkInvariants();
        if (!waiting.isEmpty() || scheduler.waiting() != 0) {
            throw new IllegalStateException("simulation ended with " + waiting.size()
                    + " jobs never started (scheduler reports " + scheduler.waiting() + " waiting)");
        }
    }

    /**
     * Runs the pass of each on-time departure of this second that started before {@code startSeq}.
     * Under {@code on-time-ends-first} such a job leaves before the other events of its second
     * (pyss books a job only up to start + estimate), but pyss still calls its scheduler at that
     * job's own termination event, at its place among the second's terminations in start order
     * (after the second's submissions): a pass that sees every on-time job gone and the later
     * terminations not yet. With per-event passes it changes which jobs backfill when an on-time
     * end started before an early end of the same second (pyss, {@code src/base/prototype.py}
     * and {@code src/schedulers/easy_scheduler.py}: {@code new_events_on_job_termination}).
     */
    private void passesOfOnTimeEndsBefore(long startSeq) {
        while (!onTimePasses.isEmpty() && onTimePasses.peekFirst().startSeq < startSeq) {
            scheduler.onDepartureTurn(onTimePasses.pollFirst().job, context);
            passes.pass(context);
        }
    }

    /** Whether departure {@code d} comes before the arrival of {@code next}. */
    private boolean departsBefore(Running d, Job next) {
        if (d.end != next.submit()) {
            return d.end < next.submit();
        }
        return !eventOrder.arrivalsFirst() || eventOrder.onTimeEndsFirst() && d.onTime();
    }

    /** Whether another departure or the arrival {@code next} happens at the current time. */
    private boolean moreEventsAt(Job next) {
        return (running > 0 && ends[0] == now) || (next != null && next.submit() == now);
    }

    /** The current simulated time (the end time of the last event once {@link #run} returns). */
    public double now() {
        return now;
    }

    public long arrived() {
        return arrived;
    }

    public long started() {
        return started;
    }

    public long ended() {
        return ended;
    }

    /** How many times a running job was killed (a job killed twice counts twice). */
    public long kills() {
        return kills;
    }

    /** Processors times time held by runs that were killed. */
    public double lostWork() {
        return lostWork;
    }

    /** The figure counting kill events, reported when the scheduler may kill. */
    public static final String KILLS = "kills";

    /** The figure summing the processors x time of killed runs, reported with {@link #KILLS}. */
    public static final String LOST_WORK = "lostWork";

    /**
     * {@code kills} and {@code lostWork} when the scheduler {@link Scheduler#mayKill() may kill}
     * (also when it killed nothing), otherwise none.
     */
    @Override
    public Map<String, Double> figures() {
        if (!scheduler.mayKill()) {
            return Map.of();
        }
        Map<String, Double> f = new LinkedHashMap<>();
        f.put(KILLS, (double) kills);
        f.put(LOST_WORK, lostWork);
        return f;
    }

    /**
     * Audits the engine: starts = ended + killed + running, arrived = starts - killed + waiting
     * (a killed job waits again and starts once more), the allocator's
     * free count agrees with the running jobs, and the allocator's and the scheduler's own
     * invariants hold.
     */
    public void checkInvariants() {
        if (started != ended + kills + running) {
            throw new IllegalStateException(
                    "started " + started + " != ended " + ended + " + killed " + kills + " + running " + running);
        }
        for (int i = 1; i < running; i++) {
            if (departsFirst(heap[i], heap[(i - 1) / 2])) {
                throw new IllegalStateException("departure heap out of order at " + i);
            }
        }
        if (arrived != started - kills + waiting.size()) {
            throw new IllegalStateException("arrived " + arrived + " != started " + started + " - killed " + kills
                    + " + waiting " + waiting.size());
        }
        if (allocator.free() != allocator.capacity() - busyProcessors) {
            throw new IllegalStateException("allocator free " + allocator.free() + " != capacity "
                    + allocator.capacity() + " - busy " + busyProcessors);
        }
        allocator.checkInvariants();
        scheduler.checkInvariants();
    }

    /**
     * Whether {@code a} leaves before {@code b}: earlier end; at equal ends, under {@link
     * EventOrder#onTimeEndsFirst()} a job ending exactly at its estimate first, under {@link
     * EventOrder#endsByStart()} the one started first; then arrival order. A total order, so the
     * heap gives the same sequence as any other priority queue would.
     */
    private boolean departsFirst(Running a, Running b) {
        if (a.end != b.end) {
            return a.end < b.end;
        }
        if (a.end == 0) { // -0.0 before 0.0, as Double.compare orders them
            int c = Double.compare(a.end, b.end);
            if (c != 0) {
                return c < 0;
            }
        }
        if (eventOrder.onTimeEndsFirst()) {
            boolean ao = a.onTime();
            if (ao != b.onTime()) {
                return ao;
            }
        }
        if (eventOrder.endsByStart() && a.startSeq != b.startSeq) {
            return a.startSeq < b.startSeq;
        }
        return a.seq < b.seq;
    }

    private void addDeparture(Running r) {
        if (running == heap.length) {
            heap = Arrays.copyOf(heap, 2 * running);
            ends = Arrays.copyOf(ends, 2 * running);
        }
        siftUp(running++, r);
    }

    private void pollDeparture() {
        removeDepartureAt(0);
    }

    private void removeDepartureAt(int i) {
        Running last = heap[--running];
        heap[running] = null;
        if (i == running) {
            return;
        }
        siftDown(i, last);
        if (heap[i] == last) {
            siftUp(i, last);
        }
    }

    private void siftUp(int i, Running r) {
        Running[] h = heap;
        double[] e = ends;
        double end = r.end;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            double pe = e[parent];
            if (end > pe || end == pe && !departsFirst(r, h[parent])) {
                break;
            }
            h[i] = h[parent];
            e[i] = pe;
            i = parent;
        }
        h[i] = r;
        e[i] = end;
    }

    private void siftDown(int i, Running r) {
        Running[] h = heap;
        double[] e = ends;
        double end = r.end;
        int n = running;
        int half = n >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            double ce = e[child];
            int right = child + 1;
            if (right < n) {
                double re = e[right];
                if (re < ce || re == ce && departsFirst(h[right], h[child])) {
                    child = right;
                    ce = re;
                }
            }
            if (end < ce || end == ce && !departsFirst(h[child], r)) {
                break;
            }
            h[i] = h[child];
            e[i] = ce;
            i = child;
        }
        h[i] = r;
        e[i] = end;
    }

    /** A job from its arrival on: its position in the stream, and once started its placement and times. */
    private static final class Running {
        final Job job;
        final long seq;
        Allocation allocation;
        double start;
        double end;
        /** The runtime the scheduler expected at the start (the estimate unless it predicted another). */
        double expected;

        long startSeq;

        Running(Job job, long seq) {
            this.job = job;
            this.seq = seq;
        }

        void start(Allocation placement, double at) {
            this.allocation = placement;
            this.start = at;
            this.end = at + job.runtime();
            this.expected = job.estimate();
        }

        /**
         * Whether the job ends exactly where its scheduler booked it: at the runtime it expected
         * ({@link SchedulerContext#start(Job, Allocation, double)}, the estimate by default), or,
         * when it outlived that, at its estimate, to which a planner extends an outlived booking.
         */
        boolean onTime() {
            return end == start + (end <= start + expected ? expected : job.estimate());
        }
    }

    private final class Context implements SchedulerContext {
        @Override
        public double now() {
            return now;
        }

        @Override
        public Allocator allocator() {
            return allocator;
        }

        @Override
        public void start(Job job, Allocation allocation) {
            start(job, allocation, job.estimate());
        }

        @Override
        public void start(Job job, Allocation allocation, double expectedRuntime) {
            Running run = waiting.remove(job);
            if (run == null) {
                throw new IllegalStateException(
                        "job " + job.id() + " started but it is not waiting" + " (not arrived yet, or started twice)");
            }
            if (allocation.processors() < job.request().processors()) {
                throw new IllegalStateException("job " + job.id() + " asks for " + job.request()
                        + " but was given only " + allocation.processors() + " processors");
            }
            Clock.checkEnd(job, now, now + job.runtime());
            allocator.commit(allocation);
            busyProcessors += allocation.processors();
            started++;
            run.start(allocation, now);
            run.expected = expectedRuntime;
            run.startSeq = startSeq++;
            addDeparture(run);
            for (SimulationListener l : listeners) {
                l.onStart(job, allocation, now);
            }
        }

        @Override
        public void kill(Job job) {
            if (!scheduler.mayKill()) {
                throw new IllegalStateException(
                        "job " + job.id() + " killed by a scheduler that does not declare mayKill()");
            }
            int at = -1;
            for (int i = 0; i < running; i++) {
                if (heap[i].job == job) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                throw new IllegalStateException("job " + job.id() + " killed but it is not running");
            }
            Running run = heap[at];
            removeDepartureAt(at);
            allocator.release(run.allocation);
            busyProcessors -= run.allocation.processors();
            kills++;
            lostWork += (double) run.allocation.processors() * (now - run.start);
            waiting.put(job, run);
            for (SimulationListener l : listeners) {
                l.onKill(job, run.allocation, run.start, now);
            }
        }
    }
}
