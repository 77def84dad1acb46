package org.schedlab.gang.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link IdleColumns} against a plain list of boolean rows, over random appends, deletions and
 * block updates that take the matrix past several 64-row words and back.
 */
class IdleColumnsTest {
    static LongStream seeds() {
        return LongStream.range(1, 21);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void agreesWithABooleanModel(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int processors = 8;
        IdleColumns cols = new IdleColumns(processors);
        List<boolean[]> model = new ArrayList<>();
        for (int step = 0; step < 3000; step++) {
            int op = rnd.nextInt(10);
            boolean grow = step % 1000 < 600;
            if (model.isEmpty() || op < (grow ? 4 : 1)) {
                cols.appendRow();
                boolean[] row = new boolean[processors];
                java.util.Arrays.fill(row, true);
                model.add(row);
            } else if (op < (grow ? 5 : 5)) {
                int i = rnd.nextInt(model.size());
                cols.deleteRow(i);
                model.remove(i);
            } else {
                // any range of processors: a buddy block, or the cells of a job on part of one
                int from = rnd.nextInt(processors);
                int to = from + 1 + rnd.nextInt(processors - from);
                int i = rnd.nextInt(model.size());
                boolean idle = rnd.nextBoolean();
                cols.set(i, from, to, idle);
                for (int p = from; p < to; p++) {
                    model.get(i)[p] = idle;
                }
            }
            assertThat(cols.rows()).isEqualTo(model.size());
            assertThat(cols.tailClear()).isTrue();
            for (int p = 0; p < processors; p++) {
                int first = -1;
                for (int i = 0; i < model.size(); i++) {
                    assertThat(cols.isIdle(i, p)).isEqualTo(model.get(i)[p]);
                    if (first < 0 && model.get(i)[p]) {
                        first = i;
                    }
                }
                assertThat(cols.firstIdle(p)).isEqualTo(first);
            }
        }
    }
}
