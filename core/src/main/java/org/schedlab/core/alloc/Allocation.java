package org.schedlab.core.alloc;

import java.util.stream.IntStream;

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

    /**
     * The ids of the processors this placement holds, each once, in the numbering of the machine
     * whose allocator made it: ids run over {@code [0, capacity)} (a flat machine's and a fat
     * tree's ids are their own; a line's are its positions). Testers and audits ask it (the
     * allocator contract tester checks after every step that committed placements are disjoint and
     * that {@code free()} is the capacity minus their union), the engine never does, so an
     * implementation may compute the ids on every call.
     *
     * <p>Ask through {@link Allocator#processorIds(Allocation)}: a placement whose ids depend on
     * its machine (a submesh is numbered row by row, which needs the mesh's width) leaves the
     * numbering to its allocator, which overrides that method. A placement that only counts
     * processors (so many in each cluster of a multicluster) names none: the default throws.
     *
     * @throws UnsupportedOperationException when this placement does not name its processors
     */
    default IntStream processorIds() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " " + describe()
                + " does not name its processors (Allocation.processorIds)");
    }
}
