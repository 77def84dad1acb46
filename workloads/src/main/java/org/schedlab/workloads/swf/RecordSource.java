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

    /** Stops reading (no exception: nothing is left to flush). */
    @Override
    void close();
}
