package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;

class FreeListTest {
    private static void allocate(OccupancyGrid g, FreeList list, Submesh s) {
        g.markBusy(s.xb(), s.yb(), s.xe(), s.ye());
        list.allocated(s.xb(), s.yb(), s.xe(), s.ye());
    }

    private static void release(OccupancyGrid g, FreeList list, Submesh s) {
        g.markFree(s.xb(), s.yb(), s.xe(), s.ye());
        list.released(s.xb(), s.yb(), s.xe(), s.ye());
    }

    @Test
    void figureOneOfTheWindowPaperHasExactlyTwoMaximalFreeSubmeshes() {
        OccupancyGrid g = new OccupancyGrid(5, 4);
        FreeList list = new FreeList(g);
        assertThat(list.submeshes()).containsExactly(new Submesh(1, 1, 5, 4));
        allocate(g, list, new Submesh(1, 4, 5, 4));
        allocate(g, list, new Submesh(1, 3, 3, 3));
        assertThat(list.submeshes()).containsExactly(new Submesh(1, 1, 5, 2), new Submesh(4, 1, 5, 3));
        assertThat(toSubmeshes(MaximalFreeSubmeshes.bruteForce(g))).isEqualTo(list.submeshes());
        list.checkInvariants();
    }

    @Test
    void canonicalOrderIsBaseRowThenBaseColumnThenLargerAreaFirst() {
        OccupancyGrid g = new OccupancyGrid(4, 4);
        g.markBusy(2, 2, 2, 2);
        FreeList list = new FreeList(g);
        assertThat(list.submeshes())
                .containsExactly(
                        new Submesh(1, 1, 1, 4),
                        new Submesh(1, 1, 4, 1),
                        new Submesh(3, 1, 4, 4),
                        new Submesh(1, 3, 4, 4));
    }

    @Test
    void auditNamesTheDifference() {
        OccupancyGrid g = new OccupancyGrid(3, 3);
        FreeList list = new FreeList(g);
        g.markBusy(1, 1, 1, 1); // behind the list's back
        assertThatThrownBy(list::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("free list [(1;1;3;3)] differs");
    }

    /**
     * Seeded random allocate/release sequences, compared with brute force after every step. Three
     * lists follow the same grid: the default one and one forced onto each release route.
     */
    @ParameterizedTest(name = "{0}x{1} seed {2}")
    @CsvSource({
        "4,4,1",
        "5,3,2",
        "3,5,3",
        "8,8,4",
        "16,16,5",
        "32,32,6",
        "32,32,7",
        "70,9,8",
        "9,70,9",
        "130,3,10",
        "3,130,11"
    })
    void incrementalUpdatesMatchBruteForce(int w, int h, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        OccupancyGrid g = new OccupancyGrid(w, h);
        FreeList list = new FreeList(g);
        FreeList byBands = new FreeList(g, Integer.MAX_VALUE);
        FreeList fromNeighbours = new FreeList(g, 0);
        List<Submesh> busy = new ArrayList<>();
        for (int step = 0; step < 400; step++) {
            if (!busy.isEmpty() && rnd.nextInt(5) < 2) {
                Submesh s = busy.remove(rnd.nextInt(busy.size()));
                g.markFree(s.xb(), s.yb(), s.xe(), s.ye());
                for (FreeList l : List.of(list, byBands, fromNeighbours)) {
                    l.released(s.xb(), s.yb(), s.xe(), s.ye());
                }
            } else if (list.size() > 0) {
                // a random free submesh inside a random maximal free submesh
                long f = list.key(rnd.nextInt(list.size()));
                int xb = SubmeshKey.xb(f) + rnd.nextInt(SubmeshKey.xe(f) - SubmeshKey.xb(f) + 1);
                int yb = SubmeshKey.yb(f) + rnd.nextInt(SubmeshKey.ye(f) - SubmeshKey.yb(f) + 1);
                int xe = xb + rnd.nextInt(Math.min(SubmeshKey.xe(f) - xb + 1, 1 + w / 3));
                int ye = yb + rnd.nextInt(Math.min(SubmeshKey.ye(f) - yb + 1, 1 + h / 3));
                Submesh s = new Submesh(xb, yb, xe, ye);
                g.markBusy(xb, yb, xe, ye);
                for (FreeList l : List.of(list, byBands, fromNeighbours)) {
                    l.allocated(xb, yb, xe, ye);
                }
                busy.add(s);
            }
            List<Submesh> expected = toSubmeshes(MaximalFreeSubmeshes.bruteForce(g));
            assertThat(list.submeshes()).as("step %d\n%s", step, g).isEqualTo(expected);
            assertThat(byBands.submeshes()).as("bands, step %d\n%s", step, g).isEqualTo(expected);
            assertThat(fromNeighbours.submeshes())
                    .as("neighbours, step %d\n%s", step, g)
                    .isEqualTo(expected);
            assertThat(MaximalFreeSubmeshes.all(g)).isEqualTo(MaximalFreeSubmeshes.bruteForce(g));
        }
        for (Submesh s : busy) {
            release(g, list, s);
        }
        assertThat(list.submeshes()).containsExactly(new Submesh(1, 1, w, h));
    }

    @Test
    void fullMeshHasAnEmptyList() {
        OccupancyGrid g = new OccupancyGrid(4, 3);
        FreeList list = new FreeList(g);
        allocate(g, list, new Submesh(1, 1, 4, 3));
        assertThat(list.size()).isZero();
        release(g, list, new Submesh(1, 1, 4, 3));
        assertThat(list.submeshes()).containsExactly(new Submesh(1, 1, 4, 3));
    }

    static List<Submesh> toSubmeshes(long[] keys) {
        List<Submesh> out = new ArrayList<>();
        for (long k : keys) {
            out.add(SubmeshKey.toSubmesh(k));
        }
        return out;
    }
}
