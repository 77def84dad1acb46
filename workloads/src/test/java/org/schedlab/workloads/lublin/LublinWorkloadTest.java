package org.schedlab.workloads.lublin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.distribution.GammaDistribution;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** The model's laws at fixed seeds against the published parameters and the exact moments. */
class LublinWorkloadTest {
    private static final LublinWorkloadFactory FACTORY = new LublinWorkloadFactory();

    private static Machine flat(int n) {
        return new FlatMachineFactory().create(Spec.of("flat:" + n), null);
    }

    private static LublinWorkloadFactory.Model model(
            int processors, double utilization, int jobs, long seed, Map<String, String> options) {
        return FACTORY.model(
                Spec.of("lublin"),
                new WorkloadParams(
                        flat(processors), new RandomStreams(seed, 0), Double.NaN, utilization, jobs, options));
    }

    /** Jobs of one type of the model, by drawing a typeless model with that type's parameters. */
    private static List<Job> jobsOfType(JobType type, int jobs, long seed) {
        Map<String, String> options = new HashMap<>();
        options.put("types", "none");
        type.values().forEach((k, v) -> options.put(k, Double.toString(v)));
        List<Job> out = new ArrayList<>();
        model(128, Double.NaN, jobs, seed, options).workload().forEach(out::add);
        return out;
    }

    @Test
    void runtimeMomentsAgreeWithBruteForceSumsForEveryPublishedGamma() {
        for (JobType t : List.of(JobType.BATCH, JobType.INTERACTIVE, JobType.WHOLE)) {
            for (double[] g : new double[][] {{t.a1(), t.b1()}, {t.a2(), t.b2()}}) {
                GammaDistribution d = GammaDistribution.of(g[0], g[1]);
                double top = d.cumulativeProbability(12);
                double exact = 0;
                for (int k = 1; k <= Moments.MAX_RUNTIME; k++) {
                    exact += top - d.cumulativeProbability(Math.log(k));
                }
                double[] m = Moments.floorExpMoments(g[0], g[1]);
                assertThat(m[0]).isEqualTo(top);
                assertThat(m[1]).isCloseTo(exact, within(1e-8 * exact + 0.01));
            }
        }
    }

    @Test
    void meanInterarrivalAgreesWithTheClosedFormOfTheGammaMomentFunction() {
        // E[e^X; X <= 13] = (1 - b)^-a G(13) with G the CDF of Gamma(a, b / (1 - b)), for b < 1
        for (JobType t : List.of(JobType.BATCH, JobType.INTERACTIVE, JobType.WHOLE)) {
            double a = t.arrivalShape();
            double b = t.barr();
            double closed = Math.pow(1 - b, -a)
                    * GammaDistribution.of(a, b / (1 - b)).cumulativeProbability(13)
                    / GammaDistribution.of(a, b).cumulativeProbability(13);
            assertThat(Moments.meanExpBelow(a, b, 13)).isCloseTo(closed, within(1e-9 * closed));
        }
    }

    @Test
    void thePublishedModelOn128NodesHasTheMomentsOfItsJointLaw() {
        LublinWorkloadFactory.Model m = model(128, Double.NaN, 10, 1, Map.of());
        // 85% interactive, 15% batch; offered load 0.40 with the model's own arrivals
        assertThat(m.moments().get(0).type()).isEqualTo(JobType.INTERACTIVE);
        assertThat(m.moments().get(0).maxNodes()).isEqualTo(45);
        assertThat(m.moments().get(1).maxNodes()).isEqualTo(128);
        double batchShare = (1 / m.meanInterarrivals().get(1)) / m.rate();
        assertThat(batchShare).isCloseTo(0.1497, within(0.0005));
        assertThat(m.offeredLoad()).isCloseTo(0.4005, within(0.0005));
        // size and runtime are correlated: E[size x runtime] > E[size] E[runtime] for batch jobs
        Moments batch = m.moments().get(1);
        assertThat(batch.meanWork()).isGreaterThan(1.1 * batch.meanSize() * batch.meanRuntime());
        double total = 0;
        for (int k = 1; k <= 128; k++) {
            total += batch.sizeProbability(k);
        }
        assertThat(total).isCloseTo(1, within(1e-12));
        assertThat(batch.sizeProbability(1)).isCloseTo(JobType.BATCH.serialProb(), within(1e-12));
    }

