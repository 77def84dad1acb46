package org.schedlab.multicluster.machine;

import java.util.Arrays;
import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.Request;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.multicluster.alloc.MulticlusterAllocator;
import org.schedlab.multicluster.alloc.Placement;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * A configured multicluster: cluster sizes, the request kind its co-allocation jobs are served
 * as, and the placement rule. Co-allocation requests are re-kinded to {@link #kind()}; any other
 * request (a plain processor count from a trace, a shape) becomes a total request of its processor
 * count, since a job that names only a count leaves the clusters to the scheduler (Bucur and
 * Epema, JSSPP 2000, section 2.2).
 */
public final class MulticlusterMachine implements Machine {
    private final int[] sizes;
    private final RequestKind kind;
    private final Placement placement;
    private final boolean share;
    private final String text;

    MulticlusterMachine(int[] sizes, RequestKind kind, Placement placement, boolean share, String text) {
        this.sizes = sizes.clone();
        this.kind = kind;
        this.placement = placement;
        this.share = share;
        this.text = text;
    }

    /** The request kind co-allocation jobs are served as. */
    public RequestKind kind() {
        return kind;
    }

    public Placement placement() {
        return placement;
    }

    public boolean share() {
        return share;
    }

    /** Number of clusters. */
    public int clusters() {
        return sizes.length;
    }

    /** {@code multicluster:4x8/unordered:ff} or {@code multicluster:128,24,24,24/ordered}. */
    @Override
    public String describe() {
        return text;
    }

    @Override
    public int capacity() {
        return Arrays.stream(sizes).sum();
    }

    /** The cluster sizes. */
    @Override
    public List<Integer> shape() {
        return Arrays.stream(sizes).boxed().toList();
    }

    @Override
    public Geometry geometry() {
        return new Geometry.Clusters(shape());
    }

    @Override
    public MulticlusterAllocator newAllocator() {
        return new MulticlusterAllocator(sizes, placement, share);
    }

    @Override
    public Job map(Job job) {
        Request r = job.request();
        if (r instanceof CoAllocationRequest c) {
            return c.kind() == kind ? job : job.withRequest(c.withKind(kind));
        }
        return job.withRequest(CoAllocationRequest.total(r.processors()));
    }

    @Override
    public String toString() {
        return describe();
    }
}
