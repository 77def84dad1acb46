package org.schedlab.mesh3d.geometry;

import java.util.List;
import org.schedlab.core.registry.Geometry;

/**
 * An {@code X x Y x Z} mesh of processors, or a torus when {@code wrap} (every dimension closed by
 * a wrap-around link). {@code Z = 1} is a 2D mesh.
 *
 * <p>This record is the geometry of a {@code mesh3d} machine: the {@code mesh3d} allocators are
 * registered for its type, and workloads read its three sides as a {@link Geometry.Grid}.
 *
 * <p>Processor ids run {@code x} fastest: {@code id = x + X*(y + Y*z)}, the numbering PReMAS's
 * {@code visual} log uses. Distances are hop counts: L1 (the sum over the three dimensions) and
 * L-infinity (the largest), each dimension's term being {@code |a - b|} on a mesh and {@code
 * min(|a - b|, side - |a - b|)} on a torus.
 *
 * @param x the side along x, at least 1
 * @param y the side along y, at least 1
 * @param z the side along z, at least 1
 * @param wrap whether the sides wrap around (a torus)
 */
public record Mesh3d(int x, int y, int z, boolean wrap) implements Geometry.Grid {
    /** The largest side accepted. */
    public static final int MAX_SIDE = 1024;

    /** The largest number of processors accepted (arrays of per-processor state stay small). */
    public static final int MAX_PROCESSORS = 1 << 24;

    public Mesh3d {
        if (x < 1 || y < 1 || z < 1 || x > MAX_SIDE || y > MAX_SIDE || z > MAX_SIDE) {
            throw new IllegalArgumentException("mesh sides must be in [1, " + MAX_SIDE + "]: " + x + "x" + y + "x" + z);
        }
        if ((long) x * y * z > MAX_PROCESSORS) {
            throw new IllegalArgumentException(
                    "a 3D mesh has at most " + MAX_PROCESSORS + " processors: " + x + "x" + y + "x" + z);
        }
    }

    /** A mesh (no wrap-around links). */
    public static Mesh3d mesh(int x, int y, int z) {
        return new Mesh3d(x, y, z, false);
    }

    /** Number of processors, {@code X * Y * Z}. */
    @Override
    public int processors() {
        return x * y * z;
    }

    /** The side along dimension {@code d} (0 = x, 1 = y, 2 = z). */
    public int side(int d) {
        return d == 0 ? x : d == 1 ? y : z;
    }

    /** The id of processor {@code (px, py, pz)}. */
    public int id(int px, int py, int pz) {
        return px + x * (py + y * pz);
    }

    /** The x coordinate of processor {@code id}. */
    public int xOf(int id) {
        return id % x;
    }

    /** The y coordinate of processor {@code id}. */
    public int yOf(int id) {
        return (id / x) % y;
    }

    /** The z coordinate of processor {@code id}. */
    public int zOf(int id) {
        return id / (x * y);
    }

    /** The coordinate of processor {@code id} along dimension {@code d}. */
    public int coord(int id, int d) {
        return d == 0 ? xOf(id) : d == 1 ? yOf(id) : zOf(id);
    }

    /** Hops between coordinates {@code a} and {@code b} along dimension {@code d}. */
    public int hops(int d, int a, int b) {
        int h = Math.abs(a - b);
        return wrap ? Math.min(h, side(d) - h) : h;
    }

    /** L1 (hop) distance between processors {@code a} and {@code b}. */
    public int l1(int a, int b) {
        return hops(0, xOf(a), xOf(b)) + hops(1, yOf(a), yOf(b)) + hops(2, zOf(a), zOf(b));
    }

    /** L-infinity distance between processors {@code a} and {@code b}. */
    public int lInf(int a, int b) {
        return Math.max(hops(0, xOf(a), xOf(b)), Math.max(hops(1, yOf(a), yOf(b)), hops(2, zOf(a), zOf(b))));
    }

    /**
     * The rank of processor {@code id} in lexicographic order of {@code (x, y, z)} ({@code z}
     * fastest): the order in which PReMAS lists a mesh's free processors, and so the order its
     * allocators meet candidates in.
     */
    public int lexRank(int id) {
        return (xOf(id) * y + yOf(id)) * z + zOf(id);
    }

    /** The processor of lexicographic rank {@code rank} (the inverse of {@link #lexRank}). */
    public int fromLexRank(int rank) {
        int pz = rank % z;
        int rest = rank / z;
        return id(rest / y, rest % y, pz);
    }

    /** {@code [X, Y, Z]}. */
    @Override
    public List<Integer> sides() {
        return List.of(x, y, z);
    }

    /** {@code 3D mesh 5x5x4} or {@code 3D torus 8x8x8}. */
    @Override
    public String describe() {
        return (wrap ? "3D torus " : "3D mesh ") + x + "x" + y + "x" + z;
    }
}
