package org.schedlab.core.alloc;

/**
 * The claim that processor counts alone decide what fits: in every state, every request of at
 * most {@link #free()} processors that {@link #canEverFit can ever fit} is found a placement,
 * whichever processors are busy. True of a flat machine ({@link
 * org.schedlab.core.flat.FlatAllocator}) and of placement rules that ignore the topology (the
 * fat tree's {@code noncontiguous}). Planners then work on free counts instead of what-if copies
 * (EASY's shadow time, conservative's plan), so a wrong claim gives wrong schedules: the
 * allocator contract tester ({@code org.schedlab.core.testing.AllocatorContract}) checks the claim
 * by brute force on random states for every allocator that implements this interface.
 *
 * <p>A marker: it adds no method. Ask with {@link Capabilities#has}, which looks through
 * decorators.
 */
public interface CountsSuffice extends Allocator {}
