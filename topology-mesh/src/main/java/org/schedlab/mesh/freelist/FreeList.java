package org.schedlab.mesh.freelist;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.WorkMeter;

/**
 * The list of all maximal free submeshes of a mesh, kept up to date incrementally and always in
 * canonical order ({@code yb}, {@code xb}, larger area first, {@code xe}, {@code ye}; the natural
 * order of {@link SubmeshKey}s).
 *
 * <p>On allocation of {@code A} (split and prune): every listed submesh that meets {@code A} is
 * replaced by its parts left of, right of, below and above {@code A}; a new part is dropped when
 * another listed submesh contains it. The untouched submeshes stay maximal, so only the new parts
 * need the containment test, and a part can only be contained in a part on the same side of
 * {@code A} or in an untouched submesh bordering that side (see {@link #allocated}). On release of {@code A} (local re-enumeration): the maximal free
 * submeshes that meet {@code A} are found, and the old submeshes that one of them swallows are
 * dropped. A short list finds them by scanning the column bands of the grid ({@link
 * MaximalFreeSubmeshes#touching}); from {@value #NEIGHBOURS_FROM} submeshes on they are read off
 * the old submeshes that border {@code A} ({@link Staircases}), which are also the only ones that
 * can be swallowed. Both updates are exact (algorithms.md 1.1); the technique of the allocation
 * update is that of the MaxRects bin packer (J. Jylänki, "A thousand ways to pack the bin", 2010).
 *
 * <p>Cost with {@code L} listed submeshes and {@code k} new ones: allocation {@code O(L + k * (k_s +
 * b_s))} with {@code k_s} parts and {@code b_s} bordering submeshes per side;
 * release by bands {@code O(L * k + W / 64)} plus the enumeration over the {@code K <= 2L + 3}
 * column band boundaries read off the old list ({@code O(K^2 * H / 64)} at worst); release from
 * the neighbours {@code O(L + k * b)} for {@code b} bordering submeshes, plus the staircase pairs
 * (few). Neither depends on the mesh area directly, which keeps MPL's cost growing slowly with the
 * mesh. Storage is a sorted {@code long[]}. Every update reads only the submeshes that start in
 * rows up to {@code A.ye + 1} (a binary search finds where they end; the rest cannot meet or
 * border {@code A}) and merges the new ones in place; the updates allocate nothing once the
 * scratch buffers have grown.
 *
 * <p>The list reads the {@link OccupancyGrid} it was built on: when {@link #released} is called the
 * grid must already show the released nodes as free ({@link #allocated} does not read the grid).
 */
public final class FreeList {
    /**
     * List length from which a release reads the neighbours rather than scanning column bands;
     * below it the band scan is cheaper (measured with the mesh benchmarks' replays, README).
     */
    static final int NEIGHBOURS_FROM = 24;

    /** Sides of an updated submesh, the indexes of {@link #borders} and {@link #cuts}. */
    private static final int LEFT = 0;

    private static final int RIGHT = 1;
    private static final int BELOW = 2;
    private static final int ABOVE = 3;

    private final OccupancyGrid grid;
    private final WorkMeter meter;
    private long[] keys;
    private int size;
    private final LongList fresh = new LongList();
    private final long[] scratch;
    private final int[] starts;
    private final long[] columnMarks;
    private final int neighboursFrom;
    /** Per side of the updated submesh, the listed submeshes bordering it there. */
    private final LongList[] borders = {new LongList(), new LongList(), new LongList(), new LongList()};
    /** Per side of an allocated submesh, the parts of the split submeshes on that side. */
    private final LongList[] cuts = {new LongList(), new LongList(), new LongList(), new LongList()};

    private final Staircases staircases;

    /** The free list of the current state of {@code grid}. */
    public FreeList(OccupancyGrid grid) {
        this(grid, NEIGHBOURS_FROM);
    }

    /**
     * As {@link #FreeList(OccupancyGrid)}, with the list length from which releases use the
     * neighbour update ({@code 0}: always, {@link Integer#MAX_VALUE}: never); for tests and benchmarks.
     */
    public FreeList(OccupancyGrid grid, int neighboursFrom) {
        this.grid = grid;
        this.meter = grid.meter();
        this.neighboursFrom = neighboursFrom;
        this.scratch = new long[grid.columnWords()];
        this.starts = new int[grid.width()];
        this.columnMarks = new long[(grid.width() + 63) >>> 6];
        this.staircases = new Staircases(grid);
        this.keys = MaximalFreeSubmeshes.all(grid);
        this.size = keys.length;
        if (keys.length < 16) {
            keys = Arrays.copyOf(keys, 16);
        }
    }

