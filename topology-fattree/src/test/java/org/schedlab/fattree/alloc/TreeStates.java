package org.schedlab.fattree.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.fattree.tree.KaryNTree;

/** Helpers that bring allocators into seeded random states and read them back. */
final class TreeStates {
    private TreeStates() {}

    /**
     * Runs a random sequence of {@code steps} allocate/release operations through the allocator's
     * own policy (sizes skewed to small jobs, like traces), checking invariants after each; returns
     * the placements still committed.
     */
    static List<TreePlacement> churn(FatTreeAllocator a, long seed, int steps, double releaseShare) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<TreePlacement> live = new ArrayList<>();
        int installed = a.capacity();
        for (int i = 0; i < steps; i++) {
            if (!live.isEmpty() && rnd.nextDouble() < releaseShare) {
                a.release(live.remove(rnd.nextInt(live.size())));
            } else {
                int size = randomSize(rnd, installed);
                TreePlacement p = a.find(new ProcessorRequest(size));
                if (p != null) {
                    a.commit(p);
                    live.add(p);
                }
            }
            a.checkInvariants();
        }
        return live;
    }

    /** A size in {@code [1, max]}: powers of two and odd sizes, mostly small. */
    static int randomSize(SplittableRandom rnd, int max) {
        double u = rnd.nextDouble();
        int size = (int) Math.max(1, Math.round(Math.pow(max, u * u)));
        if (rnd.nextBoolean()) {
            size = Integer.highestOneBit(size);
        }
        return Math.min(size, max);
    }

    /** Commits single-node placements on a random share of the free nodes; returns them. */
    static List<TreePlacement> sprinkle(FatTreeAllocator a, long seed, double share) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<TreePlacement> out = new ArrayList<>();
        for (int node = 0; node < a.tree().installed(); node++) {
            if (a.isFree(node) && rnd.nextDouble() < share) {
                TreePlacement p = new TreePlacement(new int[] {node}, 0);
                a.commit(p);
                out.add(p);
            }
        }
        return out;
    }

    /** Node states as an array, true = free; nodes that are not installed are busy. */
    static boolean[] freeArray(FatTreeAllocator a) {
        KaryNTree tree = a.tree();
        boolean[] free = new boolean[tree.nodes()];
        for (int node = 0; node < free.length; node++) {
            free[node] = a.isFree(node);
        }
        return free;
    }
}
