package org.schedlab.workloads.swf;

import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.SoftReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;

/**
 * Keeps the parsed records of SWF files that are read again and again in one process (a
 * reproduction simulates one trace under many schedulers, allocators and parameters; parsing and
 * decompressing it took about a quarter of such a run), so that later passes replay them instead
 * of reading the file.
 *
 * <p>A file's first pass streams as before and keeps nothing, so a single simulation of a long
 * trace still runs in constant memory; a later pass keeps the records once it has read them all
 * without error, and the passes after it replay them, with the same line numbers. A file is known
 * by its real path, and a kept pass is replayed only while the file has the size, modification
 * time and CRC-32 of its bytes that it had when read (the check reads the file, which costs far
 * less than decompressing and parsing it), so an edited file is read again. The records are held
 * through a {@link SoftReference}: under memory pressure the collector may drop them, and the next
 * pass reads the file again. Safe for passes in several threads at once.
 */
final class ParsedTraces {
    private ParsedTraces() {}

    /** A file's contents as far as the checks tell: size, modification time, CRC-32 of the bytes. */
    private record Version(long size, FileTime modified, long crc) {}

    /** One complete pass of one version of a file: the records and the line number of each. */
    private record Parsed(Version version, String name, SwfRecord[] records, long[] lines) {}

    /** Per real path: {@link #SEEN} once a pass began, then the kept pass (softly held). */
    private static final ConcurrentHashMap<Path, Object> FILES = new ConcurrentHashMap<>();

    private static final Object SEEN = new Object();

    /** The records of {@code path}: replayed if kept, else parsed (and kept unless this is the first pass). */
    static RecordSource open(Path path) {
        Path real;
        BasicFileAttributes attributes;
        try {
            real = path.toRealPath();
            attributes = Files.readAttributes(real, BasicFileAttributes.class);
        } catch (IOException | SecurityException e) {
            return SwfReader.open(path); // the reader says what is wrong with the file
        }
        if (!attributes.isRegularFile()) {
            return SwfReader.open(path);
        }
        Object known = FILES.putIfAbsent(real, SEEN);
        if (known == null) {
            return SwfReader.open(path); // the first pass keeps nothing
        }
        Version version = versionOf(real, attributes);
        if (version == null) {
            return SwfReader.open(path);
        }
        Parsed parsed = keptPass(known, version);
        return parsed != null ? new Replay(parsed) : new Recording(SwfReader.open(path), real, version);
    }

    /** Whether a complete pass of {@code path}, as the file is now, is kept (for tests). */
    static boolean kept(Path path) {
        try {
            Path real = path.toRealPath();
            Version now = versionOf(real, Files.readAttributes(real, BasicFileAttributes.class));
            return keptPass(FILES.get(real), now) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** The pass that {@code known} (an entry of {@link #FILES}) keeps of {@code version}, or null. */
    private static Parsed keptPass(Object known, Version version) {
        return known instanceof SoftReference<?> ref
                        && ref.get() instanceof Parsed parsed
                        && parsed.version().equals(version)
                ? parsed
                : null;
    }

    private static Version versionOf(Path real, BasicFileAttributes attributes) {
        CRC32 crc = new CRC32();
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(real)) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                crc.update(buffer, 0, n);
            }
        } catch (IOException e) {
            return null;
        }
        return new Version(attributes.size(), attributes.lastModifiedTime(), crc.getValue());
    }

    /** A pass that parses the file and keeps every record once it has read them all. */
    private static final class Recording implements RecordSource {
        private final SwfReader reader;
        private final Path real;
        private final Version version;
        private List<SwfRecord> records = new ArrayList<>();
        private long[] lines = new long[1024];

        Recording(SwfReader reader, Path real, Version version) {
            this.reader = reader;
            this.real = real;
            this.version = version;
        }

        @Override
        public boolean hasNext() {
            boolean more = reader.hasNext();
            if (!more && records != null && reader.reachedEnd()) {
                SwfRecord[] all = records.toArray(new SwfRecord[0]);
                FILES.put(
                        real,
                        new SoftReference<>(new Parsed(version, reader.name(), all, Arrays.copyOf(lines, all.length))));
                records = null; // kept once
            }
            return more;
        }

        @Override
        public SwfRecord next() {
            SwfRecord r = reader.next();
            if (records != null) {
                int i = records.size();
                if (i == lines.length) {
                    lines = Arrays.copyOf(lines, 2 * i);
                }
                lines[i] = reader.lineNumber();
                records.add(r);
            }
            return r;
        }

        @Override
        public String name() {
            return reader.name();
        }

        @Override
        public long lineNumber() {
            return reader.lineNumber();
        }

        @Override
        public String damage() {
            return reader.damage();
        }

        @Override
        public void close() {
            reader.close(); // a pass closed before the end is not kept
        }
    }

    /** A pass over kept records. */
    private static final class Replay implements RecordSource {
        private final Parsed parsed;
        private int next;
        private boolean closed;

        Replay(Parsed parsed) {
            this.parsed = parsed;
        }

        @Override
        public boolean hasNext() {
            return !closed && next < parsed.records().length;
        }

        @Override
        public SwfRecord next() {
            if (!hasNext()) {
                throw new NoSuchElementException(parsed.name() + ": no more records");
            }
            return parsed.records()[next++];
        }

        @Override
        public String name() {
            return parsed.name();
        }

        @Override
        public long lineNumber() {
            return next == 0 ? 0 : parsed.lines()[next - 1];
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
