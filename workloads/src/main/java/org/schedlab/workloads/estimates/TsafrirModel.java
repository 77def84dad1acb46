package org.schedlab.workloads.estimates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * The user runtime estimate model of D. Tsafrir, Y. Etsion and D. G. Feitelson, "Modeling user
 * runtime estimates", JSSPP 2005, LNCS 3834, as its reference program ({@code est_model.cc})
 * builds it: first a histogram of estimates for a whole workload, then an assignment of those
 * estimates to the jobs so that no estimate is below its job's runtime.
 *
 * <p>The histogram: the number of distinct estimates grows with the number of jobs (piecewise
 * linear, 565 from 250,000 jobs on). The 20 "head" values are the maximal estimate, the 15 values
 * popular in all four traces the paper studied (5, 10, 15, 20, 30 minutes; 1, 2, 3, 4, 5, 6, 8,
 * 10, 12, 18 hours) that are below it, and round multiples below the maximum to make up 20; they
 * hold 89% of the jobs, the popularity rank x = 2..20 getting {@code 14.0491 e^(-0.177531 x) +
 * 0.462513} percent and the maximum the rest (about 22%) unless its share is given. Which time
 * gets which popularity follows the paper's table of time rank against popularity rank in four
 * traces, drawn at random within its bounds. The other values (the tail) are spread below the
 * maximum by {@code y = (a - 1) x / (a - x)} on minute boundaries and share the remaining 11% by a
 * power law {@code 795.6 r^-2.267}, matched to the times at random. Percentages become job counts
 * by rounding (at least one job per value) and are then equalised to the number of jobs.
 *
 * <p>The assignment: jobs in decreasing runtime order each take an estimate drawn uniformly from
 * the estimates not yet taken that are at least their runtime. Runtimes above the maximal estimate
 * are first cut to it (as the reference does). If some runtime cannot be covered (too many long
 * jobs for the histogram), the model fails.
 *
 * <p>Cost: O(n log n) for n jobs; it needs every runtime before the first estimate.
 */
public final class TsafrirModel {
    private static final int MIN = 60;
    private static final int HOUR = 3600;
    /** Number of head (popular) estimate values. */
    public static final int TOP = 20;
    /** Percent of the jobs on the head values. */
    public static final double HEAD_PERCENT = 89.0;

    private static final double[] HEAD_SIZE = {14.0491, -0.177531, 0.462513};
    private static final double[] TAIL_SIZE = {795.6, -2.267};

    /** Time rank (0 = maximum, then ascending) against popularity rank in the four traces. */
    private static final int[][] TIME_RANK_TO_POPULARITY = {
        {3, 1, 1, 1}, {1, 3, 4, 6}, {4, 4, 10, 5}, {17, 2, 14, 3}, {13, 12, 20, 7},
        {7, 9, 2, 2}, {8, 8, 3, 18}, {18, 18, 7, 19}, {2, 6, 12, 4}, {6, 7, 6, 11},
        {16, 11, 19, 20}, {10, 20, 5, 9}, {5, 16, 18, 10}, {15, 5, 16, 14}, {14, 14, 9, 13},
        {19, 13, 17, 16}, {11, 10, 15, 15}, {12, 15, 13, 17}, {9, 17, 8, 8}, {20, 19, 11, 12},
    };

    /** The popular values below the maximum, most popular first. */
    private static final int[] JOINT = {
        5 * MIN, 15 * MIN, 10 * MIN, 20 * MIN, 30 * MIN, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR, 5 * HOUR, 6 * HOUR,
        8 * HOUR, 10 * HOUR, 12 * HOUR, 18 * HOUR,
    };

    /** Multiples used to make up the head, coarsest first. */
    private static final int[] ROUND = {
        200 * HOUR, 100 * HOUR, 50 * HOUR, 10 * HOUR, 5 * HOUR, 2 * HOUR, HOUR, 20 * MIN, 10 * MIN, 5 * MIN
    };

    /** Points (jobs, distinct estimates) of the piecewise linear count of distinct values. */
    private static final int[][] BIN_COUNT = {
        {0, 0}, {20, 10}, {200, 20}, {1000, 35}, {10000, 90}, {70000, 340}, {250000, 565}
    };

