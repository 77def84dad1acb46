package org.schedlab.experiments.repro;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.stats.ConfidenceInterval;

/** Measured points of every sweep of one reproduction, plus the sweeps that were skipped. */
public final class Results {
    /**
     * One simulated point: a series at one value of the swept parameter.
     *
     * @param sweep the sweep id
     * @param series the series label
     * @param x the swept value
     * @param metrics every metric's mean and 95% interval over the replications
     * @param replications replications run
     */
    public record Point(
            String sweep, String series, double x, Map<String, ConfidenceInterval> metrics, int replications) {
        public Point {
            metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        }

        public double mean(String metric) {
            ConfidenceInterval ci = metrics.get(metric);
            if (ci == null) {
                throw new IllegalArgumentException("no metric " + metric);
            }
            return ci.mean();
        }
    }

    private final Map<String, List<Point>> points = new LinkedHashMap<>();
    private final Map<String, String> skipped = new LinkedHashMap<>();

    public void add(Point p) {
        points.computeIfAbsent(p.sweep(), k -> new ArrayList<>()).add(p);
    }

    public void skip(String sweep, String reason) {
        skipped.put(sweep, reason);
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

    /** Whether every sweep named ran. */
    public boolean ran(String... sweeps) {
        for (String s : sweeps) {
            if (skipped.containsKey(s) || !points.containsKey(s)) {
                return false;
            }
        }
        return true;
    }
}
