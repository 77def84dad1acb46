package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.profile.ConventionProfile;

/** Passes over a file kept parsed give what reading the file gives, and only while it is unchanged. */
class ParsedTracesTest {
    @TempDir
    Path dir;

    /** Every kept record of one pass: the record, its job and its line, as text. */
    private static List<String> pass(SwfWorkload w) {
        List<String> out = new ArrayList<>();
        for (Iterator<ProfiledRecord> it = w.records(); it.hasNext(); ) {
            ProfiledRecord r = it.next();
            out.add(r.source() + " " + r.job() + " line " + r.line());
        }
        return out;
    }

    private static SwfWorkload workload(Path file, int limit) {
        return new SwfWorkload(file, ConventionProfile.DEFAULT, OptionalInt.empty(), limit);
    }

    @Test
    void theFirstPassKeepsNothingTheSecondKeepsAndTheThirdReplaysTheSame() throws IOException {
        Path file = SwfFixtures.writeGzip(dir, "small.swf.gz", SwfFixtures.SMALL);
        SwfWorkload w = workload(file, 0);
        List<String> first = pass(w);
        assertThat(first).hasSize(4);
        assertThat(ParsedTraces.kept(file)).isFalse();
        assertThat(pass(w)).isEqualTo(first);
        assertThat(ParsedTraces.kept(file)).isTrue();
        Object counts = w.provenance().get("dropped");
        assertThat(pass(w)).isEqualTo(first);
        assertThat(w.provenance().get("dropped")).isEqualTo(counts);
        // another workload over the same file (another profile) replays the same records
        assertThat(pass(new SwfWorkload(file, ConventionProfile.DEFAULT, OptionalInt.of(64), 0)))
                .hasSize(4);
    }

    /** The records of one pass, as objects. */
    private static List<SwfRecord> records(SwfWorkload w) {
        List<SwfRecord> out = new ArrayList<>();
        w.records().forEachRemaining(r -> out.add(r.source()));
        return out;
    }

    @Test
    void laterPassesReplayTheKeptRecordsThemselvesEvenForALongFile() throws IOException {
        StringBuilder text = new StringBuilder("; MaxProcs: 64\n");
        for (int i = 1; i <= 2500; i++) { // more records than the recording's first line array holds
            text.append(i)
                    .append(' ')
                    .append(10 * i)
                    .append(" 0 ")
                    .append(1 + i % 7)
                    .append(" 4 -1 -1 4 100 -1 1 1 1 1 1 1 -1 -1\n");
        }
        Path file = SwfFixtures.writeGzip(dir, "long.swf.gz", text.toString());
        SwfWorkload w = workload(file, 0);
        List<String> first = pass(w);
        List<SwfRecord> second = records(w);
        assertThat(ParsedTraces.kept(file)).isTrue();
        List<SwfRecord> third = records(w);
        assertThat(third).hasSize(2500);
        for (int i = 0; i < third.size(); i++) {
            assertThat(third.get(i)).isSameAs(second.get(i)); // replayed, not parsed again
        }
        assertThat(pass(w)).isEqualTo(first);
    }

    @Test
    void aReplayedPassNamesTheFileAndLineInItsErrors() throws IOException {
        Path file = SwfFixtures.writeGzip(dir, "small.swf.gz", SwfFixtures.SMALL);
        pass(workload(file, 0));
        pass(workload(file, 0));
        assertThat(ParsedTraces.kept(file)).isTrue();
        // job 6 (line 17) asks for 32 processors; a machine of 8 refuses it under oversize=keep
        SwfWorkload small = new SwfWorkload(file, ConventionProfile.DEFAULT, OptionalInt.of(8), 0);
        assertThatThrownBy(() -> pass(small))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(file.toString() + ":17: job 6 needs 32 processors");
    }

    @Test
    void aRecordingClosedBeforeTheEndKeepsNothing() throws IOException {
        Path file = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        pass(workload(file, 0));
        RecordSource source = ParsedTraces.open(file); // the second pass: a recording
        source.next();
        source.close();
        assertThat(source.hasNext()).isFalse();
        assertThat(ParsedTraces.kept(file)).isFalse();
    }

    @Test
    void aPassCutShortByALimitKeepsNothing() throws IOException {
        Path file = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        pass(workload(file, 0));
        assertThat(pass(workload(file, 2))).hasSize(2);
        assertThat(ParsedTraces.kept(file)).isFalse();
        assertThat(pass(workload(file, 0))).hasSize(4);
        assertThat(ParsedTraces.kept(file)).isTrue();
    }

    @Test
    void aFileChangedInPlaceIsReadAgainEvenWithItsOldSizeAndTime() throws IOException {
        Path file = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        pass(workload(file, 0));
        List<String> before = pass(workload(file, 0));
        assertThat(ParsedTraces.kept(file)).isTrue();
        FileTime time = Files.getLastModifiedTime(file);
        // job 1 runs 900 s instead of 100 s: same size, same time
        Files.writeString(file, SwfFixtures.SMALL.replace("1 10 5 100 4", "1 10 5 900 4"));
        Files.setLastModifiedTime(file, time);
        assertThat(ParsedTraces.kept(file)).isFalse();
        List<String> after = pass(workload(file, 0));
        assertThat(after).hasSize(4).isNotEqualTo(before);
        assertThat(after.get(0)).contains("900");
        assertThat(pass(workload(file, 0))).isEqualTo(after); // and kept again, as it is now
        assertThat(ParsedTraces.kept(file)).isTrue();
    }

    @Test
    void aMalformedLineIsReportedAtEveryPassAndNothingIsKept() throws IOException {
        Path file = SwfFixtures.write(dir, "bad.swf", SwfFixtures.SMALL.replace("4 40 0 300", "4 40 zero 300"));
        for (int i = 0; i < 3; i++) {
            SwfWorkload w = workload(file, 0);
            assertThatThrownBy(() -> pass(w))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("bad.swf:15");
            assertThat(ParsedTraces.kept(file)).isFalse();
        }
    }
}
