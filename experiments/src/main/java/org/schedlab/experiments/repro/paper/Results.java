package org.schedlab.experiments.repro.paper;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.stats.ConfidenceInterval;

/** Measured points of every sweep of one reproduction, plus the sweeps that were skipped. */
public final class Results {
    /** The sample that holds each replication's queue growth per arrival (see the runner). */
    public static final String QUEUE_GROWTH = "queueGrowth";

    /**
     * One simulated point: a series at one value of the swept parameter.
     *
     * @param sweep the sweep id
     * @param series the series label
     * @param x the swept value
     * @param metrics every metric's mean and 95% interval over the replications
     * @param replications replications run
     * @param samples every metric's value in each replication, in replication order (replication
     *     {@code i} of every point of a sweep uses the same random streams, so samples pair up
     *     across series and points)
     * @param exact whether the point involves no sampling (one pass over a trace)
     * @param stop why the replications stopped
     * @param diverged for a point whose runs were stopped because they left any steady state
     *     (e.g. the gang matrix outgrew its row limit): the reason; such a point has no metrics and
     *     is kept apart ({@link #diverged}). Null for every point with figures.
     */
    public record Point(
            String sweep,
            String series,
            double x,
            Map<String, ConfidenceInterval> metrics,
            int replications,
            Map<String, double[]> samples,
            boolean exact,
            Stop stop,
            String diverged) {
        public Point {
            metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
            samples = Collections.unmodifiableMap(new LinkedHashMap<>(samples));
        }

        public double mean(String metric) {
            ConfidenceInterval ci = metrics.get(metric);
            if (ci == null) {
                throw new IllegalArgumentException("no metric " + metric);
            }
            return ci.mean();
        }

        /**
         * This point with wall-clock timings added: their samples are timed rounds, not
         * replications, and never exact.
         */
        public Point withTimings(Map<String, double[]> timings) {
            Map<String, double[]> s = new LinkedHashMap<>(samples);
            Map<String, ConfidenceInterval> m = new LinkedHashMap<>(metrics);
            timings.forEach((name, v) -> {
                s.put(name, v.clone());
                m.put(name, ConfidenceInterval.of95(v));
            });
            return new Point(sweep, series, x, m, replications, s, exact, stop, diverged);
        }

        /** Whether {@code metric} at this point involves no sampling (wall-clock timings never do). */
        public boolean exact(String metric) {
            return exact && org.schedlab.core.metrics.MetricsSummary.NAMES.contains(metric);
        }

        /** The values of {@code metric}, one per replication. */
        public double[] samples(String metric) {
            double[] v = samples.get(metric);
            if (v == null) {
                throw new IllegalArgumentException("no metric " + metric + " at " + series + ", x=" + x);
            }
            return v;
        }

        /** The estimate of {@code metric} at this point. */
        public Estimate estimate(String metric) {
            return Estimate.of(samples(metric), exact(metric));
        }
    }

    /**
     * Why a point's replications stopped, and the precision reached.
     *
     * @param kind {@code fixed} (a fixed count), {@code target} (the relative error reached its
     *     target) or {@code max} (the maximum count was reached above the target)
     * @param metric the metric the stopping rule watches
     * @param achieved the relative half-width of that metric's 95% interval (NaN with one replication)
     * @param target the rule's target (0 for a fixed count)
     */
    public record Stop(String kind, String metric, double achieved, double target) {
        /** Whether the point missed its precision target. */
        public boolean missed() {
            return kind.equals("max");
        }
    }

    /**
     * One term {@code coefficient x metric(point)} of a {@linkplain #contrast contrast}.
     *
     * @param point the point
     * @param metric the metric
     * @param coefficient its weight
     */
    public record Term(Point point, String metric, double coefficient) {}