    private TsafrirModel() {}

    /**
     * The estimate histogram for {@code jobs} jobs: estimate in seconds to number of jobs, in
     * ascending order of estimate; the counts sum to {@code jobs}.
     *
     * @param jobs number of jobs, {@code >= 1}
     * @param maxEstimate the maximal estimate in seconds, {@code >= 3600}
     * @param maxShare percent of the jobs on the maximal estimate, or NaN for the model's own
     * @param rng draws the time-popularity matching
     */
    public static TreeMap<Integer, Integer> histogram(
            int jobs, int maxEstimate, double maxShare, UniformRandomProvider rng) {
        if (jobs < 1) {
            throw new IllegalArgumentException("need at least one job");
        }
        if (maxEstimate < HOUR) {
            throw new IllegalArgumentException("the maximal estimate must be at least one hour: " + maxEstimate);
        }
        int binCount = binCount(jobs);
        double a = 1 + 12.1039 * Math.pow(binCount, -0.6026);
        List<Integer> headTimes = headTimes(maxEstimate);
        double[] headSizes = headSizes(headTimes.size(), maxShare);
        int[] popularity = timeRankToPopularity(headTimes.size(), rng);
        Map<Integer, Double> percent = new LinkedHashMap<>();
        // the maximum is time rank 0 and popularity rank 1: headSizes[0]
        for (int i = 0; i < headTimes.size(); i++) {
            percent.put(headTimes.get(i), headSizes[popularity[i] - 1]);
        }
        List<Integer> tailTimes = tailTimes(maxEstimate, binCount - headTimes.size(), a, percent.keySet());
        double[] tailSizes = tailSizes(tailTimes.size());
        shuffle(tailTimes, rng);
        List<Double> sizes = new ArrayList<>();
        for (double s : tailSizes) {
            sizes.add(s);
        }
        shuffle(sizes, rng);
        for (int i = 0; i < tailTimes.size(); i++) {
            percent.put(tailTimes.get(i), sizes.get(i));
        }
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        percent.forEach((time, p) -> {
            boolean pinned = time == maxEstimate && !Double.isNaN(maxShare);
            counts.put(time, pinned ? (int) Math.round(p * jobs / 100) : Math.max(1, (int) Math.round(p * jobs / 100)));
        });
        equalise(counts, jobs, Double.isNaN(maxShare) ? Set.of() : Set.of(maxEstimate));
        return counts;
    }

    /** The number of distinct estimates for {@code jobs} jobs. */
    static int binCount(int jobs) {
        int[] last = BIN_COUNT[BIN_COUNT.length - 1];
        if (jobs > last[0]) {
            return last[1];
        }
        int k = 1;
        while (jobs > BIN_COUNT[k][0]) {
            k++;
        }
        double slope = (BIN_COUNT[k][1] - BIN_COUNT[k - 1][1]) / (double) (BIN_COUNT[k][0] - BIN_COUNT[k - 1][0]);
        return BIN_COUNT[k - 1][1] + (int) Math.round((jobs - BIN_COUNT[k - 1][0]) * slope);
    }

    /** The head values: the maximum first, then the others ascending. */
    static List<Integer> headTimes(int maxEstimate) {
        List<Integer> v = new ArrayList<>();
        v.add(maxEstimate);
        for (int t : JOINT) {
            if (t < maxEstimate && v.size() < TOP) {
                v.add(t);
            }
        }
        int missing = TOP - v.size();
        for (int mul : ROUND) {
            if (missing == 0) {
                break;
            }
            int start = (maxEstimate / mul) * mul;
            for (int t = start; t > 0 && missing > 0; t -= mul) {
                if (!v.contains(t)) {
                    v.add(t);
                    missing--;
                }
            }
        }
        List<Integer> rest = new ArrayList<>(v.subList(1, v.size()));
        rest.sort(null);
        List<Integer> out = new ArrayList<>();
        out.add(maxEstimate);
        out.addAll(rest);
        return out;
    }

