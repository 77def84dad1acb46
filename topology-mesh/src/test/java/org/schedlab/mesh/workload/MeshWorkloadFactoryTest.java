package org.schedlab.mesh.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh.machine.MeshMachineFactory;

class MeshWorkloadFactoryTest {
    /** Chi-square critical value for 31 degrees of freedom at significance 0.001. */
    private static final double CHI2_31_999 = 61.098;

    private static Machine mesh(String spec) {
        return new MeshMachineFactory().create(Spec.of(spec), null);
    }

    private static Workload workload(MeshWorkloadFactory f, String machine, double load, int jobs, long seed) {
        WorkloadParams p =
                new WorkloadParams(mesh(machine), new RandomStreams(seed, 0), load, Double.NaN, jobs, Map.of());
        return f.create(Spec.parse("--workload", f.toString()), p);
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    private static double chiSquare(long[] counts, double[] p, int n) {
        double chi = 0;
        for (int i = 0; i < counts.length; i++) {
            double e = n * p[i];
            chi += (counts[i] - e) * (counts[i] - e) / e;
        }
        return chi;
    }

    /** Widths and heights of 20,000 jobs on 32x32 against the model's probabilities per side. */
    private static void assertSidesFit(MeshWorkloadFactory f, long seed, double[] p) {
        List<Job> jobs = jobs(workload(f, "mesh:32x32", 1.0, 20000, seed));
        long[] widths = new long[32];
        long[] heights = new long[32];
        for (Job j : jobs) {
            ShapedRequest r = (ShapedRequest) j.request();
            widths[r.width() - 1]++;
            heights[r.height() - 1]++;
            assertThat(j.procs()).isEqualTo(r.width() * r.height());
        }
        assertThat(chiSquare(widths, p, jobs.size())).isLessThan(CHI2_31_999);
        assertThat(chiSquare(heights, p, jobs.size())).isLessThan(CHI2_31_999);
    }

    @Test
    void uniformSidesPassAChiSquareTest() {
        double[] p = new double[32];
        java.util.Arrays.fill(p, 1.0 / 32);
        assertSidesFit(MeshWorkloadFactory.uniform(), 1, p);
    }

    @Test
    void decreasingSidesPassAChiSquareTest() {
        double[] p = new double[32];
        for (int side = 1; side <= 32; side++) {
            p[side - 1] = side <= 4 ? 0.4 / 4 : side <= 8 ? 0.2 / 4 : side <= 16 ? 0.2 / 8 : 0.2 / 16;
        }
        assertSidesFit(MeshWorkloadFactory.decreasing(), 2, p);
    }

    @Test
    void arrivalsArePoissonAtTheLoadAndServiceHasMeanOne() {
        List<Job> jobs = jobs(workload(MeshWorkloadFactory.uniform(), "mesh:16x16", 2.5, 40000, 3));
        double last = jobs.get(jobs.size() - 1).submit();
        double meanRuntime = jobs.stream().mapToDouble(Job::runtime).average().orElseThrow();
        // standard errors: 1/(2.5 sqrt(40000)) = 0.002 and 1/sqrt(40000) = 0.005; allow 4 of them
        assertThat(last / jobs.size()).isCloseTo(0.4, org.assertj.core.data.Offset.offset(0.008));
        assertThat(meanRuntime).isCloseTo(1.0, org.assertj.core.data.Offset.offset(0.02));
        for (int i = 1; i < jobs.size(); i++) {
            assertThat(jobs.get(i).submit())
                    .isGreaterThanOrEqualTo(jobs.get(i - 1).submit());
            assertThat(jobs.get(i).id()).isEqualTo(i + 1);
        }
    }

    @Test
    void everyIterationReplaysTheSameJobsAndSeedsDiffer() {
        Workload w = workload(MeshWorkloadFactory.decreasing(), "mesh:32x32", 1.5, 500, 4);
        assertThat(jobs(w)).isEqualTo(jobs(w)).hasSize(500);
        assertThat(jobs(workload(MeshWorkloadFactory.decreasing(), "mesh:32x32", 1.5, 500, 5)))
                .isNotEqualTo(jobs(w));
        assertThat(w.provenance()).containsEntry("model", "mesh-decreasing").containsEntry("jobs", 500);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mesh-uniform", "mesh-decreasing"})
    void missingLoadIsBadInput(String name) {
        MeshWorkloadFactory f =
                name.equals("mesh-uniform") ? MeshWorkloadFactory.uniform() : MeshWorkloadFactory.decreasing();
        assertThatThrownBy(() -> workload(f, "mesh:32x32", Double.NaN, 10, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--workload '" + name + "': needs --load, the arrival rate in jobs per time unit (> 0)");
    }

    @Test
    void missingJobCountIsBadInput() {
        assertThatThrownBy(() -> workload(MeshWorkloadFactory.uniform(), "mesh:8x8", 1.0, 0, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--workload 'mesh-uniform': needs --jobs, the number of jobs to generate (> 0)");
    }

    @Test
    void decreasingNeedsSidesOfSeventeen() {
        assertThatThrownBy(() -> workload(MeshWorkloadFactory.decreasing(), "mesh:16x32", 1.0, 10, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--workload 'mesh-decreasing': needs mesh sides of at least 17 (its last range is"
                        + " [17, L]), not 16x32");
    }

    @Test
    void argumentsAndUnknownOptionsAreBadInput() {
        WorkloadParams p = new WorkloadParams(
                mesh("mesh:8x8"), new RandomStreams(1, 0), 1.0, Double.NaN, 10, Map.of("partition", "2"));
        assertThatThrownBy(() -> MeshWorkloadFactory.uniform().create(Spec.parse("--workload", "mesh-uniform:5"), p))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--workload 'mesh-uniform:5': expected mesh-uniform (no arguments; use --load and --jobs)");
        assertThatThrownBy(() -> MeshWorkloadFactory.uniform().create(Spec.parse("--workload", "mesh-uniform"), p))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-uniform: unknown option 'partition' (known: )");
    }
}
