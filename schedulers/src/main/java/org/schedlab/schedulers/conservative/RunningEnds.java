package org.schedlab.schedulers.conservative;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;

/**
 * The running jobs' processors by expected end, as two sorted primitive arrays (distinct times, no
 * zero counts): what {@link CountPlan#reset} makes a profile from, and where {@link
 * CountPlan#advance} finds the jobs past their estimates. A start or a departure changes one entry
 * (a binary search and, when an end appears or goes, one array shift), so a pass reads the ends
 * without boxing and without walking a tree.
 */
final class RunningEnds {
    private double[] at = new double[64];
    private int[] processors = new int[64];
    private int size;

    /** The ends of {@code processorsByEnd} (zero counts left out). */
    static RunningEnds of(Map<Double, Integer> processorsByEnd) {
        RunningEnds ends = new RunningEnds();
        processorsByEnd.forEach((end, p) -> ends.add(end, p));
        return ends;
    }

    /**
     * Adds {@code delta} processors at expected end {@code end} (negative when a job leaves); an
     * end whose count comes to zero is removed.
     *
     * @throws IllegalStateException if a count would become negative
     */
    void add(double end, int delta) {
        int i = Arrays.binarySearch(at, 0, size, end);
        if (i >= 0) {
            int p = processors[i] + delta;
            if (p < 0) {
                throw new IllegalStateException(
                        "more processors leave at " + end + " than end there: " + processors[i] + " + " + delta);
            }
            if (p > 0) {
                processors[i] = p;
                return;
            }
            System.arraycopy(at, i + 1, at, i, size - i - 1);
            System.arraycopy(processors, i + 1, processors, i, size - i - 1);
            size--;
            return;
        }
        if (delta < 0) {
            throw new IllegalStateException("no running job is planned to end at " + end + ": " + delta);
        }
        if (delta == 0) {
            return;
        }
        int to = -i - 1;
        if (size == at.length) {
            at = Arrays.copyOf(at, size * 2);
            processors = Arrays.copyOf(processors, size * 2);
        }
        System.arraycopy(at, to, at, to + 1, size - to);
        System.arraycopy(processors, to, processors, to + 1, size - to);
        at[to] = end;
        processors[to] = delta;
        size++;
    }

    /**
     * The ends as {@link Plan}'s constructor takes them: per expected end, one placement of that
     * end's processors (on counts, how many end there is all a plan reads).
     */
    java.util.NavigableMap<Double, List<Allocation>> asGroups() {
        java.util.TreeMap<Double, List<Allocation>> groups = new java.util.TreeMap<>();
        for (int i = 0; i < size; i++) {
            groups.put(at[i], List.of(new Occupancy.Count(processors[i])));
        }
        return groups;
    }

    /** The processors of every running job: the sum over all ends. */
    long total() {
        long sum = 0;
        for (int i = 0; i < size; i++) {
            sum += processors[i];
        }
        return sum;
    }

    /** How many distinct expected ends. */
    int size() {
        return size;
    }

    /** The {@code i}-th expected end, in increasing order. */
    double at(int i) {
        return at[i];
    }

    /** The processors that end at {@link #at}{@code (i)}. */
    int processors(int i) {
        return processors[i];
    }
}
