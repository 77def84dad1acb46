package org.schedlab.mesh3d.geometry;

import java.util.Arrays;
import org.schedlab.core.job.Request;

/**
 * A request for a contiguous {@code a x b x c} block of processors (any rotation will do).
 *
 * @param a the extent along x as asked, at least 1
 * @param b the extent along y as asked, at least 1
 * @param c the extent along z as asked, at least 1
 */
public record Cuboid(int a, int b, int c) implements Request {
    public Cuboid {
        if (a < 1 || b < 1 || c < 1) {
            throw new IllegalArgumentException("cuboid sides must be >= 1: " + a + "x" + b + "x" + c);
        }
    }

    @Override
    public int processors() {
        return a * b * c;
    }

    /**
     * The six orientations in the order they are tried: {@code (a,b,c), (b,a,c), (a,c,b), (c,a,b),
     * (c,b,a), (b,c,a)} (PReMAS's order for its contiguous first fit).
     */
    public int[][] rotations() {
        return new int[][] {{a, b, c}, {b, a, c}, {a, c, b}, {c, a, b}, {c, b, a}, {b, c, a}};
    }

    /** Whether some orientation fits inside {@code mesh}. */
    public boolean fitsIn(Mesh3d mesh) {
        int[] s = sorted(a, b, c);
        int[] m = sorted(mesh.x(), mesh.y(), mesh.z());
        return s[0] <= m[0] && s[1] <= m[1] && s[2] <= m[2];
    }

    /**
     * The cuboid a count of {@code n} processors asks for on {@code mesh}: the smallest volume
     * {@code m >= n} that some cuboid fitting the mesh has, and among the cuboids of that volume the
     * one whose longest and shortest sides differ least (then the shortest longest side), sides
     * increasing; {@code null} when none up to the mesh's size exists. The 3D counterpart of the
     * square transformation of the 2D meshes. Cost O(m_extra x sqrt(m)) divisor pairs.
     */
    public static Cuboid forCount(int n, Mesh3d mesh) {
        int[] side = sorted(mesh.x(), mesh.y(), mesh.z());
        for (int m = Math.max(1, n); m <= mesh.processors(); m++) {
            Cuboid best = null;
            for (int p = 1; p <= side[0] && (long) p * p * p <= m; p++) {
                if (m % p != 0) {
                    continue;
                }
                int rest = m / p;
                for (int q = p; q <= side[1] && (long) q * q <= rest; q++) {
                    if (rest % q != 0) {
                        continue;
                    }
                    int r = rest / q;
                    if (r <= side[2]) {
                        Cuboid c = new Cuboid(p, q, r);
                        if (best == null || r - p < best.c - best.a || r - p == best.c - best.a && r < best.c) {
                            best = c;
                        }
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        return null;
    }

    private static int[] sorted(int x, int y, int z) {
        int[] s = {x, y, z};
        Arrays.sort(s);
        return s;
    }

    @Override
    public String toString() {
        return a + "x" + b + "x" + c;
    }
}