    /**
     * Percent of jobs by popularity rank (index 0 = rank 1) for {@code n} head values: the
     * exponential model for ranks 2..n, the rest of {@link #HEAD_PERCENT} for rank 1; with a given
     * share for the maximum, the others scaled to leave {@link #HEAD_PERCENT} in all (or 0 when the
     * share alone exceeds it). Index 0 stays the maximum's; the others descend.
     */
    static double[] headSizes(int n, double maxShare) {
        double[] s = new double[n];
        double sum = 0;
        for (int i = 1; i < n; i++) {
            s[i] = HEAD_SIZE[0] * Math.exp(HEAD_SIZE[1] * (i + 1)) + HEAD_SIZE[2];
            sum += s[i];
        }
        if (Double.isNaN(maxShare)) {
            s[0] = HEAD_PERCENT - sum;
        } else {
            s[0] = maxShare;
            double f = maxShare < HEAD_PERCENT ? (HEAD_PERCENT - maxShare) / sum : 0;
            for (int i = 1; i < n; i++) {
                s[i] *= f;
            }
        }
        return s;
    }

    /**
     * Popularity rank (1-based) of each time rank (0 = maximum): the maximum is rank 1; a rank
     * whose bound (the last time rank at which any trace used it) is due is taken first, most
     * popular first; otherwise the better of two draws from the pool of ranks the traces used at
     * this or an earlier time rank.
     */
    static int[] timeRankToPopularity(int n, UniformRandomProvider rng) {
        Map<Integer, Integer> bound = new LinkedHashMap<>();
        for (int ttr = TOP - 1; ttr >= 0; ttr--) {
            for (int p : TIME_RANK_TO_POPULARITY[ttr]) {
                bound.putIfAbsent(p, ttr);
            }
        }
        int[] mapping = new int[n];
        Set<Integer> chosen = new HashSet<>();
        List<Integer> pool = new ArrayList<>();
        for (int ttr = 0; ttr < n; ttr++) {
            for (int p : TIME_RANK_TO_POPULARITY[ttr]) {
                if (!chosen.contains(p)) {
                    pool.add(p);
                }
            }
            shuffle(pool, rng);
            int rank = -1;
            if (ttr == 0) {
                rank = 1;
            }
            for (int p = 1; rank == -1 && p <= TOP; p++) {
                if (bound.get(p) <= ttr && !chosen.contains(p)) {
                    rank = p;
                }
            }
            if (rank == -1) {
                for (int k = 0; k < 2; k++) {
                    int p = pool.get(rng.nextInt(pool.size()));
                    if (rank == -1 || p < rank) {
                        rank = p;
                    }
                }
            }
            mapping[ttr] = rank;
            chosen.add(rank);
            int taken = rank;
            pool.removeIf(p -> p == taken);
        }
        // fewer than TOP head values: ranks beyond n are not used; renumber by popularity
        if (n < TOP) {
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, Comparator.comparingInt(i -> mapping[i]));
            int[] dense = new int[n];
            for (int r = 0; r < n; r++) {
                dense[order[r]] = r + 1;
            }
            return dense;
        }
        return mapping;
    }

    /** Tail values below the maximum, avoiding the head values and each other. */
    static List<Integer> tailTimes(int maxEstimate, int count, double a, Set<Integer> head) {
        int[] offsets = {0, 30, -30, 20, -20, 10, -10};
        Set<Integer> taken = new HashSet<>();
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            double x = i / (double) count;
            double y = (a - 1) * x / (a - x);
            int sec = (int) (Math.round(y * maxEstimate / 60.0) * 60);
            for (int off : offsets) {
                int s = sec + off;
                if (!taken.contains(s) && !head.contains(s) && s > 0 && s < maxEstimate) {
                    taken.add(s);
                    out.add(s);
                    break;
                }
            }
        }
        out.sort(null);
        return out;
    }

    /** Tail percentages by the power law, summing to {@code 100 - HEAD_PERCENT}, descending. */
    static double[] tailSizes(int count) {
        double[] s = new double[count];
        double sum = 0;
        for (int i = 0; i < count; i++) {
            s[i] = TAIL_SIZE[0] * Math.pow(TOP + 1 + i, TAIL_SIZE[1]);
            sum += s[i];
        }
        for (int i = 0; i < count; i++) {
            s[i] *= (100 - HEAD_PERCENT) / sum;
        }
        return s;
    }

    /**
     * Makes the counts sum to {@code jobs}, changing only the values not in {@code pinned}, largest
     * count first (ties: smaller estimate first): in proportion, then one by one, then down to one
     * job, then down to none.
     */
    static void equalise(TreeMap<Integer, Integer> counts, int jobs, Set<Integer> pinned) {
        long total = counts.values().stream().mapToLong(Integer::longValue).sum();
        long diff = Math.abs(jobs - total);
        int sign = jobs > total ? 1 : -1;
        for (int attempt = 0; diff != 0 && attempt < 4; attempt++) {
            List<Integer> times = new ArrayList<>();
            long free = 0;
            for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
                if (!pinned.contains(e.getKey())) {
                    times.add(e.getKey());
                    free += e.getValue();
                }
            }
            times.sort(Comparator.comparing((Integer t) -> counts.get(t)).reversed());
            double f = free == 0 ? 0 : diff / (double) free;
            for (int t : times) {
                int n = counts.get(t);
                if (n == 0) {
                    continue;
                }
                long adjust = switch (attempt) {
                    case 0 -> (long) Math.ceil(f * n);
                    case 1 -> 1;
                    case 2 -> n - 1;
                    default -> n;
                };
                if (sign < 0) {
                    adjust = Math.min(adjust, n);
                    if (adjust == n && attempt != 3) {
                        adjust--;
                    }
                }
                adjust = Math.min(adjust, diff);
                counts.put(t, (int) (n + sign * adjust));
                diff -= adjust;
                if (diff == 0) {
                    break;
                }
            }
        }
        if (diff != 0) {
            throw new IllegalStateException("cannot equalise the estimate histogram to " + jobs + " jobs");
        }
        counts.values().removeIf(n -> n == 0);
    }

    /**
     * Assigns the histogram's estimates to jobs: {@code runtimes[i]} (already at most the maximal
     * estimate) gets {@code result[i] >= runtimes[i]}.
     *
     * @throws IllegalArgumentException when some runtime cannot be covered
     */
    public static int[] assign(double[] runtimes, TreeMap<Integer, Integer> histogram, UniformRandomProvider rng) {
        int n = runtimes.length;
        int[] estimates = new int[n];
        int at = 0;
        for (Map.Entry<Integer, Integer> e : histogram.descendingMap().entrySet()) {
            for (int k = 0; k < e.getValue(); k++) {
                estimates[at++] = e.getKey();
            }
        }
        if (at != n) {
            throw new IllegalArgumentException("histogram holds " + at + " estimates for " + n + " jobs");
        }
        // jobs by decreasing runtime, ties in job order
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(runtimes[y], runtimes[x]));
        for (int k = 0; k < n; k++) {
            if (runtimes[order[k]] > estimates[k]) {
                throw new IllegalArgumentException("the " + ordinal(k + 1) + " longest runtime, " + runtimes[order[k]]
                        + " s, is longer than the " + ordinal(k + 1) + " largest estimate, " + estimates[k] + " s");
            }
        }
        int[] result = new int[n];
        for (int j = 0, hi = 0; j < n; j++) {
            double r = runtimes[order[j]];
            hi = Math.max(hi, j);
            while (hi < n - 1 && r <= estimates[hi + 1]) {
                hi++;
            }
            int k = j + rng.nextInt(hi - j + 1);
            result[order[j]] = estimates[k];
            estimates[k] = estimates[j];
            estimates[j] = result[order[j]];
        }
        return result;
    }

    private static <T> void shuffle(List<T> list, UniformRandomProvider rng) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** {@code k} as an English ordinal: 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st. */
    static String ordinal(int k) {
        int lastTwo = k % 100;
        int last = k % 10;
        if (lastTwo >= 11 && lastTwo <= 13) {
            return k + "th";
        }
        return k + (last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th");
    }
}
