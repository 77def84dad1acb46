package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * {@code conservative} under PReMAS's options, with departures of a second in start order, gives
 * the start times of {@link PremasConservativeReference} on seeded random workloads full of ties,
 * early ends and jobs of runtime 0 (about one in ten, half of them estimated at 0 s; estimates
 * never below the runtime, as under {@code --profile premas}). The 0-s jobs exercise PReMAS's
 * {@code zeroCase} and its "skip" in {@code findTime}, and runtime-0 jobs its order of one
 * second's changes; the golden files {@code conservative-zero-first-change.csv} and {@code
 * conservative-zero-skip.csv} show the rules on tiny cases.
 */
class PremasAgreementTest {
    static final String PREMAS =
            "conservative:compress=planned-start:compress-when=per-departure:compress-on-time=no:zero=first-change";

    static Stream<Arguments> cases() {
        return Stream.of(8, 16, 64)
                .flatMap(cap -> Stream.iterate(1L, s -> s + 1).limit(10).map(seed -> Arguments.of(cap, seed)));
    }

    private static Map<Integer, Double> engine(String spec, int capacity, List<Job> jobs) {
        return ScheduleRun.starts(
                Registered.scheduler(spec),
                new FlatAllocator(capacity),
                jobs,
                null,
                PassMode.PER_TIME,
                new EventOrder(false, true, false));
    }

    @ParameterizedTest(name = "flat:{0} seed {1}")
    @MethodSource("cases")
    void engineMatchesPremasReference(int capacity, long seed) {
        List<Job> jobs = RandomJobs.flat(seed * 1000 + capacity, 200, capacity, false);
        Map<Integer, Double> engine = engine(PREMAS, capacity, jobs);
        double[] reference = PremasConservativeReference.starts(capacity, jobs);
        for (int i = 0; i < jobs.size(); i++) {
            assertThat(engine.get(jobs.get(i).id()))
                    .as("start of job %d", jobs.get(i).id())
                    .isEqualTo(reference[i]);
        }
    }

    /** The reference is not SchedLab's default conservative: some workload tells them apart. */
    @Test
    void defaultRulesDifferFromTheReference() {
        int differing = 0;
        for (long seed = 1; seed <= 10; seed++) {
            List<Job> jobs = RandomJobs.flat(seed * 1000 + 16, 200, 16, false);
            Map<Integer, Double> engine = engine("conservative", 16, jobs);
            double[] reference = PremasConservativeReference.starts(16, jobs);
            for (int i = 0; i < jobs.size(); i++) {
                if (engine.get(jobs.get(i).id()) != reference[i]) {
                    differing++;
                }
            }
        }
        assertThat(differing).isPositive();
    }
}
