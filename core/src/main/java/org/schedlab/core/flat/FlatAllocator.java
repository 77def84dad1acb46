package org.schedlab.core.flat;

import java.util.BitSet;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Request;

/**
 * A machine of {@code N} interchangeable processors ({@code flat:N}): any request of {@code n <=
 * free} processors fits and receives the {@code n} lowest free ids. {@code find} costs O(N/64 + n).
 */
public final class FlatAllocator implements Allocator {
    private final int capacity;
    private final BitSet busy;
    private int free;

    /** An empty machine of {@code capacity} processors. */
    public FlatAllocator(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.busy = new BitSet(capacity);
        this.free = capacity;
    }

    private FlatAllocator(FlatAllocator other) {
        this.capacity = other.capacity;
        this.busy = (BitSet) other.busy.clone();
        this.free = other.free;
    }

    @Override
    public Allocation find(Request request) {
        int n = request.processors();
        if (n > free || n <= 0) {
            return null;
        }
        int[] ids = new int[n];
        int id = -1;
        for (int i = 0; i < n; i++) {
            id = busy.nextClearBit(id + 1);
            ids[i] = id;
        }
        return ProcessorSet.owning(ids);
    }

    @Override
    public void commit(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        for (int i = 0; i < set.processors(); i++) {
            int id = set.id(i);
            if (id >= capacity || busy.get(id)) {
                throw new IllegalStateException("processor " + id + " is not free: cannot commit " + set);
            }
        }
        for (int i = 0; i < set.processors(); i++) {
            busy.set(set.id(i));
        }
        free -= set.processors();
    }

    @Override
    public void release(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        for (int i = 0; i < set.processors(); i++) {
            int id = set.id(i);
            if (id >= capacity || !busy.get(id)) {
                throw new IllegalStateException("processor " + id + " is not busy: cannot release " + set);
            }
        }
        for (int i = 0; i < set.processors(); i++) {
            busy.clear(set.id(i));
        }
        free += set.processors();
    }

    @Override
    public boolean isFree(Allocation allocation) {
        ProcessorSet set = (ProcessorSet) allocation;
        for (int i = 0; i < set.processors(); i++) {
            int id = set.id(i);
            if (id >= capacity || busy.get(id)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean countsSuffice() {
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
        int busyCount = busy.cardinality();
        if (busy.length() > capacity) {
            throw new IllegalStateException("busy processor beyond capacity: " + (busy.length() - 1));
        }
        if (free != capacity - busyCount) {
            throw new IllegalStateException("free = " + free + " but capacity - busy = " + (capacity - busyCount));
        }
    }
}
