package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.testing.RandomJobs;
import org.schedlab.core.testing.ScheduleRun;
import org.schedlab.schedulers.testing.Registered;

/**
 * The engine with each registered scheduler on {@code flat:N} gives exactly the start times of the
 * independent count-based reference, on seeded random workloads full of ties, zero runtimes and
 * jobs that outlive their estimates. For EASY this is the check that the topology-aware
 * reservation (planned on an allocator copy) coincides with the canonical count-based rules, and
 * that {@code easy:kill} (which kills only where counts do not decide what fits) is EASY there. The
 * pass policies are checked in both pass modes.
 */
class ReferenceAgreementTest {
    private static final List<String> POLICIES = List.of(
            "fcfs",
            "oo",
            "window:1",
            "window:3",
            "window:10",
            "window:inf",
            "oocb:0",
            "oocb:2",
            "oocb:8",
            "oocb:inf",
            "fpfs:0",
            "fpfs:1",
            "fpfs:7",
            "fpfs:7:search=events",
            "fpfs:0:search=departures",
            "fpfs:1:search=departures",
            "fpfs:3:search=departures",
            "fpfs:7:search=departures",
            "delay",
            "delay:fixed:4",
            "delay:count",
            "easy",
            "easy:kill",
            "conservative");

    private static final List<String> PASS_POLICIES = List.of("fcfs", "easy", "easy:kill", "conservative");

    static Stream<Arguments> cases() {
        return POLICIES.stream()
                .flatMap(p -> (PASS_POLICIES.contains(p)
                                ? Stream.of(PassMode.PER_TIME, PassMode.PER_EVENT)
                                : Stream.of(PassMode.PER_EVENT))
                        .flatMap(mode -> Stream.of(8, 16, 64)
                                .flatMap(cap -> Stream.iterate(1L, s -> s + 1)
                                        .limit(8)
                                        .map(seed -> Arguments.of(p, mode, cap, seed)))));
    }

    @ParameterizedTest(name = "{0} {1} flat:{2} seed {3}")
    @MethodSource("cases")
    void engineMatchesReference(String policy, PassMode mode, int capacity, long seed) {
        // the plain conservative reference is cubic in the queue length: fewer jobs
        int count = policy.equals("conservative") ? 150 : 400;
        List<Job> jobs = RandomJobs.flat(seed * 1000 + capacity, count, capacity, true);
        Map<Integer, Double> engine =
                ScheduleRun.starts(Registered.scheduler(policy), new FlatAllocator(capacity), jobs, mode);
        // on a flat machine counts decide what fits, so easy:kill never kills: EASY's reference
        String referencePolicy = policy.equals("easy:kill") ? "easy" : policy;
        double[] reference = ReferenceScheduling.starts(referencePolicy, capacity, jobs, mode == PassMode.PER_EVENT);
        for (int i = 0; i < jobs.size(); i++) {
            assertThat(engine.get(jobs.get(i).id()))
                    .as("%s: start of job %d", policy, jobs.get(i).id())
                    .isEqualTo(reference[i]);
        }
    }
}
