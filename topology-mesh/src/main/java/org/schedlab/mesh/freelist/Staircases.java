package org.schedlab.mesh.freelist;

import java.util.Arrays;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.SubmeshKey;

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
    private final int width;
    private final int height;
    private final long[] marks;
    // Band segments (rows) and strip segments (columns): first index, last index, two values.
    private int[] bandFrom = new int[8];
    private int[] bandTo = new int[8];
    private int[] lf = new int[8];
    private int[] rt = new int[8];
    private int[] stripFrom = new int[8];
    private int[] stripTo = new int[8];
    private int[] dn = new int[8];
    private int[] up = new int[8];
    // Staircase levels from one corner: last row of the level and the columns it keeps.
    private int[] upRow = new int[8];
    private int[] upL = new int[8];
    private int[] upR = new int[8];
    private int[] dnRow = new int[8];
    private int[] dnL = new int[8];
    private int[] dnR = new int[8];
    private final LongList side = new LongList();
    private long[] stepsAbove = new long[8];
    private long[] stepsBelow = new long[8];

    Staircases(OccupancyGrid grid) {
        this.grid = grid;
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
        int nb = bandSegments(axb, ayb, axe, aye, left, right);
        int ns = stripSegments(axb, ayb, axe, aye, below, above);
        inStrip(axb, axe, ns, out);
        inBand(ayb, aye, nb, out);
        corners(axb, axb, ayb, axe, aye, nb, 0, below, above, out);
        if (axe != axb) {
            corners(axe, axb, ayb, axe, aye, nb, ns - 1, below, above, out);
        }
    }

    /** Splits the band where a left or right neighbour starts or ends; fills lf and rt. */
    private int bandSegments(int axb, int ayb, int axe, int aye, LongList left, LongList right) {
        mark(ayb);
        markRows(left, ayb, aye);
        markRows(right, ayb, aye);
        int n = readMarks(ayb, aye, true);
        for (int j = 0; j < n; j++) {
            int y = bandFrom[j];
            int l = axb;
            for (int i = 0, k = left.size(); i < k; i++) {
                long f = left.get(i);
                if (SubmeshKey.yb(f) <= y && y <= SubmeshKey.ye(f)) {
                    l = Math.min(l, SubmeshKey.xb(f));
                }
            }
            int r = axe;
            for (int i = 0, k = right.size(); i < k; i++) {
                long f = right.get(i);
                if (SubmeshKey.yb(f) <= y && y <= SubmeshKey.ye(f)) {
                    r = Math.max(r, SubmeshKey.xe(f));
                }
            }
            lf[j] = l;
            rt[j] = r;
        }
        return n;
    }

    /** Splits the strip where a neighbour below or above starts or ends; fills dn and up. */
    private int stripSegments(int axb, int ayb, int axe, int aye, LongList below, LongList above) {
        mark(axb);
        markColumns(below, axb, axe);
        markColumns(above, axb, axe);
        int n = readMarks(axb, axe, false);
        for (int j = 0; j < n; j++) {
            int x = stripFrom[j];
            int d = ayb;
            for (int i = 0, k = below.size(); i < k; i++) {
                long f = below.get(i);
                if (SubmeshKey.xb(f) <= x && x <= SubmeshKey.xe(f)) {
                    d = Math.min(d, SubmeshKey.yb(f));
                }
            }
            int u = aye;
            for (int i = 0, k = above.size(); i < k; i++) {
                long f = above.get(i);
                if (SubmeshKey.xb(f) <= x && x <= SubmeshKey.xe(f)) {
                    u = Math.max(u, SubmeshKey.ye(f));
                }
            }
            dn[j] = d;
            up[j] = u;
        }
        return n;
    }

    private void markRows(LongList list, int from, int to) {
        for (int i = 0, k = list.size(); i < k; i++) {
            long f = list.get(i);
            int yb = SubmeshKey.yb(f);
            int ye = SubmeshKey.ye(f);
            if (yb > from) {
                mark(yb);
            }
            if (ye < to) {
                mark(ye + 1);
            }
        }
    }

    private void markColumns(LongList list, int from, int to) {
        for (int i = 0, k = list.size(); i < k; i++) {
            long f = list.get(i);
            int xb = SubmeshKey.xb(f);
            int xe = SubmeshKey.xe(f);
            if (xb > from) {
                mark(xb);
            }
            if (xe < to) {
                mark(xe + 1);
            }
        }
    }

    private void mark(int i) {
        marks[i >>> 6] |= 1L << i;
    }

    /** Reads the marked indexes in {@code from..to} back as segment starts, clearing the marks. */
    private int readMarks(int from, int to, boolean band) {
        int n = 0;
        for (int w = from >>> 6, last = to >>> 6; w <= last; w++) {
            long word = marks[w];
            marks[w] = 0;
            while (word != 0) {
                int i = (w << 6) + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                if (band) {
                    if (n == bandFrom.length) {
                        growBand();
                    }
                    bandFrom[n++] = i;
                } else {
                    if (n == stripFrom.length) {
                        growStrip();
                    }
                    stripFrom[n++] = i;
                }
            }
        }
        int[] starts = band ? bandFrom : stripFrom;
        int[] ends = band ? bandTo : stripTo;
        for (int j = 0; j < n; j++) {
            ends[j] = j + 1 < n ? starts[j + 1] - 1 : to;
        }
        return n;
    }

    private void growBand() {
        int n = bandFrom.length * 2;
        bandFrom = Arrays.copyOf(bandFrom, n);
        bandTo = Arrays.copyOf(bandTo, n);
        lf = Arrays.copyOf(lf, n);
        rt = Arrays.copyOf(rt, n);
    }

    private void growStrip() {
        int n = stripFrom.length * 2;
        stripFrom = Arrays.copyOf(stripFrom, n);
        stripTo = Arrays.copyOf(stripTo, n);
        dn = Arrays.copyOf(dn, n);
        up = Arrays.copyOf(up, n);
    }

    /** Case 1: columns inside the strip, rows from the column runs. */
    private void inStrip(int axb, int axe, int n, LongList out) {
        for (int i = 0; i < n; i++) {
            if (i > 0 && dn[i - 1] <= dn[i] && up[i - 1] >= up[i]) {
                continue; // the segment to the left is free wherever this one is
            }
            int ya = dn[i];
            int yb = up[i];
            for (int j = i; j < n; j++) {
                ya = Math.max(ya, dn[j]);
                yb = Math.min(yb, up[j]);
                boolean right = j + 1 < n
                        ? dn[j + 1] > ya || up[j + 1] < yb
                        : axe == width || grid.anyBusyInColumn(axe + 1, ya, yb);
                if (!right) {
                    continue;
                }
                boolean leftBlocked =
                        i > 0 ? dn[i - 1] > ya || up[i - 1] < yb : axb == 1 || grid.anyBusyInColumn(axb - 1, ya, yb);
                if (leftBlocked) {
                    out.add(SubmeshKey.pack(stripFrom[i], ya, stripTo[j], yb));
                }
            }
        }
    }

    /** Case 2: rows inside the band, columns from the row runs. */
    private void inBand(int ayb, int aye, int n, LongList out) {
        for (int i = 0; i < n; i++) {
            if (i > 0 && lf[i - 1] <= lf[i] && rt[i - 1] >= rt[i]) {
                continue;
            }
            int xa = lf[i];
            int xb = rt[i];
            for (int j = i; j < n; j++) {
                xa = Math.max(xa, lf[j]);
                xb = Math.min(xb, rt[j]);
                boolean top = j + 1 < n
                        ? lf[j + 1] > xa || rt[j + 1] < xb
                        : aye == height || grid.anyBusyInRow(aye + 1, xa, xb);
                if (!top) {
                    continue;
                }
                boolean bottom =
                        i > 0 ? lf[i - 1] > xa || rt[i - 1] < xb : ayb == 1 || grid.anyBusyInRow(ayb - 1, xa, xb);
                if (bottom) {
                    out.add(SubmeshKey.pack(xa, bandFrom[i], xb, bandTo[j]));
                }
            }
        }
    }

    /**
     * Case 3 for the corner nodes of side column {@code px} (rows {@code ayb} and {@code aye}; strip
     * segment {@code sp}). A corner matters only when a free node lies next to it outside the strip
     * and another outside the band, since the submeshes of case 3 hold both.
     */
    private void corners(
            int px, int axb, int ayb, int axe, int aye, int nb, int sp, LongList below, LongList above, LongList out) {
        boolean low = freeBeside(px, axb, axe, 0) && (dn[sp] < ayb || (ayb == aye && up[sp] > aye));
        boolean high = ayb != aye && freeBeside(px, axb, axe, nb - 1) && up[sp] > aye;
        if (!low && !high) {
            return;
        }
        holding(above, px);
        int na = side.size();
        long[] aboveSteps = byTopRow(na);
        holding(below, px);
        int nbl = side.size();
        long[] belowSteps = byBottomRowDown(nbl);
        for (int c = 0; c < 2; c++) {
            if (!(c == 0 ? low : high)) {
                continue;
            }
            int first = c == 0 ? 0 : nb - 1; // band segment holding the corner row
            // Up: band segments from the corner's, then the steps above.
            int nu = 0;
            int l = 1;
            int r = width;
            for (int j = first; j < nb; j++) {
                l = Math.max(l, lf[j]);
                r = Math.min(r, rt[j]);
                nu = pushUp(nu, bandTo[j], l, r);
            }
            for (int k = 0; k < na; k++) {
                long f = aboveSteps[k];
                nu = pushUp(nu, SubmeshKey.ye(f), Math.max(l, SubmeshKey.xb(f)), Math.min(r, SubmeshKey.xe(f)));
            }
            // Down: band segments from the corner's, then the steps below.
            int nd = 0;
            l = 1;
            r = width;
            for (int j = first; j >= 0; j--) {
                l = Math.max(l, lf[j]);
                r = Math.min(r, rt[j]);
                nd = pushDown(nd, bandFrom[j], l, r);
            }
            for (int k = 0; k < nbl; k++) {
                long f = belowSteps[k];
                nd = pushDown(nd, SubmeshKey.yb(f), Math.max(l, SubmeshKey.xb(f)), Math.min(r, SubmeshKey.xe(f)));
            }
            for (int i = 0; i < nu; i++) {
                if (i + 1 < nu && upL[i + 1] == upL[i] && upR[i + 1] == upR[i]) {
                    continue; // one more level on top would not narrow the columns
                }
                for (int j = 0; j < nd; j++) {
                    if (j + 1 < nd && dnL[j + 1] == dnL[j] && dnR[j + 1] == dnR[j]) {
                        continue;
                    }
                    int x1 = Math.max(upL[i], dnL[j]);
                    int x2 = Math.min(upR[i], dnR[j]);
                    boolean top = i + 1 == nu || upL[i + 1] > x1 || upR[i + 1] < x2;
                    boolean bottom = j + 1 == nd || dnL[j + 1] > x1 || dnR[j + 1] < x2;
                    if (top && bottom) {
                        out.add(SubmeshKey.pack(x1, dnRow[j], x2, upRow[i]));
                    }
                }
            }
        }
    }

    /** Whether band segment {@code seg} has a free node just outside the strip on {@code px}'s side. */
    private boolean freeBeside(int px, int axb, int axe, int seg) {
        return (px == axb && lf[seg] < axb) || (px == axe && rt[seg] > axe);
    }

    /** The neighbours of {@code list} holding column {@code px}, into {@link #side}. */
    private void holding(LongList list, int px) {
        side.clear();
        for (int i = 0, k = list.size(); i < k; i++) {
            long f = list.get(i);
            if (SubmeshKey.xb(f) <= px && px <= SubmeshKey.xe(f)) {
                side.add(f);
            }
        }
    }

    /** The steps above by increasing top row (they hold {@code px}, so widths shrink upwards). */
    private long[] byTopRow(int n) {
        if (stepsAbove.length < n) {
            stepsAbove = new long[Math.max(n, stepsAbove.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            long f = side.get(i);
            int j = i - 1;
            while (j >= 0 && SubmeshKey.ye(stepsAbove[j]) > SubmeshKey.ye(f)) {
                stepsAbove[j + 1] = stepsAbove[j];
                j--;
            }
            stepsAbove[j + 1] = f;
        }
        return stepsAbove;
    }

    /** The steps below by decreasing bottom row. */
    private long[] byBottomRowDown(int n) {
        if (stepsBelow.length < n) {
            stepsBelow = new long[Math.max(n, stepsBelow.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            long f = side.get(i);
            int j = i - 1;
            while (j >= 0 && SubmeshKey.yb(stepsBelow[j]) < SubmeshKey.yb(f)) {
                stepsBelow[j + 1] = stepsBelow[j];
                j--;
            }
            stepsBelow[j + 1] = f;
        }
        return stepsBelow;
    }

    private int pushUp(int n, int row, int l, int r) {
        if (n == upRow.length) {
            upRow = Arrays.copyOf(upRow, n * 2);
            upL = Arrays.copyOf(upL, n * 2);
            upR = Arrays.copyOf(upR, n * 2);
        }
        upRow[n] = row;
        upL[n] = l;
        upR[n] = r;
        return n + 1;
    }

    private int pushDown(int n, int row, int l, int r) {
        if (n == dnRow.length) {
            dnRow = Arrays.copyOf(dnRow, n * 2);
            dnL = Arrays.copyOf(dnL, n * 2);
            dnR = Arrays.copyOf(dnR, n * 2);
        }
        dnRow[n] = row;
        dnL[n] = l;
        dnR[n] = r;
        return n + 1;
    }
}
