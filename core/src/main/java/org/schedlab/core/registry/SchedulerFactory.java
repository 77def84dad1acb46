package org.schedlab.core.registry;

import java.util.Set;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;

/**
 * Builds a scheduler from its spec string, registered by name in a Guice {@code MapBinder<String,
 * SchedulerFactory>} (e.g. {@code window} for {@code window:K}).
 */
public interface SchedulerFactory {
    /**
     * A fresh scheduler (schedulers hold per-run state).
     *
     * @throws org.schedlab.core.spec.BadInputException for malformed or impossible parameters
     */
    Scheduler create(Spec spec);

    /** One-line usage, e.g. {@code window:K  window-based scheme, K >= 1}. */
    String synopsis();

    /**
     * The optional allocator capabilities (interfaces extending {@link Allocator}, such as {@link
     * org.schedlab.core.alloc.TestsPlacements}) the scheduler built from {@code spec} calls. The
     * runner refuses a machine whose allocator lacks one before the run ({@link
     * org.schedlab.core.alloc.Capabilities#check}). The default is none.
     */
    default Set<Class<? extends Allocator>> requires(Spec spec) {
        return Set.of();
    }
}
