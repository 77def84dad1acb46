package org.schedlab.mesh3d.geometry;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.schedlab.core.alloc.Allocation;

/**
 * A placement on a 3D mesh: the processors a job holds, as ids in increasing order ({@link
 * Mesh3d#id}), plus what the allocator that made it needs to take it back cheaply (the buddy
 * allocators keep the blocks they handed out). Placements are values: equal ids and parts make
 * equal placements.
 */
public final class Placement3d implements Allocation {
    private static final int[] NONE = new int[0];

    private final Mesh3d mesh;
    private final int[] ids;
    private final int[] parts;

    /**
     * @param mesh the machine
     * @param ids the processors, each once, in any order (kept sorted)
     * @param parts allocator-specific indexes (blocks of a buddy allocator), or empty
     */
    public Placement3d(Mesh3d mesh, int[] ids, int[] parts) {
        if (ids.length == 0) {
            throw new IllegalArgumentException("a placement holds at least one processor");
        }
        this.mesh = mesh;
        this.ids = ids.clone();
        Arrays.sort(this.ids);
        for (int i = 0; i < this.ids.length; i++) {
            if (this.ids[i] < 0 || this.ids[i] >= mesh.processors() || i > 0 && this.ids[i] == this.ids[i - 1]) {
                throw new IllegalArgumentException(
                        "bad processor id " + this.ids[i] + " in a placement on " + mesh.describe());
            }
        }
        this.parts = parts.length == 0 ? NONE : parts.clone();
    }

    /** A placement of {@code ids} with no allocator-specific parts. */
    public Placement3d(Mesh3d mesh, int[] ids) {
        this(mesh, ids, NONE);
    }

    /** The machine. */
    public Mesh3d mesh() {
        return mesh;
    }

    /** The processor ids, increasing (a copy). */
    public int[] ids() {
        return ids.clone();
    }

    /** The processor ids, increasing. */
    @Override
    public IntStream processorIds() {
        return Arrays.stream(ids);
    }

    /** The id of the {@code i}-th processor in increasing order. */
    public int id(int i) {
        return ids[i];
    }

    /** The allocator-specific parts (a copy). */
    public int[] parts() {
        return parts.clone();
    }

    @Override
    public int processors() {
        return ids.length;
    }

    /** Runs of consecutive ids, {@code 0-3;17;20-22}. */
    @Override
    public String describe() {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < ids.length) {
            int j = i;
            while (j + 1 < ids.length && ids[j + 1] == ids[j] + 1) {
                j++;
            }
            if (b.length() > 0) {
                b.append(';');
            }
            b.append(ids[i]);
            if (j > i) {
                b.append('-').append(ids[j]);
            }
            i = j + 1;
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof Placement3d p
                        && mesh.equals(p.mesh)
                        && Arrays.equals(ids, p.ids)
                        && Arrays.equals(parts, p.parts);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(ids) + Arrays.hashCode(parts);
    }

    @Override
    public String toString() {
        return describe();
    }
}
