package org.schedlab.mesh3d.curve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.mesh3d.geometry.Mesh3d;

class CurveTest {
    private static void assertPermutation(Curve c, Mesh3d m) {
        boolean[] seen = new boolean[m.processors()];
        for (int id = 0; id < m.processors(); id++) {
            assertThat(c.at(c.rank(id))).isEqualTo(id);
            seen[c.rank(id)] = true;
        }
        assertThat(seen).containsOnly(true);
    }

    private static void assertStepsAreNeighbours(Curve c, Mesh3d m) {
        for (int p = 1; p < m.processors(); p++) {
            assertThat(m.l1(c.at(p - 1), c.at(p)))
                    .as("%s step %d on %s", c.name(), p, m.describe())
                    .isEqualTo(1);
        }
    }

    @Test
    void hilbertIsAPathOfNeighboursOnPowerOfTwoCubesAndSquares() {
        for (Mesh3d m : List.of(
                Mesh3d.mesh(2, 2, 2),
                Mesh3d.mesh(4, 4, 4),
                Mesh3d.mesh(8, 8, 8),
                Mesh3d.mesh(16, 16, 1),
                Mesh3d.mesh(1, 8, 8))) {
            Curve c = Curve.hilbert(m);
            assertPermutation(c, m);
            assertStepsAreNeighbours(c, m);
            assertThat(c.at(0)).isZero();
        }
    }

    @Test
    void hilbertOnOtherSizesIsAPermutationWithinEachPowerOfTwoBlock() {
        Mesh3d m = Mesh3d.mesh(5, 3, 6);
        Curve c = Curve.hilbert(m);
        assertPermutation(c, m);
        // the first 2x2x2 block of the enclosing cube comes first, in curve order
        for (int p = 0; p < 8; p++) {
            int id = c.at(p);
            assertThat(m.xOf(id) < 2 && m.yOf(id) < 2 && m.zOf(id) < 2).isTrue();
        }
    }

    @Test
    void snakeAndRowMajor() {
        for (Mesh3d m : List.of(Mesh3d.mesh(5, 3, 4), Mesh3d.mesh(4, 4, 1), Mesh3d.mesh(3, 1, 5))) {
            Curve s = Curve.snake(m);
            assertPermutation(s, m);
            assertStepsAreNeighbours(s, m);
            Curve r = Curve.rowMajor(m);
            assertPermutation(r, m);
            assertThat(r.rank(7 % m.processors())).isEqualTo(7 % m.processors());
        }
    }

    @Test
    void curveFilesInPremasFormat(@TempDir Path dir) throws Exception {
        Mesh3d m = Mesh3d.mesh(2, 2, 1);
        Path f = dir.resolve("curve.txt");
        Files.writeString(f, "0 0\n1 1\n2 3\n3 2\n");
        Curve c = Curve.file(m, "--allocator", f);
        assertThat(c.rank(2)).isEqualTo(3);
        assertThat(c.at(2)).isEqualTo(3);
        Files.writeString(f, "0 0\n1 1\n2 1\n3 2\n");
        assertThatThrownBy(() -> Curve.file(m, "--allocator", f))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("pair 3: position 1 given twice");
        Files.writeString(f, "0 0\n1 1\n2 3\n");
        assertThatThrownBy(() -> Curve.file(m, "--allocator", f))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("has 6 numbers; a 3D mesh 2x2x1 needs 4 pairs");
        Files.writeString(f, "0 0\n1 1\n3 3\n2 2\n");
        assertThatThrownBy(() -> Curve.file(m, "--allocator", f))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("pair 3: id 3 where 2 was expected");
        Files.writeString(f, "0 0\n1 x\n2 3\n3 2\n");
        assertThatThrownBy(() -> Curve.file(m, "--allocator", f))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("pair 2: 'x' is not an integer");
        assertThatThrownBy(() -> Curve.file(m, "--allocator", dir.resolve("none")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("not found");
    }
}
