package org.schedlab.schedulers.relaxed;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.schedlab.schedulers.relaxed.ChangePlan.Change;

/**
 * The changes of a {@link ChangePlan} in {@link ChangePlan#ORDER}, as a set that keeps them in
 * sorted arrays: the change, its time, its processor delta and its job's arrival number side by side, so that a slot search
 * reads consecutive memory instead of walking a tree. Adding and removing shift the arrays (O(P)
 * copies, which are fast next to a search); equal changes (same job, same kind, same time) are
 * kept once, as in a sorted set.
 */
final class SortedChanges implements Iterable<Change> {
    Change[] change = new Change[64];
    double[] time = new double[64];
    int[] delta = new int[64];
    /** The arrival number of the change's job. */
    long[] owner = new long[64];
    /** Whether the change belongs to a job estimated at 0 s (PReMAS's "skip" reads these). */
    boolean[] zero = new boolean[64];

    int size;

    /** The index of {@code c} (a change equal to it), or {@code -(insertion point) - 1}. */
    private int indexOf(Change c) {
        int lo = 0;
        int hi = size - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int cmp = ChangePlan.ORDER.compare(change[mid], c);
            if (cmp < 0) {
                lo = mid + 1;
            } else if (cmp > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    /** Adds {@code c} unless an equal change is there; whether it was added. */
    boolean add(Change c) {
        int at = indexOf(c);
        if (at >= 0) {
            return false;
        }
        at = -at - 1;
        if (size == change.length) {
            int n = size * 2;
            change = Arrays.copyOf(change, n);
            time = Arrays.copyOf(time, n);
            delta = Arrays.copyOf(delta, n);
            owner = Arrays.copyOf(owner, n);
            zero = Arrays.copyOf(zero, n);
        }
        int tail = size - at;
        System.arraycopy(change, at, change, at + 1, tail);
        System.arraycopy(time, at, time, at + 1, tail);
        System.arraycopy(delta, at, delta, at + 1, tail);
        System.arraycopy(owner, at, owner, at + 1, tail);
        System.arraycopy(zero, at, zero, at + 1, tail);
        change[at] = c;
        time[at] = c.time();
        delta[at] = c.delta();
        owner[at] = c.entry().index;
        zero[at] = c.entry().estimate == 0;
        size++;
        return true;
    }

    /** Removes the change equal to {@code c}; whether there was one. */
    boolean remove(Change c) {
        int at = indexOf(c);
        if (at < 0) {
            return false;
        }
        int tail = size - at - 1;
        System.arraycopy(change, at + 1, change, at, tail);
        System.arraycopy(time, at + 1, time, at, tail);
        System.arraycopy(delta, at + 1, delta, at, tail);
        System.arraycopy(owner, at + 1, owner, at, tail);
        System.arraycopy(zero, at + 1, zero, at, tail);
        change[--size] = null;
        return true;
    }

    void clear() {
        Arrays.fill(change, 0, size, null);
        size = 0;
    }

    @Override
    public Iterator<Change> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < size;
            }

            @Override
            public Change next() {
                if (next >= size) {
                    throw new NoSuchElementException();
                }
                return change[next++];
            }
        };
    }
}
