package org.schedlab.gang.scheme;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
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
 * </ul>
 */
final class RepackingPolicy implements GangPolicy {
    private final boolean multipleSlots;
    private final boolean minimise;

    RepackingPolicy(boolean multipleSlots, boolean minimise) {
        this.multipleSlots = multipleSlots;
        this.minimise = minimise;
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
        GangJob g = new GangJob(job, order, b);
        m.place(g, r, false);
        return g;
    }

    @Override
    public void afterEvents(OusterhoutMatrix m, List<GangJob> running) {
        Block all = new Block(0, m.processors());
        while (tree(m).root() > 0) {
            if (minimise) {
                m.removeExtrasOn(all);
            }
            m.deleteRow(m.makeIdle(all));
        }
        // extra slots after every event, departures included (algorithms.md 4.5); handing them out
        // only after arrivals was tried and changes BRMS little (README)
        if (multipleSlots) {
            assignExtraSlots(m);
        }
    }

    /**
     * Hands out extra copies in rounds, one per job per round, in arrival order. Only jobs whose
     * block node is non-zero now can take part: a copy only lowers leaves and a shift changes
     * none, so a zero node stays zero until this method returns. The candidates are therefore read
     * from the non-zero nodes ({@code O(P)} node reads plus their jobs) rather than from every
     * running job, and visited in arrival order ({@link GangJob#order}) exactly as a scan of the running jobs
     * would.
     */
    static void assignExtraSlots(OusterhoutMatrix m) {
        WorkloadTree free = m.freeTree();
        List<GangJob> candidates = new ArrayList<>();
        for (int size = 1; size <= m.processors(); size *= 2) {
            for (int start = 0; start < m.processors(); start += size) {
                Block b = new Block(start, size);
                if (free.value(b) > 0) {
                    candidates.addAll(m.jobsOn(b));
                }
            }
        }
        if (candidates.isEmpty()) {
            return;
        }
        candidates.sort(Comparator.comparingLong(GangJob::order));
        boolean changed;
        do {
            changed = false;
            for (GangJob j : candidates) {
                if (m.freeTree().value(j.block()) > 0) {
                    m.place(j, m.makeIdle(j.block()), true);
                    changed = true;
                }
            }
        } while (changed);
    }
}
