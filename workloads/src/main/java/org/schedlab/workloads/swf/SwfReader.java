package org.schedlab.workloads.swf;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.io.TextFiles;

/**
 * Streams the job lines of one SWF file, one line at a time; only the current line is held in
 * memory. The header is read when the reader is opened. The reader closes its file when the last
 * record has been returned, when a line is malformed, or on {@link #close()}.
 *
 * <pre>{@code
 * try (SwfReader in = SwfReader.open(Path.of("KTH-SP2-1996-2.1-cln.swf.gz"))) {
 *     int procs = in.header().maxProcs().orElse(-1);
 *     while (in.hasNext()) {
 *         SwfRecord r = in.next();
 *     }
 * }
 * }</pre>
 *
 * <p>{@link #open}, {@link #hasNext} and {@link #next} throw {@link BadInputException} for a missing
 * file or a malformed line, naming the file and the line number.
 */
public final class SwfReader implements Iterator<SwfRecord>, Closeable {
    private final String name;
    private final BufferedReader in;
    private final SwfHeader header;
    private long lineNumber;
    private long recordLine;
    private long pendingLine;
    private SwfRecord next;
    private boolean closed;

    private SwfReader(String name, BufferedReader in) {
        this.name = name;
        this.in = in;
        List<SwfHeader.Entry> entries = new ArrayList<>();
        try {
            this.next = advance(entries);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        this.header = new SwfHeader(entries);
    }

    /** Opens a plain or gzip SWF file and reads its header. */
    public static SwfReader open(Path path) {
        return new SwfReader(path.toString(), TextFiles.open(path));
    }

    /** Reads SWF text from {@code reader}; {@code name} stands for the file in messages. */
    public static SwfReader of(Reader reader, String name) {
        BufferedReader buffered = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        return new SwfReader(name, buffered);
    }

    /** The header comments read before the first job line. */
    public SwfHeader header() {
        return header;
    }

    /** The file name used in messages. */
    public String name() {
        return name;
    }

    /** The line number of the record last returned by {@link #next()} (1-based). */
    public long lineNumber() {
        return recordLine;
    }

    @Override
    public boolean hasNext() {
        return next != null;
    }

    @Override
    public SwfRecord next() {
        if (next == null) {
            throw new NoSuchElementException(name + ": no more records");
        }
        SwfRecord r = next;
        recordLine = pendingLine;
        try {
            next = advance(null);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        return r;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            next = null;
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(name + ": close failed", e);
            }
        }
    }

    /**
     * Reads up to the next job line and parses it; header entries met on the way are added to
     * {@code headerOut} when it is not null. Returns null (and closes) at the end of the file.
     */
    private SwfRecord advance(List<SwfHeader.Entry> headerOut) {
        if (closed) {
            return null;
        }
        String line;
        long before = lineNumber;
        try {
            while ((line = in.readLine()) != null) {
                lineNumber++;
                String s = line.strip();
                if (s.isEmpty()) {
                    continue;
                }
                if (s.charAt(0) == ';') {
                    if (headerOut != null) {
                        addHeaderLine(headerOut, s.substring(1).strip());
                    }
                    continue;
                }
                SwfRecord r = parse(s);
                pendingLine = lineNumber;
                return r;
            }
        } catch (IOException e) {
            throw TextFiles.readError(name, before + 1, e);
        }
        close();
        return null;
    }

    private SwfRecord parse(String line) {
        String[] f = new String[SwfRecord.FIELDS];
        int count = 0;
        int i = 0;
        int n = line.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (count < f.length) {
                f[count] = line.substring(start, i);
            }
            count++;
        }
        if (count != SwfRecord.FIELDS) {
            throw error("expected " + SwfRecord.FIELDS + " fields, found " + count);
        }
        return new SwfRecord(
                integer(f, 0),
                real(f, 1),
                real(f, 2),
                real(f, 3),
                integer(f, 4),
                real(f, 5),
                real(f, 6),
                integer(f, 7),
                real(f, 8),
                real(f, 9),
                integer(f, 10),
                integer(f, 11),
                integer(f, 12),
                integer(f, 13),
                integer(f, 14),
                integer(f, 15),
                integer(f, 16),
                real(f, 17));
    }

    private double real(String[] f, int i) {
        double v = PlainNumbers.parse(f[i]);
        if (Double.isNaN(v)) {
            throw error(fieldLabel(i) + ": '" + f[i] + "' is not a number");
        }
        return v;
    }

    private int integer(String[] f, int i) {
        Integer v = PlainNumbers.parseInt(f[i]);
        if (v == null) {
            throw error(fieldLabel(i) + ": '" + f[i] + "' is not an integer");
        }
        return v;
    }

    private static String fieldLabel(int i) {
        return "field " + (i + 1) + " (" + SwfRecord.FIELD_NAMES.get(i) + ")";
    }

    private BadInputException error(String message) {
        return new BadInputException(name + ":" + lineNumber + ": " + message);
    }

    private static void addHeaderLine(List<SwfHeader.Entry> out, String text) {
        int colon = text.indexOf(':');
        if (colon > 0
                && isKey(text.substring(0, colon))
                && (colon + 1 == text.length() || Character.isWhitespace(text.charAt(colon + 1)))) {
            out.add(new SwfHeader.Entry(
                    text.substring(0, colon).strip(), text.substring(colon + 1).strip()));
        } else if (!text.isEmpty() && !out.isEmpty()) {
            SwfHeader.Entry last = out.remove(out.size() - 1);
            String joined = last.value().isEmpty() ? text : last.value() + "\n" + text;
            out.add(new SwfHeader.Entry(last.key(), joined));
        }
    }

    /** A header key is a word (letters, digits, underscores), as in {@code MaxProcs}. */
    private static boolean isKey(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_') {
                return false;
            }
        }
        return true;
    }
}
