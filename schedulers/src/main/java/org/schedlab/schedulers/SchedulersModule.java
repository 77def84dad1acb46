package org.schedlab.schedulers;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.core.registry.NamedSchedulerFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.wiring.Registries;
import org.schedlab.schedulers.conservative.ConservativeScheduler;
import org.schedlab.schedulers.delay.DelayScheduler;
import org.schedlab.schedulers.easy.EasyScheduler;
import org.schedlab.schedulers.external.ExternalScheduler;
import org.schedlab.schedulers.fcfs.FcfsScheduler;
import org.schedlab.schedulers.oocb.OvertakeBoundScheduler;
import org.schedlab.schedulers.window.WindowScheduler;

/** Registers every scheduler of this module by its stable name. */
public final class SchedulersModule implements Module {
    @Override
    public void configure(Binder binder) {
        MapBinder<String, SchedulerFactory> schedulers = Registries.schedulers(binder);
        bind(schedulers, FcfsScheduler.FACTORY);
        bind(schedulers, WindowScheduler.WINDOW_FACTORY);
        bind(schedulers, WindowScheduler.OO_FACTORY);
        bind(schedulers, OvertakeBoundScheduler.OOCB_FACTORY);
        bind(schedulers, OvertakeBoundScheduler.FPFS_FACTORY);
        bind(schedulers, DelayScheduler.FACTORY);
        bind(schedulers, EasyScheduler.FACTORY);
        bind(schedulers, ConservativeScheduler.FACTORY);
        bind(schedulers, ExternalScheduler.FACTORY);
    }

    private static void bind(MapBinder<String, SchedulerFactory> schedulers, NamedSchedulerFactory factory) {
        schedulers.addBinding(factory.name()).toInstance(factory);
    }
}
