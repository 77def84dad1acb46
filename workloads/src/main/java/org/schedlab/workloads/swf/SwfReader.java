package org.schedlab.workloads.swf;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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
public final class SwfReader implements Iterator<SwfRecord>, Closeable, RecordSource {
    private static final int BUFFER = 1 << 16;

    /** {@code 10^k} for {@code k <= 22}: the powers of ten a {@code double} holds exactly. */
    private static final double[] POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22
    };

    /** Integer fields (0-based), as opposed to the real ones; see {@link SwfRecord}. */
    private static final boolean[] INTEGER_FIELD = {
        true, false, false, false, true, false, false, true, false, false, true, true, true, true, true, true, true,
        false
    };

    private final String name;
    /** Text source for {@link #of}; null when reading bytes. */
    private final BufferedReader in;
    /** Byte source for {@link #open} (decompressed); null when reading text. */
    private final InputStream bytes;

    private byte[] buf;
    private int pos;
    private int lim;
    private boolean eof;
    private boolean skipLf;
    private int lineStart;
    private int lineEnd;
    private final double[] values;

    private final SwfHeader header;
    /** The line of each header key's first entry. */
    private final java.util.Map<String, Long> headerLines = new java.util.HashMap<>();

    private long lineNumber;
    private long recordLine;
    private long pendingLine;
    private SwfRecord next;
    private boolean closed;
    /** Whether the end of the file was reached (not an early close, not a malformed line). */
    private boolean atEnd;

    private SwfReader(String name, BufferedReader in, InputStream bytes) {
        this.name = name;
        this.in = in;
        this.bytes = bytes;
        this.buf = bytes == null ? null : new byte[BUFFER];
        this.values = bytes == null ? null : new double[SwfRecord.FIELDS];
        List<SwfHeader.Entry> entries = new ArrayList<>();
        try {
            this.next = advance(entries);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        this.header = new SwfHeader(entries);
    }

    /**
     * Opens a plain or gzip SWF file and reads its header. The file is parsed from its bytes:
     * ordinary job lines (ASCII digits, signs, decimal points and blanks) become records without a
     * {@code String} per line or field; any other line takes the general path of {@link #of}, so
     * values and messages are the same either way.
     */
    public static SwfReader open(Path path) {
        return new SwfReader(path.toString(), null, TextFiles.openStream(path));
    }

    /** Reads SWF text from {@code reader}; {@code name} stands for the file in messages. */
    public static SwfReader of(Reader reader, String name) {
        BufferedReader buffered = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        return new SwfReader(name, buffered, null);
    }

    /** The header comments read before the first job line. */
    public SwfHeader header() {
        return header;
    }

    /** The file name used in messages. */
    public String name() {
        return name;
    }

    /** The line of the first header entry of {@code key}, or 0 when the header has none. */
    public long headerLine(String key) {
        return headerLines.getOrDefault(key, 0L);
    }

    /**
     * Why the rest of the file is damaged gzip data, or null (a plain file, an intact one, or a
     * reader already closed). Reads the rest of the file: for the error path only.
     */
    @Override
    public String damage() {
        return closed || bytes == null ? null : TextFiles.gzipDamage(bytes);
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
                if (in != null) {
                    in.close();
                } else {
                    bytes.close();
                }
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
        long before = lineNumber;
        try {
            if (in != null) {
                String line;
                while ((line = in.readLine()) != null) {
                    lineNumber++;
                    SwfRecord r = line(line, headerOut);
                    if (r != null) {
                        pendingLine = lineNumber;
                        return r;
                    }
                }
            } else {
                while (nextLine()) {
                    lineNumber++;
                    SwfRecord r = byteLine(headerOut);
                    if (r != null) {
                        pendingLine = lineNumber;
                        return r;
                    }
                }
            }
        } catch (IOException e) {
            throw TextFiles.readError(name, before + 1, e);
        } catch (BadInputException e) {
            // a corrupt gzip stream decompresses to garbage before its checksum at the end tells
            String damage = damage();
            if (damage != null) {
                throw new BadInputException(name + ": " + damage + " (line " + lineNumber + " came out unreadable)", e);
            }
            throw e;
        }
        atEnd = true;
        close();
        return null;
    }

    /** Whether every line of the file has been read (so the records returned are all there are). */
    boolean reachedEnd() {
        return atEnd;
    }

    /** One line of text: null for a blank or header line (recorded in {@code headerOut}), else its record. */
    private SwfRecord line(String line, List<SwfHeader.Entry> headerOut) {
        String s = line.strip();
        if (s.isEmpty()) {
            return null;
        }
        if (s.charAt(0) == ';') {
            if (headerOut != null) {
                int before = headerOut.size();
                addHeaderLine(headerOut, s.substring(1).strip());
                if (headerOut.size() > before) {
                    headerLines.putIfAbsent(headerOut.get(headerOut.size() - 1).key(), lineNumber);
                }
            }
            return null;
        }
        return parse(s);
    }

    /**
     * The line in {@code buf[lineStart, lineEnd)}, as {@link #line} would read its text: a job line
     * of plain ASCII numbers is parsed in place, anything else is decoded and handed to {@link #line}.
     */
    private SwfRecord byteLine(List<SwfHeader.Entry> headerOut) {
        int a = lineStart;
        int b = lineEnd;
        while (a < b && isBlank(buf[a])) {
            a++;
        }
        while (b > a && isBlank(buf[b - 1])) {
            b--;
        }
        if (a == b) {
            return null;
        }
        if (buf[a] != ';') {
            SwfRecord r = parseBytes(a, b);
            if (r != null) {
                return r;
            }
        }
        return line(new String(buf, lineStart, lineEnd - lineStart, StandardCharsets.UTF_8), headerOut);
    }

    /** The bytes {@link Character#isWhitespace} accepts among ASCII (space, tab, line and file separators). */
    private static final boolean[] BLANK = new boolean[256];

    static {
        BLANK[' '] = true;
        for (int c = 9; c <= 13; c++) {
            BLANK[c] = true;
        }
        for (int c = 28; c <= 31; c++) {
            BLANK[c] = true;
        }
    }

    private static boolean isBlank(byte c) {
        return BLANK[c & 0xff];
    }

    /**
     * Parses a job line of eighteen plain decimal numbers without exponents, each of at most 15
     * digits: the value is the digits as an integer divided by a power of ten, both exact in a
     * {@code double}, so the one rounding is the correctly rounded one, the value {@link
     * Double#parseDouble} gives. Returns null when the line is anything else (other characters, too
     * many digits, a wrong field count, a non-integer in an integer field): the text path then gives
     * the value or the message.
     */
    private SwfRecord parseBytes(int from, int to) {
        final byte[] b = buf;
        final double[] v = values;
        int count = 0;
        int i = from;
        while (i < to) {
            if (count == SwfRecord.FIELDS) {
                return null;
            }
            boolean negative = false;
            byte c = b[i];
            if (c == '-' || c == '+') {
                negative = c == '-';
                i++;
            }
            long mantissa = 0;
            int digits = 0;
            int fraction = -1;
            for (; i < to; i++) {
                c = b[i];
                if (c >= '0' && c <= '9') {
                    mantissa = mantissa * 10 + (c - '0');
                    digits++;
                } else if (c == '.' && fraction < 0) {
                    fraction = digits;
                } else {
                    break;
                }
            }
            if (digits == 0 || digits > 15 || (i < to && !isBlank(b[i]))) {
                return null;
            }
            int scale = fraction < 0 ? 0 : digits - fraction;
            double d = scale == 0 ? (double) mantissa : mantissa / POW10[scale];
            v[count] = (negative ? -d : d) + 0.0;
            // d < 10^15: integral exactly when it survives the cast to long (Math.rint is not an
            // intrinsic of the client compiler)
            if (INTEGER_FIELD[count]
                    && !((long) d == d && v[count] >= Integer.MIN_VALUE && v[count] <= Integer.MAX_VALUE)) {
                return null;
            }
            count++;
            while (i < to && isBlank(b[i])) {
                i++;
            }
        }
        if (count != SwfRecord.FIELDS) {
            return null;
        }
        return new SwfRecord(
                (int) v[0],
                v[1],
                v[2],
                v[3],
                (int) v[4],
                v[5],
                v[6],
                (int) v[7],
                v[8],
                v[9],
                (int) v[10],
                (int) v[11],
                (int) v[12],
                (int) v[13],
                (int) v[14],
                (int) v[15],
                (int) v[16],
                v[17]);
    }

    /**
     * Finds the next line in the byte stream, ended by {@code \n}, {@code \r} or {@code \r\n}
     * as {@link BufferedReader#readLine} ends lines, and sets {@code lineStart} and {@code lineEnd}
     * (exclusive, without the terminator). False at the end of the stream.
     */
    private boolean nextLine() throws IOException {
        int scan = pos;
        while (true) {
            if (skipLf) {
                if (pos < lim) {
                    if (buf[pos] == '\n') {
                        pos++;
                    }
                    skipLf = false;
                    scan = pos;
                } else if (!eof) {
                    fill();
                    scan = pos;
                    continue;
                } else {
                    skipLf = false;
                }
            }
            final byte[] b = buf;
            int i = scan;
            while (i < lim && b[i] != '\n' && b[i] != '\r') {
                i++;
            }
            if (i < lim) {
                lineStart = pos;
                lineEnd = i;
                skipLf = b[i] == '\r';
                pos = i + 1;
                return true;
            }
            if (eof) {
                if (pos < lim) {
                    lineStart = pos;
                    lineEnd = lim;
                    pos = lim;
                    return true;
                }
                return false;
            }
            int scanned = i - pos;
            fill();
            scan = pos + scanned;
        }
    }

    /** Moves the unread bytes to the front (growing the buffer for a long line) and reads more. */
    private void fill() throws IOException {
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        if (lim == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        int n = bytes.read(buf, lim, buf.length - lim);
        if (n < 0) {
            eof = true;
        } else {
            lim += n;
        }
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
