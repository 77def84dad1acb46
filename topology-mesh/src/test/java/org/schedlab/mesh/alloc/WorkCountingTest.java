package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Work;
import org.schedlab.mesh.geometry.SubmeshRequest;

/** The work counts of the mesh cost model: deterministic, split right, and without effect. */
class WorkCountingTest {
    static List<String> names() {
        return MeshAllocators.names();
    }

    /**
     * A random allocate/release sequence on a 32x32 mesh; returns the placements made (as text)
     * so that two allocators' decisions can be compared.
     */
    private static List<String> drive(MeshAllocator m, long seed, int steps) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> live = new ArrayList<>();
        List<String> placements = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            if (!live.isEmpty() && rnd.nextInt(3) == 0) {
                m.release(live.remove(rnd.nextInt(live.size())));
                continue;
            }
            Allocation a = m.find(new SubmeshRequest(1 + rnd.nextInt(12), 1 + rnd.nextInt(12)));
            placements.add(a == null ? "-" : a.describe());
            if (a != null) {
                m.commit(a);
                live.add(a);
            }
        }
        return placements;
    }

    @ParameterizedTest
    @MethodSource("names")
    void sameCallsSameCountsAndCopiesStartFromZero(String name) {
        MeshAllocator a = MeshAllocators.create(name, 32, 32, true);
        MeshAllocator b = MeshAllocators.create(name, 32, 32, true);
        assertThat(drive(a, 7, 400)).isEqualTo(drive(b, 7, 400));
        Work wa = a.work();
        assertThat(wa).isEqualTo(b.work());
        assertThat(wa.commits()).isPositive();
        assertThat(wa.releases()).isPositive();
        assertThat(wa.allocationUnits()).isGreaterThanOrEqualTo(wa.allocationComparisons());
        assertThat(wa.releaseUnits()).isGreaterThanOrEqualTo(wa.releaseComparisons());
        // the grid update alone reads or writes words on every commit and release
        assertThat(wa.allocationUnits()).isGreaterThan(wa.allocationComparisons());
        assertThat(wa.releaseUnits()).isGreaterThan(wa.releaseComparisons());

        MeshAllocator copy = a.copy();
        assertThat(copy.work()).isEqualTo(new Work(0, 0, 0, 0, 0, 0));
        copy.find(new SubmeshRequest(2, 2));
        assertThat(a.work()).isEqualTo(wa); // work on a copy is not charged to the original
    }

    /**
     * Searches leave something for the next searches of the same state (every allocator remembers
     * its latest answers, MPL the tallest free submesh per width after a failure): every search,
     * new or repeated between two changes, must answer and charge exactly what the same search on
     * a fresh copy (nothing remembered) does.
     */
    @ParameterizedTest
    @MethodSource("names")
    void repeatedSearchesOfOneStateAnswerAndChargeAsAFreshCopy(String name) {
        MeshAllocator m = MeshAllocators.create(name, 32, 32, true);
        SplittableRandom rnd = new SplittableRandom(11);
        List<Allocation> live = new ArrayList<>();
        int failed = 0;
        int repeated = 0; // repeated requests that a search answers (not refused by size alone)
        for (int step = 0; step < 300; step++) {
            if (!live.isEmpty() && rnd.nextInt(3) == 0) {
                m.release(live.remove(rnd.nextInt(live.size())));
            }
            Allocation placed = null;
            SubmeshRequest first = null;
            for (int k = 0; k < 6; k++) { // several searches of one state, as a window scheduler makes
                SubmeshRequest r = k == 3 ? first : new SubmeshRequest(1 + rnd.nextInt(20), 1 + rnd.nextInt(20));
                first = k == 0 ? r : first; // asked again at k = 3, as a blocked head is at every arrival
                MeshAllocator fresh = m.copy();
                long before = m.work().allocationUnits();
                long beforeComparisons = m.work().allocationComparisons();
                Allocation a = m.find(r);
                Allocation b = fresh.find(r);
                assertThat(a == null ? "-" : a.describe())
                        .as("%s at step %d", r, step)
                        .isEqualTo(b == null ? "-" : b.describe());
                assertThat(m.work().allocationUnits() - before)
                        .as("work of %s at step %d", r, step)
                        .isEqualTo(fresh.work().allocationUnits());
                assertThat(m.work().allocationComparisons() - beforeComparisons)
                        .as("comparisons of %s at step %d", r, step)
                        .isEqualTo(fresh.work().allocationComparisons());
                failed += a == null ? 1 : 0;
                boolean searched = (long) r.w() * r.h() <= m.free() && ((AbstractMeshAllocator) m).fits(r.w(), r.h());
                repeated += k == 3 && searched ? 1 : 0;
                if (placed == null && a != null) {
                    placed = a;
                }
            }
            if (placed != null && rnd.nextBoolean()) {
                m.commit(placed);
                live.add(placed);
            }
        }
        assertThat(failed).isGreaterThan(100); // the searches after a failure are the point
        // and the shortcuts were taken: every state's repeated request at least (MPL's table more)
        long shortcuts = ((AbstractMeshAllocator) m).shortcuts();
        assertThat(shortcuts).isGreaterThanOrEqualTo(repeated);
        if (name.equals(MeshAllocators.MPL)) {
            assertThat(shortcuts).isGreaterThan(repeated + 50);
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void findChargesAllocationAndReleaseChargesRelease(String name) {
        MeshAllocator m = MeshAllocators.create(name, 16, 16, true);
        Allocation a = m.find(new SubmeshRequest(4, 3));
        Work afterFind = m.work();
        assertThat(afterFind.allocationUnits()).isPositive();
        assertThat(afterFind.releaseUnits()).isZero();
        assertThat(afterFind.commits()).isZero();
        m.commit(a);
        Work afterCommit = m.work();
        assertThat(afterCommit.commits()).isEqualTo(1);
        assertThat(afterCommit.allocationUnits()).isGreaterThan(afterFind.allocationUnits());
        m.release(a);
        Work afterRelease = m.work();
        assertThat(afterRelease.allocationUnits()).isEqualTo(afterCommit.allocationUnits());
        assertThat(afterRelease.releaseUnits()).isPositive();
        assertThat(afterRelease.releases()).isEqualTo(1);
        assertThat(afterRelease.perJob().keySet())
                .containsExactly(
                        Work.ALLOCATION_UNITS,
                        Work.RELEASE_UNITS,
                        Work.ALLOCATION_RELEASE_UNITS,
                        Work.ALLOCATION_COMPARISONS,
                        Work.RELEASE_COMPARISONS,
                        Work.ALLOCATION_RELEASE_COMPARISONS);
    }

    /** Placing a request on the 32x32 grid is one word per row or column touched (32 bits fit a word). */
    @ParameterizedTest
    @MethodSource("names")
    void gridWordsFollowTheDeclaredModel(String name) {
        MeshAllocator m = MeshAllocators.create(name, 32, 32, true);
        Allocation a = m.find(new SubmeshRequest(5, 3));
        long before = m.work().allocationUnits() - m.work().allocationComparisons();
        m.commit(a);
        long after = m.work().allocationUnits() - m.work().allocationComparisons();
        // commit: the free test (3 rows, the shorter side), the busy marks (3 rows + 5 columns),
        // one busy-list write, plus what the allocator's own structure moves
        assertThat(after - before).isGreaterThanOrEqualTo(3 + 3 + 5 + 1);
    }
}
