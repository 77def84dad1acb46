package org.schedlab.experiments.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.schedlab.core.spec.BadInputException;

/** What a view computes from a schedule, per machine kind. */
class ViewDataTest {
    private static Schedule.Job job(int id, double start, double end, int procs, String alloc) {
        return new Schedule.Job(id, 0, start, end, procs, alloc, -1, "");
    }

    private static Map<String, Object> data(String machine, Schedule.Job... jobs) {
        Schedule s = new Schedule(machine, List.of(jobs));
        return ViewData.of(s, MachineLayout.parse("test", machine), "test.csv");
    }

    private static int[] ints(Object b64) {
        ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode((String) b64)).order(ByteOrder.LITTLE_ENDIAN);
        int[] v = new int[b.remaining() / 4];
        b.asIntBuffer().get(v);
        return v;
    }

    @Test
    void machinesAreReadFromTheirDescriptions() {
        assertThat(MachineLayout.parse("x", "mesh:32x16:paragon/mpl").sizes()).containsExactly(32, 16);
        assertThat(MachineLayout.parse("x", "fattree:4:6:installed=1152:speedup=0.1/quasi:20"))
                .isEqualTo(new MachineLayout(
                        "fattree", 1152, List.of(4, 6, 1152), "fattree:4:6:installed=1152:speedup=0.1/quasi:20"));
        assertThat(MachineLayout.parse("x", "multicluster:4x8/ordered").sizes()).containsExactly(8, 8, 8, 8);
        assertThat(MachineLayout.parse("x", "multicluster:32,16/total").capacity())
                .isEqualTo(48);
        assertThat(MachineLayout.parse("x", "gang:128:1000").capacity()).isEqualTo(128);
        assertThatThrownBy(() -> MachineLayout.parse("s.csv", "no-such-machine-xyz:4"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("s.csv: machine 'no-such-machine-xyz:4' is none a view can draw");
        assertThatThrownBy(() -> MachineLayout.parse("s.csv", "mesh:32"))
                .hasMessageContaining("s.csv: malformed machine 'mesh:32'");
    }

    @Test
    void multiclusterJobsGetTheLowestFreeRowsOfTheirClusters() {
        // 2 clusters of 4: job 1 takes 2 of cluster 0 and 1 of cluster 1; job 2 then 3 of cluster 0
        // (rows 2..3 are free, so it needs row 0 or 1 too once job 1 ends at 5)
        Map<String, Object> d = data(
                "multicluster:2x4/ordered",
                job(1, 0, 5, 3, "0:2;1:1"),
                job(2, 1, 6, 2, "0:2"),
                job(3, 5, 7, 3, "0:1;1:2"));
        assertThat(ints(d.get("rangeIndex"))).containsExactly(0, 2, 3, 5);
        assertThat(ints(d.get("ranges"))).containsExactly(0, 1, 4, 4, 2, 3, 0, 0, 4, 5);
        assertThat(d.get("bands")).isEqualTo(List.of(0, 4, 8));
    }

    @Test
    void moreThanAClusterHoldsIsRefused() {
        assertThatThrownBy(() -> data("multicluster:2x4/ordered", job(1, 0, 5, 3, "0:3"), job(2, 1, 6, 2, "0:2")))
                .hasMessageContaining("test.csv: job 2 starts at 1.0 on cluster 0 which has no 2 free processors");
    }

    @Test
    void fatTreeJobsCarryTheirLevelAndSpread() {
        // 2-ary 3-tree (8 nodes): {0,1} one level-1 group; {1,2} size 2 spans two level-1 groups
        // (level 2); {4..7} size 4 contiguous at level 2; {0,7} spans the root
        Map<String, Object> d = data(
                "fattree:2:3/noncontiguous",
                job(1, 0, 1, 2, "0-1"),
                job(2, 1, 2, 2, "1-2"),
                job(3, 2, 3, 4, "4-7"),
                job(4, 3, 4, 2, "0;7"));
        assertThat(ints(d.get("level"))).containsExactly(1, 2, 2, 3);
        assertThat(ints(d.get("minLevel"))).containsExactly(1, 1, 2, 1);
        assertThat(ints(d.get("spread"))).containsExactly(1, 2, 1, 2);
    }

    @Test
    void largestFreeSubmeshAgreesWithBruteForce() {
        Random rnd = new Random(7);
        int[] heights = new int[9];
        for (int round = 0; round < 200; round++) {
            int w = 1 + rnd.nextInt(9);
            int h = 1 + rnd.nextInt(7);
            int[] owner = new int[w * h];
            for (int c = 0; c < owner.length; c++) {
                owner[c] = rnd.nextInt(3) == 0 ? 1 : -1;
            }
            int best = 0;
            for (int x0 = 0; x0 < w; x0++) {
                for (int y0 = 0; y0 < h; y0++) {
                    for (int x1 = x0; x1 < w; x1++) {
                        for (int y1 = y0; y1 < h; y1++) {
                            boolean free = true;
                            for (int y = y0; y <= y1 && free; y++) {
                                for (int x = x0; x <= x1 && free; x++) {
                                    free = owner[y * w + x] < 0;
                                }
                            }
                            if (free) {
                                best = Math.max(best, (x1 - x0 + 1) * (y1 - y0 + 1));
                            }
                        }
                    }
                }
            }
            assertThat(ViewData.largestFree(owner, w, h, heights))
                    .as(Arrays.toString(owner))
                    .isEqualTo(best);
        }
    }

    @Test
    void meshFragmentationAfterEveryEvent() {
        // 4x2 mesh: a 2x2 job at (1,1) from 0 to 4, a 1x2 job at (4,1) from 1 to 2
        Map<String, Object> d = data("mesh:4x2/mpl", job(1, 0, 4, 4, "(1;1;2;2)"), job(2, 1, 2, 2, "(4;1;4;2)"));
        assertThat(ints(d.get("fragFree"))).containsExactly(4, 2, 4, 8);
        assertThat(ints(d.get("fragLargest"))).containsExactly(4, 2, 4, 8);
        assertThatThrownBy(() -> data("mesh:4x2/mpl", job(1, 0, 4, 4, "(1;1;2;2)"), job(2, 1, 2, 2, "(2;1;2;2)")))
                .hasMessageContaining("jobs 1 and 2 both hold mesh node (2,1) at time 1.0");
        assertThatThrownBy(() -> data("mesh:4x2/mpl", job(1, 0, 4, 6, "(1;1;3;3)")))
                .hasMessageContaining("submesh (1;1;3;3) is outside the 4x2 mesh");
    }

    @Test
    void timesGoAsIntegersWhenEveryOneIsAnInteger() {
        Map<String, String> whole = ViewData.times(new double[] {0, 5, 2_000_000_000});
        assertThat(whole).containsOnlyKeys("i32");
        assertThat(ints(whole.get("i32"))).containsExactly(0, 5, 2_000_000_000);
        assertThat(ViewData.times(new double[] {0, 0.5})).containsOnlyKeys("f64");
        assertThat(ViewData.times(new double[] {0, 3_000_000_000.0})).containsOnlyKeys("f64");
        Map<String, Object> d = data("flat:4", job(1, 0, 4.25, 3, "0-2"));
        assertThat(d.get("start")).isEqualTo(Map.of("i32", ViewData.b64(new int[] {0})));
        assertThat(d.get("end")).isEqualTo(Map.of("f64", ViewData.b64(new double[] {4.25})));
    }

    @Test
    void placementsThatDisagreeWithProcsAreRefused() {
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 4, 3, "0-1")))
                .hasMessageContaining("job 1: allocation '0-1' has 2 processors, procs says 3");
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 4, 2, "3-4")))
                .hasMessageContaining("is outside processors 0..3");
        assertThatThrownBy(() -> data("gang:8", job(1, 0, 4, 2, "1-2")))
                .hasMessageContaining("block '1-2' is not an aligned buddy block of the 8 processors");
    }

    private static double[] doubles(Object b64) {
        ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode((String) b64)).order(ByteOrder.LITTLE_ENDIAN);
        double[] v = new double[b.remaining() / 8];
        b.asDoubleBuffer().get(v);
        return v;
    }

    @SuppressWarnings("unchecked")
    private static int[] timeInts(Object column) {
        return ints(((Map<String, String>) column).get("i32"));
    }

    @Test
    void userIdsAndFairStartsGoToThePageOnlyWhenSomeJobHasThem() {
        Schedule.Job user0 = new Schedule.Job(1, 0, 0, 4, 1, "0", 0, "");
        Schedule.Job noUser = new Schedule.Job(2, 0, 0, 4, 1, "1", -1, "");
        assertThat(ints(data("flat:4", user0, noUser).get("user"))).containsExactly(0, -1);
        Map<String, Object> anonymous = data("flat:4", noUser);
        assertThat(anonymous).containsKey("user");
        assertThat(anonymous.get("user")).isNull();
        assertThat(anonymous).doesNotContainKeys("strictFst", "relaxedFst");
        Map<String, Object> fair = data("flat:4", user0.withFairStarts(1, 2), noUser.withFairStarts(3, 4));
        assertThat(timeInts(fair.get("strictFst"))).containsExactly(1, 3);
        assertThat(timeInts(fair.get("relaxedFst"))).containsExactly(2, 4);
        assertThat(doubles(((Map<?, ?>) data("flat:4", user0.withFairStarts(1.5, 2), noUser)
                                .get("strictFst"))
                        .get("f64")))
                .containsExactly(1.5, Double.NaN);
    }

    @Test
    void flatAndFatTreeJobsGetGanttRanges() {
        Map<String, Object> flat = data("flat:4", job(1, 0, 4, 3, "0-1;3"), job(2, 4, 5, 1, "2"));
        assertThat(ints(flat.get("rangeIndex"))).containsExactly(0, 2, 3);
        assertThat(ints(flat.get("ranges"))).containsExactly(0, 1, 3, 3, 2, 2);
        assertThat(flat.get("rows")).isEqualTo(4);
        assertThat(flat).doesNotContainKey("bands");
        Map<String, Object> tree = data("fattree:2:3/noncontiguous", job(1, 0, 1, 2, "0;1"), job(2, 0, 1, 2, "4-5@1"));
        assertThat(ints(tree.get("ranges"))).containsExactly(0, 0, 1, 1, 4, 5);
        assertThat(ints(tree.get("rangeIndex"))).containsExactly(0, 2, 3);
        // two ranges inside one level-1 group touch one group, not two
        assertThat(ints(tree.get("spread"))).containsExactly(1, 1);
    }

    @Test
    void aProcessorHeldTwiceIsRefusedWithBothJobsNamed() {
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 4, 2, "0-1"), job(2, 1, 2, 1, "0")))
                .hasMessageContaining("jobs 1 and 2 both hold processor 0 at time 1.0");
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 4, 1, "3"), job(2, 1, 2, 2, "2-3")))
                .hasMessageContaining("jobs 1 and 2 both hold processor 3 at time 1.0");
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 1, 1, "0"), job(2, 0, 5, 1, "1"), job(3, 2, 3, 1, "1")))
                .hasMessageContaining("jobs 2 and 3 both hold processor 1 at time 2.0");
        assertThatThrownBy(() -> data("flat:4", job(1, 0, 4, 1, "-3")))
                .hasMessageContaining("job 1: allocation '-3' is not processor ranges such as 0-15;32-35");
    }

    @Test
    void multiclusterAllocationsAreChecked() {
        assertThatThrownBy(() -> data("multicluster:2x4/ordered", job(1, 0, 5, 1, "2:1")))
                .hasMessageContaining("job 1: allocation '2:1' names a cluster outside 0..1 or an empty part");
        assertThatThrownBy(() -> data("multicluster:2x4/ordered", job(1, 0, 5, 1, "0:0;1:1")))
                .hasMessageContaining("names a cluster outside 0..1 or an empty part");
        assertThatThrownBy(() -> data("multicluster:2x4/ordered", job(1, 0, 5, 3, "0:2")))
                .hasMessageContaining("job 1: allocation '0:2' has 2 processors, procs says 3");
        assertThat(ints(data("multicluster:2x4/ordered", job(1, 0, 5, 1, "1:1")).get("ranges")))
                .containsExactly(4, 4);
    }

    @Test
    void gangJobsCarryTheirBlockAndMatrixCopies() {
        Map<String, Object> d = data(
                "gang:8",
                new Schedule.Job(1, 0, 0, 4, 1, "3-3", -1, "0:0-2;*1:2-2"),
                new Schedule.Job(2, 0, 0, 4, 8, "0-7", -1, "2:1.0E-4-4"),
                new Schedule.Job(3, 0, 0, 4, 4, "4-7", -1, ""));
        assertThat(ints(d.get("block"))).containsExactly(3, 1, 0, 8, 4, 4);
        assertThat(ints(d.get("copies"))).containsExactly(0, 0, 0, 0, 1, 1, 1, 2, 0);
        assertThat(doubles(((Map<?, ?>) d.get("copyFrom")).get("f64"))).containsExactly(0, 2, 1.0E-4);
        assertThat(timeInts(d.get("copyTo"))).containsExactly(2, 2, 4);
        assertThat(d.get("rowIds")).isEqualTo(3);
        assertThat(d.get("hasSlots")).isEqualTo(true);
        Map<String, Object> none = data("gang:8", job(1, 0, 4, 8, "0-7"));
        assertThat(none.get("hasSlots")).isEqualTo(false);
        assertThat(none.get("rowIds")).isEqualTo(0);
        assertThat(ints(none.get("copies"))).isEmpty();
        assertThatThrownBy(() -> data("gang:8", job(1, 0, 4, 1, "8-8")))
                .hasMessageContaining("block '8-8' is not an aligned buddy block of the 8 processors");
        assertThatThrownBy(() -> data("gang:8", new Schedule.Job(1, 0, 0, 4, 1, "0-0", -1, "0:3-2")))
                .hasMessageContaining("slots entry '0:3-2' is not ROW:FROM-TO");
        assertThatThrownBy(() -> data("gang:8", new Schedule.Job(1, 0, 0, 4, 1, "0-0", -1, "-1:0-2")))
                .hasMessageContaining("slots entry '-1:0-2' is not ROW:FROM-TO");
    }

    @Test
    void timeColumnsUseIntegersUpToTheIntRange() {
        assertThat(ints(ViewData.times(new double[] {Integer.MAX_VALUE, Integer.MIN_VALUE})
                        .get("i32")))
                .containsExactly(Integer.MAX_VALUE, Integer.MIN_VALUE);
        assertThat(ViewData.times(new double[] {Integer.MIN_VALUE - 1.0})).containsOnlyKeys("f64");
        assertThat(doubles(ViewData.times(new double[] {0, 0.5}).get("f64"))).containsExactly(0, 0.5);
    }

    @Test
    void aSubmeshPastAnySideOfTheMeshIsRefused() {
        for (String a : List.of("(0;1;1;1)", "(1;0;1;1)", "(2;1;1;1)", "(1;2;1;1)", "(4;1;5;1)", "(1;2;1;3)")) {
            assertThatThrownBy(() -> data("mesh:4x2/mpl", job(1, 0, 4, 1, a)))
                    .as(a)
                    .hasMessageContaining("submesh " + a + " is outside the 4x2 mesh");
        }
        // the far corner is inside
        assertThat(ints(data("mesh:4x2/mpl", job(1, 0, 4, 1, "(4;2;4;2)")).get("rect")))
                .containsExactly(3, 1, 3, 1);
        assertThatThrownBy(() -> data("mesh:4x2/mpl", job(1, 0, 4, 3, "(1;1;2;1)")))
                .hasMessageContaining("submesh (1;1;2;1) has 2 processors, procs says 3");
    }
}
