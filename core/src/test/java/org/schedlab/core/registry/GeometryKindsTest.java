package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.spec.BadInputException;

/** Machine geometries: their range checks at the edges, sizes, texts, and the workload-fit check. */
class GeometryKindsTest {
    @Test
    void kindsHaveLabelsJoinedInEnumOrder() {
        assertThat(Geometry.Kind.FAT_TREE.label()).isEqualTo("fat-tree");
        assertThat(Geometry.Kind.labels(EnumSet.of(Geometry.Kind.MESH))).isEqualTo("mesh");
        assertThat(Geometry.Kind.labels(EnumSet.of(Geometry.Kind.MESH, Geometry.Kind.FLAT)))
                .isEqualTo("flat and mesh");
        assertThat(Geometry.Kind.labels(EnumSet.allOf(Geometry.Kind.class)))
                .isEqualTo("flat, mesh, fat-tree and clusters");
    }

    @Test
    void flatMachines() {
        Geometry g = new Geometry.Flat(1);
        assertThat(g.processors()).isEqualTo(1);
        assertThat(g.kind()).isEqualTo(Geometry.Kind.FLAT);
        assertThat(new Geometry.Flat(3).describe()).isEqualTo("3 processors");
        assertThatThrownBy(() -> new Geometry.Flat(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void meshes() {
        Geometry g = new Geometry.Mesh(3, 4);
        assertThat(g.processors()).isEqualTo(12);
        assertThat(g.kind()).isEqualTo(Geometry.Kind.MESH);
        assertThat(g.describe()).isEqualTo("mesh 3x4");
        assertThat(new Geometry.Mesh(1, 1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new Geometry.Mesh(0, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Geometry.Mesh(2, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mesh sides must be >= 1: 2x0");
    }

    @Test
    void fatTreesAtTheirBounds() {
        Geometry g = new Geometry.FatTree(4, 2, 16);
        assertThat(g.processors()).isEqualTo(16);
        assertThat(g.kind()).isEqualTo(Geometry.Kind.FAT_TREE);
        assertThat(g.describe()).isEqualTo("4-ary 2-tree, 16 processors");
        assertThat(new Geometry.FatTree(2, 1, 1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new Geometry.FatTree(1, 2, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Geometry.FatTree(2, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Geometry.FatTree(2, 2, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Geometry.FatTree(4, 2, 17))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("installed leaves must be in [1, k^n]: 17 of 4^2");
    }

    @Test
    void clusters() {
        List<Integer> sizes = new ArrayList<>(List.of(1, 2, 3));
        Geometry g = new Geometry.Clusters(sizes);
        sizes.add(4);
        assertThat(g.processors()).isEqualTo(6);
        assertThat(g.kind()).isEqualTo(Geometry.Kind.CLUSTERS);
        assertThat(g.describe()).isEqualTo("clusters 1,2,3");
        assertThatThrownBy(() -> new Geometry.Clusters(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Geometry.Clusters(List.of(2, 0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("clusters need sizes >= 1: [2, 0]");
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
    void aWorkloadRunsOnlyOnTheKindsItNames() {
        assertThat(Geometry.require("w", FLAT8, EnumSet.of(Geometry.Kind.FLAT), "counts"))
                .isEqualTo(new Geometry.Flat(8));
        assertThatThrownBy(() -> Geometry.require(
                        "mesh-jobs", FLAT8, EnumSet.of(Geometry.Kind.MESH, Geometry.Kind.FAT_TREE), "submeshes"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-jobs does not run on --machine flat:8 (8 processors): it draws submeshes"
                        + " and runs on mesh and fat-tree machines");
        assertThatThrownBy(() -> Geometry.require("w", null, EnumSet.of(Geometry.Kind.FLAT), "counts"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w needs a machine (--machine)");
    }
}
