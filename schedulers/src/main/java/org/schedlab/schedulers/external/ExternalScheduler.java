package org.schedlab.schedulers.external;

import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.ProcessorSet;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.PassScheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.schedulers.backfill.ShadowPlanner;
import org.schedlab.schedulers.backfill.ShadowPlanner.HeadPlan;
import org.schedlab.schedulers.backfill.ShadowPlanner.Run;
import org.schedlab.schedulers.external.Protocol.Admit;
import org.schedlab.schedulers.external.Protocol.AdmitReply;
import org.schedlab.schedulers.external.Protocol.Arrival;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.Departure;
import org.schedlab.schedulers.external.Protocol.End;
import org.schedlab.schedulers.external.Protocol.Fits;
import org.schedlab.schedulers.external.Protocol.FitsReply;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Held;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Question;
import org.schedlab.schedulers.external.Protocol.Start;
import org.schedlab.schedulers.external.Protocol.Started;
import org.schedlab.schedulers.external.Protocol.Welcome;
import org.schedlab.schedulers.queue.WaitingQueue;

/**
 * A scheduler whose decisions come from a {@link Decider}: a child process speaking JSON lines
 * ({@code external:CMD}) or a Java object ({@link #ExternalScheduler(Decider)}). The engine stays
 * the only owner of time, jobs and processors; the decider is told what happened and answers which
 * waiting jobs start. Every answer is checked before anything is applied to the engine: a start of
 * a job that is not waiting or does not fit, a malformed line, a decider that exits or stalls ends
 * the run with one line of bad input naming the pass ({@link BadInputException}).
 *
 * <p>Passes. This is a {@link PassScheduler}: one exchange per pass (per timestamp by default),
 * carrying every arrival and departure since the last one. The decider is asked only when a
 * waiting job could start (one asks for at most the free processors): a pass in which nothing can
 * start cannot have another outcome, and its events reach the decider with the next pass it is
 * asked (or every pass, if its greeting asks so). On a machine where counts decide ({@link
 * CountsSuffice}) the decider knows all that matters from the counts and a pass is one round
 * trip; on a topology it may ask whether jobs fit ({@link Fits}) and whether a job may be
 * backfilled around a reservation ({@link Admit}, planned by {@link ShadowPlanner}), one more
 * round trip each. A decider that promises to start every waiting job whenever all of them fit
 * ({@link Protocol.Greeting#eager()}: FCFS, EASY and every policy that never leaves a processor
 * idle while everything fits) is not asked at such passes: the engine starts the jobs in arrival
 * order and says so in its next message. And a decision may say how many processors must be free
 * before the decider is asked again ({@link Decision#wake()}).
 *
 * <p>Rules the answers must keep, beyond the protocol's form: each started job is waiting and
 * fits now (or, with explicit processors on a flat machine, gets exactly as many free ones as it
 * asks for); a question names waiting jobs, an admit question a head that does not fit now; and an
 * answer never leaves the machine idle while jobs wait, since the engine has no timer that would
 * ever ask again.
 *
 * <p>The spec: {@code external:[timeout=SECONDS:]CMD}. Everything after {@code external:} (and the
 * option) is the command, colons and blanks included, split into words as {@link CommandWords}
 * says; {@code CMD = -} speaks on SchedLab's own standard input and output instead, for a program
 * that runs SchedLab as its child (the Python environment does). The default timeout for an
 * answer is {@value #DEFAULT_TIMEOUT} s; {@code timeout=inf} waits for ever.
 */
public final class ExternalScheduler implements PassScheduler, AutoCloseable {
    /** The registered name. */
    public static final String NAME = "external";

    /** How long a child process may take for one answer unless the spec says otherwise, in seconds. */
    public static final double DEFAULT_TIMEOUT = 300;

    /** The spec option that sets the timeout. */
    public static final String TIMEOUT = "timeout=";

    /** {@code external:[timeout=SECONDS:]CMD}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            "external:[timeout=SECONDS:]CMD  a policy in another process: runs CMD (the rest of the spec, blanks and"
                    + " colons included) and asks it at every pass over JSON lines (docs/python.md); CMD - speaks"
                    + " on SchedLab's own standard input and output",
            ExternalScheduler::create);

    private static final Cleaner CLEANER = Cleaner.create();

    private final Supplier<Decider> connect;
    private final Function<String, BadInputException> errors;
    private Decider decider;
    private Cleaner.Cleanable cleanable;
    private boolean everyPass;
    private boolean eager;
    /** Free processors below which the decider is not asked (its last decision's {@code wake}). */
    private int wake;

    private boolean countsDecide;
    private FlatAllocator flat;
    private boolean failed;
    private boolean closed;

