package org.schedlab.mesh.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.TimingAllocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.mesh.MeshModule;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.machine.MeshMachineFactory;
import org.schedlab.mesh.metrics.AllocationQualityListener;
import org.schedlab.workloads.WorkloadsModule;

/** End-to-end runs of random mesh workloads through the core engine. */
class MeshSimulationTest {
    static List<String> names() {
        return MeshAllocators.names();
    }

    /**
     * Poisson arrivals at {@code load} jobs per time unit, exponential service with mean 1, sides
     * uniform on [1, side]; every fifth job asks for a plain processor count instead.
     */
    private static List<Job> workload(Machine machine, long seed, int jobs, double load, int side) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> out = new ArrayList<>();
        double t = 0;
        for (int id = 1; id <= jobs; id++) {
            t += -Math.log(1 - rnd.nextDouble()) / load;
            double runtime = -Math.log(1 - rnd.nextDouble());
            int w = 1 + rnd.nextInt(side);
            int h = 1 + rnd.nextInt(side);
            Job job = id % 5 == 0
                    ? new Job(id, t, runtime, runtime, w * h, new ProcessorRequest(w * h))
                    : new Job(id, t, runtime, runtime, w * h, new ShapedRequest(w, h));
            out.add(machine.map(job));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("names")
    void randomWorkloadRunsToCompletionWithAuditsAfterEveryEvent(String name) {
        Machine machine = new MeshMachineFactory().create(Spec.of("mesh:16x16"), Spec.of(name));
        MeshAllocator allocator = (MeshAllocator) machine.newAllocator();
        TimingAllocator timed = new TimingAllocator(allocator);
        AllocationQualityListener quality = new AllocationQualityListener(allocator);
        Map<Integer, Submesh> placed = new LinkedHashMap<>();
        List<Job> jobs = workload(machine, 42, 1500, 1.2, 12);
        Simulation sim = new Simulation(timed, new FirstComeFirstServed())
                .auditEveryEvent(true)
                .addListener(quality)
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        Submesh s = (Submesh) allocation;
                        assertThat(s.processors()).isEqualTo(job.request().processors());
                        placed.put(job.id(), s);
                    }
                });
        sim.run(jobs.iterator());

        assertThat(sim.ended()).isEqualTo(1500);
        assertThat(placed).hasSize(1500);
        assertThat(allocator.free()).isEqualTo(256);
        assertThat(allocator.busySubmeshes()).isEmpty();
        assertThat(timed.commits()).isEqualTo(1500);
        assertThat(timed.releases()).isEqualTo(1500);
        assertThat(timed.findCalls()).isGreaterThanOrEqualTo(1500);
        assertThat(timed.allocateNanosPerJob()).isPositive();
        assertThat(quality.arrivals()).isEqualTo(1500);
        assertThat(quality.fragmentationEvents()).isPositive().isLessThan(1500);
        assertThat(quality.fragmentationRate()).isBetween(0.0, 1.0);
        if (name.equals(MeshAllocators.MPL) || name.equals(MeshAllocators.FSC)) {
            assertThat(quality.meanFreeListSize()).isGreaterThanOrEqualTo(1.0);
        } else {
            assertThat(quality.meanFreeListSize()).isNaN();
        }
        assertThat(quality.summary()).containsKeys("mesh.fragmentation_events", "mesh.mean_free_submeshes");
    }

    @ParameterizedTest
    @MethodSource("names")
    void sameSeedSameSchedule(String name) {
        assertThat(schedule(name)).isEqualTo(schedule(name));
    }

    private static List<String> schedule(String name) {
        Machine machine = new MeshMachineFactory().create(Spec.of("mesh:12x12"), Spec.of(name));
        List<String> out = new ArrayList<>();
        new Simulation(machine.newAllocator(), new FirstComeFirstServed())
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job job, Allocation allocation, double now) {
                        out.add(job.id() + "@" + now + "=" + allocation.describe());
                    }
                })
                .run(workload(machine, 9, 300, 2.0, 8).iterator());
        return out;
    }

    @ParameterizedTest
    @MethodSource("names")
    void aJobThatCanNeverFitIsRefusedWithAClearMessage(String name) {
        Machine machine = new MeshMachineFactory().create(Spec.of("mesh:8x6"), Spec.of(name));
        List<Job> jobs = List.of(
                machine.map(new Job(1, 0, 1, 1, 48, new ShapedRequest(6, 8))), // fits turned
                machine.map(new Job(2, 1, 1, 1, 63, new ShapedRequest(9, 7))));
        assertThatThrownBy(
                        () -> new Simulation(machine.newAllocator(), new FirstComeFirstServed()).run(jobs.iterator()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("job 2 asks for 9x7 but the machine (48 processors) can never hold it");
    }

    /**
     * The issue's acceptance run in miniature, wired through the registries: {@code --machine
     * mesh:32x32 --allocator NAME --workload mesh-uniform --load 1.5 --seed 1} (2,000 jobs here).
     */
    @ParameterizedTest
    @MethodSource("names")
    void meshUniformThroughTheRegistries(String name) {
        Injector injector = Guice.createInjector(new CoreModule(), new MeshModule(), new WorkloadsModule());
        Map<String, MachineFactory> machines =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}));
        Map<String, WorkloadFactory> workloads =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {}));
        assertThat(workloads).containsKeys("mesh-uniform", "mesh-decreasing");
        Machine machine = machines.get("mesh").create(Spec.of("mesh:32x32"), Spec.of(name));
        WorkloadParams params = new WorkloadParams(machine, new RandomStreams(1, 0), 1.5, Double.NaN, 2000, Map.of());
        List<Job> jobs = new ArrayList<>();
        workloads.get("mesh-uniform").create(Spec.of("mesh-uniform"), params).forEach(j -> jobs.add(machine.map(j)));
        Simulation sim = new Simulation(machine.newAllocator(), new FirstComeFirstServed());
        sim.run(jobs.iterator());
        assertThat(sim.ended()).isEqualTo(2000);
    }
}
