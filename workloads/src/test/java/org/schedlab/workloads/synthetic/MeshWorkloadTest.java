package org.schedlab.workloads.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

class MeshWorkloadTest {
    /** A grid of the given sides, as a mesh module declares its geometry. */
    private record GridStub(List<Integer> sides) implements Geometry.Grid {
        @Override
        public int processors() {
            return sides.stream().mapToInt(Integer::intValue).reduce(1, (a, b) -> a * b);
        }

        @Override
        public String describe() {
            return "grid " + sides;
        }
    }

    /** A k-ary n-tree, as the fat-tree module declares its geometry. */
    private record TreeStub(int arity, int levels, int processors) implements Geometry.Tree {
        @Override
        public String describe() {
            return arity + "-ary " + levels + "-tree, " + processors + " processors";
        }
    }

    /** Clusters, as the multicluster module declares its geometry. */
    private record ClustersStub(List<Integer> clusters) implements Geometry.Clustered {
        @Override
        public int processors() {
            return clusters.stream().mapToInt(Integer::intValue).sum();
        }

        @Override
        public String describe() {
            return "clusters 8,8,8,8";
        }
    }

    /** A mesh-shaped machine for the side limits; allocation is not needed here. */
    private record MeshStub(int width, int height) implements Machine {
        @Override
        public String describe() {
            return "mesh:" + width + "x" + height;
        }

        @Override
        public int capacity() {
            return width * height;
        }

        @Override
        public List<Integer> shape() {
            return List.of(width, height);
        }

        @Override
        public Geometry geometry() {
            return new GridStub(List.of(width, height));
        }

        @Override
        public Allocator newAllocator() {
            throw new UnsupportedOperationException();
        }
    }

    /** A machine of another geometry, described as {@code name}. */
    private record GeometryStub(String name, Geometry geometry) implements Machine {
        @Override
        public String describe() {
            return name;
        }

        @Override
        public int capacity() {
            return geometry.processors();
        }

        @Override
        public List<Integer> shape() {
            return List.of();
        }

        @Override
        public Allocator newAllocator() {
            throw new UnsupportedOperationException();
        }
    }

    private static WorkloadParams params(Machine m, double load, int jobs, long seed, Map<String, String> options) {
        return new WorkloadParams(m, new RandomStreams(seed, 0), load, Double.NaN, jobs, options);
    }

    private static Workload create(MeshSides sides, WorkloadParams p) {
        return new MeshWorkloadFactory(sides).create(Spec.of(sides.workloadName()), p);
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @ParameterizedTest
    @EnumSource(MeshSides.class)
    void sidesStayWithinTheMeshAndSizesAreAreas(MeshSides sides) {
        List<Job> jobs = jobs(create(sides, params(new MeshStub(20, 6), 2.0, 3000, 7, Map.of())));
        assertThat(jobs).hasSize(3000);
        double last = 0;
        int maxW = 0;
        int maxH = 0;
        for (int i = 0; i < jobs.size(); i++) {
            Job j = jobs.get(i);
            ShapedRequest r = (ShapedRequest) j.request();
            assertThat(j.id()).isEqualTo(i + 1);
            assertThat(r.width()).isBetween(1, 20);
            assertThat(r.height()).isBetween(1, 6);
            assertThat(j.procs()).isEqualTo(r.width() * r.height());
            assertThat(j.submit()).isGreaterThanOrEqualTo(last);
            assertThat(j.estimate()).isEqualTo(j.runtime());
            last = j.submit();
            maxW = Math.max(maxW, r.width());
            maxH = Math.max(maxH, r.height());
        }
        assertThat(maxW).isEqualTo(20);
        assertThat(maxH).isEqualTo(6);
        assertThat(last / jobs.size()).isCloseTo(0.5, within(0.05));
        assertThat(jobs.stream().mapToDouble(Job::runtime).average().orElseThrow())
                .isCloseTo(1.0, within(0.08));
    }

    @ParameterizedTest
    @EnumSource(MeshSides.class)
    void sameSeedSameJobsOtherSeedOrReplicationOtherJobs(MeshSides sides) {
        Machine m = new MeshStub(32, 32);
        Workload a = create(sides, params(m, 1.0, 200, 42, Map.of()));
        List<Job> first = jobs(a);
        assertThat(jobs(a)).isEqualTo(first);
        assertThat(jobs(create(sides, params(m, 1.0, 200, 42, Map.of())))).isEqualTo(first);
        assertThat(jobs(create(sides, params(m, 1.0, 200, 43, Map.of())))).isNotEqualTo(first);
        WorkloadParams rep1 = new WorkloadParams(m, new RandomStreams(42, 1), 1.0, Double.NaN, 200, Map.of());
        assertThat(jobs(create(sides, rep1))).isNotEqualTo(first);
    }

    @Test
    void flatMachineUsesTheSquareRootAsTheSide() {
        Machine flat = new FlatMachineFactory().create(Spec.of("flat:50"), null);
        Workload w = create(MeshSides.UNIFORM, params(flat, 1.0, 500, 1, Map.of()));
        assertThat(w.provenance()).containsEntry("maxWidth", 7).containsEntry("maxHeight", 7);
        assertThat(jobs(w))
                .allSatisfy(
                        j -> assertThat(((ShapedRequest) j.request()).width()).isBetween(1, 7));
    }

    @Test
    void provenanceNamesModelSeedAndStreams() {
        Workload w = create(MeshSides.DECREASING, params(new MeshStub(32, 32), 2.5, 10, 9, Map.of()));
        assertThat(w.provenance())
                .containsEntry("model", "mesh-decreasing")
                .containsEntry("rate", 2.5)
                .containsEntry("jobs", 10)
                .containsEntry("seed", 9L)
                .containsEntry("replication", 0)
                .containsEntry("streams", List.of("arrivals", "service", "width", "height"));
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 12, 4, 1})
    void decreasingSidesMatchTheirLaw(int limit) {
        DiscreteSampler s = MeshSides.DECREASING.sampler(new RandomStreams(5, 0).stream("width"), limit);
        long[] counts = new long[limit];
        double[] expected = new double[limit];
        double total = 0;
        for (int k = 1; k <= limit; k++) {
            expected[k - 1] = MeshSides.DECREASING.probability(k, limit);
            total += expected[k - 1];
        }
        assertThat(total).isCloseTo(1.0, within(1e-12));
        for (int i = 0; i < 50_000; i++) {
            counts[s.sample() - 1]++;
        }
        if (limit > 1) {
            assertThat(ChiSquareTest.withDefaults().test(expected, counts).getPValue())
                    .isGreaterThan(1e-3);
        } else {
            assertThat(counts[0]).isEqualTo(50_000);
        }
    }

