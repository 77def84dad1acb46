package org.schedlab.mesh3d.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.mesh3d.geometry.Mesh3d;

/** The dispersion measures against their definitions, computed pair by pair and box by box. */
class DispersionTest {
    @Test
    void measuresEqualTheirDefinitions() {
        for (Mesh3d m : List.of(
                Mesh3d.mesh(5, 4, 3), new Mesh3d(5, 4, 3, true), Mesh3d.mesh(7, 1, 1), new Mesh3d(6, 6, 1, true))) {
            SplittableRandom rnd = new SplittableRandom(m.processors());
            for (int t = 0; t < 300; t++) {
                int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 6 : m.processors());
                int[] ids = rnd.ints(0, m.processors()).distinct().limit(n).toArray();
                long pairs = 0;
                int diameter = 0;
                for (int i = 0; i < ids.length; i++) {
                    for (int j = i + 1; j < ids.length; j++) {
                        pairs += m.l1(ids[i], ids[j]);
                        diameter = Math.max(diameter, m.l1(ids[i], ids[j]));
                    }
                }
                assertThat(Dispersion.pairwiseL1(m, ids)).isEqualTo(pairs);
                assertThat(Dispersion.diameterL1(m, ids)).isEqualTo(diameter);
                assertThat(Dispersion.boundingBox(m, ids)).isEqualTo(naiveBox(m, ids));
                assertThat(Dispersion.connected(m, ids)).isEqualTo(naiveConnected(m, ids));
            }
        }
    }

    @Test
    void examples() {
        Mesh3d m = Mesh3d.mesh(5, 5, 4);
        int[] square = {0, 1, 5, 6}; // 2x2 at the origin
        assertThat(Dispersion.pairwiseL1(m, square)).isEqualTo(8);
        assertThat(Dispersion.diameterL1(m, square)).isEqualTo(2);
        assertThat(Dispersion.boundingBox(m, square)).isEqualTo(4);
        assertThat(Dispersion.connected(m, square)).isTrue();
        int[] apart = {0, 4};
        assertThat(Dispersion.connected(m, apart)).isFalse();
        assertThat(Dispersion.boundingBox(m, apart)).isEqualTo(5);
        Mesh3d torus = new Mesh3d(5, 5, 4, true);
        assertThat(Dispersion.connected(torus, apart)).isTrue();
        assertThat(Dispersion.boundingBox(torus, apart)).isEqualTo(2);
        assertThat(Dispersion.pairwiseL1(torus, apart)).isEqualTo(1);
    }

    /** The smallest product of per-dimension arcs (intervals on a mesh) holding every coordinate. */
    private static long naiveBox(Mesh3d m, int[] ids) {
        long volume = 1;
        for (int d = 0; d < 3; d++) {
            int side = m.side(d);
            int best = side;
            for (int start = 0; start < side; start++) {
                for (int len = 1; len <= side; len++) {
                    if (!m.wrap() && start + len > side) {
                        break;
                    }
                    boolean holds = true;
                    for (int id : ids) {
                        int off = ((m.coord(id, d) - start) % side + side) % side;
                        holds &= off < len;
                    }
                    if (holds) {
                        best = Math.min(best, len);
                    }
                }
            }
            volume *= best;
        }
        return volume;
    }

    private static boolean naiveConnected(Mesh3d m, int[] ids) {
        boolean[] in = new boolean[m.processors()];
        for (int id : ids) {
            in[id] = true;
        }
        boolean[] seen = new boolean[m.processors()];
        ArrayDeque<Integer> todo = new ArrayDeque<>(List.of(ids[0]));
        seen[ids[0]] = true;
        int count = 1;
        while (!todo.isEmpty()) {
            int a = todo.poll();
            for (int b = 0; b < m.processors(); b++) {
                if (in[b] && !seen[b] && m.l1(a, b) == 1) {
                    seen[b] = true;
                    count++;
                    todo.add(b);
                }
            }
        }
        return count == ids.length;
    }
}