    @ParameterizedTest
    @ValueSource(strings = {"batch", "interactive"})
    void drawnSizesFollowTheExactSizeLaw(String name) {
        JobType type = name.equals("batch") ? JobType.BATCH : JobType.INTERACTIVE;
        int max = (int) Math.floor(Math.pow(2, type.uHi()) + 0.5);
        Moments m = new Moments(type, max);
        long[] observed = new long[max + 1];
        for (Job j : jobsOfType(type, 60_000, 11)) {
            observed[j.procs()]++;
        }
        List<Double> expected = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        double e = 0;
        long o = 0;
        for (int k = 1; k <= max; k++) {
            // pool sizes until 50 jobs are expected
            e += m.sizeProbability(k) * 60_000;
            o += observed[k];
            if (e >= 50 || k == max) {
                expected.add(e);
                counts.add(o);
                e = 0;
                o = 0;
            }
        }
        double p = ChiSquareTest.withDefaults()
                .test(
                        expected.stream().mapToDouble(Double::doubleValue).toArray(),
                        counts.stream().mapToLong(Long::longValue).toArray())
                .getPValue();
        assertThat(p).isGreaterThan(0.001);
        assertThat(observed[1] / 60_000.0).isCloseTo(type.serialProb(), within(0.01));
    }

    @Test
    void drawnRuntimesPerSizeFollowTheTruncatedHyperGamma() {
        JobType type = JobType.BATCH;
        List<Job> jobs = jobsOfType(type, 80_000, 5);
        // serial jobs: runtime bins by whole seconds, expected from the mixture CDF below 12
        int[] edges = {1, 2, 10, 60, 300, 1800, 7200, 28_800, 86_400, Moments.MAX_RUNTIME + 1};
        double p = type.firstGammaShare(1);
        GammaDistribution g1 = GammaDistribution.of(type.a1(), type.b1());
        GammaDistribution g2 = GammaDistribution.of(type.a2(), type.b2());
        java.util.function.DoubleUnaryOperator mix = x ->
                p * g1.cumulativeProbability(Math.min(x, 12)) + (1 - p) * g2.cumulativeProbability(Math.min(x, 12));
        double norm = mix.applyAsDouble(12);
        long[] observed = new long[edges.length - 1];
        long n = 0;
        double sum = 0;
        for (Job j : jobs) {
            if (j.procs() != 1) {
                continue;
            }
            n++;
            sum += j.runtime();
            for (int b = 0; b < observed.length; b++) {
                if (j.runtime() >= edges[b] && j.runtime() < edges[b + 1]) {
                    observed[b]++;
                }
            }
        }
        double[] expected = new double[observed.length];
        for (int b = 0; b < observed.length; b++) {
            // runtime >= k exactly when ln-runtime >= ln k
            expected[b] =
                    n * (mix.applyAsDouble(Math.log(edges[b + 1])) - mix.applyAsDouble(Math.log(edges[b]))) / norm;
        }
        assertThat(ChiSquareTest.withDefaults().test(expected, observed).getPValue())
                .isGreaterThan(0.001);
        // and the mean within 4 standard errors (runtimes up to 45 h: a generous bound)
        double mean = new Moments(type, 128).meanRuntime(1);
        assertThat(sum / n).isCloseTo(mean, within(0.04 * mean));
    }

    @Test
    void utilizationSetsTheOfferedLoadOfTheJointLawExactly() {
        LublinWorkloadFactory.Model m = model(128, 0.7, 200_000, 3, Map.of());
        assertThat(m.offeredLoad()).isCloseTo(0.7, within(1e-12));
        assertThat((double) m.workload().provenance().get("interarrivalScale")).isCloseTo(0.4005 / 0.7, within(0.001));
        // the sample: work over machine-time of the arrival span; the inter-arrival times are
        // heavy-tailed (a 200,000-job sample's mean varies by some 3%), hence the loose bound
        double work = 0;
        double last = 0;
        for (Job j : m.workload()) {
            work += j.procs() * j.runtime();
            last = j.submit();
        }
        assertThat(work / (128 * last)).isCloseTo(0.7, within(0.06));
        // the reference clock loses half a second per arrival: a slightly smaller scale
        LublinWorkloadFactory.Model ref = model(128, 0.7, 10, 3, Map.of("clock", "reference"));
        assertThat(ref.offeredLoad()).isCloseTo(0.7, within(1e-9));
        assertThat((double) ref.workload().provenance().get("interarrivalScale"))
                .isGreaterThan((double) m.workload().provenance().get("interarrivalScale"));
    }

    @Test
    void arrivalsFollowTheDailyCycleAndTheMeanInterarrival() {
        LublinWorkloadFactory.Model m = model(128, Double.NaN, 100_000, 9, Map.of("types", "none"));
        double[] w = DailyCycle.weights(JobType.WHOLE);
        double[] expected = new double[24];
        for (int b = 0; b < DailyCycle.BUCKETS; b++) {
            expected[b / 2] += w[b] / DailyCycle.BUCKETS;
        }
        long[] observed = new long[24];
        double last = 0;
        for (Job j : m.workload()) {
            observed[(int) ((j.submit() % 86_400) / 3600)]++;
            last = j.submit();
        }
        // arrivals come in bursts, so the hourly counts are not independent: compare shares
        for (int h = 0; h < 24; h++) {
            assertThat(observed[h] / 100_000.0).as("hour " + h).isCloseTo(expected[h], within(0.015));
        }
        // heavy-tailed inter-arrival times: the mean of 100,000 varies by some 3%
        assertThat(last / 100_000)
                .isCloseTo(
                        m.meanInterarrivals().get(0),
                        within(0.1 * m.meanInterarrivals().get(0)));
    }

