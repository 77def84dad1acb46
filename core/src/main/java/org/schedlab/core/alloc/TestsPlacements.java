package org.schedlab.core.alloc;

/**
 * The optional capability of testing a given placement: whether every processor of a placement
 * this allocator (or a copy of it) produced is free in the current state. Planning several future
 * states at once needs it (conservative backfilling keeps a reservation for every waiting job and
 * asks, for each, whether its placement is still free). A scheduler that needs it says so through
 * {@link org.schedlab.core.registry.SchedulerFactory#requires}; the runner refuses the combination
 * before the run when the machine's allocator does not implement this interface ({@link
 * Capabilities#check}), and the scheduler reaches the method through {@link Capabilities#as}.
 */
public interface TestsPlacements extends Allocator {
    /** Whether every processor of {@code allocation} is free now. Never changes state. */
    boolean isFree(Allocation allocation);
}
