package org.schedlab.schedulers.testing;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.schedulers.SchedulersModule;

/** The scheduler registry as the command line builds it, for tests that go by spec string. */
public final class Registered {
    private static final Map<String, SchedulerFactory> FACTORIES = Guice.createInjector(
                    new CoreModule(), new SchedulersModule())
            .getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}));

    private Registered() {}

    /** Every registered factory by name. */
    public static Map<String, SchedulerFactory> factories() {
        return FACTORIES;
    }

    /** A fresh scheduler for a spec such as {@code window:10}. */
    public static Scheduler scheduler(String specText) {
        Spec spec = Spec.parse("--scheduler", specText);
        SchedulerFactory factory = FACTORIES.get(spec.name());
        if (factory == null) {
            throw new IllegalArgumentException("no scheduler named " + spec.name());
        }
        return factory.create(spec);
    }
}
