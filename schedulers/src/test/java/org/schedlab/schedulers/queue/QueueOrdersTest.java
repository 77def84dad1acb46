package org.schedlab.schedulers.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.google.inject.AbstractModule;
import com.google.inject.CreationException;
import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.schedulers.SchedulersModule;
import org.schedlab.schedulers.conservative.ConservativeScheduler;
import org.schedlab.schedulers.easy.EasyScheduler;

/** The built-in queue orders' scores, the registry, and the order {@link OrderedQueue} visits. */
class QueueOrdersTest {
    private static Job job(int id, double submit, double estimate, int procs) {
        return new Job(id, submit, estimate, estimate, procs, new org.schedlab.core.job.ProcessorRequest(procs));
    }

    @Test
    void scoresAsDocumented() {
        Job j = job(1, 100, 50, 8);
        assertThat(QueueOrders.FCFS.score(j, 200)).isZero();
        assertThat(QueueOrders.SJF.score(j, 200)).isEqualTo(50);
        assertThat(QueueOrders.LJF.score(j, 200)).isEqualTo(-50);
        assertThat(QueueOrders.SAF.score(j, 200)).isEqualTo(400);
        // wait 100, estimate 50: (100/50)^3 x 8 = 64, larger first, so the score is -64
        assertThat(QueueOrders.WFP3.score(j, 200)).isEqualTo(-64);
        // log10(50) x 8 + 870 log10(100) = 13.592... + 1740
        assertThat(QueueOrders.F1.score(j, 200)).isCloseTo(8 * Math.log10(50) + 1740, within(1e-9));
    }

    @Test
    void onlyWfp3DependsOnTime() {
        for (QueueOrder order : QueueOrders.builtIn().all().values()) {
            assertThat(order.dependsOnTime()).as(order.name()).isEqualTo(order == QueueOrders.WFP3);
            assertThat(order.isArrival()).as(order.name()).isEqualTo(order == QueueOrders.FCFS);
        }
    }

    @Test
    void zeroEstimatesAndSubmitsGiveNoNaN() {
        Job zero = job(1, 0, 0, 4);
        assertThat(QueueOrders.WFP3.score(zero, 0)).isZero();
        assertThat(QueueOrders.WFP3.score(zero, 5)).isEqualTo(Double.NEGATIVE_INFINITY);
        // both count as 0.1: log10(0.1) = -1
        assertThat(QueueOrders.F1.score(zero, 5)).isCloseTo(-4 - 870, within(1e-9));
    }

    /** Fewest processors first: an order a module outside this one might register. */
    static final QueueOrder NARROW = QueueOrder.of(
            "narrow", "fewest processors first (a test)", job -> job.request().processors());

    /** A module that registers {@link #NARROW}. */
    static final class NarrowModule extends AbstractModule {
        @Override
        protected void configure() {
            QueueOrders.registry(binder()).addBinding(NARROW.name()).toInstance(NARROW);
        }
    }

    @Test
    void anOrderOfAScoreIsNamedAndTimeIndependent() {
        Job j = job(1, 100, 50, 8);
        assertThat(NARROW.name()).isEqualTo("narrow");
        assertThat(NARROW.description()).isEqualTo("fewest processors first (a test)");
        assertThat(NARROW.score(j, 0)).isEqualTo(8);
        assertThat(NARROW.score(j, 1e9)).isEqualTo(8);
        assertThat(NARROW.dependsOnTime()).isFalse();
        assertThat(NARROW.isArrival()).isFalse();
        assertThat(NARROW).hasToString("narrow");
    }

