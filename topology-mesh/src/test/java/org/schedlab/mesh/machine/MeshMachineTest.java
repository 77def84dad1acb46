package org.schedlab.mesh.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.Request;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.mesh.geometry.MeshGeometry;

/** The mesh machine's answers at its edges: largest mappable count, sides 1 and 1024, odd requests. */
class MeshMachineTest {
    private static Machine machine(String spec) {
        return new MeshMachineFactory().create(Spec.parse("--machine", spec), null);
    }

    /**
     * The largest count the mapping serves: under the square rule a shape is {@code w <= h}, so a
     * 16 x 4 mesh serves at most 4 x 4 = 16 (17 and up need a side over 4 or a taller shape);
     * a square mesh serves its whole area; the Paragon rule on 22 x 16 serves 22 x 16.
     */
    @ParameterizedTest
    @CsvSource({"mesh:16x4, 16", "mesh:12x12, 144", "mesh:1x1, 1", "mesh:22x16:paragon, 352", "mesh:3x7, 21"})
    void largestRequestIsTheLargestMappableCount(String spec, int largest) {
        Machine m = machine(spec);
        assertThat(m.largestRequest()).isEqualTo(largest);
        if (largest < m.capacity()) {
            assertThatThrownBy(() -> m.map(Job.of(1, 0, 1, largest + 1))).isInstanceOf(BadInputException.class);
        }
        assertThat(m.map(Job.of(1, 0, 1, largest)).request().processors()).isGreaterThanOrEqualTo(largest);
    }

    @Test
    void geometryAndTextNameTheMesh() {
        Machine m = machine("mesh:7x3");
        assertThat(m.geometry()).isEqualTo(new MeshGeometry(7, 3));
        assertThat(m).hasToString("mesh:7x3/mpl");
        assertThat(m.capacity()).isEqualTo(21);
    }

    @Test
    void sidesOfOneAndOfTheLimitAreAccepted() {
        assertThat(machine("mesh:1x1024").capacity()).isEqualTo(1024);
        assertThat(machine("mesh:1024x1").capacity()).isEqualTo(1024);
        assertThat(machine("mesh:4X3").describe()).isEqualTo("mesh:4x3/mpl");
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "mesh:1025x4 => --machine 'mesh:1025x4': W must be in [1, 1024], got 1025",
                "mesh:4x1025 => --machine 'mesh:4x1025': H must be in [1, 1024], got 1025",
                "mesh:4x0 => --machine 'mesh:4x0': H must be in [1, 1024], got 0",
                "mesh:x4 => --machine 'mesh:x4': expected mesh:WxH or mesh:WxH:square|paragon with 1 <= W, H <= 1024",
                "mesh:4x => --machine 'mesh:4x': expected mesh:WxH or mesh:WxH:square|paragon with 1 <= W, H <= 1024"
            })
    void sidesOutsideTheLimitsAreBadInput(String spec, String message) {
        assertThatThrownBy(() -> machine(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessage(message);
    }

    @Test
    void aRequestOfAnotherKindIsBadInput() {
        Request odd = new Request() {
            @Override
            public int processors() {
                return 2;
            }

            @Override
            public String toString() {
                return "odd";
            }
        };
        Job job = new Job(9, 0, 1, 1, 2, odd);
        assertThatThrownBy(() -> machine("mesh:4x4").map(job))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("job 9: a mesh cannot serve a request of type ")
                .hasMessageEndingWith(" (odd)");
    }
}
