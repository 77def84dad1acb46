package org.schedlab.core.registry;

import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;

/**
 * A scheduler factory as plain data: the registered name, the one-line usage shown by {@code
 * list}, and the function that validates a spec and builds a fresh scheduler. Each scheduler
 * family declares its factories as constants next to its scheduler class, so the Guice module only
 * lists them.
 *
 * @param name the stable name, the part before the first colon of a spec
 * @param synopsis one-line usage, e.g. {@code window:K  window-based scheme, K >= 1 or inf}
 * @param maker validates the spec's arguments and builds a scheduler; throws {@link
 *     org.schedlab.core.spec.BadInputException} (via {@link Spec#error}) for bad parameters
 * @param capabilities the optional allocator capabilities every scheduler of this name calls
 *     ({@link #requires})
 */
public record NamedSchedulerFactory(
        String name, String synopsis, Function<Spec, Scheduler> maker, Set<Class<? extends Allocator>> capabilities)
        implements SchedulerFactory {
    public NamedSchedulerFactory {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(synopsis, "synopsis");
        Objects.requireNonNull(maker, "maker");
        capabilities = Set.copyOf(capabilities);
        if (name.isEmpty() || name.contains(":")) {
            throw new IllegalArgumentException("a scheduler name is non-empty and has no colon: '" + name + "'");
        }
    }

    // Hand-written rather than the record's generated equals and hashCode (same contract: equal
    // when every component is equal), for start-up: Guice hashes every instance registered with it
    // while it builds the registries, and a record's generated methods are linked on first use
    // through an invokedynamic bootstrap (java.lang.runtime.ObjectMethods) that costs a few
    // milliseconds per record class in a cold JVM. The hash is the name's alone: equal factories
    // have equal names, and different registrations differ in their names.
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof NamedSchedulerFactory f
                        && name.equals(f.name)
                        && synopsis.equals(f.synopsis)
                        && maker.equals(f.maker)
                        && capabilities.equals(f.capabilities);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    /** A factory whose schedulers need no optional allocator capability. */
    public NamedSchedulerFactory(String name, String synopsis, Function<Spec, Scheduler> maker) {
        this(name, synopsis, maker, Set.of());
    }

    /** This factory, declaring that its schedulers call {@code capabilities} too. */
    @SafeVarargs
    public final NamedSchedulerFactory requiring(Class<? extends Allocator>... capabilities) {
        Set<Class<? extends Allocator>> all = new java.util.HashSet<>(this.capabilities);
        all.addAll(java.util.List.of(capabilities));
        return new NamedSchedulerFactory(name, synopsis, maker, all);
    }

    @Override
    public Set<Class<? extends Allocator>> requires(Spec spec) {
        return capabilities;
    }

    @Override
    public Scheduler create(Spec spec) {
        if (!spec.name().equals(name)) {
            throw spec.error("this factory builds '" + name + "' schedulers, not '" + spec.name() + "'");
        }
        return maker.apply(spec);
    }
}
