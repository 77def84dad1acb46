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

/**
 * What only the mesh allocators promise, over every registered one with and without switching:
 * the same placements for the same seed, oversize and unmapped requests, shaped requests, refused
 * placements and the name of a copy. The allocator contract itself is {@link MeshAllocatorContractTest}.
 */
class MeshAllocatorRulesTest {
    static Stream<Arguments> allocators() {
        List<Arguments> out = new ArrayList<>();
        for (String name : MeshAllocators.names()) {
            out.add(Arguments.of(name, true));
            out.add(Arguments.of(name, false));
        }
        return out.stream();
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
    void aCopyIsIndependentAndKeepsTheName(String name, boolean rotate) {
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
