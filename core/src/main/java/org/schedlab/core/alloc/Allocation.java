package org.schedlab.core.alloc;

/**
 * A placement returned by {@link Allocator#find}: a value (usually a record) that the allocator
 * commits and later releases exactly.
 */
public interface Allocation {
    /** Number of processors this placement occupies. */
    int processors();

    /**
     * A compact, human-readable form of the placement for schedule files, e.g. {@code 0-15;32-35}
     * for processor ranges or {@code (1,1,5,2)} for a submesh. Must not contain commas or newlines.
     */
    String describe();
}
