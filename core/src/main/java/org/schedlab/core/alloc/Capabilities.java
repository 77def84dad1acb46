package org.schedlab.core.alloc;

import java.util.Set;
import org.schedlab.core.spec.BadInputException;

/**
 * Optional allocator capabilities as types. An allocator declares a capability by implementing its
 * interface (today {@link TestsPlacements}); a scheduler names the capabilities it needs ({@link
 * org.schedlab.core.registry.SchedulerFactory#requires}), and {@link #check} refuses a machine
 * whose allocator lacks one before any simulation starts.
 */
public final class Capabilities {
    private Capabilities() {}

    /**
     * Whether {@code allocator} has {@code capability}; decorators ({@link ForwardingAllocator}) are
     * looked through to the allocator they wrap.
     */
    public static boolean has(Allocator allocator, Class<? extends Allocator> capability) {
        Allocator a = allocator;
        while (a instanceof ForwardingAllocator f) {
            a = f.delegate();
        }
        return capability.isInstance(a);
    }

    /**
     * Refuses, with one line naming the scheduler, the machine and the missing capability, an
     * allocator that lacks one of {@code required}.
     *
     * @param scheduler the scheduler spec as given, e.g. {@code conservative}
     * @param machine the machine spec as described, e.g. {@code mesh:16x16/ff}
     * @param allocator a fresh allocator of that machine
     * @param required the capabilities the scheduler needs
     * @throws BadInputException for the first missing capability (in name order)
     */
    public static void check(
            String scheduler, String machine, Allocator allocator, Set<Class<? extends Allocator>> required) {
        required.stream()
                .sorted(java.util.Comparator.comparing(Class::getSimpleName))
                .filter(c -> !has(allocator, c))
                .findFirst()
                .ifPresent(c -> {
                    Allocator a = allocator;
                    while (a instanceof ForwardingAllocator f) {
                        a = f.delegate();
                    }
                    throw new BadInputException("--scheduler " + scheduler + " cannot run on --machine " + machine
                            + ": it needs an allocator that implements " + c.getSimpleName() + ", and "
                            + a.getClass().getSimpleName() + " does not");
                });
    }
}
