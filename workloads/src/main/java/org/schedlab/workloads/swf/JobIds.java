package org.schedlab.workloads.swf;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The job ids one pass over a log has met, to refuse an id met twice. The ids are kept as sorted
 * runs of consecutive ids while they increase, as they do in every log of the Parallel Workloads
 * Archive: a log numbered 1 to N is one run, and each id costs one comparison. An id below the
 * largest one met is looked up in the runs (binary search) and kept in a hash set besides.
 */
final class JobIds {
    /** Run {@code i} is the ids {@code from[i]} to {@code to[i]}, both included; runs ascend. */
    private int[] from = new int[4];

    private int[] to = new int[4];
    private int runs;
    /** Ids met below the largest id met before them; null until there is one. */
    private Set<Integer> others;

    /** Adds {@code id}; false when it was met before. */
    boolean add(int id) {
        if (runs == 0 || id > to[runs - 1]) {
            if (runs > 0 && id == to[runs - 1] + 1) {
                to[runs - 1] = id;
            } else {
                if (runs == from.length) {
                    from = Arrays.copyOf(from, 2 * runs);
                    to = Arrays.copyOf(to, 2 * runs);
                }
                from[runs] = id;
                to[runs] = id;
                runs++;
            }
            return true;
        }
        if (inRuns(id)) {
            return false;
        }
        if (others == null) {
            others = new HashSet<>();
        }
        return others.add(id);
    }

    /** Whether a run holds {@code id}. */
    private boolean inRuns(int id) {
        int lo = 0;
        int hi = runs - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (id < from[mid]) {
                hi = mid - 1;
            } else if (id > to[mid]) {
                lo = mid + 1;
            } else {
                return true;
            }
        }
        return false;
    }
}
