package org.schedlab.multicluster.machine;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.Request;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.spec.Spec;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * A configured multicluster: cluster sizes, the request kind its co-allocation jobs are served
 * as, and its allocator. Co-allocation requests are re-kinded to {@link #kind()}; any other
 * request (a plain processor count from a trace, a shape) becomes a total request of its processor
 * count, since a job that names only a count leaves the clusters to the scheduler (Bucur and
 * Epema, JSSPP 2000, section 2.2).
 */
public final class MulticlusterMachine implements Machine {
    private final ClustersGeometry geometry;
    private final RequestKind kind;
    private final Spec allocator;
    private final AllocatorFactory factory;
    private final String text;

    MulticlusterMachine(
            ClustersGeometry geometry, RequestKind kind, Spec allocator, AllocatorFactory factory, String text) {
        this.geometry = geometry;
        this.kind = kind;
        this.allocator = allocator;
        this.factory = factory;
        this.text = text;
    }

    /** The request kind co-allocation jobs are served as. */
    public RequestKind kind() {
        return kind;
    }

    /** Number of clusters. */
    public int clusters() {
        return geometry.clusters().size();
    }

    /** {@code multicluster:4x8/unordered:ff} or {@code multicluster:128,24,24,24/ordered}. */
    @Override
    public String describe() {
        return text;
    }

    @Override
    public int capacity() {
        return geometry.processors();
    }

    /** The cluster sizes. */
    @Override
    public List<Integer> shape() {
        return geometry.clusters();
    }

    @Override
    public ClustersGeometry geometry() {
        return geometry;
    }

    @Override
    public Allocator newAllocator() {
        return factory.create(allocator, geometry);
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
