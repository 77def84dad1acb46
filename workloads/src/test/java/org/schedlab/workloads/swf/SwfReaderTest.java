package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

class SwfReaderTest {
    @TempDir
    Path dir;

    private static List<SwfRecord> readAll(SwfReader reader) {
        List<SwfRecord> out = new ArrayList<>();
        while (reader.hasNext()) {
            out.add(reader.next());
        }
        return out;
    }

    private static List<SwfRecord> readAll(Path path) {
        try (SwfReader reader = SwfReader.open(path)) {
            return readAll(reader);
        }
    }

    @Test
    void readsAllEighteenFields() throws IOException {
        Path p = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        List<SwfRecord> records = readAll(p);
        assertThat(records).hasSize(6);
        assertThat(records.get(0))
                .isEqualTo(new SwfRecord(1, 10, 5, 100, 4, -1, -1, 4, 200, -1, 1, 1, 1, 1, 1, 2, -1, -1));
        SwfRecord last = records.get(5);
        assertThat(last.submitTime()).isEqualTo(60.25);
        assertThat(last.waitTime()).isEqualTo(-1);
        assertThat(last.averageCpuTime()).isEqualTo(12.5);
        assertThat(last.usedMemory()).isEqualTo(1024);
        assertThat(records.get(1).runTime()).isEqualTo(50.5);
    }

    @Test
    void keepsHeaderEntriesInOrder() throws IOException {
        Path p = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        try (SwfReader reader = SwfReader.open(p)) {
            SwfHeader h = reader.header();
            assertThat(h.entries())
                    .extracting(SwfHeader.Entry::key)
                    .containsExactly("Version", "Computer", "Information", "MaxNodes", "MaxProcs", "Note", "Note");
            assertThat(h.value("Computer")).contains("Test machine");
            assertThat(h.value("Information")).contains("first line\nhttp://example.org/second");
            assertThat(h.values("Note")).containsExactly("one", "two");
            assertThat(h.maxProcs()).hasValue(16);
            assertThat(h.maxNodes()).hasValue(16);
            assertThat(h.intValue("Computer")).isEmpty();
            assertThat(h.value("Missing")).isEmpty();
        }
    }

    @Test
    void lineNumbersCountHeaderCommentsAndBlankLines() throws IOException {
        Path p = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        try (SwfReader reader = SwfReader.open(p)) {
            reader.next();
            assertThat(reader.lineNumber()).isEqualTo(11);
            reader.next();
            reader.next();
            assertThat(reader.lineNumber()).isEqualTo(14);
        }
    }

    @Test
    void readsGzipByMagicBytesWhateverTheName() throws IOException {
        List<SwfRecord> plain = readAll(SwfFixtures.write(dir, "a.swf", SwfFixtures.SMALL));
        assertThat(readAll(SwfFixtures.writeGzip(dir, "b.swf.gz", SwfFixtures.SMALL)))
                .isEqualTo(plain);
        assertThat(readAll(SwfFixtures.writeGzip(dir, "c.swf", SwfFixtures.SMALL)))
                .isEqualTo(plain);
    }

    @Test
    void plainFileNamedGzIsReadAsText() throws IOException {
        Path p = SwfFixtures.write(dir, "notreally.swf.gz", SwfFixtures.SMALL);
        assertThat(readAll(p)).hasSize(6);
    }

    @Test
    void emptyFileHasNoRecords() throws IOException {
        Path p = SwfFixtures.write(dir, "empty.swf", "; Version: 2.2\n");
        try (SwfReader reader = SwfReader.open(p)) {
            assertThat(reader.hasNext()).isFalse();
            assertThat(reader.header().value("Version")).contains("2.2");
        }
    }

