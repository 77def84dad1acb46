package org.schedlab.mesh3d.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.mesh3d.Mesh3dModule;
import org.schedlab.mesh3d.alloc.BuddyAllocator;
import org.schedlab.mesh3d.alloc.CuboidFirstFit;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

class Mesh3dMachineFactoryTest {
    private final Mesh3dMachineFactory factory = new Mesh3dMachineFactory();

    private Machine machine(String m, String a) {
        return factory.create(Spec.parse("--machine", m), a == null ? null : Spec.parse("--allocator", a));
    }

    @Test
    void specsAndDescriptions() {
        Machine m = machine("mesh3d:5x5x4", null);
        assertThat(m.describe()).isEqualTo("mesh3d:5x5x4/mbs");
        assertThat(m.capacity()).isEqualTo(100);
        assertThat(m.shape()).containsExactly(5, 5, 4);
        assertThat(m.newAllocator()).isInstanceOf(BuddyAllocator.class);
        assertThat(machine("mesh3d:8x8x2:torus", "linear-first:snake").describe())
                .isEqualTo("mesh3d:8x8x2:torus/linear-first:snake");
        assertThat(factory.allocators())
                .containsKeys("mbs", "mc1x1", "mm", "linear-best[:hilbert|snake|row-major|file=PATH]");
    }

    @Test
    void badSpecsAreOneLineErrors() {
        assertThatThrownBy(() -> machine("mesh3d:5x5", null))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "--machine 'mesh3d:5x5': expected mesh3d:XxYxZ or mesh3d:XxYxZ:torus with sides in [1, 1024]");
        assertThatThrownBy(() -> machine("mesh3d:5x0x4", null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'mesh3d:5x0x4': Y must be in [1, 1024], got 0");
        assertThatThrownBy(() -> machine("mesh3d:5xax4", null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("Y must be an integer, got 'a'");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4:ring", null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--machine 'mesh3d:5x5x4:ring': unknown option 'ring'; expected torus");
        assertThatThrownBy(() -> machine("mesh3d:1024x1024x1024", null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("at most 16777216 processors");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4", "no-such-allocator-xyz"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(
                        "--allocator 'no-such-allocator-xyz': unknown mesh3d allocator 'no-such-allocator-xyz'; known: simple,");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4", "mbs:3"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--allocator 'mbs:3': expected mbs (no arguments)");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4", "linear-first:peano"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown curve 'peano'");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4", "nearest:free:l2:pairwise"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown collector 'l2'");
        assertThatThrownBy(() -> machine("mesh3d:5x5x4", "random:x"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("random's seed must be an integer");
    }

    @Test
    void jobsKeepTheirCountsExceptUnderTheCuboidFirstFit() {
        Job j = Job.of(3, 0, 10, 7);
        assertThat(machine("mesh3d:5x5x4", "mc1x1").map(j).request()).isEqualTo(new ProcessorRequest(7));
        Machine contiguous = machine("mesh3d:5x5x4", "first-fit-cuboid");
        assertThat(contiguous.newAllocator()).isInstanceOf(CuboidFirstFit.class);
        assertThat(contiguous.map(j).request()).isEqualTo(new Cuboid(2, 2, 2));
        assertThat(contiguous.map(j.withRequest(new ShapedRequest(3, 2))).request())
                .isEqualTo(new Cuboid(3, 2, 1));
        assertThat(machine("mesh3d:5x5x4", "mbs")
                        .map(j.withRequest(new ShapedRequest(3, 2)))
                        .request())
                .isEqualTo(new ProcessorRequest(6));
    }

    @Test
    void placementsAreMeasured() {
        Machine m = machine("mesh3d:5x5x4", "mbs");
        Placement3d p = (Placement3d) m.newAllocator().find(new ProcessorRequest(4));
        assertThat(p.describe()).isEqualTo("0-1;5-6");
        double[] v = new double[4];
        m.placementMeasures().measure(p, v);
        assertThat(m.placementMeasures().names())
                .containsExactly("pairwiseL1", "diameterL1", "boundingBox", "contiguous");
        assertThat(v).containsExactly(8, 2, 4, 1);
    }

    /** The module declares every measure its machines report, with a unit, in the registry. */
    @Test
    void theModuleRegistersTheMeasuresItsMachinesReport() {
        Map<String, PlacementMeasure> declared = Guice.createInjector(new CoreModule(), new Mesh3dModule())
                .getInstance(Key.get(new TypeLiteral<Map<String, PlacementMeasure>>() {}));
        Machine m = machine("mesh3d:4x4x2", "mc1x1");
        assertThat(declared.keySet())
                .containsExactlyInAnyOrderElementsOf(m.placementMeasures().names());
        assertThat(declared.get("pairwiseL1").unit()).isEqualTo("hops");
        assertThat(declared.get("boundingBox").unit()).isEqualTo("processors");
        assertThat(declared.get("contiguous").unit()).isEqualTo("fraction");
    }

    /** The view draws the mesh as z planes of processor ids, x fastest. */
    @Test
    void theMachineStatesItsViewLayout() {
        assertThat(machine("mesh3d:8x4x2:torus", "mbs").viewLayout()).contains(ViewLayout.slices(8, 4, 2, true));
        ViewLayout layout = machine("mesh3d:3x5x7", "mbs").viewLayout().orElseThrow();
        assertThat(layout.sizes()).containsExactly(3, 5, 7, 0);
        assertThat(layout.processors()).isEqualTo(105);
        Mesh3d mesh = ((Mesh3dMachine) machine("mesh3d:3x5x7", "mbs")).mesh();
        assertThat(mesh.id(2, 4, 6)).isEqualTo(2 + 3 * (4 + 5 * 6));
    }
}
