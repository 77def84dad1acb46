package org.schedlab.core.alloc;

import java.util.Comparator;
import java.util.Optional;
import java.util.Set;
import org.schedlab.core.spec.BadInputException;

/**
 * Optional allocator capabilities as types. An allocator declares a capability by implementing its
 * interface ({@link TestsPlacements}, {@link CountsSuffice}); a scheduler names the capabilities it
 * needs ({@link org.schedlab.core.registry.SchedulerFactory#requires}), {@link #check} refuses a
 * machine whose allocator lacks one before any simulation starts, and the scheduler reaches the
 * capability with {@link #as}.
 */
public final class Capabilities {
    private Capabilities() {}

    /**
     * {@code allocator} viewed as {@code capability}: the allocator itself when it implements the
     * capability, else the first allocator down its chain of decorators ({@link
     * ForwardingAllocator}) that does, else empty. A decorator forwards the calls it does not
     * observe, so the capability's methods (which never change state) may be called on the
     * undecorated allocator.
     */
    public static <C extends Allocator> Optional<C> as(Allocator allocator, Class<C> capability) {
        Allocator a = allocator;
        while (true) {
            if (capability.isInstance(a)) {
                return Optional.of(capability.cast(a));
            }
            if (!(a instanceof ForwardingAllocator f)) {
                return Optional.empty();
            }
            a = f.delegate();
        }
    }

    /** Whether {@code allocator}, or an allocator it decorates, has {@code capability}. */
    public static boolean has(Allocator allocator, Class<? extends Allocator> capability) {
        return as(allocator, capability).isPresent();
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
                .sorted(Comparator.comparing(Class::getSimpleName))
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
