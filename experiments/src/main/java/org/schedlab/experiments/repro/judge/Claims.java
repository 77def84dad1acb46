package org.schedlab.experiments.repro.judge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Results;

/**
 * Building blocks for claims, all judged on 95% intervals (see {@link Estimate}): agreement with
 * a published number within a tolerance, and rankings of series. Comparisons between series use
 * paired differences per replication ({@link Results#contrast}).
 */
public final class Claims {
    private Claims() {}

    /** Where a ranking reads a series' value. */
    public enum Over {
        /** The mean over every point of the sweep. */
        ALL_POINTS,
        /** The point with the largest x (the heaviest load). */
        LAST_POINT,
        /**
         * Every point on its own: the rank must hold at each x, so the claim FAILs when it is decided
         * against at any x. The verdict lists the x where it holds, where it does not and where it is
         * undecided.
         */
        EVERY_POINT
    }

    /**
     * "{@code series}'s utilization at the heaviest load of {@code sweep} is {@code paperPercent}%
     * within {@code points} percentage points": PASS when the whole interval lies within the band,
     * FAIL when it lies wholly outside.
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
                    Estimate ours = r.lastPoint(sweep, series).estimate("utilization");
                    return new Claim.Verdict(
                            ours.format(100) + "%",
                            ours.within((paperPercent - points) / 100, (paperPercent + points) / 100));
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
        return rank(id, statement, sweep, metric, series, rank, null, Over.ALL_POINTS);
    }

    /**
     * "{@code series} ranks {@code rank} (1 = smallest) in {@code metric} among {@code among} (all
     * series when null)", read {@code over} the sweep. Each other series is compared with {@code
     * series} by the interval of their paired difference: decidedly below, decidedly not below, or
     * undecided. PASS when the decided comparisons fix the rank at {@code rank}, FAIL when they
     * exclude it.
     */
    public static Claim rank(
            String id,
            String statement,
            String sweep,
            String metric,
            String series,
            int rank,
            List<String> among,
            Over over) {
        String where = switch (over) {
            case ALL_POINTS -> "mean over the sweep";
            case LAST_POINT -> "at the heaviest load";
            case EVERY_POINT -> "at every point of the sweep";
        };
        return new Claim(
                id,
                statement,
                "qualitative",
                "rank " + rank + " (" + where + "), decided on paired 95% intervals",
                r -> r.ran(sweep) ? rankVerdict(r, sweep, metric, series, rank, among, over) : null);
    }

    private static Claim.Verdict rankVerdict(
            Results r, String sweep, String metric, String series, int rank, List<String> among, Over over) {
        List<String> all = among == null ? seriesOf(r, sweep) : among;
        if (over == Over.EVERY_POINT) {
            return rankAtEveryPoint(r, sweep, metric, series, rank, all);
        }
        Function<String, List<Results.Term>> terms = s -> over == Over.ALL_POINTS
                ? r.averageTerms(sweep, s, metric, 1)
                : List.of(new Results.Term(r.lastPoint(sweep, s), metric, 1));
        Ranked k = ranked(all, series, rank, terms);
        return new Claim.Verdict(k.text(), k.decision());
    }

    /**
     * Where {@code series} ranks among {@code all} on the values {@code terms} gives each series.
     *
     * @param lo the best rank the decided comparisons leave
     * @param hi the worst
     * @param decision whether the rank is the claimed one
     * @param text the measured values
     * @param order the series by their mean, smallest first
     */
    private record Ranked(int lo, int hi, Decision decision, String text, List<String> order) {
        String range() {
            return lo == hi ? Integer.toString(lo) : lo + "–" + hi;
        }
    }

