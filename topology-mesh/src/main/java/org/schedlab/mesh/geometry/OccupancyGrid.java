package org.schedlab.mesh.geometry;

/**
 * Which nodes of {@code M(W, H)} are busy, kept twice as bit sets: one per row (bit {@code x-1} of
 * row {@code y}) and one per column (bit {@code y-1} of column {@code x}). Marking a {@code w x h}
 * submesh costs {@code O(h * W/64 + w * H/64)}; every rectangle query touches only the words it
 * needs. Coordinates are 1-based and inclusive (see {@link Submesh}); callers pass valid ranges.
 */
public final class OccupancyGrid {
    private final int width;
    private final int height;
    private final int rowWords;
    private final int colWords;
    private final long[] rows;
    private final long[] cols;
    private int busy;
    private final WorkMeter meter = new WorkMeter();

    /** An empty (all free) mesh {@code M(width, height)}. */
    public OccupancyGrid(int width, int height) {
        if (width < 1 || height < 1 || width > Submesh.MAX_SIDE || height > Submesh.MAX_SIDE) {
            throw new IllegalArgumentException(
                    "mesh sides must be in [1, " + Submesh.MAX_SIDE + "]: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.rowWords = (width + 63) >>> 6;
        this.colWords = (height + 63) >>> 6;
        this.rows = new long[height * rowWords];
        this.cols = new long[width * colWords];
    }

    /** An independent copy. */
    public OccupancyGrid(OccupancyGrid other) {
        this.width = other.width;
        this.height = other.height;
        this.rowWords = other.rowWords;
        this.colWords = other.colWords;
        this.rows = other.rows.clone();
        this.cols = other.cols.clone();
        this.busy = other.busy;
    }

    /**
     * The work meter of this grid, which counts the grid words its queries and updates touch; the
     * allocator and free list built on the grid count their own steps on it too. A copy of the
     * grid has a fresh meter.
     */
    public WorkMeter meter() {
        return meter;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Number of busy nodes. */
    public int busyCount() {
        return busy;
    }

    public boolean isBusy(int x, int y) {
        int i = x - 1;
        return (rows[(y - 1) * rowWords + (i >>> 6)] >>> i & 1) != 0;
    }

    /** Marks every node of the submesh busy (they must be free). */
    public void markBusy(int xb, int yb, int xe, int ye) {
        fill(xb, yb, xe, ye, true);
        busy += (xe - xb + 1) * (ye - yb + 1);
    }

    /** Marks every node of the submesh free (they must be busy). */
    public void markFree(int xb, int yb, int xe, int ye) {
        fill(xb, yb, xe, ye, false);
        busy -= (xe - xb + 1) * (ye - yb + 1);
    }

    /** Marks the submesh busy ({@code value} true) or free in both copies, each in one block pass. */
    private void fill(int xb, int yb, int xe, int ye, boolean value) {
        meter.words((ye - yb + 1) * WorkMeter.span(xb - 1, xe - 1) + (xe - xb + 1) * WorkMeter.span(yb - 1, ye - 1));
        Bits.fillBlock(rows, (yb - 1) * rowWords, rowWords, ye - yb + 1, xb - 1, xe - 1, value);
        Bits.fillBlock(cols, (xb - 1) * colWords, colWords, xe - xb + 1, yb - 1, ye - 1, value);
    }

    /**
     * Whether every node of the submesh is free; scans the shorter of its two sides, and stops at
     * the first row (column) with a busy node. Charges the words of every row (column) it reads.
     */
    public boolean isFree(int xb, int yb, int xe, int ye) {
        if (ye - yb <= xe - xb) {
            return noneSet(rows, rowWords, yb, ye, xb - 1, xe - 1);
        }
        return noneSet(cols, colWords, xb, xe, yb - 1, ye - 1);
    }

    /**
     * Whether bits {@code from..to} are clear in the bit sets {@code first..last} (1-based) of
     * {@code sets}, {@code stride} words apart; stops at the first set with a bit set. A range inside
     * one word is tested with one mask per set, and the words read are charged once at the end.
     */
    private boolean noneSet(long[] sets, int stride, int first, int last, int from, int to) {
        int wf = from >>> 6;
        if (wf != to >>> 6) {
            int span = WorkMeter.span(from, to);
            for (int i = first; i <= last; i++) {
                meter.words(span);
                if (Bits.any(sets, (i - 1) * stride, from, to)) {
                    return false;
                }
            }
            return true;
        }
        long m = Bits.mask(from & 63, to & 63);
        for (int i = first, o = (first - 1) * stride + wf; i <= last; i++, o += stride) {
            if ((sets[o] & m) != 0) {
                meter.words(i - first + 1);
                return false;
            }
        }
        meter.words(last - first + 1);
        return true;
    }

    /** Whether every node of the submesh is busy. */
    public boolean isAllBusy(int xb, int yb, int xe, int ye) {
        for (int y = yb; y <= ye; y++) {
            if (Bits.count(rows, (y - 1) * rowWords, xb - 1, xe - 1) != xe - xb + 1) {
                return false;
            }
        }
        return true;
    }

    /** Whether column {@code x} has a busy node in rows {@code ya..yb}. */
    public boolean anyBusyInColumn(int x, int ya, int yb) {
        meter.words(WorkMeter.span(ya - 1, yb - 1));
        return Bits.any(cols, (x - 1) * colWords, ya - 1, yb - 1);
    }

    /** Whether column {@code x} has a busy node among the rows set in {@code mask}. */
    public boolean anyBusyInColumn(int x, long[] mask) {
        int off = (x - 1) * colWords;
        for (int w = 0; w < colWords; w++) {
            meter.words(1);
            if ((cols[off + w] & mask[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether row {@code y} has a busy node in columns {@code xa..xb}. */
    public boolean anyBusyInRow(int y, int xa, int xb) {
        meter.words(WorkMeter.span(xa - 1, xb - 1));
        return Bits.any(rows, (y - 1) * rowWords, xa - 1, xb - 1);
    }

    /**
     * The largest {@code x} in {@code [xb, xe]} such that column {@code x} has a busy node in rows
     * {@code yb..ye}, or 0 when the submesh is free.
     */
    public int lastBusyColumn(int xb, int yb, int xe, int ye) {
        int from = xb - 1;
        int to = xe - 1;
        int wf = from >>> 6;
        if (wf == to >>> 6) {
            // one word per row: OR the rows' busy bits of the range, up to and including the first
            // row whose last column is busy (nothing further right can be found)
            long m = Bits.mask(from & 63, to & 63);
            long top = 1L << to;
            long seen = 0;
            int y = yb;
            for (int o = (yb - 1) * rowWords + wf; y <= ye; y++, o += rowWords) {
                long word = rows[o] & m;
                seen |= word;
                if ((word & top) != 0) {
                    y++;
                    break;
                }
            }
            meter.words(y - yb);
            return seen == 0 ? 0 : (wf << 6) + 64 - Long.numberOfLeadingZeros(seen);
        }
        int best = -1;
        int span = WorkMeter.span(from, to);
        for (int y = yb; y <= ye; y++) {
            meter.words(span);
            int b = Bits.last(rows, (y - 1) * rowWords, from, to);
            if (b > best) {
                best = b;
                if (b == to) {
                    break;
                }
            }
        }
        return best + 1;
    }

    /**
     * The first base of row {@code y} for a free {@code a x b} submesh in a row-major first-fit
     * scan, or 0: bases are tried from {@code x = 1}, and a base whose submesh has its last busy
     * column at {@code x'} ({@link #lastBusyColumn}) moves the scan to {@code x' + 1}. Charges one
     * candidate per base tried and the words {@link #lastBusyColumn} reads for it.
     *
     * <p>On a mesh of at most 64 x 64 the answers come from words built once per call instead of
     * the rows of every base: the OR of the rows {@code y..y+b-1}, and for each base the column
     * of its last column, whose first busy node in those rows is where {@link #lastBusyColumn}
     * would stop reading (the charge) and makes that column the answer.
     */
    public int firstFreeBase(int y, int a, int b) {
        int lastX = width - a + 1;
        int ye = y + b - 1;
        if (rowWords != 1 || colWords != 1) {
            for (int x = 1; x <= lastX; ) {
                meter.candidates(1);
                int conflict = lastBusyColumn(x, y, x + a - 1, ye);
                if (conflict == 0) {
                    return x;
                }
                x = conflict + 1;
            }
            return 0;
        }
        long band = 0;
        for (int r = y - 1; r < ye; r++) {
            band |= rows[r];
        }
        long inRows = Bits.mask(y - 1, ye - 1);
        int tried = 0;
        int read = 0;
        int found = 0;
        for (int x = 1; x <= lastX; ) {
            tried++;
            int xe = x + a - 1;
            long column = cols[xe - 1] & inRows;
            int conflict;
            if (column != 0) {
                read += Long.numberOfTrailingZeros(column) - y + 2;
                conflict = xe;
            } else {
                read += b;
                long seen = band & Bits.mask(x - 1, xe - 1);
                conflict = seen == 0 ? 0 : 64 - Long.numberOfLeadingZeros(seen);
            }
            if (conflict == 0) {
                found = x;
                break;
            }
            x = conflict + 1;
        }
        meter.candidates(tried);
        meter.words(read);
        return found;
    }

    /**
     * Busy adjacency: how many busy nodes outside the submesh (and inside the mesh) are
     * 4-neighbours of one of its nodes. Four range counts, {@code O((w + h) / 64)} words.
     */
    public int busyAdjacency(int xb, int yb, int xe, int ye) {
        int n = 0;
        int columnSpan = WorkMeter.span(yb - 1, ye - 1);
        int rowSpan = WorkMeter.span(xb - 1, xe - 1);
        if (xb > 1) {
            n += Bits.count(cols, (xb - 2) * colWords, yb - 1, ye - 1);
            meter.words(columnSpan);
        }
        if (xe < width) {
            n += Bits.count(cols, xe * colWords, yb - 1, ye - 1);
            meter.words(columnSpan);
        }
        if (yb > 1) {
            n += Bits.count(rows, (yb - 2) * rowWords, xb - 1, xe - 1);
            meter.words(rowSpan);
        }
        if (ye < height) {
            n += Bits.count(rows, ye * rowWords, xb - 1, xe - 1);
            meter.words(rowSpan);
        }
        return n;
    }

    /** Number of words per column bit set ({@code ceil(H / 64)}). */
    public int columnWords() {
        return colWords;
    }

    /**
     * Copies the free nodes of column {@code x} into {@code dst[0 .. columnWords()-1]} (bit
     * {@code y-1} set when {@code (x, y)} is free; bits beyond {@code H} clear).
     */
    public void freeColumn(int x, long[] dst) {
        int off = (x - 1) * colWords;
        meter.words(colWords);
        for (int w = 0; w < colWords; w++) {
            dst[w] = ~cols[off + w];
        }
        int tail = height & 63;
        if (tail != 0) {
            dst[colWords - 1] &= -1L >>> (64 - tail);
        }
    }

    /**
     * The free nodes of column {@code x} as one word (bit {@code y-1} set when {@code (x, y)} is
     * free; bits beyond {@code H} clear), on a mesh of at most 64 rows ({@link #columnWords()} 1).
     * Charges the one word read, as {@link #freeColumn}, {@link #andFreeColumn} and {@link
     * #anyBusyInColumn(int, long[])} do on such a mesh.
     */
    public long freeColumnWord(int x) {
        meter.words(1);
        return ~cols[x - 1] & Bits.mask(0, height - 1);
    }

    /** {@code dst &= free nodes of column x}. */
    public void andFreeColumn(int x, long[] dst) {
        int off = (x - 1) * colWords;
        meter.words(colWords);
        for (int w = 0; w < colWords; w++) {
            dst[w] &= ~cols[off + w];
        }
    }

    /** Audits the two copies against each other and the busy count. */
    public void checkInvariants() {
        int count = 0;
        for (int y = 1; y <= height; y++) {
            for (int x = 1; x <= width; x++) {
                boolean r = isBusy(x, y);
                int i = y - 1;
                boolean c = (cols[(x - 1) * colWords + (i >>> 6)] >>> i & 1) != 0;
                if (r != c) {
                    throw new IllegalStateException("row and column bit sets disagree at (" + x + "," + y + ")");
                }
                if (r) {
                    count++;
                }
            }
        }
        if (count != busy) {
            throw new IllegalStateException("busy count " + busy + " but " + count + " busy nodes");
        }
        for (int y = 1; y <= height; y++) {
            int base = (y - 1) * rowWords;
            if (width < rowWords * 64 && Bits.any(rows, base, width, rowWords * 64 - 1)) {
                throw new IllegalStateException("busy bit beyond the mesh width in row " + y);
            }
        }
    }

    /** Rows top-down, {@code #} busy, {@code .} free (tests and messages). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int y = height; y >= 1; y--) {
            for (int x = 1; x <= width; x++) {
                sb.append(isBusy(x, y) ? '#' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
