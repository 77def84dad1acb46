package org.schedlab.core.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * Runs independent replications until a {@link StoppingRule} holds, serially or on several
 * threads, with identical results either way.
 *
 * <p>Replication {@code i} must depend only on {@code i} (its random streams come from
 * (master seed, i, stream name)). Threads run replications speculatively in batches; the rule is
 * then evaluated in index order after each replication, exactly as a serial run would, and
 * results past the stopping point are discarded.
 */
public final class Replications {
    private Replications() {}

    /**
     * Runs replications {@code 0, 1, ...} until {@code rule} holds.
     *
     * @param threads worker threads, {@code >= 1}
     * @param rule the stopping rule
     * @param replication computes replication {@code i}; must be thread-safe across indices
     * @param metric extracts the watched metric from a result
     * @return the results in index order (as many as the serial rule would run)
     */
    public static <T> List<T> run(
            int threads, StoppingRule rule, IntFunction<T> replication, ToDoubleFunction<T> metric) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1: " + threads);
        }
        List<T> results = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        if (threads == 1) {
            while (true) {
                T r = replication.apply(results.size());
                results.add(r);
                values.add(metric.applyAsDouble(r));
                if (rule.satisfied(interval(values))) {
                    return results;
                }
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "replication");
            t.setDaemon(true);
            return t;
        });
        try {
            while (true) {
                int first = results.size();
                // the first batch covers the minimum; later batches one replication per thread
                int batch = Math.max(threads, first == 0 ? rule.min() : 0);
                batch = Math.min(batch, rule.max() - first);
                List<Future<T>> futures = new ArrayList<>();
                for (int i = 0; i < batch; i++) {
                    int index = first + i;
                    futures.add(pool.submit(() -> replication.apply(index)));
                }
                for (Future<T> f : futures) {
                    T r = get(f);
                    results.add(r);
                    values.add(metric.applyAsDouble(r));
                    if (rule.satisfied(interval(values))) {
                        for (Future<T> rest : futures) {
                            rest.cancel(true);
                        }
                        return results;
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static ConfidenceInterval interval(List<Double> values) {
        double[] a = new double[values.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = values.get(i);
        }
        return ConfidenceInterval.of95(a);
    }

    private static <T> T get(Future<T> f) {
        // Future.get returns a finished task's value without looking at the caller's interrupt
        // flag, so an interrupted caller is caught here whether or not the replication is done.
        if (Thread.currentThread().isInterrupted()) {
            throw interrupted(null);
        }
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw interrupted(e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    private static IllegalStateException interrupted(InterruptedException cause) {
        return new IllegalStateException("interrupted while waiting for a replication", cause);
    }
}
