package org.schedlab.mesh.freelist;

import java.util.Arrays;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.WorkMeter;

/**
 * Finds the maximal free submeshes that meet a just-released submesh {@code A} from the maximal
 * free submeshes that bordered {@code A} before the release, with a handful of grid queries and no
 * scan of the mesh. Call the columns of {@code A} its strip and its rows its band.
 *
 * <p><b>What the old list tells.</b> Before the release every node of {@code A} was busy, so an old
 * maximal free submesh {@code F} with {@code F.xe = A.xb - 1} whose rows meet the band holds, for
 * each of those rows, the free run of that row ending next to {@code A}; the leftmost free node
 * {@code lf[r]} of row {@code r} of the band, reaching {@code A} through free nodes, is the smallest
 * {@code F.xb} over such left neighbours holding {@code r} ({@code A.xb} when there is none).
 * Likewise right ({@code rt[r]}), below ({@code dn[c]} for a column of the strip) and above
 * ({@code up[c]}). Above {@code A}, in one of its side columns {@code px}, the old maximal
 * submeshes with {@code F.yb = A.ye + 1} holding {@code px}, taken by increasing {@code F.ye}, are
 * exactly the steps of the staircase "rows {@code A.ye + 1 .. y} free around {@code px}": each is
 * the widest such block for its rows. The same holds below. All these values change only where a
 * neighbour begins or ends, so they are kept per segment, not per row or column.
 *
 * <p><b>Why three cases cover the result.</b> Let {@code R} be maximal free and meet {@code A}.
 *
 * <ol>
 *   <li>If {@code R}'s columns lie in the strip, its rows contain the band ({@code A} is free, so
 *       {@code R} could otherwise grow) and are the intersection of the runs {@code dn[c]..up[c]}
 *       of its columns.
 *   <li>If its rows lie in the band: the same with rows and columns swapped, from {@code lf..rt}.
 *   <li>Otherwise {@code R} leaves the strip on one side and the band on one side, so it holds the
 *       corner node of {@code A} on those sides. The maximal free submeshes through a node are read
 *       off the staircases up and down from it; a top level and a bottom level fix the columns, and
 *       the pair is maximal when the next level on each side (if any) is narrower than that.
 * </ol>
 *
 * <p>Every submesh found meets {@code A}; one may be found twice, so callers remove repeats. The
 * old submeshes the release makes non-maximal are among the neighbours: a submesh that can grow
 * after the release grows into a row or column holding a node of {@code A}. Cost: linear in the
 * number of neighbours and segments, plus the candidate pairs (few), plus at most two range queries
 * on the grid per candidate at the edges of the strip and band. No allocation once the buffers have
 * grown. Built for {@link FreeList}; the reasoning is ours (algorithms.md 1.1 fixes the result, not
 * the route).
 */
final class Staircases {
    private final OccupancyGrid grid;
    private final WorkMeter meter;
    private final int width;
    private final int height;
    private final long[] marks;
    /** Band segments (rows): {@code low} = lf, {@code high} = rt. */
    private final Segments band = new Segments();
    /** Strip segments (columns): {@code low} = dn, {@code high} = up. */
    private final Segments strip = new Segments();

    private final Levels up = new Levels();
    private final Levels down = new Levels();
    private final LongList side = new LongList();
    private long[] stepsAbove = new long[8];
    private long[] stepsBelow = new long[8];

    /** Runs of the band's rows or the strip's columns where the free reach on both sides is constant. */
    private static final class Segments {
        int n;
        int[] from = new int[8];
        int[] to = new int[8];
        int[] low = new int[8];
        int[] high = new int[8];

        void start(int first) {
            if (n == from.length) {
                from = Arrays.copyOf(from, n * 2);
                to = Arrays.copyOf(to, n * 2);
                low = Arrays.copyOf(low, n * 2);
                high = Arrays.copyOf(high, n * 2);
            }
            from[n++] = first;
        }
    }

    /** The levels of one staircase: last row of each level and the columns it keeps. */
    private static final class Levels {
        int n;
        int[] row = new int[8];
        int[] l = new int[8];
        int[] r = new int[8];

        void push(int lastRow, int left, int right) {
            if (n == row.length) {
                row = Arrays.copyOf(row, n * 2);
                l = Arrays.copyOf(l, n * 2);
                r = Arrays.copyOf(r, n * 2);
            }
            row[n] = lastRow;
            l[n] = left;
            r[n] = right;
            n++;
        }

        /** Whether level {@code i + 1} keeps the same columns as level {@code i}. */
        boolean sameAsNext(int i) {
            return i + 1 < n && l[i + 1] == l[i] && r[i + 1] == r[i];
        }

        /** Whether there is no level after {@code i}, or it drops a column of {@code x1..x2}. */
        boolean blocks(int i, int x1, int x2) {
            return i + 1 == n || l[i + 1] > x1 || r[i + 1] < x2;
        }
    }

    Staircases(OccupancyGrid grid) {
        this.grid = grid;
        this.meter = grid.meter();
        this.width = grid.width();
        this.height = grid.height();
        this.marks = new long[(Math.max(width, height) + 64) >>> 6];
    }

