package org.schedlab.mesh.freelist;

import java.util.Arrays;

/** A growable list of {@code long} values (packed submesh keys), reused across calls. */
public final class LongList {
    private long[] a;
    private int size;

    public LongList() {
        this(16);
    }

    public LongList(int capacity) {
        a = new long[Math.max(4, capacity)];
    }

    public void add(long v) {
        if (size == a.length) {
            a = Arrays.copyOf(a, size * 2);
        }
        a[size++] = v;
    }

    public long get(int i) {
        return a[i];
    }

    /** The backing array; entries from {@link #size} on are unused. */
    long[] array() {
        return a;
    }

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }

    /**
     * Sorts the values ascending (the canonical order for submesh keys).
     *
     * @return the comparisons made, for the work count: exact for the insertion sort of short
     *     lists, {@code n * ceil(log2 n)} for longer ones (sorted by the library)
     */
    public int sort() {
        if (size > 24) {
            Arrays.sort(a, 0, size);
            return size * (32 - Integer.numberOfLeadingZeros(size - 1));
        }
        // the lists sorted here are short: a plain insertion sort beats the library's dispatch
        int comparisons = 0;
        for (int i = 1; i < size; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
                comparisons++;
            }
            comparisons += j >= 0 ? 1 : 0;
            a[j + 1] = v;
        }
        return comparisons;
    }

    /**
     * Sorts the values ascending and drops repeats.
     *
     * @return the comparisons made (see {@link #sort}), one more per value for the repeats
     */
    public int sortDistinct() {
        int comparisons = sort() + size;
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (n == 0 || a[n - 1] != a[i]) {
                a[n++] = a[i];
            }
        }
        size = n;
        return comparisons;
    }

    /** A copy of the values. */
    public long[] toArray() {
        return Arrays.copyOf(a, size);
    }
}
