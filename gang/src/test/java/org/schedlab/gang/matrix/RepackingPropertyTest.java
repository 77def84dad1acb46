package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property: re-packing ({@code MakeIdle}) only shifts jobs between rows. Over random matrices
 * (with extra copies), after every {@code makeIdle} each processor holds exactly the same jobs as
 * before, the returned row has the block idle, only jobs lying inside the block changed rows, and
 * the matrix audits clean. With {@link Blocks#PARTIAL} the jobs hold the first p processors of
 * their block (any p up to the block size), so several jobs share a block in one row and a job
 * may cover one half of a block and part of the other.
 */
class RepackingPropertyTest {
    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Blocks blocks : Blocks.values()) {
            for (long seed = 1; seed <= 40; seed++) {
                out.add(Arguments.of(blocks, seed));
            }
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void makeIdleNeverMovesAJobToOtherProcessors(Blocks blocks, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int processors = 1 << (2 + rnd.nextInt(4)); // 4..32
        OusterhoutMatrix m = new OusterhoutMatrix(processors, blocks);
        List<GangJob> jobs = new ArrayList<>();
        int id = 0;
        int made = 0;
        for (int step = 0; step < 300; step++) {
            int op = rnd.nextInt(10);
            if (op < 5) {
                int size = 1 << rnd.nextInt(Integer.numberOfTrailingZeros(processors) + 1);
                Block b = new Block(rnd.nextInt(processors / size) * size, size);
                int procs = blocks == Blocks.PARTIAL ? size / 2 + 1 + rnd.nextInt(size - size / 2) : size;
                GangJob g = new GangJob(org.schedlab.core.job.Job.of(++id, 0, 10, procs), id, b, blocks);
                int row = firstFreeRow(m, g);
                if (row < 0) {
                    row = m.addRow();
                }
                m.place(g, row, false);
                jobs.add(g);
            } else if (op < 7 && !jobs.isEmpty()) {
                GangJob g = jobs.get(rnd.nextInt(jobs.size()));
                int row = firstFreeRow(m, g);
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
                    Map<Integer, List<Integer>> outside = rowsOfJobsOutside(m, jobs, b);
                    int row = m.makeIdle(b);
                    made++;
                    assertThat(m.row(row).isIdle(b)).isTrue();
                    assertThat(columns(m)).isEqualTo(before);
                    assertThat(rowsOfJobsOutside(m, jobs, b)).isEqualTo(outside);
                }
            }
            m.checkInvariants();
        }
        assertThat(made).as("makeIdle calls").isPositive();
    }

    /** The first row where every cell {@code g} would hold is idle and {@code g} has no copy, or -1. */
    static int firstFreeRow(OusterhoutMatrix m, GangJob g) {
        for (int r = 0; r < m.rows(); r++) {
            if (m.row(r).isIdle(g.block().start(), g.cellsEnd()) && !g.rows().contains(m.row(r))) {
                return r;
            }
        }
        return -1;
    }

    /** The rows (indices) of every job that does not lie inside {@code b}: those must not move. */
    private static Map<Integer, List<Integer>> rowsOfJobsOutside(OusterhoutMatrix m, List<GangJob> jobs, Block b) {
        Map<Integer, List<Integer>> out = new TreeMap<>();
        for (GangJob j : jobs) {
            if (j.block().start() < b.start() || j.cellsEnd() > b.end()) {
                out.put(j.job().id(), j.rows().stream().map(m::indexOf).toList());
            }
        }
        return out;
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
