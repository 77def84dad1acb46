package org.schedlab.workloads.estimates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/**
 * The pieces of {@link TsafrirModel} (Tsafrir, Etsion and Feitelson, JSSPP 2005) on small inputs
 * whose results follow by hand from the model's definition: the piecewise linear number of values,
 * the head values, the head and tail laws, the tail placement, the equalisation rules, the
 * time-popularity matching and the assignment.
 */
class TsafrirModelTest {
    private static final int H = 3600;
    private static final int M = 60;

    /** A generator whose every bounded draw is 0: each Fisher-Yates shuffle rotates its list left by one. */
    private static UniformRandomProvider zeros() {
        return new UniformRandomProvider() {
            @Override
            public long nextLong() {
                return 0;
            }

            @Override
            public int nextInt(int n) {
                return 0;
            }
        };
    }

    /** A generator whose every bounded draw is the largest: shuffles leave lists as they are. */
    private static UniformRandomProvider lasts() {
        return new UniformRandomProvider() {
            @Override
            public long nextLong() {
                return -1;
            }

            @Override
            public int nextInt(int n) {
                return n - 1;
            }
        };
    }

    private static UniformRandomProvider seeded(long seed) {
        return RandomSource.XO_SHI_RO_256_PP.create(seed);
    }

    private static TreeMap<Integer, Integer> map(int... pairs) {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    private static int sum(Map<Integer, Integer> m) {
        return m.values().stream().mapToInt(Integer::intValue).sum();
    }

    // ---- number of distinct values -------------------------------------------------------------

    @Test
    void binCountInterpolatesBetweenThePointsAndIsFlatAfterTheLast() {
        // the curve passes through its points (0,0) (20,10) (200,20) (1000,35) (10000,90)
        // (70000,340) (250000,565)
        assertThat(TsafrirModel.binCount(0)).isZero();
        assertThat(TsafrirModel.binCount(20)).isEqualTo(10);
        assertThat(TsafrirModel.binCount(200)).isEqualTo(20);
        assertThat(TsafrirModel.binCount(1000)).isEqualTo(35);
        assertThat(TsafrirModel.binCount(10_000)).isEqualTo(90);
        assertThat(TsafrirModel.binCount(70_000)).isEqualTo(340);
        assertThat(TsafrirModel.binCount(250_000)).isEqualTo(565);
        // between points: linear, rounded half up
        assertThat(TsafrirModel.binCount(1)).isEqualTo(1); // 0.5
        assertThat(TsafrirModel.binCount(10)).isEqualTo(5);
        assertThat(TsafrirModel.binCount(110)).isEqualTo(15); // 10 + 90 * 10/180
        assertThat(TsafrirModel.binCount(600)).isEqualTo(28); // 20 + 7.5
        assertThat(TsafrirModel.binCount(5500)).isEqualTo(63); // 35 + 27.5
        assertThat(TsafrirModel.binCount(40_000)).isEqualTo(215); // 90 + 125
        assertThat(TsafrirModel.binCount(160_000)).isEqualTo(453); // 340 + 112.5
        // after the last point: constant
        assertThat(TsafrirModel.binCount(250_001)).isEqualTo(565);
        assertThat(TsafrirModel.binCount(1_000_000)).isEqualTo(565);
        assertThat(TsafrirModel.binCount(Integer.MAX_VALUE)).isEqualTo(565);
    }

    // ---- head values ---------------------------------------------------------------------------

    @Test
    void headTimesOfOneHourAreTheJointValuesBelowItAndItsMultiplesOfFiveMinutes() {
        // joint values below 1 h: 5, 10, 15, 20, 30 min; 1 h itself is the maximum (not repeated);
        // no multiple of 200 h .. 2 h lies in (0, 1 h); 20 min adds 40 min, 10 min adds 50 min,
        // 5 min adds 55, 45, 35, 25 min; the multiples run out at 12 values (fewer than 20)
        assertThat(TsafrirModel.headTimes(H))
                .containsExactly(
                        H, 5 * M, 10 * M, 15 * M, 20 * M, 25 * M, 30 * M, 35 * M, 40 * M, 45 * M, 50 * M, 55 * M);
    }

    @Test
    void headTimesOfTenHoursFillUpWithHourAndTwentyMinuteMultiplesBelowTheMaximum() {
        // 12 joint values below 10 h (5 min .. 8 h), 10 h itself is the maximum; 7 missing:
        // 10 h, 5 h, 2 h multiples are all present; hours add 9 h and 7 h; 20 min steps down from
        // 10 h add 9:40, 9:20, 8:40, 8:20, 7:40
        assertThat(TsafrirModel.headTimes(10 * H))
                .containsExactly(
                        10 * H,
                        5 * M,
                        10 * M,
                        15 * M,
                        20 * M,
                        30 * M,
                        H,
                        2 * H,
                        3 * H,
                        4 * H,
                        5 * H,
                        6 * H,
                        7 * H,
                        7 * H + 40 * M,
                        8 * H,
                        8 * H + 20 * M,
                        8 * H + 40 * M,
                        9 * H,
                        9 * H + 20 * M,
                        9 * H + 40 * M);
    }

    @Test
    void headTimesOfALongMaximumTakeAllJointValuesAndCoarseMultiples() {
        // all 15 joint values; 4 missing: 200 h adds 200 h; 100 h adds 100 h; 50 h steps down from
        // 250 h add 250 h and 150 h
        int max = 1_000_000;
        assertThat(TsafrirModel.headTimes(max))
                .containsExactly(
                        max, 5 * M, 10 * M, 15 * M, 20 * M, 30 * M, H, 2 * H, 3 * H, 4 * H, 5 * H, 6 * H, 8 * H, 10 * H,
                        12 * H, 18 * H, 100 * H, 150 * H, 200 * H, 250 * H);
    }

    // ---- head and tail laws --------------------------------------------------------------------

    private static double headLaw(int rank) {
        return 14.0491 * Math.exp(-0.177531 * rank) + 0.462513;
    }

    @Test
    void headSizesFollowTheExponentialLawAndTheMaximumTakesTheRestOf89Percent() {
        double[] s = TsafrirModel.headSizes(20, Double.NaN);
        double others = 0;
        for (int i = 1; i < 20; i++) {
            assertThat(s[i]).isCloseTo(headLaw(i + 1), within(1e-12));
            others += headLaw(i + 1);
        }
        assertThat(s[0]).isCloseTo(89 - others, within(1e-9));
        assertThat(s[0]).isCloseTo(21.73, within(0.01));
    }

    @Test
    void aGivenShareScalesTheOtherHeadValuesToLeave89PercentInAll() {
        double[] s = TsafrirModel.headSizes(20, 30);
        assertThat(s[0]).isEqualTo(30);
        double sum = 0;
        for (int i = 1; i < 20; i++) {
            sum += s[i];
        }
        assertThat(sum).isCloseTo(59, within(1e-9));
        // the shape is kept: every value is the law times one common factor
        double factor = s[1] / headLaw(2);
        for (int i = 1; i < 20; i++) {
            assertThat(s[i] / headLaw(i + 1)).isCloseTo(factor, within(1e-12));
        }
        assertThat(factor).isLessThan(1);
    }

    @Test
    void aShareOfAtLeast89PercentLeavesNothingToTheOtherHeadValues() {
        for (double share : new double[] {89, 95, 100}) {
            double[] s = TsafrirModel.headSizes(20, share);
            assertThat(s[0]).isEqualTo(share);
            for (int i = 1; i < 20; i++) {
                assertThat(s[i]).isZero();
            }
        }
    }

    @Test
    void tailSizesArePowerLawRanksFromTwentyOneSumming11Percent() {
        double[] s = TsafrirModel.tailSizes(5);
        assertThat(s).hasSize(5);
        assertThat(s[0] + s[1] + s[2] + s[3] + s[4]).isCloseTo(11, within(1e-12));
        for (int i = 1; i < 5; i++) {
            assertThat(s[i] / s[0]).isCloseTo(Math.pow((21.0 + i) / 21.0, -2.267), within(1e-12));
        }
        assertThat(TsafrirModel.tailSizes(1)).containsExactly(11.0);
        assertThat(TsafrirModel.tailSizes(0)).isEmpty();
    }

    // ---- tail placement ------------------------------------------------------------------------

    @Test
    void tailTimesFollowTheCurveOnMinutesAndTheLastPointSitsJustBelowTheMaximum() {
        // a = 2: y = x / (2 - x) at x = 1/4, 1/2, 3/4, 1 -> 1/7, 1/3, 3/5, 1 of an hour:
        // 8.57 -> 9 min, 20 min, 36 min, 60 min (the maximum itself: +30 s is above, -30 s fits)
        assertThat(TsafrirModel.tailTimes(H, 4, 2.0, Set.of())).containsExactly(540, 1200, 2160, 3570);
        // a head value is avoided by the next offset, +30 s
        assertThat(TsafrirModel.tailTimes(H, 4, 2.0, Set.of(1200))).containsExactly(540, 1230, 2160, 3570);
    }

    @Test
    void crowdedTailPointsMoveByTheOffsetsInOrderAndAreReturnedAscending() {
        // a = 1.01, 10 points below 1 h: the minutes are 0 0 0 0 1 1 1 2 5 60 (0.066, 0.148, 0.254,
        // 0.393, 0.588, 0.878, 1.355, 2.286, 4.909, 60). Offsets 0, +30, -30, +20, -20, +10, -10 s,
        // only values in (0, 3600) s: the four points at 0 s take 30, 20, 10 s and then nothing is
        // left; the three at 60 s take 60, 90, 80 s; then 120 s, 300 s and 3570 s.
        assertThat(TsafrirModel.tailTimes(H, 10, 1.01, Set.of()))
                .containsExactly(10, 20, 30, 60, 80, 90, 120, 300, 3570);
        // with 60 s a head value the three points at one minute take 90, 80 and 40 s
        assertThat(TsafrirModel.tailTimes(H, 10, 1.01, Set.of(60)))
                .containsExactly(10, 20, 30, 40, 80, 90, 120, 300, 3570);
    }

    // ---- equalisation --------------------------------------------------------------------------

    @Test
    void equaliseRemovesInProportionToTheCounts() {
        // 24 jobs to 18: a quarter off each, largest first
        TreeMap<Integer, Integer> c = map(60, 4, 120, 12, 180, 8);
        TsafrirModel.equalise(c, 18, Set.of());
        assertThat(c).isEqualTo(map(60, 3, 120, 9, 180, 6));
    }

    @Test
    void equaliseAddsInProportionToTheCountsEvenBeyondDoubling() {
        // 2 jobs to 6: f = 2, each count + 2
        TreeMap<Integer, Integer> c = map(60, 1, 120, 1);
        TsafrirModel.equalise(c, 6, Set.of());
        assertThat(c).isEqualTo(map(60, 3, 120, 3));
    }

    @Test
    void equaliseGivesTheRoundedUpRemainderToTheLargestCountsFirst() {
        // one job to add, f = 1/6: ceil(f n) = 1 for any count, the largest count takes it
        TreeMap<Integer, Integer> c = map(60, 1, 120, 3, 180, 2);
        TsafrirModel.equalise(c, 7, Set.of());
        assertThat(c).isEqualTo(map(60, 1, 120, 4, 180, 2));
        // equal counts: the smaller estimate first
        TreeMap<Integer, Integer> tie = map(60, 2, 120, 2, 180, 2);
        TsafrirModel.equalise(tie, 7, Set.of());
        assertThat(tie).isEqualTo(map(60, 3, 120, 2, 180, 2));
        // one job to remove from equal counts: again the smaller estimate
        TreeMap<Integer, Integer> down = map(60, 2, 120, 2, 180, 2);
        TsafrirModel.equalise(down, 5, Set.of());
        assertThat(down).isEqualTo(map(60, 1, 120, 2, 180, 2));
    }

    @Test
    void equaliseKeepsOneJobPerValueUntilItMustDropValuesSmallestFirst() {
        // 8 jobs to 3, f = 5/8: 180 gives ceil(2.5) = 3 (4 -> 1); 240 would give all its 2 but
        // keeps one; the single jobs stay; one by one and down to one change nothing; then down to
        // none: 60 (the smallest of the equal counts) is dropped
        TreeMap<Integer, Integer> c = map(60, 1, 120, 1, 180, 4, 240, 2);
        TsafrirModel.equalise(c, 3, Set.of());
        assertThat(c).isEqualTo(map(120, 1, 180, 1, 240, 1));
    }

    @Test
    void equaliseGoesOneByOneThenDownToOneThenToNone() {
        // 12 jobs to 6, f = 1/2: 420 gives 3 (6 -> 3); one by one: 420 -> 2; down to one: 420 -> 1;
        // down to none: 60 dropped
        TreeMap<Integer, Integer> c = map(60, 1, 120, 1, 180, 1, 240, 1, 300, 1, 360, 1, 420, 6);
        TsafrirModel.equalise(c, 6, Set.of());
        assertThat(c).isEqualTo(map(120, 1, 180, 1, 240, 1, 300, 1, 360, 1, 420, 1));
    }

    @Test
    void equaliseLeavesPinnedValuesAndFailsWhenNothingElseCanChange() {
        TreeMap<Integer, Integer> c = map(60, 5, 120, 5);
        TsafrirModel.equalise(c, 7, Set.of(120));
        assertThat(c).isEqualTo(map(60, 2, 120, 5));

        TreeMap<Integer, Integer> none = map(60, 0, 120, 5);
        assertThatThrownBy(() -> TsafrirModel.equalise(none, 6, Set.of(120)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("to 6 jobs");
        TreeMap<Integer, Integer> allPinned = map(60, 3);
        assertThatThrownBy(() -> TsafrirModel.equalise(allPinned, 2, Set.of(60)))
                .isInstanceOf(IllegalStateException.class);
        TreeMap<Integer, Integer> same = map(60, 3, 120, 1);
        TsafrirModel.equalise(same, 4, Set.of());
        assertThat(same).isEqualTo(map(60, 3, 120, 1));
    }

    // ---- time rank to popularity rank ----------------------------------------------------------

    /** The paper's table: time rank (0 = maximum, then ascending) against popularity rank in four traces. */
    private static final int[][] TABLE = {
        {3, 1, 1, 1}, {1, 3, 4, 6}, {4, 4, 10, 5}, {17, 2, 14, 3}, {13, 12, 20, 7},
        {7, 9, 2, 2}, {8, 8, 3, 18}, {18, 18, 7, 19}, {2, 6, 12, 4}, {6, 7, 6, 11},
        {16, 11, 19, 20}, {10, 20, 5, 9}, {5, 16, 18, 10}, {15, 5, 16, 14}, {14, 14, 9, 13},
        {19, 13, 17, 16}, {11, 10, 15, 15}, {12, 15, 13, 17}, {9, 17, 8, 8}, {20, 19, 11, 12},
    };

    /** The last time rank at which any trace used popularity rank p. */
    private static int bound(int p) {
        int b = -1;
        for (int t = 0; t < TABLE.length; t++) {
            for (int q : TABLE[t]) {
                if (q == p) {
                    b = t;
                }
            }
        }
        return b;
    }

    @Test
    void everyTimeRankTakesTheMostPopularDueRankElseOneTheTracesUsedSoFar() {
        for (long seed = 0; seed < 200; seed++) {
            int[] m = TsafrirModel.timeRankToPopularity(20, seeded(seed));
            assertThat(m[0]).isEqualTo(1);
            Set<Integer> chosen = new HashSet<>();
            for (int t = 0; t < 20; t++) {
                int due = -1;
                for (int p = 1; p <= 20 && due == -1; p++) {
                    if (!chosen.contains(p) && bound(p) <= t) {
                        due = p;
                    }
                }
                if (t > 0 && due != -1) {
                    assertThat(m[t]).as("seed %d time rank %d", seed, t).isEqualTo(due);
                } else {
                    Set<Integer> used = new HashSet<>();
                    for (int u = 0; u <= t; u++) {
                        for (int q : TABLE[u]) {
                            used.add(q);
                        }
                    }
                    assertThat(used).as("seed %d time rank %d", seed, t).contains(m[t]);
                }
                assertThat(chosen.add(m[t]))
                        .as("seed %d: rank %d twice", seed, m[t])
                        .isTrue();
            }
        }
    }

    @Test
    void theFirstFreeDrawIsTheBetterOfTwoFromThePool() {
        // time rank 1: the pool holds 3 (from time rank 0) and 3, 4, 6 (time rank 1; 1 is taken);
        // no rank is due, so the better of two uniform draws: P(3) = 1 - (1/2)^2 = 3/4,
        // P(6) = (1/4)^2 = 1/16
        int trials = 2500;
        int threes = 0;
        int sixes = 0;
        UniformRandomProvider rng = seeded(17);
        for (int k = 0; k < trials; k++) {
            int r = TsafrirModel.timeRankToPopularity(20, rng)[1];
            assertThat(r).isIn(3, 4, 6);
            threes += r == 3 ? 1 : 0;
            sixes += r == 6 ? 1 : 0;
        }
        // 5 standard errors: 0.043 and 0.024 (3 draws would give 7/8 and 1/64)
        assertThat(threes / (double) trials).isCloseTo(0.75, within(0.043));
        assertThat(sixes / (double) trials).isCloseTo(1 / 16.0, within(0.024));
    }

    @Test
    void fewerHeadValuesKeepTheRelativePopularityOfTheFullMatching() {
        // the draws of the first n time ranks do not depend on n, so the ranks for n values are the
        // full matching's first n ranks renumbered 1..n in the same order
        for (int n = 1; n < 20; n++) {
            for (long seed = 0; seed < 20; seed++) {
                int[] full = TsafrirModel.timeRankToPopularity(20, seeded(seed));
                int[] part = TsafrirModel.timeRankToPopularity(n, seeded(seed));
                assertThat(part).hasSize(n);
                for (int i = 0; i < n; i++) {
                    int below = 0;
                    for (int j = 0; j < n; j++) {
                        below += full[j] < full[i] ? 1 : 0;
                    }
                    assertThat(part[i])
                            .as("n %d seed %d time rank %d", n, seed, i)
                            .isEqualTo(below + 1);
                }
            }
        }
    }

    // ---- the histogram -------------------------------------------------------------------------

    @Test
    void oneJobGetsTheMaximalEstimate() {
        // one job: 12 head values of one job each (every value holds at least one), no tail; the
        // equalisation drops the smallest values until only the maximum is left
        assertThat(TsafrirModel.histogram(1, H, Double.NaN, seeded(3))).isEqualTo(map(H, 1));
        assertThatThrownBy(() -> TsafrirModel.histogram(0, H, Double.NaN, seeded(3)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TsafrirModel.histogram(5, H - 1, Double.NaN, seeded(3)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aLargePinnedShareLeavesOneJobPerOtherHeadValue() {
        // 100 jobs, 80% pinned on 10 h: 80 jobs; the other 19 head values share 9%, under 1.4 jobs
        // each, so each holds one (at least one per value); no tail (14 values for 100 jobs < 20);
        // 99 jobs -> one more, to the smallest of the equal counts
        TreeMap<Integer, Integer> h = TsafrirModel.histogram(100, 10 * H, 80, seeded(1));
        TreeMap<Integer, Integer> expected = new TreeMap<>();
        for (int t : TsafrirModel.headTimes(10 * H)) {
            expected.put(t, 1);
        }
        expected.put(10 * H, 80);
        expected.put(5 * M, 2);
        assertThat(h).isEqualTo(expected);
    }

    @Test
    void aPinnedShareOfAllOrNothing() {
        // 100%: the other values are emptied
        assertThat(TsafrirModel.histogram(100, 10 * H, 100, seeded(1))).isEqualTo(map(10 * H, 100));
        // 0%: the maximum holds no job, the others all
        TreeMap<Integer, Integer> h = TsafrirModel.histogram(100, 10 * H, 0, seeded(1));
        assertThat(sum(h)).isEqualTo(100);
        Set<Integer> others = new TreeSet<>(TsafrirModel.headTimes(10 * H));
        others.remove(10 * H);
        assertThat(h.keySet()).isEqualTo(others);
        // a pinned share is exact whatever the draws
        for (long seed = 0; seed < 5; seed++) {
            TreeMap<Integer, Integer> p = TsafrirModel.histogram(1000, 10 * H, 30, seeded(seed));
            assertThat(p.get(10 * H)).isEqualTo(300);
            assertThat(sum(p)).isEqualTo(1000);
        }
    }

    @Test
    void theValuesAreTheHeadAndTheTailOnTheModelsCurve() {
        int jobs = 10_000;
        int max = 18 * H;
        int bins = TsafrirModel.binCount(jobs);
        double a = 1 + 12.1039 * Math.pow(bins, -0.6026);
        Set<Integer> head = new HashSet<>(TsafrirModel.headTimes(max));
        Set<Integer> expected = new TreeSet<>(head);
        expected.addAll(TsafrirModel.tailTimes(max, bins - 20, a, head));
        assertThat(expected).hasSize(bins);
        TreeMap<Integer, Integer> h = TsafrirModel.histogram(jobs, max, Double.NaN, seeded(11));
        assertThat(h.keySet()).isEqualTo(expected);
        assertThat(sum(h)).isEqualTo(jobs);
    }

    @Test
    void theTwoTailShufflesTogetherDecideTheMatchingOfTailTimesToShares() {
        // with every draw 0 each shuffle rotates its list left by one, so together they leave the
        // ascending tail times matched to the descending power-law shares: the tail counts do not
        // grow with the estimate, and the shortest tail value is the most popular of the tail
        int jobs = 10_000;
        int max = 18 * H;
        TreeMap<Integer, Integer> h = TsafrirModel.histogram(jobs, max, Double.NaN, zeros());
        assertThat(sum(h)).isEqualTo(jobs);
        Set<Integer> head = new HashSet<>(TsafrirModel.headTimes(max));
        List<Integer> tail = new ArrayList<>();
        h.forEach((t, n) -> {
            if (!head.contains(t)) {
                tail.add(n);
            }
        });
        assertThat(tail).hasSize(70);
        for (int i = 1; i < tail.size(); i++) {
            assertThat(tail.get(i)).as("tail value %d", i).isLessThanOrEqualTo(tail.get(i - 1));
        }
        // the largest tail share: 11% times 21^-2.267 over the sum of ranks 21..90
        double norm = 0;
        for (int r = 21; r <= 90; r++) {
            norm += Math.pow(r, -2.267);
        }
        double first = 11 * Math.pow(21, -2.267) / norm * jobs / 100;
        assertThat(tail.get(0)).isBetween((int) Math.floor(first) - 1, (int) Math.ceil(first) + 1);
        assertThat(tail.get(0)).isGreaterThan(tail.get(69) + 10);
    }

    // ---- the assignment ------------------------------------------------------------------------

    @Test
    void aJobMayTakeAnEstimateEqualToItsRuntime() {
        // two jobs of 60 s, estimates 60 and 120 s: both cover the first job, which draws among them
        double[] r = {60, 60};
        assertThat(TsafrirModel.assign(r, map(60, 1, 120, 1), lasts())).containsExactly(60, 120);
        assertThat(TsafrirModel.assign(r, map(60, 1, 120, 1), zeros())).containsExactly(120, 60);
    }

    @Test
    void longerRuntimesAreServedFirstFromTheEstimatesThatCoverThem() {
        // runtimes 100, 3000, 50 s; estimates 60, 120, 3600: only 3600 covers 3000, then only 120
        // covers 100, whatever the draws
        double[] r = {100, 3000, 50};
        for (UniformRandomProvider rng : List.of(zeros(), lasts(), seeded(5))) {
            assertThat(TsafrirModel.assign(r, map(60, 1, 120, 1, 3600, 1), rng)).containsExactly(120, 3600, 60);
        }
        // three estimates that cover every job: with every draw 0 each job (in job order, the
        // runtimes being equal) takes the largest estimate left
        double[] same = {10, 10, 10};
        assertThat(TsafrirModel.assign(same, map(60, 1, 120, 1, 180, 1), zeros()))
                .containsExactly(180, 120, 60);
    }

    @Test
    void anUncoveredRuntimeIsNamedWithItsRank() {
        double[] r = {100, 90};
        assertThatThrownBy(() -> TsafrirModel.assign(r, map(60, 1, 120, 1), zeros()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the 2nd longest runtime, 90.0 s, is longer than the 2nd largest estimate, 60 s");
        assertThatThrownBy(() -> TsafrirModel.assign(r, map(60, 1), zeros()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("histogram holds 1 estimates for 2 jobs");
    }

    @Test
    void refusalsNameTheRankAsAnEnglishOrdinal() {
        assertThat(List.of(1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113, 122))
                .extracting(TsafrirModel::ordinal)
                .containsExactly(
                        "1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "14th", "21st", "22nd", "23rd",
                        "101st", "111th", "112th", "113th", "122nd");
    }
}