    @Test
    void theSizeLawMovesWithTheMachine() {
        LublinWorkloadFactory.Model big = model(1024, 0.5, 20_000, 2, Map.of());
        assertThat(big.moments().get(1).maxNodes()).isEqualTo(1024);
        assertThat(big.moments().get(1).type().uMed()).isEqualTo(8);
        int max = 0;
        for (Job j : big.workload()) {
            max = Math.max(max, j.procs());
        }
        assertThat(max).isEqualTo(1024);
        // a machine of one processor: every job is serial
        for (Job j : model(1, 0.5, 500, 2, Map.of()).workload()) {
            assertThat(j.procs()).isEqualTo(1);
        }
        // size=128 keeps the published law on a larger machine
        assertThat(model(1024, 0.5, 10, 2, Map.of("size", "128"))
                        .moments()
                        .get(1)
                        .type())
                .isEqualTo(JobType.BATCH);
    }

    @Test
    void sameSeedSameJobsAndAScopeGivesOthers() {
        List<Job> a = new ArrayList<>();
        List<Job> b = new ArrayList<>();
        List<Job> c = new ArrayList<>();
        model(128, 0.7, 300, 4, Map.of()).workload().forEach(a::add);
        model(128, 0.7, 300, 4, Map.of()).workload().forEach(b::add);
        model(128, 0.7, 300, 4, Map.of("streams", "other")).workload().forEach(c::add);
        assertThat(a).isEqualTo(b).isNotEqualTo(c);
        for (int i = 1; i < a.size(); i++) {
            assertThat(a.get(i).submit()).isGreaterThanOrEqualTo(a.get(i - 1).submit());
            assertThat(a.get(i).submit()).isEqualTo(Math.rint(a.get(i).submit()));
            assertThat(a.get(i).runtime()).isBetween(1.0, (double) Moments.MAX_RUNTIME);
        }
    }

    @Test
    void parametersAreKnobsForEveryTypeOrOne() {
        LublinWorkloadFactory.Model m = model(128, 0.7, 10, 1, Map.of("pa", "0", "batch.pb", "0.5"));
        assertThat(m.moments().get(0).type().pa()).isEqualTo(0);
        assertThat(m.moments().get(1).type().pa()).isEqualTo(0);
        assertThat(m.moments().get(1).type().pb()).isEqualTo(0.5);
        assertThat(m.moments().get(0).type().pb()).isEqualTo(JobType.INTERACTIVE.pb());
    }

    private static void refused(Map<String, String> options, String message) {
        assertThatThrownBy(() -> model(128, 0.7, 10, 1, options))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void unknownOptionIsNamed() {
        refused(Map.of("sizes", "128"), "workload lublin: unknown option 'sizes'");
    }

    @Test
    void badTypesIsNamed() {
        refused(Map.of("types", "three"), "option types=three: expected both or none");
    }

    @Test
    void sizeAboveTheMachineIsRefused() {
        refused(Map.of("size", "256"), "option size=256: expected an integer in [1, 128]");
    }

    @Test
    void badClockIsNamed() {
        refused(Map.of("clock", "wall"), "option clock=wall: expected model or reference");
    }

    @Test
    void startHourOutOfRangeIsNamed() {
        refused(Map.of("start-hour", "24"), "option start-hour=24: expected an integer in [0, 23]");
    }

    @Test
    void aTypePrefixWithoutTypesIsRefused() {
        refused(Map.of("types", "none", "batch.a1", "3"), "option batch.a1 needs types=both");
    }

    @Test
    void aParameterThatIsNotANumberIsNamed() {
        refused(Map.of("a1", "big"), "option a1=big: expected a finite number");
    }

    @Test
    void anInvalidParameterIsNamedWithItsType() {
        refused(Map.of("interactive.serial-prob", "1.5"), "(interactive jobs): serial-prob must be in [0, 1]");
    }

    @Test
    void jobsLargerThanTheMachineAreRefused() {
        refused(
                Map.of("batch.uhi", "8"),
                "uhi=8.0 gives jobs of up to 256 processors, more than the machine takes (128)");
    }

    @Test
    void missingJobsIsNamed() {
        assertThatThrownBy(() -> model(128, 0.7, 0, 1, Map.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload lublin needs --jobs N with N >= 1");
    }
}
