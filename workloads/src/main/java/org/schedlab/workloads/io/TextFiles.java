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
            return isGzip(raw) ? new GZIPInputStream(raw, BUFFER) : raw;
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

    /** The message for an I/O failure in the middle of a file, naming file and line. */
    public static BadInputException readError(String file, long line, IOException e) {
        return new BadInputException(file + ":" + line + ": read error: " + e.getMessage(), e);
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
