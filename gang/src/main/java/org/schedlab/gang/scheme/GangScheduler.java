package org.schedlab.gang.scheme;

import org.schedlab.core.job.Job;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.gang.matrix.Blocks;

/**
 * The scheduler a {@code --scheduler gang:SCHEME} spec builds. Time sharing does not fit the
 * start-once contract of {@link Scheduler}: a gang scheme places every job at once and keeps
 * re-arranging the time slots, so the decisions are made by the gang engine ({@link
 * org.schedlab.gang.sim.GangSimulation}), which a {@code gang:P} machine builds from this object.
 * On a space-sharing machine the first event refuses the run with a clear message.
 */
public final class GangScheduler implements Scheduler {
    private final Scheme scheme;
    private final Blocks blocks;
    private final Extras extras;

    /** {@code scheme} with jobs on whole buddy blocks. */
    public GangScheduler(Scheme scheme) {
        this(scheme, Blocks.WHOLE);
    }

    /**
     * @param scheme the allocation scheme
     * @param blocks whether a job holds its whole block or its first p processors (not for BC)
     * @throws IllegalArgumentException for BC with partial blocks
     */
    public GangScheduler(Scheme scheme, Blocks blocks) {
        this(scheme, blocks, Extras.EVERY_EVENT);
    }

    /**
     * @param scheme the allocation scheme
     * @param blocks whether a job holds its whole block or its first p processors (not for BC)
     * @param extras how extra copies are handed out (BRMS and BRMMS only, unless the default)
     * @throws IllegalArgumentException for BC with partial blocks, or extras other than the default
     *     for a scheme without multiple slots
     */
    public GangScheduler(Scheme scheme, Blocks blocks, Extras extras) {
        if (!scheme.repacks() && blocks == Blocks.PARTIAL) {
            throw new IllegalArgumentException("BC allocates whole buddy blocks");
        }
        if (!scheme.multipleSlots() && !extras.equals(Extras.EVERY_EVENT)) {
            throw new IllegalArgumentException(scheme.spelling() + " gives no extra copies");
        }
        this.scheme = scheme;
        this.blocks = blocks;
        this.extras = extras;
    }

    public Scheme scheme() {
        return scheme;
    }

    /** Whether jobs hold whole blocks (the default) or the first p processors of them. */
    public Blocks blocks() {
        return blocks;
    }

    /** How extra copies are handed out. */
    public Extras extras() {
        return extras;
    }

    @Override
    public void onArrival(Job job, SchedulerContext ctx) {
        throw refusal();
    }

    @Override
    public void onDeparture(Job job, SchedulerContext ctx) {
        throw refusal();
    }

    private BadInputException refusal() {
        return new BadInputException("--scheduler gang:" + scheme.spelling()
                + " time-shares processors and runs only on a gang machine (--machine gang:P)");
    }

    @Override
    public int waiting() {
        return 0;
    }
}
