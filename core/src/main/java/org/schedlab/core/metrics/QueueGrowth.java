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
 * <p>Not thread-safe: one per run. Memory: bounded. The queue length after each arrival is kept
 * exactly for the first {@value #EXACT_ARRIVALS} arrivals; beyond that, neighbouring entries are
 * merged pairwise into block sums (blocks of 2, 4, 8, ... arrivals) whenever the table is full, so
 * it never holds more than {@value #EXACT_ARRIVALS} entries. The growth is then computed with the
 * quarter points rounded down to a block boundary, which moves each window by less than one block
 * (a relative shift below {@code 2 / }{@value #EXACT_ARRIVALS} of the run); the last window's
 * total is always exact. Up to {@value #EXACT_ARRIVALS} arrivals the result is exactly the
 * per-arrival computation's (the sums are integers below 2^53, so their order does not matter).
 */
public final class QueueGrowth implements SimulationListener {
    /** Growth per arrival above which a run is judged unstable. */
    public static final double THRESHOLD = 0.02;
    /** Fewest arrivals for a verdict. */
    public static final int MIN_ARRIVALS = 100;
    /** Arrivals up to which every queue length is kept (a power of two). */
    static final int EXACT_ARRIVALS = 1 << 20;

    /** Entry {@code j}: the sum of the queue lengths after arrivals {@code j*block .. (j+1)*block-1}. */
    private long[] sums = new long[1024];
    /** Number of complete entries of {@link #sums}. */
    private int entries;
    /** Arrivals per entry: 1, then doubled at each merge. */
    private int block = 1;
    /** The sum of the arrivals after the last complete entry, and how many they are. */
    private long partial;

    private int partialCount;
    private int arrivals;
    private long waiting;
    private int lastWaiting;

    @Override
    public void onArrival(Job job, double now) {
        waiting++;
        lastWaiting = (int) Math.min(Integer.MAX_VALUE, waiting);
        arrivals++;
        partial += lastWaiting;
        if (++partialCount == block) {
            if (entries == sums.length) {
                if (entries < EXACT_ARRIVALS) {
                    sums = Arrays.copyOf(sums, entries * 2);
                } else {
                    merge();
                }
            }
            sums[entries++] = partial;
            partial = 0;
            partialCount = 0;
        }
    }

    /** Halves the table: each pair of entries becomes one entry of twice the block. */
    private void merge() {
        int half = entries / 2;
        for (int j = 0; j < half; j++) {
            sums[j] = sums[2 * j] + sums[2 * j + 1];
        }
        entries = half;
        block *= 2;
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
        return arrivals == 0 ? 0 : lastWaiting;
    }

    /** The mean queue length over arrivals {@code from..to-1} (each end rounded down to a block). */
    private double mean(int from, int to) {
        int a = from / block * block;
        int b = to == arrivals ? to : to / block * block;
        return (double) (prefix(b) - prefix(a)) / (b - a);
    }

    /** The sum of the queue lengths after the first {@code k} arrivals; {@code k} a block multiple or all. */
    private long prefix(int k) {
        int full = Math.min(k / block, entries);
        long s = 0;
        for (int j = 0; j < full; j++) {
            s += sums[j];
        }
        return k == arrivals ? s + partial : s;
    }
}
