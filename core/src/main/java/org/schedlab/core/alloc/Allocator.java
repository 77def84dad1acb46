package org.schedlab.core.alloc;

import java.util.stream.IntStream;
import org.schedlab.core.job.Request;

/**
 * The allocation state of a machine together with its placement policy.
 *
 * <p>Contract (checked by the allocator contract tester, {@code
 * org.schedlab.core.testing.AllocatorContract} in core's test-jar, which every allocator's test
 * extends):
 *
 * <ul>
 *   <li>{@link #find} never changes state and is deterministic for a given state;
 *   <li>{@link #commit} accepts exactly a placement that {@link #find} returned for the current
 *       state (or one that is still free), and {@link #release} gives it back exactly;
 *   <li>{@code free() == capacity() - sum of committed processors}, and committed placements
 *       hold disjoint sets of processors ({@link #processorIds(Allocation)});
 *   <li>{@link #copy} is an independent deep copy for what-if planning (EASY reservations).
 * </ul>
 *
 * <p>Optional abilities are types, not methods: an allocator that can test a given placement
 * implements {@link TestsPlacements}, one on which processor counts alone decide what fits
 * implements {@link CountsSuffice}. Callers ask with {@link Capabilities#has} or {@link
 * Capabilities#as}, which look through decorators ({@link ForwardingAllocator}).
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
     * The ids, in {@code [0, capacity())}, of the processors {@code allocation} holds: a placement
     * this allocator or a copy of it made. For testers and audits, never on a hot path. The default
     * asks the placement ({@link Allocation#processorIds()}); an allocator whose placements are
     * numbered through the machine (a submesh's row-major ids need the mesh's width) overrides it.
     *
     * @throws UnsupportedOperationException when the placement only counts processors
     */
    default IntStream processorIds(Allocation allocation) {
        return allocation.processorIds();
    }

    /**
     * Audits the internal state (no processor booked twice, counts consistent, derived indexes in
     * agreement with a brute-force recomputation).
     *
     * @throws IllegalStateException describing the first violation found
     */
    default void checkInvariants() {}
}
