package org.schedlab.core.alloc;

/**
 * An allocator that counts its own elementary work in a declared, deterministic cost model, so that
 * allocators can be compared on work instead of wall-clock time: the counts depend only on the
 * sequence of calls (and so only on the seed of a run), never on the machine or its load.
 *
 * <p>Allocation work is everything done by {@link Allocator#find} (successful or not), {@link
 * Allocator#fits} and {@link Allocator#commit}; release work is everything done by {@link
 * Allocator#release}. An implementing module documents its cost model: which steps count, and
 * which of them are comparisons ({@link Work}). Counting must not change any decision. A {@link
 * Allocator#copy copy} counts from zero, so what-if planning on copies is not charged to the live
 * allocator. Decorators ({@link ForwardingAllocator}) do not forward this capability; ask the
 * undecorated allocator.
 */
public interface WorkCounting {
    /** The work counted since this allocator was created. */
    Work work();
}
