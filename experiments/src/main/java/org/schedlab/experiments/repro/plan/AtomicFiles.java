package org.schedlab.experiments.repro.plan;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes output files atomically: the content goes to a temporary file in the same folder, which
 * is then renamed over the target. A killed run leaves either the old file, the complete new one,
 * or a stray {@code .*.tmp} file, never a half-written CSV under the real name.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** Something that writes text. */
    @FunctionalInterface
    public interface TextBody {
        void write(Writer w) throws IOException;
    }

    /** Something that writes bytes. */
    @FunctionalInterface
    public interface ByteBody {
        void write(OutputStream out) throws IOException;
    }

    /** Writes UTF-8 text to {@code file} atomically. */
    public static void write(Path file, TextBody body) throws IOException {
        writeBytes(file, out -> {
            Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
            body.write(w);
            w.flush();
        });
    }

    /** Writes {@code text} to {@code file} atomically. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, w -> w.write(text));
    }

    /** Writes bytes to {@code file} atomically. */
    public static void writeBytes(Path file, ByteBody body) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
        try {
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(tmp))) {
                body.write(out);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
