package org.schedlab.multicluster.alloc;

import java.util.Arrays;
import org.schedlab.core.alloc.Allocation;

/**
 * A placement on a multicluster: how many processors are taken in each cluster. Processors inside
 * a cluster are interchangeable in the model (Bucur and Epema, JSSPP 2000, section 2.1), so counts
 * are the whole placement. Immutable; equal counts are equal placements.
 */
public final class ClusterAllocation implements Allocation {
    private final int[] take;
    private final int processors;

    /**
     * @param take processors taken per cluster, each {@code >= 0}, sum {@code >= 1} (copied)
     */
    public ClusterAllocation(int[] take) {
        this(take.clone(), true);
    }

    private ClusterAllocation(int[] owned, boolean checked) {
        long sum = 0;
        for (int t : owned) {
            if (t < 0) {
                throw new IllegalArgumentException("negative take: " + Arrays.toString(owned));
            }
            sum += t;
        }
        if (sum < 1 || sum > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(
                    "a placement takes between 1 and 2^31-1 processors: " + Arrays.toString(owned));
        }
        this.take = owned;
        this.processors = (int) sum;
    }

    /** Wraps an array the caller hands over (validated, not copied). */
    static ClusterAllocation owning(int[] take) {
        return new ClusterAllocation(take, true);
    }

    /** Number of clusters the placement is expressed over. */
    public int clusters() {
        return take.length;
    }

    /** Processors taken in cluster {@code c}. */
    public int take(int c) {
        return take[c];
    }

    /** A copy of the per-cluster counts. */
    public int[] takes() {
        return take.clone();
    }

    @Override
    public int processors() {
        return processors;
    }

    /** Non-empty clusters as {@code cluster:count}, e.g. {@code 0:4;2:3} (clusters from 0). */
    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < take.length; c++) {
            if (take[c] > 0) {
                if (sb.length() > 0) {
                    sb.append(';');
                }
                sb.append(c).append(':').append(take[c]);
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClusterAllocation a && Arrays.equals(a.take, take);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(take);
    }

    @Override
    public String toString() {
        return "ClusterAllocation[" + describe() + "]";
    }
}
