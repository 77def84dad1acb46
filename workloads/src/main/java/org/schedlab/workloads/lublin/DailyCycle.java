package org.schedlab.workloads.lublin;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.statistics.distribution.GammaDistribution;

/**
 * The arrival process of one job type of the Lublin-Feitelson model, as the reference program
 * {@code m_lublin99.c} computes it (its {@code arrive_init} and {@code calc_next_arrive}).
 *
 * <p>The day has 48 half-hour buckets. Bucket {@code (i - 1) mod 48}, for {@code i} from 11 to
 * 58, weighs {@code F(i + 0.5) - F(i - 0.5)} with F the CDF of {@code Gamma(anum, bnum)}; the
 * weights are divided by their mean. Each inter-arrival draws {@code g ~ Gamma(aarr * arar, barr)}
 * (again while {@code g > 13}) and buys {@code scale * exp(g) / 1800} points; walking forward
 * from the current position, a bucket of weight w costs w points for its 1800 seconds, so a busy
 * bucket is crossed faster in points than a quiet one. The position inside a bucket is carried
 * from one arrival to the next. With {@code scale = 1} the long-run mean inter-arrival is {@code
 * E[exp(g) | g <= 13]} seconds (the weights average 1 point per bucket); {@code scale} multiplies
 * it and keeps the day 24 hours long.
 *
 * <p>Cost: O(1) amortised per arrival plus the buckets crossed; an inter-arrival that would cross
 * more than the clock's range ({@link org.schedlab.core.sim.Clock}, e.g. at a load of 1e-300) is
 * placed beyond it in O(1), for the engine to refuse.
 */
public final class DailyCycle {
    /** Buckets per day. */
    public static final int BUCKETS = 48;
    /** Seconds per bucket. */
    public static final int SECONDS_IN_BUCKET = 86_400 / BUCKETS;
    /** The reference program's first daily-cycle index: the fitted day starts at index 11. */
    public static final int CYCLIC_DAY_START = 11;
    /** Inter-arrival gammas above this are drawn again (exp(13) s is about 5 days). */
    public static final double TOO_MUCH_ARRIVE_TIME = 13;

    /** How arrival times are kept. */
    public enum Clock {
        /**
         * A {@code double} clock; a job's submit time is the whole second it falls in (the
         * reference program's output, with its clock as a {@code double}).
         */
        MODEL,
        /**
         * The reference program's {@code unsigned long} clock, which drops the fraction of every
         * inter-arrival (half a second on average): the reported times then drift behind the
         * cycle by about 0.5 s per arrival of the type, some 14 hours over 100,000 jobs, which
         * flattens the daily cycle of a long sample. For comparisons with the reference program.
         */
        REFERENCE
    }

    private final double[] weights;
    /** The points a whole day costs (the weights' sum, about {@link #BUCKETS}). */
    private final double daySum;
    /**
     * Points beyond which an inter-arrival alone crosses more than the clock's range: every full
     * day crossed costs {@link #daySum} points, so more than twice {@code daySum} points per day of
     * the range ({@link org.schedlab.core.sim.Clock#LIMIT}) land there whatever the bucket.
     */
    private final double beyondRange;

    private final ContinuousSampler gap;
    private final double scale;
    private final Clock clock;
    private int bucket;
    private double points;
    private double reminder;
    private double time;

    /**
     * @param type the type's parameters
     * @param startHour the hour of day at time 0, in {@code [0, 23]}
     * @param scale multiplies every inter-arrival's points ({@code > 0}; 1 is the model's load)
     * @param clock how times are kept
     * @param rng the type's arrival stream
     */
    public DailyCycle(JobType type, int startHour, double scale, Clock clock, UniformRandomProvider rng) {
        if (startHour < 0 || startHour > 23) {
            throw new IllegalArgumentException("start hour must be in [0, 23]: " + startHour);
        }
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("arrival scale must be finite and > 0: " + scale);
        }
        this.weights = weights(type);
        double sum = 0;
        for (double w : weights) {
            sum += w;
        }
        this.daySum = sum;
        this.beyondRange = 2 * daySum * (org.schedlab.core.sim.Clock.LIMIT / 86_400 + 1);
        this.gap = AhrensDieterMarsagliaTsangGammaSampler.of(rng, type.arrivalShape(), type.barr());
        this.scale = scale;
        this.clock = clock;
        this.bucket = startHour * BUCKETS / 24;
        advance();
    }

    /** The normalised bucket weights (mean 1) of a type's daily cycle. */
    public static double[] weights(JobType type) {
        GammaDistribution cycle = GammaDistribution.of(type.anum(), type.bnum());
        double[] w = new double[BUCKETS];
        double sum = 0;
        for (int i = CYCLIC_DAY_START; i < BUCKETS + CYCLIC_DAY_START; i++) {
            int idx = (i - 1) % BUCKETS;
            w[idx] = cycle.cumulativeProbability(i + 0.5) - cycle.cumulativeProbability(i - 0.5);
            sum += w[idx];
        }
        double mean = sum / BUCKETS;
        for (int i = 0; i < BUCKETS; i++) {
            w[i] /= mean;
        }
        return w;
    }

    /** The time of this type's next arrival (not yet taken). */
    public double peek() {
        return time;
    }

    /** Takes the next arrival: returns its time and draws the one after it. */
    public double next() {
        double t = time;
        advance();
        return t;
    }

    /** The reference's {@code calc_next_arrive}: moves {@link #time} one inter-arrival on. */
    private void advance() {
        double g;
        do {
            g = gap.sample();
        } while (g > TOO_MUCH_ARRIVE_TIME);
        points += scale * Math.exp(g) / SECONDS_IN_BUCKET;
        if (points > beyondRange) {
            // the walk below would take about points / daySum days (for ever at a load of 1e-300,
            // where subtracting a weight no longer changes points): the arrival lies beyond the
            // clock's range, so it is placed there at once, and the engine refuses it
            time = Math.min(Double.MAX_VALUE, time + points / daySum * 86_400);
            points = 0;
            reminder = 0;
            return;
        }
        double next = 0;
        int b = bucket;
        while (points > weights[b]) {
            points -= weights[b];
            b = (b + 1) % BUCKETS;
            next += SECONDS_IN_BUCKET;
        }
        double newReminder = points / weights[b];
        next += SECONDS_IN_BUCKET * (newReminder - reminder);
        reminder = newReminder;
        time = clock == Clock.REFERENCE ? Math.floor(time + next) : time + next;
        bucket = b;
    }
}
