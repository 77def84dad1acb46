package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** The four machine shapes a workload can ask for, and the one-line refusal of a misfit. */
class GeometryTest {
    @Test
    void eachShapeKnowsItsKindProcessorsAndDescription() {
        Geometry flat = new Geometry.Flat(16);
        assertThat(flat.kind()).isEqualTo(Geometry.Kind.FLAT);
        assertThat(flat.processors()).isEqualTo(16);
        assertThat(flat.describe()).isEqualTo("16 processors");

        Geometry mesh = new Geometry.Mesh(32, 16);
        assertThat(mesh.kind()).isEqualTo(Geometry.Kind.MESH);
        assertThat(mesh.processors()).isEqualTo(512);
        assertThat(mesh.describe()).isEqualTo("mesh 32x16");

        Geometry tree = new Geometry.FatTree(4, 3, 60);
        assertThat(tree.kind()).isEqualTo(Geometry.Kind.FAT_TREE);
        assertThat(tree.processors()).isEqualTo(60);
        assertThat(tree.describe()).isEqualTo("4-ary 3-tree, 60 processors");

        Geometry clusters = new Geometry.Clusters(List.of(8, 16, 1));
        assertThat(clusters.kind()).isEqualTo(Geometry.Kind.CLUSTERS);
        assertThat(clusters.processors()).isEqualTo(25);
        assertThat(clusters.describe()).isEqualTo("clusters 8,16,1");
    }

    @Test
    void shapesRefuseImpossibleSizesAtTheirEdges() {
        assertThat(new Geometry.Flat(1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new Geometry.Flat(0)).hasMessageContaining("at least one processor: 0");
        assertThat(new Geometry.Mesh(1, 1).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new Geometry.Mesh(0, 4)).hasMessageContaining("0x4");
        assertThatThrownBy(() -> new Geometry.Mesh(4, 0)).hasMessageContaining("4x0");
        assertThat(new Geometry.FatTree(2, 1, 2).processors()).isEqualTo(2);
        assertThatThrownBy(() -> new Geometry.FatTree(1, 3, 1)).hasMessageContaining("k >= 2 and n >= 1");
        assertThatThrownBy(() -> new Geometry.FatTree(2, 0, 1)).hasMessageContaining("k >= 2 and n >= 1");
        assertThatThrownBy(() -> new Geometry.FatTree(2, 2, 5)).hasMessageContaining("5 of 2^2");
        assertThatThrownBy(() -> new Geometry.FatTree(2, 2, 0)).hasMessageContaining("0 of 2^2");
        assertThat(new Geometry.Clusters(List.of(1)).processors()).isEqualTo(1);
        assertThatThrownBy(() -> new Geometry.Clusters(List.of(4, 0))).hasMessageContaining("[4, 0]");
        assertThatThrownBy(() -> new Geometry.Clusters(List.of())).hasMessageContaining("sizes >= 1");
    }

    @Test
    void kindLabelsAreLowerCaseAndListedInDeclarationOrder() {
        assertThat(Geometry.Kind.FAT_TREE.label()).isEqualTo("fat-tree");
        assertThat(Geometry.Kind.labels(Set.of(Geometry.Kind.MESH))).isEqualTo("mesh");
        assertThat(Geometry.Kind.labels(EnumSet.of(Geometry.Kind.FAT_TREE, Geometry.Kind.FLAT)))
                .isEqualTo("flat and fat-tree");
        assertThat(Geometry.Kind.labels(EnumSet.allOf(Geometry.Kind.class)))
                .isEqualTo("flat, mesh, fat-tree and clusters");
    }

    @Test
    void requireReturnsTheGeometryOfAMachineOfAnAcceptedKind() {
        Machine flat = new FlatMachineFactory().create(Spec.of("flat:12"), null);
        assertThat(Geometry.require("w", flat, EnumSet.of(Geometry.Kind.FLAT, Geometry.Kind.MESH), "sizes"))
                .isEqualTo(new Geometry.Flat(12));
    }

    @Test
    void requireRefusesAMissingMachineAndAMisfitInOneLine() {
        assertThatThrownBy(() -> Geometry.require("w", null, EnumSet.of(Geometry.Kind.FLAT), "sizes"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w needs a machine (--machine)");
        Machine flat = new FlatMachineFactory().create(Spec.of("flat:12"), null);
        assertThatThrownBy(() -> Geometry.require(
                        "mesh-uniform", flat, EnumSet.of(Geometry.Kind.MESH, Geometry.Kind.FAT_TREE), "submesh shapes"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload mesh-uniform does not run on --machine flat:12 (12 processors): it draws"
                        + " submesh shapes and runs on mesh and fat-tree machines");
        assertThat(Geometry.misfit("x", flat, Set.of(Geometry.Kind.CLUSTERS), "components"))
                .hasMessageEndingWith("it draws components and runs on clusters machines");
    }
}
