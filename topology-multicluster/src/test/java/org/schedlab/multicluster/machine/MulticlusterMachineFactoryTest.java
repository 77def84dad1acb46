package org.schedlab.multicluster.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.TypeLiteral;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.multicluster.MulticlusterModule;
import org.schedlab.multicluster.alloc.MulticlusterAllocator;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

class MulticlusterMachineFactoryTest {
    private final MulticlusterMachineFactory factory = new MulticlusterMachineFactory();

    private MulticlusterMachine machine(String machine, String allocator) {
        return (MulticlusterMachine) factory.create(
                Spec.parse("--machine", machine), allocator == null ? null : Spec.parse("--allocator", allocator));
    }

    @Test
    void equalClustersAndDefaultAllocator() {
        MulticlusterMachine m = machine("multicluster:4x8", null);
        assertThat(m.describe()).isEqualTo("multicluster:4x8/unordered:ff");
        assertThat(m.capacity()).isEqualTo(32);
        assertThat(m.shape()).isEqualTo(List.of(8, 8, 8, 8));
        assertThat(m.kind()).isEqualTo(RequestKind.UNORDERED);
        assertThat(m.geometry()).isEqualTo(new ClustersGeometry(List.of(8, 8, 8, 8)));
        MulticlusterAllocator a = (MulticlusterAllocator) m.newAllocator();
        assertThat(a.placement()).isEqualTo(Placement.FIRST_FIT);
        assertThat(a.share()).isFalse();
        assertThat(m.newAllocator()).isNotSameAs(a);
    }

    @Test
    void listedSizesAndEveryAllocatorForm() {
        MulticlusterMachine das = machine("multicluster:128,24,24,24", "ordered");
        assertThat(das.shape()).isEqualTo(List.of(128, 24, 24, 24));
        assertThat(das.capacity()).isEqualTo(200);
        assertThat(das.kind()).isEqualTo(RequestKind.ORDERED);
        assertThat(machine("multicluster:2x16", "total").kind()).isEqualTo(RequestKind.TOTAL);
        MulticlusterMachine wf = machine("multicluster:10x32", "unordered:wf:share");
        MulticlusterAllocator a = (MulticlusterAllocator) wf.newAllocator();
        assertThat(a.placement()).isEqualTo(Placement.WORST_FIT);
        assertThat(a.share()).isTrue();
        assertThat(wf.describe()).isEqualTo("multicluster:10x32/unordered:wf:share");
        assertThat(factory.allocators().keySet()).containsExactly("total", "ordered", "unordered:ff|wf[:share]");
        assertThat(factory.synopsis()).startsWith("multicluster:CxN");
    }

    @Test
    void mappingGivesJobsTheMachinesKind() {
        MulticlusterMachine m = machine("multicluster:4x8", "ordered");
        Job unordered = new Job(1, 0, 1, 1, 10, new CoAllocationRequest(new int[] {1, 2, 3, 4}, RequestKind.UNORDERED));
        assertThat(m.map(unordered).request())
                .isEqualTo(new CoAllocationRequest(new int[] {1, 2, 3, 4}, RequestKind.ORDERED));
        Job count = Job.of(2, 0, 1, 12);
        assertThat(m.map(count).request()).isEqualTo(CoAllocationRequest.total(12));
        assertThat(m.map(count).procs()).isEqualTo(12);
        Job ordered = m.map(unordered);
        assertThat(m.map(ordered)).isSameAs(ordered);
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "multicluster => --machine 'multicluster': expected multicluster:CxN or multicluster:N1,N2,... with"
                        + " 1 <= C <= 1024 clusters of N >= 1 processors",
                "multicluster:4x => --machine 'multicluster:4x': expected multicluster:CxN or multicluster:N1,N2,..."
                        + " with 1 <= C <= 1024 clusters of N >= 1 processors",
                "multicluster:0x8 => --machine 'multicluster:0x8': C (clusters) must be >= 1, got 0",
                "multicluster:4x0 => --machine 'multicluster:4x0': N (processors per cluster) must be >= 1, got 0",
                "multicluster:2000x8 => --machine 'multicluster:2000x8': C must be at most 1024, got 2000",
                "multicluster:8,,8 => --machine 'multicluster:8,,8': cluster size 2 must be an integer, got '';"
                        + " expected multicluster:CxN or multicluster:N1,N2,... with 1 <= C <= 1024 clusters of N >= 1"
                        + " processors",
                "multicluster:4x8:x => --machine 'multicluster:4x8:x': expected multicluster:CxN or"
                        + " multicluster:N1,N2,... with 1 <= C <= 1024 clusters of N >= 1 processors"
            })
    void badMachineSpecs(String spec, String message) {
        assertThatThrownBy(() -> machine(spec, null))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "mpl => --allocator 'mpl': unknown multicluster allocator 'mpl'; known: total, ordered, unordered",
                "unordered => --allocator 'unordered': expected unordered:ff, unordered:wf, unordered:ff:share or"
                        + " unordered:wf:share",
                "unordered:bf => --allocator 'unordered:bf': unknown placement 'bf'; expected ff or wf",
                "unordered:ff:group => --allocator 'unordered:ff:group': unknown option 'group'; the only option is"
                        + " share",
                "ordered:ff => --allocator 'ordered:ff': expected ordered (no arguments)",
                "total:1 => --allocator 'total:1': expected total (no arguments)"
            })
    void badAllocatorSpecs(String spec, String message) {
        assertThatThrownBy(() -> machine("multicluster:4x8", spec))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @Test
    void registeredThroughTheServiceFile() {
        List<Module> modules = ServiceLoader.load(Module.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
        assertThat(modules).hasAtLeastOneElementOfType(MulticlusterModule.class);
        var injector = Guice.createInjector(new CoreModule(), new MulticlusterModule());
        Map<String, MachineFactory> machines =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}));
        assertThat(machines).containsKeys("flat", "multicluster");
        Machine m = machines.get("multicluster").create(Spec.of("multicluster:2x4"), null);
        assertThat(m.capacity()).isEqualTo(8);
        Map<String, WorkloadFactory> workloads =
                injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {}));
        assertThat(workloads).containsKeys("coalloc", "coalloc-realistic");
    }

    /** Clusters: their sizes and text, and the refusals at their edges. */
    @Test
    void clustersGeometry() {
        List<Integer> sizes = new java.util.ArrayList<>(List.of(1, 2, 3));
        ClustersGeometry g = new ClustersGeometry(sizes);
        sizes.add(4);
        assertThat(g.processors()).isEqualTo(6);
        assertThat(g.clusters()).containsExactly(1, 2, 3);
        assertThat(g.sizes()).containsExactly(1, 2, 3);
        assertThat(g.describe()).isEqualTo("clusters 1,2,3");
        assertThatThrownBy(() -> new ClustersGeometry(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ClustersGeometry(List.of(2, 0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("clusters need sizes >= 1: [2, 0]");
    }
}
