package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.Job;

/**
 * {@code MakeIdle} with partial blocks against a brute-force search on small machines (4 and 8
 * processors, up to 4 and 3 rows). For random matrices of jobs on the first p processors of their
 * blocks (with extra copies), a breadth-first search over every sequence of legal shifts (any copy
 * of any job to another row where its cells are idle and it has no copy) decides whether a block
 * can be made idle in one row. That must hold exactly when the workload tree's node of the block is
 * non-zero (Property 1 of Zhou et al. with partial blocks), and then {@code makeIdle} must do it:
 * the block idle in the row it returns, every processor holding the same jobs, the matrix legal.
 */
class PartialMakeIdleBruteForceTest {
    static LongStream seeds() {
        return LongStream.range(1, 301);
    }

    /** A job of a hand-built matrix: where its cells are. */
    private record Shape(int id, int blockStart, int blockSize, int procs) {
        int end() {
            return blockStart + procs;
        }
    }

    /** A placement: job index, row, extra copy. */
    private record Put(int job, int row, boolean extra) {}

    @ParameterizedTest
    @MethodSource("seeds")
    void makeIdleSucceedsExactlyWhereSomeShiftSequenceFreesTheBlock(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int processors = seed % 2 == 0 ? 4 : 8;
        int rowCount = (processors == 4 ? 3 : 2) + rnd.nextInt(2);
        List<Shape> shapes = new ArrayList<>();
        List<Put> puts = new ArrayList<>();
        int[][] cells = new int[rowCount][processors];
        for (int[] r : cells) {
            Arrays.fill(r, -1);
        }
        // from nearly empty to nearly full matrices
        int attempts = 2 + rnd.nextInt(5 * rowCount * processors / 4);
        for (int attempt = 0; attempt < attempts; attempt++) {
            if (rnd.nextInt(4) == 0 && !shapes.isEmpty()) {
                int j = rnd.nextInt(shapes.size());
                int row = rnd.nextInt(rowCount);
                Shape s = shapes.get(j);
                if (idle(cells[row], s.blockStart, s.end()) && !holds(cells, j)[row] && hasOwnCopy(puts, j)) {
                    fill(cells[row], s.blockStart, s.end(), j);
                    puts.add(new Put(j, row, true));
                }
                continue;
            }
            int procs = 1 + rnd.nextInt(processors);
            int size = Block.sizeFor(procs);
            int start = rnd.nextInt(processors / size) * size;
            int row = rnd.nextInt(rowCount);
            if (idle(cells[row], start, start + procs)) {
                int j = shapes.size();
                shapes.add(new Shape(j + 1, start, size, procs));
                fill(cells[row], start, start + procs, j);
                puts.add(new Put(j, row, false));
            }
        }
        for (int size = 1; size <= processors; size *= 2) {
            for (int start = 0; start < processors; start += size) {
                Block b = new Block(start, size);
                OusterhoutMatrix m = build(processors, rowCount, shapes, puts);
                boolean reachable = someStateFrees(cells, shapes, b);
                assertThat(m.freeTree().value(b) > 0)
                        .as("tree node of %s vs brute force on\n%s", b, m.render())
                        .isEqualTo(reachable);
                if (!reachable) {
                    assertThatThrownBy(() -> m.makeIdle(b)).isInstanceOf(IllegalStateException.class);
                    refused++;
                    continue;
                }
                String before = RepackingPropertyTest.columns(m);
                int row = m.makeIdle(b);
                assertThat(m.row(row).isIdle(b)).as("%s idle in row %d", b, row).isTrue();
                assertThat(RepackingPropertyTest.columns(m)).isEqualTo(before);
                m.checkInvariants();
                made++;
                shifted += m.shifts();
            }
        }
    }

    private static int made;
    private static int refused;
    private static long shifted;

    /** The random matrices are neither all full nor all trivial: many blocks each way, with shifts. */
    @AfterAll
    static void bothOutcomesWereMet() {
        assertThat(made).isGreaterThan(500);
        assertThat(refused).isGreaterThan(500);
        assertThat(shifted).isGreaterThan(50);
    }

