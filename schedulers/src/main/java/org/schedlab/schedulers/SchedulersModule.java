package org.schedlab.schedulers;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.Registries;
import org.schedlab.schedulers.fcfs.FcfsScheduler;

/** Registers every scheduler of this module by its stable name. */
public final class SchedulersModule extends AbstractModule {
    @Override
    protected void configure() {
        MapBinder<String, SchedulerFactory> schedulers = Registries.schedulers(binder());
        schedulers.addBinding(FcfsScheduler.NAME).toInstance(new SchedulerFactory() {
            @Override
            public org.schedlab.core.sched.Scheduler create(Spec spec) {
                spec.requireArgs(0, 0, "fcfs (no arguments)");
                return new FcfsScheduler();
            }

            @Override
            public String synopsis() {
                return "fcfs  first-come-first-served, strict arrival order";
            }
        });
    }
}