    @Test
    void writeThenReadGivesEqualRecordsAndHeader() throws IOException {
        Path in = SwfFixtures.write(dir, "small.swf", SwfFixtures.SMALL);
        SwfHeader header;
        List<SwfRecord> records;
        try (SwfReader reader = SwfReader.open(in)) {
            header = reader.header();
            records = readAll(reader);
        }
        for (String name : List.of("out.swf", "out.swf.gz")) {
            Path out = dir.resolve(name);
            SwfWriter.write(out, header, records);
            try (SwfReader back = SwfReader.open(out)) {
                assertThat(back.header()).isEqualTo(header);
                assertThat(readAll(back)).isEqualTo(records);
            }
        }
    }

    @Test
    void writerPrintsIntegersWithoutDecimals() throws IOException {
        StringWriter text = new StringWriter();
        try (SwfWriter w = new SwfWriter(text)) {
            w.write(new SwfRecord(7, 3600, 0, 0.5, 4, -1, 1e7, 4, 7200, -1, 1, 2, 3, 4, 5, 6, -1, 1.25));
        }
        assertThat(text.toString()).isEqualTo("7 3600 0 0.5 4 -1 10000000 4 7200 -1 1 2 3 4 5 6 -1 1.25\n");
    }

    @Test
    void roundTripKeepsAwkwardDoubles() throws IOException {
        SwfRecord r = new SwfRecord(
                1, 0.1 + 0.2, 1e-7, 123456789.123, 1, 1.0 / 3, 2.5e20, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -0.0);
        StringWriter text = new StringWriter();
        try (SwfWriter w = new SwfWriter(text)) {
            w.write(r);
        }
        assertThat(text.toString()).doesNotContain("E").doesNotContain("e");
        try (SwfReader back = SwfReader.of(new StringReader(text.toString()), "mem")) {
            assertThat(back.next()).isEqualTo(r);
        }
    }

    @Test
    void missingFileIsBadInputNamingTheFile() {
        Path p = dir.resolve("nope.swf");
        assertThatThrownBy(() -> SwfReader.open(p))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ": no such file");
    }

    @Test
    void directoryIsBadInput() {
        assertThatThrownBy(() -> SwfReader.open(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is a directory");
    }

    @Test
    void tooFewFieldsNamesFileAndLine() {
        String text =
                "; Version: 2.2\n1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n2 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1\n";
        assertThatThrownBy(() -> readAll(SwfReader.of(new StringReader(text), "KTH.swf")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("KTH.swf:3: expected 18 fields, found 17");
    }

    @Test
    void tooManyFieldsNamesFileAndLine() throws IOException {
        Path p = SwfFixtures.write(dir, "x.swf", "1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1 9\n");
        assertThatThrownBy(() -> SwfReader.open(p))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ":1: expected 18 fields, found 19");
    }

    @Test
    void textInNumericFieldNamesTheField() {
        String text = "1 0 0 abc 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n";
        assertThatThrownBy(() -> SwfReader.of(new StringReader(text), "t.swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("t.swf:1: field 4 (run time): 'abc' is not a number");
    }

    @Test
    void fractionInIntegerFieldIsRejected() {
        String text = "1 0 0 1 2.5 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n";
        assertThatThrownBy(() -> SwfReader.of(new StringReader(text), "t.swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("t.swf:1: field 5 (allocated processors): '2.5' is not an integer");
    }

    @Test
    void nonFiniteNumberIsRejected() {
        String text = "1 NaN 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n";
        assertThatThrownBy(() -> SwfReader.of(new StringReader(text), "t.swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("t.swf:1: field 2 (submit time): 'NaN' is not a number");
    }

    @Test
    void truncatedGzipIsBadInputNamingTheFile() throws IOException {
        Path good = SwfFixtures.writeGzip(dir, "g.swf.gz", SwfFixtures.SMALL.repeat(50));
        byte[] bytes = Files.readAllBytes(good);
        Path cut = dir.resolve("cut.swf.gz");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertThatThrownBy(() -> readAll(cut))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(cut + ":");
    }
}
