package org.schedlab.mesh.alloc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshRequest;

/** The allocator contract, run over every registered mesh allocator with and without switching. */
class AllocatorContractTest {
    static Stream<Arguments> allocators() {
        List<Arguments> out = new ArrayList<>();
        for (String name : MeshAllocators.names()) {
            out.add(Arguments.of(name, true));
            out.add(Arguments.of(name, false));
        }
        return out.stream();
    }

    static Stream<Arguments> smallCases() {
        List<Arguments> out = new ArrayList<>();
        int[][] meshes = {{4, 4}, {5, 3}, {3, 5}};
        for (String name : MeshAllocators.names()) {
            for (boolean rotate : new boolean[] {true, false}) {
                for (int[] mesh : meshes) {
                    for (int state = 0; state < 8; state++) {
                        out.add(Arguments.of(name, rotate, mesh[0], mesh[1], state));
                    }
                }
            }
        }
        return out.stream();
    }

    /** State 0 is the empty mesh, 1..7 random fills of increasing density. */
    private static MeshAllocator inState(String name, boolean rotate, int w, int h, int state) {
        MeshAllocator m = MeshAllocators.create(name, w, h, rotate);
        if (state > 0) {
            MeshStates.fillRandomly(m, 1000L * state + w * 10L + h, 0.1 * state + 0.15);
        }
        return m;
    }

    @ParameterizedTest(name = "{0} rotate={1} {2}x{3} state {4}")
    @MethodSource("smallCases")
    void everyRequestOnSmallMeshesAgreesWithBruteForce(String name, boolean rotate, int w, int h, int state) {
        MeshAllocator m = inState(name, rotate, w, h, state);
        m.checkInvariants();
        String before = MeshStates.snapshot(m);
        for (int a = 1; a <= Math.max(w, h) + 1; a++) {
            for (int b = 1; b <= Math.max(w, h) + 1; b++) {
                SubmeshRequest r = new SubmeshRequest(a, b);
                Allocation found = m.find(r);
                assertThat(MeshStates.snapshot(m))
                        .as("find must not change state")
                        .isEqualTo(before);
                assertThat(found != null)
                        .as("%s finds %dx%d iff brute force does, state\n%s", name, a, b, before)
                        .isEqualTo(MeshStates.fits(m, a, b));
                assertThat(m.canEverFit(r)).isEqualTo((a <= w && b <= h) || (rotate && b <= w && a <= h));
                if (found == null) {
                    continue;
                }
                Submesh s = (Submesh) found;
                assertThat(MeshStates.allFree(m, s))
                        .as("placement %s is free", s)
                        .isTrue();
                boolean asRequested = s.width() == a && s.height() == b;
                boolean turned = rotate && s.width() == b && s.height() == a;
                assertThat(asRequested || turned)
                        .as("shape of %s for %dx%d", s, a, b)
                        .isTrue();
                assertThat(m.find(r)).as("deterministic").isEqualTo(found);
                assertThat(m.copy().find(r)).as("a copy decides the same").isEqualTo(found);
                m.commit(found);
                m.checkInvariants();
                m.release(found);
                m.checkInvariants();
                assertThat(MeshStates.snapshot(m))
                        .as("release restores the state")
                        .isEqualTo(before);
                assertThat(m.find(r)).isEqualTo(found);
            }
        }
    }

