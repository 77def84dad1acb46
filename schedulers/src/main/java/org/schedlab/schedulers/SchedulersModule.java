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
import org.schedlab.schedulers.maui.MauiScheduler;
import org.schedlab.schedulers.oocb.OvertakeBoundScheduler;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.schedulers.relaxed.RelaxedConservativeScheduler;
import org.schedlab.schedulers.scan.ScanScheduler;
import org.schedlab.schedulers.window.WindowScheduler;

/**
 * Registers every scheduler of this module by its stable name, and the built-in queue orders; the
 * schedulers that take {@code order=NAME} are built from every order registered, by any module.
 */
public final class SchedulersModule implements Module {
    @Override
    public void configure(Binder binder) {
        MapBinder<String, QueueOrder> orders = QueueOrders.registry(binder);
        for (QueueOrder order : QueueOrders.BUILT_IN) {
            orders.addBinding(order.name()).toInstance(order);
        }
        MapBinder<String, SchedulerFactory> schedulers = Registries.schedulers(binder);
        schedulers.addBinding(FcfsScheduler.NAME).toProvider(QueueOrders.withOrders(FcfsScheduler::factory));
        bind(schedulers, WindowScheduler.WINDOW_FACTORY);
        bind(schedulers, WindowScheduler.OO_FACTORY);
        bind(schedulers, OvertakeBoundScheduler.OOCB_FACTORY);
        bind(schedulers, OvertakeBoundScheduler.FPFS_FACTORY);
        bind(schedulers, DelayScheduler.FACTORY);
        schedulers.addBinding(EasyScheduler.NAME).toProvider(QueueOrders.withOrders(EasyScheduler::factory));
        schedulers
                .addBinding(ConservativeScheduler.NAME)
                .toProvider(QueueOrders.withOrders(ConservativeScheduler::factory));
        for (RelaxedConservativeScheduler.Mode mode : RelaxedConservativeScheduler.Mode.values()) {
            schedulers
                    .addBinding(mode.label())
                    .toProvider(QueueOrders.withOrders(known -> RelaxedConservativeScheduler.factory(mode, known)));
        }
        bind(schedulers, ScanScheduler.FACTORY);
        bind(schedulers, MauiScheduler.FACTORY);
        bind(schedulers, ExternalScheduler.FACTORY);
    }

    private static void bind(MapBinder<String, SchedulerFactory> schedulers, NamedSchedulerFactory factory) {
        schedulers.addBinding(factory.name()).toInstance(factory);
    }
}
