package org.schedlab.workloads.swf;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import org.schedlab.workloads.io.TextFiles;

/**
 * Writes SWF text: the header entries as {@code ; Key: value} lines, then one job line per record
 * ({@link SwfRecord#toLine()}). Reading the output with {@link SwfReader} gives records equal to
 * the ones written, and the same header entries.
 */
public final class SwfWriter implements Closeable {
    private final Writer out;

    /** Writes to {@code out}; closing this writer closes it. */
    public SwfWriter(Writer out) {
        this.out = out;
    }

    /** Writes {@code header} and {@code records} to {@code path} (gzip if it ends with .gz). */
    public static void write(Path path, SwfHeader header, Iterable<SwfRecord> records) {
        try (SwfWriter w = new SwfWriter(TextFiles.create(path))) {
            w.writeHeader(header);
            for (SwfRecord r : records) {
                w.write(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": write failed", e);
        }
    }

    /** Writes the header entries; a value with several lines continues on further comment lines. */
    public void writeHeader(SwfHeader header) throws IOException {
        for (SwfHeader.Entry e : header.entries()) {
            String[] lines = e.value().split("\n", -1);
            out.write("; " + e.key() + ":" + (lines[0].isEmpty() ? "" : " " + lines[0]) + "\n");
            for (int i = 1; i < lines.length; i++) {
                out.write(";     " + lines[i] + "\n");
            }
        }
    }

    /** Writes one job line. */
    public void write(SwfRecord record) throws IOException {
        out.write(record.toLine());
        out.write('\n');
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
