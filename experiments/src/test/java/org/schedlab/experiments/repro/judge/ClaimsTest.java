package org.schedlab.experiments.repro.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.stats.ConfidenceInterval;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Estimate;
import org.schedlab.experiments.repro.paper.Results;

/** The building blocks of claims on small hand-made results: bands, ranks and their texts. */
class ClaimsTest {
    private static Results.Point point(String sweep, String series, double x, String metric, double... samples) {
        return new Results.Point(
                sweep,
                series,
                x,
                Map.of(metric, ConfidenceInterval.of95(samples)),
                samples.length,
                Map.of(metric, samples),
                false,
                new Results.Stop("fixed", metric, Double.NaN, 0),
                null);
    }

    private static Decision.Outcome outcome(Claim c, Results r) {
        return c.check().apply(r).outcome();
    }

    @Test
    void utilizationIsJudgedAgainstTheBandAroundThePapersPercent() {
        Results r = new Results();
        r.add(point("s", "A", 0.5, "utilization", 0.40, 0.41, 0.39));
        r.add(point("s", "A", 0.9, "utilization", 0.80, 0.81, 0.79));
        assertThat(outcome(Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 80, 5), r))
                .isEqualTo(Decision.Outcome.PASS);
        assertThat(outcome(Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 90, 5), r))
                .isEqualTo(Decision.Outcome.FAIL);
        assertThat(outcome(Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 70, 5), r))
                .isEqualTo(Decision.Outcome.FAIL);
        assertThat(outcome(Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 82, 5), r))
                .isEqualTo(Decision.Outcome.PASS);
        // the interval 77.5..82.5% reaches past 79% on one side
        assertThat(outcome(Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 84, 5), r))
                .isEqualTo(Decision.Outcome.INCONCLUSIVE);
        Claim.Verdict v = Claims.utilizationAtHeaviestLoad("u", "", "s", "A", 80, 5)
                .check()
                .apply(r);
        assertThat(v.measured()).endsWith("%").startsWith("80.0");
        assertThat(Claims.utilizationAtHeaviestLoad("u", "", "t", "A", 80, 5)
                        .check()
                        .apply(r))
                .isNull();
    }

    @Test
    void aRankReadOverAllPointsOrAtTheHeaviestLoad() {
        Results r = new Results();
        r.add(point("s", "A", 1, "meanWait", 10, 10.1, 9.9));
        r.add(point("s", "A", 2, "meanWait", 1, 1.1, 0.9));
        r.add(point("s", "B", 1, "meanWait", 2, 2.1, 1.9));
        r.add(point("s", "B", 2, "meanWait", 5, 5.1, 4.9));
        r.add(point("s", "C", 1, "meanWait", 20, 20.1, 19.9));
        r.add(point("s", "C", 2, "meanWait", 20, 20.1, 19.9));
        assertThat(Claims.seriesOf(r, "s")).containsExactly("A", "B", "C");
        Claim.Verdict all =
                Claims.rank("r", "", "s", "meanWait", "A", 2).check().apply(r);
        assertThat(all.measured())
                .isEqualTo("rank 2 of 3; A 5.50 ± 0.25; others minus A: B -2.000000000 ± 0.000000000, C +14.5 ± 0.000"
                        + " (order of means: B < A < C)");
        assertThat(all.outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(outcome(Claims.rank("r", "", "s", "meanWait", "A", 1), r)).isEqualTo(Decision.Outcome.FAIL);
        assertThat(outcome(Claims.rank("r", "", "s", "meanWait", "A", 3), r)).isEqualTo(Decision.Outcome.FAIL);
        Claim.Verdict last = Claims.rank("r", "", "s", "meanWait", "A", 1, null, Claims.Over.LAST_POINT)
                .check()
                .apply(r);
        assertThat(last.measured())
                .isEqualTo("rank 1 of 3; A 1.00 ± 0.25; others minus A: B +4.000000000 ± 0.000000000, C +19.0 ± 0.000"
                        + " (order of means: A < B < C)");
        assertThat(last.outcome()).isEqualTo(Decision.Outcome.PASS);
        Claim.Verdict every = Claims.rank("r", "", "s", "meanWait", "A", 1, null, Claims.Over.EVERY_POINT)
                .check()
                .apply(r);
        assertThat(every.summary()).isEqualTo("rank 1 holds at x = 2; decided against at 1");
        assertThat(every.measured())
                .isEqualTo("rank 1 holds at x = 2; decided against at 1 (per x: 1: rank 2, A 10.0, B 2.000, C 20.0; 2:"
                        + " rank 1, A 1.000, B 5.000, C 20.0)");
        assertThat(every.outcome()).isEqualTo(Decision.Outcome.FAIL);
        Claim.Verdict among = Claims.rank("r", "", "s", "meanWait", "A", 1, List.of("A", "C"), Claims.Over.ALL_POINTS)
                .check()
                .apply(r);
        assertThat(among.measured())
                .isEqualTo("rank 1 of 2; A 5.50 ± 0.25; others minus A: C +14.5 ± 0.000 (order of means: A < C)");
        assertThat(among.outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(outcome(Claims.bestOnAverage("b", "", "s", "meanWait", "B"), r))
                .isEqualTo(Decision.Outcome.PASS);
        assertThat(outcome(Claims.bestOnAverage("b", "", "s", "meanWait", "C"), r))
                .isEqualTo(Decision.Outcome.FAIL);
        assertThat(Claims.rank("r", "", "t", "meanWait", "A", 1).check().apply(r))
                .isNull();
    }

    @Test
    void signsAndDecimals() {
        assertThat(Claims.signed(Estimate.of(new double[] {1, 2, 3}, false))).isEqualTo("+2.0 ± 2.5");
        assertThat(Claims.signed(Estimate.of(new double[] {-1, -2, -3}, false))).isEqualTo("-2.0 ± 2.5");
        assertThat(Claims.signed(Estimate.of(new double[] {0, 0, 0}, true))).isEqualTo("+0.000 (exact)");
        assertThat(Claims.f2(2)).isEqualTo("2.00");
        assertThat(Claims.f2(-0.125)).isEqualTo("-0.13");
    }

    @Test
    void aWallClockClaimShowsItsOutcomeButIsNotJudged() {
        Claim timed = new Claim("w", "", "1", "x", r -> new Claim.Verdict("3 ms", Decision.PASS));
        Claim.Verdict v = Claims.wallClock(timed).check().apply(new Results());
        assertThat(v.measured()).isEqualTo("3 ms. Timing phase on this machine, this run: PASS");
        assertThat(v.decision()).isEqualTo(Decision.NOT_JUDGED);
        assertThat(Claims.wallClock(new Claim("w", "", "1", "x", r -> null))
                        .check()
                        .apply(new Results()))
                .isNull();
        assertThat(Claims.custom("c", "", "1", "x", List.of("s"), r -> v)
                        .check()
                        .apply(new Results()))
                .isNull();
    }

    @Test
    void anEvaluatedClaimsLabelOutcomeAndExplanation() {
        Claim c = new Claim("e", "", "1", "x", r -> null);
        Decision open = new Decision(Decision.Outcome.INCONCLUSIVE, 12, 3);
        Claim.Verdict inconclusive = new Claim.Verdict("m", open);
        String settle = open.settle();
        assertThat(settle).isNotEmpty();
        Evaluated withWhy = new Evaluated(c, inconclusive, null, "Because.");
        assertThat(withWhy.label()).isEqualTo("INCONCLUSIVE");
        assertThat(withWhy.outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(withWhy.explanation()).isEqualTo("Because. (To settle: " + settle + ".)");
        assertThat(new Evaluated(c, inconclusive, null, null).explanation()).isEqualTo(settle);
        Evaluated pass = new Evaluated(c, new Claim.Verdict("m", Decision.PASS), null, "Why.");
        assertThat(pass.explanation()).isEqualTo("Why.");
        assertThat(pass.label()).isEqualTo("PASS");
        Evaluated failed = new Evaluated(c, inconclusive, "boom", "Why.");
        assertThat(failed.label()).isEqualTo("FAIL");
        assertThat(failed.outcome()).isEqualTo(Decision.Outcome.FAIL);
        assertThat(failed.explanation()).isEqualTo("Why.");
        Evaluated skipped = new Evaluated(c, null, null, null);
        assertThat(skipped.label()).isEqualTo("SKIPPED");
        assertThat(skipped.outcome()).isNull();
        assertThat(skipped.explanation()).isEmpty();
        assertThat(new Evaluated(c, new Claim.Verdict("m", Decision.NOT_JUDGED), null, null).label())
                .isEqualTo("NOT JUDGED");
    }

    @Test
    void aTableCellsIntervalIsWidenedByHalfAUnitOfThePapersLastDigit() {
        assertThat(TableResult.halfUnit(12.5)).isCloseTo(0.05, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(TableResult.halfUnit(3)).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(TableResult.halfUnit(0.125)).isCloseTo(0.0005, org.assertj.core.data.Offset.offset(1e-12));
        Estimate ten = Estimate.of(new double[] {10.3, 10.3, 10.3}, true);
        // 10.3 is within half a unit of a printed 10 (9.5..10.5), not of a printed 10.5, 10.25 or 11
        assertThat(TableResult.holds(ten, 10).outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(TableResult.holds(ten, 10.5).outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(TableResult.holds(ten, 10.3).outcome()).isEqualTo(Decision.Outcome.PASS);
        assertThat(TableResult.holds(ten, 10.25).outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(TableResult.holds(ten, 11).outcome()).isEqualTo(Decision.Outcome.INCONCLUSIVE);
        assertThat(TableResult.holds(ten, 9.8)).isEqualTo(new Decision(Decision.Outcome.INCONCLUSIVE, 0, 3));
        Estimate wide = Estimate.of(new double[] {9, 10, 11}, false);
        assertThat(TableResult.holds(wide, 12.2).outcome()).isEqualTo(Decision.Outcome.PASS);
    }
}
