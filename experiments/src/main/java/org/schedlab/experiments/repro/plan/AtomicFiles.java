package org.schedlab.experiments.repro.plan;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.schedlab.core.spec.BadInputException;

/**
 * Writes output files atomically and safely: the content goes to a temporary file in the same
 * folder, which is then renamed over the target. A killed run leaves either the old file or the
 * complete new one, never a half-written file under the real name; temporary files are removed on
 * every exit path (a failure, a normal exit, and SIGINT/SIGTERM through a shutdown hook; only
 * SIGKILL leaves one, hidden and named as temporary, which the next run into the folder removes).
 *
 * <p>Safety rules: a target that exists but is not a regular file (a symbolic link, a named pipe,
 * a device, a directory) is refused, never replaced; a write that fails (a full disk, an I/O error)
 * is bad input naming the target and the reason (exit status 2); files are created with the
 * default permissions, so they honour the umask (unlike {@link Files#createTempFile}, which makes
 * them owner-only).
 */
public final class AtomicFiles {
    /** Temporary files not yet renamed or removed: the shutdown hook removes them. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    private static final AtomicLong COUNTER = new AtomicLong();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(AtomicFiles::removePending, "schedlab-temp-cleanup"));
    }

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

    /**
     * Writes bytes to {@code file} atomically.
     *
     * @throws BadInputException naming {@code file} when it is not a regular file or cannot be
     *     written (the reason included)
     */
    public static void writeBytes(Path file, ByteBody body) throws IOException {
        checkTarget(null, file);
        Path tmp = createTemporary(file, ".tmp");
        try {
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(tmp))) {
                body.write(out);
            } catch (IOException e) {
                throw writeFailed(null, file, e);
            }
            commit(tmp, file, null);
        } finally {
            discard(tmp);
        }
    }

    /**
     * Refuses {@code file} when it exists and is not a regular file (a symbolic link, even to a
     * regular file, a named pipe, a device or a directory), or when its folder does not exist.
     *
     * @param option the option that named the file, for the message, or null
     */
    public static void checkTarget(String option, Path file) {
        String name = named(option, file);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new BadInputException(name + ": is " + kind(file) + ", not a regular file; refusing to replace it"
                    + " (name a regular file or a new one)");
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new BadInputException(name + ": directory does not exist (" + dir + ")");
        }
    }

    /** What {@code file} is, in words, for a refusal. */
    public static String kind(Path file) {
        if (Files.isSymbolicLink(file)) {
            return "a symbolic link";
        }
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            return "a directory";
        }
        return "a special file (a pipe, socket or device)";
    }

    /**
     * Creates an empty temporary file next to {@code file}, hidden ({@code .NAME.PID.N} plus
     * {@code suffix}), with the default permissions (the umask applies), and registers it for
     * removal at exit.
     */
    public static Path createTemporary(Path file, String suffix) {
        Path dir = file.toAbsolutePath().getParent();
        removeStale(dir, file.getFileName().toString(), suffix);
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve("." + file.getFileName() + "."
                    + ProcessHandle.current().pid() + "." + COUNTER.incrementAndGet() + suffix);
            try {
                PENDING.add(tmp);
                Files.createFile(tmp);
                return tmp;
            } catch (FileAlreadyExistsException e) {
                PENDING.remove(tmp);
                if (attempt > 100) {
                    throw writeFailed(null, file, e);
                }
            } catch (IOException e) {
                PENDING.remove(tmp);
                throw writeFailed(null, file, e);
            }
        }
    }

    /**
     * Removes temporary files of {@code name} left by runs that were killed (SIGKILL gives no
     * chance to clean up): those whose process id is no longer running. Best effort.
     */
    private static void removeStale(Path dir, String name, String suffix) {
        java.util.regex.Pattern own = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote("." + name + ".")
                + "(\\d{1,18})\\.\\d+" + java.util.regex.Pattern.quote(suffix));
        try (java.nio.file.DirectoryStream<Path> files = Files.newDirectoryStream(dir, "." + globSafe(name) + ".*")) {
            for (Path f : files) {
                java.util.regex.Matcher m = own.matcher(f.getFileName().toString());
                if (m.matches() && ProcessHandle.of(Long.parseLong(m.group(1))).isEmpty()) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (IOException | RuntimeException e) {
            // best effort: a stale temporary file is hidden and named as such
        }
    }

    private static String globSafe(String name) {
        return name.replaceAll("[\\[\\]{}*?\\\\]", "?");
    }

    /**
     * Renames the complete temporary file {@code tmp} over {@code file} (checked again: a target
     * that became a link or a special file meanwhile is refused).
     */
    public static void commit(Path tmp, Path file, String option) {
        checkTarget(option, file);
        try {
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw writeFailed(option, file, e);
        } finally {
            PENDING.remove(tmp);
        }
    }

    /** Removes the temporary file {@code tmp} if it is still there (best effort). */
    public static void discard(Path tmp) {
        if (tmp == null) {
            return;
        }
        try {
            Files.deleteIfExists(tmp);
        } catch (IOException e) {
            // best effort: the file is hidden and named as temporary; the next run removes it
        }
        PENDING.remove(tmp);
    }

    /** Removes every temporary file still pending (the shutdown hook). */
    static void removePending() {
        for (Path p : PENDING.toArray(new Path[0])) {
            discard(p);
        }
    }

    /** The bad-input exception for a failed write of {@code file}: its name and the reason. */
    public static BadInputException writeFailed(String option, Path file, IOException e) {
        String m = option == null ? "cannot write " + file : option + " " + file + ": cannot write";
        return new BadInputException(m + ": " + reason(e), e);
    }

    /**
     * The reason of an I/O failure in words (the file system's reason, without the file name): that
     * of the innermost I/O failure, so a writer that wraps the system's error in its own (ImageIO's
     * "I/O error writing PNG file!") still says "No space left on device".
     */
    public static String reason(IOException e) {
        while (e.getCause() instanceof IOException cause) {
            e = cause;
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    private static String named(String option, Path file) {
        return option == null ? file.toString() : option + " " + file;
    }
}
