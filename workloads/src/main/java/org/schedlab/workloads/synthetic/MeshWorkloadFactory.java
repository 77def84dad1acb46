package org.schedlab.workloads.synthetic;

import java.util.Set;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * {@code mesh-uniform} and {@code mesh-decreasing}: the {@link MeshWorkload} with side limits from
 * the machine's {@link Geometry} (a 2D grid W x H, such as a mesh, gives W for widths and H for
 * heights; a flat machine of N processors gives floor(sqrt(N)) for both; other geometries, such as
 * clusters or trees, are refused, since a submesh shape means nothing there), {@code --jobs} jobs
 * and arrival rate {@code --load}.
 * Instead of {@code --load}, {@code --utilization U} sets the rate so that rate x E[w] x E[h] x
 * E[service] / capacity = U.
 */
public final class MeshWorkloadFactory implements WorkloadFactory {
    private static final String DRAWS = "submesh shapes (width x height)";
    private final MeshSides sides;

    /** The factory for one side law; its name is {@link MeshSides#workloadName()}. */
    public MeshWorkloadFactory(MeshSides sides) {
        this.sides = sides;
    }

    @Override
    public Workload create(Spec spec, WorkloadParams params) {
        String name = sides.workloadName();
        spec.requireArgs(0, 0, name + " (no arguments; use --load and --jobs)");
        params.requireKnownOptions(name, Set.of());
        Machine machine = params.machine();
        Geometry geometry = Geometry.of(name, machine);
        if (!runsOn(geometry)) {
            throw Geometry.misfit(name, machine, DRAWS, "flat and mesh");
        }
        int[] limits = sideLimits(geometry);
        if (params.jobs() < 1) {
            throw new BadInputException("workload " + name + " needs --jobs N with N >= 1");
        }
        double rate = rate(name, params, limits, machine.capacity());
        return new MeshWorkload(sides, limits[0], limits[1], rate, params.jobs(), params.streams());
    }

    private double rate(String name, WorkloadParams params, int[] limits, int capacity) {
        return params.arrivalRate(
                name, capacity, sides.mean(limits[0]) * sides.mean(limits[1]), MeshWorkload.MEAN_SERVICE);
    }

    /** Width and height limits: a 2D grid's sides, else floor(sqrt(processors)) for both. */
    static int[] sideLimits(Geometry geometry) {
        if (geometry instanceof Geometry.Grid grid) {
            return new int[] {grid.sides().get(0), grid.sides().get(1)};
        }
        int side = (int) Math.floor(Math.sqrt(geometry.processors()));
        return new int[] {side, side};
    }

    /**
     * Flat machines and 2D grids (meshes). A fat tree is refused (issue 27): a submesh shape means
     * nothing on a tree, and the square root of its processor count is no side of it; so are grids
     * of other dimensions, whose machines take no width x height shape.
     */
    @Override
    public boolean runsOn(Geometry geometry) {
        return geometry instanceof Geometry.Flat
                || geometry instanceof Geometry.Grid g && g.sides().size() == 2;
    }

    @Override
    public String synopsis() {
        return sides == MeshSides.UNIFORM
                ? "mesh-uniform  sides uniform on [1,L], L from the mesh; Poisson arrivals at --load,"
                        + " exponential service mean 1, --jobs N"
                : "mesh-decreasing  sides from [1,4],[5,8],[9,16],[17,L] with p 0.4,0.2,0.2,0.2;"
                        + " Poisson arrivals at --load, exponential service mean 1, --jobs N";
    }
}
