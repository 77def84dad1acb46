package org.schedlab.mesh3d.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/** The block hierarchies, and the buddy allocators against a twin that rebuilds the free blocks from scratch. */
class BuddyAllocatorTest {
    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Mesh3d m : List.of(
                Mesh3d.mesh(5, 5, 4),
                Mesh3d.mesh(8, 4, 4),
                Mesh3d.mesh(3, 3, 3),
                Mesh3d.mesh(7, 6, 1),
                Mesh3d.mesh(4, 4, 2))) {
            for (BlockForest.Kind k : BlockForest.Kind.values()) {
                out.add(Arguments.of(m, k));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void theTopBlocksTileTheMeshAndChildrenTileTheirParent(Mesh3d m, BlockForest.Kind kind) {
        BlockForest f = BlockForest.of(m, kind);
        int[] cover = new int[m.processors()];
        for (int b : f.roots) {
            int[] ids = new int[f.size(b)];
            f.processors(b, ids, 0);
            for (int id : ids) {
                cover[id]++;
            }
        }
        assertThat(cover).containsOnly(1);
        for (int b = 0; b < f.blocks(); b++) {
            int sum = 0;
            for (int c : f.children[b]) {
                sum += f.size(c);
                assertThat(f.parent[c]).isEqualTo(b);
                assertThat(f.x[c]).isBetween(f.x[b], f.x[b] + f.dx[b] - 1);
                assertThat(f.y[c]).isBetween(f.y[b], f.y[b] + f.dy[b] - 1);
                assertThat(f.z[c]).isBetween(f.z[b], f.z[b] + f.dz[b] - 1);
                assertThat(f.rank[c]).isEqualTo(f.rank[b] - 1);
            }
            assertThat(f.children[b].length == 0 ? 1 : sum).isEqualTo(f.size(b));
            assertThat(f.byRank[f.rank[b]][f.position[b]]).isEqualTo(b);
        }
        int ratio = kind == BlockForest.Kind.LAYERED ? 4 : kind == BlockForest.Kind.OCTET ? 8 : 2;
        for (int r = 0; r < f.rankSize.length; r++) {
            assertThat(f.rankSize[r]).isEqualTo((int) Math.pow(ratio, r));
        }
    }

    /** PReMAS's MBS cuts a 5x5 plane into a 4x4 square and nine single processors. */
    @Test
    void layeredCutsOfFiveByFive() {
        BlockForest f = BlockForest.of(Mesh3d.mesh(5, 5, 4), BlockForest.Kind.LAYERED);
        List<String> roots = new ArrayList<>();
        for (int b : f.roots) {
            if (f.z[b] == 0) {
                roots.add(f.x[b] + "," + f.y[b] + ":" + f.dx[b] + "x" + f.dy[b]);
            }
        }
        assertThat(roots)
                .containsExactly(
                        "0,0:4x4", "4,0:1x1", "4,1:1x1", "4,2:1x1", "4,3:1x1", "4,4:1x1", "0,4:1x1", "1,4:1x1",
                        "2,4:1x1", "3,4:1x1");
        assertThat(f.rankSize).containsExactly(1, 4, 16);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void placementsEqualTheTwinOnRebuiltFreeBlocks(Mesh3d m, BlockForest.Kind kind) {
        BuddyAllocator a = new BuddyAllocator(m, kind);
        BlockForest f = BlockForest.of(m, kind);
        SplittableRandom rnd = new SplittableRandom(m.processors() * 3L + kind.ordinal());
        List<Placement3d> running = new ArrayList<>();
        for (int step = 0; step < 400; step++) {
            if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                a.release(running.remove(rnd.nextInt(running.size())));
                a.checkInvariants();
                continue;
            }
            if (a.free() == 0) {
                continue;
            }
            int n = 1 + rnd.nextInt(rnd.nextBoolean() ? a.free() : Math.min(a.free(), 9));
            Placement3d p = a.find(new ProcessorRequest(n));
            assertThat(p.ids()).as("step %d: %d of %d free", step, n, a.free()).isEqualTo(twin(f, a, n));
            a.commit(p);
            a.checkInvariants();
            running.add(p);
        }
    }

    /**
     * The rule on a free block record rebuilt from the busy processors: the maximal free blocks,
     * per size in corner order; the request factored greedily; the first free block of the
     * largest size wanted, else a split of the first larger one, else a request for smaller ones.
     */
    static int[] twin(BlockForest f, Mesh3dAllocator a, int n) {
        Comparator<Integer> order = Comparator.<Integer>comparingInt(b -> f.x[b])
                .thenComparingInt(b -> f.y[b])
                .thenComparingInt(b -> f.z[b]);
        List<TreeSet<Integer>> fbr = new ArrayList<>();
        for (int r = 0; r < f.rankSize.length; r++) {
            fbr.add(new TreeSet<>(order));
        }
        for (int b = 0; b < f.blocks(); b++) {
            if (allFree(f, a, b) && (f.parent[b] < 0 || !allFree(f, a, f.parent[b]))) {
                fbr.get(f.rank[b]).add(b);
            }
        }
        TreeMap<Integer, Integer> want = new TreeMap<>();
        int left = n;
        while (left > 0) {
            int r = f.rankSize.length - 1;
            while (f.rankSize[r] > left) {
                r--;
            }
            want.merge(r, 1, Integer::sum);
            left -= f.rankSize[r];
        }
        List<Integer> ids = new ArrayList<>();
        while (!want.isEmpty()) {
            int r = want.lastKey();
            if (!fbr.get(r).isEmpty()) {
                int b = fbr.get(r).pollFirst();
                int[] p = new int[f.size(b)];
                f.processors(b, p, 0);
                for (int id : p) {
                    ids.add(id);
                }
                want.merge(r, -1, Integer::sum);
                want.remove(r, 0);
                continue;
            }
            int s = r + 1;
            while (s < fbr.size() && fbr.get(s).isEmpty()) {
                s++;
            }
            if (s < fbr.size()) {
                for (int k = s; k > r; k--) {
                    int b = fbr.get(k).pollFirst();
                    for (int c : f.children[b]) {
                        fbr.get(k - 1).add(c);
                    }
                }
            } else {
                want.merge(r, -1, Integer::sum);
                want.remove(r, 0);
                want.merge(r - 1, f.rankSize[r] / f.rankSize[r - 1], Integer::sum);
            }
        }
        return ids.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static boolean allFree(BlockForest f, Mesh3dAllocator a, int b) {
        int[] p = new int[f.size(b)];
        f.processors(b, p, 0);
        for (int id : p) {
            if (!a.isFree(id)) {
                return false;
            }
        }
        return true;
    }
}