    static Stream<Arguments> randomRuns() {
        List<Arguments> out = new ArrayList<>();
        for (String name : MeshAllocators.names()) {
            for (boolean rotate : new boolean[] {true, false}) {
                for (long seed = 1; seed <= 5; seed++) {
                    out.add(Arguments.of(name, rotate, 32, 32, seed, 400));
                }
                out.add(Arguments.of(name, rotate, 80, 70, 6L, 120)); // more than one word per row and column
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} rotate={1} {2}x{3} seed {4}")
    @MethodSource("randomRuns")
    void randomSequencesKeepInvariantsAndAgreeWithBruteForce(
            String name, boolean rotate, int w, int h, long seed, int steps) {
        SplittableRandom rnd = new SplittableRandom(seed);
        MeshAllocator m = MeshAllocators.create(name, w, h, rotate);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                m.release(running.remove(rnd.nextInt(running.size())));
            } else {
                int a = 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : w / 2);
                int b = 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : h / 2);
                Allocation found = m.find(new SubmeshRequest(a, b));
                assertThat(found != null).as("step %d %dx%d", step, a, b).isEqualTo(MeshStates.fits(m, a, b));
                if (found != null) {
                    assertThat(MeshStates.allFree(m, (Submesh) found)).isTrue();
                    m.commit(found);
                    running.add(found);
                }
            }
            m.checkInvariants();
            assertThat(m.free()
                            + running.stream().mapToInt(Allocation::processors).sum())
                    .isEqualTo(m.capacity());
        }
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void sameSeedSamePlacements(String name, boolean rotate) {
        assertThat(trace(name, rotate, 7)).isEqualTo(trace(name, rotate, 7));
    }

    private static List<String> trace(String name, boolean rotate, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        MeshAllocator m = MeshAllocators.create(name, 16, 16, rotate);
        List<Allocation> running = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (int step = 0; step < 200; step++) {
            if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                m.release(running.remove(rnd.nextInt(running.size())));
            } else {
                Allocation a = m.find(new SubmeshRequest(1 + rnd.nextInt(8), 1 + rnd.nextInt(8)));
                out.add(a == null ? "-" : a.describe());
                if (a != null) {
                    m.commit(a);
                    running.add(a);
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void oversizeRequestsAreRefusedWithoutThrowing(String name, boolean rotate) {
        MeshAllocator m = MeshAllocators.create(name, 6, 4, rotate);
        SubmeshRequest tooBig = new SubmeshRequest(7, 5);
        assertThat(m.find(tooBig)).isNull();
        assertThat(m.canEverFit(tooBig)).isFalse();
        SubmeshRequest turned = new SubmeshRequest(4, 6);
        assertThat(m.canEverFit(turned)).isEqualTo(rotate);
        assertThat(m.find(turned) != null).isEqualTo(rotate);
        assertThat(m.find(new SubmeshRequest(5, 5))).isNull();
        assertThat(m.canEverFit(new SubmeshRequest(5, 5))).isFalse();
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void shapedRequestsAreReadAsWidthByHeight(String name, boolean rotate) {
        MeshAllocator m = MeshAllocators.create(name, 8, 8, rotate);
        Submesh s = (Submesh) m.find(new ShapedRequest(3, 2));
        assertThat(s.processors()).isEqualTo(6);
        assertThat(m.find(new ShapedRequest(3, 2))).isEqualTo(m.find(new SubmeshRequest(3, 2)));
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void unmappedRequestsAreAProgrammingError(String name, boolean rotate) {
        MeshAllocator m = MeshAllocators.create(name, 8, 8, rotate);
        assertThatThrownBy(() -> m.find(new ProcessorRequest(4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("map it with the mesh machine first");
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void commitAndReleaseRefuseWrongPlacements(String name, boolean rotate) {
        MeshAllocator m = MeshAllocators.create(name, 8, 8, rotate);
        m.commit(new Submesh(1, 1, 4, 4));
        assertThatThrownBy(() -> m.commit(new Submesh(4, 4, 5, 5)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("some of its nodes are busy");
        assertThatThrownBy(() -> m.commit(new Submesh(5, 5, 9, 5)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside the mesh");
        assertThatThrownBy(() -> m.release(new Submesh(1, 1, 2, 2)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not a committed submesh");
        m.checkInvariants();
    }

    @ParameterizedTest(name = "{0} rotate={1}")
    @MethodSource("allocators")
    void copyIsIndependent(String name, boolean rotate) {
        MeshAllocator m = MeshAllocators.create(name, 8, 8, rotate);
        MeshAllocator c = m.copy();
        c.commit(new Submesh(1, 1, 8, 8));
        assertThat(m.free()).isEqualTo(64);
        assertThat(c.free()).isZero();
        m.checkInvariants();
        c.checkInvariants();
        assertThat(c.name()).isEqualTo(name);
    }
}
