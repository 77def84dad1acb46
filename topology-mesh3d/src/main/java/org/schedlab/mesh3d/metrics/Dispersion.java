package org.schedlab.mesh3d.metrics;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.schedlab.mesh3d.geometry.Mesh3d;

/**
 * How spread out a set of processors is, in hops of the mesh (with wrap-around on a torus):
 *
 * <ul>
 *   <li>{@link #pairwiseL1}: the sum of the L1 distances over all pairs (PReMAS's {@code alloc}
 *       log figure; Bender et al., Algorithmica 2008, minimise its average);
 *   <li>{@link #diameterL1}: the largest L1 distance between two of them;
 *   <li>{@link #boundingBox}: the volume of the smallest box holding them (on a torus, the
 *       shortest arc holding each coordinate's values);
 *   <li>{@link #connected}: whether they form one piece through the links between them (a
 *       contiguous allocation).
 * </ul>
 *
 * <p>Costs: O(n + S) for the sum and the box (S the sum of the sides; the sum on a torus O(n +
 * S^2) at worst), O(n) for connectivity and for the diameter on a mesh, O(n^2) for the diameter on
 * a torus.
 */
public final class Dispersion {
    private Dispersion() {}

    /** Sum of pairwise L1 distances of {@code ids}. */
    public static long pairwiseL1(Mesh3d mesh, int[] ids) {
        long sum = 0;
        for (int d = 0; d < 3; d++) {
            int side = mesh.side(d);
            long[] hist = new long[side];
            for (int id : ids) {
                hist[mesh.coord(id, d)]++;
            }
            if (!mesh.wrap()) {
                long count = 0;
                long coords = 0;
                for (int v = 0; v < side; v++) {
                    // each of the hist[v] processors at v is this far from the ones below it
                    sum += hist[v] * (count * v - coords);
                    count += hist[v];
                    coords += hist[v] * v;
                }
            } else {
                int[] used = java.util.stream.IntStream.range(0, side)
                        .filter(v -> hist[v] > 0)
                        .toArray();
                for (int i = 0; i < used.length; i++) {
                    for (int j = i + 1; j < used.length; j++) {
                        sum += hist[used[i]] * hist[used[j]] * mesh.hops(d, used[i], used[j]);
                    }
                }
            }
        }
        return sum;
    }

    /** The largest L1 distance between two of {@code ids} (0 for one processor). */
    public static int diameterL1(Mesh3d mesh, int[] ids) {
        if (mesh.wrap()) {
            int most = 0;
            for (int i = 0; i < ids.length; i++) {
                for (int j = i + 1; j < ids.length; j++) {
                    most = Math.max(most, mesh.l1(ids[i], ids[j]));
                }
            }
            return most;
        }
        // max |a - b|_1 = max over the sign patterns s of (max s.p - min s.p)
        int most = 0;
        for (int s = 0; s < 4; s++) {
            int sy = (s & 1) == 0 ? 1 : -1;
            int sz = (s & 2) == 0 ? 1 : -1;
            int hi = Integer.MIN_VALUE;
            int lo = Integer.MAX_VALUE;
            for (int id : ids) {
                int v = mesh.xOf(id) + sy * mesh.yOf(id) + sz * mesh.zOf(id);
                hi = Math.max(hi, v);
                lo = Math.min(lo, v);
            }
            most = Math.max(most, hi - lo);
        }
        return most;
    }

    /** Processors in the smallest box (arcs on a torus) holding {@code ids}. */
    public static long boundingBox(Mesh3d mesh, int[] ids) {
        long volume = 1;
        for (int d = 0; d < 3; d++) {
            int side = mesh.side(d);
            boolean[] used = new boolean[side];
            for (int id : ids) {
                used[mesh.coord(id, d)] = true;
            }
            int first = -1;
            int last = -1;
            int widestGap = 0;
            for (int v = 0; v < side; v++) {
                if (used[v]) {
                    if (last >= 0) {
                        widestGap = Math.max(widestGap, v - last - 1);
                    } else {
                        first = v;
                    }
                    last = v;
                }
            }
            int outside = first + side - 1 - last; // the gap across the ends
            int extent = mesh.wrap() ? side - Math.max(widestGap, outside) : last - first + 1;
            volume *= extent;
        }
        return volume;
    }

    /** Whether {@code ids} form one piece through the mesh's links (wrap-around links on a torus). */
    public static boolean connected(Mesh3d mesh, int[] ids) {
        int[] sorted = ids.clone();
        Arrays.sort(sorted);
        boolean[] reached = new boolean[sorted.length];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.add(0);
        reached[0] = true;
        int count = 1;
        while (!todo.isEmpty()) {
            int id = sorted[todo.poll()];
            int[] c = {mesh.xOf(id), mesh.yOf(id), mesh.zOf(id)};
            for (int d = 0; d < 3; d++) {
                for (int step = -1; step <= 1; step += 2) {
                    int[] n = c.clone();
                    n[d] += step;
                    int side = mesh.side(d);
                    if (n[d] < 0 || n[d] >= side) {
                        if (!mesh.wrap() || side < 3) {
                            continue;
                        }
                        n[d] = (n[d] + side) % side;
                    }
                    int k = Arrays.binarySearch(sorted, mesh.id(n[0], n[1], n[2]));
                    if (k >= 0 && !reached[k]) {
                        reached[k] = true;
                        count++;
                        todo.add(k);
                    }
                }
            }
        }
        return count == sorted.length;
    }
}
