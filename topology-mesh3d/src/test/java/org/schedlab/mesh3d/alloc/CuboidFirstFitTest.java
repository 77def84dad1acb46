package org.schedlab.mesh3d.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/** The contiguous first fit against a brute-force scan, and the count-to-cuboid rule. */
class CuboidFirstFitTest {
    /**
     * The first free block by brute force: orientations in their order, corners with x fastest,
     * then y, then z, every processor of the block tested; sorted ids, or null.
     */
    static int[] naiveFirstFit(Mesh3dAllocator a, Cuboid c) {
        Mesh3d m = a.mesh();
        for (int[] r : c.rotations()) {
            for (int k = 0; k + r[2] <= m.z(); k++) {
                for (int j = 0; j + r[1] <= m.y(); j++) {
                    for (int i = 0; i + r[0] <= m.x(); i++) {
                        List<Integer> ids = new ArrayList<>();
                        boolean free = true;
                        for (int z = k; z < k + r[2]; z++) {
                            for (int y = j; y < j + r[1]; y++) {
                                for (int x = i; x < i + r[0]; x++) {
                                    free &= a.isFree(m.id(x, y, z));
                                    ids.add(m.id(x, y, z));
                                }
                            }
                        }
                        if (free) {
                            return ids.stream()
                                    .mapToInt(Integer::intValue)
                                    .sorted()
                                    .toArray();
                        }
                    }
                }
            }
        }
        return null;
    }

    @Test
    void placementsAreTheBruteForceFirstFit() {
        for (Mesh3d m : List.of(Mesh3d.mesh(3, 3, 2), Mesh3d.mesh(5, 4, 3), Mesh3d.mesh(4, 4, 4))) {
            SplittableRandom rnd = new SplittableRandom(m.processors());
            CuboidFirstFit a = new CuboidFirstFit(m);
            List<Placement3d> running = new ArrayList<>();
            int compared = 0;
            for (int step = 0; step < 400; step++) {
                if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                    a.release(running.remove(rnd.nextInt(running.size())));
                    continue;
                }
                Cuboid c = new Cuboid(1 + rnd.nextInt(m.x()), 1 + rnd.nextInt(m.y()), 1 + rnd.nextInt(m.z()));
                int[] expected = naiveFirstFit(a, c);
                Placement3d p = a.find(c);
                assertThat(p == null ? null : p.ids())
                        .as("%s on %s", c, m.describe())
                        .isEqualTo(expected);
                if (p != null) {
                    a.commit(p);
                    running.add(p);
                    compared++;
                }
            }
            assertThat(compared).isGreaterThan(50);
        }
    }

    @Test
    void aRotationIsTriedOnlyWhenTheShapeAsAskedFitsNowhere() {
        Mesh3d m = Mesh3d.mesh(4, 2, 1);
        CuboidFirstFit a = new CuboidFirstFit(m);
        // 1x2x1 fits as asked at the origin (ids 0 and 4)
        assertThat(a.find(new Cuboid(1, 2, 1)).ids()).containsExactly(0, 4);
        // 4x1x1 as asked: the bottom row; 1x4x1 fits only rotated
        assertThat(a.find(new Cuboid(1, 4, 1)).ids()).containsExactly(0, 1, 2, 3);
        // 1x1x2 fits only turned onto the plane; (x, z, y) = 1x2x1 comes before (z, x, y) = 2x1x1
        assertThat(a.find(new Cuboid(1, 1, 2)).ids()).containsExactly(0, 4);
        assertThat(a.find(new Cuboid(2, 1, 1)).ids()).containsExactly(0, 1);
        assertThat(a.canEverFit(new Cuboid(1, 1, 5))).isFalse();
        assertThat(a.find(new Cuboid(1, 1, 5))).isNull();
    }

    @Test
    void countsBecomeTheSquarestCuboidOfTheLeastVolume() {
        Mesh3d m = Mesh3d.mesh(5, 5, 4);
        assertThat(Cuboid.forCount(8, m)).isEqualTo(new Cuboid(2, 2, 2));
        assertThat(Cuboid.forCount(12, m)).isEqualTo(new Cuboid(2, 2, 3));
        assertThat(Cuboid.forCount(7, m)).isEqualTo(new Cuboid(2, 2, 2)); // 7 = 1x1x7 fits nowhere
        assertThat(Cuboid.forCount(100, m)).isEqualTo(new Cuboid(4, 5, 5));
        assertThat(Cuboid.forCount(101, m)).isNull();
        assertThat(Cuboid.forCount(1, m)).isEqualTo(new Cuboid(1, 1, 1));
        // a processor count handed to the allocator directly takes the same shape
        CuboidFirstFit a = new CuboidFirstFit(m);
        assertThat(a.find(new ProcessorRequest(7)).processors()).isEqualTo(8);
    }
}
