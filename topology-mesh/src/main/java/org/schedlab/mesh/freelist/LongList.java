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

    /** Sorts the values ascending (the canonical order for submesh keys). */
    public void sort() {
        if (size > 24) {
            Arrays.sort(a, 0, size);
            return;
        }
        // the lists sorted here are short: a plain insertion sort beats the library's dispatch
        for (int i = 1; i < size; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    /** Sorts the values ascending and drops repeats. */
    public void sortDistinct() {
        sort();
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (n == 0 || a[n - 1] != a[i]) {
                a[n++] = a[i];
            }
        }
        size = n;
    }

    /** A copy of the values. */
    public long[] toArray() {
        return Arrays.copyOf(a, size);
    }
}
