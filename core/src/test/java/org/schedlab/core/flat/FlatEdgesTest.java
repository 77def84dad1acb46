package org.schedlab.core.flat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;

/**
 * The flat machine and its processor sets at word and capacity edges: ids past the capacity or in
 * a later word, the whole machine, processor 0, empty requests, sets built from ids against sets
 * the allocator finds (issue 28: mutants that survived the core suite).
 */
class FlatEdgesTest {
    private static ProcessorSet set(int... ids) {
        return new ProcessorSet(ids);
    }

    @Test
    void capacityMustBePositive() {
        assertThatThrownBy(() -> new FlatAllocator(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity must be positive: 0");
        assertThat(new FlatAllocator(1).capacity()).isEqualTo(1);
    }

    @Test
    void aVeryLargeMachineHasOneBitPerProcessor() {
        FlatAllocator a = new FlatAllocator(1 << 25);
        Allocation all = a.find(new ProcessorRequest(1 << 25));
        assertThat(all.processors()).isEqualTo(1 << 25);
        a.commit(all);
        assertThat(a.free()).isZero();
        a.checkInvariants();
    }

    @Test
    void theWholeMachineAndEmptyRequests() {
        FlatAllocator a = new FlatAllocator(4);
        assertThat(a.find(new ProcessorRequest(4))).isEqualTo(set(0, 1, 2, 3));
        assertThat(a.find(new ProcessorRequest(5))).isNull();
        Request none = () -> 0;
        assertThat(a.find(none)).isNull();
    }

    @Test
    void setsBuiltFromIdsEqualTheSetsTheAllocatorFinds() {
        FlatAllocator a = new FlatAllocator(200);
        assertThat(a.find(new ProcessorRequest(3))).isEqualTo(set(0, 1, 2)).hasSameHashCodeAs(set(0, 1, 2));
        a.commit(set(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        Allocation next = a.find(new ProcessorRequest(120));
        int[] ids = new int[120];
        for (int i = 0; i < 120; i++) {
            ids[i] = 10 + i;
        }
        assertThat(next).isEqualTo(new ProcessorSet(ids));
        ProcessorSet spread = set(1, 70, 130, 131);
        assertThat(spread.wordCount()).isEqualTo(3);
        assertThat(spread.word(1)).isEqualTo(1);
        assertThat(spread.mask(2)).isEqualTo(0b1100L);
        assertThat(spread.describe()).isEqualTo("1;70;130-131");
        assertThat(spread).hasToString("ProcessorSet[1;70;130-131]");
        assertThat(set(1)).isNotEqualTo(set(2));
        assertThat(set(1)).isNotEqualTo(set(65));
    }

    /** The ranges of consecutive ids, as the ids themselves spell them. */
    private static String ranges(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; ) {
            int j = i;
            while (j + 1 < a.length && a[j + 1] == a[j] + 1) {
                j++;
            }
            sb.append(sb.length() > 0 ? ";" : "").append(a[i]).append(j > i ? "-" + a[j] : "");
            i = j + 1;
        }
        return sb.toString();
    }

    @Test
    void theDescriptionIsTheRangesOfTheIdsAcrossWordEdges() {
        assertThat(set(63, 64).describe()).isEqualTo("63-64");
        assertThat(set(0, 63, 64, 127, 128, 191).describe()).isEqualTo("0;63-64;127-128;191");
        int[] all = new int[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        assertThat(new ProcessorSet(all).describe()).isEqualTo("0-255");
        java.util.SplittableRandom random = new java.util.SplittableRandom(54);
        for (int t = 0; t < 20_000; t++) {
            int span = 1 + random.nextInt(t % 2 == 0 ? 200 : 2000);
            double density = random.nextDouble();
            int offset = (t % 3) * 61;
            int[] ids = java.util.stream.IntStream.range(0, span)
                    .filter(i -> random.nextDouble() < density)
                    .map(i -> i + offset)
                    .toArray();
            if (ids.length > 0) {
                assertThat(new ProcessorSet(ids).describe()).isEqualTo(ranges(ids));
            }
        }
    }

    @Test
    void idsMayStartAtZeroButNotRepeat() {
        assertThat(set(0).id(0)).isZero();
        assertThatThrownBy(() -> set(3, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> set(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void idsInALaterWordAreCommittedThereAndNamedInConflicts() {
        FlatAllocator a = new FlatAllocator(128);
        a.commit(set(70));
        assertThat(a.free()).isEqualTo(127);
        assertThat(a.isFree(set(70))).isFalse();
        assertThat(a.isFree(set(71))).isTrue();
        assertThatThrownBy(() -> a.commit(set(69, 70)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 70 is not free");
        a.release(set(70));
        a.checkInvariants();
    }

    @Test
    void aConflictInALaterWordLeavesTheEarlierWordsAsTheyWere() {
        FlatAllocator a = new FlatAllocator(200);
        a.commit(set(130));
        // words 0 and 1 pass the check and are marked before word 2's conflict is met
        assertThatThrownBy(() -> a.commit(set(1, 65, 130)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 130 is not free");
        assertThat(a.isFree(set(1))).isTrue();
        assertThat(a.isFree(set(65))).isTrue();
        assertThat(a.free()).isEqualTo(199);
        a.checkInvariants();
        a.commit(set(2, 66));
        assertThatThrownBy(() -> a.release(set(2, 66, 131)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 131 is not busy");
        assertThat(a.isFree(set(2))).isFalse();
        assertThat(a.isFree(set(66))).isFalse();
        assertThat(a.free()).isEqualTo(197);
        a.checkInvariants();
        // past the machine: the words before it are given back too
        assertThatThrownBy(() -> a.commit(set(3, 250)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 250 is not free");
        assertThat(a.isFree(set(3))).isTrue();
        a.checkInvariants();
    }

    @Test
    void idsAtOrPastTheCapacityAreNeverFree() {
        FlatAllocator partWord = new FlatAllocator(70);
        assertThat(partWord.isFree(set(69))).isTrue();
        assertThat(partWord.isFree(set(70))).isFalse();
        assertThatThrownBy(() -> partWord.commit(set(75)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 75 is not free");
        FlatAllocator fullWord = new FlatAllocator(64);
        assertThat(fullWord.isFree(set(64))).isFalse();
        assertThatThrownBy(() -> fullWord.commit(set(64)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 64 is not free");
        assertThat(fullWord.free()).isEqualTo(64);
    }

    @Test
    void releasingAnIdleProcessorZeroIsRefused() {
        FlatAllocator a = new FlatAllocator(4);
        assertThatThrownBy(() -> a.release(set(0)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("processor 0 is not busy");
        assertThat(a.free()).isEqualTo(4);
    }

    @Test
    void theAuditComparesTheFreeCountWithTheBits() {
        FlatAllocator a = new FlatAllocator(4);
        // a set that claims two processors but holds one bit
        a.commit(ProcessorSet.owning(new int[] {0}, new long[] {1L}, 2));
        assertThatThrownBy(a::checkInvariants)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("free = 2 but capacity - busy = 3");
    }
}
