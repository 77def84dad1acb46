package org.schedlab.core.registry;

import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Engine;

/**
 * A machine that runs its jobs with its own {@link Engine} instead of the space-sharing {@link
 * org.schedlab.core.sim.Simulation} over an {@link Allocator} (gang scheduling: time slots x
 * processors). Runners detect the kind by type, as the engine detects a {@link
 * org.schedlab.core.sched.PassScheduler}.
 */
public interface EngineMachine extends Machine {
    /**
     * A fresh engine for one replication.
     *
     * @param scheduler the run's scheduler, built from {@code --scheduler}
     * @throws org.schedlab.core.spec.BadInputException if this machine cannot run {@code scheduler}
     */
    Engine newEngine(Scheduler scheduler);

    /**
     * An engine machine has no space-sharing allocator.
     *
     * @throws UnsupportedOperationException always
     */
    @Override
    default Allocator newAllocator() {
        throw new UnsupportedOperationException(describe() + " runs its own engine and has no allocator");
    }
}
