package org.schedlab.core.flat;

import java.util.Arrays;
import org.schedlab.core.alloc.Allocation;

/** A set of processor ids (ascending, distinct): the allocation of a shapeless machine. */
public final class ProcessorSet implements Allocation {
    private final int[] ids;

    /** Creates a set from ascending, distinct, non-negative ids (the array is copied). */
    public ProcessorSet(int[] ids) {
        this(validated(ids.clone()), Trust.CHECKED);
    }

    private enum Trust {
        CHECKED,
        OWNED
    }

    private ProcessorSet(int[] ids, Trust trust) {
        this.ids = ids;
    }

    /** Wraps an ascending, distinct array that the caller hands over (no copy, no validation). */
    static ProcessorSet owning(int[] ids) {
        return new ProcessorSet(ids, Trust.OWNED);
    }

    private static int[] validated(int[] ids) {
        if (ids.length == 0) {
            throw new IllegalArgumentException("empty processor set");
        }
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] < 0 || (i > 0 && ids[i] <= ids[i - 1])) {
                throw new IllegalArgumentException("ids must be ascending, distinct and >= 0: " + Arrays.toString(ids));
            }
        }
        return ids;
    }

    @Override
    public int processors() {
        return ids.length;
    }

    /** The processor id at position {@code i} (ascending order). */
    public int id(int i) {
        return ids[i];
    }

    /** A copy of the ids, ascending. */
    public int[] ids() {
        return ids.clone();
    }

    /** Ranges of consecutive ids, e.g. {@code 0-15;32;40-41}. */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < ids.length) {
            int j = i;
            while (j + 1 < ids.length && ids[j + 1] == ids[j] + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(';');
            }
            sb.append(ids[i]);
            if (j > i) {
                sb.append('-').append(ids[j]);
            }
            i = j + 1;
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProcessorSet other && Arrays.equals(ids, other.ids);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ids);
    }

    @Override
    public String toString() {
        return "ProcessorSet[" + describe() + "]";
    }
}
