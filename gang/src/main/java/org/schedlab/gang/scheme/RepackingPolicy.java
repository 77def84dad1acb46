package org.schedlab.gang.scheme;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.Blocks;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.WorkloadTree;

/**
 * BR, BRMS and BRMMS (Zhou, Walsh and Brent, JSSPP 2000, 4.1), operational rules of algorithms.md
 * 4.5.
 *
 * <ul>
 *   <li>Arrival: among the buddy blocks of the job's size whose workload-tree node is non-zero,
 *       the one with the largest value (least loaded, ties leftmost); a row is appended only when
 *       every such node is 0. {@code MakeIdle} frees the block in one row with legal shifts and the
 *       job is placed there. BRMMS reads the tree in which cells of extra copies count as idle and
 *       first removes the extra copies of every job on the chosen block.
 *   <li>Deletion: while the root is non-zero, {@code MakeIdle} on the whole machine yields an empty
 *       row, which is deleted (Property 2). BRMMS drops all extra copies first.
 *   <li>Extra slots (BRMS, BRMMS): in rounds over the jobs in arrival order, a job whose block has
 *       an idle slot on every processor gets one more copy there; rounds repeat until none does.
 *       {@link Extras} can cap the copies per job or hand them out only after departures.
 * </ul>
 *
 * <p>With {@link Blocks#PARTIAL} (the reading {@code blocks=partial}) the rules are the same, but
 * a job of {@code p} processors holds only the first {@code p} processors of the block chosen for
 * it, each copy included; the other cells of the block stay idle in the workload tree, where
 * smaller blocks inside them can take other jobs. The paper allocates buddy blocks without saying
 * whether a job keeps the rest of its block.
 */
final class RepackingPolicy implements GangPolicy {
    private final boolean multipleSlots;
    private final boolean minimise;

    private final Blocks blocks;
    private final Extras extras;

    RepackingPolicy(boolean multipleSlots, boolean minimise, Blocks blocks) {
        this(multipleSlots, minimise, blocks, Extras.EVERY_EVENT);
    }

    RepackingPolicy(boolean multipleSlots, boolean minimise, Blocks blocks, Extras extras) {
        this.multipleSlots = multipleSlots;
        this.minimise = minimise;
        this.blocks = blocks;
        this.extras = extras;
    }

    private WorkloadTree tree(OusterhoutMatrix m) {
        return minimise ? m.freeOrExtraTree() : m.freeTree();
    }

    @Override
    public GangJob place(Job job, long order, OusterhoutMatrix m) {
        int s = Block.sizeFor(job.procs());
        Block b = tree(m).best(s);
        if (b == null) {
            m.addRow();
            b = tree(m).best(s);
        }
        if (minimise) {
            m.removeExtrasOn(b);
        }
        int r = m.makeIdle(b);
        GangJob g = new GangJob(job, order, b, blocks);
        m.place(g, r, false);
        return g;
    }

    @Override
    public void afterEvents(OusterhoutMatrix m) {
        afterEvents(m, true);
    }

    @Override
    public void afterEvents(OusterhoutMatrix m, boolean departed) {
        Block all = new Block(0, m.processors());
        while (tree(m).root() > 0) {
            if (minimise) {
                m.removeExtrasOn(all);
            }
            m.deleteRow(m.makeIdle(all));
        }
        // extra slots after every event, departures included (algorithms.md 4.5); handing them out
        // only after arrivals was tried and changes BRMS little (README)
        if (multipleSlots && (departed || !extras.onDeparturesOnly())) {
            assignExtraSlots(m, extras.maxCopies());
        }
    }