    private static Ranked ranked(
            List<String> all, String series, int rank, Function<String, List<Results.Term>> terms) {
        int below = 0;
        int unsure = 0;
        Decision pending = Decision.PASS;
        List<String> diffs = new ArrayList<>();
        for (String other : all) {
            if (other.equals(series)) {
                continue;
            }
            List<Results.Term> d = new ArrayList<>(terms.apply(other));
            terms.apply(series).forEach(t -> d.add(new Results.Term(t.point(), t.metric(), -t.coefficient())));
            Estimate diff = Results.contrast(d);
            Decision otherBelow = diff.below(0);
            switch (otherBelow.outcome()) {
                case PASS -> below++;
                case FAIL -> {}
                case INCONCLUSIVE -> {
                    unsure++;
                    pending = pending.and(otherBelow);
                }
                default -> throw new IllegalStateException("a contrast is never " + otherBelow.outcome());
            }
            diffs.add(other + " " + signed(diff));
        }
        int lo = below + 1;
        int hi = below + unsure + 1;
        Decision decision;
        if (rank < lo || rank > hi) {
            decision = Decision.FAIL;
        } else if (lo == hi) {
            decision = Decision.PASS;
        } else {
            decision = pending;
        }
        List<String> order = new ArrayList<>(all);
        order.sort(
                Comparator.comparingDouble(s -> Results.contrast(terms.apply(s)).mean()));
        String text = "rank " + (lo == hi ? lo : lo + "–" + hi) + " of " + all.size() + "; " + series + " "
                + Results.contrast(terms.apply(series)) + "; others minus " + series + ": " + String.join(", ", diffs)
                + " (order of means: " + String.join(" < ", order) + ")";
        return new Ranked(lo, hi, decision, text, order);
    }

    /**
     * The rank judged at each x of the sweep on its own: FAIL when it is decided against at some x,
     * PASS when it holds at every x, INCONCLUSIVE otherwise. The measured text groups the x values
     * by outcome, then gives each x's numbers; the summary is the grouping alone.
     */
    private static Claim.Verdict rankAtEveryPoint(
            Results r, String sweep, String metric, String series, int rank, List<String> all) {
        Decision d = Decision.PASS;
        List<String> holds = new ArrayList<>();
        List<String> not = new ArrayList<>();
        List<String> open = new ArrayList<>();
        List<String> each = new ArrayList<>();
        for (Results.Point p : r.series(sweep, series)) {
            double x = p.x();
            Function<String, List<Results.Term>> terms = s -> List.of(new Results.Term(at(r, sweep, s, x), metric, 1));
            Ranked k = ranked(all, series, rank, terms);
            d = d.and(k.decision());
            String xs = org.schedlab.experiments.repro.paper.Sweep.format(x);
            switch (k.decision().outcome()) {
                case PASS -> holds.add(xs);
                case FAIL -> not.add(xs);
                default -> open.add(xs);
            }
            each.add(xs + ": rank " + k.range() + ", " + values(r, sweep, all, metric, x));
        }
        String split = "rank " + rank + " holds at x = " + (holds.isEmpty() ? "none" : String.join(", ", holds))
                + "; decided against at " + (not.isEmpty() ? "none" : String.join(", ", not))
                + (open.isEmpty() ? "" : "; undecided at " + String.join(", ", open));
        return new Claim.Verdict(split + " (per x: " + String.join("; ", each) + ")", d, split);
    }

    /** The point of {@code series} at {@code x}. */
    private static Results.Point at(Results r, String sweep, String series, double x) {
        return r.series(sweep, series).stream()
                .filter(p -> p.x() == x)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no point x=" + x + " for " + series + " in " + sweep));
    }

    /** "A 147, B 122" (means at {@code x}, in the order given). */
    private static String values(Results r, String sweep, List<String> all, String metric, double x) {
        List<String> v = new ArrayList<>();
        for (String s : all) {
            v.add(s + " "
                    + org.schedlab.experiments.repro.paper.Numbers.fmt(
                            at(r, sweep, s, x).mean(metric)));
        }
        return String.join(", ", v);
    }

    /**
     * {@code claim} about wall-clock time: its numbers (from a timing phase, with intervals) are
     * shown with what the intervals say on this machine in this run, but the verdict is NOT_JUDGED,
     * so that two runs with the same seed give the same verdicts. The benchmarks module measures
     * these costs properly (JMH).
     */
    public static Claim wallClock(Claim claim) {
        return new Claim(claim.id(), claim.statement(), claim.paperValue(), claim.tolerance(), r -> {
            Claim.Verdict v = claim.check().apply(r);
            if (v == null) {
                return null;
            }
            return new Claim.Verdict(
                    v.measured() + ". Timing phase on this machine, this run: "
                            + v.outcome().name().replace('_', ' '),
                    Decision.NOT_JUDGED);
        });
    }

    /** "+1.23 ± 0.45" with an explicit sign. */
    static String signed(Estimate e) {
        String s = e.toString();
        return e.mean() >= 0 ? "+" + s : s;
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
