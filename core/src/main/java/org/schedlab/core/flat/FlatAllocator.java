package org.schedlab.core.flat;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * A machine of {@code N} interchangeable processors ({@code flat:N}): any request of {@code n <=
 * free} processors fits and receives the {@code n} lowest free ids ({@link CountsSuffice}). {@code
 * find} costs O(N/64 + n), and the machine N/64 words: {@code flat:N} uses it up to {@link
 * FlatMachineFactory#BITS_UP_TO} processors and {@link FlatRunsAllocator}, the same rule on runs
 * of free ids, above.
 */
public final class FlatAllocator implements TestsPlacements, CountsSuffice {
    private final int capacity;
    /** Bit {@code i % 64} of word {@code i / 64} is set while processor {@code i} is busy. */
    private final long[] busy;

    private int free;
    /** Scratch space for {@link #find}: the words and bits of the placement being built. */
    private final int[] scratchWords;

    private final long[] scratchMasks;

    /** An empty machine of {@code capacity} processors. */
    public FlatAllocator(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.busy = new long[(capacity + 63) >>> 6];
        this.free = capacity;
        this.scratchWords = new int[busy.length];
        this.scratchMasks = new long[busy.length];
    }

    private FlatAllocator(FlatAllocator other) {
        this.capacity = other.capacity;
        this.busy = other.busy.clone();
        this.free = other.free;
        this.scratchWords = new int[busy.length];
        this.scratchMasks = new long[busy.length];
    }

    @Override
    public Allocation find(Request request) {
        int n = request.processors();
        if (n > free || n <= 0) {
            return null;
        }
        // n <= free, so the free bits of the words below capacity hold at least n ids; bits past
        // capacity in the last word are never set and never reached. Whole words of free ids are
        // taken at once; in the last word only its lowest free ids, picked one by one. Commit and
        // release then work on the words the placement spans ({@link ProcessorSet}), not per id.
        int need = n;
        int count = 0;
        for (int w = 0; need > 0; w++) {
            long open = ~busy[w];
            if (open == 0) {
                continue;
            }
            int c = Long.bitCount(open);
            if (c > need) {
                // the lowest `need` free bits: pick them upwards, or drop the others downwards,
                // whichever takes fewer steps
                if (need <= c - need) {
                    long take = 0;
                    for (; need > 0; need--) {
                        long low = open & -open;
                        take |= low;
                        open ^= low;
                    }
                    open = take;
                } else {
                    for (int drop = c - need; drop > 0; drop--) {
                        open ^= Long.highestOneBit(open);
                    }
                    need = 0;
                }
            } else {
                need -= c;
            }
            scratchWords[count] = w;
            scratchMasks[count] = open;
            count++;
        }
        return count == 1
                ? ProcessorSet.ofWord(scratchWords[0], scratchMasks[0], n)
                : ProcessorSet.owning(
                        java.util.Arrays.copyOf(scratchWords, count), java.util.Arrays.copyOf(scratchMasks, count), n);
    }

    /** The lowest id of {@code set} that is {@code busy} (or, either way, not below capacity), or -1. */
    private int firstConflict(ProcessorSet set, boolean wantBusy) {
        for (int k = 0, n = set.wordCount(); k < n; k++) {
            int w = set.word(k);
            long m = set.mask(k);
            long bad = w >= busy.length ? m : (wantBusy ? m & ~busy[w] : m & busy[w]) | (m & beyond(w));
            if (bad != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bad);
            }
        }
        return -1;
    }

    /** The bits of word {@code w} that stand for ids at or past capacity. */
    private long beyond(int w) {
        int first = capacity - (w << 6); // ids of word w below capacity
        return first >= 64 ? 0 : -1L << first;
    }

    @Override
    public void commit(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        // the audit and the update in one pass over the set's words (each word read once)
        for (int k = 0, n = set.wordCount(); k < n; k++) {
            int w = set.word(k);
            long m = set.mask(k);
            if (w >= busy.length || ((busy[w] | beyond(w)) & m) != 0) {
                throw refused(set, k, true);
            }
            busy[w] |= m;
        }
        free -= set.processors();
    }

    @Override
    public void release(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        // as commit: the audit and the update in one pass
        for (int k = 0, n = set.wordCount(); k < n; k++) {
            int w = set.word(k);
            long m = set.mask(k);
            if (w >= busy.length || ((~busy[w] | beyond(w)) & m) != 0) {
                throw refused(set, k, false);
            }
            busy[w] &= ~m;
        }
        free += set.processors();
    }

    /**
     * The refusal of a commit ({@code committing}) or release of {@code set} whose {@code k}-th
     * word conflicts: first flips back the {@code k} words before it, already marked, so that a
     * refused commit or release changes nothing.
     */
    private IllegalStateException refused(ProcessorSet set, int k, boolean committing) {
        for (int j = 0; j < k; j++) {
            busy[set.word(j)] ^= set.mask(j);
        }
        return new IllegalStateException("processor " + firstConflict(set, !committing)
                + (committing ? " is not free: cannot commit " : " is not busy: cannot release ") + set);
    }

    @Override
    public boolean isFree(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        for (int i = 0; i < set.processors(); i++) {
            int id = set.id(i);
            if (id >= capacity || (busy[id >>> 6] & (1L << id)) != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public int free() {
        return free;
    }

    @Override
    public FlatAllocator copy() {
        return new FlatAllocator(this);
    }

    @Override
    public void checkInvariants() {
        int busyCount = 0;
        for (long word : busy) {
            busyCount += Long.bitCount(word);
        }
        int tail = capacity & 63;
        if (tail != 0 && (busy[busy.length - 1] >>> tail) != 0) {
            throw new IllegalStateException("busy processor beyond capacity: "
                    + ((busy.length - 1) * 64 + 63 - Long.numberOfLeadingZeros(busy[busy.length - 1])));
        }
        if (free != capacity - busyCount) {
            throw new IllegalStateException("free = " + free + " but capacity - busy = " + (capacity - busyCount));
        }
    }
}
