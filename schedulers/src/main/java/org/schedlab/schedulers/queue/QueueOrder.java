package org.schedlab.schedulers.queue;

import java.util.function.ToDoubleFunction;
import org.schedlab.core.job.Job;

/**
 * The order in which a backfilling scheduler ({@code easy}, {@code conservative}) visits its
 * waiting jobs: the first in this order is the queue head (EASY's reserved job), and the others are
 * tried, reserved or compressed in this order. An order is a score per job, smaller first; equal
 * scores are broken by arrival order (the job's position in the workload stream), then by job id,
 * by the caller ({@link OrderedQueue}), so an order only defines its score.
 *
 * <p>An order whose score depends on the current time ({@link #dependsOnTime()}, e.g. one that
 * grows with the wait) is scored again at every scheduling pass; the others are scored once per
 * job. Named orders are registered in {@link QueueOrders} and chosen with {@code order=NAME}.
 *
 * <pre>{@code
 * QueueOrder narrow = QueueOrder.of("narrow", "fewest processors first", job -> job.request().processors());
 * QueueOrders.registry(binder()).addBinding(narrow.name()).toInstance(narrow);
 * }</pre>
 */
public interface QueueOrder {
    /** The stable name, as given in {@code order=NAME}. */
    String name();

    /** One line for {@code schedlab list}: the rule and its source. */
    String description();

    /**
     * The job's score at time {@code now}; a smaller score comes first. Never NaN.
     *
     * @param job a waiting job
     * @param now the time of the scheduling pass (its wait is {@code now - job.submit()})
     */
    double score(Job job, double now);

    /** Whether {@link #score} depends on {@code now}, so the queue must be sorted again each pass. */
    default boolean dependsOnTime() {
        return false;
    }

    /** Whether this is arrival order, under which schedulers keep their FCFS code path. */
    default boolean isArrival() {
        return false;
    }

    /**
     * The order of a score that does not depend on the time: {@code score} of each job, smaller
     * first.
     *
     * @param name the stable name, lower-case letters, digits and '-'
     * @param description one line for {@code schedlab list}
     */
    static QueueOrder of(String name, String description, ToDoubleFunction<Job> score) {
        return new QueueOrders.Named(name, description) {
            @Override
            public double score(Job job, double now) {
                return score.applyAsDouble(job);
            }
        };
    }
}
