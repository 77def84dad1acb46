package org.schedlab.workloads.estimates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;

/** The {@code estimates} option around small hand-made workloads: its bounds, cuts and provenance. */
class EstimatesOptionTest {
    /** Jobs 1..n, one a second, with the given runtimes. */
    private static Workload jobs(Map<String, Object> provenance, double... runtimes) {
        return new Workload() {
            @Override
            public Iterator<Job> iterator() {
                List<Job> out = new ArrayList<>();
                for (int i = 0; i < runtimes.length; i++) {
                    out.add(Job.of(i + 1, i, runtimes[i], 1));
                }
                return out.iterator();
            }

            @Override
            public Map<String, Object> provenance() {
                return provenance;
            }
        };
    }

    private static WorkloadParams params(Map<String, String> options) {
        return new WorkloadParams(null, new RandomStreams(3, 0), Double.NaN, Double.NaN, 0, options);
    }

    private static List<Job> run(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    private static double[] shortRuntimes(int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            r[i] = 10 + i;
        }
        return r;
    }

    @Test
    void withoutTheOptionTheWorkloadIsTheInnerOneAndWithItTheOptionIsHiddenFromIt() {
        Workload inner = jobs(Map.of(), 5, 6);
        WorkloadParams plain = params(Map.of("other", "x"));
        assertThat(Estimates.apply(plain, p -> {
                    assertThat(p).isSameAs(plain);
                    return inner;
                }))
                .isSameAs(inner);

        AtomicReference<WorkloadParams> seen = new AtomicReference<>();
        Workload w = Estimates.apply(params(Map.of("other", "x", "estimates", "factor:2")), p -> {
            seen.set(p);
            return inner;
        });
        assertThat(w).isNotSameAs(inner);
        assertThat(seen.get().options()).isEqualTo(Map.of("other", "x"));
    }

    @Test
    void aFactorOfOneKeepsEveryEstimateAtTheRuntime() {
        Workload w = Estimates.apply(params(Map.of("estimates", "factor:1")), p -> jobs(Map.of(), 5, 60, 7.5));
        for (Job j : run(w)) {
            assertThat(j.estimate()).isEqualTo(j.runtime());
        }
    }

    @Test
    void aShareOfNothingLeavesTheMaximumUnusedAndAShareOfAllGivesItToEveryJob() {
        List<Job> none = run(
                Estimates.apply(params(Map.of("estimates", "tsafrir:3600:0")), p -> jobs(Map.of(), shortRuntimes(50))));
        assertThat(none).hasSize(50).allSatisfy(j -> assertThat(j.estimate()).isLessThan(3600));

        List<Job> all = run(Estimates.apply(
                params(Map.of("estimates", "tsafrir:3600:100")), p -> jobs(Map.of(), shortRuntimes(50))));
        assertThat(all).hasSize(50).allSatisfy(j -> assertThat(j.estimate()).isEqualTo(3600));
    }

    @Test
    void aLargestRuntimeOfExactlyAnHourIsAMaximumTheModelAccepts() {
        double[] r = shortRuntimes(30);
        r[7] = 3599.2; // rounded up to 3600 s
        Workload w = Estimates.apply(params(Map.of("estimates", "tsafrir")), p -> jobs(Map.of(), r));
        List<Job> out = run(w);
        assertThat(out).allSatisfy(j -> assertThat(j.estimate()).isBetween(j.runtime(), 3600.0));
        Map<?, ?> e = (Map<?, ?>) w.provenance().get("estimates");
        assertThat(e.get("maxEstimate")).isEqualTo(3600);
        assertThat(e.get("maxEstimateFrom")).isEqualTo("the largest runtime");
        assertThat(out.get(7).estimate()).isEqualTo(3600);
    }

    @Test
    void aDeclaredMaximalRuntimeIsTheMaximumAndTheProvenanceDescribesTheRun() {
        Map<String, Object> inner = Map.of("source", "hand-made", "maxRuntime", 7199.5);
        Workload w = Estimates.apply(params(Map.of("estimates", " tsafrir ")), p -> jobs(inner, shortRuntimes(40)));
        List<Job> out = run(w);
        Map<String, Object> prov = w.provenance();
        assertThat(prov.get("source")).isEqualTo("hand-made");
        Map<?, ?> e = (Map<?, ?>) prov.get("estimates");
        assertThat(e.get("model")).isEqualTo("tsafrir");
        assertThat(e.get("stream")).isEqualTo("estimates");
        assertThat(e.get("maxEstimate")).isEqualTo(7200);
        assertThat(e.get("maxEstimateFrom")).isEqualTo("the workload's maximal runtime");
        assertThat(e.get("runtimesCut")).isEqualTo(0);
        // every value of the histogram holds a job, so its size is the number of distinct estimates
        Set<Double> distinct = new HashSet<>();
        out.forEach(j -> distinct.add(j.estimate()));
        assertThat(e.get("distinctEstimates")).isEqualTo(distinct.size());
        assertThat(distinct).contains(7200.0);
    }

    @Test
    void runtimesAboveTheMaximumAreCutToItAndCounted() {
        Map<String, Object> inner = new HashMap<>();
        Workload w = Estimates.apply(
                params(Map.of("estimates", "tsafrir:3600:50")),
                p -> jobs(inner, 100, 3600, 5000, 20, 7200, 30, 40, 50, 60, 70, 80, 90));
        List<Job> out = run(w);
        // 5000 and 7200 s are above 3600 s; 3600 s itself is not cut (half the jobs, 6, are given
        // the maximum, enough for the three that need it)
        assertThat(((Map<?, ?>) w.provenance().get("estimates")).get("runtimesCut"))
                .isEqualTo(2);
        assertThat(out.get(1).runtime()).isEqualTo(3600);
        assertThat(out.get(2).runtime()).isEqualTo(3600);
        assertThat(out.get(4).runtime()).isEqualTo(3600);
        assertThat(out).allSatisfy(j -> assertThat(j.estimate()).isBetween(j.runtime(), 3600.0));
    }

    @Test
    void aWorkloadThatGrowsOnItsSecondPassIsCaught() {
        AtomicInteger passes = new AtomicInteger();
        Workload growing = new Workload() {
            @Override
            public Iterator<Job> iterator() {
                int n = 20 + passes.getAndIncrement();
                List<Job> out = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    out.add(Job.of(i + 1, i, 10, 1));
                }
                return out.iterator();
            }
        };
        Iterator<Job> it = Estimates.apply(params(Map.of("estimates", "tsafrir:3600")), p -> growing)
                .iterator();
        for (int i = 0; i < 20; i++) {
            assertThat(it.next().estimate()).isGreaterThanOrEqualTo(10);
        }
        assertThat(it.hasNext()).isTrue();
        assertThatThrownBy(it::next)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the workload gave more jobs on its second pass");
    }
}
