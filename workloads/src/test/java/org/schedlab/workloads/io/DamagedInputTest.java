package org.schedlab.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.job.Job;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.workloads.csv.JobsCsvWorkload;
import org.schedlab.workloads.swf.SwfWorkload;

/**
 * Damaged and unusual inputs get a message that says what they are (issue 53): a truncated or
 * corrupt gzip file, a binary file, a jobs file separated by semicolons, and standard input as
 * {@code -}.
 */
class DamagedInputTest {
    @TempDir
    Path dir;

    /** An SWF log of {@code n} jobs, gzip-compressed. */
    private static byte[] gzipLog(int n) throws IOException {
        StringBuilder b = new StringBuilder("; MaxProcs: 64\n");
        for (int i = 1; i <= n; i++) {
            b.append(i)
                    .append(' ')
                    .append(i * 7)
                    .append(" 0 ")
                    .append(100 + i % 13)
                    .append(" 4 -1 -1 4 200 -1 1 1 1 1 1 -1 -1 -1\n");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(b.toString().getBytes(StandardCharsets.US_ASCII));
        }
        return out.toByteArray();
    }

    private static List<Job> all(SwfWorkload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void aTruncatedGzipFileIsSaidToBeDamaged() throws IOException {
        byte[] log = gzipLog(20000);
        Path f = Files.write(dir.resolve("trunc.swf.gz"), java.util.Arrays.copyOf(log, log.length / 2));
        assertThatThrownBy(() -> all(SwfWorkload.of(f)))
                .isInstanceOf(BadInputException.class)
                .hasMessageMatching(java.util.regex.Pattern.quote(f.toString())
                        + ":\\d+: damaged gzip data \\(.*\\): the file is truncated or corrupt; fetch it again");
    }

    @Test
    void aCorruptGzipFileIsSaidToBeDamagedNotMisreadAsBadLines() throws IOException {
        byte[] log = gzipLog(20000);
        // zeros in the middle of the compressed data: it decompresses to garbage up to its checksum
        for (int i = log.length / 2; i < log.length / 2 + 16; i++) {
            log[i] = 0;
        }
        Path f = Files.write(dir.resolve("corrupt.swf.gz"), log);
        assertThatThrownBy(() -> all(SwfWorkload.of(f)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("damaged gzip data")
                .hasMessageContaining("truncated or corrupt")
                .hasMessageNotContaining("expected 18 fields");
    }

    @Test
    void aBinaryFileIsNotReadAsText() throws IOException {
        byte[] log = gzipLog(10);
        log[0] = 0; // the gzip magic is gone
        Path f = Files.write(dir.resolve("magic.swf.gz"), log);
        assertThatThrownBy(() -> SwfWorkload.of(f))
                .isInstanceOf(BadInputException.class)
                .hasMessage(f + ": not gzip data nor text (byte 00 at offset 0): gzip data starts with the bytes 1f 8b;"
                        + " a damaged file? fetch it again");
        // a file of another name is read as lines, whatever it holds
        Path g = Files.write(dir.resolve("data.swf"), new byte[] {'1', ' ', 2, 3});
        assertThatThrownBy(() -> all(SwfWorkload.of(g))).hasMessage(g + ":1: expected 18 fields, found 2");
        // a plain log named .gz is still read (the content decides, not the name)
        Path plain = Files.writeString(dir.resolve("plain.swf.gz"), "1 0 0 5 1 -1 -1 1 5 -1 1 1 1 1 1 -1 -1 -1\n");
        assertThat(all(SwfWorkload.of(plain))).hasSize(1);
    }

    @Test
    void aJobsFileSeparatedBySemicolonsGetsAHint() throws IOException {
        Path f = Files.writeString(dir.resolve("semi.csv"), "id;submit;runtime;procs\n1;0;5;2\n");
        assertThatThrownBy(() -> all(f))
                .isInstanceOf(BadInputException.class)
                .hasMessage(f + ":1: missing columns id,submit,runtime,procs (the header 'id;submit;runtime;procs' is"
                        + " separated by ';': a jobs file separates its columns by commas, with '.' as the decimal"
                        + " mark)");
        Path tabs = Files.writeString(dir.resolve("tabs.csv"), "id\tsubmit\truntime\tprocs\n1\t0\t5\t2\n");
        assertThatThrownBy(() -> all(tabs)).hasMessageContaining("is separated by tabs");
        // one column missing in a comma-separated header: no hint
        Path comma = Files.writeString(dir.resolve("comma.csv"), "id,submit,runtime\n1,0,5\n");
        assertThatThrownBy(() -> all(comma)).hasMessage(comma + ":1: missing column procs");
    }

    private static List<Job> all(Path csv) {
        List<Job> out = new ArrayList<>();
        new JobsCsvWorkload(csv, false).forEach(out::add);
        return out;
    }

    @Test
    void aDashIsStandardInputCopiedOnceAndReadAsOftenAsNeeded() throws IOException {
        InputStream saved = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream(gzipLog(5)));
            Path p = TextFiles.path(Spec.parse("--workload", "swf:-", "swf"), "swf:PATH");
            assertThat(p.getFileName().toString()).isEqualTo("standard-input");
            assertThat(TextFiles.standardInput()).isEqualTo(p);
            SwfWorkload w = SwfWorkload.of(p);
            assertThat(all(w)).hasSize(5);
            assertThat(all(w)).hasSize(5);
            // another standard input (another test, another process) is copied afresh
            System.setIn(new java.io.ByteArrayInputStream(
                    "id,submit,runtime,procs\n1,0,5,2\n".getBytes(StandardCharsets.UTF_8)));
            Path q = TextFiles.standardInput();
            assertThat(Files.readString(q)).startsWith("id,submit");
        } finally {
            System.setIn(saved);
        }
    }
}
