package org.schedlab.mesh.machine;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh.geometry.MeshGeometry;
import org.schedlab.mesh.geometry.SubmeshRequest;
import org.schedlab.mesh.mapping.RequestMapper;

/** A configured mesh: its size, request mapping rule and allocator spec. */
final class MeshMachine implements Machine {
    private final int width;
    private final int height;
    private final RequestMapper.Rule rule;
    private final RequestMapper mapper;
    private final Spec allocator;
    private final AllocatorFactory factory;

    MeshMachine(int width, int height, RequestMapper.Rule rule, Spec allocator, AllocatorFactory factory) {
        this.width = width;
        this.height = height;
        this.rule = rule;
        this.mapper = new RequestMapper(width, height, rule);
        this.allocator = allocator;
        this.factory = factory;
    }

    /** {@code mesh:WxH[:paragon]/ALLOCATOR[:no-rotate]}. */
    @Override
    public String describe() {
        return MeshMachineFactory.NAME + ":" + width + "x" + height
                + (rule == RequestMapper.Rule.PARAGON ? ":paragon" : "") + "/" + allocator.text();
    }

    @Override
    public int capacity() {
        return width * height;
    }

    @Override
    public List<Integer> shape() {
        return List.of(width, height);
    }

    @Override
    public MeshGeometry geometry() {
        return new MeshGeometry(width, height);
    }

    /** The largest count the request mapping serves (it serves every smaller one too). */
    @Override
    public int largestRequest() {
        int lo = 0;
        int hi = width * height;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (maps(mid)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private boolean maps(int n) {
        try {
            mapper.map(n);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public Allocator newAllocator() {
        return factory.create(allocator, geometry());
    }

    /**
     * Shaped requests become submesh requests of the same shape; processor counts go through the
     * {@link RequestMapper}; submesh requests stay.
     */
    @Override
    public Job map(Job job) {
        Request r = job.request();
        if (r instanceof SubmeshRequest) {
            return job;
        }
        if (r instanceof ShapedRequest s) {
            return job.withRequest(new SubmeshRequest(s.width(), s.height()));
        }
        if (r instanceof ProcessorRequest p) {
            try {
                return job.withRequest(mapper.map(p.processors()));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("job " + job.id() + ": " + e.getMessage(), e);
            }
        }
        throw new BadInputException("job " + job.id() + ": a mesh cannot serve a request of type "
                + r.getClass().getSimpleName() + " (" + r + ")");
    }

    @Override
    public String toString() {
        return describe();
    }
}
