package org.schedlab.core.registry;

import java.util.EnumSet;
import java.util.Set;
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
     * The machine geometries this workload runs on; {@link #create} refuses the others with {@link
     * Geometry#misfit}. The default is every kind: the jobs are processor counts, which every
     * machine maps onto its own requests.
     */
    default Set<Geometry.Kind> geometries() {
        return EnumSet.allOf(Geometry.Kind.class);
    }
}
