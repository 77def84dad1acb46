package org.schedlab.core.metrics;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;

/**
 * A run's statistics under {@link StatisticsConventions}: which jobs count (warm-up trim, jobs
 * ending after the last submission, one-processor jobs estimated at 1 s) and the tail figures of
 * the slowdowns (the share and mean of the jobs whose bounded slowdown reaches the tail; the mean
 * slowdown and the mean bounded slowdown of the worst jobs).
 *
 * <p>The jobs are walked in order of end time, equal ends in the order they ended, as pyss's
 * {@code print_statistics} walks them ({@code src/schedulers/simulator.py}): a one-processor job
 * estimated at 1 s is dropped ({@code unit=drop}) and lowers the job count the trim is taken from;
 * a job is trimmed while its place in the walk (dropped jobs included) is at most {@code
 * floor(count x trim / 100)}; the first job that ends after the last submission ({@code
 * late=drop}) ends the walk, so it and every later-ending job are dropped. With {@code
 * trim=1:late=drop:unit=drop} the counted jobs, their mean wait, response, slowdown, bounded
 * slowdown, estimated slowdown, tail count and tail mean are pyss's.
 *
 * <p>Figures over the counted jobs: {@code slowdown = turnaround / runtime} and {@code
 * estimatedSlowdown = turnaround / estimate} (jobs of runtime, or estimate, 0 are left out of those
 * two means), {@code boundedSlowdown = max(1, turnaround / max(runtime, tau))} with the run's
 * threshold tau. The tail: the jobs whose bounded slowdown is at least {@code tail} ({@code
 * tailJobs}, {@code tailShare} of the counted jobs, {@code tailBoundedSlowdown} their mean bounded
 * slowdown, 0 without any). The worst: of the counted jobs, the {@code ceil(n x worst / 100)}
 * with the highest slowdown ({@code worstSlowdown}, their mean) and those with the highest bounded
 * slowdown ({@code worstBoundedSlowdown}). pyss's own "Tail Percentile" line is another figure:
 * it ranks every ended job by bounded slowdown, sums their plain slowdown and divides by one more
 * than the jobs it summed; it is not reproduced.
 *
 * <p>Memory: six numbers per ended job; the summary sorts them once, O(n log n).
 */
public final class ConventionStatistics implements SimulationListener {
    private final StatisticsConventions conventions;
    private final double threshold;

    /** Per ended job, in the order they ended: submit, start, end, runtime, estimate, processors. */
    private double[] ended = new double[6 * 256];

    private int count;
    private double lastSubmit = Double.NEGATIVE_INFINITY;

    /**
     * @param conventions which jobs count and where the tail begins
     * @param slowdownThreshold the bounded slowdown's threshold tau ({@code > 0})
     */
    public ConventionStatistics(StatisticsConventions conventions, double slowdownThreshold) {
        if (!(slowdownThreshold > 0)) {
            throw new IllegalArgumentException("slowdown threshold must be positive: " + slowdownThreshold);
        }
        this.conventions = java.util.Objects.requireNonNull(conventions, "conventions");
        this.threshold = slowdownThreshold;
    }

    @Override
    public void onArrival(Job job, double now) {
        lastSubmit = Math.max(lastSubmit, job.submit());
    }

    @Override
    public void onEnd(Job job, Allocation allocation, double start, double end) {
        if (6 * (count + 1) > ended.length) {
            ended = Arrays.copyOf(ended, 2 * ended.length);
        }
        int at = 6 * count++;
        ended[at] = job.submit();
        ended[at + 1] = start;
        ended[at + 2] = end;
        ended[at + 3] = job.runtime();
        ended[at + 4] = job.estimate();
        ended[at + 5] = job.request().processors();
    }

