package org.schedlab.mesh3d.metrics;

import java.util.List;
import org.schedlab.core.alloc.Allocation;
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
    /** The measure names, in column order. */
    public static final List<String> NAMES = List.of("pairwiseL1", "diameterL1", "boundingBox", "contiguous");

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
