package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property: re-packing ({@code MakeIdle}) only shifts jobs between rows. Over random matrices
 * (with extra copies), after every {@code makeIdle} each processor holds exactly the same jobs as
 * before, the returned row has the block idle, and the matrix audits clean.
 */
class RepackingPropertyTest {
    static LongStream seeds() {
        return LongStream.range(1, 41);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void makeIdleNeverMovesAJobToOtherProcessors(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int processors = 1 << (2 + rnd.nextInt(4)); // 4..32
        OusterhoutMatrix m = new OusterhoutMatrix(processors);
        List<GangJob> jobs = new ArrayList<>();
        int id = 0;
        for (int step = 0; step < 300; step++) {
            int op = rnd.nextInt(10);
            if (op < 5) {
                int size = 1 << rnd.nextInt(Integer.numberOfTrailingZeros(processors) + 1);
                Block b = new Block(rnd.nextInt(processors / size) * size, size);
                int row = firstIdleRow(m, b);
                if (row < 0) {
                    row = m.addRow();
                }
                GangJob g = new GangJob(org.schedlab.core.job.Job.of(++id, 0, 10, size), id, b);
                m.place(g, row, false);
                jobs.add(g);
            } else if (op < 7 && !jobs.isEmpty()) {
                GangJob g = jobs.get(rnd.nextInt(jobs.size()));
                int row = firstIdleRow(m, g.block());
                if (row >= 0) {
                    m.place(g, row, true);
                }
            } else if (op < 8 && !jobs.isEmpty()) {
                GangJob g = jobs.remove(rnd.nextInt(jobs.size()));
                m.removeAll(g);
            } else if (m.rows() > 0) {
                int size = 1 << rnd.nextInt(Integer.numberOfTrailingZeros(processors) + 1);
                Block b = new Block(rnd.nextInt(processors / size) * size, size);
                if (m.freeTree().value(b) > 0) {
                    String before = columns(m);
                    int row = m.makeIdle(b);
                    assertThat(m.row(row).isIdle(b)).isTrue();
                    assertThat(columns(m)).isEqualTo(before);
                }
            }
            m.checkInvariants();
        }
    }

    private static int firstIdleRow(OusterhoutMatrix m, Block b) {
        for (int r = 0; r < m.rows(); r++) {
            if (m.row(r).isIdle(b)) {
                return r;
            }
        }
        return -1;
    }

    /** For each processor the sorted (job id, extra?) pairs over all rows. */
    static String columns(OusterhoutMatrix m) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < m.processors(); p++) {
            List<Integer> ids = new ArrayList<>();
            for (int r = 0; r < m.rows(); r++) {
                GangJob j = m.cell(r, p);
                if (j != null) {
                    ids.add(j.job().id() * 2 + (j.isExtraIn(m.row(r)) ? 1 : 0));
                }
            }
            java.util.Collections.sort(ids);
            sb.append(ids).append(';');
        }
        return sb.toString();
    }
}
