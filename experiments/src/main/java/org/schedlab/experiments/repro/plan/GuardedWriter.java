package org.schedlab.experiments.repro.plan;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.schedlab.core.spec.BadInputException;

/**
 * Text written while a run goes on (a schedule as jobs end), whose first write failure (a full
 * disk, a closed standard output) is kept rather than thrown mid-run: after a failure nothing more
 * is written, the run goes on, and {@link #close} reports the failure as bad input naming where
 * the text was going. The text goes to a {@link Writer}, or as UTF-8 bytes to an {@link
 * OutputStream} (a file: no character encoder between the caller's bytes and the file).
 */
public final class GuardedWriter implements AutoCloseable {
    private static final int BUFFER = 1 << 16;

    /** The text output, or null when writing bytes. */
    private final Writer out;
    /** The byte output (buffered here), or null when writing text. */
    private final OutputStream bytes;

    private final String where;
    private IOException failure;

    /**
     * @param out where the text goes (closed by {@link #close})
     * @param where where that is, for messages (e.g. {@code --schedule-out FILE})
     */
    public GuardedWriter(Writer out, String where) {
        this.out = out;
        this.bytes = null;
        this.where = where;
    }

    /**
     * Writes UTF-8 bytes to {@code out}, through a buffer of its own.
     *
     * @param out where the bytes go (closed by {@link #close})
     * @param where where that is, for messages (e.g. {@code --schedule-out FILE})
     */
    public GuardedWriter(OutputStream out, String where) {
        this.out = null;
        this.bytes = new BufferedOutputStream(out, BUFFER);
        this.where = where;
    }

    /** Writes {@code text}, unless an earlier write failed. */
    public synchronized void write(String text) {
        if (failure != null) {
            return;
        }
        try {
            if (out != null) {
                out.write(text);
            } else {
                bytes.write(text.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            failure = e;
        }
    }

    /**
     * Writes the text whose UTF-8 encoding is {@code b[off, off + len)} (whole characters), unless
     * an earlier write failed.
     */
    public synchronized void write(byte[] b, int off, int len) {
        if (failure != null) {
            return;
        }
        try {
            if (bytes != null) {
                bytes.write(b, off, len);
            } else {
                out.write(new String(b, off, len, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            failure = e;
        }
    }

    /** Flushes and closes; the first failure of any write is reported here. */
    @Override
    public synchronized void close() {
        try {
            if (out != null) {
                out.close();
            } else {
                bytes.close();
            }
        } catch (IOException e) {
            if (failure == null) {
                failure = e;
            }
        }
        if (out instanceof java.io.PrintWriter pw && pw.checkError() && failure == null) {
            failure = new IOException("write error");
        }
        if (failure != null) {
            String reason = failure instanceof java.nio.file.FileSystemException f && f.getReason() != null
                    ? f.getReason()
                    : String.valueOf(failure.getMessage());
            throw new BadInputException(where + ": cannot write: " + reason, failure);
        }
    }
}
