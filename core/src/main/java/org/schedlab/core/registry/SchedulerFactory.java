package org.schedlab.core.registry;

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
}
