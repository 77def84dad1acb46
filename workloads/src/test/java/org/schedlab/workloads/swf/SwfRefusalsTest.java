package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;

/**
 * What an SWF log may not hold (issue 53): a job id twice, a {@code MaxProcs} that is not a
 * processor count, a submit time beyond the clock's range. Each is bad input naming the file (and
 * the line where there is one).
 */
class SwfRefusalsTest {
    @TempDir
    Path dir;

    private static String line(int id, long submit) {
        return id + " " + submit + " 0 100 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n";
    }

    private Path swf(String text) throws IOException {
        return Files.writeString(dir.resolve("t.swf"), text);
    }

    private static List<Job> all(SwfWorkload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void aRepeatedJobIdIsRefusedNamingBothLines() throws IOException {
        Path f = swf("; MaxProcs: 4\n" + line(1, 0) + line(2, 5) + "; a comment\n" + line(1, 10));
        assertThatThrownBy(() -> all(SwfWorkload.of(f)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(f + ":5: duplicate job id 1 (also on line 2)");
        // also when the repeated record is one the conventions drop (every record has its id)
        Path g = swf(line(3, 0) + line(4, 1) + "3 2 0 -1 2 -1 -1 2 100 -1 1 1 1 1 1 -1 -1 -1\n");
        assertThatThrownBy(() -> all(SwfWorkload.of(g))).hasMessage(g + ":3: duplicate job id 3 (also on line 1)");
    }

    @Test
    void idsInAnyOrderAreAcceptedWhenDistinct() throws IOException {
        Path f = swf(line(5, 0) + line(9, 1) + line(2, 2) + line(7, 3) + line(6, 4) + line(10, 5));
        assertThat(all(SwfWorkload.of(f))).extracting(Job::id).containsExactly(5, 9, 2, 7, 6, 10);
        // the second pass (replayed from memory) checks again and still accepts
        assertThat(all(SwfWorkload.of(f))).hasSize(6);
        Path again = swf(line(5, 0) + line(9, 1) + line(2, 2) + line(9, 3));
        assertThatThrownBy(() -> all(SwfWorkload.of(again)))
                .hasMessageEndingWith(":4: duplicate job id 9 (also on" + " line 2)");
        Path below = swf(line(5, 0) + line(9, 1) + line(2, 2) + line(2, 3));
        assertThatThrownBy(() -> all(SwfWorkload.of(below)))
                .hasMessageEndingWith(":4: duplicate job id 2 (also on" + " line 3)");
    }

    @Test
    void jobIdsKeepsRunsAndFindsEveryRepeat() {
        JobIds ids = new JobIds();
        // runs 1-3, 5, 7-8 (growing the run arrays), then ids below the largest
        for (int id : new int[] {1, 2, 3, 5, 7, 8, 10, 12, 14, 16}) {
            assertThat(ids.add(id)).as("first %d", id).isTrue();
        }
        for (int id : new int[] {1, 2, 3, 5, 7, 8, 10, 12, 14, 16}) {
            assertThat(ids.add(id)).as("again %d", id).isFalse();
        }
        for (int id : new int[] {4, 6, 9, 0, -3, 11}) {
            assertThat(ids.add(id)).as("gap %d", id).isTrue();
            assertThat(ids.add(id)).as("gap again %d", id).isFalse();
        }
        assertThat(ids.add(17)).isTrue();
        assertThat(ids.add(Integer.MAX_VALUE)).isTrue();
        assertThat(ids.add(Integer.MAX_VALUE)).isFalse();
        assertThat(ids.add(Integer.MIN_VALUE)).isTrue();
        assertThat(ids.add(Integer.MIN_VALUE)).isFalse();
    }

    @Test
    void aMaxProcsThatIsNotAProcessorCountIsRefused() throws IOException {
        for (String v : List.of("0", "-5", "99999999999", "many")) {
            Path f = swf("; MaxProcs: " + v + "\n" + line(1, 0));
            assertThatThrownBy(() -> SwfWorkload.of(f))
                    .as(v)
                    .isInstanceOf(BadInputException.class)
                    .hasMessage(f + ":1: header MaxProcs: " + v + " is not a processor count (a whole number from 1 to"
                            + " 2147483647, or -1 for unknown)");
        }
        // -1 is SWF's unknown: read as no entry; a leading count with words after it is a count
        assertThat(SwfWorkload.of(swf("; MaxProcs: -1\n" + line(1, 0))).header().maxProcs())
                .isEmpty();
        assertThat(SwfWorkload.of(swf("; MaxProcs: 400 (48 interactive)\n" + line(1, 0)))
                        .header()
                        .maxProcs())
                .hasValue(400);
        assertThatCode(() -> SwfWorkload.of(swf("; MaxProcs: 2147483647\n" + line(1, 0))))
                .doesNotThrowAnyException();
        assertThatCode(() -> SwfWorkload.of(swf("; MaxProcs: +1\n" + line(1, 0))))
                .doesNotThrowAnyException();
    }

    @Test
    void aSubmitTimeBeyondTheClocksRangeIsRefusedNamingTheLine() throws IOException {
        Path f = swf(line(1, 0) + line(2, 1_000_000_000_000_000_000L));
        assertThatThrownBy(() -> all(SwfWorkload.of(f)))
                .isInstanceOf(BadInputException.class)
                .hasMessage(f + ":2: submit time 1000000000000000000 is beyond the clock's range (at most 2^42 s, about"
                        + " 139,000 years, after the log's start, and 2^53 s as logged; origin=zero shifts a log to"
                        + " start at 0)");
        // shifted to 0 the log is in range, unless its logged seconds are beyond what a double holds
        Path near = swf(line(1, 4_000_000_000_000L) + line(2, 4_000_000_000_100L) + line(3, 9_000_000_000_000L));
        assertThatThrownBy(() -> all(SwfWorkload.of(near))).hasMessageStartingWith(near + ":3: submit time");
        List<Job> shifted = all(new SwfWorkload(
                swf(line(1, 5_000_000_000_000L) + line(2, 5_000_000_000_100L)),
                ConventionProfile.fromOptions(Map.of("origin", "zero")),
                java.util.OptionalInt.empty(),
                0));
        assertThat(shifted).extracting(Job::submit).containsExactly(0.0, 100.0);
        Path huge = swf(line(1, 1L << 54) + line(2, (1L << 54) + 100));
        assertThatThrownBy(() -> all(new SwfWorkload(
                        huge,
                        ConventionProfile.fromOptions(Map.of("origin", "zero")),
                        java.util.OptionalInt.empty(),
                        0)))
                .hasMessageStartingWith(huge + ":1: submit time 18014398509481984 (0.0 after the origin and load"
                        + " factor) is beyond the clock's range");
    }
}