    private final WaitingQueue queue = new WaitingQueue();
    /** The waiting jobs' queue positions by id. */
    private final Map<Integer, Integer> waitingIds = new HashMap<>();
    /** The running jobs by id. */
    private final Map<Integer, Run> running = new HashMap<>();

    private int arrivals;
    /** The running jobs by expected end, made at the first {@link Admit} question of the run. */
    private ShadowPlanner planner;

    private HeadPlan plan;

    /** The processors all waiting jobs ask for together (for eager starts). */
    private long waitingProcessors;

    private final List<Arrival> arrived = new ArrayList<>();
    private final List<Started> started = new ArrayList<>();
    private final List<Departure> departed = new ArrayList<>();
    private final List<Held> held = new ArrayList<>();
    private long passes;
    private double now;
    private final String source;

    /**
     * An adapter for a decider in this JVM.
     *
     * @param decider answers every pass; closed with this scheduler
     */
    public ExternalScheduler(Decider decider) {
        this(() -> decider, m -> new BadInputException("decider: " + m), "decider");
    }

    private ExternalScheduler(Supplier<Decider> connect, Function<String, BadInputException> errors, String source) {
        this.connect = connect;
        this.errors = errors;
        this.source = source;
    }

    private static ExternalScheduler create(Spec spec) {
        String rest = spec.text().substring(spec.name().length());
        if (!rest.startsWith(":") || rest.length() == 1) {
            throw spec.error("expected external:[timeout=SECONDS:]CMD, a command after 'external:'");
        }
        rest = rest.substring(1);
        double timeout = DEFAULT_TIMEOUT;
        boolean timeoutGiven = false;
        if (rest.startsWith(TIMEOUT)) {
            int colon = rest.indexOf(':');
            String value = colon < 0 ? rest.substring(TIMEOUT.length()) : rest.substring(TIMEOUT.length(), colon);
            timeout = timeout(spec, value);
            timeoutGiven = true;
            rest = colon < 0 ? "" : rest.substring(colon + 1);
        }
        if (rest.isBlank()) {
            throw spec.error("expected external:[timeout=SECONDS:]CMD, a command after the options");
        }
        if (rest.strip().equals("-")) {
            if (timeoutGiven) {
                throw spec.error("timeout= applies to a child process, not to external:- (its caller owns it)");
            }
            return new ExternalScheduler(LineDecider::standardStreams, spec::error, spec.text());
        }
        List<String> words;
        try {
            words = CommandWords.split(rest);
        } catch (IllegalArgumentException e) {
            throw spec.error(e.getMessage());
        }
        double t = timeout;
        return new ExternalScheduler(() -> LineDecider.start(words, t), spec::error, spec.text());
    }

    /**
     * Whether {@code spec} is {@code external:-}: the decider is the program that started SchedLab,
     * on SchedLab's standard input and output, which nothing else may use during the run.
     */
    public static boolean onStandardStreams(Spec spec) {
        return spec.name().equals(NAME)
                && spec.text().substring(NAME.length()).strip().equals(":-");
    }

