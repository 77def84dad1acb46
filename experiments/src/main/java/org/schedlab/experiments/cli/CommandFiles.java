package org.schedlab.experiments.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * The files a command reads and writes, declared in one place before the command does any work,
 * and checked together: every input must be a readable regular file, every output a regular file
 * or a new one in an existing folder (never a link, pipe, device or directory; {@link
 * AtomicFiles#checkTarget}). Outputs are then written atomically ({@link #write}). Checks that
 * relate the files to each other (an output that would overwrite an input or another output)
 * belong in {@link #check} too.
 */
final class CommandFiles {
    /** A file and the option or parameter that named it. */
    record Named(String role, Path path) {
        String describe() {
            return role + " " + path;
        }
    }

    private final List<Named> inputs = new ArrayList<>();
    private final List<Named> outputs = new ArrayList<>();

    /** Declares an input; null paths are skipped. */
    CommandFiles input(String role, Path path) {
        if (path != null) {
            inputs.add(new Named(role, path));
        }
        return this;
    }

    /** Declares an output; null paths and {@code -} (standard output) are skipped. */
    CommandFiles output(String role, Path path) {
        if (path != null && !path.toString().equals("-")) {
            outputs.add(new Named(role, path));
        }
        return this;
    }

    /** The declared inputs, in order. */
    List<Named> inputs() {
        return List.copyOf(inputs);
    }

    /** The declared outputs, in order. */
    List<Named> outputs() {
        return List.copyOf(outputs);
    }

    /**
     * Checks every declared file.
     *
     * @throws BadInputException naming the first file that cannot be read or written
     */
    CommandFiles check() {
        for (Named in : inputs) {
            if (!Files.exists(in.path())) {
                throw new BadInputException(in.describe() + ": no such file");
            }
            if (!Files.isRegularFile(in.path()) || !Files.isReadable(in.path())) {
                throw new BadInputException(in.describe() + ": not a readable file");
            }
        }
        for (Named out : outputs) {
            AtomicFiles.checkTarget(out.role(), out.path());
        }
        return this;
    }

    /**
     * {@code w} for a writer that closes what it is given (a schedule writer): closing it flushes
     * {@code w} and leaves it open for {@link #write} to finish.
     */
    static Writer keepOpen(Writer w) {
        return new java.io.FilterWriter(w) {
            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    /** Something that writes text. */
    @FunctionalInterface
    interface Body {
        void write(Writer w) throws IOException;
    }

    /**
     * Writes {@code file} atomically (a temporary file moved into place when complete), gzip when
     * its name ends in {@code .gz}.
     *
     * @param role the option that named it, for messages
     */
    static void write(String role, Path file, Body body) {
        try {
            AtomicFiles.writeBytes(file, raw -> {
                OutputStream out = file.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(raw) : raw;
                Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8));
                body.write(w);
                w.flush();
                if (out instanceof GZIPOutputStream gz) {
                    gz.finish();
                }
            });
        } catch (IOException e) {
            throw AtomicFiles.writeFailed(role, file, e);
        }
    }
}
