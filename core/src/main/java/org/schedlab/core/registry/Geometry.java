package org.schedlab.core.registry;

import java.util.List;
import org.schedlab.core.spec.BadInputException;

/**
 * A machine's shape, typed, as its allocators and workloads see it. Open: the module that defines
 * a machine kind declares its geometry as a record implementing this interface (core has {@link
 * Flat}; topology-mesh a mesh, topology-fattree a fat tree, topology-multicluster clusters), and
 * allocator factories are keyed by that record's type ({@link AllocatorFactory#geometry()}), so
 * another module can add an allocator for a machine kind it did not define.
 *
 * <p>A workload asks the geometry what it needs through the facets below, which a geometry
 * implements when they describe it: the sides of a grid ({@link Grid}), the arity and depth of a
 * tree ({@link Tree}), the sizes of clusters ({@link Clustered}), or interchangeable processors
 * ({@link Flat}). A workload that cannot size its jobs for a geometry says so ({@link
 * WorkloadFactory#runsOn}) and refuses it with {@link #misfit}.
 */
public interface Geometry {
    /** Usable processors; equals the machine's {@link Machine#capacity()}. */
    int processors();

    /** A short description for messages, e.g. {@code mesh 32x16}. */
    String describe();

    /**
     * Processors on the points of a grid, one side length per dimension (a 2D mesh: width and
     * height; a 3D mesh: three sides).
     */
    interface Grid extends Geometry {
        /** The side lengths, one per dimension, each at least 1. */
        List<Integer> sides();
    }

    /** Processors at the leaves of a tree of switches. */
    interface Tree extends Geometry {
        /** Children per switch (k of a k-ary n-tree). */
        int arity();

        /** Switch stages (n of a k-ary n-tree). */
        int levels();
    }

    /** Processors in clusters, interchangeable within each. */
    interface Clustered extends Geometry {
        /** Processors per cluster, each at least 1. */
        List<Integer> clusters();
    }

    /**
     * {@code processors} interchangeable processors: {@code flat:N}, {@code gang:P}.
     *
     * @param processors at least 1
     */
    record Flat(int processors) implements Geometry {
        public Flat {
            if (processors < 1) {
                throw new IllegalArgumentException("a machine needs at least one processor: " + processors);
            }
        }

        @Override
        public String describe() {
            return processors + " processors";
        }
    }

    /**
     * The geometry of {@code machine}, for workload {@code workload}.
     *
     * @throws BadInputException when there is no machine
     */
    static Geometry of(String workload, Machine machine) {
        if (machine == null) {
            throw new BadInputException("workload " + workload + " needs a machine (--machine)");
        }
        return machine.geometry();
    }

    /**
     * The refusal of a workload on a machine whose geometry it cannot size jobs for, in one line
     * naming both, e.g. {@code workload mesh-uniform does not run on --machine multicluster:4x8/total
     * (clusters 8,8,8,8): it draws submesh shapes and runs on flat and mesh machines}.
     *
     * @param draws what the workload draws, e.g. {@code submesh shapes}
     * @param runsOn the machines it runs on, e.g. {@code flat and mesh}
     */
    static BadInputException misfit(String workload, Machine machine, String draws, String runsOn) {
        return new BadInputException("workload " + workload + " does not run on --machine " + machine.describe()
                + " (" + machine.geometry().describe() + "): it draws " + draws + " and runs on " + runsOn
                + " machines");
    }
}
