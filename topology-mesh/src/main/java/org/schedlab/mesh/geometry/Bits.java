package org.schedlab.mesh.geometry;

/**
 * Range operations on bit sets stored as {@code long} words at an offset of a shared array. Bit
 * {@code i} of a set is bit {@code i & 63} of word {@code off + (i >>> 6)}. Ranges are inclusive
 * {@code [from, to]} with {@code from <= to}.
 */
public final class Bits {
    private Bits() {}

    /** Mask of bits {@code from..to} inside one word ({@code 0 <= from <= to <= 63}). */
    public static long mask(int from, int to) {
        return (-1L << from) & (-1L >>> (63 - to));
    }

    public static void set(long[] a, int off, int from, int to) {
        int wf = from >>> 6;
        int wt = to >>> 6;
        if (wf == wt) {
            a[off + wf] |= mask(from & 63, to & 63);
            return;
        }
        a[off + wf] |= -1L << from;
        for (int w = wf + 1; w < wt; w++) {
            a[off + w] = -1L;
        }
        a[off + wt] |= -1L >>> (63 - (to & 63));
    }

    /**
     * Sets ({@code value} true) or clears bits {@code [from, to]} of {@code count} bit sets of
     * {@code a}, the first at {@code off} and each next one {@code stride} words on: the rows or the
     * columns of a rectangle of a grid. The edge masks are worked out once for all of them.
     */
    public static void fillBlock(long[] a, int off, int stride, int count, int from, int to, boolean value) {
        int wf = from >>> 6;
        int wt = to >>> 6;
        long fill = value ? -1L : 0L;
        long head = -1L << from;
        long tail = -1L >>> (63 - (to & 63));
        if (wf == wt) {
            long m = head & tail;
            for (int i = 0, o = off + wf; i < count; i++, o += stride) {
                a[o] = (a[o] & ~m) | (fill & m);
            }
            return;
        }
        for (int i = 0, o = off; i < count; i++, o += stride) {
            a[o + wf] = (a[o + wf] & ~head) | (fill & head);
            for (int w = wf + 1; w < wt; w++) {
                a[o + w] = fill;
            }
            a[o + wt] = (a[o + wt] & ~tail) | (fill & tail);
        }
    }

    /** Whether any bit in {@code [from, to]} is set. */
    public static boolean any(long[] a, int off, int from, int to) {
        int wf = from >>> 6;
        int wt = to >>> 6;
        if (wf == wt) {
            return (a[off + wf] & mask(from & 63, to & 63)) != 0;
        }
        if ((a[off + wf] & (-1L << from)) != 0) {
            return true;
        }
        for (int w = wf + 1; w < wt; w++) {
            if (a[off + w] != 0) {
                return true;
            }
        }
        return (a[off + wt] & (-1L >>> (63 - (to & 63)))) != 0;
    }

    /** Number of set bits in {@code [from, to]}. */
    public static int count(long[] a, int off, int from, int to) {
        int wf = from >>> 6;
        int wt = to >>> 6;
        if (wf == wt) {
            return Long.bitCount(a[off + wf] & mask(from & 63, to & 63));
        }
        int c = Long.bitCount(a[off + wf] & (-1L << from));
        for (int w = wf + 1; w < wt; w++) {
            c += Long.bitCount(a[off + w]);
        }
        return c + Long.bitCount(a[off + wt] & (-1L >>> (63 - (to & 63))));
    }

    /** Highest set bit in {@code [from, to]}, or -1. */
    public static int last(long[] a, int off, int from, int to) {
        int wf = from >>> 6;
        int w = to >>> 6;
        long word = a[off + w] & (-1L >>> (63 - (to & 63)));
        while (true) {
            if (w == wf) {
                word &= -1L << from;
            }
            if (word != 0) {
                return (w << 6) + 63 - Long.numberOfLeadingZeros(word);
            }
            if (w == wf) {
                return -1;
            }
            word = a[off + --w];
        }
    }

    /** Lowest set bit in {@code [from, to]}, or -1. */
    public static int next(long[] a, int off, int from, int to) {
        return lowest(a, off, from, to, 0L);
    }

    /** Lowest clear bit in {@code [from, to]}, or {@code to + 1} when all are set. */
    public static int nextClear(long[] a, int off, int from, int to) {
        int i = lowest(a, off, from, to, -1L);
        return i < 0 ? to + 1 : i;
    }

    /** Lowest bit in {@code [from, to]} of the words XOR {@code flip}, or -1. */
    private static int lowest(long[] a, int off, int from, int to, long flip) {
        int wt = to >>> 6;
        int w = from >>> 6;
        long word = (a[off + w] ^ flip) & (-1L << from);
        while (true) {
            if (w == wt) {
                word &= -1L >>> (63 - (to & 63));
            }
            if (word != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
            if (w == wt) {
                return -1;
            }
            word = a[off + ++w] ^ flip;
        }
    }

    /** Highest clear bit in {@code [0, to]}, or -1 when all are set. */
    public static int lastClear(long[] a, int off, int to) {
        int w = to >>> 6;
        long word = ~a[off + w] & (-1L >>> (63 - (to & 63)));
        while (true) {
            if (word != 0) {
                return (w << 6) + 63 - Long.numberOfLeadingZeros(word);
            }
            if (w == 0) {
                return -1;
            }
            word = ~a[off + --w];
        }
    }
}
