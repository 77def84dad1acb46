package org.schedlab.core.metrics;

import java.util.Arrays;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;

/**
 * A stability check of one run from the growth of its waiting queue: it records the number of
 * jobs waiting (arrived, not started) just after each arrival and compares the mean over the
 * second quarter of the arrivals with the mean over the last quarter. In a run that reached a
 * steady state both are estimates of the same stationary mean and their difference stays bounded
 * as the run grows; when the offered load exceeds what the machine, its allocator and its
 * scheduler can serve (beyond the maximal utilization of Bucur and Epema, JSSPP 2000, section 3),
 * the queue grows linearly and the difference grows with the number of arrivals.
 *
 * <p>The growth per arrival is {@code g = (mean over arrivals (3A/4, A] - mean over (A/4, A/2]) /
 * (A/2)} for A arrivals: for a queue growing linearly by {@code g} jobs per arrival the two
 * window means are {@code 3gA/8} and {@code 7gA/8} apart by exactly {@code gA/2}. With a capacity
 * of {@code r} jobs per unit time and arrivals at rate {@code lambda > r}, {@code g = 1 - r /
 * lambda}: the share of arrivals the machine cannot absorb. The first quarter is left out as the
 * warm-up from an empty machine. A run is judged {@linkplain #unstable() unstable} when {@code g
 * > }{@value #THRESHOLD}: its queue took in more than one arrival in fifty over the second half of
 * the arrivals. Such a run either has no steady state or did not reach it within its jobs; its
 * means describe the run, not the system. The check needs at least {@value #MIN_ARRIVALS}
 * arrivals; with fewer it gives no verdict.
 *
 * <p>Not thread-safe: one per run. Memory: one int per arrival.
 */
public final class QueueGrowth implements SimulationListener {
    /** Growth per arrival above which a run is judged unstable. */
    public static final double THRESHOLD = 0.02;
    /** Fewest arrivals for a verdict. */
    public static final int MIN_ARRIVALS = 100;

    private int[] waitingAtArrival = new int[1024];
    private int arrivals;
    private long waiting;

    @Override
    public void onArrival(Job job, double now) {
        waiting++;
        if (arrivals == waitingAtArrival.length) {
            waitingAtArrival = Arrays.copyOf(waitingAtArrival, arrivals * 2);
        }
        waitingAtArrival[arrivals++] = (int) Math.min(Integer.MAX_VALUE, waiting);
    }

    @Override
    public void onStart(Job job, Allocation allocation, double now) {
        waiting--;
    }

    /** A killed job waits again. */
    @Override
    public void onKill(Job job, Allocation allocation, double start, double killedAt) {
        waiting++;
    }

    /** Arrivals seen. */
    public int arrivals() {
        return arrivals;
    }

    /** The growth per arrival {@code g}, or NaN with fewer than {@value #MIN_ARRIVALS} arrivals. */
    public double growthPerArrival() {
        if (arrivals < MIN_ARRIVALS) {
            return Double.NaN;
        }
        double early = mean(arrivals / 4, arrivals / 2);
        double late = mean(3 * arrivals / 4, arrivals);
        return (late - early) / (arrivals / 2.0);
    }

    /** Whether {@link #growthPerArrival()} exceeds {@value #THRESHOLD}; false without a verdict. */
    public boolean unstable() {
        return growthPerArrival() > THRESHOLD;
    }

    /** Jobs waiting just after the last arrival. */
    public int waitingAtLastArrival() {
        return arrivals == 0 ? 0 : waitingAtArrival[arrivals - 1];
    }

    private double mean(int from, int to) {
        double s = 0;
        for (int i = from; i < to; i++) {
            s += waitingAtArrival[i];
        }
        return s / (to - from);
    }
}
