package org.schedlab.mesh3d.machine;

import java.util.List;
import java.util.Optional;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.core.metrics.PlacementMeasures;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh3d.alloc.CuboidFirstFit;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.metrics.Mesh3dMeasures;

/**
 * A configured 3D mesh or torus: its sides, wrap-around and allocator spec. Jobs keep their
 * processor counts, except under a contiguous allocator, which is handed cuboids ({@link
 * Cuboid#forCount}; a shaped {@code w x h} request becomes {@code w x h x 1}).
 */
public final class Mesh3dMachine implements Machine {
    private final Mesh3d mesh;
    private final Spec allocator;
    private final AllocatorFactory factory;
    private final boolean contiguous;

    Mesh3dMachine(Mesh3d mesh, Spec allocator, AllocatorFactory factory) {
        this.mesh = mesh;
        this.allocator = allocator;
        this.factory = factory;
        this.contiguous = factory.create(allocator, mesh) instanceof CuboidFirstFit;
    }

    /** The mesh. */
    public Mesh3d mesh() {
        return mesh;
    }

    /** {@code mesh3d:XxYxZ[:torus]/ALLOCATOR}. */
    @Override
    public String describe() {
        return Mesh3dMachineFactory.NAME + ":" + mesh.x() + "x" + mesh.y() + "x" + mesh.z()
                + (mesh.wrap() ? ":torus" : "") + "/" + allocator.text();
    }

    @Override
    public int capacity() {
        return mesh.processors();
    }

    @Override
    public List<Integer> shape() {
        return List.of(mesh.x(), mesh.y(), mesh.z());
    }

    /** Under a contiguous allocator, the largest count some cuboid serves; otherwise every count. */
    @Override
    public int largestRequest() {
        return mesh.processors();
    }

    /** The dispersion of each placement ({@link Mesh3dMeasures}). */
    @Override
    public PlacementMeasures placementMeasures() {
        return new Mesh3dMeasures(mesh);
    }

    /**
     * The view draws the mesh as z planes: processor ids number the cells x fastest, then y, then
     * z ({@link Mesh3d#id}), as {@link ViewLayout#SLICES} reads them.
     */
    @Override
    public Optional<ViewLayout> viewLayout() {
        return Optional.of(ViewLayout.slices(mesh.x(), mesh.y(), mesh.z(), mesh.wrap()));
    }

    /** The mesh: its sides as a grid, and the type the allocators are registered for. */
    @Override
    public Mesh3d geometry() {
        return mesh;
    }

    @Override
    public Allocator newAllocator() {
        return factory.create(allocator, mesh);
    }

    @Override
    public Job map(Job job) {
        Request r = job.request();
        if (!contiguous) {
            if (r instanceof ProcessorRequest) {
                return job;
            }
            return job.withRequest(new ProcessorRequest(r.processors()));
        }
        if (r instanceof Cuboid) {
            return job;
        }
        if (r instanceof ShapedRequest s) {
            return job.withRequest(new Cuboid(s.width(), s.height(), 1));
        }
        Cuboid c = Cuboid.forCount(r.processors(), mesh);
        if (c == null) {
            throw new BadInputException("job " + job.id() + ": no cuboid of at least " + r.processors()
                    + " processors fits the " + mesh.describe());
        }
        return job.withRequest(c);
    }

    @Override
    public String toString() {
        return describe();
    }
}
