package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;

/** The conventions peers need: status filter, cancelled jobs, unit jobs, floors, estimates, clamps. */
class PeerConventionsTest {
    // id submit wait run alloc cpu mem req reqtime reqmem status uid gid exe queue part prec think
    private static final String TRACE = String.join(
            "\n",
            "; MaxProcs: 16",
            "1 0 0 100 4 -1 -1 4 50 -1 1 1 1 1 1 1 -1 -1", // runs past its request
            "2 1 0 0 2 -1 -1 2 30 -1 0 1 1 1 1 1 -1 -1", // runtime 0, failed
            "3 2 0 0 2 -1 -1 2 30 -1 5 1 1 1 1 1 -1 -1", // cancelled before running
            "4 3 0 40 2 -1 -1 2 60 -1 5 1 1 1 1 1 -1 -1", // cancelled after running
            "5 4 0 20 -1 -1 -1 -1 60 -1 1 1 1 1 1 1 -1 -1", // no processors
            "6 5 0 20 32 -1 -1 32 -1 -1 1 1 1 1 1 1 -1 -1", // larger than the machine, no request
            "7 6 0 10 3 -1 -1 3 5 -1 3 1 1 1 1 1 -1 -1", // partial execution
            "");

    @TempDir
    Path dir;

    private Path file;

    @BeforeEach
    void write() throws IOException {
        file = SwfFixtures.writeGzip(dir, "peers.swf.gz", TRACE);
    }

    private List<Job> jobs(Map<String, String> options) {
        List<Job> out = new ArrayList<>();
        new SwfWorkload(file, ConventionProfile.fromOptions(options), OptionalInt.of(16), 0).forEach(out::add);
        return out;
    }

    /** A job of the trace above, every record of which is of user 1 (SWF field 12). */
    private static Job job(int id, double submit, double runtime, double estimate, int procs) {
        return new Job(id, submit, runtime, estimate, procs, new ProcessorRequest(procs), 1);
    }

    @Test
    void premasStyle() {
        assertThat(jobs(Map.of(
                        "procs", "allocated-only",
                        "status", "-1,0,1,5",
                        "cancelled", "if-ran",
                        "estimate", "at-least-runtime",
                        "oversize", "drop")))
                .containsExactly(job(1, 0, 100, 100, 4), job(2, 1, 0, 30, 2), job(4, 3, 40, 60, 2));
    }

    @Test
    void pyssStyle() {
        assertThat(jobs(Map.of(
                        "procs", "allocated-only",
                        "invalid", "unit-job",
                        "runtime-floor", "1",
                        "estimate", "at-least-runtime",
                        "overrun", "cut",
                        "oversize", "clamp")))
                .containsExactly(
                        job(1, 0, 50, 100, 4), // cut to the request, estimate from the logged runtime
                        job(2, 1, 1, 1, 2),
                        job(3, 2, 1, 1, 2),
                        job(4, 3, 40, 60, 2),
                        job(5, 4, 1, 1, 1),
                        job(6, 5, 20, 20, 16),
                        job(7, 6, 5, 10, 3));
    }

    /** pyss's max(min(field 9, field 4), 1): a record without a requested time runs 1 s. */
    @Test
    void cutOrFloorGivesARecordWithoutRequestTheFloor() {
        assertThat(jobs(Map.of(
                        "procs", "allocated-only",
                        "invalid", "unit-job",
                        "runtime-floor", "1",
                        "estimate", "at-least-runtime",
                        "overrun", "cut-or-floor",
                        "oversize", "clamp")))
                .containsExactly(
                        job(1, 0, 50, 100, 4),
                        job(2, 1, 1, 1, 2),
                        job(3, 2, 1, 1, 2),
                        job(4, 3, 40, 60, 2),
                        job(5, 4, 1, 1, 1),
                        job(6, 5, 1, 20, 16), // no request: runs the floor, estimate from the log
                        job(7, 6, 5, 10, 3));
    }

    @Test
    void noProcessorsAndFloorAndExactEstimates() {
        List<Job> jobs = jobs(Map.of(
                "procs", "allocated-only",
                "no-processors", "machine",
                "runtime-floor", "2.5",
                "estimate", "exact",
                "oversize", "drop"));
        assertThat(jobs)
                .containsExactly(
                        job(1, 0, 100, 100, 4),
                        job(2, 1, 2.5, 2.5, 2),
                        job(3, 2, 2.5, 2.5, 2),
                        job(4, 3, 40, 40, 2),
                        job(5, 4, 20, 20, 16),
                        job(7, 6, 10, 10, 3));
    }

    @Test
    void statusFilterCountsItsDrops() {
        SwfWorkload w = new SwfWorkload(
                file, ConventionProfile.fromOptions(Map.of("status", "!5", "oversize", "drop")), OptionalInt.of(16), 0);
        w.forEach(j -> {});
        @SuppressWarnings("unchecked")
        Map<String, Long> dropped = (Map<String, Long>) w.provenance().get("dropped");
        assertThat(dropped).containsEntry("status", 2L).containsEntry("no-processors", 1L);
    }

    @Test
    void badValuesNameTheOption() {
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of("runtime-floor", "-1")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("runtime-floor=-1");
        assertThatThrownBy(() -> ConventionProfile.fromOptions(Map.of("status", "ok")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("status=ok");
        assertThatThrownBy(() -> new SwfWorkload(
                        file,
                        ConventionProfile.fromOptions(Map.of("no-processors", "machine")),
                        OptionalInt.empty(),
                        0))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("no-processors=machine");
    }
}