    private static OusterhoutMatrix build(int processors, int rowCount, List<Shape> shapes, List<Put> puts) {
        OusterhoutMatrix m = new OusterhoutMatrix(processors, Blocks.PARTIAL);
        for (int i = 0; i < rowCount; i++) {
            m.addRow();
        }
        List<GangJob> jobs = new ArrayList<>();
        for (Shape s : shapes) {
            jobs.add(new GangJob(
                    Job.of(s.id, 0, 10, s.procs), s.id, new Block(s.blockStart, s.blockSize), Blocks.PARTIAL));
        }
        for (Put p : puts) {
            m.place(jobs.get(p.job), p.row, p.extra);
        }
        m.checkInvariants();
        return m;
    }

    /** Breadth-first search over legal shifts: can some reachable state have {@code b} idle in a row? */
    private static boolean someStateFrees(int[][] start, List<Shape> shapes, Block b) {
        ArrayDeque<int[][]> queue = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        queue.add(start);
        seen.add(Arrays.deepToString(start));
        while (!queue.isEmpty()) {
            int[][] s = queue.poll();
            for (int[] row : s) {
                if (idle(row, b.start(), b.end())) {
                    return true;
                }
            }
            for (int j = 0; j < shapes.size(); j++) {
                Shape sh = shapes.get(j);
                boolean[] in = holds(s, j);
                for (int from = 0; from < s.length; from++) {
                    if (!in[from]) {
                        continue;
                    }
                    for (int to = 0; to < s.length; to++) {
                        if (in[to] || !idle(s[to], sh.blockStart, sh.end())) {
                            continue;
                        }
                        int[][] next = new int[s.length][];
                        for (int r = 0; r < s.length; r++) {
                            next[r] = s[r].clone();
                        }
                        fill(next[from], sh.blockStart, sh.end(), -1);
                        fill(next[to], sh.blockStart, sh.end(), j);
                        if (seen.add(Arrays.deepToString(next))) {
                            queue.add(next);
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean hasOwnCopy(List<Put> puts, int job) {
        return puts.stream().anyMatch(p -> p.job == job && !p.extra);
    }

    private static boolean[] holds(int[][] cells, int job) {
        boolean[] out = new boolean[cells.length];
        for (int r = 0; r < cells.length; r++) {
            for (int c : cells[r]) {
                out[r] |= c == job;
            }
        }
        return out;
    }

    private static boolean idle(int[] row, int from, int to) {
        for (int p = from; p < to; p++) {
            if (row[p] >= 0) {
                return false;
            }
        }
        return true;
    }

    private static void fill(int[] row, int from, int to, int job) {
        Arrays.fill(row, from, to, job);
    }

    /**
     * The straddle that whole-block re-packing never meets: J (5 processors, block 0-7) holds 0-4
     * in row 0 and K (block 5) holds 5 in row 1. For block 4-5, processor 4 is idle first in row 1,
     * processor 5 in row 0. Taking row 0 would mean shifting J, which reaches out of the block; the
     * rule keeps row 1 (the left half's) and shifts K to row 0.
     */
    @Test
    void theLeftHalfsRowIsKeptSoThatNoJobIsShiftedAcrossHalves() {
        OusterhoutMatrix m = Jobs.matrix(8, 2);
        GangJob k = new GangJob(Job.of(2, 0, 10, 1), 2, new Block(5, 1), Blocks.PARTIAL);
        assertThatThrownBy(
                        () -> m.place(new GangJob(Job.of(9, 0, 10, 5), 9, new Block(0, 8), Blocks.PARTIAL), 0, false))
                .as("a matrix of whole blocks refuses partial jobs")
                .isInstanceOf(IllegalStateException.class);
        OusterhoutMatrix p = new OusterhoutMatrix(8, Blocks.PARTIAL);
        p.addRow();
        p.addRow();
        GangJob j = new GangJob(Job.of(1, 0, 10, 5), 1, new Block(0, 8), Blocks.PARTIAL);
        p.place(j, 0, false);
        p.place(k, 1, false);
        assertThat(p.render()).isEqualTo("S1: 1 1 1 1 1 . . .\nS2: . . . . . 2 . .\n");
        assertThat(p.makeIdle(new Block(4, 2))).isEqualTo(1);
        assertThat(p.render()).isEqualTo("S1: 1 1 1 1 1 2 . .\nS2: . . . . . . . .\n");
        assertThat(p.shifts()).isEqualTo(1);
        p.checkInvariants();
    }
}
