package org.schedlab.mesh3d.alloc;

import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The center-based allocators of Bender, Bunde, Demaine, Fekete, Leung, Meijer and Phillips,
 * "Communication-aware processor allocation for supercomputers: finding point sets of small
 * average distance", Algorithmica 50(2), 2008 (WADS 2005): for each candidate center, gather the
 * free processors nearest to it, score that set, and keep the best. A member of the family is a
 * choice of
 *
 * <ul>
 *   <li>{@link Centers}: every free processor ({@code free}), or every point whose x, y and z each
 *       occur among the free processors ({@code intersect});
 *   <li>{@link Collector}: the free processors in order of L1 distance ({@code l1}) or L-infinity
 *       distance ({@code linf}) from the center, or {@code greedy-linf}: every processor of the
 *       L-infinity shells inside the one the job reaches, then, one at a time, the remaining free
 *       processor of least total L1 distance to those already chosen (then of least L1 distance to
 *       the center, then lowest {@code (x, y, z)});
 *   <li>{@link Score}: the sum of the chosen processors' L1 ({@code l1}) or L-infinity ({@code
 *       linf}) distances to the center, or the sum of their pairwise L1 distances ({@code
 *       pairwise}); lowest wins, the first center on ties.
 * </ul>
 *
 * <p>{@code MM} is {@code intersect, l1, pairwise}, {@code MC1x1} (Mache, Lo and Windisch's
 * shell-based allocator as refined by Bender et al.) is {@code free, greedy-linf, linf}, and {@code
 * Gen-Alg} is {@code free, l1, pairwise}.
 *
 * <p>Orders and ties follow PReMAS (Knox College), whose {@code nearest}, {@code MM}, {@code
 * MC1x1} and {@code genAlg} this class reproduces allocation for allocation: candidates and
 * centers are visited in lexicographic {@code (x, y, z)} order ({@code z} fastest), and the
 * intersect centers in the order in which each coordinate value first occurs among the free
 * processors. The {@code l1} and {@code linf} collectors sort one shared list of the free
 * processors, stably, center after center, so processors at equal distance from a center come in
 * the order the previous center's sort left them; the {@code linf} score, when more processors are
 * free than needed, sorts that list by L-infinity distance again before the chosen ones are read
 * off. When exactly {@code n} processors are free they are the placement. Sorting is by counting
 * (distances are small integers), so {@code find} costs O(C x (F + S)) for {@code C} centers,
 * {@code F} free processors and {@code S} the sum of the sides. The {@code greedy-linf} collector
 * gathers a set that depends only on which processors are free, so it needs no sort: on a mesh its
 * shells are counted with cube queries (O(S) per center), and under the {@code linf} score (MC1x1)
 * a center is gathered only when a lower bound on its score (the inner shells' distances plus the
 * shell radius for each processor still to pick) is below the best score so far, which cannot
 * change the result; a gathering costs O(F) per greedy pick.
 */
public final class NearestAllocator extends NonContiguousAllocator {
    /** Where centers are tried. */
    public enum Centers {
        FREE,
        INTERSECT
    }

    /** How the processors near a center are gathered. */
    public enum Collector {
        L1,
        LINF,
        GREEDY_LINF
    }

    /** How a gathered set is scored (lower is better). */
    public enum Score {
        L1,
        LINF,
        PAIRWISE
    }

    private final Centers centers;
    private final Collector collector;
    private final Score score;
    /** Coordinates by id, to spare divisions in the inner loops. */
    private final int[][] coord;
    /** Lexicographic rank by id ({@link Mesh3d#lexRank}). */
    private final int[] lex;

    /** An empty machine under the rule {@code (centers, collector, score)}. */
    public NearestAllocator(Mesh3d mesh, Centers centers, Collector collector, Score score) {
        super(mesh);
        this.centers = centers;
        this.collector = collector;
        this.score = score;
        this.coord = new int[3][mesh.processors()];
        this.lex = new int[mesh.processors()];
        for (int id = 0; id < mesh.processors(); id++) {
            for (int d = 0; d < 3; d++) {
                coord[d][id] = mesh.coord(id, d);
            }
            lex[id] = mesh.lexRank(id);
        }
    }

    private NearestAllocator(NearestAllocator other) {
        super(other);
        this.centers = other.centers;
        this.collector = other.collector;
        this.score = other.score;
        this.coord = other.coord;
        this.lex = other.lex;
    }

    @Override
    public NearestAllocator copy() {
        return new NearestAllocator(this);
    }