    /**
     * Appends to {@code out}, possibly with repeats, every maximal free submesh of the grid that
     * meets {@code (axb, ayb, axe, aye)}, now free.
     *
     * @param left the old maximal free submeshes with {@code xe = axb - 1} whose rows meet the band
     * @param right those with {@code xb = axe + 1} whose rows meet the band
     * @param below those with {@code ye = ayb - 1} whose columns meet the strip
     * @param above those with {@code yb = aye + 1} whose columns meet the strip
     */
    void touching(
            int axb,
            int ayb,
            int axe,
            int aye,
            LongList left,
            LongList right,
            LongList below,
            LongList above,
            LongList out) {
        split(band, ayb, aye, axb, axe, left, right, true);
        split(strip, axb, axe, ayb, aye, below, above, false);
        within(strip, axb, axe, false, out);
        within(band, ayb, aye, true, out);
        corners(axb, axb, ayb, axe, aye, 0, below, above, out);
        if (axe != axb) {
            corners(axe, axb, ayb, axe, aye, strip.n - 1, below, above, out);
        }
    }

    /**
     * Splits {@code from..to} (rows of the band when {@code rows}, else columns of the strip) where
     * a neighbour on either side starts or ends, and records per segment how far the free nodes
     * reach: the smallest low end of the {@code lowSide} neighbours holding it (else {@code
     * lowDefault}) and the largest high end of the {@code highSide} ones (else {@code highDefault}).
     */
    private void split(
            Segments s,
            int from,
            int to,
            int lowDefault,
            int highDefault,
            LongList lowSide,
            LongList highSide,
            boolean rows) {
        mark(from);
        markEnds(lowSide, from, to, rows);
        markEnds(highSide, from, to, rows);
        s.n = 0;
        for (int w = from >>> 6, last = to >>> 6; w <= last; w++) {
            long word = marks[w];
            marks[w] = 0;
            while (word != 0) {
                s.start((w << 6) + Long.numberOfTrailingZeros(word));
                word &= word - 1;
            }
        }
        meter.tests(s.n * (lowSide.size() + highSide.size()));
        for (int j = 0; j < s.n; j++) {
            s.to[j] = j + 1 < s.n ? s.from[j + 1] - 1 : to;
            int v = s.from[j];
            // selects instead of branches: whether a neighbour holds v is a coin toss
            int low = lowDefault;
            for (int i = 0, k = lowSide.size(); i < k; i++) {
                long f = lowSide.get(i);
                boolean holds = (first(f, rows) <= v) & (v <= last(f, rows));
                low = Math.min(low, holds ? first(f, !rows) : lowDefault);
            }
            int high = highDefault;
            for (int i = 0, k = highSide.size(); i < k; i++) {
                long f = highSide.get(i);
                boolean holds = (first(f, rows) <= v) & (v <= last(f, rows));
                high = Math.max(high, holds ? last(f, !rows) : highDefault);
            }
            s.low[j] = low;
            s.high[j] = high;
        }
    }

    /** First row ({@code rows}) or column of a submesh. */
    private static int first(long f, boolean rows) {
        return rows ? SubmeshKey.yb(f) : SubmeshKey.xb(f);
    }

    /** Last row ({@code rows}) or column of a submesh. */
    private static int last(long f, boolean rows) {
        return rows ? SubmeshKey.ye(f) : SubmeshKey.xe(f);
    }

    private void markEnds(LongList list, int from, int to, boolean rows) {
        meter.examined(list.size());
        for (int i = 0, k = list.size(); i < k; i++) {
            long f = list.get(i);
            int a = first(f, rows);
            int b = last(f, rows);
            if (a > from) {
                mark(a);
            }
            if (b < to) {
                mark(b + 1);
            }
        }
    }

    private void mark(int i) {
        marks[i >>> 6] |= 1L << i;
    }

    /**
     * Cases 1 and 2: submeshes whose columns lie in the strip ({@code rows} false; segments of
     * columns, reach in rows) or whose rows lie in the band ({@code rows} true), spanning segments
     * {@code i..j} of {@code from..to}. Inside, a neighbouring segment blocks growth when its reach
     * is narrower; at the ends, the grid line beyond is asked.
     */
    private void within(Segments s, int from, int to, boolean rows, LongList out) {
        int[] low = s.low;
        int[] high = s.high;
        for (int i = 0; i < s.n; i++) {
            if (i > 0 && low[i - 1] <= low[i] && high[i - 1] >= high[i]) {
                continue; // the previous segment reaches as far wherever this one does
            }
            int a = low[i];
            int b = high[i];
            for (int j = i; j < s.n; j++) {
                meter.tests(1);
                a = Math.max(a, low[j]);
                b = Math.min(b, high[j]);
                boolean end = j + 1 < s.n ? low[j + 1] > a || high[j + 1] < b : lineBlocked(to + 1, a, b, rows);
                if (end && (i > 0 ? low[i - 1] > a || high[i - 1] < b : lineBlocked(from - 1, a, b, rows))) {
                    out.add(
                            rows
                                    ? SubmeshKey.pack(a, s.from[i], b, s.to[j])
                                    : SubmeshKey.pack(s.from[i], a, s.to[j], b));
                }
            }
        }
    }

