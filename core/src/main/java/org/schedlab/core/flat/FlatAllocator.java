package org.schedlab.core.flat;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * A machine of {@code N} interchangeable processors ({@code flat:N}): any request of {@code n <=
 * free} processors fits and receives the {@code n} lowest free ids ({@link CountsSuffice}). {@code
 * find} costs O(N/64 + n).
 */
public final class FlatAllocator implements TestsPlacements, CountsSuffice {
    private final int capacity;
    /** Bit {@code i % 64} of word {@code i / 64} is set while processor {@code i} is busy. */
    private final long[] busy;

    private int free;

    /** An empty machine of {@code capacity} processors. */
    public FlatAllocator(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.busy = new long[(capacity + 63) >>> 6];
        this.free = capacity;
    }

    private FlatAllocator(FlatAllocator other) {
        this.capacity = other.capacity;
        this.busy = other.busy.clone();
        this.free = other.free;
    }

    @Override
    public Allocation find(Request request) {
        int n = request.processors();
        if (n > free || n <= 0) {
            return null;
        }
        // n <= free, so the free bits of the words below capacity hold at least n ids; bits past
        // capacity in the last word are never set and never reached.
        int[] ids = new int[n];
        int k = 0;
        for (int w = 0; k < n; w++) {
            long open = ~busy[w];
            while (open != 0 && k < n) {
                ids[k++] = (w << 6) + Long.numberOfTrailingZeros(open);
                open &= open - 1;
            }
        }
        return ProcessorSet.owning(ids);
    }

    @Override
    public void commit(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        int n = set.processors();
        for (int i = 0; i < n; i++) {
            int id = set.id(i);
            if (id >= capacity || (busy[id >>> 6] & (1L << id)) != 0) {
                throw new IllegalStateException("processor " + id + " is not free: cannot commit " + set);
            }
        }
        for (int i = 0; i < n; i++) {
            int id = set.id(i);
            busy[id >>> 6] |= 1L << id;
        }
        free -= n;
    }

    @Override
    public void release(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        int n = set.processors();
        for (int i = 0; i < n; i++) {
            int id = set.id(i);
            if (id >= capacity || (busy[id >>> 6] & (1L << id)) == 0) {
                throw new IllegalStateException("processor " + id + " is not busy: cannot release " + set);
            }
        }
        for (int i = 0; i < n; i++) {
            int id = set.id(i);
            busy[id >>> 6] &= ~(1L << id);
        }
        free += n;
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
