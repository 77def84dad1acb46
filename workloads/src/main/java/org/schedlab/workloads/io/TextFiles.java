package org.schedlab.workloads.io;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/**
 * Opens workload files for reading and writing. A file is read as gzip when it starts with the
 * gzip magic bytes {@code 1f 8b}, whatever its name; otherwise as UTF-8 text. A file is written
 * gzip-compressed when its name ends with {@code .gz}.
 */
public final class TextFiles {
    private static final int BUFFER = 1 << 16;
    private static final int GZIP_MAGIC_1 = 0x1f;
    private static final int GZIP_MAGIC_2 = 0x8b;

    private TextFiles() {}

    /**
     * Opens {@code path} for line-by-line reading.
     *
     * @throws BadInputException naming the file when it is missing, is a directory or cannot be
     *     read
     */
    public static BufferedReader open(Path path) {
        return new BufferedReader(new InputStreamReader(openStream(path), StandardCharsets.UTF_8), BUFFER);
    }

    /**
     * Opens {@code path} for reading its bytes, decompressed when the file is gzip.
     *
     * @throws BadInputException naming the file when it is missing, is a directory or cannot be
     *     read
     */
    public static InputStream openStream(Path path) {
        if (Files.isDirectory(path)) {
            throw new BadInputException(path + ": is a directory, not a workload file");
        }
        InputStream raw = null;
        try {
            raw = new BufferedInputStream(Files.newInputStream(path), BUFFER);
            if (isGzip(raw)) {
                return new GZIPInputStream(raw, BUFFER);
            }
            // a file named .gz without gzip's magic bytes is read as text, as any file; but when
            // its first bytes are binary it is a damaged gzip file, not a log of bad lines
            String binary =
                    path.getFileName() != null && path.getFileName().toString().endsWith(".gz") ? binary(raw) : null;
            if (binary != null) {
                closeQuietly(raw);
                throw new BadInputException(path + ": not gzip data nor text (" + binary
                        + "): gzip data starts with the bytes 1f 8b; a damaged file? fetch it again");
            }
            return raw;
        } catch (NoSuchFileException e) {
            throw new BadInputException(path + ": no such file");
        } catch (IOException e) {
            closeQuietly(raw);
            throw new BadInputException(path + ": cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * The file named by the first argument of {@code spec} ({@code swf:PATH}); a name the file
     * system cannot hold (a NUL character, say) is bad input naming the option, not an {@link
     * InvalidPathException}.
     */
    public static Path path(Spec spec, String usage) {
        String text = spec.arg(0, usage);
        if (text.equals("-")) {
            return standardInput();
        }
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw spec.error("not a usable file name (" + e.getReason() + ")");
        }
    }

    /** Fails with a message naming the file unless {@code path} is an existing regular file. */
    public static void requireReadable(Path path) {
        if (!Files.exists(path)) {
            throw new BadInputException(path + ": no such file");
        }
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new BadInputException(path + ": not a readable file");
        }
    }

    /** Opens {@code path} for writing (gzip when the name ends with {@code .gz}), replacing it. */
    public static Writer create(Path path) throws IOException {
        OutputStream out = Files.newOutputStream(path);
        if (path.getFileName().toString().endsWith(".gz")) {
            out = new GZIPOutputStream(out, BUFFER);
        }
        return new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), BUFFER);
    }

    /**
     * The message for an I/O failure in the middle of a file, naming file and line; a failure of
     * gzip's decompression (a truncated or corrupt file) is said to be one.
     */
    public static BadInputException readError(String file, long line, IOException e) {
        if (e instanceof java.util.zip.ZipException || e instanceof java.io.EOFException) {
            return new BadInputException(
                    file + ":" + line + ": damaged gzip data (" + e.getMessage()
                            + "): the file is truncated or corrupt; fetch it again",
                    e);
        }
        return new BadInputException(file + ":" + line + ": read error: " + e.getMessage(), e);
    }

    /**
     * Why the rest of {@code in} is damaged gzip data, or null when it is not gzip or decompresses
     * to its end with a matching checksum. Reads {@code in} to its end: for the error path of a
     * reader that met a line it cannot parse, since gzip checks its data only at the end, and a
     * corrupt stream decompresses to garbage before that.
     */
    public static String gzipDamage(InputStream in) {
        if (!(in instanceof GZIPInputStream)) {
            return null;
        }
        byte[] sink = new byte[BUFFER];
        try {
            while (in.read(sink) >= 0) {
                // to the end, where gzip compares its checksum and length
            }
            return null;
        } catch (IOException e) {
            return "damaged gzip data (" + e.getMessage() + "): the file is truncated or corrupt; fetch it again";
        }
    }

    /** The copy of standard input ({@code -}), and the stream it was copied from. */
    private static Path standardInputCopy;

    private static InputStream standardInputCopied;

    /**
     * Standard input as a file: the first call copies {@link System#in} to a temporary file
     * {@code standard-input} (removed when the JVM exits), and later calls return it, so a workload
     * read several times (its header, each replication) reads the same data. A file name of {@code
     * -} stands for it ({@link #path}; the commands' {@code trace-info -} and {@code --spec -}).
     *
     * @throws BadInputException when standard input cannot be read or copied
     */
    public static synchronized Path standardInput() {
        InputStream in = System.in;
        if (standardInputCopy != null && standardInputCopied == in && Files.isRegularFile(standardInputCopy)) {
            return standardInputCopy;
        }
        try {
            Path dir = Files.createTempDirectory("schedlab-stdin-");
            dir.toFile().deleteOnExit();
            Path copy = dir.resolve("standard-input");
            copy.toFile().deleteOnExit(); // deleted before its folder: deleteOnExit runs in reverse order
            Files.copy(in, copy);
            standardInputCopy = copy;
            standardInputCopied = in;
            return copy;
        } catch (IOException e) {
            throw new BadInputException("standard input (-): cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Where the first bytes of {@code in} (up to 512, left unread) show binary data, in words, or
     * null for text: a NUL or another control byte than tab, line feed, form feed, carriage return
     * and escape.
     */
    private static String binary(InputStream in) throws IOException {
        in.mark(512);
        byte[] head = new byte[512];
        int n = in.readNBytes(head, 0, head.length);
        in.reset();
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xff;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1b) {
                return String.format(java.util.Locale.ROOT, "byte %02x at offset %d", b, i);
            }
        }
        return null;
    }

    private static boolean isGzip(InputStream in) throws IOException {
        in.mark(2);
        int b1 = in.read();
        int b2 = in.read();
        in.reset();
        return b1 == GZIP_MAGIC_1 && b2 == GZIP_MAGIC_2;
    }

    private static void closeQuietly(InputStream in) {
        if (in != null) {
            try {
                in.close();
            } catch (IOException ignored) {
                // the open failure is the error worth reporting
            }
        }
    }
}
