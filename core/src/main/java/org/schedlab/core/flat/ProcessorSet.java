package org.schedlab.core.flat;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;

/**
 * A set of processor ids (ascending, distinct): the allocation of a shapeless machine.
 *
 * <p>Kept as 64-bit words of a bit set, only the non-zero ones (word index and bits), so that
 * {@link FlatAllocator} finds, commits and releases a job of {@code n} processors in {@code O(n /
 * 64)} word operations plus one per word the set is split over, not one per processor. The ids as
 * an array are made on the first call of {@link #id} or {@link #ids}.
 */
public final class ProcessorSet implements Allocation {
    /** Indexes of the non-zero words, ascending; null for a set within one word ({@link #word0}). */
    private final int[] words;
    /**
     * The bits of those words: bit {@code b} of word {@code w} is processor {@code 64 w + b}; null
     * with {@link #words}.
     */
    private final long[] masks;
    /** The one word of a set without arrays, and its bits (unused otherwise). */
    private final int word0;

    private final long mask0;

    private final int processors;
    /** The ids, made on first use. */
    private int[] ids;

    /** Creates a set from ascending, distinct, non-negative ids (the array is copied). */
    public ProcessorSet(int[] ids) {
        int[] copy = validated(ids.clone());
        int n = 0;
        for (int i = 0; i < copy.length; i++) {
            if (i == 0 || copy[i] >>> 6 != copy[i - 1] >>> 6) {
                n++;
            }
        }
        int[] w = new int[n];
        long[] m = new long[n];
        int k = -1;
        for (int i = 0; i < copy.length; i++) {
            if (i == 0 || copy[i] >>> 6 != copy[i - 1] >>> 6) {
                w[++k] = copy[i] >>> 6;
            }
            m[k] |= 1L << copy[i];
        }
        if (n == 1) {
            this.words = null;
            this.masks = null;
            this.word0 = w[0];
            this.mask0 = m[0];
        } else {
            this.words = w;
            this.masks = m;
            this.word0 = 0;
            this.mask0 = 0;
        }
        this.processors = copy.length;
        this.ids = copy;
    }

    private ProcessorSet(int[] words, long[] masks, int word0, long mask0, int processors) {
        this.words = words;
        this.masks = masks;
        this.word0 = word0;
        this.mask0 = mask0;
        this.processors = processors;
    }

    /**
     * Wraps words and bits that the caller hands over (no copy, no validation): {@code words}
     * ascending, every mask non-zero, {@code processors} bits in all.
     */
    static ProcessorSet owning(int[] words, long[] masks, int processors) {
        return words.length == 1
                ? ofWord(words[0], masks[0], processors)
                : new ProcessorSet(words, masks, 0, 0, processors);
    }

    /** The set of the bits {@code mask} (non-zero, {@code processors} of them) of word {@code word}. */
    static ProcessorSet ofWord(int word, long mask, int processors) {
        return new ProcessorSet(null, null, word, mask, processors);
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
        return processors;
    }

    /** Number of 64-bit words the set has bits in. */
    int wordCount() {
        return words == null ? 1 : words.length;
    }

    /** The index of the {@code k}-th word the set has bits in (ascending). */
    int word(int k) {
        return words == null ? word0 : words[k];
    }

    /** The set's bits in its {@code k}-th word. */
    long mask(int k) {
        return words == null ? mask0 : masks[k];
    }

    /** The processor id at position {@code i} (ascending order). */
    public int id(int i) {
        return idArray()[i];
    }

    private int[] idArray() {
        int[] a = ids;
        if (a == null) {
            a = new int[processors];
            int k = 0;
            for (int j = 0, n = wordCount(); j < n; j++) {
                int base = word(j) << 6;
                for (long m = mask(j); m != 0; m &= m - 1) {
                    a[k++] = base + Long.numberOfTrailingZeros(m);
                }
            }
            ids = a;
        }
        return a;
    }

    /** A copy of the ids, ascending. */
    public int[] ids() {
        return idArray().clone();
    }

    /** The ids, ascending (from the words, without keeping an array). */
    @Override
    public IntStream processorIds() {
        int[] a = ids;
        if (a != null) {
            return Arrays.stream(a);
        }
        return IntStream.range(0, wordCount()).flatMap(j -> {
            IntStream.Builder b = IntStream.builder();
            int base = word(j) << 6;
            for (long m = mask(j); m != 0; m &= m - 1) {
                b.add(base + Long.numberOfTrailingZeros(m));
            }
            return b.build();
        });
    }

    /**
     * Ranges of consecutive ids, e.g. {@code 0-15;32;40-41}: read off the words' runs of set bits
     * (a run may go on into the next word), without the ids as an array.
     */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder(16);
        int from = -1; // the open range, from..to, or none
        int to = -2;
        for (int k = 0, n = wordCount(); k < n; k++) {
            int base = word(k) << 6;
            long m = mask(k);
            while (m != 0) {
                int low = Long.numberOfTrailingZeros(m);
                int ones = Long.numberOfTrailingZeros(~(m >>> low)); // 64 - low when the bits run to the top
                int start = base + low;
                if (start != to + 1) {
                    range(sb, from, to);
                    from = start;
                }
                to = start + ones - 1;
                m = low + ones == 64 ? 0 : m & (-1L << (low + ones));
            }
        }
        range(sb, from, to);
        return sb.toString();
    }

    /** Appends {@code from-to} (or {@code from} alone), after a {@code ;} when not the first; none for {@code from < 0}. */
    private static void range(StringBuilder sb, int from, int to) {
        if (from < 0) {
            return;
        }
        if (sb.length() > 0) {
            sb.append(';');
        }
        sb.append(from);
        if (to > from) {
            sb.append('-').append(to);
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ProcessorSet other) || other.wordCount() != wordCount()) {
            return false;
        }
        for (int k = 0, n = wordCount(); k < n; k++) {
            if (other.word(k) != word(k) || other.mask(k) != mask(k)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(idArray());
    }

    @Override
    public String toString() {
        return "ProcessorSet[" + describe() + "]";
    }
}
