package org.schedlab.mesh.machine;

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
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.mesh.MeshModule;
import org.schedlab.mesh.alloc.MeshAllocator;
import org.schedlab.mesh.geometry.SubmeshRequest;

class MeshMachineFactoryTest {
    private final MeshMachineFactory factory = new MeshMachineFactory();

    private Machine machine(String machine, String allocator) {
        return factory.create(
                Spec.parse("--machine", machine), allocator == null ? null : Spec.parse("--allocator", allocator));
    }

    @Test
    void defaultAllocatorIsMplWithSwitching() {
        Machine m = machine("mesh:32x16", null);
        assertThat(m.describe()).isEqualTo("mesh:32x16/mpl");
        assertThat(m.capacity()).isEqualTo(512);
        assertThat(m.shape()).isEqualTo(List.of(32, 16));
        MeshAllocator a = (MeshAllocator) m.newAllocator();
        assertThat(a.name()).isEqualTo("mpl");
        assertThat(a.rotates()).isTrue();
        assertThat(a.width()).isEqualTo(32);
        assertThat(a.height()).isEqualTo(16);
        assertThat(m.newAllocator()).isNotSameAs(a);
    }

    @Test
    void allocatorSpecAndMappingRule() {
        Machine m = machine("mesh:22x16:paragon", "busy-list:no-rotate");
        assertThat(m.describe()).isEqualTo("mesh:22x16:paragon/busy-list:no-rotate");
        MeshAllocator a = (MeshAllocator) m.newAllocator();
        assertThat(a.name()).isEqualTo("busy-list");
        assertThat(a.rotates()).isFalse();
        assertThat(m.map(Job.of(1, 0, 1, 32)).request()).isEqualTo(new SubmeshRequest(2, 16));
        assertThat(m.map(Job.of(2, 0, 1, 15)).request()).isEqualTo(new SubmeshRequest(5, 3));
    }

    @Test
    void mappingKeepsShapesAndSquaresCounts() {
        Machine m = machine("mesh:12x12", "first-fit");
        Job shaped = new Job(1, 0, 1, 1, 6, new ShapedRequest(3, 2));
        assertThat(m.map(shaped).request()).isEqualTo(new SubmeshRequest(3, 2));
        Job counted = Job.of(2, 0, 1, 17);
        assertThat(m.map(counted).request()).isEqualTo(new SubmeshRequest(3, 6));
        assertThat(m.map(counted).procs()).isEqualTo(17);
        Job submesh = new Job(3, 0, 1, 1, 4, new SubmeshRequest(4, 1));
        assertThat(m.map(submesh)).isSameAs(submesh);
    }

    @Test
    void countsThatCanNeverFitAreBadInput() {
        Machine m = machine("mesh:12x12", null);
        assertThatThrownBy(() -> m.map(new Job(7, 0, 1, 1, 200, new ProcessorRequest(200))))
                .isInstanceOf(BadInputException.class)
                .hasMessage("job 7: 200 processors do not fit a 12x12 mesh under the square rule");
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "mesh => --machine 'mesh': expected mesh:WxH or mesh:WxH:square|paragon with 1 <= W, H <= 1024",
                "mesh:32 => --machine 'mesh:32': expected mesh:WxH or mesh:WxH:square|paragon with 1 <= W, H <= 1024",
                "mesh:0x4 => --machine 'mesh:0x4': W must be in [1, 1024], got 0",
                "mesh:4x2000 => --machine 'mesh:4x2000': H must be in [1, 1024], got 2000",
                "mesh:ax4 => --machine 'mesh:ax4': W must be an integer, got 'a'; expected mesh:WxH or"
                        + " mesh:WxH:square|paragon with 1 <= W, H <= 1024",
                "mesh:4x4:hex => --machine 'mesh:4x4:hex': unknown request mapping 'hex'; expected square or paragon",
                "mesh:4x4:square:x => --machine 'mesh:4x4:square:x': expected mesh:WxH or mesh:WxH:square|paragon"
                        + " with 1 <= W, H <= 1024"
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
                "bogus => --allocator 'bogus': unknown mesh allocator 'bogus'; known: mpl, fsc, busy-list, busy-list-ff,"
                        + " first-fit",
                "mpl:turn => --allocator 'mpl:turn': unknown option 'turn'; the only option is no-rotate",
                "mpl:no-rotate:x => --allocator 'mpl:no-rotate:x': expected mpl or mpl:no-rotate"
            })
    void badAllocatorSpecs(String spec, String message) {
        assertThatThrownBy(() -> machine("mesh:8x8", spec))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @Test
    void listsEveryAllocatorSpecForm() {
        assertThat(factory.allocators().keySet())
                .containsExactly(
                        "mpl[:no-rotate]",
                        "fsc[:no-rotate]",
                        "busy-list[:no-rotate]",
                        "busy-list-ff[:no-rotate]",
                        "first-fit[:no-rotate]");
        assertThat(factory.synopsis()).startsWith("mesh:WxH[:square|paragon]");
    }

    @Test
    void registeredAsMeshThroughTheServiceFile() {
        List<Module> modules = ServiceLoader.load(Module.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
        assertThat(modules).hasAtLeastOneElementOfType(MeshModule.class);
        Map<String, MachineFactory> machines = Guice.createInjector(new CoreModule(), new MeshModule())
                .getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}));
        assertThat(machines).containsKeys("flat", "mesh");
        assertThat(machines.get("mesh")).isInstanceOf(MeshMachineFactory.class);
    }
}
