package org.schedlab.mesh3d.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/**
 * The nearest allocators against a naive twin that follows the rules literally: every center
 * tried, lists sorted with the library's stable sort, distances and scores recomputed from
 * scratch by double loops, the greedy collector re-deriving every sum at every pick.
 */
class NearestTwinTest {
    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        List<Mesh3d> meshes =
                List.of(Mesh3d.mesh(3, 3, 2), Mesh3d.mesh(4, 3, 2), new Mesh3d(4, 3, 3, true), Mesh3d.mesh(5, 4, 1));
        for (Mesh3d m : meshes) {
            for (NearestAllocator.Centers c : NearestAllocator.Centers.values()) {
                for (NearestAllocator.Collector p : NearestAllocator.Collector.values()) {
                    for (NearestAllocator.Score s : NearestAllocator.Score.values()) {
                        out.add(Arguments.of(m, c, p, s));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: {1} {2} {3}")
    @MethodSource("cases")
    void placementsEqualTheNaiveTwin(
            Mesh3d m, NearestAllocator.Centers c, NearestAllocator.Collector p, NearestAllocator.Score s) {
        NearestAllocator a = new NearestAllocator(m, c, p, s);
        SplittableRandom rnd =
                new SplittableRandom(m.processors() * 31L + c.ordinal() * 7 + p.ordinal() * 3 + s.ordinal());
        List<Placement3d> running = new ArrayList<>();
        int compared = 0;
        for (int step = 0; step < 240; step++) {
            if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                a.release(running.remove(rnd.nextInt(running.size())));
                continue;
            }
            if (a.free() == 0) {
                continue;
            }
            // mostly small requests, so that states with several jobs are reached; sometimes all free
            int n = rnd.nextInt(8) == 0 ? a.free() : 1 + rnd.nextInt(Math.max(1, a.free() / 2));
            Placement3d found = a.find(new ProcessorRequest(n));
            int[] expected = naive(a, c, p, s, n);
            assertThat(found.ids())
                    .as("step %d, %d of %d free", step, n, a.free())
                    .isEqualTo(expected);
            compared++;
            a.commit(found);
            running.add(found);
        }
        assertThat(compared).isGreaterThan(70);
    }

    /** The rule, literally. */
    static int[] naive(
            NearestAllocator a,
            NearestAllocator.Centers cg,
            NearestAllocator.Collector pc,
            NearestAllocator.Score sc,
            int n) {
        Mesh3d m = a.mesh();
        List<Integer> free = new ArrayList<>();
        for (int r = 0; r < m.processors(); r++) {
            if (a.isFree(m.fromLexRank(r))) {
                free.add(m.fromLexRank(r));
            }
        }
        if (free.size() == n) {
            return sorted(free);
        }
        List<int[]> centers = new ArrayList<>();
        if (cg == NearestAllocator.Centers.FREE) {
            free.forEach(id -> centers.add(new int[] {m.xOf(id), m.yOf(id), m.zOf(id)}));
        } else {
            List<List<Integer>> values = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int id : free) {
                for (int d = 0; d < 3; d++) {
                    if (!values.get(d).contains(m.coord(id, d))) {
                        values.get(d).add(m.coord(id, d));
                    }
                }
            }
            for (int x : values.get(0)) {
                for (int y : values.get(1)) {
                    for (int z : values.get(2)) {
                        centers.add(new int[] {x, y, z});
                    }
                }
            }
        }
        List<Integer> shared = new ArrayList<>(free);
        List<Integer> best = null;
        long bestScore = Long.MAX_VALUE;
        for (int[] c : centers) {
            int center = m.id(c[0], c[1], c[2]);
            List<Integer> gathered;
            if (pc == NearestAllocator.Collector.L1) {
                shared.sort(Comparator.comparingInt(id -> m.l1(id, center)));
                gathered = shared;
            } else if (pc == NearestAllocator.Collector.LINF) {
                shared.sort(Comparator.comparingInt(id -> m.lInf(id, center)));
                gathered = shared;
            } else {
                shared.sort(Comparator.comparingInt(id -> m.lInf(id, center)));
                int shell = m.lInf(shared.get(n - 1), center);
                gathered = new ArrayList<>();
                List<Integer> rest = new ArrayList<>();
                for (int id : shared) {
                    (m.lInf(id, center) < shell ? gathered : rest).add(id);
                }
                while (gathered.size() < n) {
                    List<Integer> chosen = gathered;
                    Integer pick = rest.stream()
                            .min(Comparator.<Integer>comparingLong(id -> chosen.stream()
                                            .mapToLong(q -> m.l1(id, q))
                                            .sum())
                                    .thenComparingInt(id -> m.l1(id, center))
                                    .thenComparingInt(m::lexRank))
                            .orElseThrow();
                    rest.remove(pick);
                    gathered.add(pick);
                }
            }
            long score = 0;
            for (int i = 0; i < n; i++) {
                int id = gathered.get(i);
                switch (sc) {
                    case L1 -> score += m.l1(id, center);
                    case LINF -> score += m.lInf(id, center);
                    case PAIRWISE -> {
                        for (int j = i + 1; j < n; j++) {
                            score += m.l1(id, gathered.get(j));
                        }
                    }
                }
            }
            if (sc == NearestAllocator.Score.LINF && gathered.size() != n) {
                gathered.sort(Comparator.comparingInt(id -> m.lInf(id, center)));
            }
            if (score < bestScore) {
                bestScore = score;
                best = new ArrayList<>(gathered.subList(0, n));
            }
        }
        return sorted(best);
    }

    private static int[] sorted(List<Integer> ids) {
        return ids.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
