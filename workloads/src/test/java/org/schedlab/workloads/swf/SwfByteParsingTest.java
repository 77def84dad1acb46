package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/**
 * {@link SwfReader#open} parses job lines from bytes; {@link SwfReader#of} reads text. Both must
 * give the same header, records, line numbers and messages for any file: checked here on random
 * files made of awkward pieces (every number spelling the format allows or forbids, blanks Java
 * counts as whitespace and ones it does not, all three line ends, lines across the 64 KB buffer
 * and longer than it).
 */
class SwfByteParsingTest {
    @TempDir
    Path dir;

    /** Number spellings: plain, signed, with a point at either end, long, exponent, not numbers. */
    private static final String[] NUMBERS = {
        "0",
        "1",
        "-1",
        "+7",
        "42",
        "4.0",
        "2.5",
        "-0",
        "-0.0",
        "0.1",
        ".5",
        "5.",
        "3.14159",
        "1234567.891",
        "123456789012345",
        "1234567890123456",
        "12345678901234567890",
        "0.000000000000000000001",
        "0.00000000000000000000001",
        "9007199254740993",
        "2147483647",
        "2147483648",
        "-2147483648",
        "-2147483649",
        "1e3",
        "1E-2",
        "abc",
        "1..2",
        "--1",
        "-",
        ".",
        "NaN",
        "Infinity",
        "0x10",
        "1f",
        "١٢",
        "12\u00e9"
    };

    /** Separators: ASCII whitespace Java strips and splits on, and blanks it does not. */
    private static final String[] BLANKS = {" ", " ", " ", "  ", "\t", "\u000b", "\f", "\u001c", "\u3000", "\u00a0"};

    private static final String[] ENDS = {"\n", "\n", "\n", "\r\n", "\r"};

    @Test
    void bytesAndTextAgreeOnRandomFiles() throws IOException {
        SplittableRandom rnd = new SplittableRandom(20261123);
        for (int file = 0; file < 300; file++) {
            boolean big = file % 25 == 0;
            String text = randomFile(rnd, big ? 4000 : 1 + rnd.nextInt(30), big || file % 3 == 0);
            assertSameReading(text, file % 2 == 0, "file " + file);
        }
    }

    @Test
    void aLineLongerThanTheBufferAndACarriageReturnAtItsEdge() throws IOException {
        String good = "1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1";
        StringBuilder b =
                new StringBuilder("; Note: ").append("x".repeat(200_000)).append('\n');
        // a record ending exactly where the first 64 KB buffer ends, its \r\n split by the edge
        while (b.length() < (1 << 16) * 3) {
            b.append(good).append("\r\n");
        }
        b.append("2 ").append(" ".repeat(100_000)).append("0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1");
        for (int shift = 0; shift < 3; shift++) {
            assertSameReading(" ".repeat(shift) + b, shift == 1, "shift " + shift);
        }
    }

    @Test
    void errorsNameTheSameLineAndFieldAsTheTextPath() throws IOException {
        String text =
                "; Version: 2.2\n\n1 0 0 1 1 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n2 0 0 1 2.5 -1 -1 1 1 -1 1 1 1 1 1 1 -1 -1\n";
        Path p = write(text, false);
        BadInputException e = readExpectingError(p);
        assertThat(e).hasMessage(p + ":4: field 5 (allocated processors): '2.5' is not an integer");
    }

    private static BadInputException readExpectingError(Path p) {
        try (SwfReader r = SwfReader.open(p)) {
            while (r.hasNext()) {
                r.next();
            }
        } catch (BadInputException e) {
            return e;
        }
        throw new AssertionError("no error for " + p);
    }

    private void assertSameReading(String text, boolean gzip, String what) throws IOException {
        Path p = write(text, gzip);
        Reading bytes = read(() -> SwfReader.open(p));
        Reading chars = read(() -> SwfReader.of(new StringReader(text), p.toString()));
        assertThat(bytes).as(what).isEqualTo(chars);
    }

    private Path write(String text, boolean gzip) throws IOException {
        Path p = Files.createTempFile(dir, "t", gzip ? ".swf.gz" : ".swf");
        try (OutputStream out = gzip ? new GZIPOutputStream(Files.newOutputStream(p)) : Files.newOutputStream(p)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return p;
    }

    /** What a reader gave: header, records with their line numbers, and the message it ended with. */
    private record Reading(SwfHeader header, List<SwfRecord> records, List<Long> lines, String error) {}

    private interface Opener {
        SwfReader open();
    }

    private static Reading read(Opener opener) {
        SwfHeader header = null;
        List<SwfRecord> records = new ArrayList<>();
        List<Long> lines = new ArrayList<>();
        try (SwfReader r = opener.open()) {
            header = r.header();
            while (r.hasNext()) {
                records.add(r.next());
                lines.add(r.lineNumber());
            }
        } catch (BadInputException e) {
            return new Reading(header, records, lines, e.getMessage());
        }
        return new Reading(header, records, lines, null);
    }

    private static String randomFile(SplittableRandom rnd, int lines, boolean clean) {
        StringBuilder b = new StringBuilder();
        b.append("; Version: 2.2").append(pick(rnd, ENDS));
        b.append(";").append(pick(rnd, BLANKS)).append("MaxProcs: 128").append(pick(rnd, ENDS));
        for (int i = 0; i < lines; i++) {
            int kind = rnd.nextInt(20);
            if (kind == 0) {
                b.append(pick(rnd, BLANKS).repeat(rnd.nextInt(3)));
            } else if (kind == 1) {
                b.append(pick(rnd, BLANKS)).append("; Note: ").append(pick(rnd, NUMBERS));
            } else {
                int fields = clean || rnd.nextInt(30) > 0 ? 18 : 16 + rnd.nextInt(5);
                if (rnd.nextBoolean()) {
                    b.append(pick(rnd, BLANKS));
                }
                for (int f = 0; f < fields; f++) {
                    if (f > 0) {
                        b.append(clean ? " ".repeat(1 + rnd.nextInt(4)) : pick(rnd, BLANKS));
                    }
                    b.append(clean || rnd.nextInt(40) > 0 ? plain(rnd, f) : pick(rnd, NUMBERS));
                }
                if (rnd.nextInt(4) == 0) {
                    b.append(pick(rnd, BLANKS));
                }
            }
            if (i < lines - 1 || rnd.nextBoolean()) {
                b.append(pick(rnd, ENDS));
            }
        }
        return b.toString();
    }

    /** Integer fields of a job line (0-based). */
    private static final java.util.Set<Integer> INTEGER_FIELDS = java.util.Set.of(0, 4, 7, 10, 11, 12, 13, 14, 15, 16);

    /** A number field {@code f} allows: an integer, {@code -1}, or in a real field a decimal. */
    private static String plain(SplittableRandom rnd, int f) {
        return switch (rnd.nextInt(INTEGER_FIELDS.contains(f) ? 3 : 4)) {
            case 0 -> "-1";
            case 1 -> Integer.toString(rnd.nextInt(100_000));
            case 2 -> Integer.toString(rnd.nextInt(10));
            default -> rnd.nextInt(100) + "." + rnd.nextInt(10_000);
        };
    }

    private static String pick(SplittableRandom rnd, String[] a) {
        return a[rnd.nextInt(a.length)];
    }
}
