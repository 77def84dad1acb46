package org.schedlab.core.testing;

import java.util.List;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.flat.FlatAllocator;

/**
 * The test machines: {@code flat} (any free processors: counts decide what fits) and {@code line}
 * (a contiguous run of ids, first fit: topology decides, so a request may not fit although enough
 * processors are free). Golden schedules name them ({@link GoldenSchedule}).
 */
public final class Machines {
    /** Machine names for parameterised tests. */
    public static final List<String> NAMES = List.of("flat", "line");

    private Machines() {}

    public static Allocator allocator(String name, int capacity) {
        return switch (name) {
            case "flat" -> new FlatAllocator(capacity);
            case "line" -> new ContiguousAllocator(capacity);
            default -> throw new IllegalArgumentException("unknown test machine " + name);
        };
    }
}
