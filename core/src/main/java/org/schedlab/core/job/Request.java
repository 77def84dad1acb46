package org.schedlab.core.job;

/**
 * What a job asks of a machine. Core knows only the processor count; topology modules add their
 * own request types (a submesh shape, a multi-component co-allocation request) and map plain
 * requests onto them.
 */
public interface Request {
    /** Number of processors the request occupies once allocated. */
    int processors();
}
