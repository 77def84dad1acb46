package org.schedlab.gang.scheme;

import org.schedlab.core.job.Job;
import org.schedlab.gang.matrix.Block;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.Row;

/**
 * BC, the conventional buddy scheme (Zhou et al., JSSPP 2000, 4.1): a new job goes to the first
 * row that has an idle aligned block of its size; inside that row the block comes from the
 * smallest idle aligned super-block (classic buddy best fit, ties to the leftmost); when no row
 * has one, a row is appended and the job takes its leftmost block. Jobs never move and run in one
 * slot; rows that become empty are deleted. Cost per arrival: {@code O(rows x P / s)} block tests
 * of one or two words each.
 */
final class ConventionalBuddyPolicy implements GangPolicy {
    @Override
    public GangJob place(Job job, long order, OusterhoutMatrix m) {
        int s = Block.sizeFor(job.procs());
        for (int i = 0; i < m.rows(); i++) {
            Block b = bestFit(m.row(i), s, m.processors());
            if (b != null) {
                GangJob g = new GangJob(job, order, b);
                m.place(g, i, false);
                return g;
            }
        }
        int i = m.addRow();
        GangJob g = new GangJob(job, order, new Block(0, s));
        m.place(g, i, false);
        return g;
    }

    /** The idle block of size {@code s} inside the smallest idle super-block of {@code row}, or null. */
    static Block bestFit(Row row, int s, int processors) {
        Block best = null;
        int bestSuper = Integer.MAX_VALUE;
        for (int start = 0; start < processors; start += s) {
            Block b = new Block(start, s);
            if (!row.isIdle(b)) {
                continue;
            }
            Block sup = b;
            while (sup.size() < processors && row.isIdle(sup.parent())) {
                sup = sup.parent();
            }
            if (sup.size() < bestSuper) {
                best = b;
                bestSuper = sup.size();
            }
        }
        return best;
    }

    @Override
    public void afterEvents(OusterhoutMatrix m) {
        for (int i = m.rows() - 1; i >= 0; i--) {
            if (m.row(i).isEmpty()) {
                m.deleteRow(i);
            }
        }
    }
}
