package org.schedlab.experiments.repro.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Objects;
import java.util.function.Consumer;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * The lock of one output folder, held while a run writes into it: a hidden file {@value #FILE}
 * holding the holder's pid, command and start time, locked by the operating system ({@link
 * FileChannel#tryLock}). A second run into a busy folder is refused naming the holder. The
 * operating system drops the lock when its process dies however it dies, so a lock file left by a
 * killed run is stale: the next run takes it over and says so. The file is removed on release,
 * and by a shutdown hook when the run is stopped by SIGINT or SIGTERM (only SIGKILL leaves it).
 */
public final class OutputLock implements AutoCloseable {
    /** The lock file's name in the folder. */
    public static final String FILE = ".schedlab.lock";

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    /** The first folder of the output path the lock created, or null: removed at release when empty. */
    private final Path created;

    /** Removes the lock file when the JVM is stopped by a signal while the lock is held. */
    private final Thread atExit;

    private OutputLock(Path file, FileChannel channel, FileLock lock, Path created) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
        this.created = created;
        this.atExit = new Thread(this::removeFile, "schedlab-lock-cleanup");
        Runtime.getRuntime().addShutdownHook(atExit);
    }

    /**
     * Locks {@code dir} (created when missing) for {@code command}.
     *
     * @param option the option that named the folder, for messages (e.g. {@code --out})
     * @param note receives a line when a stale lock of a dead run is taken over
     * @throws BadInputException naming the folder and the holder when another run holds it, or
     *     naming the folder and the reason when it cannot be created or written
     */
    public static OutputLock acquire(String option, Path dir, String command, Consumer<String> note) {
        OutputFolder.checkFolder(option, dir);
        Path created = null;
        for (Path p = dir.toAbsolutePath().normalize(); p != null && !Files.exists(p); p = p.getParent()) {
            created = p;
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw AtomicFiles.writeFailed(option, dir, e);
        }
        // absolute: the folder of a relative lock file is then never null when it is released
        Path file = dir.toAbsolutePath().resolve(FILE);
        for (int attempt = 0; ; attempt++) {
            FileChannel ch = null;
            try {
                Object before = key(file);
                ch = FileChannel.open(
                        file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock l;
                try {
                    l = ch.tryLock();
                } catch (OverlappingFileLockException e) {
                    l = null; // held by this process (another run in the same JVM)
                }
                if (l == null) {
                    String holder = read(ch);
                    ch.close();
                    throw new BadInputException(option + " " + dir + ": in use by another run ("
                            + (holder.isBlank() ? "holder unknown" : holder)
                            + "); wait for it to finish or choose another --out");
                }
                // the file may have been removed (its holder released it) between our look and our
                // lock: then we hold a lock on a file nobody else sees; try again
                if ((before != null && !Objects.equals(before, key(file))) || key(file) == null) {
                    l.release();
                    ch.close();
                    if (attempt > 20) {
                        throw new BadInputException(option + " " + dir + ": cannot lock (" + FILE + " keeps changing)");
                    }
                    continue;
                }
                String stale = read(ch);
                if (!stale.isBlank()) {
                    note.accept(option + " " + dir + ": took over the lock left by a run that is no longer running ("
                            + stale + ")");
                }
                String me = "pid " + ProcessHandle.current().pid() + ", " + command + ", started " + Instant.now();
                ch.truncate(0);
                ch.write(ByteBuffer.wrap((me + "\n").getBytes(StandardCharsets.UTF_8)), 0);
                ch.force(false);
                return new OutputLock(file, ch, l, created);
            } catch (BadInputException e) {
                throw e;
            } catch (IOException e) {
                closeQuietly(ch);
                throw AtomicFiles.writeFailed(option, dir, e);
            }
        }
    }

    private static Object key(Path file) throws IOException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    private static String read(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4096);
        ch.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).strip();
    }

    private static void closeQuietly(FileChannel ch) {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException e) {
                // nothing more to do
            }
        }
    }

    /**
     * Removes the lock file and releases the lock; a folder the lock created that is still empty
     * (the run failed before writing) is removed too.
     */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(atExit);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook removes the file
        }
        try {
            Files.deleteIfExists(file);
            lock.release();
        } catch (IOException e) {
            // the operating system drops the lock with the channel
        }
        closeQuietly(channel);
        OutputFolder.removeCreated(file.getParent().toAbsolutePath().normalize(), created);
    }

    /** At exit by a signal: the lock file goes; the operating system drops the lock itself. */
    private void removeFile() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // best effort: a lock file of a dead run is stale and taken over by the next run
        }
    }
}
