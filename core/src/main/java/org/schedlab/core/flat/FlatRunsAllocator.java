package org.schedlab.core.flat;

import java.util.Arrays;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * The flat machine's rule of {@link FlatAllocator} (a request of {@code n <= free} processors
 * receives the {@code n} lowest free ids) kept as runs of free ids instead of one bit per
 * processor, for machines too large for bits ({@link FlatMachineFactory} picks it above {@link
 * FlatMachineFactory#BITS_UP_TO} processors). The same states give the same placements and the
 * same {@link Allocation#describe} text as {@link FlatAllocator}; what differs is the cost: every
 * operation costs O(R + r), R the free runs (at most one more than the jobs running) and r the
 * runs of the placement, and nothing grows with the processor count: {@code flat:2147483647} with
 * jobs of a billion processors costs what {@code flat:64} costs with jobs of 32.
 */
public final class FlatRunsAllocator implements TestsPlacements, CountsSuffice {
    private final int capacity;
    private int free;
    /** The free runs {@code [starts[i], ends[i])}: ascending, non-empty, never touching. */
    private int[] starts;

    private int[] ends;
    private int runs;
    /** Where {@link #commit} and {@link #release} build the next free runs before taking them. */
    private int[] nextStarts;

    private int[] nextEnds;

    /** An empty machine of {@code capacity} processors: one free run. */
    public FlatRunsAllocator(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.free = capacity;
        this.starts = new int[] {0, 0, 0, 0};
        this.ends = new int[] {capacity, 0, 0, 0};
        this.runs = 1;
        this.nextStarts = new int[4];
        this.nextEnds = new int[4];
    }

    private FlatRunsAllocator(FlatRunsAllocator other) {
        this.capacity = other.capacity;
        this.free = other.free;
        this.runs = other.runs;
        int length = Math.max(4, other.runs);
        this.starts = Arrays.copyOf(other.starts, length);
        this.ends = Arrays.copyOf(other.ends, length);
        this.nextStarts = new int[length];
        this.nextEnds = new int[length];
    }

    /** Number of free runs now (for tests of the footprint). */
    int freeRuns() {
        return runs;
    }

    @Override
    public Allocation find(Request request) {
        int n = request.processors();
        if (n > free || n <= 0) {
            return null;
        }
        int k = 0;
        for (long need = n; need > 0; k++) {
            need -= ends[k] - starts[k];
        }
        int[] s = new int[k];
        int[] e = new int[k];
        int need = n;
        for (int i = 0; i < k; i++) {
            int take = Math.min(ends[i] - starts[i], need);
            s[i] = starts[i];
            e[i] = starts[i] + take;
            need -= take;
        }
        return ProcessorRuns.owning(s, e, n);
    }

    @Override
    public boolean fits(Request request) {
        int n = request.processors();
        return n > 0 && n <= free;
    }

    @Override
    public void commit(Allocation allocation) {
        ProcessorRuns p = (ProcessorRuns) allocation;
        reserveNext(runs + p.runs());
        int out = 0;
        int j = 0;
        int cursor = runs > 0 ? starts[0] : 0; // the free run j from here on is still free
        for (int r = 0; r < p.runs(); r++) {
            int a = p.start(r);
            int b = p.end(r);
            while (j < runs && ends[j] <= a) {
                out = emit(out, cursor, ends[j]);
                j++;
                cursor = j < runs ? starts[j] : 0;
            }
            if (j == runs || cursor > a || ends[j] < b) {
                int conflict = j == runs || cursor > a ? a : ends[j];
                throw new IllegalStateException("processor " + conflict + " is not free: cannot commit " + p);
            }
            if (cursor < a) {
                out = emit(out, cursor, a);
            }
            cursor = b;
            if (cursor == ends[j]) {
                j++;
                cursor = j < runs ? starts[j] : 0;
            }
        }
        while (j < runs) {
            out = emit(out, cursor, ends[j]);
            j++;
            cursor = j < runs ? starts[j] : 0;
        }
        take(out);
        free -= p.processors();
    }

    @Override
    public void release(Allocation allocation) {
        ProcessorRuns p = (ProcessorRuns) allocation;
        int past = Integer.MAX_VALUE; // the lowest id of p at or past the capacity, which is never busy
        for (int r = p.runs() - 1; r >= 0 && p.end(r) > capacity; r--) {
            past = Math.max(capacity, p.start(r));
        }
        reserveNext(runs + p.runs());
        int out = 0;
        int i = 0;
        int r = 0;
        int conflict = past;
        while (i < runs || r < p.runs()) {
            boolean fromFree = r == p.runs() || (i < runs && starts[i] < p.start(r));
            int s = fromFree ? starts[i] : p.start(r);
            int e = fromFree ? ends[i++] : p.end(r++);
            if (out > 0 && nextEnds[out - 1] > s) {
                // a busy run overlaps a free one: its first id there is free, not busy
                conflict = Math.min(conflict, s);
                break;
            }
            if (out > 0 && nextEnds[out - 1] == s) {
                nextEnds[out - 1] = e;
            } else {
                nextStarts[out] = s;
                nextEnds[out] = e;
                out++;
            }
        }
        if (conflict != Integer.MAX_VALUE) {
            throw new IllegalStateException("processor " + conflict + " is not busy: cannot release " + p);
        }
        take(out);
        free += p.processors();
    }

    /** Appends the run {@code [s, e)} to the next free runs; returns their new count. */
    private int emit(int out, int s, int e) {
        nextStarts[out] = s;
        nextEnds[out] = e;
        return out + 1;
    }

    private void reserveNext(int length) {
        if (nextStarts.length < length) {
            nextStarts = new int[Math.max(length, 2 * nextStarts.length)];
            nextEnds = new int[nextStarts.length];
        }
    }

    /** Makes the next free runs (the first {@code out}) the current ones. */
    private void take(int out) {
        int[] s = starts;
        int[] e = ends;
        starts = nextStarts;
        ends = nextEnds;
        nextStarts = s;
        nextEnds = e;
        runs = out;
    }

    @Override
    public boolean isFree(Allocation allocation) {
        ProcessorRuns p = (ProcessorRuns) allocation;
        for (int r = 0; r < p.runs(); r++) {
            int i = Arrays.binarySearch(starts, 0, runs, p.start(r));
            int at = i >= 0 ? i : -i - 2; // the last free run starting at or before the run
            if (at < 0 || ends[at] < p.end(r)) {
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
    public FlatRunsAllocator copy() {
        return new FlatRunsAllocator(this);
    }

    @Override
    public void checkInvariants() {
        long sum = 0;
        for (int i = 0; i < runs; i++) {
            if (starts[i] < 0 || ends[i] <= starts[i] || ends[i] > capacity || (i > 0 && starts[i] <= ends[i - 1])) {
                throw new IllegalStateException("free run " + i + " [" + starts[i] + ", " + ends[i]
                        + ") is empty, out of order, touches the one before or passes the capacity " + capacity);
            }
            sum += ends[i] - starts[i];
        }
        if (sum != free) {
            throw new IllegalStateException("free = " + free + " but the free runs hold " + sum);
        }
    }
}
