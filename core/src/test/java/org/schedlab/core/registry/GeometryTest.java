package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.spec.BadInputException;

/** Core's geometry: the flat record's edges and text, and the workload refusals. */
class GeometryTest {
    @Test
    void flatMachines() {
        Geometry g = new Geometry.Flat(1);
        assertThat(g.processors()).isEqualTo(1);
        assertThat(new Geometry.Flat(3).describe()).isEqualTo("3 processors");
        assertThatThrownBy(() -> new Geometry.Flat(0)).isInstanceOf(IllegalArgumentException.class);
    }

    /** A flat machine of 8 processors. */
    private static final Machine FLAT8 = new Machine() {
        @Override
        public String describe() {
            return "flat:8";
        }

        @Override
        public int capacity() {
            return 8;
        }

        @Override
        public List<Integer> shape() {
            return List.of(8);
        }

        @Override
        public Allocator newAllocator() {
            return new FlatAllocator(8);
        }
    };

    @Test
    void aWorkloadAsksTheMachinesGeometryAndRefusesInOneLine() {
        assertThat(Geometry.of("w", FLAT8)).isEqualTo(new Geometry.Flat(8));
        assertThat(Geometry.misfit("mesh-jobs", FLAT8, "submeshes", "mesh and fat-tree"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-jobs does not run on --machine flat:8 (8 processors): it draws submeshes"
                        + " and runs on mesh and fat-tree machines");
        assertThatThrownBy(() -> Geometry.of("w", null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w needs a machine (--machine)");
    }
}
