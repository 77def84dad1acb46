package org.schedlab.core.alloc;

import org.schedlab.core.job.Request;

/**
 * The allocation state of a machine together with its placement policy.
 *
 * <p>Contract (checked by the allocator contract tests over every implementation):
 *
 * <ul>
 *   <li>{@link #find} never changes state and is deterministic for a given state;
 *   <li>{@link #commit} accepts exactly a placement that {@link #find} returned for the current
 *       state (or one that is still free), and {@link #release} gives it back exactly;
 *   <li>{@code free() == capacity() - sum of committed processors};
 *   <li>{@link #copy} is an independent deep copy for what-if planning (EASY reservations).
 * </ul>
 */
public interface Allocator {
    /**
     * Finds a placement for {@code request} in the current state without changing it.
     *
     * @return the placement, or {@code null} when the request does not fit now
     */
    Allocation find(Request request);

    /**
     * Whether {@link #find} would return a placement for {@code request} now, without changing
     * state. Allocators override it when they can answer without picking the processors (planners
     * such as EASY's what-if state ask it often). The default calls {@link #find}.
     */
    default boolean fits(Request request) {
        return find(request) != null;
    }

    /** Marks the placement busy. */
    void commit(Allocation allocation);

    /** Frees a committed placement. */
    void release(Allocation allocation);

    /** Total number of usable processors. */
    int capacity();

    /** Number of currently free processors. */
    int free();

    /** An independent copy of this allocator's state, for what-if planning. */
    Allocator copy();

    /**
     * Whether {@code request} could fit on the empty machine. A request that can never fit is
     * bad input: the engine refuses it instead of letting it wait forever.
     */
    default boolean canEverFit(Request request) {
        return request.processors() <= capacity();
    }

    /**
     * Whether every processor of {@code allocation}, a placement this allocator (or a copy of it)
     * produced, is free in the current state. Planning several future states at once
     * (conservative backfilling on a topology) needs it; an allocator that cannot answer throws.
     *
     * @throws UnsupportedOperationException if this allocator cannot test a given placement
     */
    default boolean isFree(Allocation allocation) {
        throw new UnsupportedOperationException(
                getClass().getSimpleName() + " cannot test whether a given placement is free");
    }

    /**
     * Whether processor counts alone decide what fits: any request of at most {@link #free()}
     * processors is found a placement, whichever processors are busy. True for a flat machine;
     * planners may then work on counts instead of copies. Default {@code false}.
     */
    default boolean countsSuffice() {
        return false;
    }

    /**
     * Audits the internal state (no processor booked twice, counts consistent, derived indexes in
     * agreement with a brute-force recomputation).
     *
     * @throws IllegalStateException describing the first violation found
     */
    default void checkInvariants() {}
}
