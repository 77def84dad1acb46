package org.schedlab.core.registry;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;

/**
 * A configured machine: its size and shape, a factory for fresh allocators, and the mapping of a
 * workload's jobs onto requests this machine understands (e.g. the square transformation of a
 * processor count into a submesh).
 */
public interface Machine {
    /** The spec this machine was built from, e.g. {@code mesh:32x32/mpl}. */
    String describe();

    /** Number of usable processors. */
    int capacity();

    /**
     * Side lengths, e.g. {@code [W, H]} for a mesh, {@code [N]} for a flat machine. Untyped: a
     * workload reads {@link #geometry()} instead.
     */
    List<Integer> shape();

    /**
     * The machine's shape as a workload sees it. The default is {@link Geometry.Flat} of {@link
     * #capacity()} processors; machines with a structure (meshes, trees, clusters) override it.
     */
    default Geometry geometry() {
        return new Geometry.Flat(capacity());
    }

    /**
     * The largest processor count a job may ask of this machine: {@link #map} serves every count
     * up to it. Models that draw processor counts build their size law for it. The default is
     * {@link #capacity()}; a mesh whose request mapping cannot serve every count says less (the
     * square rule, {@code w <= h}, serves at most {@code H x H} on a W x H mesh with W &gt; H).
     */
    default int largestRequest() {
        return capacity();
    }

    /** A fresh, empty allocator. */
    Allocator newAllocator();

    /**
     * Per-job measures of this machine's placements, reported per run and per job ({@link
     * org.schedlab.core.metrics.PlacementMeasures}). The default has none.
     */
    default org.schedlab.core.metrics.PlacementMeasures placementMeasures() {
        return org.schedlab.core.metrics.PlacementMeasures.NONE;
    }

    /**
     * How a schedule view draws this machine ({@link ViewLayout}), or empty when no view can draw
     * it. The default is empty; the view draws the built-in kinds (flat, mesh, fattree,
     * multicluster, gang) by itself, and a machine kind another module defines states its layout
     * here.
     */
    default java.util.Optional<ViewLayout> viewLayout() {
        return java.util.Optional.empty();
    }

    /**
     * Maps a workload job onto this machine's request type. The default keeps the job unchanged.
     *
     * @throws org.schedlab.core.spec.BadInputException if the job cannot be expressed here
     */
    default Job map(Job job) {
        return job;
    }
}
