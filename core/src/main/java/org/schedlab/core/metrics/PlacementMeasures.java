package org.schedlab.core.metrics;

import java.util.List;
import org.schedlab.core.alloc.Allocation;

/**
 * Per-job measures of a placement that a machine defines, such as how far apart a 3D mesh's
 * allocated processors are. A machine that has some returns them from {@link
 * org.schedlab.core.registry.Machine#placementMeasures()}; a run then reports each measure's mean
 * and largest value over the started jobs ({@link PlacementMeasuresListener}), and the schedule
 * CSV gives each job's values in one column per measure. Each name is one a module declares, with
 * its unit, in the registry of placement measures ({@link PlacementMeasure}, {@link
 * org.schedlab.core.wiring.Registries#placementMeasures}).
 */
public interface PlacementMeasures {
    /** No measures (the default of a machine). */
    PlacementMeasures NONE = new PlacementMeasures() {
        @Override
        public List<String> names() {
            return List.of();
        }

        @Override
        public void measure(Allocation placement, double[] out) {}
    };

    /** The measures' names, in column order: lower camel case, e.g. {@code pairwiseL1}. */
    List<String> names();

    /**
     * Writes the measures of {@code placement} (made by this machine's allocator) into {@code
     * out[0..names().size())}, in {@link #names()} order.
     */
    void measure(Allocation placement, double[] out);
}
