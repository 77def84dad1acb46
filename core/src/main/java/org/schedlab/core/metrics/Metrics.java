package org.schedlab.core.metrics;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.HdrHistogram.DoubleHistogram;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;

/**
 * Streaming aggregation of job records: constant memory per job class, exact sums and maxima,
 * HdrHistogram percentiles of the wait (3 significant digits, clamped to the largest wait).
 *
 * <p>Utilization integrates the processors actually allocated (a job mapped to a larger submesh
 * counts the whole submesh) over the span from the first arrival to the last departure. A run
 * that was killed ({@link SimulationListener#onKill}) held its processors too, so it counts in the
 * utilization; the job itself is recorded once, by the run that completes it, and its wait runs
 * from its submit time to that run's start (the time lost to the killed run included).
 */
public final class Metrics implements SimulationListener {
    /** Default bounded-slowdown threshold: 10 time units (seconds for traces). */
    public static final double DEFAULT_SLOWDOWN_THRESHOLD = 10.0;

    private final int capacity;
    private final double slowdownThreshold;
    private final Function<Job, String> classifier;
    private final Map<String, Metrics> classes = new TreeMap<>();

    private long jobs;
    private double sumWait;
    private double maxWait;
    private double sumTurnaround;
    private double sumSlowdown;
    private double busyArea;
    private double firstSubmit = Double.POSITIVE_INFINITY;
    private double lastEnd = Double.NEGATIVE_INFINITY;
    private final DoubleHistogram waits = new DoubleHistogram(3);
    /**
     * Waits of 0 not yet in {@link #waits}. HdrHistogram takes a 0 by its slow path (its range
     * check sends it to the auto-ranging code, which then ignores it), and under a light load most
     * jobs start at once. A 0 only adds to the histogram's count of zeros, whatever the order of
     * the other values and range shifts, so they are added in one call before the histogram is read.
     */
    private long zeroWaits;

    /** Metrics for a machine of {@code capacity} processors with the default threshold. */
    public Metrics(int capacity) {
        this(capacity, DEFAULT_SLOWDOWN_THRESHOLD, null);
    }

    /**
     * @param capacity the machine's processor count, for utilization
     * @param slowdownThreshold runtimes below it count as it in the bounded slowdown ({@code > 0})
     * @param classifier optional job-class function (e.g. short/medium/long); {@code null} for none
     */
    public Metrics(int capacity, double slowdownThreshold, Function<Job, String> classifier) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        if (!(slowdownThreshold > 0)) {
            throw new IllegalArgumentException("slowdown threshold must be positive: " + slowdownThreshold);
        }
        this.capacity = capacity;
        this.slowdownThreshold = slowdownThreshold;
        this.classifier = classifier;
    }

    @Override
    public void onEnd(Job job, Allocation allocation, double start, double end) {
        record(job, allocation.processors(), start, end);
        if (classifier != null) {
            classes.computeIfAbsent(classifier.apply(job), k -> new Metrics(capacity, slowdownThreshold, null))
                    .record(job, allocation.processors(), start, end);
        }
    }

    @Override
    public void onKill(Job job, Allocation allocation, double start, double killedAt) {
        busyArea += (double) allocation.processors() * (killedAt - start);
        if (classifier != null) {
            classes.computeIfAbsent(classifier.apply(job), k -> new Metrics(capacity, slowdownThreshold, null))
                    .onKill(job, allocation, start, killedAt);
        }
    }

    private void record(Job job, int processors, double start, double end) {
        double wait = start - job.submit();
        double turnaround = end - job.submit();
        jobs++;
        sumWait += wait;
        maxWait = Math.max(maxWait, wait);
        sumTurnaround += turnaround;
        sumSlowdown += Math.max(1.0, turnaround / Math.max(job.runtime(), slowdownThreshold));
        busyArea += (double) processors * (end - start);
        firstSubmit = Math.min(firstSubmit, job.submit());
        lastEnd = Math.max(lastEnd, end);
        if (wait == 0) {
            zeroWaits++;
        } else {
            waits.recordValue(wait);
        }
    }

    /**
     * A wait percentile from the histogram (3 significant digits), never above the largest wait:
     * the histogram reports the top of a value's bucket, which can exceed every recorded value.
     */
    private double percentile(double q) {
        if (zeroWaits > 0) {
            waits.recordValueWithCount(0, zeroWaits);
            zeroWaits = 0;
        }
        return Math.min(waits.getValueAtPercentile(q), maxWait);
    }

    /** The figures so far. All means are 0 when no job has ended. */
    public MetricsSummary summary() {
        TreeMap<String, MetricsSummary> byClass = new TreeMap<>();
        classes.forEach((k, v) -> byClass.put(k, v.summary()));
        if (jobs == 0) {
            return new MetricsSummary(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byClass);
        }
        double span = lastEnd - firstSubmit;
        return new MetricsSummary(
                jobs,
                sumWait / jobs,
                maxWait,
                sumTurnaround / jobs,
                sumSlowdown / jobs,
                span > 0 ? busyArea / (capacity * span) : 0,
                span,
                percentile(50),
                percentile(95),
                percentile(99),
                byClass);
    }
}
