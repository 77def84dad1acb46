package org.schedlab.schedulers.delay;

import java.util.IdentityHashMap;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.schedulers.queue.OvertakeCounts;
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
 *       and Youn, 2000);
 *   <li>{@code delay:count} — the cumulative {@code λ·W} compared with the number of times the head
 *       has been overtaken instead of its waiting delay (λ·W is a job count, so this reading makes
 *       the units agree; algorithms.md 2.8).
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

    /** {@code delay[:cumulative|:running|:fixed:T|:count]}. */
    public static final NamedSchedulerFactory FACTORY = new NamedSchedulerFactory(
            NAME,
            "delay[:cumulative|:running|:fixed:T|:count]  head may be overtaken while its wait < lambda*W"
                    + " (Kim 1998), or a fixed T, or while its overtake count < lambda*W",
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

    /** What the threshold is compared with. */
    public enum Measure {
        /** The head's waiting delay so far. */
        WAIT,
        /** How many times the head has been overtaken. */
        OVERTAKES
    }

    private final Estimator estimator;
    private final double fixedThreshold;
    private final Measure measure;
    private final OvertakeCounts counts = new OvertakeCounts();
    private final IdentityHashMap<Job, Double> runningWaits = new IdentityHashMap<>();
    private long started;
    private double sumStartedWaits;
    private double sumRunningWaits;

    /**
     * @param estimator the threshold estimator
     * @param fixedThreshold the constant threshold for {@link Estimator#FIXED}, ignored otherwise
     * @param measure what the threshold is compared with
     */
    public DelayScheduler(Estimator estimator, double fixedThreshold, Measure measure) {
        if (estimator == Estimator.FIXED && !(fixedThreshold >= 0)) {
            throw new IllegalArgumentException("fixed threshold must be >= 0: " + fixedThreshold);
        }
        this.estimator = estimator;
        this.fixedThreshold = fixedThreshold;
        this.measure = measure;
    }

    private static DelayScheduler fromSpec(org.schedlab.core.spec.Spec spec) {
        String usage = "delay, delay:cumulative, delay:running, delay:fixed:T with T >= 0, or delay:count";
        spec.requireArgs(0, 2, usage);
        if (spec.args().isEmpty()) {
            return new DelayScheduler(Estimator.CUMULATIVE, 0, Measure.WAIT);
        }
        return switch (spec.arg(0, usage)) {
            case "cumulative" -> {
                spec.requireArgs(1, 1, usage);
                yield new DelayScheduler(Estimator.CUMULATIVE, 0, Measure.WAIT);
            }
            case "running" -> {
                spec.requireArgs(1, 1, usage);
                yield new DelayScheduler(Estimator.RUNNING, 0, Measure.WAIT);
            }
            case "count" -> {
                spec.requireArgs(1, 1, usage);
                yield new DelayScheduler(Estimator.CUMULATIVE, 0, Measure.OVERTAKES);
            }
            case "fixed" -> {
                spec.requireArgs(2, 2, usage);
                yield new DelayScheduler(
                        Estimator.FIXED, spec.doubleArg(1, "threshold T", 0, Double.MAX_VALUE), Measure.WAIT);
            }
            default -> throw spec.error("unknown estimator '" + spec.args().get(0) + "'; expected " + usage);
        };
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        int position = nextPosition();
        if (mayOvertake(ctx) && tryStartNew(job, ctx)) {
            if (!queue.isEmpty()) {
                overtook(position);
            }
            return;
        }
        queue.add(job, position);
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

    /** Whether the head is still below the threshold (an empty queue has no head to protect). */
    @Override
    protected boolean mayOvertake(SchedulerContext ctx) {
        int head = queue.first();
        if (head < 0) {
            return true;
        }
        double level = measure == Measure.WAIT ? ctx.now() - queue.get(head).submit() : counts.countOf(head);
        return level < threshold(ctx.now());
    }

    @Override
    protected void overtook(int position) {
        counts.overtakeBy(position);
    }

    /** The threshold T at time {@code now}. */
    double threshold(double now) {
        return switch (estimator) {
            case FIXED -> fixedThreshold;
            case RUNNING -> runningWaits.isEmpty() ? 0 : rate(now) * (sumRunningWaits / runningWaits.size());
            case CUMULATIVE -> started == 0 ? 0 : rate(now) * (sumStartedWaits / started);
        };
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
