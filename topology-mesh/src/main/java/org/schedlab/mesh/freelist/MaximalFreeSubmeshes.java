package org.schedlab.mesh.freelist;

import java.util.Arrays;
import org.schedlab.mesh.geometry.Bits;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * Enumerates maximal free submeshes from an occupancy grid.
 *
 * <p>Both enumerations walk every left column {@code x1} and extend the span to the right,
 * keeping the rows that stay free across the whole span; each maximal run of such rows is a free
 * rectangle that cannot grow up or down, and it is maximal when it cannot grow left or right
 * either (algorithms.md 1.1, {@code EnumerateMaximal}). {@link #bruteForce} does exactly that with
 * boolean arrays, {@code O(W^2 * H)}, as the independent reference for audits and tests.
 *
 * <p>{@link #touching} is the fast one. It works on column bit sets and on <em>column bands</em>:
 * runs of adjacent columns with identical free nodes. A maximal rectangle starts at the first
 * column of a band and ends at the last column of one (otherwise it could grow sideways), so the
 * walk visits band boundaries only, and stops extending a span as soon as none of the target's
 * rows stay free. With {@code K} bands its cost is at most {@code O(K^2 * H / 64)}, and far less
 * on a busy mesh; {@code K} is at most one more than twice the number of busy submeshes. On a mesh
 * of at most 64 rows a column is one word, and the walk runs on {@code long} values (same
 * rectangles, same order, same charges).
 */
public final class MaximalFreeSubmeshes {
    private MaximalFreeSubmeshes() {}

    /**
     * Appends to {@code out} (as {@link SubmeshKey}s, in no particular order) every maximal free
     * submesh of {@code grid} that shares a node with {@code (axb, ayb, axe, aye)}.
     *
     * @param starts ascending columns {@code starts[0] = 1 < starts[1] < ... <= W}, a superset of
     *     the first columns of the column bands ({@link #bandStarts})
     * @param count number of entries of {@code starts} in use
     * @param scratch at least {@link OccupancyGrid#columnWords()} words of scratch space
     */
    public static void touching(
            OccupancyGrid grid,
            int axb,
            int ayb,
            int axe,
            int aye,
            int[] starts,
            int count,
            long[] scratch,
            LongList out) {
        if (grid.columnWords() == 1) {
            touchingOneWord(grid, axb, ayb, axe, aye, starts, count, scratch, out);
        } else {
            touchingWords(grid, axb, ayb, axe, aye, starts, count, scratch, out);
        }
    }

    /** {@link #touching} on column bit sets of any number of words. */
    static void touchingWords(
            OccupancyGrid grid,
            int axb,
            int ayb,
            int axe,
            int aye,
            int[] starts,
            int count,
            long[] scratch,
            LongList out) {
        int width = grid.width();
        int top = grid.height() - 1;
        int lo = ayb - 1;
        int hi = aye - 1;
        long[] run = scratch;
        for (int i = firstStart(grid, axb, lo, hi, starts, count, run); i < count && starts[i] <= axe; i++) {
            int x1 = starts[i];
            grid.freeColumn(x1, run);
            if (x1 > 1 && !grid.anyBusyInColumn(x1 - 1, run)) {
                continue; // every free node of x1 could grow left: no rectangle starts here
            }
            for (int j = i; j < count; j++) {
                grid.meter().tests(1);
                if (j > i) {
                    grid.andFreeColumn(starts[j], run);
                }
                int s = Bits.next(run, 0, lo, hi);
                if (s < 0) {
                    break; // no row of the target stays free across the span
                }
                int x2 = j + 1 < count ? starts[j + 1] - 1 : width;
                if (x2 < axb) {
                    continue;
                }
                if (s == lo) {
                    s = Bits.lastClear(run, 0, lo) + 1; // the run that holds row ayb starts lower
                }
                while (s >= 0) {
                    grid.meter().tests(1);
                    int e = Bits.nextClear(run, 0, s, top) - 1;
                    if ((x1 == 1 || grid.anyBusyInColumn(x1 - 1, s + 1, e + 1))
                            && (x2 == width || grid.anyBusyInColumn(x2 + 1, s + 1, e + 1))) {
                        out.add(SubmeshKey.pack(x1, s + 1, x2, e + 1));
                    }
                    s = e + 1 <= hi ? Bits.next(run, 0, e + 1, hi) : -1;
                }
            }
        }
    }

    /**
     * {@link #touchingWords} on a mesh of at most 64 rows, where a column is one word: the same
     * walk, the same rectangles in the same order, and the same charges, on {@code long} values
     * instead of word arrays.
     */
    private static void touchingOneWord(
            OccupancyGrid grid,
            int axb,
            int ayb,
            int axe,
            int aye,
            int[] starts,
            int count,
            long[] scratch,
            LongList out) {
        int width = grid.width();
        int top = grid.height() - 1;
        int lo = ayb - 1;
        int hi = aye - 1;
        long target = Bits.mask(lo, hi);
        for (int i = firstStart(grid, axb, lo, hi, starts, count, scratch); i < count && starts[i] <= axe; i++) {
            int x1 = starts[i];
            long run = grid.freeColumnWord(x1);
            if (x1 > 1 && (run & ~grid.freeColumnWord(x1 - 1)) == 0) {
                continue; // every free node of x1 could grow left: no rectangle starts here
            }
            for (int j = i; j < count; j++) {
                grid.meter().tests(1);
                if (j > i) {
                    run &= grid.freeColumnWord(starts[j]);
                }
                long inTarget = run & target;
                if (inTarget == 0) {
                    break; // no row of the target stays free across the span
                }
                int x2 = j + 1 < count ? starts[j + 1] - 1 : width;
                if (x2 < axb) {
                    continue;
                }
                int s = Long.numberOfTrailingZeros(inTarget);
                if (s == lo) {
                    // the run that holds row ayb starts lower: one above the highest busy row below
                    long below = ~run & Bits.mask(0, lo);
                    s = below == 0 ? 0 : 64 - Long.numberOfLeadingZeros(below);
                }
                while (s >= 0) {
                    grid.meter().tests(1);
                    long busyFrom = ~run & Bits.mask(s, top);
                    int e = (busyFrom == 0 ? top + 1 : Long.numberOfTrailingZeros(busyFrom)) - 1;
                    if ((x1 == 1 || grid.anyBusyInColumn(x1 - 1, s + 1, e + 1))
                            && (x2 == width || grid.anyBusyInColumn(x2 + 1, s + 1, e + 1))) {
                        out.add(SubmeshKey.pack(x1, s + 1, x2, e + 1));
                    }
                    long next = e + 1 <= hi ? run & target & (-1L << (e + 1)) : 0;
                    s = next == 0 ? -1 : Long.numberOfTrailingZeros(next);
                }
            }
        }
    }

    /**
     * The index in {@code starts} of the leftmost column where a rectangle that reaches the target
     * (columns from {@code axb}, rows {@code lo..hi}, 0-based) can start. A rectangle starting at
     * {@code x1 < axb} holds a target row free on every column {@code x1..axb-1}; walking the bands
     * leftwards from {@code axb - 1} with the target rows as a mask finds where the last such row
     * is cut off. Starts further left would only grow spans that die before the target. Costs one
     * column AND per band passed, instead of one whole span walk per start.
     */
    private static int firstStart(OccupancyGrid grid, int axb, int lo, int hi, int[] starts, int count, long[] mask) {
        if (axb == 1) {
            return 0;
        }
        int k = Arrays.binarySearch(starts, 0, count, axb - 1);
        if (k < 0) {
            k = -k - 2; // the band holding column axb - 1
        }
        Arrays.fill(mask, 0L);
        Bits.set(mask, 0, lo, hi);
        for (; k >= 0; k--) {
            grid.andFreeColumn(starts[k], mask);
            if (!Bits.any(mask, 0, lo, hi)) {
                return k + 1;
            }
        }
        return 0;
    }

    /**
     * The first column of every column band of {@code grid} (columns {@code x} with {@code x = 1}
     * or free nodes different from column {@code x - 1}), ascending. {@code O(W * H / 64)}.
     */
    public static int[] bandStarts(OccupancyGrid grid) {
        int width = grid.width();
        int words = grid.columnWords();
        int[] starts = new int[width];
        long[] prev = new long[words];
        long[] cur = new long[words];
        int n = 0;
        for (int x = 1; x <= width; x++) {
            grid.freeColumn(x, cur);
            if (x == 1 || !Arrays.equals(prev, cur)) {
                starts[n++] = x;
            }
            long[] t = prev;
            prev = cur;
            cur = t;
        }
        return Arrays.copyOf(starts, n);
    }

    /** Every maximal free submesh of {@code grid}, sorted in canonical order. */
    public static long[] all(OccupancyGrid grid) {
        LongList out = new LongList();
        int[] starts = bandStarts(grid);
        touching(grid, 1, 1, grid.width(), grid.height(), starts, starts.length, new long[grid.columnWords()], out);
        grid.meter().tests(out.sort());
        return out.toArray();
    }

    /**
     * The reference enumeration: every maximal free submesh, sorted in canonical order, computed
     * with boolean arrays and no shortcuts. {@code O(W^2 * H)}.
     */
    public static long[] bruteForce(OccupancyGrid grid) {
        int w = grid.width();
        int h = grid.height();
        LongList out = new LongList();
        boolean[] rowFree = new boolean[h + 2];
        for (int x1 = 1; x1 <= w; x1++) {
            Arrays.fill(rowFree, 1, h + 1, true);
            for (int x2 = x1; x2 <= w; x2++) {
                boolean anyFree = false;
                for (int y = 1; y <= h; y++) {
                    rowFree[y] &= !grid.isBusy(x2, y);
                    anyFree |= rowFree[y];
                }
                if (!anyFree) {
                    break;
                }
                int y = 1;
                while (y <= h) {
                    if (!rowFree[y]) {
                        y++;
                        continue;
                    }
                    int ya = y;
                    while (y <= h && rowFree[y]) {
                        y++;
                    }
                    int yb = y - 1;
                    if (blocked(grid, x1 - 1, ya, yb) && blocked(grid, x2 + 1, ya, yb)) {
                        out.add(SubmeshKey.pack(x1, ya, x2, yb));
                    }
                }
            }
        }
        out.sort();
        return out.toArray();
    }

    private static boolean blocked(OccupancyGrid grid, int x, int ya, int yb) {
        if (x < 1 || x > grid.width()) {
            return true;
        }
        for (int y = ya; y <= yb; y++) {
            if (grid.isBusy(x, y)) {
                return true;
            }
        }
        return false;
    }
}
