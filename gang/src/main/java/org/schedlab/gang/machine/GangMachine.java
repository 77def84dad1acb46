package org.schedlab.gang.machine;

import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.EngineMachine;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Engine;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.gang.scheme.GangScheduler;
import org.schedlab.gang.sim.GangSimulation;
import org.schedlab.gang.sim.SlotClock;

/**
 * {@code gang:P[:ROWS][:clock=global|jump]}: P processors (a power of two) time-shared by gang
 * scheduling in slots, with an optional row limit and the slot clock of {@link SlotClock}.
 */
public final class GangMachine implements EngineMachine {
    private final int processors;
    private final int rowLimit;
    private final SlotClock clock;

    /** A machine without a row limit. */
    public GangMachine(int processors) {
        this(processors, Integer.MAX_VALUE);
    }

    /**
     * @param processors P, a power of two
     * @param rowLimit a run whose matrix grows beyond this many rows (slots) stops with {@link
     *     GangSimulation.RowLimitExceeded}, a {@link org.schedlab.core.sim.RunDiverged}
     */
    public GangMachine(int processors, int rowLimit) {
        this(processors, rowLimit, SlotClock.GLOBAL);
    }

    /**
     * @param processors P, a power of two
     * @param rowLimit the row limit ({@link Integer#MAX_VALUE} for none)
     * @param clock when slots begin on an idle machine
     */
    public GangMachine(int processors, int rowLimit, SlotClock clock) {
        if (processors < 1 || Integer.bitCount(processors) != 1) {
            throw new IllegalArgumentException("processors must be a power of two: " + processors);
        }
        if (rowLimit < 1) {
            throw new IllegalArgumentException("row limit must be >= 1: " + rowLimit);
        }
        this.processors = processors;
        this.rowLimit = rowLimit;
        this.clock = java.util.Objects.requireNonNull(clock);
    }

    /** When slots begin on an idle machine. */
    public SlotClock clock() {
        return clock;
    }

    @Override
    public String describe() {
        return GangMachineFactory.NAME + ":" + processors + (rowLimit == Integer.MAX_VALUE ? "" : ":" + rowLimit)
                + (clock == SlotClock.GLOBAL ? "" : ":" + GangMachineFactory.CLOCK + "=" + clock.spelling());
    }

    @Override
    public int capacity() {
        return processors;
    }

    @Override
    public List<Integer> shape() {
        return List.of(processors);
    }

    @Override
    public Engine newEngine(Scheduler scheduler) {
        if (!(scheduler instanceof GangScheduler g)) {
            throw new BadInputException("--machine " + describe()
                    + " runs only the gang schemes (--scheduler gang:bc, gang:br, gang:brms or gang:brmms)");
        }
        return new GangSimulation(processors, g.scheme(), g.blocks(), g.extras())
                .rowLimit(rowLimit)
                .clock(clock);
    }

    @Override
    public Job map(Job job) {
        if (job.procs() > processors) {
            throw new BadInputException("job " + job.id() + " asks for " + job.procs() + " processors but " + describe()
                    + " has " + processors);
        }
        return job;
    }
}
