package org.schedlab.fattree.alloc;

import java.util.Arrays;

/**
 * Quasi-contiguous allocation (Pascual, Navaridas and Miguel-Alonso, JSSPP 2009, section 3 and
 * eq. 1; algorithms.md 5.2): contiguous when possible; otherwise up to {@code max = ceil(qct/100 *
 * size)} of the job's nodes may sit outside its level-{@code L} group, but still inside one group
 * of the next level, so the traffic crosses at most stage {@code L + 1}.
 *
 * <p>The paper leaves the choice inside the level-{@code (L+1)} group open; we follow the
 * reconstruction of algorithms.md 5.2. Level-{@code (L+1)} groups are tried in id order; in each,
 * the level-{@code L} subgroup with the most free nodes {@code f} (lowest id on ties) is the job's
 * home; the group is accepted when it has at least {@code size} free nodes and {@code size - f <=
 * max}. The job takes every free node of its home and the rest from the group's other subgroups,
 * fullest first (lowest id on ties), lowest ids first inside each. When {@code L = n} there is no
 * level above and the policy is contiguous; {@code qct = 0} is contiguous too.
 *
 * <p>Two rules the paper's text admits otherwise are options, off by default: {@code max=below}
 * reads section 3's "the percentage of non-allocated tasks is below the qct threshold" literally, so
 * at most the largest {@code m} with {@code 100 m < qct * size} nodes may spill (eq. 1's ceiling
 * allows one more when {@code qct * size} is not a multiple of 100, e.g. 1 of a 4-node job at qct
 * 10, where the strict reading allows none); {@code spill=least} takes, among every level-{@code
 * (L+1)} group with room, the one whose fullest subgroup leaves the fewest nodes to spill (lowest id
 * on ties), after "we maintain the maximum possible number of nodes under switches belonging to the
 * same level", instead of the first group in id order.
 *
 * <p>Cost: the contiguous search, then a second search over level-{@code (L+1)} groups with at
 * least {@code size} free nodes, O(k) per group visited, and O(k log k + k^(L+1) / 64 + size) to
 * pick the nodes.
 */
final class QuasiContiguousPolicy implements Policy {
    private final int qct;
    private final boolean below;
    private final boolean least;

    /** @param qct the quasi-contiguity threshold, a percentage in {@code [0, 100]} */
    QuasiContiguousPolicy(int qct) {
        this(qct, false, false);
    }

    /**
     * @param qct the quasi-contiguity threshold, a percentage in {@code [0, 100]}
     * @param below spilled tasks strictly below qct percent of the size ({@code max=below})
     * @param least the group that spills the fewest tasks, not the first ({@code spill=least})
     */
    QuasiContiguousPolicy(int qct, boolean below, boolean least) {
        if (qct < 0 || qct > 100) {
            throw new IllegalArgumentException("qct must be a percentage in [0, 100], got " + qct);
        }
        this.qct = qct;
        this.below = below;
        this.least = least;
    }

    /** Tasks of a job of {@code size} allowed one level higher: {@code ceil(qct / 100 * size)}. */
    static int maxSpilled(int qct, int size) {
        return (qct * size + 99) / 100;
    }

    /** Tasks of a job of {@code size} allowed one level higher when they must stay below qct percent. */
    static int maxSpilledBelow(int qct, int size) {
        return qct * size == 0 ? 0 : (qct * size - 1) / 100;
    }

    @Override
    public int[] select(TreeOccupancy occupancy, int size) {
        int[] contiguous = ContiguousPolicy.contiguous(occupancy, size);
        if (contiguous != null) {
            return contiguous;
        }
        int group = spillGroup(occupancy, size);
        if (group < 0) {
            return null;
        }
        int level = occupancy.tree().jobLevel(size);
        int k = occupancy.tree().k();
        // home subgroup first, then the others by free count descending, id ascending
        Integer[] children = new Integer[k];
        for (int i = 0; i < k; i++) {
            children[i] = group * k + i;
        }
        Arrays.sort(children, (a, b) -> {
            int byFree = Integer.compare(occupancy.free(level, b), occupancy.free(level, a));
            return byFree != 0 ? byFree : Integer.compare(a, b);
        });
        int[] out = new int[size];
        int pos = 0;
        for (int i = 0; i < k && pos < size; i++) {
            pos = occupancy.lowestFree(level, children[i], size - pos, out, pos);
        }
        Arrays.sort(out);
        return out;
    }

    @Override
    public boolean fits(TreeOccupancy occupancy, int size) {
        if (ContiguousPolicy.contiguousFits(occupancy, size)) {
            return true;
        }
        return spillGroup(occupancy, size) >= 0;
    }

    /**
     * The level-{@code (L+1)} group a spilling placement of {@code size} goes to, or -1 (also when
     * {@code L = n}).
     */
    private int spillGroup(TreeOccupancy occupancy, int size) {
        int level = occupancy.tree().jobLevel(size);
        if (level == occupancy.tree().n()) {
            return -1;
        }
        int k = occupancy.tree().k();
        int max = below ? maxSpilledBelow(qct, size) : maxSpilled(qct, size);
        if (!least) {
            return occupancy.firstGroup(
                    level + 1, size, g -> size - occupancy.free(level, fullestChild(occupancy, level, g, k)) <= max);
        }
        // every group with room is visited (the predicate accepts none); the one whose fullest
        // child leaves the fewest nodes to spill wins, the first in id order on ties
        int[] best = {-1, max + 1};
        occupancy.firstGroup(level + 1, size, g -> {
            int spilled = size - occupancy.free(level, fullestChild(occupancy, level, g, k));
            if (spilled < best[1]) {
                best[0] = g;
                best[1] = spilled;
            }
            return false;
        });
        return best[0];
    }

    /** The child of level-{@code (level+1)} group {@code g} with the most free nodes, lowest id on ties. */
    private static int fullestChild(TreeOccupancy occupancy, int level, int g, int k) {
        int best = g * k;
        for (int c = best + 1; c < g * k + k; c++) {
            if (occupancy.free(level, c) > occupancy.free(level, best)) {
                best = c;
            }
        }
        return best;
    }

    int qct() {
        return qct;
    }

    @Override
    public String spec() {
        return FatTreeAllocators.QUASI + ":" + qct + (below ? ":max=below" : "") + (least ? ":spill=least" : "");
    }
}
