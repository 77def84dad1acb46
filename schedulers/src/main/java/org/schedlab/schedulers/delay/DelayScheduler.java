package org.schedlab.schedulers.delay;

import java.util.IdentityHashMap;
import java.util.Map;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.NamedSchedulerFactory;
import org.schedlab.schedulers.queue.QueueScheduler;

/**
 * The delay-based scheme of Kim and Yoon (1998) as summarised by Ababneh and Bani-Mohammad,
 * Simulation Modelling Practice and Theory 19 (2011), section 2.3: jobs may overtake the queue head
 * only while the head has waited less than a threshold {@code T}; once it has waited that long,
 * nothing starts before it (FCFS until it starts).
 *
 * <p>Threshold forms (spec arguments):
 *
 * <ul>
 *   <li>{@code delay} or {@code delay:cumulative} — {@code T = λ·W} with {@code λ} = arrivals so far
 *       divided by the current time and {@code W} = mean waiting delay of every job started so far
 *       (the default of algorithms.md 2.5);
 *   <li>{@code delay:running} — the same with {@code W} = mean waiting delay of the jobs running
 *       now, the paper's literal wording;
 *   <li>{@code delay:fixed:T} — a constant threshold {@code T >= 0} (the related scheme of Choo, Yoo
 *       and Youn, 2000).
 * </ul>
 *
 * <p>The threshold is recomputed before each overtaking attempt (starting a job changes W). With
 * no job started yet W = 0 and the scheme behaves as FCFS. Decisions where the sources are silent:
 * λ counts the arriving job itself, and λ = 0 at time 0.
 *
 * <p>Cost per event: as {@link org.schedlab.schedulers.oocb.OvertakeBoundScheduler}, O(1) per
 * threshold evaluation.
 */
public final class DelayScheduler extends QueueScheduler {
    /** The registered name. */
    public static final String NAME = "delay";

    /** {@code delay}, {@code delay:cumulative}, {@code delay:running} or {@code delay:fixed:T}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            "delay[:cumulative|:running|:fixed:T]  head may be overtaken while its wait < lambda*W (Kim 1998)"
                    + " or a fixed T",
            DelayScheduler::fromSpec);

    /** How the threshold on the head's waiting delay is estimated. */
    public enum Estimator {
        /** λ·W, W over every job started so far. */
        CUMULATIVE,
        /** λ·W, W over the jobs running now. */
        RUNNING,
        /** A constant. */
        FIXED
    }

    private final Estimator estimator;
    private final double fixedThreshold;
    private final Map<Job, Double> runningWaits = new IdentityHashMap<>();
    private long started;
    private double sumStartedWaits;
    private double sumRunningWaits;

    /**
     * @param estimator the threshold estimator
     * @param fixedThreshold the constant threshold for {@link Estimator#FIXED}, ignored otherwise
     */
    public DelayScheduler(Estimator estimator, double fixedThreshold) {
        if (estimator == Estimator.FIXED && !(fixedThreshold >= 0)) {
            throw new IllegalArgumentException("fixed threshold must be >= 0: " + fixedThreshold);
        }
        this.estimator = estimator;
        this.fixedThreshold = fixedThreshold;
    }

    private static DelayScheduler fromSpec(org.schedlab.core.spec.Spec spec) {
        String usage = "delay, delay:cumulative, delay:running or delay:fixed:T with T >= 0";
        spec.requireArgs(0, 2, usage);
        if (spec.args().isEmpty()) {
            return new DelayScheduler(Estimator.CUMULATIVE, 0);
        }
        switch (spec.arg(0, usage)) {
            case "cumulative":
                spec.requireArgs(1, 1, usage);
                return new DelayScheduler(Estimator.CUMULATIVE, 0);
            case "running":
                spec.requireArgs(1, 1, usage);
                return new DelayScheduler(Estimator.RUNNING, 0);
            case "fixed":
                spec.requireArgs(2, 2, usage);
                return new DelayScheduler(Estimator.FIXED, spec.doubleArg(1, "threshold T", 0, Double.MAX_VALUE));
            default:
                throw spec.error("unknown estimator '" + spec.args().get(0) + "'; expected " + usage);
        }
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        int position = nextPosition();
        if (!(mayOvertake(ctx) && tryStartNew(job, ctx))) {
            queue.add(job, position);
        }
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        Double wait = runningWaits.remove(job);
        if (wait == null) {
            throw new IllegalStateException("job " + job.id() + " ended but this scheduler did not start it");
        }
        sumRunningWaits -= wait;
        headsThenOvertakers(ctx);
    }

    @Override
    protected void started(Job job, SchedulerContext ctx) {
        double wait = ctx.now() - job.submit();
        started++;
        sumStartedWaits += wait;
        sumRunningWaits += wait;
        runningWaits.put(job, wait);
    }

    /** Whether the head has waited less than the threshold (an empty queue has no head to protect). */
    @Override
    protected boolean mayOvertake(SchedulerContext ctx) {
        int head = queue.first();
        return head < 0 || ctx.now() - queue.get(head).submit() < threshold(ctx.now());
    }

    /** The threshold T at time {@code now}. */
    double threshold(double now) {
        switch (estimator) {
            case FIXED:
                return fixedThreshold;
            case RUNNING:
                return runningWaits.isEmpty() ? 0 : rate(now) * (sumRunningWaits / runningWaits.size());
            case CUMULATIVE:
            default:
                return started == 0 ? 0 : rate(now) * (sumStartedWaits / started);
        }
    }

    private double rate(double now) {
        return now > 0 ? arrivals() / now : 0;
    }

    @Override
    public void checkInvariants() {
        super.checkInvariants();
        if (runningWaits.size() > started) {
            throw new IllegalStateException(runningWaits.size() + " running but only " + started + " started");
        }
    }
}
