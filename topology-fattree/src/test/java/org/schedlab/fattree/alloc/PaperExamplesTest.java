package org.schedlab.fattree.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.Spec;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The worked examples of Pascual, Navaridas and Miguel-Alonso (JSSPP 2009), section 3 and Fig. 1,
 * on a 4-ary 3-tree (64 nodes, stage-1 switches over 4 nodes, stage-2 over 16).
 */
class PaperExamplesTest {
    private static final KaryNTree TREE = KaryNTree.complete(4, 3);

    private static FatTreeAllocator allocator(String spec) {
        return FatTreeAllocators.create(Spec.of(spec), TREE);
    }

    private static void busy(FatTreeAllocator a, int... nodes) {
        for (int node : nodes) {
            a.commit(new TreePlacement(new int[] {node}, 0));
        }
    }

    private static TreePlacement find(FatTreeAllocator a, int size) {
        return a.find(new ProcessorRequest(size));
    }

    @Test
    void fourNodeJobTakesOneWholeStageOneSwitch() {
        FatTreeAllocator a = allocator("contiguous");
        TreePlacement job1 = find(a, 4);
        assertThat(job1.nodes()).containsExactly(0, 1, 2, 3);
        assertThat(job1.level()).isEqualTo(1);
        assertThat(TREE.jobLevel(4)).isEqualTo(1);
    }

    @Test
    void fourNodeJobNeedsAnEmptyStageOneSwitch() {
        FatTreeAllocator a = allocator("contiguous");
        busy(a, 0, 5, 10);
        // switches 0, 1, 2 each have a busy node; switch 3 (nodes 12-15) is the first empty one
        assertThat(find(a, 4).nodes()).containsExactly(12, 13, 14, 15);
    }

    @Test
    void sixNodeJobIsLevelTwoAndUsesTwoStageOneSwitchesUnderOneStageTwoSwitch() {
        FatTreeAllocator a = allocator("contiguous");
        a.commit(find(a, 4));
        TreePlacement job2 = find(a, 6);
        assertThat(TREE.jobLevel(6)).isEqualTo(2);
        assertThat(job2.nodes()).containsExactly(4, 5, 6, 7, 8, 9);
        assertThat(job2.level()).isEqualTo(2);
    }

    @Test
    void levelTwoJobSkipsAStageTwoGroupWithTooFewFreeNodes() {
        FatTreeAllocator a = allocator("contiguous");
        busy(a, IntStream.range(0, 11).toArray()); // 5 free in the first stage-2 group
        TreePlacement p = find(a, 6);
        assertThat(p.nodes()).containsExactly(16, 17, 18, 19, 20, 21);
    }

    /** No stage-1 switch is empty, so the quasi-contiguous job spills one task over stage 2 (Job 3). */
    @Test
    void quasiContiguousFourNodeJobCrossesStageTwo() {
        int[] blocked = {0, 1, 4, 8, 9, 12};
        int[] everyOtherSwitch = IntStream.range(4, 16).map(s -> 4 * s).toArray();
        for (String spec : new String[] {"contiguous", "quasi:0"}) {
            FatTreeAllocator a = allocator(spec);
            busy(a, blocked);
            busy(a, everyOtherSwitch);
            assertThat(find(a, 4)).as(spec).isNull();
        }
        FatTreeAllocator quasi = allocator("quasi:20");
        busy(quasi, blocked);
        busy(quasi, everyOtherSwitch);
        // free per stage-1 switch of group 0: {2,3}, {5,6,7}, {10,11}, {13,14,15}; home = {5,6,7}
        TreePlacement job3 = find(quasi, 4);
        assertThat(job3.nodes()).containsExactly(5, 6, 7, 13);
        assertThat(job3.level()).isEqualTo(2);

        FatTreeAllocator flat = allocator("noncontiguous");
        busy(flat, blocked);
        busy(flat, everyOtherSwitch);
        assertThat(find(flat, 4).nodes()).containsExactly(2, 3, 5, 6);
    }

    @Test
    void thresholdDecidesHowManyTasksMaySpill() {
        // two free nodes under every stage-1 switch: a 4-node job must spill 2 tasks
        int[] half = IntStream.range(0, 64).filter(i -> i % 4 < 2).toArray();
        for (String spec : new String[] {"quasi:10", "quasi:20"}) {
            FatTreeAllocator a = allocator(spec);
            busy(a, half);
            assertThat(find(a, 4)).as(spec).isNull();
        }
        for (String spec : new String[] {"quasi:30", "quasi:40"}) {
            FatTreeAllocator a = allocator(spec);
            busy(a, half);
            assertThat(find(a, 4).nodes()).as(spec).containsExactly(2, 3, 6, 7);
        }
    }

    @ParameterizedTest(name = "qct {0}, size {1}: {2}")
    @CsvSource({"10,4,1", "20,4,1", "30,4,2", "40,4,2", "0,4,0", "100,4,4", "20,5,1", "20,6,2", "10,11,2", "30,10,3"})
    void equationOneRoundsUp(int qct, int size, int expected) {
        assertThat(QuasiContiguousPolicy.maxSpilled(qct, size)).isEqualTo(expected);
    }

    @Test
    void jobsOfTheTopLevelTakeAnyFreeNodes() {
        for (String spec : new String[] {"contiguous", "quasi:20"}) {
            FatTreeAllocator a = allocator(spec);
            busy(a, IntStream.range(0, 64).filter(i -> i % 2 == 0).toArray());
            TreePlacement p = find(a, 17); // level 3 = n
            assertThat(p.nodes())
                    .as(spec)
                    .containsExactly(IntStream.range(0, 17).map(i -> 2 * i + 1).toArray());
            assertThat(p.level()).isEqualTo(3);
        }
    }
}
