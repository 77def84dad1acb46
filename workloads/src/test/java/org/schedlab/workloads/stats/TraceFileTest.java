package org.schedlab.workloads.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Checks against the SDSC Paragon 1996 trace when it is available ({@code $SCHEDLAB_TRACES} or the
 * shared trace directory); skipped otherwise. The expected values are the ones the window paper
 * reports for the batch partition (Ababneh and Bani-Mohammad 2011, section 5.4).
 */
@Tag("trace")
class TraceFileTest {
    private static Path trace(String name) {
        String env = System.getenv("SCHEDLAB_TRACES");
        for (Path d : new Path[] {
            env == null ? null : Path.of(env), Path.of("../../shared/data/traces"), Path.of("../shared/data/traces")
        }) {
            if (d != null && Files.isRegularFile(d.resolve(name))) {
                return d.resolve(name);
            }
        }
        Assumptions.abort(name + " not found; set SCHEDLAB_TRACES to run this test");
        return null;
    }

    @Test
    void sdscParagon1996BatchPartition() {
        Path p = trace("SDSC-Par-1996-3.1-cln.swf.gz");
        SwfWorkload w =
                new SwfWorkload(p, ConventionProfile.fromOptions(Map.of("partition", "2")), OptionalInt.empty(), 0);
        TraceStats s = TraceStats.of(w, 352);
        assertThat(s.jobs()).isEqualTo(18_441);
        assertThat(s.meanRuntime()).isCloseTo(14_790, within(1.0));
        assertThat(s.meanSize()).isCloseTo(25.92, within(0.005));
        assertThat(s.meanInterarrival()).isCloseTo(1_736, within(1.0));
    }
}
