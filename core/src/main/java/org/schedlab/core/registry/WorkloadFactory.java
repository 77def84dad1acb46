package org.schedlab.core.registry;

import org.schedlab.core.spec.Spec;

/**
 * Builds a workload from its spec string ({@code swf:PATH}, {@code mesh-uniform}, ...), registered
 * by name in a Guice {@code MapBinder<String, WorkloadFactory>}.
 */
public interface WorkloadFactory {
    /**
     * Builds the workload.
     *
     * @throws org.schedlab.core.spec.BadInputException for a malformed spec, a missing file or a
     *     missing parameter (such as {@code --load} for a synthetic model)
     */
    Workload create(Spec spec, WorkloadParams params);

    /** One-line usage. */
    String synopsis();

    /**
     * Whether this workload can size its jobs for a machine of {@code geometry}, asking the
     * geometry what it needs (its processors, the sides of a {@link Geometry.Grid}, the clusters of
     * a {@link Geometry.Clustered} ...); {@link #create} refuses the others with {@link
     * Geometry#misfit}. The default is every geometry: the jobs are processor counts, which every
     * machine maps onto its own requests.
     */
    default boolean runsOn(Geometry geometry) {
        return true;
    }
}
