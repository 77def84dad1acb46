package org.schedlab.mesh3d.metrics;

import java.util.List;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.metrics.PlacementMeasures;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The per-job measures of a {@code mesh3d} placement ({@link Dispersion}): {@code pairwiseL1}
 * (the sum of the pairwise L1 distances, PReMAS's {@code alloc} figure), {@code diameterL1},
 * {@code boundingBox} (volume) and {@code contiguous} (1 when the processors form one piece, else
 * 0). A run reports each one's mean and maximum ({@code meanPairwiseL1}, ..., {@code
 * meanContiguous} being the share of jobs placed in one piece).
 */
public final class Mesh3dMeasures implements PlacementMeasures {
    /** The measures with their units, in column order, as the module registers them. */
    public static final List<PlacementMeasure> DECLARED = List.of(
            new PlacementMeasure(
                    "pairwiseL1", "hops", "the sum of the L1 distances over the pairs of the job's processors"),
            new PlacementMeasure("diameterL1", "hops", "the largest L1 distance between two of the job's processors"),
            new PlacementMeasure(
                    "boundingBox", "processors", "the volume of the smallest cuboid holding the job's processors"),
            new PlacementMeasure(
                    "contiguous", "fraction", "1 when the job's processors form one connected piece, else 0"));

    /** The measure names, in column order. */
    public static final List<String> NAMES =
            DECLARED.stream().map(PlacementMeasure::name).toList();

    private final Mesh3d mesh;

    public Mesh3dMeasures(Mesh3d mesh) {
        this.mesh = mesh;
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public void measure(Allocation placement, double[] out) {
        int[] ids = ((Placement3d) placement).ids();
        out[0] = Dispersion.pairwiseL1(mesh, ids);
        out[1] = Dispersion.diameterL1(mesh, ids);
        out[2] = Dispersion.boundingBox(mesh, ids);
        out[3] = Dispersion.connected(mesh, ids) ? 1 : 0;
    }
}
