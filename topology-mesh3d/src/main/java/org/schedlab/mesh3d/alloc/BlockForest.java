package org.schedlab.mesh3d.alloc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * The fixed hierarchy of blocks a buddy allocator splits and merges: cuboids of the mesh, each
 * either a leaf (one processor) or the union of its children, with the top-level blocks tiling the
 * mesh. Built once per machine by one of three decompositions:
 *
 * <ul>
 *   <li>{@link Kind#LAYERED}, the multiple buddy strategy (MBS) of Lo, Windisch, Liu and Nitzberg,
 *       "Noncontiguous processor allocation algorithms for mesh-connected multicomputers", IEEE
 *       TPDS 8(7), 1997, applied plane by plane: each {@code z} plane is cut into the largest
 *       square of side {@code 2^k} that fits in its corner, then the strip to its right and the
 *       strip above it the same way; a square splits into its four quadrants;
 *   <li>{@link Kind#OCTET}: the same with cubes of side {@code 2^k} split into eight octants, the
 *       mesh cut into the largest corner cube, then the regions beside it along x, y and z;
 *   <li>{@link Kind#GRANULAR}: built bottom up. Every processor starts as a block; passes along x,
 *       then y, then z, each over the sizes from the largest down and each size's blocks in
 *       order of their corner, merge a block with the equal block that follows it along the
 *       pass's direction; passes repeat until none merges. A block splits into the two halves it
 *       was merged from.
 * </ul>
 *
 * <p>These are the decompositions of PReMAS (Knox College), whose {@code MBS}, {@code OctetMBS}
 * and {@code GranularMBS} allocators this module reproduces allocation for allocation; the order
 * of the recursive cuts and of the merge passes decides which blocks exist, and so which
 * processors a job receives.
 *
 * <p>Blocks are numbered; sizes are ranked increasingly ({@link #rankSize}), and within a rank
 * blocks are ordered by corner ({@code x}, then {@code y}, then {@code z}), then extent: the order
 * in which a buddy allocator picks among free blocks of one size ({@link #position}).
 */
final class BlockForest {
    /** The three decompositions. */
    enum Kind {
        LAYERED,
        OCTET,
        GRANULAR
    }

    final Mesh3d mesh;
    // per block: corner, extent, parent (-1 for a top-level block), children, rank, position in rank
    final int[] x;
    final int[] y;
    final int[] z;
    final int[] dx;
    final int[] dy;
    final int[] dz;
    final int[] parent;
    final int[][] children;
    final int[] rank;
    final int[] position;
    /** The blocks of each rank in pick order: {@code byRank[r][position[b]] == b}. */
    final int[][] byRank;
    /** The processor count of the blocks of each rank, increasing. */
    final int[] rankSize;
    /** The top-level blocks. */
    final int[] roots;

    private BlockForest(Mesh3d mesh, List<int[]> blocks, List<List<Integer>> kids, List<Integer> parents) {
        this.mesh = mesh;
        int n = blocks.size();
        x = new int[n];
        y = new int[n];
        z = new int[n];
        dx = new int[n];
        dy = new int[n];
        dz = new int[n];
        parent = new int[n];
        children = new int[n][];
        rank = new int[n];
        position = new int[n];
        TreeSet<Integer> sizes = new TreeSet<>();
        List<Integer> top = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            int[] c = blocks.get(b);
            x[b] = c[0];
            y[b] = c[1];
            z[b] = c[2];
            dx[b] = c[3];
            dy[b] = c[4];
            dz[b] = c[5];
            parent[b] = parents.get(b);
            children[b] = kids.get(b).stream().mapToInt(Integer::intValue).toArray();
            sizes.add(size(b));
            if (parent[b] < 0) {
                top.add(b);
            }
        }
        rankSize = sizes.stream().mapToInt(Integer::intValue).toArray();
        List<List<Integer>> members = new ArrayList<>();
        for (int r = 0; r < rankSize.length; r++) {
            members.add(new ArrayList<>());
        }
        for (int b = 0; b < n; b++) {
            rank[b] = Arrays.binarySearch(rankSize, size(b));
            members.get(rank[b]).add(b);
        }
        Comparator<Integer> order = Comparator.<Integer>comparingInt(b -> x[b])
                .thenComparingInt(b -> y[b])
                .thenComparingInt(b -> z[b])
                .thenComparingInt(b -> dx[b])
                .thenComparingInt(b -> dy[b])
                .thenComparingInt(b -> dz[b]);
        byRank = new int[rankSize.length][];
        for (int r = 0; r < rankSize.length; r++) {
            List<Integer> m = members.get(r);
            m.sort(order);
            byRank[r] = m.stream().mapToInt(Integer::intValue).toArray();
            for (int i = 0; i < byRank[r].length; i++) {
                position[byRank[r][i]] = i;
            }
        }
        roots = top.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Number of blocks. */
    int blocks() {
        return x.length;
    }

    /** Processors in block {@code b}. */
    int size(int b) {
        return dx[b] * dy[b] * dz[b];
    }

    /** The processor ids of block {@code b}, appended to {@code out} from {@code at}; returns the next index. */
    int processors(int b, int[] out, int at) {
        for (int k = z[b]; k < z[b] + dz[b]; k++) {
            for (int j = y[b]; j < y[b] + dy[b]; j++) {
                for (int i = x[b]; i < x[b] + dx[b]; i++) {
                    out[at++] = mesh.id(i, j, k);
                }
            }
        }
        return at;
    }

    /** The decomposition {@code kind} of {@code mesh}. */
    static BlockForest of(Mesh3d mesh, Kind kind) {
        Builder b = new Builder();
        switch (kind) {
            case LAYERED -> b.layered(mesh.x(), mesh.y(), mesh.z(), 0, 0);
            case OCTET -> b.octet(mesh.x(), mesh.y(), mesh.z(), 0, 0, 0);
            case GRANULAR -> b.granular(mesh);
        }
        return new BlockForest(mesh, b.blocks, b.kids, b.parents);
    }

    /** Collects blocks while a decomposition runs. */
    private static final class Builder {
        final List<int[]> blocks = new ArrayList<>();
        final List<List<Integer>> kids = new ArrayList<>();
        final List<Integer> parents = new ArrayList<>();

        int add(int px, int py, int pz, int ex, int ey, int ez, int parentBlock) {
            blocks.add(new int[] {px, py, pz, ex, ey, ez});
            kids.add(new ArrayList<>());
            parents.add(parentBlock);
            int id = blocks.size() - 1;
            if (parentBlock >= 0) {
                kids.get(parentBlock).add(id);
            }
            return id;
        }

        /** The largest power of two not above {@code n} ({@code n >= 1}). */
        static int floorPow2(int n) {
            return Integer.highestOneBit(n);
        }

        /** A region {@code ex x ey} with its corner at {@code (ox, oy)}, on every z plane. */
        void layered(int ex, int ey, int ez, int ox, int oy) {
            int side = floorPow2(Math.min(ex, ey));
            for (int k = 0; k < ez; k++) {
                quadrants(add(ox, oy, k, side, side, 1, -1));
            }
            if (ex - side > 0) {
                layered(ex - side, ey, ez, ox + side, oy);
            }
            if (ey - side > 0) {
                layered(side, ey - side, ez, ox, oy + side);
            }
        }

        void quadrants(int b) {
            int[] c = blocks.get(b);
            int h = c[3] / 2;
            if (h < 1) {
                return;
            }
            int[][] corners = {{0, 0}, {0, h}, {h, h}, {h, 0}};
            for (int[] d : corners) {
                quadrants(add(c[0] + d[0], c[1] + d[1], c[2], h, h, 1, b));
            }
        }

        void octet(int ex, int ey, int ez, int ox, int oy, int oz) {
            int side = floorPow2(Math.min(Math.min(ex, ey), ez));
            octants(add(ox, oy, oz, side, side, side, -1));
            if (ex - side > 0) {
                octet(ex - side, side, side, ox + side, oy, oz);
            }
            if (ey - side > 0) {
                octet(ex, ey - side, side, ox, oy + side, oz);
            }
            if (ez - side > 0) {
                octet(ex, ey, ez - side, ox, oy, oz + side);
            }
        }

        void octants(int b) {
            int[] c = blocks.get(b);
            int h = c[3] / 2;
            if (h < 1) {
                return;
            }
            for (int dk = 0; dk <= h; dk += h) {
                int[][] corners = {{0, 0}, {0, h}, {h, h}, {h, 0}};
                for (int[] d : corners) {
                    octants(add(c[0] + d[0], c[1] + d[1], c[2] + dk, h, h, h, b));
                }
            }
        }

        /**
         * Unit blocks merged pairwise along x, y, z until nothing merges. The free blocks of a
         * size are kept in corner order; a merged pair is replaced by its union in the next size.
         */
        void granular(Mesh3d mesh) {
            List<Integer> unit = new ArrayList<>();
            for (int i = 0; i < mesh.x(); i++) {
                for (int j = 0; j < mesh.y(); j++) {
                    for (int k = 0; k < mesh.z(); k++) {
                        unit.add(add(i, j, k, 1, 1, 1, -1));
                    }
                }
            }
            Comparator<Integer> corner = Comparator.<Integer>comparingInt(b -> blocks.get(b)[0])
                    .thenComparingInt(b -> blocks.get(b)[1])
                    .thenComparingInt(b -> blocks.get(b)[2])
                    .thenComparingInt(b -> blocks.get(b)[3])
                    .thenComparingInt(b -> blocks.get(b)[4])
                    .thenComparingInt(b -> blocks.get(b)[5]);
            // the top-level blocks of each size (size = 2^index), kept in corner order
            List<TreeSet<Integer>> levels = new ArrayList<>();
            levels.add(new TreeSet<>(corner));
            levels.get(0).addAll(unit);
            java.util.Map<Long, Integer> at = new java.util.HashMap<>();
            unit.forEach(b -> at.put(key(mesh, blocks.get(b)), b));
            boolean merged = true;
            while (merged) {
                merged = false;
                for (int d = 0; d < 3; d++) {
                    for (int s = levels.size() - 1; s >= 0; s--) {
                        TreeSet<Integer> level = levels.get(s);
                        java.util.Set<Integer> gone = new java.util.HashSet<>();
                        for (int first : new ArrayList<>(level)) {
                            if (gone.contains(first)) {
                                continue;
                            }
                            int[] c = blocks.get(first);
                            int[] p = c.clone();
                            p[d] += c[3 + d];
                            Integer second = at.get(key(mesh, p));
                            if (second == null || !level.contains(second) || gone.contains(second)) {
                                continue;
                            }
                            int[] e = c.clone();
                            e[3 + d] *= 2;
                            int union = add(c[0], c[1], c[2], e[3], e[4], e[5], -1);
                            parents.set(first, union);
                            parents.set(second, union);
                            kids.get(union).add(first);
                            kids.get(union).add(second);
                            gone.add(first);
                            gone.add(second);
                            at.remove(key(mesh, c));
                            at.remove(key(mesh, p));
                            at.put(key(mesh, e), union);
                            if (s + 1 == levels.size()) {
                                levels.add(new TreeSet<>(corner));
                            }
                            levels.get(s + 1).add(union);
                            merged = true;
                        }
                        level.removeAll(gone);
                    }
                }
            }
        }

        /**
         * The corner and extent of a block, as a lookup key: the corner's id, then the base-2
         * logarithm of each extent (granular extents are powers of two), four bits each. A corner
         * shifted past the mesh gives a key no block has.
         */
        private static long key(Mesh3d mesh, int[] c) {
            if (c[0] >= mesh.x() || c[1] >= mesh.y() || c[2] >= mesh.z()) {
                return -1;
            }
            long corner = mesh.id(c[0], c[1], c[2]);
            return corner << 12
                    | (long) Integer.numberOfTrailingZeros(c[3]) << 8
                    | (long) Integer.numberOfTrailingZeros(c[4]) << 4
                    | Integer.numberOfTrailingZeros(c[5]);
        }
    }
}