    /** Whether row ({@code rows}) or column {@code line} is off the mesh or busy somewhere in {@code a..b}. */
    private boolean lineBlocked(int line, int a, int b, boolean rows) {
        if (line < 1 || line > (rows ? height : width)) {
            return true;
        }
        return rows ? grid.anyBusyInRow(line, a, b) : grid.anyBusyInColumn(line, a, b);
    }

    /**
     * Case 3 for the corner nodes of side column {@code px} (rows {@code ayb} and {@code aye}; strip
     * segment {@code sp}). A corner matters only when a free node lies next to it outside the strip
     * and another outside the band, since the submeshes of case 3 hold both.
     */
    private void corners(
            int px, int axb, int ayb, int axe, int aye, int sp, LongList below, LongList above, LongList out) {
        int nb = band.n;
        boolean low = freeBeside(px, axb, axe, 0) && (strip.low[sp] < ayb || (ayb == aye && strip.high[sp] > aye));
        boolean high = ayb != aye && freeBeside(px, axb, axe, nb - 1) && strip.high[sp] > aye;
        if (!low && !high) {
            return;
        }
        long[] aboveSteps = stepsAbove = sortedSteps(above, px, stepsAbove, true);
        int na = side.size();
        long[] belowSteps = stepsBelow = sortedSteps(below, px, stepsBelow, false);
        int nbl = side.size();
        for (int c = 0; c < 2; c++) {
            if (!(c == 0 ? low : high)) {
                continue;
            }
            int first = c == 0 ? 0 : nb - 1; // band segment holding the corner row
            climb(up, first, true, aboveSteps, na);
            climb(down, first, false, belowSteps, nbl);
            for (int i = 0; i < up.n; i++) {
                if (up.sameAsNext(i)) {
                    continue; // one more level on top would not narrow the columns
                }
                for (int j = 0; j < down.n; j++) {
                    meter.tests(1);
                    if (down.sameAsNext(j)) {
                        continue;
                    }
                    int x1 = Math.max(up.l[i], down.l[j]);
                    int x2 = Math.min(up.r[i], down.r[j]);
                    if (up.blocks(i, x1, x2) && down.blocks(j, x1, x2)) {
                        out.add(SubmeshKey.pack(x1, down.row[j], x2, up.row[i]));
                    }
                }
            }
        }
    }

    /**
     * One staircase from band segment {@code first}: the band's segments upwards (or downwards),
     * then the {@code count} steps beyond the band, each level keeping the columns free on all rows
     * from the corner to it.
     */
    private void climb(Levels levels, int first, boolean upwards, long[] steps, int count) {
        levels.n = 0;
        int l = 1;
        int r = width;
        for (int j = first; upwards ? j < band.n : j >= 0; j += upwards ? 1 : -1) {
            l = Math.max(l, band.low[j]);
            r = Math.min(r, band.high[j]);
            levels.push(upwards ? band.to[j] : band.from[j], l, r);
        }
        for (int k = 0; k < count; k++) {
            long f = steps[k];
            levels.push(
                    upwards ? SubmeshKey.ye(f) : SubmeshKey.yb(f),
                    Math.max(l, SubmeshKey.xb(f)),
                    Math.min(r, SubmeshKey.xe(f)));
        }
    }

    /** Whether band segment {@code seg} has a free node just outside the strip on {@code px}'s side. */
    private boolean freeBeside(int px, int axb, int axe, int seg) {
        return (px == axb && band.low[seg] < axb) || (px == axe && band.high[seg] > axe);
    }

    /**
     * The neighbours of {@code list} holding column {@code px}, sorted away from the freed submesh
     * (by increasing top row above it, by decreasing bottom row below it), into {@code dst} (grown
     * if needed; the count is left in {@link #side}). Holding {@code px}, they narrow outwards.
     */
    private long[] sortedSteps(LongList list, int px, long[] dst, boolean aboveSide) {
        side.clear();
        meter.examined(list.size());
        for (int i = 0, k = list.size(); i < k; i++) {
            long f = list.get(i);
            if (SubmeshKey.xb(f) <= px && px <= SubmeshKey.xe(f)) {
                side.add(f);
            }
        }
        int n = side.size();
        long[] out = dst.length >= n ? dst : new long[Math.max(n, dst.length * 2)];
        for (int i = 0; i < n; i++) {
            long f = side.get(i);
            int key = aboveSide ? SubmeshKey.ye(f) : -SubmeshKey.yb(f);
            int j = i - 1;
            while (j >= 0 && (aboveSide ? SubmeshKey.ye(out[j]) : -SubmeshKey.yb(out[j])) > key) {
                out[j + 1] = out[j];
                j--;
                meter.tests(1);
            }
            meter.tests(j >= 0 ? 1 : 0);
            out[j + 1] = f;
        }
        return out;
    }
}
