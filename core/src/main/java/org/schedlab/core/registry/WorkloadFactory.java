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
}