    /**
     * The estimate of a linear combination of metrics at several points, paired by replication:
     * replication {@code i} of every point uses the same random streams (common random numbers), so
     * the combination is formed per replication and its interval taken over replications. That
     * interval is much narrower than the sum of the separate ones when the points are positively
     * correlated, as different policies on the same jobs are. When points ran different numbers of
     * replications (a relative-error stopping rule), the first {@code min} of each are used.
     */
    public static Estimate contrast(List<Term> terms) {
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("empty contrast");
        }
        int n = Integer.MAX_VALUE;
        boolean exact = true;
        for (Term t : terms) {
            n = Math.min(n, t.point().samples(t.metric()).length);
            exact &= t.point().exact(t.metric());
        }
        double[] v = new double[n];
        for (Term t : terms) {
            double[] s = t.point().samples(t.metric());
            for (int i = 0; i < n; i++) {
                v[i] += t.coefficient() * s[i];
            }
        }
        return Estimate.of(v, exact);
    }

    private final Map<String, List<Point>> points = new LinkedHashMap<>();
    private final List<Point> diverged = new ArrayList<>();
    private final Map<String, String> skipped = new LinkedHashMap<>();
    private final long seed;

    /** Empty results of a run with master seed 0. */
    public Results() {
        this(0);
    }

    /** Empty results of a run with master seed {@code seed}. */
    public Results(long seed) {
        this.seed = seed;
    }

    /** The run's master seed (Monte-Carlo table cells draw from it). */
    public long seed() {
        return seed;
    }

    public void add(Point p) {
        if (p.diverged() != null) {
            throw new IllegalArgumentException("a diverged point goes to diverge(), not add()");
        }
        points.computeIfAbsent(p.sweep(), k -> new ArrayList<>()).add(p);
    }

    /**
     * Records a point whose runs diverged. It is not among {@link #points}, so figures and
     * rankings never read numbers from it; tables and claims ask {@link #divergedPoint}.
     */
    public void diverge(Point p) {
        if (p.diverged() == null) {
            throw new IllegalArgumentException("not a diverged point");
        }
        points.computeIfAbsent(p.sweep(), k -> new ArrayList<>());
        diverged.add(p);
    }

    /** Every diverged point, in run order. */
    public List<Point> diverged() {
        return Collections.unmodifiableList(diverged);
    }

    /** The diverged point of {@code series} at {@code x} of {@code sweep}, or null. */
    public Point divergedPoint(String sweep, String series, double x) {
        return diverged.stream()
                .filter(p -> p.sweep().equals(sweep) && p.series().equals(series) && p.x() == x)
                .findFirst()
                .orElse(null);
    }

    public void skip(String sweep, String reason) {
        skipped.put(sweep, reason);
    }

    /** Why a figure cannot be drawn: the reason of its first skipped sweep, or {@code null}. */
    public String skipReason(Figure figure) {
        for (String sweep : figure.sweeps()) {
            String reason = skipReason(sweep);
            if (reason != null) {
                return reason;
            }
        }
        return null;
    }

    /** Why {@code sweep} was skipped, or null if it ran. */
    public String skipReason(String sweep) {
        return skipped.get(sweep);
    }

    public Map<String, String> skipped() {
        return Collections.unmodifiableMap(skipped);
    }

    /** The points of {@code sweep} in run order (series-major, then x); empty if skipped. */
    public List<Point> points(String sweep) {
        return Collections.unmodifiableList(points.getOrDefault(sweep, List.of()));
    }

    /** The points of one series in x order. */
    public List<Point> series(String sweep, String series) {
        return points(sweep).stream().filter(p -> p.series().equals(series)).toList();
    }

    /** The mean of {@code metric} of {@code series} at the largest x of {@code sweep}. */
    public double atLastX(String sweep, String series, String metric) {
        List<Point> s = series(sweep, series);
        if (s.isEmpty()) {
            throw new IllegalArgumentException("no points for " + series + " in " + sweep);
        }
        return s.get(s.size() - 1).mean(metric);
    }

    /** The largest mean of {@code metric} of {@code series} over the sweep. */
    public double max(String sweep, String series, String metric) {
        return series(sweep, series).stream()
                .mapToDouble(p -> p.mean(metric))
                .max()
                .orElseThrow();
    }

    /** The mean of {@code metric} of {@code series} averaged over every point of the sweep. */
    public double average(String sweep, String series, String metric) {
        return series(sweep, series).stream()
                .mapToDouble(p -> p.mean(metric))
                .average()
                .orElseThrow();
    }

    /** Every point that stopped at its maximum replications above its target relative error. */
    public List<Point> missedTargets() {
        return points.values().stream()
                .flatMap(List::stream)
                .filter(p -> p.stop().missed())
                .toList();
    }

    /**
     * Groups of series of {@code sweep} that are identical: every simulation metric, and every
     * mean and maximum of a placement measure, equal in every replication at every point (bit for
     * bit). Groups have at least two series, in run order.
     */
    public List<List<String>> identicalSeries(String sweep) {
        List<String> labels =
                points(sweep).stream().map(Point::series).distinct().toList();
        List<List<String>> groups = new ArrayList<>();
        java.util.Set<String> placed = new java.util.HashSet<>();
        for (int i = 0; i < labels.size(); i++) {
            if (placed.contains(labels.get(i))) {
                continue;
            }
            List<String> g = new ArrayList<>(List.of(labels.get(i)));
            for (int j = i + 1; j < labels.size(); j++) {
                if (!placed.contains(labels.get(j))
                        && same(series(sweep, labels.get(i)), series(sweep, labels.get(j)))) {
                    g.add(labels.get(j));
                }
            }
            if (g.size() > 1) {
                placed.addAll(g);
                groups.add(g);
            }
        }
        return groups;
    }

    private static boolean same(List<Point> a, List<Point> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            for (String m : org.schedlab.core.metrics.MetricsSummary.NAMES) {
                if (!java.util.Arrays.equals(a.get(i).samples(m), b.get(i).samples(m))) {
                    return false;
                }
            }
            // the means and maxima of a machine's placement measures (PlacementMeasuresListener), which
            // differ between allocators that give the same schedule
            for (Map.Entry<String, double[]> e : a.get(i).samples().entrySet()) {
                String m = e.getKey();
                boolean figure = m.startsWith("mean") || m.startsWith("max");
                double[] other = b.get(i).samples().get(m);
                if (figure && other != null && !java.util.Arrays.equals(e.getValue(), other)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether every sweep named ran. */
    public boolean ran(String... sweeps) {
        for (String s : sweeps) {
            if (skipped.containsKey(s) || !points.containsKey(s)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The heaviest point of {@code sweep} at which some series is stable: the mean over its
     * replications of the queue growth per arrival is at most {@link
     * org.schedlab.core.metrics.QueueGrowth#THRESHOLD} (the measure behind {@code simulate}'s
     * "unstable" warning; runs too short for a verdict are left out of the mean, and a point
     * without any verdict counts as stable). The mean, not every replication, decides: it estimates
     * the point's expected growth, which more replications only sharpen, while the chance that some
     * single run exceeds the threshold grows with their number. Beyond this point no series reaches
     * a steady state; at it every series that saturated earlier is on its plateau. NaN when no
     * point is stable.
     */
    public double heaviestStableX(String sweep) {
        double best = Double.NaN;
        for (Point p : points(sweep)) {
            double[] g = p.samples().get(QUEUE_GROWTH);
            if (g == null) {
                throw new IllegalArgumentException("sweep " + sweep + " has no stability samples");
            }
            double sum = 0;
            int n = 0;
            for (double v : g) {
                if (!Double.isNaN(v)) {
                    sum += v;
                    n++;
                }
            }
            boolean stable = n == 0 || sum / n <= org.schedlab.core.metrics.QueueGrowth.THRESHOLD;
            if (stable && !(p.x() <= best)) {
                best = p.x();
            }
        }
        return best;
    }

    /** The point of {@code series} at the largest x of {@code sweep}. */
    public Point lastPoint(String sweep, String series) {
        List<Point> s = series(sweep, series);
        if (s.isEmpty()) {
            throw new IllegalArgumentException("no points for " + series + " in " + sweep);
        }
        return s.get(s.size() - 1);
    }

    /** Terms for {@code coefficient x} the mean of {@code metric} of {@code series} over the sweep's points. */
    public List<Term> averageTerms(String sweep, String series, String metric, double coefficient) {
        List<Point> s = series(sweep, series);
        if (s.isEmpty()) {
            throw new IllegalArgumentException("no points for " + series + " in " + sweep);
        }
        return s.stream().map(p -> new Term(p, metric, coefficient / s.size())).toList();
    }
}
