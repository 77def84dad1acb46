package org.schedlab.multicluster.alloc;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * Co-allocation on C clusters of interchangeable processors (Bucur and Epema, "The influence of
 * the structure and sizes of jobs on the performance of co-allocation", JSSPP 2000). The state is
 * the idle count of every cluster; a request is placed by its own {@link RequestKind} with the
 * rules of {@link ClusterPlacer}. Requests that are not {@link CoAllocationRequest}s (plain
 * processor counts, shapes) are served as total requests of {@code processors()} processors.
 *
 * <p>Self-audit: the allocator keeps the multiset of committed placements, so a release of a
 * placement that is not committed is refused, and {@link #checkInvariants()} recomputes every
 * cluster's busy count from that multiset.
 *
 * <p>Cost: {@code find} O(k C) for k components on C clusters (O(C^2) for Worst Fit with distinct
 * clusters); {@code commit} and {@code release} O(C).
 */
public final class MulticlusterAllocator implements TestsPlacements {
    private final int[] sizes;
    private final int capacity;
    private final int[] idle;
    private int free;
    private final ClusterPlacer placer;
    private final Map<ClusterAllocation, Integer> committed;
    private int[] scratch = new int[8];

    /**
     * An empty machine.
     *
     * @param sizes processors per cluster, each {@code >= 1} (copied)
     * @param placement the rule for unordered requests
     * @param share whether components of one unordered request may share a cluster
     */
    public MulticlusterAllocator(int[] sizes, Placement placement, boolean share) {
        if (sizes.length == 0) {
            throw new IllegalArgumentException("a multicluster has at least one cluster");
        }
        long sum = 0;
        for (int s : sizes) {
            if (s < 1) {
                throw new IllegalArgumentException("cluster sizes must be >= 1: " + Arrays.toString(sizes));
            }
            sum += s;
        }
        if (sum > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many processors: " + sum);
        }
        this.sizes = sizes.clone();
        this.capacity = (int) sum;
        this.idle = sizes.clone();
        this.free = capacity;
        this.placer = new ClusterPlacer(sizes.length, placement, share);
        this.committed = new HashMap<>();
    }

    private MulticlusterAllocator(MulticlusterAllocator other) {
        this.sizes = other.sizes;
        this.capacity = other.capacity;
        this.idle = other.idle.clone();
        this.free = other.free;
        this.placer = new ClusterPlacer(sizes.length, other.placer.placement(), other.placer.share());
        this.committed = new HashMap<>(other.committed);
    }

    /** Number of clusters. */
    public int clusters() {
        return sizes.length;
    }

    /** Processors of cluster {@code c}. */
    public int size(int c) {
        return sizes[c];
    }

    /** Idle processors of cluster {@code c}. */
    public int idle(int c) {
        return idle[c];
    }

    public Placement placement() {
        return placer.placement();
    }

    public boolean share() {
        return placer.share();
    }

    @Override
    public ClusterAllocation find(Request request) {
        return place(request, idle);
    }

    private ClusterAllocation place(Request request, int[] on) {
        int[] take = new int[sizes.length];
        boolean ok;
        if (request instanceof CoAllocationRequest r) {
            int n = r.size();
            if (scratch.length < n) {
                scratch = new int[n];
            }
            for (int i = 0; i < n; i++) {
                scratch[i] = r.component(i);
            }
            ok = placer.place(r.kind(), scratch, n, on, take);
        } else {
            int p = request.processors();
            if (p < 1) {
                return null;
            }
            scratch[0] = p;
            ok = placer.place(RequestKind.TOTAL, scratch, 1, on, take);
        }
        return ok ? ClusterAllocation.owning(take) : null;
    }

    /** Whether each cluster still has the processors {@code allocation} takes from it. */
    @Override
    public boolean isFree(Allocation allocation) {
        ClusterAllocation a = cast(allocation);
        for (int c = 0; c < sizes.length; c++) {
            if (a.take(c) > idle[c]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void commit(Allocation allocation) {
        ClusterAllocation a = cast(allocation);
        for (int c = 0; c < sizes.length; c++) {
            if (a.take(c) > idle[c]) {
                throw new IllegalStateException(
                        "cluster " + c + " has " + idle[c] + " idle processors: cannot commit " + a.describe());
            }
        }
        for (int c = 0; c < sizes.length; c++) {
            idle[c] -= a.take(c);
        }
        free -= a.processors();
        committed.merge(a, 1, Integer::sum);
    }

    @Override
    public void release(Allocation allocation) {
        ClusterAllocation a = cast(allocation);
        Integer n = committed.get(a);
        if (n == null) {
            throw new IllegalStateException("not a committed placement: " + a.describe());
        }
        if (n == 1) {
            committed.remove(a);
        } else {
            committed.put(a, n - 1);
        }
        for (int c = 0; c < sizes.length; c++) {
            idle[c] += a.take(c);
        }
        free += a.processors();
    }

    private ClusterAllocation cast(Allocation allocation) {
        if (!(allocation instanceof ClusterAllocation a) || a.clusters() != sizes.length) {
            throw new IllegalStateException("not a placement on this " + sizes.length + "-cluster machine: "
                    + (allocation == null ? "null" : allocation.describe()));
        }
        return a;
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
    public MulticlusterAllocator copy() {
        return new MulticlusterAllocator(this);
    }

    /** Whether the request fits the empty machine under this allocator's rules. */
    @Override
    public boolean canEverFit(Request request) {
        return place(request, sizes) != null;
    }

    @Override
    public void checkInvariants() {
        long[] busy = new long[sizes.length];
        long count = 0;
        for (Map.Entry<ClusterAllocation, Integer> e : committed.entrySet()) {
            if (e.getValue() < 1) {
                throw new IllegalStateException(
                        "multiset count " + e.getValue() + " for " + e.getKey().describe());
            }
            for (int c = 0; c < sizes.length; c++) {
                busy[c] += (long) e.getKey().take(c) * e.getValue();
            }
            count += (long) e.getKey().processors() * e.getValue();
        }
        long idleSum = 0;
        for (int c = 0; c < sizes.length; c++) {
            if (idle[c] < 0 || idle[c] > sizes[c]) {
                throw new IllegalStateException("cluster " + c + " idle " + idle[c] + " outside [0, " + sizes[c] + "]");
            }
            if (idle[c] != sizes[c] - busy[c]) {
                throw new IllegalStateException(
                        "cluster " + c + " idle " + idle[c] + " but size " + sizes[c] + " - committed " + busy[c]);
            }
            idleSum += idle[c];
        }
        if (free != idleSum || free != capacity - count) {
            throw new IllegalStateException(
                    "free " + free + " but idle sum " + idleSum + " and capacity - busy " + (capacity - count));
        }
    }
}