    @Test
    void theBuiltInsComeFirstInTheirOrderThenTheOthersByName() {
        assertThat(QueueOrders.builtIn().names()).isEqualTo("fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");
        assertThat(QueueOrders.builtIn().all().get("sjf")).isSameAs(QueueOrders.SJF);
        Map<String, QueueOrder> registered = new java.util.HashMap<>(QueueOrders.byName(QueueOrders.BUILT_IN));
        registered.put(NARROW.name(), NARROW);
        QueueOrders all = new QueueOrders(registered);
        assertThat(all.names()).isEqualTo("fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow");
        assertThat(all.get(Spec.of("easy"), "narrow")).isSameAs(NARROW);
        assertThatThrownBy(() -> all.get(Spec.parse("--scheduler", "easy:order=zzz"), "zzz"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'easy:order=zzz': unknown order 'zzz'; known orders:"
                        + " fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow");
    }

    @Test
    void aMisnamedOrderIsRefusedNamingIt() {
        assertThatThrownBy(() -> new QueueOrders(Map.of("thin", NARROW)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("queue order 'narrow'")
                .hasMessageContaining("registered under another name, 'thin'");
        assertThatThrownBy(() -> new QueueOrders(Map.of("Bad Name", NARROW)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("lower-case letters, digits and '-'");
    }

    /**
     * An order registered through Guice by another module: the schedulers that take order= list it
     * and run it; a second registration of a name stops the injector (the command line turns that
     * into exit status 2 naming both modules).
     */
    @Test
    void anOrderRegisteredByAnotherModuleReachesTheSchedulers() {
        Map<String, SchedulerFactory> factories = Guice.createInjector(
                        new CoreModule(), new SchedulersModule(), new NarrowModule())
                .getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}));
        assertThat(factories.get("easy").synopsis())
                .contains("order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow");
        assertThat(factories.get("fcfs").synopsis())
                .contains("order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow");
        assertThat(factories.get("conservative").synopsis())
                .contains("order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow");
        EasyScheduler easy = (EasyScheduler) factories.get("easy").create(Spec.of("easy:order=narrow"));
        assertThat(easy.order()).isSameAs(NARROW);
        ConservativeScheduler conservative =
                (ConservativeScheduler) factories.get("conservative").create(Spec.of("conservative:order=narrow"));
        assertThat(conservative.order()).isSameAs(NARROW);

        assertThatThrownBy(() -> Guice.createInjector(new CoreModule(), new SchedulersModule(), new AbstractModule() {
                    @Override
                    protected void configure() {
                        QueueOrders.registry(binder()).addBinding("sjf").toInstance(NARROW);
                    }
                }))
                .isInstanceOf(CreationException.class)
                .hasMessageContaining("sjf");
    }

    private static List<Integer> visit(OrderedQueue view) {
        List<Integer> ids = new ArrayList<>();
        for (int c = view.first(); c >= 0; c = view.next(c, Integer.MAX_VALUE - 1)) {
            ids.add(view.get(c).id());
        }
        return ids;
    }

    @Test
    void equalScoresKeepArrivalOrder() {
        OrderedQueue view = new OrderedQueue(new WaitingQueue(), QueueOrders.SJF);
        view.add(job(7, 0, 20, 1), 0);
        view.add(job(3, 0, 10, 1), 1);
        view.add(job(5, 0, 20, 1), 2);
        view.add(job(4, 0, 10, 1), 3);
        view.refresh(0);
        assertThat(visit(view)).containsExactly(3, 4, 7, 5);
    }

    @Test
    void wfp3IsScoredAgainAtEveryPass() {
        OrderedQueue view = new OrderedQueue(new WaitingQueue(), QueueOrders.WFP3);
        view.add(job(1, 0, 100, 8), 0); // wait w: (w/100)^3 x 8
        view.add(job(2, 10, 10, 1), 1); // wait w - 10: ((w-10)/10)^3 x 1
        view.refresh(15); // 1: 0.027, 2: 0.125
        assertThat(visit(view)).containsExactly(2, 1);
        view.refresh(10); // 1: 0.008, 2: 0 (an earlier time only to show the re-scoring)
        assertThat(visit(view)).containsExactly(1, 2);
    }

    @Test
    void nextSkipsJobsLargerThanAskedAndStartedOnes() {
        WaitingQueue queue = new WaitingQueue();
        OrderedQueue view = new OrderedQueue(queue, QueueOrders.LJF);
        view.add(job(1, 0, 10, 4), 0);
        view.add(job(2, 0, 30, 8), 1);
        view.add(job(3, 0, 20, 2), 2);
        view.refresh(0);
        int head = view.first();
        assertThat(view.get(head).id()).isEqualTo(2);
        assertThat(view.get(view.next(head, 3)).id()).isEqualTo(3);
        queue.remove(view.position(head));
        assertThat(visit(view)).containsExactly(3, 1);
    }
}