    /**
     * Hands out extra copies in rounds, one per job per round, in arrival order ({@link
     * GangJob#order}): a job gets a copy when its block has an idle slot on every processor (its
     * node in the idle-slot tree is non-zero); rounds repeat until one hands out nothing.
     *
     * <p>Equivalent to scanning every running job each round, but cheaper, because a copy only
     * lowers leaves and a shift changes none: a node that is zero stays zero until this method
     * returns, so a job that misses a round never gets a copy later. Round 1 therefore visits
     * only the jobs on nodes that are non-zero now, merged in arrival order from the per-block
     * lists ({@link OusterhoutMatrix#jobsOn}), and drops a block's remaining jobs at once when its
     * node reaches zero; each later round visits only the jobs served in the round before. Cost:
     * {@code O(P)} node reads plus {@code O(log P)} per job visited in round 1, plus the copies.
     */
    static void assignExtraSlots(OusterhoutMatrix m) {
        assignExtraSlots(m, Integer.MAX_VALUE);
    }

    /**
     * {@link #assignExtraSlots(OusterhoutMatrix)} where a job holding {@code maxCopies} extra copies
     * gets no more (it is passed over; the other jobs on its block keep their turns).
     */
    static void assignExtraSlots(OusterhoutMatrix m, int maxCopies) {
        WorkloadTree free = m.freeTree();
        List<List<GangJob>> lists = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        for (int size = 1; size <= m.processors(); size *= 2) {
            for (int start = 0; start < m.processors(); start += size) {
                Block b = new Block(start, size);
                if (free.value(b) > 0 && !m.jobsOn(b).isEmpty()) {
                    lists.add(m.jobsOn(b));
                    blocks.add(b);
                }
            }
        }
        if (lists.isEmpty()) {
            return;
        }
        // a binary min-heap of (arrival order of a block's next job) << 32 | block, one entry per
        // block still in play; job orders are below 2^31 (GangJob orders count arrivals in a run)
        int[] next = new int[lists.size()];
        long[] heap = new long[lists.size()];
        int size = 0;
        for (int c = 0; c < lists.size(); c++) {
            heap[size] = key(lists.get(c).get(0), c);
            siftUp(heap, size++);
        }
        List<GangJob> served = new ArrayList<>();
        while (size > 0) {
            int c = (int) heap[0];
            if (free.value(blocks.get(c)) > 0) {
                GangJob j = lists.get(c).get(next[c]);
                if (j.copies() - 1 < maxCopies) {
                    m.place(j, m.makeIdle(j.block()), true);
                    served.add(j);
                }
                if (++next[c] < lists.get(c).size()) {
                    heap[0] = key(lists.get(c).get(next[c]), c);
                    siftDown(heap, size);
                    continue;
                }
            }
            // the block is done, or its node is zero and every job left on it would miss its turn
            heap[0] = heap[--size];
            siftDown(heap, size);
        }
        while (!served.isEmpty()) {
            List<GangJob> again = new ArrayList<>();
            for (GangJob j : served) {
                if (free.value(j.block()) > 0 && j.copies() - 1 < maxCopies) {
                    m.place(j, m.makeIdle(j.block()), true);
                    again.add(j);
                }
            }
            served = again;
        }
    }

    private static long key(GangJob j, int block) {
        if (j.order() < 0 || j.order() > Integer.MAX_VALUE) {
            throw new IllegalStateException(j + " has arrival order " + j.order() + " outside 0..2^31-1");
        }
        return j.order() << 32 | block;
    }

    private static void siftUp(long[] heap, int i) {
        long x = heap[i];
        while (i > 0 && heap[(i - 1) >>> 1] > x) {
            heap[i] = heap[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        heap[i] = x;
    }

    private static void siftDown(long[] heap, int size) {
        if (size == 0) {
            return;
        }
        long x = heap[0];
        int i = 0;
        for (int c = 1; c < size; c = 2 * i + 1) {
            if (c + 1 < size && heap[c + 1] < heap[c]) {
                c++;
            }
            if (heap[c] >= x) {
                break;
            }
            heap[i] = heap[c];
            i = c;
        }
        heap[i] = x;
    }
}
