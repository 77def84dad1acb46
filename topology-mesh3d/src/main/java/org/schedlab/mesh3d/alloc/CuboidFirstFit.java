package org.schedlab.mesh3d.alloc;

import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Cuboid;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * Contiguous first fit of a cuboid, with rotations: the three-dimensional first fit of Zhu,
 * "Efficient processor allocation strategies for mesh-connected parallel computers", JPDC 16(4),
 * 1992. For each orientation of the request in turn ({@link Cuboid#rotations}), the base corners
 * are scanned with {@code x} fastest, then {@code y}, then {@code z}; the first free block found is
 * the placement. This is the scan of PReMAS's {@code FirstFitContig} (which needs traces that give
 * each job's shape); here a plain processor count becomes a cuboid by {@link Cuboid#forCount}. On a
 * torus blocks do not wrap. A 3D prefix count of busy processors makes each candidate an O(1)
 * test: {@code find} costs O(N) per orientation tried.
 */
public final class CuboidFirstFit extends Mesh3dAllocator {
    /** An empty machine. */
    public CuboidFirstFit(Mesh3d mesh) {
        super(mesh);
    }

    private CuboidFirstFit(CuboidFirstFit other) {
        super(other);
    }

    @Override
    public CuboidFirstFit copy() {
        return new CuboidFirstFit(this);
    }

    /** The cuboid a request asks for: itself, or the shape of its processor count. */
    public Cuboid shapeOf(Request request) {
        return request instanceof Cuboid c ? c : Cuboid.forCount(request.processors(), mesh);
    }

    @Override
    public boolean canEverFit(Request request) {
        Cuboid c = shapeOf(request);
        return c != null && c.fitsIn(mesh);
    }

    @Override
    protected Placement3d place(int n, Request request) {
        Cuboid c = shapeOf(request);
        if (c == null || c.processors() > free()) {
            return null;
        }
        int[] prefix = prefixBusy();
        for (int[] r : c.rotations()) {
            for (int k = 0; k + r[2] <= mesh.z(); k++) {
                for (int j = 0; j + r[1] <= mesh.y(); j++) {
                    for (int i = 0; i + r[0] <= mesh.x(); i++) {
                        if (busyIn(prefix, i, j, k, r) == 0) {
                            return block(i, j, k, r);
                        }
                    }
                }
            }
        }
        return null;
    }

    private Placement3d block(int i, int j, int k, int[] r) {
        int[] ids = new int[r[0] * r[1] * r[2]];
        int at = 0;
        for (int z = k; z < k + r[2]; z++) {
            for (int y = j; y < j + r[1]; y++) {
                for (int x = i; x < i + r[0]; x++) {
                    ids[at++] = mesh.id(x, y, z);
                }
            }
        }
        return new Placement3d(mesh, ids);
    }

    /** {@code P[(x, y, z)]}: busy processors in {@code [0, x) x [0, y) x [0, z)}, sides one longer. */
    private int[] prefixBusy() {
        int sx = mesh.x() + 1;
        int sy = mesh.y() + 1;
        int[] p = new int[sx * sy * (mesh.z() + 1)];
        for (int z = 1; z <= mesh.z(); z++) {
            for (int y = 1; y <= mesh.y(); y++) {
                for (int x = 1; x <= mesh.x(); x++) {
                    int b = busy[mesh.id(x - 1, y - 1, z - 1)] ? 1 : 0;
                    p[x + sx * (y + sy * z)] = b
                            + p[x - 1 + sx * (y + sy * z)]
                            + p[x + sx * (y - 1 + sy * z)]
                            + p[x + sx * (y + sy * (z - 1))]
                            - p[x - 1 + sx * (y - 1 + sy * z)]
                            - p[x - 1 + sx * (y + sy * (z - 1))]
                            - p[x + sx * (y - 1 + sy * (z - 1))]
                            + p[x - 1 + sx * (y - 1 + sy * (z - 1))];
                }
            }
        }
        return p;
    }

    private int busyIn(int[] p, int i, int j, int k, int[] r) {
        int sx = mesh.x() + 1;
        int sy = mesh.y() + 1;
        int x0 = i;
        int y0 = j;
        int z0 = k;
        int x1 = i + r[0];
        int y1 = j + r[1];
        int z1 = k + r[2];
        return p[x1 + sx * (y1 + sy * z1)]
                - p[x0 + sx * (y1 + sy * z1)]
                - p[x1 + sx * (y0 + sy * z1)]
                - p[x1 + sx * (y1 + sy * z0)]
                + p[x0 + sx * (y0 + sy * z1)]
                + p[x0 + sx * (y1 + sy * z0)]
                + p[x1 + sx * (y0 + sy * z0)]
                - p[x0 + sx * (y0 + sy * z0)];
    }
}
