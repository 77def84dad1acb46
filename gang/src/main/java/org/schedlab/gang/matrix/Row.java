package org.schedlab.gang.matrix;

/**
 * One time slot of the matrix: which job holds each processor (or none), with the busy cells also
 * kept as a bit set so that an aligned block is tested in one or two word operations.
 */
public final class Row {
    final GangJob[] cells;
    final long[] busy;
    /** Position in the matrix, kept up to date by {@link OusterhoutMatrix} (stale once deleted). */
    int index;

    Row(int processors) {
        this.cells = new GangJob[processors];
        this.busy = new long[(processors + 63) / 64];
    }

    /** The job on {@code processor} in this slot, or null when idle. */
    public GangJob cell(int processor) {
        return cells[processor];
    }

    /** Whether every processor of {@code b} is idle in this slot. */
    public boolean isIdle(Block b) {
        if (b.size() >= 64) {
            for (int w = b.start() >>> 6; w < b.end() >>> 6; w++) {
                if (busy[w] != 0) {
                    return false;
                }
            }
            return true;
        }
        long mask = (b.size() == 64 ? -1L : (1L << b.size()) - 1) << (b.start() & 63);
        return (busy[b.start() >>> 6] & mask) == 0;
    }

    /**
     * Whether every processor of {@code [from, to)} is idle in this slot (any range, not only an
     * aligned block: the cells of a job on part of its block).
     */
    public boolean isIdle(int from, int to) {
        int last = to - 1;
        for (int w = from >>> 6; w <= last >>> 6; w++) {
            long mask = -1L;
            if (w == from >>> 6) {
                mask &= -1L << (from & 63);
            }
            if (w == last >>> 6) {
                mask &= -1L >>> (63 - (last & 63));
            }
            if ((busy[w] & mask) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the cells {@code job} holds are all idle in this slot. */
    boolean fits(GangJob job) {
        return job.partial() ? isIdle(job.block().start(), job.cellsEnd()) : isIdle(job.block());
    }

    /** The first busy processor at or after {@code from}, or -1 when there is none (a bit-set scan). */
    public int nextBusy(int from) {
        int w = from >>> 6;
        if (w >= busy.length) {
            return -1;
        }
        long word = busy[w] & (-1L << (from & 63));
        while (word == 0) {
            if (++w == busy.length) {
                return -1;
            }
            word = busy[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(word);
    }

    /** Whether no processor is busy in this slot. */
    public boolean isEmpty() {
        for (long w : busy) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** Puts {@code job} (or idle, for null) on the processors {@code [from, to)}. */
    void set(int from, int to, GangJob job) {
        for (int p = from; p < to; p++) {
            cells[p] = job;
            if (job == null) {
                busy[p >>> 6] &= ~(1L << (p & 63));
            } else {
                busy[p >>> 6] |= 1L << (p & 63);
            }
        }
    }
}