    /** A copy of {@code other} that reads {@code grid} (a copy of the other's grid). */
    public FreeList(FreeList other, OccupancyGrid grid) {
        this.grid = grid;
        this.meter = grid.meter();
        this.neighboursFrom = other.neighboursFrom;
        this.scratch = new long[grid.columnWords()];
        this.starts = new int[grid.width()];
        this.columnMarks = new long[(grid.width() + 63) >>> 6];
        this.staircases = new Staircases(grid);
        this.keys = other.keys.clone();
        this.size = other.size;
    }

    /** Number of maximal free submeshes. */
    public int size() {
        return size;
    }

    /** The {@code i}-th maximal free submesh in canonical order, as a {@link SubmeshKey}. */
    public long key(int i) {
        return keys[i];
    }

    /** The maximal free submeshes in canonical order. */
    public List<Submesh> submeshes() {
        List<Submesh> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(SubmeshKey.toSubmesh(keys[i]));
        }
        return out;
    }

    /**
     * Updates the list after {@code (xb, yb, xe, ye)}, which was free, became busy.
     *
     * <p>A part left of {@code A} holds column {@code xb - 1} and a row of {@code A}, so only another
     * left part or an untouched submesh bordering {@code A} on the left ({@code xe = xb - 1}, rows
     * meeting {@code A}'s) can contain it: a part below or above misses its rows, a part right of
     * {@code A} its column, and any other untouched submesh holding both would meet {@code A}. The
     * same holds on each side, so the parts are pruned side by side against a few candidates.
     */
    public void allocated(int xb, int yb, int xe, int ye) {
        for (LongList side : borders) {
            side.clear();
        }
        for (LongList side : cuts) {
            side.clear();
        }
        int end = firstStartingAfter(ye + 1);
        meter.examined(end);
        int kept = 0;
        for (int i = 0; i < end; i++) {
            long f = keys[i];
            int fxb = SubmeshKey.xb(f);
            int fyb = SubmeshKey.yb(f);
            int fxe = SubmeshKey.xe(f);
            int fye = SubmeshKey.ye(f);
            // non-short-circuit tests: most submeshes are far from A, and one rarely taken branch
            // costs less than four unpredictable ones
            boolean rowsMeet = (fyb <= ye) & (yb <= fye);
            boolean columnsMeet = (fxb <= xe) & (xb <= fxe);
            if (!(rowsMeet & columnsMeet)) {
                keys[kept++] = f;
                if (near(fxb, fyb, fxe, fye, xb, yb, xe, ye)) {
                    int side = borderSide(fxb, fyb, fxe, fye, xb, yb, xe, ye, rowsMeet, columnsMeet);
                    if (side >= 0) {
                        borders[side].add(f);
                    }
                }
                continue;
            }
            if (xb > fxb) {
                cuts[LEFT].add(SubmeshKey.pack(fxb, fyb, xb - 1, fye));
            }
            if (xe < fxe) {
                cuts[RIGHT].add(SubmeshKey.pack(xe + 1, fyb, fxe, fye));
            }
            if (yb > fyb) {
                cuts[BELOW].add(SubmeshKey.pack(fxb, fyb, fxe, yb - 1));
            }
            if (ye < fye) {
                cuts[ABOVE].add(SubmeshKey.pack(fxb, ye + 1, fxe, fye));
            }
        }
        fresh.clear();
        for (int side = 0; side < 4; side++) {
            keepUncovered(cuts[side], borders[side]);
        }
        meter.tests(fresh.sort());
        merge(kept, fresh, fresh.size(), end);
    }

    /**
     * The side of {@code A = (xb, yb, xe, ye)} on which the submesh {@code (fxb, fyb, fxe, fye)},
     * which does not meet {@code A}, touches it along an edge ({@link #LEFT} to {@link #ABOVE}), or
     * {@code -1}; {@code rowsMeet} and {@code columnsMeet} tell whether its rows (columns) meet
     * {@code A}'s.
     */
    private static int borderSide(
            int fxb, int fyb, int fxe, int fye, int xb, int yb, int xe, int ye, boolean rowsMeet, boolean columnsMeet) {
        if (rowsMeet) {
            return fxe == xb - 1 ? LEFT : fxb == xe + 1 ? RIGHT : -1;
        }
        if (columnsMeet) {
            return fye == yb - 1 ? BELOW : fyb == ye + 1 ? ABOVE : -1;
        }
        return -1;
    }

    /** Whether {@code (fxb, fyb, fxe, fye)} meets {@code A} or its ring of neighbouring nodes; no branches. */
    private static boolean near(int fxb, int fyb, int fxe, int fye, int xb, int yb, int xe, int ye) {
        return (fxb <= xe + 1) & (xb - 1 <= fxe) & (fyb <= ye + 1) & (yb - 1 <= fye);
    }

    /**
     * Adds to {@link #fresh} each part of {@code parts} that no other part and no submesh of {@code
     * border} contains. The parts of one side are distinct: two equal left parts would come from
     * two maximal submeshes with the same first column and rows, one inside the other.
     */
    private void keepUncovered(LongList parts, LongList border) {
        long[] p = parts.array();
        long[] b = border.array();
        meter.tests(parts.size() * (parts.size() + border.size()));
        for (int i = 0, n = parts.size(), m = border.size(); i < n; i++) {
            long part = p[i];
            int xb = SubmeshKey.xb(part);
            int yb = SubmeshKey.yb(part);
            int xe = SubmeshKey.xe(part);
            int ye = SubmeshKey.ye(part);
            int covered = 0; // negative once something covers the part
            for (int j = 0; j < n; j++) {
                covered |= covers(p[j], xb, yb, xe, ye) & (j == i ? 0 : -1);
            }
            for (int j = 0; j < m; j++) {
                covered |= covers(b[j], xb, yb, xe, ye);
            }
            if (covered >= 0) {
                fresh.add(part);
            }
        }
    }

    /** Negative when {@code q} contains {@code (xb, yb, xe, ye)}; computed without branches. */
    private static int covers(long q, int xb, int yb, int xe, int ye) {
        return (SubmeshKey.xb(q) - xb - 1)
                & (xe - SubmeshKey.xe(q) - 1)
                & (SubmeshKey.yb(q) - yb - 1)
                & (ye - SubmeshKey.ye(q) - 1);
    }

    /**
     * Updates the list after {@code (xb, yb, xe, ye)}, which was busy, became free in the grid.
     * Short lists take the column-band enumeration (cheapest when there are few bands); longer ones
     * read the new submeshes off the old neighbours of the released one ({@link Staircases}), which
     * costs about the same whatever the fragmentation. Both give the exact list.
     */
    public void released(int xb, int yb, int xe, int ye) {
        if (size < neighboursFrom) {
            releasedByBands(xb, yb, xe, ye);
        } else {
            releasedFromNeighbours(xb, yb, xe, ye);
        }
    }

    private void releasedByBands(int xb, int yb, int xe, int ye) {
        fresh.clear();
        int count = bandStarts(xb, xe);
        MaximalFreeSubmeshes.touching(grid, xb, yb, xe, ye, starts, count, scratch, fresh);
        meter.tests(fresh.sort());
        int n = fresh.size();
        int end = firstStartingAfter(ye + 1);
        meter.examined(end);
        int kept = 0;
        // Only an old submesh next to the released one can be swallowed: the row or column by
        // which a new rectangle extends it was busy before and is free now, so it holds a node of
        // (xb, yb, xe, ye). The cheap adjacency test spares the containment scan for the others.
        for (int i = 0; i < end; i++) {
            long f = keys[i];
            if (!SubmeshKey.intersects(f, xb - 1, yb - 1, xe + 1, ye + 1) || !containedIn(f, fresh.array(), n)) {
                keys[kept++] = f;
            }
        }
        merge(kept, fresh, n, end);
    }

    /**
     * Collects a superset of the first columns of the column bands after the release of columns
     * {@code xb..xe}, from the list before the update: where two adjacent columns differ, one of
     * them holds a free node whose maximal free submesh ends there; the release can only add
     * differences at its own sides. Marks the columns in a bit set of {@code W} bits and reads
     * them back in order: {@code O(L + W / 64)}, no grid scan, no sort.
     *
     * @return the number of ascending distinct entries written to {@link #starts}
     */
    private int bandStarts(int xb, int xe) {
        int width = grid.width();
        long[] marks = columnMarks;
        meter.examined(size);
        marks[0] |= 1L;
        marks[(xb - 1) >>> 6] |= 1L << (xb - 1);
        if (xe < width) {
            marks[xe >>> 6] |= 1L << xe;
        }
        for (int i = 0; i < size; i++) {
            long f = keys[i];
            int x = SubmeshKey.xb(f) - 1;
            marks[x >>> 6] |= 1L << x;
            int after = SubmeshKey.xe(f);
            if (after < width) {
                marks[after >>> 6] |= 1L << after;
            }
        }
        int n = 0;
        for (int w = 0; w < marks.length; w++) {
            long word = marks[w];
            marks[w] = 0;
            while (word != 0) {
                starts[n++] = (w << 6) + Long.numberOfTrailingZeros(word) + 1;
                word &= word - 1;
            }
        }
        return n;
    }

    private void releasedFromNeighbours(int xb, int yb, int xe, int ye) {
        // One pass: the submeshes bordering the released one go to four side lists (they are the
        // only ones the release can swallow, and they describe the free runs around it); the rest
        // stay, in order.
        for (LongList side : borders) {
            side.clear();
        }
        int end = firstStartingAfter(ye + 1);
        meter.examined(end);
        int kept = 0;
        for (int i = 0; i < end; i++) {
            long f = keys[i];
            int fxb = SubmeshKey.xb(f);
            int fyb = SubmeshKey.yb(f);
            int fxe = SubmeshKey.xe(f);
            int fye = SubmeshKey.ye(f);
            keys[kept] = f;
            if (!near(fxb, fyb, fxe, fye, xb, yb, xe, ye)) {
                kept++;
                continue;
            }
            int side = borderSide(
                    fxb, fyb, fxe, fye, xb, yb, xe, ye, (fyb <= ye) & (yb <= fye), (fxb <= xe) & (xb <= fxe));
            if (side >= 0) {
                borders[side].add(f);
            } else {
                kept++;
            }
        }
        fresh.clear();
        staircases.touching(xb, yb, xe, ye, borders[LEFT], borders[RIGHT], borders[BELOW], borders[ABOVE], fresh);
        meter.tests(fresh.sortDistinct());
        int n = fresh.size();
        for (LongList side : borders) {
            keepUnswallowed(side, n);
        }
        meter.tests(fresh.sort());
        merge(kept, fresh, fresh.size(), end);
    }

    /** Adds to {@link #fresh} the submeshes of {@code side} that none of its first {@code n} contains. */
    private void keepUnswallowed(LongList side, int n) {
        long[] grown = fresh.array();
        meter.tests(side.size() * n);
        for (int i = 0, k = side.size(); i < k; i++) {
            long f = side.get(i);
            int xb = SubmeshKey.xb(f);
            int yb = SubmeshKey.yb(f);
            int xe = SubmeshKey.xe(f);
            int ye = SubmeshKey.ye(f);
            int covered = 0;
            for (int j = 0; j < n; j++) {
                covered |= covers(grown[j], xb, yb, xe, ye);
            }
            if (covered >= 0) {
                fresh.add(f);
                grown = fresh.array();
            }
        }
    }

    private boolean containedIn(long p, long[] list, int n) {
        meter.tests(n);
        int xb = SubmeshKey.xb(p);
        int yb = SubmeshKey.yb(p);
        int xe = SubmeshKey.xe(p);
        int ye = SubmeshKey.ye(p);
        for (int j = 0; j < n; j++) {
            long q = list[j];
            if (SubmeshKey.xb(q) <= xb && xe <= SubmeshKey.xe(q) && SubmeshKey.yb(q) <= yb && ye <= SubmeshKey.ye(q)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The index of the first listed submesh whose first row is after {@code row}. The list is
     * sorted by first row before anything else, so every submesh an update can touch, meeting or
     * bordering rows up to {@code ye + 1}, lies before {@code firstStartingAfter(ye + 1)}, and so do
     * all the submeshes it adds; the rest of the list stays as it is.
     */
    private int firstStartingAfter(int row) {
        long bound = SubmeshKey.firstWithRow(row + 1);
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < bound) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The list becomes the sorted merge of {@code keys[0..kept)} and {@code add[0..n)}, followed by
     * the untouched {@code keys[end..size)} (every added key is smaller than those). In place: the
     * untouched part is moved once, then the merge runs backwards and stops when the added keys are
     * placed, since the kept ones below them are already where they belong.
     */
    private void merge(int kept, LongList add, int n, int end) {
        int tail = size - end;
        int total = kept + n + tail;
        if (keys.length < total) {
            keys = Arrays.copyOf(keys, Math.max(total, keys.length * 2));
        }
        System.arraycopy(keys, end, keys, kept + n, tail);
        long[] a = add.array();
        int i = kept - 1;
        int k = kept + n - 1;
        for (int j = n - 1; j >= 0; ) {
            if (i >= 0 && keys[i] > a[j]) {
                keys[k--] = keys[i--];
            } else {
                keys[k--] = a[j--];
            }
        }
        // the tail moved once, then one write per merged entry placed (from the top down)
        meter.moves(tail + kept + n - 1 - k);
        size = total;
    }

    /**
     * Audits the list against {@link MaximalFreeSubmeshes#bruteForce} on the grid.
     *
     * @throws IllegalStateException naming the first difference
     */
    public void checkInvariants() {
        long[] expected = MaximalFreeSubmeshes.bruteForce(grid);
        long[] actual = Arrays.copyOf(keys, size);
        if (!Arrays.equals(expected, actual)) {
            throw new IllegalStateException("free list " + describe(actual)
                    + " differs from the maximal free submeshes " + describe(expected) + " of\n" + grid);
        }
    }

    private static String describe(long[] ks) {
        StringBuilder sb = new StringBuilder("[");
        for (long k : ks) {
            if (sb.length() > 1) {
                sb.append(' ');
            }
            sb.append(SubmeshKey.describe(k));
        }
        return sb.append(']').toString();
    }
}