    private static double timeout(Spec spec, String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (v.equals("inf") || v.equals("infinity")) {
            return Double.POSITIVE_INFINITY;
        }
        try {
            double t = Double.parseDouble(v);
            if (t > 0 && t < 1e9) {
                return t;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw spec.error("timeout= must be a positive number of seconds or inf, got '" + value + "'");
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        connect(ctx);
        now = ctx.now();
        int position = arrivals++;
        if (running.containsKey(job.id()) || waitingIds.putIfAbsent(job.id(), position) != null) {
            throw fail("job id " + job.id() + " arrives while another job " + job.id()
                    + " has not ended; the protocol names jobs by id");
        }
        queue.add(job, position);
        waitingProcessors += job.request().processors();
        arrived.add(new Arrival(
                job.id(),
                job.submit(),
                job.request().processors(),
                job.estimate(),
                job.request() instanceof ProcessorRequest ? null : job.request().toString()));
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        now = ctx.now();
        running.remove(job.id());
        if (planner != null) {
            planner.ended(job);
        }
        departed.add(new Departure(job.id(), now));
    }

    @Override
    public void pass(SchedulerContext ctx) {
        connect(ctx);
        now = ctx.now();
        passes++;
        Allocator allocator = ctx.allocator();
        if (queue.isEmpty()) {
            return;
        }
        if (eager && allFit(allocator)) {
            wake = 0; // the decider's threshold was for jobs that start now
            while (!queue.isEmpty()) {
                int id = queue.get(queue.first()).id();
                start(new Start(id), ctx);
                started.add(new Started(id, now));
            }
            return; // the decider hears of these starts with its next message
        }
        if (allocator.free() < wake || (!everyPass && queue.next(queue.first(), allocator.free()) < 0)) {
            return; // nothing can start: the events wait for the next pass the decider is asked
        }
        wake = 0;
        Message message = new Pass(now, arrived, started, departed, held, allocator.free());
        arrived.clear();
        started.clear();
        departed.clear();
        held.clear();
        plan = null;
        try {
            while (true) {
                Decision decision = decide(message);
                for (Start s : decision.starts()) {
                    start(s, ctx);
                }
                Question q = decision.question();
                if (q == null) {
                    wake = decision.wake();
                    if (wake < 0 || wake > allocator.capacity()) {
                        throw fail("the decider asks to be woken when " + wake
                                + " processors are free, on a machine of " + allocator.capacity());
                    }
                    break;
                }
                if (decision.wake() != 0) {
                    throw fail("the decider sets \"w\" in a decision that asks a question; it belongs to the last");
                }
                message = answer(q, ctx);
                held.clear();
            }
        } finally {
            plan = null;
        }
        if (!queue.isEmpty() && running.isEmpty()) {
            throw fail("the decider leaves " + queue.size() + " waiting jobs on an idle machine (job "
                    + queue.get(queue.first()).id() + " first); nothing would ever ask it again");
        }
    }

    /**
     * Whether every waiting job fits at once: where counts decide, when they ask for at most the
     * free processors together; elsewhere only a single waiting job that fits (two jobs that each
     * fit may not fit together, and trying would take an allocator copy).
     */
    private boolean allFit(Allocator allocator) {
        if (countsDecide) {
            return waitingProcessors <= allocator.free();
        }
        if (queue.size() != 1) {
            return false;
        }
        Job job = queue.get(queue.first());
        return job.request().processors() <= allocator.free() && allocator.fits(job.request());
    }

    private Decision decide(Message message) {
        try {
            Decision d = decider.decide(message);
            if (d == null) {
                throw fail("the decider gave no decision");
            }
            return d;
        } catch (DeciderFailure e) {
            throw fail(e.getMessage());
        }
    }

    private void start(Start s, SchedulerContext ctx) {
        Job job = waitingJob(s.id(), "starts");
        Allocator allocator = ctx.allocator();
        Allocation placement;
        if (s.processors() == null) {
            placement = job.request().processors() > allocator.free() ? null : allocator.find(job.request());
            if (placement == null) {
                throw fail("the decider starts job " + s.id() + ", which does not fit now (it asks for " + job.request()
                        + " processors, " + allocator.free() + " are free)");
            }
        } else {
            placement = named(job, s.processors(), allocator);
        }
        int position = waitingIds.remove(s.id());
        queue.remove(position);
        waitingProcessors -= job.request().processors();
        ctx.start(job, placement);
        running.put(job.id(), new Run(job, placement, now, now + job.estimate(), position));
        if (planner != null) {
            planner.started(job, placement, now, position);
        }
        if (placement.processors() != job.request().processors()) {
            held.add(new Held(job.id(), placement.processors()));
        }
    }

    /** The placement on processors the decider names, checked: a flat machine, the right count, all free. */
    private Allocation named(Job job, List<Integer> ids, Allocator allocator) {
        String what = "the decider starts job " + job.id() + " on processors " + clip(ids);
        if (flat == null) {
            throw fail(what + ", but only a flat machine takes named processors (\"placements\":false)");
        }
        if (ids.size() != job.request().processors()) {
            throw fail(what + ": " + ids.size() + " processors for a job that asks for "
                    + job.request().processors());
        }
        int[] sorted = ids.stream().mapToInt(Integer::intValue).sorted().toArray();
        for (int i = 0; i < sorted.length; i++) {
            if (sorted[i] < 0 || sorted[i] >= flat.capacity()) {
                throw fail(what + ": processor " + sorted[i] + " is not on the machine (0 to " + (flat.capacity() - 1)
                        + ")");
            }
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw fail(what + ": processor " + sorted[i] + " is named twice");
            }
        }
        ProcessorSet set = new ProcessorSet(sorted);
        if (!flat.isFree(set)) {
            throw fail(what + ": some of them are busy");
        }
        return set;
    }

    private Message answer(Question q, SchedulerContext ctx) {
        Allocator allocator = ctx.allocator();
        if (q instanceof Fits f) {
            List<Boolean> fits = new ArrayList<>(f.ids().size());
            for (int id : f.ids()) {
                Job job = waitingJob(id, "asks whether");
                fits.add(job.request().processors() <= allocator.free() && allocator.fits(job.request()));
            }
            return new FitsReply(fits, held, allocator.free());
        }
        Admit a = (Admit) q;
        Job candidate = waitingJob(a.candidate(), "asks to admit");
        Job head = waitingJob(a.head(), "asks to admit job " + a.candidate() + " around");
        if (a.candidate() == a.head()) {
            throw fail("the decider asks to admit job " + a.head() + " around itself");
        }
        if (plan == null || plan.head() != head) {
            if (head.request().processors() <= allocator.free() && allocator.fits(head.request())) {
                throw fail("the decider asks to admit job " + a.candidate() + " around job " + a.head()
                        + ", which fits now: a reservation is planned only for a job that must wait");
            }
            plan = planner().plan(head, allocator, now, countsDecide);
        }
        boolean ok = false;
        if (!plan.excludes(candidate)) {
            Allocation placement =
                    candidate.request().processors() > allocator.free() ? null : allocator.find(candidate.request());
            ok = placement != null && plan.admit(candidate, placement);
        }
        return new AdmitReply(ok, plan.planned() ? plan.shadow() : Double.NaN, held, allocator.free());
    }

    /** The waiting job {@code id}, or the failure for a decider that named another. */
    private Job waitingJob(int id, String verb) {
        Integer position = waitingIds.get(id);
        if (position == null) {
            throw fail("the decider " + verb + " job " + id + ", which is not waiting ("
                    + (running.containsKey(id) ? "it is running" : "no such job has arrived and not ended") + ")");
        }
        return queue.get(position);
    }

    /**
     * The planner, made from the running jobs at its first use: a decider that never asks {@link
     * Admit} (FCFS) does not pay for keeping the running jobs in order of expected end.
     */
    private ShadowPlanner planner() {
        if (planner == null) {
            planner = new ShadowPlanner();
            for (Run r : running.values()) {
                planner.started(r.job(), r.allocation(), r.start(), r.order());
            }
        }
        return planner;
    }

    private void connect(SchedulerContext ctx) {
        if (decider != null) {
            if (closed) {
                throw new IllegalStateException(source + ": the scheduler is closed");
            }
            return;
        }
        Allocator allocator = ctx.allocator();
        countsDecide = Capabilities.has(allocator, CountsSuffice.class);
        flat = Capabilities.as(allocator, FlatAllocator.class).orElse(null);
        try {
            decider = connect.get();
        } catch (DeciderFailure e) {
            failed = true;
            throw errors.apply("handshake: " + e.getMessage());
        }
        Decider d = decider;
        cleanable = CLEANER.register(this, d::close);
        Greeting g;
        try {
            g = decider.greet(new Welcome(Protocol.VERSION, allocator.capacity(), countsDecide, flat != null));
        } catch (DeciderFailure e) {
            failed = true;
            throw errors.apply("handshake: " + e.getMessage());
        }
        if (g == null || g.version() != Protocol.VERSION) {
            failed = true;
            throw errors.apply("handshake: the decider speaks protocol version " + (g == null ? "(none)" : g.version())
                    + ", this engine " + Protocol.VERSION);
        }
        everyPass = g.everyPass();
        eager = g.eager();
    }

    private BadInputException fail(String what) {
        failed = true;
        return errors.apply(String.format(Locale.ROOT, "pass %d at t=%s: %s", passes, time(now), what));
    }

    private static String time(double t) {
        StringBuilder b = new StringBuilder();
        Json.appendNumber(b, t);
        return b.toString();
    }

    private static String clip(List<Integer> ids) {
        return ids.size() <= 10 ? ids.toString() : ids.subList(0, 10) + "... (" + ids.size() + ")";
    }

    /**
     * Ends the exchange: after a complete run the decider hears the {@link End} and must exit
     * cleanly (status 0); after a failure it is stopped at once. Idempotent.
     *
     * @throws BadInputException when the decider fails at the end
     */
    @Override
    public void close() {
        if (closed || decider == null) {
            closed = true;
            return;
        }
        closed = true;
        try {
            if (!failed) {
                try {
                    decider.end(new End(now, arrived, started, departed, held));
                } catch (DeciderFailure e) {
                    throw errors.apply("end of the run: " + e.getMessage());
                }
            }
        } finally {
            cleanable.clean();
        }
    }

    @Override
    public int waiting() {
        return queue.size();
    }

    /** Passes the engine asked for so far (including those in which the decider was not asked). */
    public long passes() {
        return passes;
    }

    @Override
    public void checkInvariants() {
        queue.checkInvariants();
        if (waitingIds.size() != queue.size()) {
            throw new IllegalStateException(waitingIds.size() + " waiting ids for " + queue.size() + " waiting jobs");
        }
        if (planner != null) {
            planner.checkInvariants();
            if (planner.running().size() != running.size()) {
                throw new IllegalStateException(
                        planner.running().size() + " planned runs for " + running.size() + " running jobs");
            }
        }
    }
}