    /**
     * The figures, in this order: {@code jobs} (counted), {@code trimmed}, {@code droppedUnit},
     * {@code droppedLate}, {@code meanWait}, {@code meanResponse}, {@code meanSlowdown}, {@code
     * meanBoundedSlowdown}, {@code meanEstimatedSlowdown}, {@code tailJobs}, {@code tailShare},
     * {@code tailBoundedSlowdown}, {@code worstSlowdown}, {@code worstBoundedSlowdown}. Means over
     * no job are 0.
     */
    public Map<String, Double> summary() {
        Integer[] byEnd = new Integer[count];
        for (int i = 0; i < count; i++) {
            byEnd[i] = i;
        }
        Arrays.sort(byEnd, (a, b) -> Double.compare(ended[6 * a + 2], ended[6 * b + 2])); // stable
        long size = count;
        long trimCount = trimOf(size);
        long place = 0;
        long trimmed = 0;
        long droppedUnit = 0;
        long droppedLate = 0;
        double[] slowdowns = new double[count];
        double[] bounded = new double[count];
        int n = 0;
        int withRuntime = 0;
        int withEstimate = 0;
        double sumWait = 0;
        double sumResponse = 0;
        double sumSlowdown = 0;
        double sumBounded = 0;
        double sumEstimated = 0;
        long tailJobs = 0;
        double sumTail = 0;
        for (int k = 0; k < count; k++) {
            int at = 6 * byEnd[k];
            place++;
            double runtime = ended[at + 3];
            double estimate = ended[at + 4];
            if (conventions.dropUnit() && estimate == 1 && ended[at + 5] == 1) {
                droppedUnit++;
                size--;
                trimCount = trimOf(size);
                continue;
            }
            if (place <= trimCount) {
                trimmed++;
                continue;
            }
            if (conventions.dropLate() && ended[at + 2] > lastSubmit) {
                droppedLate = count - k;
                break;
            }
            double wait = ended[at + 1] - ended[at];
            double response = ended[at + 2] - ended[at];
            double bsld = Math.max(1.0, response / Math.max(runtime, threshold));
            sumWait += wait;
            sumResponse += response;
            sumBounded += bsld;
            bounded[n++] = bsld;
            if (runtime > 0) {
                double sld = response / runtime;
                sumSlowdown += sld;
                slowdowns[withRuntime++] = sld;
            }
            if (estimate > 0) {
                sumEstimated += response / estimate;
                withEstimate++;
            }
            if (bsld >= conventions.tail()) {
                tailJobs++;
                sumTail += bsld;
            }
        }
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("jobs", (double) n);
        m.put("trimmed", (double) trimmed);
        m.put("droppedUnit", (double) droppedUnit);
        m.put("droppedLate", (double) droppedLate);
        m.put("meanWait", mean(sumWait, n));
        m.put("meanResponse", mean(sumResponse, n));
        m.put("meanSlowdown", mean(sumSlowdown, withRuntime));
        m.put("meanBoundedSlowdown", mean(sumBounded, n));
        m.put("meanEstimatedSlowdown", mean(sumEstimated, withEstimate));
        m.put("tailJobs", (double) tailJobs);
        m.put("tailShare", mean(tailJobs, n));
        m.put("tailBoundedSlowdown", mean(sumTail, tailJobs));
        m.put("worstSlowdown", worstMean(slowdowns, withRuntime));
        m.put("worstBoundedSlowdown", worstMean(bounded, n));
        return m;
    }

    /** The warm-up's job count for {@code size} jobs. */
    private long trimOf(long size) {
        return (long) Math.floor(size * conventions.trimPercent() / 100.0);
    }

    /** The mean of the {@code ceil(n x worst / 100)} largest of {@code values[0, n)}. */
    private double worstMean(double[] values, int n) {
        if (n == 0) {
            return 0;
        }
        double[] sorted = Arrays.copyOf(values, n);
        Arrays.sort(sorted);
        int k = (int) Math.ceil(n * conventions.worstPercent() / 100.0);
        k = Math.max(1, Math.min(n, k));
        double sum = 0;
        for (int i = n - k; i < n; i++) {
            sum += sorted[i];
        }
        return sum / k;
    }

    private static double mean(double sum, long n) {
        return n == 0 ? 0 : sum / n;
    }
}
