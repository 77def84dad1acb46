package org.schedlab.core.testing;

import java.util.BitSet;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * A test machine where a job needs a contiguous run of processor ids on a line (first fit). A
 * request can fail although enough processors are free, which exercises the topology-aware paths
 * of the schedulers (EASY's what-if reservation in particular). A run that fits stays fitting when
 * more processors are freed, as for the real contiguous allocators.
 */
public final class ContiguousAllocator implements TestsPlacements {
    /** A run {@code [first, first + length)}. */
    public record Block(int first, int length) implements Allocation {
        @Override
        public int processors() {
            return length;
        }

        @Override
        public String describe() {
            return first + "-" + (first + length - 1);
        }

        @Override
        public IntStream processorIds() {
            return IntStream.range(first, first + length);
        }
    }

    private final int capacity;
    private final BitSet busy;
    private int free;

    public ContiguousAllocator(int capacity) {
        this.capacity = capacity;
        this.busy = new BitSet(capacity);
        this.free = capacity;
    }

    private ContiguousAllocator(ContiguousAllocator other) {
        this.capacity = other.capacity;
        this.busy = (BitSet) other.busy.clone();
        this.free = other.free;
    }

    @Override
    public Allocation find(Request request) {
        int n = request.processors();
        int start = busy.nextClearBit(0);
        while (start + n <= capacity) {
            int nextBusy = busy.nextSetBit(start);
            if (nextBusy < 0 || nextBusy >= start + n) {
                return new Block(start, n);
            }
            start = busy.nextClearBit(nextBusy);
        }
        return null;
    }

    @Override
    public boolean isFree(Allocation allocation) {
        Block b = (Block) allocation;
        int firstBusy = busy.nextSetBit(b.first());
        return b.first() + b.length() <= capacity && (firstBusy < 0 || firstBusy >= b.first() + b.length());
    }

    @Override
    public void commit(Allocation allocation) {
        Block b = (Block) allocation;
        if (!isFree(b)) {
            throw new IllegalStateException("block " + b.describe() + " is not free");
        }
        busy.set(b.first(), b.first() + b.length());
        free -= b.length();
    }

    @Override
    public void release(Allocation allocation) {
        Block b = (Block) allocation;
        if (busy.get(b.first(), b.first() + b.length()).cardinality() != b.length()) {
            throw new IllegalStateException("block " + b.describe() + " is not busy");
        }
        busy.clear(b.first(), b.first() + b.length());
        free += b.length();
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
    public Allocator copy() {
        return new ContiguousAllocator(this);
    }

    @Override
    public void checkInvariants() {
        if (free != capacity - busy.cardinality()) {
            throw new IllegalStateException("free count " + free + " disagrees with the busy set");
        }
    }
}
