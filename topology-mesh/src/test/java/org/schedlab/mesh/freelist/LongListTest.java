package org.schedlab.mesh.freelist;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link LongList}: growth, and the comparisons its sorts report for the cost model (exact for the
 * insertion sort up to 24 values, {@code n * ceil(log2 n)} for the library sort above).
 */
class LongListTest {
    private static LongList of(long... values) {
        LongList l = new LongList(1);
        for (long v : values) {
            l.add(v);
        }
        return l;
    }

    private static long[] descending(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = n - i;
        }
        return a;
    }

    private static long[] ascending(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = i + 1;
        }
        return a;
    }

    @Test
    void growsFromASmallCapacityAndKeepsEveryValue() {
        LongList l = of(descending(40));
        assertThat(l.size()).isEqualTo(40);
        assertThat(l.get(0)).isEqualTo(40);
        assertThat(l.get(39)).isEqualTo(1);
        assertThat(l.toArray()).hasSize(40).startsWith(40, 39).endsWith(2, 1);
        l.clear();
        assertThat(l.size()).isZero();
        assertThat(l.toArray()).isEmpty();
    }

    @Test
    void insertionSortCountsEveryComparison() {
        assertThat(of().sort()).isZero();
        assertThat(of(5).sort()).isZero();
        // 24 values in reverse: value i moves past all i before it, no final comparison
        LongList rev = of(descending(24));
        assertThat(rev.sort()).isEqualTo(23 * 24 / 2);
        assertThat(rev.toArray()).containsExactly(ascending(24));
        // already sorted: one comparison per value after the first
        assertThat(of(ascending(24)).sort()).isEqualTo(23);
        // 3 1 2: 1 moves past 3 (1); 2 moves past 3 (1) and stops at 1 (1)
        LongList l = of(3, 1, 2);
        assertThat(l.sort()).isEqualTo(3);
        assertThat(l.toArray()).containsExactly(1, 2, 3);
    }

    @Test
    void longerListsChargeNTimesCeilLog2N() {
        LongList l = of(descending(25));
        assertThat(l.sort()).isEqualTo(25 * 5);
        assertThat(l.toArray()).containsExactly(ascending(25));
        assertThat(of(descending(32)).sort()).isEqualTo(32 * 5);
        assertThat(of(descending(33)).sort()).isEqualTo(33 * 6);
    }

    @Test
    void sortDistinctDropsRepeatsAndChargesOneMorePerValue() {
        // 3 1 3 2 1: 1 + 1 + 3 + 4 comparisons, then 5 for the repeats
        LongList l = of(3, 1, 3, 2, 1);
        assertThat(l.sortDistinct()).isEqualTo(9 + 5);
        assertThat(l.toArray()).containsExactly(1, 2, 3);
        LongList same = of(7, 7, 7);
        same.sortDistinct();
        assertThat(same.toArray()).containsExactly(7);
    }
}
