package org.schedlab.workloads.swf;

import java.io.Closeable;
import java.util.Iterator;

/**
 * The job records of one SWF file in file order, as {@link SwfWorkload} reads them: a file being
 * parsed ({@link SwfReader}) or a replay of one parsed before ({@link ParsedTraces}).
 */
interface RecordSource extends Iterator<SwfRecord>, Closeable {
    /** The file name used in messages. */
    String name();

    /** The line number of the record last returned by {@link #next()} (1-based). */
    long lineNumber();

    /**
     * Why the rest of the file is damaged (truncated or corrupt gzip data), or null: asked when a
     * record turns out wrong, since corrupt gzip data reads as wrong records before gzip's checksum
     * at the end of the file can tell. Reads the rest of the file.
     */
    default String damage() {
        return null;
    }

    /** Stops reading (no exception: nothing is left to flush). */
    @Override
    void close();
}
