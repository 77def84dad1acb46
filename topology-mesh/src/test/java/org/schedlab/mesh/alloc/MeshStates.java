package org.schedlab.mesh.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.mesh.geometry.Submesh;

/** Brute-force oracles and occupancy states for the allocator tests. */
final class MeshStates {
    private MeshStates() {}

    /** Whether some {@code a x b} submesh is free, by checking every base and every node. */
    static boolean fitsSomewhere(MeshAllocator m, int a, int b) {
        for (int y = 1; y + b - 1 <= m.height(); y++) {
            for (int x = 1; x + a - 1 <= m.width(); x++) {
                if (allFree(m, Submesh.at(x, y, a, b))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The oracle for a request under the allocator's orientation rule. */
    static boolean fits(MeshAllocator m, int w, int h) {
        return fitsSomewhere(m, w, h) || (m.rotates() && fitsSomewhere(m, h, w));
    }

    static boolean allFree(MeshAllocator m, Submesh s) {
        if (!s.fitsIn(m.width(), m.height())) {
            return false;
        }
        for (int y = s.yb(); y <= s.ye(); y++) {
            for (int x = s.xb(); x <= s.xe(); x++) {
                if (m.isBusy(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The busy map as text, rows top-down. */
    static String snapshot(MeshAllocator m) {
        StringBuilder sb = new StringBuilder();
        for (int y = m.height(); y >= 1; y--) {
            for (int x = 1; x <= m.width(); x++) {
                sb.append(m.isBusy(x, y) ? '#' : '.');
            }
            sb.append('\n');
        }
        return sb.append(m.busySubmeshes()).append(' ').append(m.freeListSize()).toString();
    }

    /**
     * Commits random free submeshes (shapes up to half the mesh sides, positions uniform over the
     * free bases) until about {@code fill} of the mesh is busy or attempts run out.
     */
    static void fillRandomly(MeshAllocator m, long seed, double fill) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int attempt = 0; attempt < 200 && m.free() > (1 - fill) * m.capacity(); attempt++) {
            int a = 1 + rnd.nextInt(Math.max(1, m.width() / 2));
            int b = 1 + rnd.nextInt(Math.max(1, m.height() / 2));
            List<Submesh> bases = new ArrayList<>();
            for (int y = 1; y + b - 1 <= m.height(); y++) {
                for (int x = 1; x + a - 1 <= m.width(); x++) {
                    Submesh s = Submesh.at(x, y, a, b);
                    if (allFree(m, s)) {
                        bases.add(s);
                    }
                }
            }
            if (!bases.isEmpty()) {
                m.commit(bases.get(rnd.nextInt(bases.size())));
            }
        }
    }

    /** The state of Fig. 1 of the window scheduling paper on M(5,4): row 4 and (1..3, 3) busy. */
    static void figureOne(MeshAllocator m) {
        m.commit(new Submesh(1, 4, 5, 4));
        m.commit(new Submesh(1, 3, 3, 3));
    }
}
