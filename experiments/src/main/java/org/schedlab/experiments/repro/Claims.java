package org.schedlab.experiments.repro;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Building blocks for claims: numeric agreement within a tolerance and orderings of series. */
public final class Claims {
    private Claims() {}

    /**
     * "{@code series}'s utilization at the heaviest load of {@code sweep} is {@code paperPercent}%
     * within {@code points} percentage points".
     */
    public static Claim utilizationAtHeaviestLoad(
            String id, String statement, String sweep, String series, double paperPercent, double points) {
        return new Claim(
                id,
                statement,
                String.format(Locale.ROOT, "%.2f%%", paperPercent),
                String.format(Locale.ROOT, "within %.0f percentage points", points),
                r -> {
                    if (!r.ran(sweep)) {
                        return null;
                    }
                    double ours = 100 * r.atLastX(sweep, series, "utilization");
                    return new Claim.Verdict(
                            String.format(Locale.ROOT, "%.2f%%", ours), Math.abs(ours - paperPercent) <= points);
                });
    }

    /**
     * "{@code best} has the smallest value of {@code metric}, averaged over the sweep's points,
     * among all series".
     */
    public static Claim bestOnAverage(String id, String statement, String sweep, String metric, String best) {
        return rank(id, statement, sweep, metric, best, 1);
    }

    /** "{@code series} ranks {@code rank} (1 = smallest) in {@code metric} averaged over the sweep". */
    public static Claim rank(String id, String statement, String sweep, String metric, String series, int rank) {
        return new Claim(id, statement, "qualitative", "exact rank", r -> {
            if (!r.ran(sweep)) {
                return null;
            }
            List<String> order = seriesOf(r, sweep).stream()
                    .sorted((a, b) -> Double.compare(r.average(sweep, a, metric), r.average(sweep, b, metric)))
                    .toList();
            int ours = order.indexOf(series) + 1;
            return new Claim.Verdict(
                    "rank " + ours + " of " + order.size() + " (order: " + String.join(" < ", order) + ")",
                    ours == rank);
        });
    }

    /** The series labels of a sweep in run order. */
    public static List<String> seriesOf(Results r, String sweep) {
        return r.points(sweep).stream().map(Results.Point::series).distinct().toList();
    }

    /** A claim from an arbitrary check that needs the named sweeps. */
    public static Claim custom(
            String id,
            String statement,
            String paperValue,
            String tolerance,
            List<String> sweeps,
            Function<Results, Claim.Verdict> check) {
        return new Claim(
                id,
                statement,
                paperValue,
                tolerance,
                r -> r.ran(sweeps.toArray(String[]::new)) ? check.apply(r) : null);
    }

    /** Two decimals, {@link Locale#ROOT}. */
    public static String f2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
