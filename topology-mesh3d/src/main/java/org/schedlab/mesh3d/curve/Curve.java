package org.schedlab.mesh3d.curve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * A linear order of a mesh's processors, for the linear allocators: {@code rank(id)} is the
 * position of processor {@code id} along the curve, {@code at(position)} its inverse. Built-in
 * orders:
 *
 * <ul>
 *   <li>{@code row-major}: id order ({@code x} fastest, then {@code y}, then {@code z});
 *   <li>{@code snake}: boustrophedon, every row reversed after the previous one and every plane's
 *       rows after the previous plane's, so consecutive positions are always neighbours;
 *   <li>{@code hilbert}: the Hilbert curve over the dimensions of side above 1 (three for a 3D
 *       mesh, two for {@code Z = 1}), on the smallest power-of-two cube that holds the mesh, its
 *       cells outside the mesh skipped (Skilling, "Programming the Hilbert curve", AIP Conference
 *       Proceedings 707, 2004, for the index); on a power-of-two cube consecutive positions are
 *       neighbours.
 * </ul>
 *
 * <p>A curve file gives any other order in PReMAS's format: whitespace-separated pairs {@code id
 * position}, one per processor, ids {@code 0, 1, ...} in order, positions a permutation of {@code
 * 0..N-1}.
 */
public final class Curve {
    private final String name;
    private final int[] rank;
    private final int[] at;

    private Curve(String name, int[] rank) {
        this.name = name;
        this.rank = rank;
        this.at = new int[rank.length];
        for (int id = 0; id < rank.length; id++) {
            at[rank[id]] = id;
        }
    }

    /** The curve's name as given in an allocator spec. */
    public String name() {
        return name;
    }

    /** The position of processor {@code id} along the curve. */
    public int rank(int id) {
        return rank[id];
    }

    /** The processor at {@code position}. */
    public int at(int position) {
        return at[position];
    }

    /** Number of processors. */
    public int size() {
        return rank.length;
    }

    /** Id order. */
    public static Curve rowMajor(Mesh3d mesh) {
        return new Curve("row-major", IntStream.range(0, mesh.processors()).toArray());
    }

    /** Boustrophedon order. */
    public static Curve snake(Mesh3d mesh) {
        int[] rank = new int[mesh.processors()];
        int pos = 0;
        for (int k = 0; k < mesh.z(); k++) {
            for (int j = 0; j < mesh.y(); j++) {
                int py = k % 2 == 0 ? j : mesh.y() - 1 - j;
                int row = k * mesh.y() + j;
                for (int i = 0; i < mesh.x(); i++) {
                    int px = row % 2 == 0 ? i : mesh.x() - 1 - i;
                    rank[mesh.id(px, py, k)] = pos++;
                }
            }
        }
        return new Curve("snake", rank);
    }

    /** Hilbert order (compacted from the enclosing power-of-two cube). */
    public static Curve hilbert(Mesh3d mesh) {
        int[] dims = IntStream.range(0, 3).filter(d -> mesh.side(d) > 1).toArray();
        int largest = Math.max(mesh.x(), Math.max(mesh.y(), mesh.z()));
        int bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(largest - 1));
        long[] key = new long[mesh.processors()];
        int[] coords = new int[dims.length];
        for (int id = 0; id < key.length; id++) {
            for (int i = 0; i < dims.length; i++) {
                coords[i] = mesh.coord(id, dims[i]);
            }
            key[id] = dims.length == 0 ? 0 : hilbertIndex(coords, bits);
        }
        Integer[] order = IntStream.range(0, key.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingLong(id -> key[id]));
        int[] rank = new int[key.length];
        for (int p = 0; p < order.length; p++) {
            rank[order[p]] = p;
        }
        return new Curve("hilbert", rank);
    }

    /**
     * The Hilbert index of {@code x} (modified in place) on a cube of side {@code 2^bits}:
     * Skilling's axes-to-transpose step, then the transposed bits interleaved, most significant
     * first.
     */
    static long hilbertIndex(int[] x, int bits) {
        int n = x.length;
        int m = 1 << (bits - 1);
        for (int q = m; q > 1; q >>= 1) {
            int p = q - 1;
            for (int i = 0; i < n; i++) {
                if ((x[i] & q) != 0) {
                    x[0] ^= p;
                } else {
                    int t = (x[0] ^ x[i]) & p;
                    x[0] ^= t;
                    x[i] ^= t;
                }
            }
        }
        for (int i = 1; i < n; i++) {
            x[i] ^= x[i - 1];
        }
        int t = 0;
        for (int q = m; q > 1; q >>= 1) {
            if ((x[n - 1] & q) != 0) {
                t ^= q - 1;
            }
        }
        for (int i = 0; i < n; i++) {
            x[i] ^= t;
        }
        long index = 0;
        for (int b = bits - 1; b >= 0; b--) {
            for (int i = 0; i < n; i++) {
                index = index << 1 | ((x[i] >>> b) & 1);
            }
        }
        return index;
    }

    /**
     * A curve from a file of {@code id position} pairs (PReMAS's format).
     *
     * @throws BadInputException naming the file for a missing file, a malformed or out-of-order
     *     pair, a wrong count or positions that are not a permutation
     */
    public static Curve file(Mesh3d mesh, String option, Path path) {
        String text;
        try {
            text = Files.readString(path);
        } catch (NoSuchFileException e) {
            throw new BadInputException(option + ": curve file " + path + " not found");
        } catch (IOException e) {
            throw new BadInputException(option + ": cannot read curve file " + path + " (" + e.getMessage() + ")");
        }
        String[] tokens = text.strip().isEmpty() ? new String[0] : text.strip().split("\\s+");
        int n = mesh.processors();
        if (tokens.length != 2 * n) {
            throw new BadInputException(option + ": curve file " + path + " has " + tokens.length + " numbers; a "
                    + mesh.describe() + " needs " + n + " pairs (id position)");
        }
        int[] rank = new int[n];
        boolean[] seen = new boolean[n];
        for (int id = 0; id < n; id++) {
            int given = number(option, path, tokens[2 * id], id);
            int pos = number(option, path, tokens[2 * id + 1], id);
            if (given != id) {
                throw new BadInputException(option + ": curve file " + path + ", pair " + (id + 1) + ": id " + given
                        + " where " + id + " was expected");
            }
            if (pos < 0 || pos >= n || seen[pos]) {
                throw new BadInputException(option + ": curve file " + path + ", pair " + (id + 1) + ": position " + pos
                        + (pos >= 0 && pos < n ? " given twice" : " outside 0.." + (n - 1)));
            }
            seen[pos] = true;
            rank[id] = pos;
        }
        return new Curve("file=" + path, rank);
    }

    private static int number(String option, Path path, String token, int pair) {
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw new BadInputException(
                    option + ": curve file " + path + ", pair " + (pair + 1) + ": '" + token + "' is not an integer");
        }
    }
}
