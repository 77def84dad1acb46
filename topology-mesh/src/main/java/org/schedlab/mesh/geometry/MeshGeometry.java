package org.schedlab.mesh.geometry;

import java.util.List;
import org.schedlab.core.registry.Geometry;

/**
 * The geometry of a {@code mesh:WxH} machine: a 2D grid of {@code width} columns and {@code height}
 * rows. Mesh allocators are registered for this type ({@code NamedAllocatorFactory<MeshGeometry>});
 * workloads read its sides as a {@link Geometry.Grid}.
 *
 * @param width W, in {@code [1, }{@value Submesh#MAX_SIDE}{@code ]}
 * @param height H, in {@code [1, }{@value Submesh#MAX_SIDE}{@code ]}
 */
public record MeshGeometry(int width, int height) implements Geometry.Grid {
    public MeshGeometry {
        if (width < 1 || height < 1 || width > Submesh.MAX_SIDE || height > Submesh.MAX_SIDE) {
            throw new IllegalArgumentException(
                    "mesh sides must be in [1, " + Submesh.MAX_SIDE + "]: " + width + "x" + height);
        }
    }

    @Override
    public int processors() {
        return width * height;
    }

    /** {@code [W, H]}. */
    @Override
    public List<Integer> sides() {
        return List.of(width, height);
    }

    @Override
    public String describe() {
        return "mesh " + width + "x" + height;
    }
}
