package org.schedlab.core.flat;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;

/**
 * A set of processor ids kept as runs of consecutive ids ({@code [start, end)}, ascending,
 * neither empty nor touching): the placement of {@link FlatRunsAllocator}, whose size is the
 * number of runs, not of processors. {@link #describe} writes the same text as {@link
 * ProcessorSet#describe} for the same ids.
 */
public final class ProcessorRuns implements Allocation {
    private final int[] starts;
    private final int[] ends;
    private final int processors;

    /**
     * Runs from their bounds (the arrays are copied).
     *
     * @param starts first id of each run, ascending
     * @param ends one past the last id of each run; {@code starts[i] < ends[i] < starts[i + 1]}
     * @throws IllegalArgumentException when the runs are empty, unordered, touch or overlap
     */
    public ProcessorRuns(int[] starts, int[] ends) {
        this(starts.clone(), ends.clone(), count(starts, ends));
    }

    private ProcessorRuns(int[] starts, int[] ends, int processors) {
        this.starts = starts;
        this.ends = ends;
        this.processors = processors;
    }

    /** Wraps bounds the caller hands over (no copy, no validation). */
    static ProcessorRuns owning(int[] starts, int[] ends, int processors) {
        return new ProcessorRuns(starts, ends, processors);
    }

    private static int count(int[] starts, int[] ends) {
        if (starts.length == 0 || starts.length != ends.length) {
            throw new IllegalArgumentException(
                    "runs need as many starts as ends, at least one: " + starts.length + ", " + ends.length);
        }
        long n = 0;
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] < 0 || ends[i] <= starts[i] || (i > 0 && starts[i] <= ends[i - 1])) {
                throw new IllegalArgumentException("runs must be ascending, non-empty, apart and >= 0: "
                        + Arrays.toString(starts) + " to " + Arrays.toString(ends));
            }
            n += ends[i] - starts[i];
        }
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("more than " + Integer.MAX_VALUE + " processors: " + n);
        }
        return (int) n;
    }

    @Override
    public int processors() {
        return processors;
    }

    /** Number of runs. */
    public int runs() {
        return starts.length;
    }

    /** The first id of run {@code k}. */
    public int start(int k) {
        return starts[k];
    }

    /** One past the last id of run {@code k}. */
    public int end(int k) {
        return ends[k];
    }

    /** The ids, ascending, run by run. */
    @Override
    public IntStream processorIds() {
        return IntStream.range(0, starts.length).flatMap(k -> IntStream.range(starts[k], ends[k]));
    }

    /** Ranges of consecutive ids, e.g. {@code 0-15;32;40-41}. */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < starts.length; k++) {
            if (k > 0) {
                sb.append(';');
            }
            sb.append(starts[k]);
            if (ends[k] - starts[k] > 1) {
                sb.append('-').append(ends[k] - 1);
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProcessorRuns other
                && Arrays.equals(starts, other.starts)
                && Arrays.equals(ends, other.ends);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(starts) + Arrays.hashCode(ends);
    }

    @Override
    public String toString() {
        return "ProcessorRuns[" + describe() + "]";
    }
}
