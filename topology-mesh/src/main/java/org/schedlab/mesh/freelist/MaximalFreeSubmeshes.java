package org.schedlab.mesh.freelist;

import java.util.Arrays;
import org.schedlab.mesh.geometry.Bits;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * Enumerates maximal free submeshes from an occupancy grid.
 *
 * <p>Both methods walk every left column {@code x1} and extend the span to the right column by
 * column, keeping the rows free across the whole span; each maximal run of such rows is a free
 * rectangle that cannot grow up or down, and it is maximal when it cannot grow left or right
 * either (algorithms.md 1.1, {@code EnumerateMaximal}). {@link #touching} works on column bit
 * sets and restricts the walk to rectangles that meet a given submesh: it stops extending a span
 * as soon as none of that submesh's rows stay free, so its cost is far below the worst case
 * {@code O(W^2 * H / 64)} on a busy mesh. {@link #bruteForce} is the plain {@code O(W^2 * H)}
 * reference with boolean arrays, kept deliberately independent for audits and tests.
 */
public final class MaximalFreeSubmeshes {
    private MaximalFreeSubmeshes() {}

    /**
     * Appends to {@code out} (as {@link SubmeshKey}s, in no particular order) every maximal free
     * submesh of {@code grid} that shares a node with {@code (axb, ayb, axe, aye)}.
     *
     * @param scratch at least {@link OccupancyGrid#columnWords()} words of scratch space
     */
    public static void touching(OccupancyGrid grid, int axb, int ayb, int axe, int aye, long[] scratch, LongList out) {
        int width = grid.width();
        int top = grid.height() - 1;
        int lo = ayb - 1;
        int hi = aye - 1;
        long[] run = scratch;
        for (int x1 = 1; x1 <= axe; x1++) {
            grid.freeColumn(x1, run);
            for (int x2 = x1; x2 <= width; x2++) {
                if (x2 > x1) {
                    grid.andFreeColumn(x2, run);
                }
                int s = Bits.next(run, 0, lo, hi);
                if (s < 0) {
                    break; // no row of the target stays free across [x1, x2]
                }
                if (x2 < axb) {
                    continue;
                }
                if (s == lo) {
                    s = Bits.lastClear(run, 0, lo) + 1; // the run that holds row ayb starts lower
                }
                while (s >= 0) {
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

    /** Every maximal free submesh of {@code grid}, sorted in canonical order. */
    public static long[] all(OccupancyGrid grid) {
        LongList out = new LongList();
        touching(grid, 1, 1, grid.width(), grid.height(), new long[grid.columnWords()], out);
        out.sort();
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
