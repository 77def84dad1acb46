package org.schedlab.schedulers.queue;

import com.google.inject.Binder;
import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.multibindings.MapBinder;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * The registry of named {@link QueueOrder}s that {@code easy:order=NAME} and {@code
 * conservative:order=NAME} accept. The built-in orders, all of them scores of what a waiting job
 * tells before it runs (its estimate, processor count, submit time and wait; never its actual
 * runtime); "processors" is the job's request as the allocator sees it ({@code
 * job.request().processors()}):
 *
 * <ul>
 *   <li>{@code fcfs}: arrival order (score 0 for every job, so only the tie-break decides); the
 *       default, and exactly the schedulers' behaviour before orders existed.
 *   <li>{@code sjf}: shortest estimate first.
 *   <li>{@code ljf}: longest estimate first.
 *   <li>{@code saf}: smallest estimated area first, estimate × processors.
 *   <li>{@code wfp3}: the WFP utility of Tang, Lan, Desai, Buettner and Yu, "Fault-aware,
 *       utility-based job scheduling on Blue Gene/P systems", IEEE Cluster 2009: {@code
 *       (wait / estimate)^3 × processors}, larger first. It grows with the wait, so it is scored
 *       again at every pass. A job estimated at 0 scores +∞ once it has waited at all (0 before).
 *   <li>{@code f1}: the first nonlinear policy of Carastan-Santos and de Camargo, "Obtaining dynamic
 *       scheduling policies with simulation and machine learning", SC'17: {@code log10(r) × n + 870
 *       × log10(s)}, smaller first, with r the estimate, n the processors and s the submit time.
 *       The published form was checked against its use as a baseline in Zhang et al.'s
 *       RLScheduler (SC'20) code, which reads it the same way. log10 of 0 is undefined: an estimate
 *       or submit time that is not positive counts as 0.1 (RLScheduler's choice).
 *   <li>{@code largest}, {@code smallest}: most or fewest processors first; {@code laf}: largest
 *       estimated area first. With {@code sjf}, {@code ljf} and {@code saf} these are the
 *       comparators of PReMAS's priority queues ({@code largefirst}, {@code smallfirst}, {@code
 *       shortfirst}, {@code longfirst}, {@code ssd}, {@code lsd}; Knox College, {@code
 *       simulator/scheduler/*Comparator.java}), which break ties by arrival, then job number.
 * </ul>
 *
 * The registered orders form a Guice registry like the schedulers': every module adds its orders
 * with {@code QueueOrders.registry(binder()).addBinding(NAME).toInstance(order)}, the schedulers
 * that take {@code order=NAME} are built from the orders registered ({@link #withOrders}), list
 * them in their synopses, and {@code schedlab list} shows them; a name registered twice stops the
 * command line with exit status 2 naming both registrations. An instance is the set of orders a
 * scheduler may be given: the built-in ones first, in the order above, then the others by name.
 */
public final class QueueOrders {
    /** Arrival order; the default. */
    public static final QueueOrder FCFS = new Named("fcfs", "first come, first served (arrival order; the default)") {
        @Override
        public double score(Job job, double now) {
            return 0;
        }

        @Override
        public boolean isArrival() {
            return true;
        }
    };

    /** Shortest estimate first. */
    public static final QueueOrder SJF = new Named("sjf", "shortest job first, by the user's estimate") {
        @Override
        public double score(Job job, double now) {
            return job.estimate();
        }
    };

    /** Longest estimate first. */
    public static final QueueOrder LJF = new Named("ljf", "longest job first, by the user's estimate") {
        @Override
        public double score(Job job, double now) {
            return -job.estimate();
        }
    };

    /** Smallest estimated area first. */
    public static final QueueOrder SAF = new Named("saf", "smallest estimated area first (estimate x processors)") {
        @Override
        public double score(Job job, double now) {
            return job.estimate() * job.request().processors();
        }
    };

    /** Tang et al. 2009's WFP, largest {@code (wait / estimate)^3 × processors} first. */
    public static final QueueOrder WFP3 =
            new Named(
                    "wfp3",
                    "largest (wait/estimate)^3 x processors first (Tang et al., Cluster 2009); rescored each pass") {
                @Override
                public double score(Job job, double now) {
                    double wait = Math.max(0, now - job.submit());
                    if (job.estimate() <= 0) {
                        return wait > 0 ? Double.NEGATIVE_INFINITY : 0;
                    }
                    double ratio = wait / job.estimate();
                    return -(ratio * ratio * ratio) * job.request().processors();
                }

                @Override
                public boolean dependsOnTime() {
                    return true;
                }
            };

    /** Carastan-Santos and de Camargo 2017's F1, smallest {@code log10(r) n + 870 log10(s)} first. */
    public static final QueueOrder F1 =
            new Named(
                    "f1",
                    "smallest log10(estimate) x processors + 870 log10(submit) first (Carastan-Santos and de Camargo, SC'17)") {
                @Override
                public double score(Job job, double now) {
                    return Math.log10(positive(job.estimate())) * job.request().processors()
                            + 870 * Math.log10(positive(job.submit()));
                }
            };

    /** Most processors first (PReMAS's {@code largefirst}). */
    public static final QueueOrder LARGEST = new Named("largest", "most processors first (PReMAS's largefirst)") {
        @Override
        public double score(Job job, double now) {
            return -job.request().processors();
        }
    };

    /** Fewest processors first (PReMAS's {@code smallfirst}). */
    public static final QueueOrder SMALLEST = new Named("smallest", "fewest processors first (PReMAS's smallfirst)") {
        @Override
        public double score(Job job, double now) {
            return job.request().processors();
        }
    };

    /** Largest estimated area first (PReMAS's {@code lsd}). */
    public static final QueueOrder LAF =
            new Named("laf", "largest estimated area first (estimate x processors; PReMAS's lsd)") {
                @Override
                public double score(Job job, double now) {
                    return -job.estimate() * job.request().processors();
                }
            };

    /** The built-in orders, in their listing order. */
    public static final List<QueueOrder> BUILT_IN = List.of(FCFS, SJF, LJF, SAF, WFP3, F1, LARGEST, SMALLEST, LAF);

    private static final QueueOrders BUILT_IN_ONLY = new QueueOrders(byName(BUILT_IN));

    private final Map<String, QueueOrder> orders;
    private final String names;

    /**
     * The orders registered, by name.
     *
     * @throws org.schedlab.core.spec.BadInputException for a malformed name, or one that is not
     *     the order's own (a module's mistake, reported like a name registered twice)
     */
    @Inject
    public QueueOrders(Map<String, QueueOrder> registered) {
        Map<String, QueueOrder> sorted = new LinkedHashMap<>();
        for (QueueOrder order : BUILT_IN) {
            if (registered.get(order.name()) == order) {
                sorted.put(order.name(), order);
            }
        }
        new TreeMap<>(registered).forEach(sorted::putIfAbsent);
        sorted.forEach((name, order) -> {
            if (!name.matches("[a-z0-9][a-z0-9-]*")) {
                throw new BadInputException("queue order '" + name + "' ("
                        + order.getClass().getName() + "): a queue order name is lower-case letters, digits and '-'");
            }
            if (!name.equals(order.name())) {
                throw new BadInputException("queue order '" + order.name() + "' ("
                        + order.getClass().getName() + ") is registered under another name, '" + name + "'");
            }
        });
        this.orders = Collections.unmodifiableMap(sorted);
        this.names = String.join("|", sorted.keySet());
    }

    /** The built-in orders only: what schedulers built without Guice take. */
    public static QueueOrders builtIn() {
        return BUILT_IN_ONLY;
    }

    /** {@code orders} by name, in their order. */
    public static Map<String, QueueOrder> byName(List<QueueOrder> orders) {
        Map<String, QueueOrder> out = new LinkedHashMap<>();
        orders.forEach(o -> out.put(o.name(), o));
        return out;
    }

    /**
     * The registry of queue orders by name, to which every module adds its own: {@code
     * QueueOrders.registry(binder()).addBinding("my-order").toInstance(MY_ORDER)}.
     */
    public static MapBinder<String, QueueOrder> registry(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, QueueOrder.class);
    }

    /**
     * A scheduler factory built from the registered orders, for a scheduler that takes {@code
     * order=NAME}: {@code schedulers.addBinding(NAME).toProvider(QueueOrders.withOrders(MyScheduler::factory))}.
     */
    public static Provider<SchedulerFactory> withOrders(Function<QueueOrders, ? extends SchedulerFactory> factory) {
        return new WithOrders(factory);
    }

    /** Builds a factory from the orders the injector holds. */
    private static final class WithOrders implements Provider<SchedulerFactory> {
        private final Function<QueueOrders, ? extends SchedulerFactory> factory;

        @Inject
        private QueueOrders orders;

        WithOrders(Function<QueueOrders, ? extends SchedulerFactory> factory) {
            this.factory = factory;
        }

        @Override
        public SchedulerFactory get() {
            return factory.apply(orders);
        }
    }

    /** Every order by name: the built-in ones first, then the others by name. */
    public Map<String, QueueOrder> all() {
        return orders;
    }

    /** The names joined by {@code |}, for usages and messages, e.g. {@code fcfs|sjf|ljf|saf|wfp3|f1}. */
    public String names() {
        return names;
    }

    /**
     * The order named {@code name}.
     *
     * @throws org.schedlab.core.spec.BadInputException via {@link Spec#error}, listing the known
     *     orders, if none is registered under that name
     */
    public QueueOrder get(Spec spec, String name) {
        QueueOrder order = orders.get(name);
        if (order == null) {
            throw spec.error("unknown order '" + name + "'; known orders: " + names);
        }
        return order;
    }

    private static double positive(double x) {
        return x > 0 ? x : 0.1;
    }

    /** An order with a fixed name and description. */
    abstract static class Named implements QueueOrder {
        private final String name;
        private final String description;

        Named(String name, String description) {
            this.name = name;
            this.description = description;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
