package org.schedlab.fattree.alloc;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The allocation state of a k-ary n-tree under one placement policy ({@code noncontiguous},
 * {@code contiguous} or {@code quasi:QCT}; see {@link FatTreeAllocators}). Placements are {@link
 * TreePlacement}s. Capacity is the number of installed nodes.
 *
 * <p>What {@link #find} returns depends only on which nodes are busy, not on the history that
 * made them busy, so a what-if copy that releases and commits placements answers exactly as a
 * state rebuilt from scratch would (topology-aware EASY relies on it).
 *
 * <p>A failed search is remembered until the next release: every policy here is monotone (a job
 * that does not fit does not fit after more nodes are taken, nor does a larger job of the same
 * level), so a request of a level at least as large as a failed one of the same level is refused
 * without searching. This keeps long queues of jobs that cannot start cheap.
 */
public sealed class FatTreeAllocator implements TestsPlacements permits FatTreeAllocator.CountsOnly {
    private final Policy policy;
    private final TreeOccupancy occupancy;
    /** Per job level: the smallest size known not to fit since the last release (MAX_VALUE: none). */
    private final int[] smallestFailure;

    /**
     * A fresh allocator of {@code policy} on an empty {@code tree}; a {@link CountsSuffice} one when
     * the policy places every request of at most the free node count ({@code noncontiguous}).
     */
    static FatTreeAllocator of(KaryNTree tree, Policy policy) {
        return policy.countsSuffice() ? new CountsOnly(tree, policy) : new FatTreeAllocator(tree, policy);
    }

    private FatTreeAllocator(KaryNTree tree, Policy policy) {
        this.policy = policy;
        this.occupancy = new TreeOccupancy(tree);
        this.smallestFailure = new int[tree.n() + 1];
        java.util.Arrays.fill(smallestFailure, Integer.MAX_VALUE);
    }

    private FatTreeAllocator(FatTreeAllocator other) {
        this.policy = other.policy;
        this.occupancy = other.occupancy.copy();
        this.smallestFailure = other.smallestFailure.clone();
    }

    /** The tree this allocator places jobs on. */
    public KaryNTree tree() {
        return occupancy.tree();
    }

    /** The policy spec, e.g. {@code quasi:20}. */
    public String policy() {
        return policy.spec();
    }

    @Override
    public TreePlacement find(Request request) {
        int size = request.processors();
        if (!mayFit(size)) {
            return null;
        }
        int[] nodes = policy.select(occupancy, size);
        if (nodes == null) {
            failed(size);
            return null;
        }
        return TreePlacement.owning(nodes, tree().spanLevel(nodes));
    }

    /** Same answer as {@code find(request) != null}, without picking the nodes. */
    @Override
    public boolean fits(Request request) {
        int size = request.processors();
        if (!mayFit(size)) {
            return false;
        }
        if (policy.fits(occupancy, size)) {
            return true;
        }
        failed(size);
        return false;
    }

    /** False when {@code size} is out of range, or at least a size of its level that already found no place. */
    private boolean mayFit(int size) {
        return size >= 1 && size <= occupancy.free() && size < smallestFailure[tree().jobLevel(size)];
    }

    /** Records that {@code size} found no place (until the next release). */
    private void failed(int size) {
        smallestFailure[tree().jobLevel(size)] = size;
    }

    @Override
    public void commit(Allocation allocation) {
        TreePlacement p = placement(allocation);
        if (!occupancy.allFree(p)) {
            throw new IllegalStateException("not every node is installed and free: cannot commit " + allocation);
        }
        occupancy.take(p);
    }

    @Override
    public void release(Allocation allocation) {
        TreePlacement p = placement(allocation);
        if (!occupancy.allBusy(p)) {
            throw new IllegalStateException("not every node is installed and busy: cannot release " + allocation);
        }
        occupancy.give(p);
        java.util.Arrays.fill(smallestFailure, Integer.MAX_VALUE);
    }

    @Override
    public boolean isFree(Allocation allocation) {
        return occupancy.allFree(placement(allocation));
    }

    @Override
    public int capacity() {
        return tree().installed();
    }

    @Override
    public int free() {
        return occupancy.free();
    }

    @Override
    public FatTreeAllocator copy() {
        return new FatTreeAllocator(this);
    }

    /** Free nodes in the level-{@code level} group {@code group} (tests, metrics). */
    public int free(int level, int group) {
        return occupancy.free(level, group);
    }

    /** Whether node {@code node} is installed and free. */
    public boolean isFree(int node) {
        return node >= 0 && node < tree().installed() && occupancy.isFree(node);
    }

    /**
     * Audits the node bits against the group counts, and the remembered failures against a fresh
     * search.
     */
    @Override
    public void checkInvariants() {
        occupancy.check();
        for (int level = 1; level < smallestFailure.length; level++) {
            int size = smallestFailure[level];
            if (size != Integer.MAX_VALUE && size <= occupancy.free() && policy.select(occupancy, size) != null) {
                throw new IllegalStateException(
                        "size " + size + " remembered as not fitting but " + policy.spec() + " places it");
            }
        }
    }

    /**
     * The allocator of a policy on which processor counts decide what fits ({@code noncontiguous}):
     * it declares {@link CountsSuffice}, and so do its copies.
     */
    static final class CountsOnly extends FatTreeAllocator implements CountsSuffice {
        private CountsOnly(KaryNTree tree, Policy policy) {
            super(tree, policy);
        }

        private CountsOnly(CountsOnly other) {
            super(other);
        }

        @Override
        public CountsOnly copy() {
            return new CountsOnly(this);
        }
    }

    private static TreePlacement placement(Allocation allocation) {
        if (allocation instanceof TreePlacement p) {
            return p;
        }
        throw new IllegalArgumentException("not a fat-tree placement: " + allocation);
    }

    @Override
    public String toString() {
        return policy.spec() + " on " + occupancy;
    }
}