    @Test
    void decreasingLawAtThePapersSize() {
        assertThat(MeshSides.DECREASING.probability(1, 32)).isCloseTo(0.1, within(1e-12));
        assertThat(MeshSides.DECREASING.probability(5, 32)).isCloseTo(0.05, within(1e-12));
        assertThat(MeshSides.DECREASING.probability(9, 32)).isCloseTo(0.025, within(1e-12));
        assertThat(MeshSides.DECREASING.probability(17, 32)).isCloseTo(0.0125, within(1e-12));
        assertThat(MeshSides.DECREASING.probability(33, 32)).isZero();
        assertThat(MeshSides.UNIFORM.mean(32)).isCloseTo(16.5, within(1e-12));
    }

    @Test
    void utilizationSetsTheRate() {
        WorkloadParams p =
                new WorkloadParams(new MeshStub(10, 10), new RandomStreams(1, 0), Double.NaN, 0.5, 10, Map.of());
        MeshWorkload w = (MeshWorkload) create(MeshSides.UNIFORM, p);
        assertThat(w.rate()).isCloseTo(0.5 * 100 / (5.5 * 5.5), within(1e-12));
    }

    @Test
    void missingLoadIsNamed() {
        assertThatThrownBy(() -> create(MeshSides.UNIFORM, params(new MeshStub(8, 8), Double.NaN, 10, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-uniform needs --load (arrival rate) or --utilization");
    }

    @Test
    void nonPositiveLoadIsNamed() {
        assertThatThrownBy(() -> create(MeshSides.UNIFORM, params(new MeshStub(8, 8), 0, 10, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--load must be a finite arrival rate > 0, got 0.0");
    }

    @Test
    void missingJobsIsNamed() {
        assertThatThrownBy(() -> create(MeshSides.DECREASING, params(new MeshStub(8, 8), 1, 0, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-decreasing needs --jobs N with N >= 1");
    }

    @Test
    void unknownOptionIsNamed() {
        assertThatThrownBy(() -> create(MeshSides.UNIFORM, params(new MeshStub(8, 8), 1, 5, 1, Map.of("L", "32"))))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("workload mesh-uniform: unknown option 'L'");
    }

    @Test
    void argumentsAreRefused() {
        WorkloadParams p = params(new MeshStub(8, 8), 1, 5, 1, Map.of());
        assertThatThrownBy(() -> new MeshWorkloadFactory(MeshSides.UNIFORM).create(Spec.of("mesh-uniform:32"), p))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("no arguments");
    }

    @Test
    void noMachineIsNamed() {
        assertThatThrownBy(() -> create(MeshSides.UNIFORM, params(null, 1, 5, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-uniform needs a machine (--machine)");
    }

    @ParameterizedTest
    @EnumSource(MeshSides.class)
    void aFatTreeIsRefusedInOneLineNamingTheWorkloadAndTheMachine(MeshSides sides) {
        Machine tree = new GeometryStub("fattree:4:4/contiguous", new TreeStub(4, 4, 256));
        assertThatThrownBy(() -> create(sides, params(tree, 1, 2000, 3, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload " + sides.workloadName() + " does not run on --machine fattree:4:4/contiguous"
                        + " (4-ary 4-tree, 256 processors): it draws submesh shapes (width x height) and runs on"
                        + " flat and mesh machines");
    }

    @Test
    void clustersAreRefusedInOneLineNamingTheWorkloadAndTheMachine() {
        Machine clusters = new GeometryStub("multicluster:4x8/total", new ClustersStub(List.of(8, 8, 8, 8)));
        assertThatThrownBy(() -> create(MeshSides.DECREASING, params(clusters, 1, 5, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-decreasing does not run on --machine multicluster:4x8/total (clusters"
                        + " 8,8,8,8): it draws submesh shapes (width x height) and runs on flat and mesh"
                        + " machines");
    }

    /** A grid of three sides takes no width x height shape: refused, though a 2D grid is not. */
    @Test
    void aThreeDimensionalGridIsRefused() {
        Machine cube = new GeometryStub("cube:4x4x4", new GridStub(List.of(4, 4, 4)));
        assertThatThrownBy(() -> create(MeshSides.UNIFORM, params(cube, 1, 5, 1, Map.of())))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-uniform does not run on --machine cube:4x4x4 (grid [4, 4, 4]): it draws"
                        + " submesh shapes (width x height) and runs on flat and mesh machines");
        Machine square = new GeometryStub("plane:4x4", new GridStub(List.of(4, 4)));
        assertThat(create(MeshSides.UNIFORM, params(square, 1, 5, 1, Map.of()))
                        .iterator()
                        .hasNext())
                .isTrue();
    }
}
