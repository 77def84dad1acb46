package org.schedlab.gang.matrix;

import java.util.Arrays;

/**
 * The transpose of the rows' busy bits: for each processor a bit set over the row indices, bit
 * {@code i} set when the processor is idle in row {@code i}. It answers "the first row in which
 * processor {@code p} is idle", the leaf step of {@link OusterhoutMatrix#makeIdle}, in {@code
 * O(rows / 64)} word reads instead of a walk down the column through every row object.
 *
 * <p>Bits at and above {@link #rows()} are always 0. Deleting a row shifts the higher bits of
 * every column down by one ({@code O(P x rows / 64)}), so indices stay equal to the matrix's.
 */
final class IdleColumns {
    private final long[][] columns;
    private int rows;

    IdleColumns(int processors) {
        this.columns = new long[processors][1];
    }

    int rows() {
        return rows;
    }

    /** Appends a row that is idle on every processor. */
    void appendRow() {
        int w = rows >>> 6;
        if (w == columns[0].length) {
            for (int p = 0; p < columns.length; p++) {
                columns[p] = Arrays.copyOf(columns[p], 2 * w);
            }
        }
        long bit = 1L << (rows & 63);
        for (long[] c : columns) {
            c[w] |= bit;
        }
        rows++;
    }

    /** Removes row {@code index}; the rows after it move up by one. */
    void deleteRow(int index) {
        int w = index >>> 6;
        int words = (rows + 63) >>> 6;
        long below = (1L << (index & 63)) - 1;
        for (long[] c : columns) {
            long word = c[w];
            c[w] = (word & below) | ((word >>> 1) & ~below);
            for (int k = w + 1; k < words; k++) {
                c[k - 1] |= c[k] << 63;
                c[k] >>>= 1;
            }
        }
        rows--;
    }

    /** Marks the processors {@code [from, to)} idle (or busy) in row {@code row}. */
    void set(int row, int from, int to, boolean idle) {
        int w = row >>> 6;
        long bit = 1L << (row & 63);
        for (int p = from; p < to; p++) {
            if (idle) {
                columns[p][w] |= bit;
            } else {
                columns[p][w] &= ~bit;
            }
        }
    }

    /** The first row in which {@code processor} is idle, or -1. */
    int firstIdle(int processor) {
        long[] c = columns[processor];
        int words = (rows + 63) >>> 6;
        for (int w = 0; w < words; w++) {
            if (c[w] != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(c[w]);
            }
        }
        return -1;
    }

    /** Whether {@code processor} is marked idle in {@code row}. */
    boolean isIdle(int row, int processor) {
        return (columns[processor][row >>> 6] & (1L << (row & 63))) != 0;
    }

    /** Whether every bit at or above {@link #rows()} is clear (audit). */
    boolean tailClear() {
        for (long[] c : columns) {
            for (int w = rows >>> 6; w < c.length; w++) {
                long keep = w == rows >>> 6 ? (1L << (rows & 63)) - 1 : 0;
                if ((c[w] & ~keep) != 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
