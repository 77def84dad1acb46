package org.schedlab.mesh3d.alloc;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The state every 3D-mesh allocator shares: which processors are busy, and the free count. A
 * subclass supplies the placement rule ({@link #place}) and keeps whatever index it needs in step
 * through {@link #taken} and {@link #returned}. Every allocator of this family can test a given
 * placement ({@link TestsPlacements}): its processors are listed.
 */
public abstract class Mesh3dAllocator implements TestsPlacements {
    /** The machine. */
    protected final Mesh3d mesh;

    /** {@code busy[id]} while processor {@code id} is held by a committed placement. */
    protected final boolean[] busy;

    private int free;

    /** An empty machine. */
    protected Mesh3dAllocator(Mesh3d mesh) {
        this.mesh = mesh;
        this.busy = new boolean[mesh.processors()];
        this.free = busy.length;
    }

    /** A copy of {@code other}'s busy processors (subclasses copy their own indexes). */
    protected Mesh3dAllocator(Mesh3dAllocator other) {
        this.mesh = other.mesh;
        this.busy = other.busy.clone();
        this.free = other.free;
    }

    /** The machine. */
    public Mesh3d mesh() {
        return mesh;
    }

    /**
     * The placement rule: where {@code n} processors go in the current state, or {@code null} when
     * they do not fit. Called only with {@code 1 <= n <= free()}; must leave the state as it found
     * it.
     */
    protected abstract Placement3d place(int n, Request request);

    /** Called after {@code p}'s processors were marked busy. */
    protected void taken(Placement3d p) {}

    /** Called after {@code p}'s processors were marked free. */
    protected void returned(Placement3d p) {}

    /** Audits the subclass's indexes against {@link #busy}; throws {@link IllegalStateException}. */
    protected void checkIndexes() {}

    @Override
    public final Placement3d find(Request request) {
        int n = request.processors();
        if (n < 1 || n > free) {
            return null;
        }
        return place(n, request);
    }

    @Override
    public final void commit(Allocation allocation) {
        Placement3d p = own(allocation, "commit");
        for (int i = 0; i < p.processors(); i++) {
            if (busy[p.id(i)]) {
                throw new IllegalStateException(
                        "cannot commit " + p.describe() + ": processor " + p.id(i) + " is busy");
            }
        }
        for (int i = 0; i < p.processors(); i++) {
            busy[p.id(i)] = true;
        }
        free -= p.processors();
        taken(p);
    }

    @Override
    public final void release(Allocation allocation) {
        Placement3d p = own(allocation, "release");
        for (int i = 0; i < p.processors(); i++) {
            if (!busy[p.id(i)]) {
                throw new IllegalStateException(
                        "cannot release " + p.describe() + ": processor " + p.id(i) + " is not busy");
            }
        }
        for (int i = 0; i < p.processors(); i++) {
            busy[p.id(i)] = false;
        }
        free += p.processors();
        returned(p);
    }

    @Override
    public final boolean isFree(Allocation allocation) {
        Placement3d p = own(allocation, "test");
        for (int i = 0; i < p.processors(); i++) {
            if (busy[p.id(i)]) {
                return false;
            }
        }
        return true;
    }

    private Placement3d own(Allocation allocation, String what) {
        if (!(allocation instanceof Placement3d p) || !p.mesh().equals(mesh)) {
            throw new IllegalArgumentException(
                    "cannot " + what + " " + allocation + ": not a placement on " + mesh.describe());
        }
        return p;
    }

    /** Whether processor {@code id} is free. */
    public final boolean isFree(int id) {
        return !busy[id];
    }

    @Override
    public final int capacity() {
        return busy.length;
    }

    @Override
    public final int free() {
        return free;
    }

    @Override
    public final void checkInvariants() {
        int idle = 0;
        for (boolean b : busy) {
            idle += b ? 0 : 1;
        }
        if (idle != free) {
            throw new IllegalStateException("free count " + free + " but " + idle + " processors are idle");
        }
        checkIndexes();
    }

    /** The free processors' ids in PReMAS's order (lexicographic in {@code (x, y, z)}, {@code z} fastest). */
    protected final int[] freeInLexOrder() {
        int[] out = new int[free];
        int k = 0;
        int n = busy.length;
        for (int r = 0; r < n; r++) {
            int id = mesh.fromLexRank(r);
            if (!busy[id]) {
                out[k++] = id;
            }
        }
        return out;
    }

    /** A copy of this allocator's state and rule. */
    @Override
    public abstract Mesh3dAllocator copy();
}
