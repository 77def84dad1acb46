package org.schedlab.fattree.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link TreeOccupancy.Footprint} against a node-by-node reading of the same placement: the words
 * with the placement's bits, and per level the groups it touches with its node count in each, in
 * ascending order; a placement with a node that is not installed has an empty footprint.
 */
class FootprintTest {
    @Test
    void footprintMatchesANodeByNodeReading() {
        SplittableRandom rnd = new SplittableRandom(5);
        for (int trial = 0; trial < 2000; trial++) {
            int k = 2 + rnd.nextInt(7);
            int n = 1 + rnd.nextInt(4);
            int[] span = new int[n + 1];
            span[0] = 1;
            for (int l = 1; l <= n; l++) {
                span[l] = span[l - 1] * k;
            }
            int[] offset = new int[n + 2];
            int total = 0;
            for (int l = 1; l <= n; l++) {
                offset[l] = total;
                total += span[n - l];
            }
            offset[n + 1] = total;
            int installed = 1 + rnd.nextInt(span[n]);
            // runs of consecutive nodes and single ones, now and then past the installed ones
            List<Integer> picked = new ArrayList<>();
            int limit = rnd.nextInt(8) == 0 ? span[n] : installed;
            for (int node = rnd.nextInt(Math.min(limit, 70)); node < limit; ) {
                int run = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 150);
                for (int i = 0; i < run && node < limit; i++) {
                    picked.add(node++);
                }
                node += 1 + rnd.nextInt(rnd.nextBoolean() ? 2 : 90);
            }
            int[] nodes = picked.stream().mapToInt(Integer::intValue).toArray();
            String where = "k=" + k + " n=" + n + " installed=" + installed + " nodes " + nodes.length;

            TreeOccupancy.Footprint f = new TreeOccupancy.Footprint(nodes, installed, n, span, offset);

            boolean ok = picked.stream().allMatch(v -> v < installed);
            assertThat(f.installed).as(where).isEqualTo(ok);
            TreeMap<Integer, Long> words = new TreeMap<>();
            List<Integer> slots = new ArrayList<>();
            List<Integer> amounts = new ArrayList<>();
            if (ok) {
                for (int v : nodes) {
                    words.merge(v >>> 6, 1L << v, (a, b) -> a | b);
                }
                for (int l = 1; l <= n; l++) {
                    TreeMap<Integer, Integer> groups = new TreeMap<>();
                    for (int v : nodes) {
                        groups.merge(v / span[l], 1, Integer::sum);
                    }
                    for (var e : groups.entrySet()) {
                        slots.add(offset[l] + e.getKey());
                        amounts.add(e.getValue());
                    }
                }
            }
            assertThat(f.words)
                    .as(where)
                    .containsExactly(
                            words.keySet().stream().mapToInt(Integer::intValue).toArray());
            assertThat(f.masks)
                    .as(where)
                    .containsExactly(
                            words.values().stream().mapToLong(Long::longValue).toArray());
            assertThat(f.slots)
                    .as(where)
                    .containsExactly(slots.stream().mapToInt(Integer::intValue).toArray());
            assertThat(f.amounts)
                    .as(where)
                    .containsExactly(
                            amounts.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
