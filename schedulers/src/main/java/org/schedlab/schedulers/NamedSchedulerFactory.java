package org.schedlab.schedulers;

import java.util.Objects;
import java.util.function.Function;
import org.schedlab.core.registry.SchedulerFactory;
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
 */
public record NamedSchedulerFactory(String name, String synopsis, Function<Spec, Scheduler> maker)
        implements SchedulerFactory {
    public NamedSchedulerFactory {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(synopsis, "synopsis");
        Objects.requireNonNull(maker, "maker");
        if (name.isEmpty() || name.contains(":")) {
            throw new IllegalArgumentException("a scheduler name is non-empty and has no colon: '" + name + "'");
        }
    }

    @Override
    public Scheduler create(Spec spec) {
        if (!spec.name().equals(name)) {
            throw spec.error("this factory builds '" + name + "' schedulers, not '" + spec.name() + "'");
        }
        return maker.apply(spec);
    }
}