    @Override
    protected Placement3d place(int n, Request request) {
        int[] list = freeInLexOrder();
        if (n == list.length) {
            return new Placement3d(mesh, list);
        }
        Search s = new Search(list, n);
        int[] c = new int[3];
        if (centers == Centers.FREE) {
            int[] order = list.clone(); // centers in the original free order
            for (int id : order) {
                c[0] = coord[0][id];
                c[1] = coord[1][id];
                c[2] = coord[2][id];
                s.tryCenter(c);
            }
        } else {
            int[][] values = new int[3][];
            for (int d = 0; d < 3; d++) {
                values[d] = firstOccurrences(list, d);
            }
            for (int vx : values[0]) {
                for (int vy : values[1]) {
                    for (int vz : values[2]) {
                        c[0] = vx;
                        c[1] = vy;
                        c[2] = vz;
                        s.tryCenter(c);
                    }
                }
            }
        }
        return new Placement3d(mesh, s.best);
    }

    /** The distinct values of coordinate {@code d} among {@code list}, in order of first occurrence. */
    private int[] firstOccurrences(int[] list, int d) {
        boolean[] seen = new boolean[mesh.side(d)];
        int[] out = new int[mesh.side(d)];
        int k = 0;
        for (int id : list) {
            int v = coord[d][id];
            if (!seen[v]) {
                seen[v] = true;
                out[k++] = v;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** One search: the shared candidate list and the best set so far. */
    private final class Search {
        final int[] list;
        final int n;
        final int[] scratch;
        final int[] keys;
        int[] best;
        long bestScore = Long.MAX_VALUE;

        final Shells shells;
        final int[][] table = {new int[mesh.x()], new int[mesh.y()], new int[mesh.z()]};
        final long[][] histogram = {new long[mesh.x()], new long[mesh.y()], new long[mesh.z()]};
        final int[] count = new int[mesh.x() + mesh.y() + mesh.z() + 2];

        Search(int[] list, int n) {
            this.list = list;
            this.n = n;
            this.scratch = new int[list.length];
            this.keys = new int[list.length];
            this.shells = collector == Collector.GREEDY_LINF ? new Shells(list) : null;
        }

        void tryCenter(int[] c) {
            int[] gathered;
            switch (collector) {
                case L1 -> {
                    sortBy(list, c, false);
                    gathered = list;
                }
                case LINF -> {
                    sortBy(list, c, true);
                    gathered = list;
                }
                default -> {
                    shells.at(c, n);
                    if (score == Score.LINF && shells.lowerBound >= bestScore) {
                        return; // cannot do strictly better than the center kept so far
                    }
                    gathered = greedy(c);
                }
            }
            long value = switch (score) {
                case L1 -> centerSum(gathered, c, false);
                case LINF -> centerSum(gathered, c, true);
                case PAIRWISE -> pairwise(gathered, n);
            };
            if (score == Score.LINF && gathered.length != n) {
                sortBy(gathered, c, true);
            }
            if (value < bestScore) {
                bestScore = value;
                best = java.util.Arrays.copyOf(gathered, n);
            }
        }

        int hops(int d, int a, int b) {
            return mesh.hops(d, a, b);
        }

        int distance(int id, int[] c, boolean lInf) {
            int hx = hops(0, coord[0][id], c[0]);
            int hy = hops(1, coord[1][id], c[1]);
            int hz = hops(2, coord[2][id], c[2]);
            return lInf ? Math.max(hx, Math.max(hy, hz)) : hx + hy + hz;
        }

        /** Sorts {@code a} stably by distance to {@code c} (counting sort). */
        void sortBy(int[] a, int[] c, boolean lInf) {
            // per-dimension hop tables for this center, then two table reads and a sum per processor
            for (int d = 0; d < 3; d++) {
                int[] t = table[d];
                for (int v = 0; v < t.length; v++) {
                    t[v] = hops(d, v, c[d]);
                }
            }
            int[] cx = coord[0];
            int[] cy = coord[1];
            int[] cz = coord[2];
            int[] tx = table[0];
            int[] ty = table[1];
            int[] tz = table[2];
            int max = 0;
            for (int i = 0; i < a.length; i++) {
                int id = a[i];
                int k = lInf
                        ? Math.max(tx[cx[id]], Math.max(ty[cy[id]], tz[cz[id]]))
                        : tx[cx[id]] + ty[cy[id]] + tz[cz[id]];
                keys[i] = k;
                if (k > max) {
                    max = k;
                }
            }
            java.util.Arrays.fill(count, 0, max + 2, 0);
            for (int i = 0; i < a.length; i++) {
                count[keys[i] + 1]++;
            }
            for (int k = 1; k < max + 2; k++) {
                count[k] += count[k - 1];
            }
            for (int i = 0; i < a.length; i++) {
                scratch[count[keys[i]]++] = a[i];
            }
            System.arraycopy(scratch, 0, a, 0, a.length);
        }

        long centerSum(int[] a, int[] c, boolean lInf) {
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += distance(a[i], c, lInf);
            }
            return sum;
        }

        /** Sum of pairwise L1 distances among {@code a[0..m)}. */
        long pairwise(int[] a, int m) {
            long sum = 0;
            for (int d = 0; d < 3; d++) {
                long[] hist = histogram[d];
                java.util.Arrays.fill(hist, 0);
                int[] cd = coord[d];
                for (int i = 0; i < m; i++) {
                    hist[cd[a[i]]]++;
                }
                if (!mesh.wrap()) {
                    // each processor at v is v - u from each of the ones below it at u
                    long below = 0;
                    long coords = 0;
                    for (int v = 0; v < hist.length; v++) {
                        if (hist[v] != 0) {
                            sum += hist[v] * (below * v - coords);
                            below += hist[v];
                            coords += hist[v] * v;
                        }
                    }
                    continue;
                }
                long[] s = distanceSums(d, hist);
                long twice = 0;
                for (int v = 0; v < hist.length; v++) {
                    twice += hist[v] * s[v];
                }
                sum += twice / 2;
            }
            return sum;
        }

        /**
         * The greedy L-infinity collector: the inner shells (the free processors closer, in
         * L-infinity, than the {@code n}-th nearest, {@link Shells}), then, one at a time, the
         * remaining free processor of least total L1 distance to those chosen. Returns a new array
         * of {@code n} processors. Which processors it gathers depends only on which are free, so
         * it does not sort the shared list (PReMAS sorts it, but nothing later reads that order).
         */
        int[] greedy(int[] c) {
            int shell = shells.shell;
            int inner = shells.inner;
            int[] out = new int[n];
            int m = list.length - inner;
            int[] cand = new int[m];
            long[] toGroup = new long[m];
            int[] toCenter = new int[m];
            int in = 0;
            int o = 0;
            for (int id : list) {
                if (distance(id, c, true) < shell) {
                    out[in++] = id;
                } else {
                    cand[o++] = id;
                }
            }
            long[][] sums = new long[3][];
            for (int d = 0; d < 3; d++) {
                long[] hist = new long[mesh.side(d)];
                for (int i = 0; i < inner; i++) {
                    hist[coord[d][out[i]]]++;
                }
                sums[d] = distanceSums(d, hist);
            }
            for (int i = 0; i < m; i++) {
                int id = cand[i];
                toGroup[i] = sums[0][coord[0][id]] + sums[1][coord[1][id]] + sums[2][coord[2][id]];
                toCenter[i] = distance(id, c, false);
            }
            boolean[] taken = new boolean[m];
            for (int k = inner; k < n; k++) {
                int pick = -1;
                for (int i = 0; i < m; i++) {
                    if (!taken[i] && (pick < 0 || before(i, pick, toGroup, toCenter, cand))) {
                        pick = i;
                    }
                }
                taken[pick] = true;
                int p = cand[pick];
                out[k] = p;
                for (int i = 0; i < m; i++) {
                    if (!taken[i]) {
                        toGroup[i] += l1(cand[i], p);
                    }
                }
            }
            return out;
        }

        /** Greedy order: total distance to the group, then distance to the center, then (x, y, z). */
        private boolean before(int i, int j, long[] toGroup, int[] toCenter, int[] cand) {
            if (toGroup[i] != toGroup[j]) {
                return toGroup[i] < toGroup[j];
            }
            if (toCenter[i] != toCenter[j]) {
                return toCenter[i] < toCenter[j];
            }
            return lex[cand[i]] < lex[cand[j]];
        }

        int l1(int a, int b) {
            return hops(0, coord[0][a], coord[0][b])
                    + hops(1, coord[1][a], coord[1][b])
                    + hops(2, coord[2][a], coord[2][b]);
        }
    }

    /**
     * The L-infinity shells of the free processors around a center: the radius {@code shell} of
     * the {@code n}-th nearest, how many are strictly inside it ({@code inner}), and the lower bound
     * {@code (sum of the inner ones' distances) + (n - inner) x shell} of the L-infinity score of
     * any {@code n} of them that include the inner ones. On a mesh the counts come from cube
     * queries on a prefix count of the free processors (O(S) per center); on a torus from a pass
     * over the free processors (O(F) per center).
     */
    private final class Shells {
        private final int[] list;
        private final int[] prefix;
        private final int px;
        private final int py;
        int shell;
        int inner;
        long lowerBound;

        Shells(int[] list) {
            this.list = list;
            px = mesh.x() + 1;
            py = mesh.y() + 1;
            if (mesh.wrap()) {
                prefix = null;
                return;
            }
            prefix = new int[px * py * (mesh.z() + 1)];
            for (int id : list) {
                prefix[coord[0][id] + 1 + px * (coord[1][id] + 1 + py * (coord[2][id] + 1))] = 1;
            }
            for (int z = 1; z <= mesh.z(); z++) {
                for (int y = 1; y <= mesh.y(); y++) {
                    for (int x = 1; x <= mesh.x(); x++) {
                        int i = x + px * (y + py * z);
                        prefix[i] += prefix[i - 1]
                                + prefix[i - px]
                                + prefix[i - px * py]
                                - prefix[i - 1 - px]
                                - prefix[i - 1 - px * py]
                                - prefix[i - px - px * py]
                                + prefix[i - 1 - px - px * py];
                    }
                }
            }
        }

        /** Free processors within L-infinity distance {@code r} of {@code c} (mesh only). */
        private int within(int[] c, int r) {
            int x0 = Math.max(0, c[0] - r);
            int y0 = Math.max(0, c[1] - r);
            int z0 = Math.max(0, c[2] - r);
            int x1 = Math.min(mesh.x(), c[0] + r + 1);
            int y1 = Math.min(mesh.y(), c[1] + r + 1);
            int z1 = Math.min(mesh.z(), c[2] + r + 1);
            return prefix[x1 + px * (y1 + py * z1)]
                    - prefix[x0 + px * (y1 + py * z1)]
                    - prefix[x1 + px * (y0 + py * z1)]
                    - prefix[x1 + px * (y1 + py * z0)]
                    + prefix[x0 + px * (y0 + py * z1)]
                    + prefix[x0 + px * (y1 + py * z0)]
                    + prefix[x1 + px * (y0 + py * z0)]
                    - prefix[x0 + px * (y0 + py * z0)];
        }

        void at(int[] c, int n) {
            long below = 0; // sum of the distances of the processors inside the current radius
            if (prefix != null) {
                int count = 0;
                int r = 0;
                while (true) {
                    int now = within(c, r);
                    if (now >= n) {
                        break;
                    }
                    below += (long) r * (now - count);
                    count = now;
                    r++;
                }
                shell = r;
                inner = count;
            } else {
                int[] histogram = new int[Math.max(mesh.x(), Math.max(mesh.y(), mesh.z()))];
                for (int id : list) {
                    histogram[lInf(id, c)]++;
                }
                int count = 0;
                int r = 0;
                while (count + histogram[r] < n) {
                    count += histogram[r];
                    below += (long) r * histogram[r];
                    r++;
                }
                shell = r;
                inner = count;
            }
            lowerBound = below + (long) (n - inner) * shell;
        }

        private int lInf(int id, int[] c) {
            return Math.max(
                    mesh.hops(0, coord[0][id], c[0]),
                    Math.max(mesh.hops(1, coord[1][id], c[1]), mesh.hops(2, coord[2][id], c[2])));
        }
    }

    /**
     * {@code s[v] = sum over u of hist[u] * hops(v, u)} along dimension {@code d}: O(side) on a
     * mesh (prefix sums), O(side^2) on a torus.
     */
    private long[] distanceSums(int d, long[] hist) {
        int side = hist.length;
        long[] s = new long[side];
        if (mesh.wrap()) {
            for (int v = 0; v < side; v++) {
                long t = 0;
                for (int u = 0; u < side; u++) {
                    if (hist[u] != 0) {
                        t += hist[u] * mesh.hops(d, v, u);
                    }
                }
                s[v] = t;
            }
            return s;
        }
        long countBelow = 0;
        long sumBelow = 0;
        long countAll = 0;
        long sumAll = 0;
        for (int u = 0; u < side; u++) {
            countAll += hist[u];
            sumAll += hist[u] * u;
        }
        for (int v = 0; v < side; v++) {
            // below: sum of (v - u); at or above: sum of (u - v)
            long countAbove = countAll - countBelow;
            long sumAbove = sumAll - sumBelow;
            s[v] = (countBelow * v - sumBelow) + (sumAbove - countAbove * v);
            countBelow += hist[v];
            sumBelow += hist[v] * v;
        }
        return s;
    }
}
