package org.schedlab.experiments.repro.plan;

import java.io.IOException;
import java.io.Writer;
import org.schedlab.core.spec.BadInputException;

/**
 * Text written while a run goes on (a schedule as jobs end), whose first write failure (a full
 * disk, a closed standard output) is kept rather than thrown mid-run: after a failure nothing more
 * is written, the run goes on, and {@link #close} reports the failure as bad input naming where
 * the text was going.
 */
public final class GuardedWriter implements AutoCloseable {
    private final Writer out;
    private final String where;
    private IOException failure;

    /**
     * @param out where the text goes (closed by {@link #close})
     * @param where where that is, for messages (e.g. {@code --schedule-out FILE})
     */
    public GuardedWriter(Writer out, String where) {
        this.out = out;
        this.where = where;
    }

    /** Writes {@code text}, unless an earlier write failed. */
    public synchronized void write(String text) {
        if (failure != null) {
            return;
        }
        try {
            out.write(text);
        } catch (IOException e) {
            failure = e;
        }
    }

    /** Flushes and closes; the first failure of any write is reported here. */
    @Override
    public synchronized void close() {
        try {
            out.close();
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
